// What the PvP panel shows (§11), derived from the engine state, its legal actions and its number
// functions (pvpNumbers, pvpDamageOptions). Plain data, no React. Nothing here decides a rule.
import {
  checkAction,
  pvpDamageOptions,
  pvpNumbers,
  type Action,
  type GameEvent,
  type GameState,
  type HexKey,
  type PlayerId,
  type PvpNumbers,
} from '../../engine';
import type { LogEntry } from '../../store';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

export type PvpDamageKind = 'hero' | 'unit' | 'artifact' | 'retreat';

export interface PvpDamageChoice {
  kind: PvpDamageKind;
  /** The engine's option id ('hero', a unit instance, 'artifact:<card>', 'retreat:<hex>'). */
  to: string;
  /** Damage it costs (the target's Armor, doubled for a resistant unit; 5 to steal; Move cost). */
  cost: number;
  /** Unit instance, artifact card or hex named by the option. */
  target: string;
  /** The legal pvp-damage action (always present: only legal options are listed). */
  action: Of<'pvp-damage'>;
}

export interface PvpView {
  aggressor: PlayerId;
  defender: PlayerId;
  hex: HexKey;
  numbers: PvpNumbers | null;
  /** Who decides now when it is the player at the screen (null while another one, e.g. a bot, does). */
  decider: PlayerId | null;
  commit: { full: Of<'pvp-commit'> | null; partial: Of<'pvp-commit'> | null };
  /** Why full commitment is refused (PVP-3a.8), when it is. */
  fullRefusal: { ruleId: string; message: string } | null;
  pass: Of<'pvp-pass'> | null;
  resolve: Of<'pvp-resolve'> | null;
  /** Why the attack cannot be made yet (nothing played), when it is the attacker's step. */
  resolveRefusal: { ruleId: string; message: string } | null;
  damage: PvpDamageChoice[];
  lapse: Of<'pvp-end-damage'> | null;
}

function damageKind(to: string): { kind: PvpDamageKind; target: string } {
  if (to === 'hero') return { kind: 'hero', target: 'hero' };
  if (to.startsWith('artifact:')) return { kind: 'artifact', target: to.slice('artifact:'.length) };
  if (to.startsWith('retreat:')) return { kind: 'retreat', target: to.slice('retreat:'.length) };
  return { kind: 'unit', target: to };
}

export function pvpView(
  state: GameState,
  legal: readonly Action[],
  decider: PlayerId | null,
): PvpView | null {
  const pvp = state.pvp;
  if (!pvp) return null;
  const of = <T extends Action['type']>(type: T) =>
    legal.filter((a): a is Of<T> => a.type === type);
  const commits = of('pvp-commit');
  const full = commits.find((a) => a.full) ?? null;
  const partial = commits.find((a) => !a.full) ?? null;
  const fullRefusal =
    pvp.phase === 'commit' && !full
      ? checkAction(state, { type: 'pvp-commit', player: pvp.defender, full: true })
      : null;
  const resolve = of('pvp-resolve')[0] ?? null;
  let resolveRefusal = null;
  if (!resolve && pvp.step === 'attack' && decider === pvp.attacker && pvp.phase !== 'commit')
    resolveRefusal = checkAction(state, { type: 'pvp-resolve', player: pvp.attacker });
  const legalDamage = of('pvp-damage');
  const damage: PvpDamageChoice[] = [];
  for (const o of pvpDamageOptions(state)) {
    const action = legalDamage.find((a) => a.to === o.to);
    if (!action) continue;
    damage.push({ ...damageKind(o.to), to: o.to, cost: o.cost, action });
  }
  return {
    aggressor: pvp.aggressor,
    defender: pvp.defender,
    hex: pvp.hex,
    numbers: pvpNumbers(state),
    decider,
    commit: { full, partial },
    fullRefusal,
    pass: of('pvp-pass')[0] ?? null,
    resolve,
    resolveRefusal: resolveRefusal && resolveRefusal.ruleId !== 'ROUND-4a' ? resolveRefusal : null,
    damage,
    lapse: of('pvp-end-damage')[0] ?? null,
  };
}

// ------------------------------------------------------------------ outcome summary (from the log)

export interface PvpSummaryData {
  /** Log id of the 'pvp-ended' event. */
  id: number;
  aggressor: PlayerId;
  defender: PlayerId;
  outcome: 'retreat' | 'draw';
  winner: PlayerId | null;
  fame: number;
  /** Wounds taken into hand, by player. */
  wounds: Record<number, number>;
  unitsWounded: { player: PlayerId; unit: string }[];
  stolen: { by: PlayerId; from: PlayerId; card: string }[];
  retreated: { player: PlayerId; hex: string } | null;
  withdrawn: { player: PlayerId; hex: string } | null;
  knockedOut: PlayerId[];
}

const num = (v: GameEvent[string]): number => (typeof v === 'number' ? v : 0);
const str = (v: GameEvent[string]): string => (typeof v === 'string' ? v : '');

/** The last PvP combat in the log, summarised (null when the log holds no finished one). */
export function lastPvpSummary(log: readonly LogEntry[]): PvpSummaryData | null {
  let end = -1;
  for (let i = log.length - 1; i >= 0; i--)
    if (log[i]?.event.type === 'pvp-ended') {
      end = i;
      break;
    }
  if (end < 0) return null;
  let start = -1;
  for (let i = end; i >= 0; i--)
    if (log[i]?.event.type === 'pvp-started') {
      start = i;
      break;
    }
  const endEv = log[end]?.event;
  const startEv = start >= 0 ? log[start]?.event : undefined;
  if (!endEv) return null;
  const aggressor = num(startEv?.player ?? endEv.player);
  const defender = num(startEv?.defender);
  const other = (p: PlayerId) => (p === aggressor ? defender : aggressor);
  const s: PvpSummaryData = {
    id: log[end]?.id ?? 0,
    aggressor,
    defender,
    outcome: endEv.outcome === 'retreat' ? 'retreat' : 'draw',
    winner: typeof endEv.winner === 'number' ? endEv.winner : null,
    fame: num(endEv.fame),
    wounds: {},
    unitsWounded: [],
    stolen: [],
    retreated: null,
    withdrawn: null,
    knockedOut: [],
  };
  for (let i = Math.max(0, start); i <= end; i++) {
    const e = log[i]?.event;
    if (!e) continue;
    const p = num(e.player);
    switch (e.type) {
      case 'pvp-damage':
        if (e.to === 'hero') s.wounds[other(p)] = (s.wounds[other(p)] ?? 0) + 1;
        break;
      case 'unit-wounded':
        s.unitsWounded.push({ player: p, unit: str(e.unit) });
        break;
      case 'artifact-stolen':
        s.stolen.push({ by: p, from: num(e.from), card: str(e.card) });
        break;
      case 'pvp-retreat':
        s.retreated = { player: p, hex: str(e.hex) };
        break;
      case 'withdrawn':
        s.withdrawn = { player: p, hex: str(e.hex) };
        break;
      case 'knocked-out':
        s.knockedOut.push(p);
        break;
      default:
        break;
    }
  }
  return s;
}
