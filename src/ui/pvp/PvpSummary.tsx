// After a PvP combat (PVP-OUTCOME-1/2): who won, the Fame gained, Wounds, wounded units, stolen
// artifacts, the forced retreat or the aggressor's withdrawal — read from the engine's events in
// the log. Shown once for a combat that ended while the screen was open.
import { useState } from 'react';
import type { GameState } from '../../engine';
import type { Translator } from '../../i18n';
import { useGame } from '../../store';
import { HeartCrackGlyph, StarGlyph, SwordsIcon } from '../combat/icons';
import { useGameState, useT } from '../hooks';
import { cardName, heroName, unitName } from '../names';
import { lastPvpSummary, type PvpSummaryData } from './pvp-model';
import './pvp.css';

function placeName(state: GameState, hex: string, t: Translator): string {
  const h = state.map.hexes[hex];
  if (!h) return hex;
  return h.site ? t(`site.${h.site.type}`) : t(`terrain.${h.terrain}`);
}

function headline(s: PvpSummaryData, state: GameState, t: Translator): string {
  if (s.outcome === 'retreat' && s.winner !== null)
    return t('pvp.summary.won', { hero: heroName(state, s.winner, t) });
  return t('pvp.summary.draw');
}

export function PvpSummary() {
  const t = useT();
  const state = useGameState();
  const log = useGame((s) => s.log);
  // Only combats that end from now on (not one found in a loaded game's log).
  const [baseline] = useState(() => lastPvpSummary(log)?.id ?? 0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const s = lastPvpSummary(log);
  if (!state || !s || s.id <= baseline || s.id === dismissed) return null;
  const heroes = [s.aggressor, s.defender];
  return (
    <div className="overlay combat-summary-wrap" role="dialog" aria-modal="true">
      <div className="combat-summary pvp-summary" data-testid="pvp-summary">
        <div className="summary-crest">
          <SwordsIcon size={30} />
        </div>
        <h2>{headline(s, state, t)}</h2>
        <p className="muted">
          {t('pvp.roles', {
            aggressor: heroName(state, s.aggressor, t),
            defender: heroName(state, s.defender, t),
          })}
        </p>
        {s.retreated && (
          <p data-testid="pvp-summary-retreat">
            {t('pvp.summary.retreat', {
              hero: heroName(state, s.retreated.player, t),
              place: placeName(state, s.retreated.hex, t),
            })}
          </p>
        )}
        {s.withdrawn && (
          <p data-testid="pvp-summary-withdrawn">
            {t('pvp.summary.withdrawn', {
              hero: heroName(state, s.withdrawn.player, t),
              place: placeName(state, s.withdrawn.hex, t),
            })}
          </p>
        )}
        <dl className="summary-grid">
          {s.winner !== null && (
            <div className="sum-fame">
              <dt>
                <StarGlyph size={14} /> {t('combat.summary.fame')}
              </dt>
              <dd data-testid="pvp-summary-fame">+{s.fame}</dd>
            </div>
          )}
          {heroes.map((p) => (
            <div className="sum-wounds" key={p}>
              <dt>
                <HeartCrackGlyph size={14} />{' '}
                {t('pvp.summary.wounds', { hero: heroName(state, p, t) })}
              </dt>
              <dd data-testid={`pvp-summary-wounds-${p}`}>{s.wounds[p] ?? 0}</dd>
            </div>
          ))}
        </dl>
        {s.unitsWounded.length > 0 && (
          <p className="muted">
            {t('pvp.summary.units', {
              list: s.unitsWounded.map((u) => unitName(u.unit, t)).join(', '),
            })}
          </p>
        )}
        {s.stolen.map((x, i) => (
          <p key={i}>
            {t('pvp.summary.stolen', {
              hero: heroName(state, x.by, t),
              card: cardName(x.card, t),
              from: heroName(state, x.from, t),
            })}
          </p>
        ))}
        {s.knockedOut.map((p) => (
          <p key={p} className="error">
            {t('pvp.summary.knockedOut', { hero: heroName(state, p, t) })}
          </p>
        ))}
        <button
          type="button"
          className="primary"
          onClick={() => setDismissed(s.id)}
          data-testid="pvp-summary-continue"
        >
          {t('combat.summary.continue')}
        </button>
      </div>
    </div>
  );
}
