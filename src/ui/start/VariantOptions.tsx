// The variants (§14) and team play (§13.5) the scenario allows with this many players, as toggles
// (the engine's own list, engine/meta VARIANTS_META); conflicting ones switch each other off. The
// few variants that need a number get it right under their toggle: the Megapolis level
// (VAR-MEGA-2), the teams (SCEN-TEAM-1) and the Fame given up in a hero auction (VAR-AUCTION-6).
// Folded by default, the summary names the chosen ones.
import { type HeroId, type ScenarioId, variantNeeds } from '../../engine/meta';
import { isKey } from '../../i18n';
import { useT } from '../hooks';
import {
  fittingVariants,
  MEGAPOLIS_MAX,
  MEGAPOLIS_MIN,
  offeredVariants,
  TEAM_SPLITS,
  toggleVariant,
} from './options';
import type { StartPrefs } from './prefs';

export function VariantOptions({
  scenario,
  players,
  heroes,
  prefs,
  update,
}: {
  scenario: ScenarioId;
  players: number;
  heroes: HeroId[];
  prefs: StartPrefs;
  update: (fn: (p: StartPrefs) => StartPrefs) => void;
}) {
  const t = useT();
  const offered = offeredVariants(scenario, players);
  const on = fittingVariants(scenario, players, prefs.variants);
  const text = (id: string, part: 'name' | 'desc') => {
    const k = `variant.${id}.${part}`;
    return isKey(k) ? t(k) : id;
  };
  const hero = (i: number) => t(`hero.${heroes[i] ?? 'tovak'}`);
  if (offered.length === 0)
    return (
      <div className="opt-block" data-testid="variants">
        <span className="opt-title">{t('start.variants')}</span>
        <p className="muted small">{t('start.noVariants')}</p>
      </div>
    );
  return (
    <details className="opt-block variants" data-testid="variants" open={on.length > 0}>
      <summary className="opt-title" data-testid="variants-toggle">
        <span>{t('start.variants')}</span>
        <span className="muted small variants-summary">
          {on.length > 0 ? on.map((id) => text(id, 'name')).join(' · ') : t('start.variantsNone')}
        </span>
      </summary>
      <p className="muted small">
        {t('start.variantsSummary', { on: on.length, n: offered.length })}
      </p>
      <ul className="variant-list">
        {offered.map((v) => {
          const checked = on.includes(v.id);
          const conflicts = (v.conflicts ?? []).filter((c) => offered.some((o) => o.id === c));
          return (
            <li
              key={v.id}
              className={[
                checked ? 'on' : '',
                variantNeeds(v, scenario, players).length > 0 ? 'sub' : '',
              ]
                .join(' ')
                .trim()}
            >
              <label className="variant" title={text(v.id, 'desc')}>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    update((p) => ({
                      ...p,
                      variants: toggleVariant(p.variants, v.id, { scenario, players }),
                    }))
                  }
                  data-testid={`variant-${v.id}`}
                />
                <span>
                  {text(v.id, 'name')}
                  {checked && (
                    <span className="muted small variant-hint">
                      {text(v.id, 'desc')}
                      {conflicts.length > 0 &&
                        ` (${t('start.variantConflict', {
                          names: conflicts.map((c) => text(c, 'name')).join(', '),
                        })})`}
                    </span>
                  )}
                </span>
              </label>
              {checked && (v.id === 'megapolis' || v.id === 'two-megapolises') && (
                <div className="variant-extra">
                  <span className="small">{t('start.megapolisLevel')}</span>
                  <div className="stepper">
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={t('start.megapolisDown')}
                      disabled={prefs.megapolisLevel <= MEGAPOLIS_MIN}
                      onClick={() =>
                        update((p) => ({ ...p, megapolisLevel: p.megapolisLevel - 1 }))
                      }
                      data-testid="megapolis-down"
                    >
                      −
                    </button>
                    <output className="level-value" data-testid="megapolis-level">
                      {prefs.megapolisLevel}
                    </output>
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={t('start.megapolisUp')}
                      disabled={prefs.megapolisLevel >= MEGAPOLIS_MAX}
                      onClick={() =>
                        update((p) => ({ ...p, megapolisLevel: p.megapolisLevel + 1 }))
                      }
                      data-testid="megapolis-up"
                    >
                      +
                    </button>
                  </div>
                </div>
              )}
              {checked && v.id === 'team-play' && (
                <label className="variant-extra">
                  <span className="small">{t('start.teams')}</span>
                  <select
                    value={prefs.teams === null ? '' : String(prefs.teams)}
                    onChange={(e) =>
                      update((p) => ({
                        ...p,
                        teams: e.target.value === '' ? null : Number(e.target.value),
                      }))
                    }
                    data-testid="teams"
                  >
                    <option value="">{t('start.teamsRandom')}</option>
                    {TEAM_SPLITS.map(([[a, b], [c, d]], i) => (
                      <option key={i} value={i}>
                        {t('start.teamsPair', { a: hero(a), b: hero(b), c: hero(c), d: hero(d) })}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {checked && v.id === 'hero-auction' && (
                <div className="variant-extra bids">
                  <span className="small">{t('start.fameBids')}</span>
                  {Array.from({ length: players }, (_, i) => (
                    <label key={i} className="bid">
                      <span className="small">{hero(i)}</span>
                      <input
                        type="number"
                        min={0}
                        max={60}
                        value={prefs.fameBids[i] ?? 0}
                        aria-label={t('start.fameBid', { player: hero(i) })}
                        onChange={(e) =>
                          update((p) => {
                            const next = [...p.fameBids];
                            next[i] = Math.max(0, Number.parseInt(e.target.value, 10) || 0);
                            return { ...p, fameBids: next };
                          })
                        }
                        data-testid={`fame-bid-${i}`}
                      />
                    </label>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
