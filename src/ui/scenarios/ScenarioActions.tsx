// The scenario's own actions as buttons in the dock during the player's turn: liberate a mine
// (SCEN-MINES-4b), mark a glade and perform the incantation (SCEN-DRUID-4a/4b), travel through the
// tunnels (SCEN-DUNGEON-4e). Each button is enabled by the engine's checkAction and, when refused,
// says why; a tunnel's cost is what the engine charges for it.
import { type Action, applyAction, checkAction, type GameState, type HexKey } from '../../engine';
import { useGame } from '../../store';
import { useT } from '../hooks';
import './scenarios.css';
import { refusalText, refusalWithRule } from '../../i18n/refusals';
import type { Translator } from '../../i18n';
import { keyToPixel } from '../board/layout';
import { RuleLink } from '../rules/RuleLink';

/** The scenario actions without a target, by scenario (the engine's ScenarioHooks.actions ids). */
const OWN_ACTIONS: Record<string, readonly ('liberate-mine' | 'activate-glade' | 'incantation')[]> =
  {
    'mines-liberation': ['liberate-mine'],
    'druid-nights': ['activate-glade', 'incantation'],
  };

type ScenarioAction = Extract<Action, { type: 'scenario-action' }>;

/** Move points a tunnel costs: the engine's answer (Move before minus after). */
function tunnelCost(state: GameState, a: ScenarioAction): number | null {
  const before = state.turn?.movePoints;
  if (before === undefined) return null;
  try {
    const after = applyAction(state, a).state.turn?.movePoints;
    return after === undefined ? null : before - after;
  } catch {
    return null;
  }
}

const COMPASS = [
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
  'north',
  'north-east',
] as const;

/** Where `to` lies from `from` on the map as drawn (north up), in eight directions. */
function compass(from: HexKey, to: HexKey): (typeof COMPASS)[number] {
  const a = keyToPixel(from);
  const b = keyToPixel(to);
  const eighth = Math.round(Math.atan2(b.y - a.y, b.x - a.x) / (Math.PI / 4));
  return COMPASS[(eighth + 8) % 8] ?? 'north';
}

/**
 * A tunnel's target in the words the map shows (SCEN-DUNGEON-4e): the tomb or dungeon — a secret
 * one by the village or monastery it was found next to (SCEN-DUNGEON-4a/4c) — its terrain, and
 * the direction from the hero. Never the space's coordinates, which the map does not show.
 */
function tunnelLabel(state: GameState, from: HexKey | null, hex: HexKey, t: Translator): string {
  const h = state.map.hexes[hex];
  const type = h?.site?.type === 'tomb' ? 'tomb' : 'dungeon';
  const kind =
    state.scenario?.secretSites?.includes(hex) === true ? (`secret-${type}` as const) : type;
  return t(`scenact.tunnel.${kind}`, {
    terrain: h ? t(`terrain.${h.terrain}`) : '',
    dir: t(`scenact.dir.${from && from !== hex ? compass(from, hex) : 'north'}`),
  });
}

export function ScenarioActions({
  state,
  legal,
  viewer,
}: {
  /** The full state (the decider's own turn). */
  state: GameState;
  legal: readonly Action[];
  viewer: number;
}) {
  const t = useT();
  const dispatch = useGame((s) => s.dispatch);
  const setHover = useGame((s) => s.setHover);
  const turn = state.turn;
  if (!turn || turn.player !== viewer || state.gameOver) return null;
  if (state.pending.length > 0 || state.combat || state.pvp) return null;
  if (state.players[viewer]?.kind !== 'human') return null;
  const ids = OWN_ACTIONS[state.setup.scenario] ?? [];
  const tunnels = legal.filter(
    (a): a is ScenarioAction => a.type === 'scenario-action' && a.id === 'tunnel' && !!a.hex,
  );
  if (ids.length === 0 && tunnels.length === 0) return null;
  const glades = Object.values(state.map.hexes).filter(
    (h) => h.site?.type === 'magical-glade' && h.shields.includes(viewer),
  ).length;
  const from = state.players[viewer]?.position ?? null;

  return (
    <section
      className="scen-actions"
      aria-label={t('scenact.title')}
      data-testid="scenario-actions"
    >
      <span className="scen-actions-title small">{t('scenact.title')}</span>
      {ids.map((id) => {
        const a: ScenarioAction = { type: 'scenario-action', player: viewer, id };
        const refusal = checkAction(state, a);
        const label =
          id === 'incantation'
            ? `${t('scenact.incantation')} (${t.plural('scenact.monsters', glades)})`
            : t(`scenact.${id}`);
        return (
          <span key={id} className="scen-action">
            <button
              type="button"
              disabled={refusal !== null}
              title={refusal ? refusalWithRule(refusal, t.lang) : t(`scenact.${id}.hint`)}
              onClick={() => dispatch(a)}
              data-testid={`scenario-action-${id}`}
              data-rule={refusal?.ruleId ?? ''}
            >
              {label}
            </button>
            {refusal && (
              <span className="scen-why small" data-testid={`scenario-why-${id}`}>
                {refusalText(refusal, t.lang)}
                {/* the rule id in one piece, never broken at its hyphen */}
                {refusal.ruleId && (
                  <span className="scen-rule">
                    {' ('}
                    <RuleLink id={refusal.ruleId} />)
                  </span>
                )}
              </span>
            )}
          </span>
        );
      })}
      {tunnels.map((a) => {
        const hex = a.hex ?? '';
        const cost = tunnelCost(state, a);
        return (
          <button
            key={hex}
            type="button"
            title={t('scenact.tunnel.hint')}
            onMouseEnter={() => setHover(hex)}
            onMouseLeave={() => setHover(null)}
            onClick={() => dispatch(a)}
            data-testid="scenario-action-tunnel"
            data-hex={hex}
          >
            {tunnelLabel(state, from, hex, t)}
            {cost !== null && (
              <span className="muted"> · {t('scenact.tunnelCost', { n: cost })}</span>
            )}
          </button>
        );
      })}
    </section>
  );
}
