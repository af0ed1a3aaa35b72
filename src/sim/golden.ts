// The golden trace: hashes of the states (and of the set of legal actions) along seeded random and
// greedy games of every scenario, recorded once and compared on every test run. It proves that a
// change meant to keep behaviour (a refactor, a speed-up) really does: same seed, same actions,
// same states. `npm run golden` checks; `npm run golden -- --write` records a new trace (only when
// a rule fix is meant to change behaviour — say which and why in the commit).
//
// Robust to what is not behaviour: states are hashed canonically (object keys sorted, `undefined`
// members left out as JSON does), and the bot chooses from the legal actions sorted by their
// canonical form, so a different key order in the state or a different order of `legalActions`
// does not change the trace, while a different state or a different set of legal actions does.
import { applyAction, createGame, legalActions, type Action, type GameState } from '../engine';
import { Hasher } from '../assist/hash';
import { createBot, type BotName } from './bots';
import { setupFor, HEROES, type ScenarioId } from './runner';

export interface GoldenGame {
  /** `scenario/players/bot/seed` */
  id: string;
  scenario: ScenarioId;
  players: number;
  bot: BotName;
  seed: number;
  /** Actions applied (the game stops at the cap or at its end). */
  actions: number;
  finished: boolean;
  /** Chain hash after every `EVERY` actions (index 0 = after createGame). */
  marks: string[];
  /** Chain hash after the last action. */
  final: string;
}

export interface GoldenTrace {
  version: 1;
  every: number;
  games: GoldenGame[];
}

/** A mark every this many actions, so that a divergence is found near where it starts. */
export const EVERY = 50;

/** The games of the trace: every scenario, random and greedy, solo and multi-player seats. */
export function goldenGames(): Array<
  Omit<GoldenGame, 'actions' | 'finished' | 'marks' | 'final'> & { cap: number }
> {
  const scenarios: Array<[ScenarioId, number]> = [
    ['first-reconnaissance', 1],
    ['first-reconnaissance', 2],
    ['solo-conquest', 1],
    ['full-conquest', 2],
    ['blitz-conquest', 2],
    ['full-cooperation', 2],
    ['blitz-cooperation', 2],
    ['mines-liberation', 2],
    ['druid-nights', 2],
    ['dungeon-lords', 2],
    ['conquer-and-hold', 2],
    ['only-one-returns', 2],
  ];
  const out: Array<Omit<GoldenGame, 'actions' | 'finished' | 'marks' | 'final'> & { cap: number }> =
    [];
  for (const [scenario, players] of scenarios) {
    for (const bot of ['random', 'greedy'] as const) {
      const seed = 1000 + out.length;
      out.push({
        id: `${scenario}/${players}/${bot}/${seed}`,
        scenario,
        players,
        bot,
        seed,
        cap: bot === 'random' ? 400 : 1500,
      });
    }
  }
  return out;
}

/** Canonical hash of a JSON value, every character counted (instance serials too). */
export function canonicalHash(v: unknown): string {
  const h = new Hasher({ serials: 'keep' });
  h.value(v);
  return h.hex();
}

/** Canonical JSON (sorted keys): the order in which the trace's bots see the legal actions. */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map((x) => canonicalJson(x ?? null)).join(',')}]`;
  const o = v as Record<string, unknown>;
  const parts: string[] = [];
  for (const k of Object.keys(o).sort())
    if (o[k] !== undefined) parts.push(`${JSON.stringify(k)}:${canonicalJson(o[k])}`);
  return `{${parts.join(',')}}`;
}

/** Play one game of the trace and return its marks. */
export function traceGame(g: ReturnType<typeof goldenGames>[number]): GoldenGame {
  const setup = setupFor(g.scenario, HEROES.slice(0, g.players), g.seed);
  const bot = createBot(g.bot, g.seed);
  let state: GameState = createGame(setup);
  let chain = canonicalHash(state);
  const marks = [chain];
  let n = 0;
  while (!state.gameOver && n < g.cap) {
    const keyed = legalActions(state).map((a) => ({ a, k: canonicalJson(a) }));
    keyed.sort((x, y) => (x.k < y.k ? -1 : x.k > y.k ? 1 : 0));
    if (keyed.length === 0) break;
    const legal: Action[] = keyed.map((x) => x.a);
    const action = bot.choose(state, legal);
    state = applyAction(state, action).state;
    n++;
    // chain = hash(previous chain, legal set, chosen action, new state)
    const h = new Hasher({ serials: 'keep' });
    h.str(chain);
    for (const x of keyed) h.str(x.k);
    h.str(canonicalJson(action));
    h.value(state);
    chain = h.hex();
    if (n % EVERY === 0) marks.push(chain);
  }
  return {
    id: g.id,
    scenario: g.scenario,
    players: g.players,
    bot: g.bot,
    seed: g.seed,
    actions: n,
    finished: !!state.gameOver,
    marks,
    final: chain,
  };
}

export function recordTrace(): GoldenTrace {
  return { version: 1, every: EVERY, games: goldenGames().map(traceGame) };
}

/** Differences between a recorded trace and a fresh one (empty when identical). */
export function compareTrace(expected: GoldenTrace, actual: GoldenTrace): string[] {
  const diffs: string[] = [];
  const byId = new Map(actual.games.map((g) => [g.id, g]));
  for (const e of expected.games) {
    const a = byId.get(e.id);
    if (!a) {
      diffs.push(`${e.id}: missing`);
      continue;
    }
    if (a.final === e.final && a.actions === e.actions) continue;
    const i = e.marks.findIndex((m, k) => a.marks[k] !== m);
    const where =
      i < 0
        ? `after action ${Math.min(a.actions, e.actions)} (last mark equal)`
        : `between actions ${(i - 1) * EVERY} and ${i * EVERY}`;
    diffs.push(
      `${e.id}: diverges ${where}; expected ${e.actions} actions (${e.finished ? 'finished' : 'capped'}), got ${a.actions} (${a.finished ? 'finished' : 'capped'})`,
    );
  }
  return diffs;
}
