// Issue 13.1: every setup the start screen can produce survives export → import and autosave →
// continue exactly. The setups are derived from the start screen's own lists (playable scenarios,
// player ranges, offered variants and their extra options, city levels, the dummy's hero) and
// built with its own buildSetup, so a new scenario, variant or option is covered without editing
// this file.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyAction,
  createGame,
  HERO_IDS,
  legalActions,
  type Action,
  type GameSetup,
  type GameState,
} from '../engine';
import {
  bookCityLevels,
  buildSetup,
  CITY_LEVEL_MAX,
  MEGAPOLIS_MAX,
  MEGAPOLIS_MIN,
  offeredVariants,
  playableScenarios,
  playerRange,
  TEAM_SPLITS,
  toggleVariant,
  usesDummy,
  type StartForm,
} from '../ui/start/options';
import type { SavedGameRecord } from './saves-db';

const records = new Map<string, SavedGameRecord>();
vi.mock('./saves-db', async (orig) => ({
  ...(await orig<typeof import('./saves-db')>()),
  getSavedGame: (id: string) => Promise.resolve(structuredClone(records.get(id))),
  listSavedGames: () => Promise.resolve([]),
  putSavedGame: () => Promise.resolve(),
}));

const { useGame } = await import('./index');
const { continueSavedGame } = await import('./saves');
const { recordOf } = await import('./autosave');
const { parseSaveFile, serializeGame } = await import('./persistence');
const { stateChecksum } = await import('../engine');

/** Every form the start screen can submit, one per option value that changes the setup. */
function startForms(): StartForm[] {
  const out: StartForm[] = [];
  for (const scenario of playableScenarios()) {
    const { min, max } = playerRange(scenario);
    for (let players = min; players <= max; players++) {
      const heroes = HERO_IDS.slice(0, players);
      const base: StartForm = {
        scenario,
        players,
        heroes: [...heroes],
        seats: heroes.map((_, i) => (i === 0 ? 'human' : 'bot')),
        seed: 1000 + out.length,
        cityLevels: null,
        variants: [],
        dummyHero: null,
      };
      out.push(base);
      const book = bookCityLevels(scenario, players);
      if (book)
        out.push({ ...base, cityLevels: book.map((l, i) => (i === 0 ? CITY_LEVEL_MAX : l)) });
      if (usesDummy(scenario, players))
        out.push({ ...base, dummyHero: HERO_IDS[HERO_IDS.length - 1] ?? null });
      for (const v of offeredVariants(scenario, players)) {
        const variants = toggleVariant([], v.id, { scenario, players });
        const form = { ...base, variants };
        out.push(form);
        if (variants.includes('megapolis') || variants.includes('two-megapolises'))
          for (const megapolisLevel of [MEGAPOLIS_MIN, MEGAPOLIS_MAX])
            out.push({ ...form, megapolisLevel });
        if (variants.includes('team-play'))
          for (let teams = 0; teams < TEAM_SPLITS.length; teams++) out.push({ ...form, teams });
        if (variants.includes('hero-auction'))
          out.push({ ...form, fameBids: heroes.map((_, i) => 2 * i + 1) });
        const levels = bookCityLevels(scenario, players, variants);
        if (levels)
          out.push({
            ...form,
            cityLevels: levels.map((l) => (l < CITY_LEVEL_MAX ? l + 1 : l - 1)),
          });
      }
    }
  }
  return out;
}

/** A few actions of the game (deterministic: the k-th legal action, cycling). */
function play(setup: GameSetup, n: number): { state: GameState; actions: Action[] } {
  let state = createGame(setup);
  const actions: Action[] = [];
  for (let i = 0; i < n && !state.gameOver; i++) {
    const legal = legalActions(state);
    const a = legal[(i * 7) % Math.max(1, legal.length)];
    if (!a) break;
    state = applyAction(state, a).state;
    actions.push(a);
  }
  return { state, actions };
}

/** Distinct setups (forms that give the same setup apart from the seed are played once). */
const setups = [
  ...new Map(
    startForms()
      .map(buildSetup)
      .map((s) => [JSON.stringify({ ...s, seed: 0 }), s] as const),
  ).values(),
];
const withOption = (key: string) => setups.filter((s) => s.options && key in s.options).length;

describe('every start-screen setup round-trips (issue 13.1)', () => {
  it('the derived setups reach every option the start screen offers', () => {
    expect(setups.length).toBeGreaterThan(50);
    for (const key of ['cityLevels', 'dummyHero', 'megapolisLevel', 'teams', 'fameBids'])
      expect(withOption(key), key).toBeGreaterThan(0);
    expect(new Set(setups.map((s) => s.scenario)).size).toBe(playableScenarios().length);
  });

  it('export → import gives the identical state for every setup', () => {
    const failures: string[] = [];
    for (const setup of setups) {
      const { state, actions } = play(setup, 3);
      const r = parseSaveFile(serializeGame(setup, actions, state, '2026-11-26T00:00:00Z'));
      if (!r.ok) failures.push(`${JSON.stringify(setup)}: ${r.error} ${r.detail}`);
      else if (
        stateChecksum(r.state) !== stateChecksum(state) ||
        r.actions.length !== actions.length
      )
        failures.push(`${JSON.stringify(setup)}: another state`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('SCEN-RETURN-5: chosen ones and teams of Only One Returns survive export → import', () => {
    const setup: GameSetup = {
      scenario: 'only-one-returns',
      players: HERO_IDS.slice(0, 4).map((hero) => ({ hero, kind: 'human' as const })),
      seed: 5,
      options: {
        teams: [
          [0, 2],
          [1, 3],
        ],
        chosenOnes: [2, 1],
      },
    };
    let game: GameState;
    try {
      game = createGame(setup);
    } catch {
      return; // the scenario does not take these options for 4 players: nothing to round-trip
    }
    const r = parseSaveFile(serializeGame(setup, [], game, 'x'));
    expect(r.ok && r.setup.options).toEqual(setup.options);
  });

  describe('autosave → continue', () => {
    beforeEach(() => {
      records.clear();
      useGame.getState().leaveGame();
    });

    it('gives the identical state, action list and setup for every setup', async () => {
      const failures: string[] = [];
      for (const setup of setups) {
        const { state, actions } = play(setup, 3);
        useGame.getState().openGame({ id: 'g', setup, actions, state });
        const record = recordOf(useGame, { checksum: stateChecksum, now: () => 'now' });
        if (!record) throw new Error('no record');
        records.set('g', structuredClone(record)); // what IndexedDB stores
        useGame.getState().leaveGame();
        const r = await continueSavedGame('g');
        const s = useGame.getState();
        if (!r.ok) failures.push(`${JSON.stringify(setup)}: ${r.error} ${r.detail}`);
        else if (
          !s.game ||
          stateChecksum(s.game) !== stateChecksum(state) ||
          JSON.stringify(s.setup) !== JSON.stringify(setup) ||
          JSON.stringify(s.actions) !== JSON.stringify(actions)
        )
          failures.push(`${JSON.stringify(setup)}: another game`);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  });
});
