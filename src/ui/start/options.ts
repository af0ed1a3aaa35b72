// What the start screen offers, read from the engine's light entry (engine/meta: the scenario
// facts, kept in step with the full scenario definitions by its test, so that the start screen
// loads without the rules): playable scenarios, player ranges, rounds, dummy, city levels,
// variants. No scenario numbers are kept here.
import {
  type GameSetup,
  HERO_IDS,
  type HeroId,
  SCENARIO_IDS,
  scenarioMeta,
  type ScenarioId,
  type VariantMeta,
  variantFits,
  variantNeeds,
  VARIANTS_META,
} from '../../engine/meta';

/** The scenario's facts (engine/meta answers like scenarioDef, without the rules). */
export const scenarioFacts = scenarioMeta;

export type ScenarioKind = 'solo' | 'coop' | 'competitive' | 'training';
export type SeatKind = 'human' | 'bot';
/** How well a computer seat plays (issue 18): the greedy bot or the expert bot of src/sim/bots. */
export type BotLevel = 'greedy' | 'expert';
export const BOT_LEVELS: readonly BotLevel[] = ['greedy', 'expert'];

/** Scenarios the engine can play (ScenarioDef.playable), in the scenario book's order. */
export function playableScenarios(): ScenarioId[] {
  return SCENARIO_IDS.filter((id) => scenarioFacts(id).playable);
}

export function scenarioKind(id: ScenarioId): ScenarioKind {
  const d = scenarioFacts(id);
  if (id === 'first-reconnaissance') return 'training'; // SCEN-RECON-1
  if (d.cooperative) return 'coop';
  if (d.maxPlayers === 1) return 'solo';
  return 'competitive';
}

export function playerRange(id: ScenarioId): { min: number; max: number } {
  const d = scenarioFacts(id);
  return { min: d.minPlayers, max: d.maxPlayers };
}

export function clampPlayers(id: ScenarioId, n: number): number {
  const { min, max } = playerRange(id);
  return Math.min(Math.max(n, min), max);
}

export function roundsFor(
  id: ScenarioId,
  players: number,
  variants: readonly string[] = [],
): number {
  return scenarioFacts(id).rounds(players, variants);
}

/** Rounds alternate Day and Night, starting with Day. */
export function daysAndNights(rounds: number): { days: number; nights: number } {
  return { days: Math.ceil(rounds / 2), nights: Math.floor(rounds / 2) };
}

/** The scenario's length per player count, grouped where it is the same. */
export function roundGroups(id: ScenarioId): { players: number[]; rounds: number }[] {
  const d = scenarioFacts(id);
  const out: { players: number[]; rounds: number }[] = [];
  for (let n = d.minPlayers; n <= d.maxPlayers; n++) {
    const r = roundsFor(id, n);
    const g = out.find((x) => x.rounds === r);
    if (g) g.players.push(n);
    else out.push({ players: [n], rounds: r });
  }
  return out;
}

/**
 * City levels the players may adjust (SCEN-SOLO-CONQ-10, VAR-CITYLVL-1): only where the cities can
 * be conquered (not closed as in SCEN-RECON-3 / SCEN-HOLD-4, not friendly as in SCEN-MINES-3).
 * Null where the scenario has no such cities. Defaults are the scenario book's numbers — for the
 * chosen variants (SCEN-FULL-CONQ-5 'team-two-cities': two cities at level 10).
 */
export function bookCityLevels(
  id: ScenarioId,
  players: number,
  variants: readonly string[] = [],
): number[] | null {
  const d = scenarioFacts(id);
  if (d.citiesClosed || d.friendlyCity) return null;
  const levels = d.setup(players, fittingVariants(id, players, variants)).cityLevels;
  return levels.length > 0 ? [...levels] : null;
}

export const CITY_LEVEL_MIN = 1;
export const CITY_LEVEL_MAX = 11;

/** SCEN-FULL-CONQ-5: the team game with only two city Core tiles (variant id). */
export const TEAM_TWO_CITIES = 'team-two-cities';

/**
 * The lowest city level the players may set: 1, but with two city tiles in a team game "10 or
 * higher" (SCEN-FULL-CONQ-5; the book's level for the variant).
 */
export function cityLevelMin(
  id: ScenarioId,
  players: number,
  variants: readonly string[] = [],
): number {
  if (!fittingVariants(id, players, variants).includes(TEAM_TWO_CITIES)) return CITY_LEVEL_MIN;
  return Math.min(...(bookCityLevels(id, players, variants) ?? [CITY_LEVEL_MIN]));
}

/**
 * Where the start screen keeps the levels set for this scenario, player count and city tiles: the
 * chosen variant that changes the setup numbers is part of the key (SCEN-FULL-CONQ-5:
 * 'team-two-cities' or, with 4 players, 'two-megapolises').
 */
export function cityLevelKey(
  id: ScenarioId,
  players: number,
  variants: readonly string[] = [],
): string {
  const d = scenarioFacts(id);
  const plain = d.setup(players);
  const v = fittingVariants(id, players, variants).find((x) => d.setup(players, [x]) !== plain);
  return `${id}/${players}${v ? `/${v}` : ''}`;
}

export function usesDummy(id: ScenarioId, players: number): boolean {
  return scenarioFacts(id).dummy(players);
}

/**
 * Variants (§14, VAR-0c: agreed before the game) and team play (§13.5) that fit this scenario and
 * player count: the engine's own list (VARIANTS_META), in the rulebook's order, except that a
 * variant needing another one follows it (SCEN-FULL-CONQ-5: with 4 players in Full Conquest the two
 * cities and the two Megapolises come under team play).
 */
export function offeredVariants(id: ScenarioId, players: number): VariantMeta[] {
  const fit = VARIANTS_META.filter((v) => variantFits(v, id, players));
  const needs = (v: VariantMeta) =>
    variantNeeds(v, id, players).filter((n) => fit.some((f) => f.id === n));
  const out: VariantMeta[] = [];
  const place = (v: VariantMeta) => {
    if (out.includes(v)) return;
    out.push(v);
    for (const d of fit) if (needs(d).includes(v.id)) place(d);
  };
  for (const v of fit) if (needs(v).length === 0) place(v);
  for (const v of fit) place(v);
  return out;
}

/**
 * The chosen variants that fit, without conflicting ones (the earlier choice wins) and without
 * those whose required variant is not chosen (SCEN-FULL-CONQ-5 needs team play).
 */
export function fittingVariants(id: ScenarioId, players: number, chosen: readonly string[]) {
  const out: string[] = [];
  for (const v of offeredVariants(id, players)) {
    if (!chosen.includes(v.id)) continue;
    if ((v.conflicts ?? []).some((c) => out.includes(c))) continue;
    if (variantNeeds(v, id, players).some((r) => !out.includes(r))) continue;
    out.push(v.id);
  }
  return out;
}

/** Where a variant is toggled (what it needs can depend on it: SCEN-FULL-CONQ-5). */
export interface ToggleWhere {
  scenario: ScenarioId;
  players: number;
}

/**
 * Toggling a variant on turns its conflicting variants off (VAR-TIME-1/2, VAR-RAMPAGE) and the
 * variants it needs on (SCEN-FULL-CONQ-5: team play, also for two Megapolises with 4 players in
 * Full Conquest); toggling one off turns off those needing it.
 */
export function toggleVariant(
  chosen: readonly string[],
  id: string,
  where?: ToggleWhere,
): string[] {
  const needsOf = (v: VariantMeta) =>
    where ? variantNeeds(v, where.scenario, where.players) : (v.requires ?? []);
  if (chosen.includes(id)) {
    const off = new Set([id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const v of VARIANTS_META)
        if (!off.has(v.id) && needsOf(v).some((r) => off.has(r))) {
          off.add(v.id);
          grew = true;
        }
    }
    return chosen.filter((v) => !off.has(v));
  }
  const meta = VARIANTS_META.find((v) => v.id === id);
  const off = new Set([
    ...(meta?.conflicts ?? []),
    ...VARIANTS_META.filter((v) => v.conflicts?.includes(id)).map((v) => v.id),
  ]);
  const need = (meta ? needsOf(meta) : []).filter((r) => !chosen.includes(r));
  return [...chosen.filter((v) => !off.has(v)), ...need, id];
}

/** VAR-MEGA-2: the Megapolis level goes from 2 to 24. */
export const MEGAPOLIS_MIN = 2;
export const MEGAPOLIS_MAX = 24;
export const MEGAPOLIS_DEFAULT = 8;

/** SCEN-TEAM-1: the ways four players can form two teams (player indexes). */
export const TEAM_SPLITS: readonly (readonly [
  readonly [number, number],
  readonly [number, number],
])[] = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [1, 3],
  ],
  [
    [0, 3],
    [1, 2],
  ],
];

export interface StartForm {
  scenario: ScenarioId;
  players: number;
  heroes: HeroId[];
  seats: SeatKind[];
  seed: number;
  cityLevels: number[] | null;
  variants: string[];
  dummyHero: HeroId | null;
  /** VAR-MEGA-2 ('megapolis'; VAR-MEGA-8 'two-megapolises': each of the two). */
  megapolisLevel?: number;
  /** SCEN-TEAM-1 ('team-play'): an index into TEAM_SPLITS, or null for teams drawn at random. */
  teams?: number | null;
  /** VAR-AUCTION-6 ('hero-auction'): the Fame each seat gave up. */
  fameBids?: number[];
}

/** The createGame setup for the form (the contract of createGame, see engine GameSetup). */
export function buildSetup(f: StartForm): GameSetup {
  const n = clampPlayers(f.scenario, f.players);
  const setup: GameSetup = {
    scenario: f.scenario,
    players: f.heroes.slice(0, n).map((hero, i) => ({ hero, kind: f.seats[i] ?? 'human' })),
    seed: f.seed,
  };
  const variants = fittingVariants(f.scenario, n, f.variants);
  if (variants.length > 0) setup.variants = variants;
  const options: NonNullable<GameSetup['options']> = {};
  if (variants.includes('megapolis') || variants.includes('two-megapolises'))
    options.megapolisLevel = Math.min(
      MEGAPOLIS_MAX,
      Math.max(MEGAPOLIS_MIN, f.megapolisLevel ?? MEGAPOLIS_DEFAULT),
    );
  const split = f.teams === null || f.teams === undefined ? undefined : TEAM_SPLITS[f.teams];
  if (variants.includes('team-play') && n === 4 && split)
    options.teams = split.map((team) => [...team]);
  const bids = (f.fameBids ?? []).slice(0, n).map((b) => Math.max(0, Math.floor(b) || 0));
  if (variants.includes('hero-auction') && bids.some((b) => b > 0))
    options.fameBids = Array.from({ length: n }, (_, i) => bids[i] ?? 0);
  const book = bookCityLevels(f.scenario, n, variants);
  if (book && f.cityLevels && f.cityLevels.length === book.length) {
    // SCEN-FULL-CONQ-5: with two city tiles both cities are at level 10 or higher.
    const min = cityLevelMin(f.scenario, n, variants);
    options.cityLevels = f.cityLevels.map((l) => Math.max(min, l));
  }
  const taken = setup.players.map((p) => p.hero);
  if (usesDummy(f.scenario, n) && f.dummyHero && !taken.includes(f.dummyHero))
    options.dummyHero = f.dummyHero;
  if (Object.keys(options).length > 0) setup.options = options;
  return setup;
}

/** A hero nobody holds yet (for a newly added seat or the dummy). */
export function freeHero(taken: readonly HeroId[]): HeroId | null {
  return HERO_IDS.find((h) => !taken.includes(h)) ?? null;
}

/** The largest seed createGame accepts (engine SEED_MAX: seeds are unsigned 32-bit integers). */
export const SEED_MAX = 0xffff_ffff;

export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000_000);
}
