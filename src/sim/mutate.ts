// Mutation fuzz of actions (issue 19): take the actions legalActions lists in random play states of
// every scenario, change one field at a time (other enumeration values, wrong types, missing and
// extra fields, numbers ±1, ids from elsewhere in the state, prototype member names) and check that
// checkAction accepts a mutant only when it is itself listed ("accepted ⇒ listed"), and that every
// listed action is accepted ("listed ⇒ accepted"). Used by mutate.test.ts (bounded) and by
// `npm run fuzz -- --mutate N` (long runs).
import {
  applyAction,
  checkAction,
  createGame,
  legalActions,
  listedKey,
  SCENARIOS,
  type Action,
  type GameState,
} from '../engine';
import { createBot, type BotName } from './bots';
import { HEROES, setupFor, type ScenarioId } from './runner';
import { createRng, type SimRng } from './rng';

/** Canonical text of an action: keys sorted, undefined values dropped (key order is irrelevant). */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'undefined';
}

/** Every own-property name of Object.prototype (issue 13 point 3). */
export const PROTO_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

const ENUMS = [
  'basic',
  'strong',
  'sideways',
  'STRONG',
  'Basic',
  'zzz',
  '',
  'move',
  'influence',
  'attack',
  'block',
  'hero',
  'wound',
  'die',
  'crystal',
  'token',
  'red',
  'blue',
  'green',
  'white',
  'gold',
  'black',
  'melee',
  'ranged',
  'siege',
];

/** Strings found in the state that actions may name (cards, units, enemies, hexes, skills …). */
function idPool(state: GameState): string[] {
  const out = new Set<string>();
  for (const p of state.players) {
    for (const c of [...p.hand, ...p.deck.slice(0, 3), ...p.discard.slice(0, 3)]) out.add(c);
    for (const u of p.units) out.add(u.id);
    for (const s of p.skills) out.add(s.id);
  }
  for (const c of state.offers.advancedActions) out.add(c);
  for (const c of state.offers.spells) out.add(c);
  for (const u of state.offers.units) out.add(u);
  for (const e of state.combat?.enemies ?? []) out.add(e.id);
  const hexes = Object.keys(state.map.hexes);
  for (let i = 0; i < hexes.length; i += 7) out.add(hexes[i] as string);
  return [...out];
}

const WRONG_TYPES: unknown[] = [null, 0, 1.5, -1, NaN, true, 'zzz', '', [], {}, ['zzz'], [0]];

/** Mutants of one listed action: one change each. */
export function mutants(
  a: Action,
  state: GameState,
  legal: readonly Action[],
  rng: SimRng,
): Action[] {
  const rec = a as unknown as Record<string, unknown>;
  const out: Record<string, unknown>[] = [];
  const pool = idPool(state);
  const fieldValues = new Map<string, unknown[]>();
  for (const l of legal)
    for (const [k, v] of Object.entries(l)) {
      const list = fieldValues.get(k) ?? [];
      list.push(v);
      fieldValues.set(k, list);
    }
  const pickSome = <T>(xs: readonly T[], n: number): T[] => {
    if (xs.length <= n) return [...xs];
    return Array.from({ length: n }, () => rng.pick(xs));
  };
  // extra fields, unknown type names, prototype members as type
  out.push({ ...rec, zzz: 1 });
  out.push({ ...rec, extra: 'basic' });
  out.push({ ...rec, type: rng.pick(PROTO_NAMES) });
  out.push({ ...rec, type: 'zzz' });
  out.push({ ...rec, player: (rec.player as number) + 1 });
  out.push({ ...rec, player: (rec.player as number) - 1 });
  out.push({ ...rec, player: String(rec.player) });
  for (const [k, v] of Object.entries(rec)) {
    if (k === 'type' || k === 'player') continue;
    const { [k]: _drop, ...without } = rec;
    out.push(without);
    for (const w of pickSome(WRONG_TYPES, 4)) out.push({ ...rec, [k]: w });
    if (typeof v === 'string') {
      for (const e of pickSome(ENUMS, 5)) out.push({ ...rec, [k]: e });
      for (const id of pickSome(pool, 4)) out.push({ ...rec, [k]: id });
      for (const o of pickSome(fieldValues.get(k) ?? [], 3)) out.push({ ...rec, [k]: o });
      out.push({ ...rec, [k]: v.toUpperCase() });
      out.push({ ...rec, [k]: `${v} ` });
      out.push({ ...rec, [k]: rng.pick(PROTO_NAMES) });
      out.push({ ...rec, [k]: [v] });
      const hash = v.indexOf('#');
      if (hash > 0)
        out.push({ ...rec, [k]: `${v.slice(0, hash)}#${Number(v.slice(hash + 1)) + 1}` });
    } else if (typeof v === 'number') {
      out.push({ ...rec, [k]: v + 1 }, { ...rec, [k]: v - 1 }, { ...rec, [k]: v + 0.5 });
      out.push({ ...rec, [k]: String(v) });
    } else if (typeof v === 'boolean') {
      out.push({ ...rec, [k]: !v }, { ...rec, [k]: v ? 1 : 0 });
    } else if (Array.isArray(v)) {
      const arr = v as unknown[];
      if (arr.length > 0) {
        out.push({ ...rec, [k]: arr.slice(1) });
        out.push({ ...rec, [k]: [...arr, arr[0]] });
        out.push({ ...rec, [k]: [...arr].reverse() });
        out.push({ ...rec, [k]: arr[0] });
        const i = rng.int(arr.length);
        const x = arr[i];
        if (typeof x === 'number') {
          out.push({ ...rec, [k]: arr.map((y, j) => (j === i ? (y as number) + 1 : y)) });
          out.push({ ...rec, [k]: arr.map((y, j) => (j === i ? String(y) : y)) });
        } else if (typeof x === 'string') {
          for (const id of pickSome(pool, 2))
            out.push({ ...rec, [k]: arr.map((y, j) => (j === i ? id : y)) });
          out.push({ ...rec, [k]: arr.map((y, j) => (j === i ? rng.pick(PROTO_NAMES) : y)) });
        } else if (x && typeof x === 'object') {
          const m = x as Record<string, unknown>;
          const variants: Record<string, unknown>[] = [
            { ...m, extra: 1 },
            { ...m, kind: rng.pick(['die', 'crystal', 'token', 'zzz', 'STRONG']) },
            { kind: m.kind },
          ];
          if (typeof m.die === 'number')
            variants.push({ ...m, die: m.die + 1 }, { ...m, die: String(m.die) });
          if (typeof m.color === 'string')
            variants.push({
              ...m,
              color: rng.pick(['red', 'blue', 'green', 'white', 'gold', 'black', 'zzz']),
            });
          for (const mv of variants)
            out.push({ ...rec, [k]: arr.map((y, j) => (j === i ? mv : y)) });
        }
      } else {
        for (const o of pickSome(fieldValues.get(k) ?? [], 2)) out.push({ ...rec, [k]: o });
        out.push({ ...rec, [k]: [rng.pick(pool)] });
      }
    } else if (v && typeof v === 'object') {
      out.push({ ...rec, [k]: { ...v, extra: 1 } });
    }
  }
  // optional fields a listed action does not carry
  for (const k of ['mana', 'as', 'unit', 'path', 'hex', 'disband', 'token', 'unflip', 'option'])
    if (!(k in rec))
      for (const o of pickSome(fieldValues.get(k) ?? ['move', 0, [{ kind: 'die', die: 0 }]], 2))
        out.push({ ...rec, [k]: o });
  return out as unknown as Action[];
}

/**
 * legalActions lists some kinds in part on purpose (actions/listed.ts): multi-select answers up to
 * 256 subsets, attack targets and challenged hexes all subsets only up to 4 candidates, Move
 * points on a cumbersome attack only 1 and the most. A mutant of
 * such a kind may be legal without being listed.
 */
function partialListing(m: Action, legal: readonly Action[]): boolean {
  const same = legal.filter((a) => a.type === m.type);
  if (m.type === 'choose') return same.length >= 256;
  if (m.type === 'spend-move') return true; // any amount from 1 to the most; 1 and the most listed
  if (m.type === 'declare-attack' || m.type === 'challenge') {
    const singles = same.filter((a) => {
      const v = a.type === 'challenge' ? a.hexes : a.type === 'declare-attack' ? a.targets : [];
      return v.length === 1;
    });
    return singles.length > 4;
  }
  return false;
}

export interface MutationFinding {
  kind: 'accepted-unlisted' | 'refused-listed' | 'crash' | 'no-rule';
  scenario: string;
  seed: number;
  step: number;
  action: Action;
  message: string;
}

export interface MutationReport {
  states: number;
  mutants: number;
  accepted: number;
  findings: MutationFinding[];
}

export interface MutationOptions {
  seed: number;
  /** Games (rotating through the playable scenarios). */
  games: number;
  /** Random actions per game. */
  steps: number;
  /** Listed actions mutated per visited state. */
  perState: number;
  /** Visit (mutate) every n-th state. */
  every: number;
  scenarios?: readonly ScenarioId[];
  bot?: BotName;
  /** Stop collecting after this many findings. */
  maxFindings?: number;
}

export function playableScenarios(): ScenarioId[] {
  return Object.entries(SCENARIOS)
    .filter(([, s]) => s.playable)
    .map(([id]) => id as ScenarioId);
}

/** Play random games and mutate listed actions along the way. */
export function mutationFuzz(o: MutationOptions): MutationReport {
  const scen = o.scenarios ?? playableScenarios();
  const rep: MutationReport = { states: 0, mutants: 0, accepted: 0, findings: [] };
  const max = o.maxFindings ?? 50;
  for (let g = 0; g < o.games; g++) {
    const id = scen[g % scen.length] as ScenarioId;
    const def = SCENARIOS[id];
    const seed = o.seed + g;
    const rng = createRng(seed, 11);
    const players =
      def.minPlayers + (g % Math.max(1, Math.min(4, def.maxPlayers) - def.minPlayers + 1));
    let state = createGame(setupFor(id, HEROES.slice(0, players), seed));
    const bot = createBot(o.bot ?? 'random', seed);
    for (let step = 0; step < o.steps && !state.gameOver; step++) {
      const legal = legalActions(state);
      if (legal.length === 0) break;
      if (step % o.every === 0) {
        rep.states++;
        const listed = new Set(legal.map(listedKey));
        const find = (kind: MutationFinding['kind'], action: Action, message: string) => {
          if (rep.findings.length < max)
            rep.findings.push({ kind, scenario: id, seed, step, action, message });
        };
        for (const a of legal)
          if (checkAction(state, a) !== null) find('refused-listed', a, 'listed but refused');
        for (let k = 0; k < o.perState; k++) {
          const base = rng.pick(legal);
          for (const m of mutants(base, state, legal, rng)) {
            rep.mutants++;
            let verdict;
            try {
              verdict = checkAction(state, m);
            } catch (e) {
              find('crash', m, String(e));
              continue;
            }
            if (verdict === null) {
              rep.accepted++;
              if (!listed.has(listedKey(m)) && !partialListing(m, legal))
                find('accepted-unlisted', m, 'accepted but not listed');
            } else if (typeof verdict.ruleId !== 'string' || verdict.ruleId === '')
              find('no-rule', m, verdict.message);
          }
        }
      }
      const a = bot.choose(state, legal);
      state = applyAction(state, a).state;
    }
  }
  return rep;
}
