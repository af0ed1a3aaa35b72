// The start screen remembers the last choices (scenario, players, heroes, seats, city levels per
// scenario and player count, variants, dummy hero) in localStorage; the seed is new every time.
import { HERO_IDS, type HeroId, SCENARIO_IDS, type ScenarioId } from '../../engine/meta';
import {
  BOT_LEVELS,
  type BotLevel,
  freeHero,
  MEGAPOLIS_DEFAULT,
  type SeatKind,
  TEAM_SPLITS,
} from './options';

export const START_PREFS_KEY = 'mk.startPrefs';
const SEATS = 4;

export interface StartPrefs {
  scenario: ScenarioId;
  players: number;
  /** A different hero for each of the four seats. */
  heroes: HeroId[];
  seats: SeatKind[];
  /** The level of each seat when the computer plays it (issue 18). */
  botLevels: BotLevel[];
  /** City levels chosen per `<scenario>/<players>` (absent: the book's numbers). */
  cityLevels: Record<string, number[]>;
  variants: string[];
  dummyHero: HeroId | null;
  /** VAR-MEGA-2: the Megapolis level. */
  megapolisLevel: number;
  /** SCEN-TEAM-1: index into TEAM_SPLITS, null for random teams. */
  teams: number | null;
  /** VAR-AUCTION-6: Fame given up per seat. */
  fameBids: number[];
}

export const DEFAULT_PREFS: StartPrefs = {
  scenario: 'solo-conquest',
  players: 1,
  heroes: ['arythea', 'goldyx', 'norowas', 'tovak'],
  seats: ['human', 'human', 'human', 'human'],
  botLevels: ['greedy', 'greedy', 'greedy', 'greedy'],
  cityLevels: {},
  variants: [],
  dummyHero: null,
  megapolisLevel: MEGAPOLIS_DEFAULT,
  teams: null,
  fameBids: [0, 0, 0, 0],
};

/** A hero for every seat, all different (prefs from older versions may lack some). */
export function fillHeroes(heroes: readonly unknown[]): HeroId[] {
  const out: HeroId[] = [];
  for (let i = 0; i < SEATS; i++) {
    const h = heroes[i];
    const ok = typeof h === 'string' && (HERO_IDS as readonly string[]).includes(h);
    const pick = ok && !out.includes(h as HeroId) ? (h as HeroId) : freeHero(out);
    if (pick) out.push(pick);
  }
  return out;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadStartPrefs(): StartPrefs {
  try {
    const raw = storage()?.getItem(START_PREFS_KEY);
    if (!raw) return { ...DEFAULT_PREFS };
    const d = JSON.parse(raw) as Partial<Record<keyof StartPrefs, unknown>>;
    const scenario =
      typeof d.scenario === 'string' && (SCENARIO_IDS as readonly string[]).includes(d.scenario)
        ? (d.scenario as ScenarioId)
        : DEFAULT_PREFS.scenario;
    const levels: Record<string, number[]> = {};
    if (d.cityLevels && typeof d.cityLevels === 'object')
      for (const [k, v] of Object.entries(d.cityLevels as Record<string, unknown>))
        if (Array.isArray(v) && v.every((x) => Number.isInteger(x))) levels[k] = v as number[];
    return {
      scenario,
      players: typeof d.players === 'number' ? d.players : DEFAULT_PREFS.players,
      heroes: fillHeroes(Array.isArray(d.heroes) ? d.heroes : DEFAULT_PREFS.heroes),
      seats: Array.from({ length: SEATS }, (_, i) =>
        Array.isArray(d.seats) && d.seats[i] === 'bot' ? 'bot' : 'human',
      ),
      botLevels: Array.from({ length: SEATS }, (_, i) => {
        const v: unknown = Array.isArray(d.botLevels) ? d.botLevels[i] : undefined;
        return BOT_LEVELS.includes(v as BotLevel) ? (v as BotLevel) : 'greedy';
      }),
      cityLevels: levels,
      variants: Array.isArray(d.variants)
        ? d.variants.filter((v): v is string => typeof v === 'string')
        : [],
      dummyHero:
        typeof d.dummyHero === 'string' && (HERO_IDS as readonly string[]).includes(d.dummyHero)
          ? (d.dummyHero as HeroId)
          : null,
      megapolisLevel:
        typeof d.megapolisLevel === 'number' ? d.megapolisLevel : DEFAULT_PREFS.megapolisLevel,
      teams: typeof d.teams === 'number' && TEAM_SPLITS[d.teams] !== undefined ? d.teams : null,
      fameBids: Array.from({ length: SEATS }, (_, i) =>
        Array.isArray(d.fameBids) && typeof d.fameBids[i] === 'number' ? d.fameBids[i] : 0,
      ),
    };
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

export function saveStartPrefs(p: StartPrefs): void {
  try {
    storage()?.setItem(START_PREFS_KEY, JSON.stringify(p));
  } catch {
    // Private mode or quota: the choices are just not remembered.
  }
}

/** The level of a computer seat as last chosen on the start screen (the bot driver plays it). */
export function botLevelOf(seat: number): BotLevel {
  return loadStartPrefs().botLevels[seat] ?? 'greedy';
}
