// The scenarios' pending choices: where a secret dungeon or tomb entrance goes (SCEN-DUNGEON-4a/4c;
// also clickable on the map, where the offered spaces glow) and which used tactic the cooperating
// players remove from the game (SCEN-FULL-COOP-4b); whose shield leaves a full glade (SCEN-DRUID-7a).
import { isKey } from '../../i18n';
import { useGame } from '../../store';
import type { ChoiceProps } from '../choices/types';
import { useT } from '../hooks';
import { findTactic, heroName, tacticName } from '../names';

export function SecretSiteChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  const setHover = useGame((s) => s.setHover);
  return (
    <>
      <p className="muted small">{t('choice.secretSite.hint')}</p>
      <div className="choice-options" onMouseLeave={() => setHover(null)}>
        {pending.options.map((hex) => {
          const h = state.map.hexes[hex];
          const name = h ? t(`terrain.${h.terrain}`) : hex;
          return (
            <button
              key={hex}
              type="button"
              className="choice-option"
              onMouseEnter={() => setHover(hex)}
              onFocus={() => setHover(hex)}
              onClick={() => choose(hex)}
              data-testid="choice-option"
              data-option={hex}
            >
              {name} <span className="muted small">({hex})</span>
            </button>
          );
        })}
      </div>
    </>
  );
}

export function CoopRemoveTacticChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  return (
    <>
      <p className="muted small">{t('choice.removeTactic.hint')}</p>
      <div className="tactic-row">
        {pending.options.map((tactic) => {
          const d = findTactic(tactic);
          const user = state.players.find((p) => p.kind !== 'dummy' && p.tactic === tactic);
          const textKey = `play.tactic.${tactic}`;
          return (
            <button
              key={tactic}
              type="button"
              className="tactic-big"
              onClick={() => choose(tactic)}
              data-testid="choice-option"
              data-option={tactic}
            >
              <span className="tb-number">{d?.number ?? '?'}</span>
              <span className="tb-name">{tacticName(tactic, t)}</span>
              <span className="tb-text">
                {user ? `${heroName(state, user.id, t)} · ` : ''}
                {isKey(textKey) ? t(textKey) : ''}
              </span>
            </button>
          );
        })}
      </div>
    </>
  );
}

/** SCEN-DRUID-7a: the glade is full; whose shield gives way to the chooser's. */
export function GladeShieldChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  const setHover = useGame((s) => s.setHover);
  const hex = typeof pending.data?.hex === 'string' ? pending.data.hex : null;
  return (
    <>
      <p className="muted small">{t('choice.gladeShield.hint')}</p>
      <div
        className="choice-options"
        onMouseEnter={() => setHover(hex)}
        onMouseLeave={() => setHover(null)}
      >
        {pending.options.map((o) => (
          <button
            key={o}
            type="button"
            className="choice-option"
            onClick={() => choose(o)}
            data-testid="choice-option"
            data-option={o}
          >
            {heroName(state, Number(o), t)}
          </button>
        ))}
      </div>
    </>
  );
}
