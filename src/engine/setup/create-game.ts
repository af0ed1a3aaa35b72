// createGame(setup): the full setup of §2 plus the scenario's numbers (§15). Deterministic: the same
// setup gives the same state, bit for bit.
import { checkSetupShape } from '../state/setup-shape';
import { RuleError } from '../core/errors';
import { newCtx } from '../core/context';
import {
  CONTENT_SETS,
  HERO_IDS,
  SCENARIO_IDS,
  instanceId,
  type ContentSet,
  type EnemyColor,
  type HeroId,
} from '../core/types';
import {
  ADVANCED_ACTIONS,
  ARTIFACTS,
  ENEMIES,
  HEROES,
  RUINS_TOKENS,
  SPELLS,
  TILES,
  UNITS,
  heroDef,
  skillDef,
  unitDef,
} from '../content';
import { tacticsFor } from '../flow/tactics';
import { createSource } from '../mana/source';
import { initialPositions, placeTile, startTileFor } from '../map/map';
import { rngOf, seedRng, type RngCursor } from '../rng/rng';
import { scenarioDef } from '../state/scenario-table';
import { emptyCrystals } from '../state/player';
import type { GameSetup, GameState, PlayerState } from '../state/types';
import { advance } from '../flow/advance';
import { pickTiles } from '../scenarios/tiles';
import { VARIANT_IDS } from '../variants/registry';
import {
  applyVariantSetup,
  removesInteractiveSpells,
  skillKept,
  startTracks,
  validateVariantSetup,
} from '../variants/setup';

/**
 * Variants agreed before the game (VAR-0c): the ids of variants/registry.ts — e.g. 'no-pvp'
 * (VAR-NICE-3), 'allow-pvp' (PvP in First Reconnaissance, SCEN-RECON-4b), 'coop-assault'
 * (cooperative city assaults in competitive scenarios, COOP-1), 'team-play' (SCEN-TEAM-1); the
 * metadata (rules, scenarios, player counts, conflicts) is VARIANTS in index.ts.
 */
export const KNOWN_VARIANTS: readonly string[] = VARIANT_IDS;

/** Throws a RuleError naming what is wrong with a setup (unknown ids, player count, duplicates). */
export function validateSetup(setup: GameSetup): void {
  checkSetupShape(setup); // issue 13.4: types, unknown fields and the seed range, naming the field
  if (!SCENARIO_IDS.includes(setup.scenario))
    throw new RuleError(
      'FLOW-1',
      `Unknown scenario "${String(setup.scenario)}". Known scenarios: ${SCENARIO_IDS.join(', ')}.`,
    );
  const scen = scenarioDef(setup.scenario);
  if (!Array.isArray(setup.players))
    throw new RuleError('FLOW-2', 'The setup needs a list of players.');
  const n = setup.players.length;
  if (n < scen.minPlayers || n > scen.maxPlayers)
    throw new RuleError(
      'FLOW-2',
      `Scenario ${setup.scenario} is for ${scen.minPlayers}–${scen.maxPlayers} players, not ${n}.`,
    );
  const seen = new Set<string>();
  for (const p of setup.players) {
    if (!HERO_IDS.includes(p.hero))
      throw new RuleError(
        'FLOW-2',
        `Unknown hero "${String(p.hero)}". Known heroes: ${HERO_IDS.join(', ')}.`,
      );
    if (seen.has(p.hero))
      throw new RuleError(
        'FLOW-2',
        `Hero ${p.hero} was chosen twice; every player needs a different hero.`,
      );
    seen.add(p.hero);
    if (p.kind !== 'human' && p.kind !== 'bot')
      throw new RuleError(
        'FLOW-2',
        `Player kind must be "human" or "bot", not "${String(p.kind)}".`,
      );
  }
  validateVariantSetup(setup); // VAR-0c, SCEN-TEAM-1, VAR-AUCTION, VAR-MEGA-2
  const sets = setup.options?.sets;
  if (sets) {
    for (const s of sets)
      if (!CONTENT_SETS.includes(s)) throw new RuleError('SETUP-0', `Unknown content set "${s}".`);
    for (const p of setup.players)
      if (!sets.includes(heroDef(p.hero).set))
        throw new RuleError('FLOW-2', `Hero ${p.hero} needs the ${heroDef(p.hero).set} set.`);
  }
  const d = setup.options?.dummyHero;
  if (d !== undefined) {
    if (!HERO_IDS.includes(d)) throw new RuleError('SCEN-DUMMY-1', `Unknown dummy hero "${d}".`);
    if (seen.has(d))
      throw new RuleError('SCEN-DUMMY-1', 'The dummy player needs a hero no player has chosen.');
  }
  for (const lvl of setup.options?.cityLevels ?? [])
    if (!Number.isInteger(lvl) || lvl < 1 || lvl > 11)
      throw new RuleError('VAR-CITYLVL-1', `City levels go from 1 to 11, not ${lvl}.`);
}

export function createGame(setup: GameSetup): GameState {
  validateSetup(setup);
  const scen = scenarioDef(setup.scenario);
  const nReal = setup.players.length;
  const sets: ContentSet[] = setup.options?.sets ?? [...CONTENT_SETS];
  const inSets = (s: ContentSet) => s === 'ultimate' || sets.includes(s);
  const removeInteractive = scen.removeInteractive(nReal);
  const removeSpells = removeInteractive || removesInteractiveSpells(setup); // VAR-NICE-1
  const holder = { rng: seedRng(setup.seed) };
  const r = rngOf(holder);
  let serial = 1;
  const inst = (def: string) => instanceId(def, serial++);

  // ---- decks (SETUP-3, -5, -6, -8)
  const aaDeck = r.shuffle(ADVANCED_ACTIONS.filter((c) => inSets(c.set)).map((c) => inst(c.id)));
  const spellDeck = r.shuffle(
    SPELLS.filter((c) => inSets(c.set) && !(removeSpells && c.interactive)).map((c) => inst(c.id)),
  );
  const artifactDeck = r.shuffle(ARTIFACTS.filter((c) => inSets(c.set)).map((c) => inst(c.id)));
  const unitInstances = (elite: boolean) =>
    r.shuffle(
      UNITS.filter((u) => u.elite === elite && inSets(u.set)).flatMap((u) =>
        Array.from({ length: u.copies }, () => inst(u.id)),
      ),
    );
  const regularUnits = unitInstances(false);
  const eliteUnits = unitInstances(true);

  // ---- enemy and ruins piles (SETUP-2)
  const enemyPiles = {} as GameState['enemyPiles'];
  for (const color of ['green', 'grey', 'violet', 'brown', 'red', 'white'] as EnemyColor[]) {
    const ids = ENEMIES.filter((e) => e.color === color && inSets(e.set)).flatMap((e) =>
      Array.from({ length: e.copies }, () => inst(e.id)),
    );
    enemyPiles[color] = { draw: r.shuffle(ids), discard: [] };
  }
  const ruinsPile = {
    draw: r.shuffle(RUINS_TOKENS.filter((t) => inSets(t.set)).map((t) => inst(t.id))),
    discard: [],
  };

  // ---- players (SETUP-P*)
  const players: PlayerState[] = setup.players.map((sp, i) =>
    newPlayer(i, sp.hero, sp.kind, r, inst, {
      ...startTracks(setup, i, scen), // VAR-RAMPAGE-1/4, VAR-AUCTION-6
      keep: (s) => skillKept(setup, removeInteractive, skillDef(s)), // VAR-NICE-2
    }),
  );
  if (scen.dummy(nReal)) {
    // SCEN-DUMMY-1..3: a remaining hero's deck and crystals.
    const taken = new Set<HeroId>(setup.players.map((p) => p.hero));
    const free = HEROES.filter((h) => !taken.has(h.id) && inSets(h.set)).map((h) => h.id);
    const hero = setup.options?.dummyHero ?? r.pick(free);
    const dummy = newPlayer(players.length, hero, 'dummy', r, inst, {
      fame: 0,
      reputation: 0,
      keep: (s) => skillKept(setup, true, skillDef(s)),
      noHand: true,
    });
    for (const c of heroDef(hero).crystals) dummy.crystals[c] += 1;
    players.push(dummy);
  }

  // ---- tile deck (SETUP-14)
  const setupNums = scen.setup(nReal, setup.variants); // SCEN-DRUID-7b: all the tiles
  const countrysideAll = TILES.filter(
    (t) => t.kind === 'countryside' && inSets(t.set) && !t.scenarioOnly,
  );
  const coreCityAll = TILES.filter((t) => t.kind === 'core' && t.city && inSets(t.set));
  const coreOtherAll = TILES.filter(
    (t) => t.kind === 'core' && !t.city && inSets(t.set) && !t.scenarioOnly,
  );
  const byNumber = (a: { label: string }, b: { label: string }) =>
    Number(a.label) - Number(b.label);
  let countryside: string[];
  if (scen.sortedCountryside) {
    // SCEN-RECON-3 (U35): the lowest numbers, stacked in number order, lowest on top.
    countryside = [...countrysideAll]
      .sort(byNumber)
      .slice(0, setupNums.tiles.countryside)
      .map((t) => t.id);
  } else {
    countryside = scen.tiles
      ? pickTiles(
          r,
          countrysideAll,
          setupNums.tiles.countryside,
          scen.tiles.countrysideFirst,
          scen.tiles.countrysideOnly,
        )
      : r.shuffle(countrysideAll.map((t) => t.id)).slice(0, setupNums.tiles.countryside);
  }
  const cityPool = scen.cityColor
    ? coreCityAll.filter((t) => t.city === scen.cityColor)
    : coreCityAll;
  const cityTiles = r.shuffle(cityPool.map((t) => t.id)).slice(0, setupNums.tiles.coreCity);
  const otherCore = scen.tiles
    ? pickTiles(
        r,
        coreOtherAll,
        setupNums.tiles.coreNonCity,
        scen.tiles.coreFirst,
        scen.tiles.coreOnly,
      )
    : r.shuffle(coreOtherAll.map((t) => t.id)).slice(0, setupNums.tiles.coreNonCity);
  const core = r.shuffle([...cityTiles, ...otherCore]);
  const tileDeck = [...countryside, ...core];
  const chosen = new Set(tileDeck);
  const tilesAside = [...countrysideAll, ...coreCityAll, ...coreOtherAll]
    .map((t) => t.id)
    .filter((id) => !chosen.has(id))
    .sort();

  // ---- the state
  const extraDice = scen.extraDice ?? 0;
  const state: GameState = {
    version: 1,
    setup: structuredCloneSetup(setup),
    rng: holder.rng,
    nextSerial: 0,
    players,
    round: {
      number: 1,
      time: 'day',
      phase: 'tactics',
      order: players.map((p) => p.id),
      current: 0,
      tacticsOffer: tacticsFor('day', []),
      tacticPicker: null,
      endAnnouncedBy: null,
      lastTurnsLeft: [],
      finalTurnsLeft: null,
      endTriggeredBy: null,
    },
    turn: null,
    combat: null,
    pending: [],
    map: { tiles: [], hexes: {} },
    cities: [],
    tileDeck,
    tilesAside,
    source: createSource(nReal + 2 + extraDice, r),
    offers: { units: [], monasteryActions: [], advancedActions: [], spells: [], skills: [] },
    decks: {
      advancedActions: aaDeck,
      spells: spellDeck,
      artifacts: artifactDeck,
      regularUnits,
      eliteUnits,
    },
    woundPile: 60,
    enemyPiles,
    ruinsPile,
    removed: [],
    tacticsRemoved: [],
    stats: {},
    gameOver: null,
  };
  // rng of the state object from here on
  state.rng = holder.rng;

  // ---- offers (SETUP-5, -6, -9)
  state.offers.advancedActions = state.decks.advancedActions.splice(0, 3);
  state.offers.spells = state.decks.spells.splice(0, 3);
  const unitCount = nReal + 2 + (scen.extraUnits ?? 0);
  state.offers.units = state.decks.regularUnits.splice(0, unitCount);
  if (setup.scenario === 'first-reconnaissance') ensureVillageUnit(state, unitCount);
  applyVariantSetup(state); // SCEN-TEAM-1, VAR-TIME-1, VAR-DECK-2a

  // ---- map (SETUP-15)
  const ctx = newCtx();
  placeTile(state, startTileFor(setupNums.shape), { a: 0, b: 0 }, ctx, null);
  for (const pos of initialPositions(setupNums.shape)) {
    const t = state.tileDeck.shift();
    if (t) placeTile(state, t, pos, ctx, null);
  }
  state.nextSerial = serial;
  scen.hooks?.setup?.(state, ctx); // SCEN-HOLD-2/5: fixed map, units
  advance(state, ctx);
  return state;
}

function structuredCloneSetup(setup: GameSetup): GameSetup {
  return JSON.parse(JSON.stringify(setup)) as GameSetup;
}

function newPlayer(
  id: number,
  hero: HeroId,
  kind: PlayerState['kind'],
  r: RngCursor,
  inst: (def: string) => string,
  opts: { fame: number; reputation: number; keep: (skill: string) => boolean; noHand?: boolean },
): PlayerState {
  const def = heroDef(hero);
  const deck = r.shuffle(def.deck.map((c) => inst(c)));
  // SETUP-P9 / SCEN-SOLOSKILL-1: the competitive interactive skill is removed in solo and co-op
  // games, where the cooperative token takes its place; competitive games leave the cooperative out
  // (and with VAR-NICE-2 the competitive one too: variants/setup.ts skillKept).
  const skills = def.skills.filter(opts.keep);
  const hand = opts.noHand ? [] : deck.splice(0, 5); // SETUP-P5
  return {
    id,
    hero,
    kind,
    fame: opts.fame,
    reputation: opts.reputation,
    level: 1,
    position: null,
    deck,
    hand,
    discard: [],
    crystals: emptyCrystals(),
    units: [],
    extraCommandTokens: 0,
    skills: [],
    skillPile: r.shuffle(skills),
    tactic: null,
    tacticFlipped: false,
    tacticData: {},
    orderTokenFlipped: false,
    nextDrawBonus: 0,
  };
}

/** SCEN-RECON-4c: in the first game the Unit offer should hold a unit recruitable in villages. */
function ensureVillageUnit(state: GameState, count: number): void {
  const r = rngOf(state);
  const hasVillage = () =>
    state.offers.units.some((u) => unitDef(u).recruitSites.includes('village'));
  for (let guard = 0; guard < 50 && !hasVillage(); guard++) {
    state.decks.regularUnits = r.shuffle([...state.decks.regularUnits, ...state.offers.units]);
    state.offers.units = state.decks.regularUnits.splice(0, count);
  }
}
