// The engine's second public entry, a light one (DESIGN.md allows it next to index.ts): ids and
// scenario facts that the start screen needs before a game exists. It holds no rules and no
// content, so the start screen shows without loading the engine (the app loads that on demand when
// a game starts). The facts are generated from the full scenario definitions (meta-facts.ts,
// `npm run gen:meta`); meta.test.ts fails when they are out of date. Everything here is also
// reachable through index.ts.
import { SCENARIO_FACTS, VARIANT_META, VARIANTS } from './meta-facts';
import type { ScenarioId } from './core/types';
import type { ScenarioSetup } from './state/scenario-types';
import type { VariantMeta } from './state/variant-types';

export { HERO_IDS, SCENARIO_IDS } from './core/types';
export type { HeroId, ScenarioId } from './core/types';
export type { GameSetup, PlayerKind } from './state/types';

/** Variants createGame accepts (the engine's KNOWN_VARIANTS). */
export const KNOWN_VARIANTS: readonly string[] = VARIANTS;

export type { VariantMeta };

/** Every variant with where it fits (the engine's VARIANTS, generated into meta-facts.ts). */
export const VARIANTS_META: readonly VariantMeta[] = VARIANT_META;

/** The variant's player range holds this count (without its team-game exception). */
const inPlayerRange = (v: VariantMeta, players: number): boolean =>
  players >= (v.minPlayers ?? 1) && players <= (v.maxPlayers ?? 4);

/**
 * Whether the variant fits this scenario and player count: its scenarios and player range, or a
 * 4-player team game it also allows (SCEN-FULL-CONQ-5: two Megapolises in Full Conquest).
 */
export function variantFits(v: VariantMeta, scenario: ScenarioId, players: number): boolean {
  if (v.scenarios !== 'all' && !v.scenarios.includes(scenario)) return false;
  if (inPlayerRange(v, players)) return true;
  return players === 4 && !!v.teamGame?.scenarios.includes(scenario);
}

/**
 * The variants it needs there: its `requires`, and team play where only the team game allows it
 * (SCEN-FULL-CONQ-5; the engine also takes given `options.teams` as team play).
 */
export function variantNeeds(v: VariantMeta, scenario: ScenarioId, players: number): string[] {
  const needs = [...(v.requires ?? [])];
  if (
    variantFits(v, scenario, players) &&
    !inPlayerRange(v, players) &&
    !needs.includes('team-play')
  )
    needs.push('team-play');
  return needs;
}

/** A scenario's facts as plain data, per player count (1–4) where the scenario allows it. */
export interface ScenarioFacts {
  id: ScenarioId;
  minPlayers: number;
  maxPlayers: number;
  playable: boolean;
  missing?: string;
  cooperative: boolean;
  citiesClosed?: boolean;
  friendlyCity?: boolean;
  pvp?: boolean;
  coopAssault?: boolean;
  byPlayers: Record<
    string,
    {
      rounds: number;
      /** Variants allowed here that change the number of rounds (e.g. SCEN-DRUID-7b), by id. */
      roundsByVariant?: Record<string, number>;
      dummy: boolean;
      setup: ScenarioSetup;
      /** Variants allowed here that change the setup numbers (e.g. SCEN-FULL-CONQ-5), by id. */
      setupByVariant?: Record<string, ScenarioSetup>;
    }
  >;
}

/** The part of the engine's ScenarioDef the start screen reads (same names, same answers). */
export interface ScenarioMeta extends Omit<ScenarioFacts, 'byPlayers'> {
  rounds: (players: number, variants?: readonly string[]) => number;
  dummy: (players: number) => boolean;
  setup: (players: number, variants?: readonly string[]) => ScenarioSetup;
}

function perPlayers(f: ScenarioFacts, n: number) {
  const x = f.byPlayers[String(n)];
  if (!x) throw new Error(`${f.id}: no facts for ${n} players`);
  return x;
}

const cache = new Map<ScenarioId, ScenarioMeta>();

/** What the start screen shows about a scenario (the full rules are in scenarioDef). */
export function scenarioMeta(id: ScenarioId): ScenarioMeta {
  const hit = cache.get(id);
  if (hit) return hit;
  // Own keys only (issue 13.3): an id named like an Object.prototype member is unknown.
  const f = Object.hasOwn(SCENARIO_FACTS, id)
    ? (SCENARIO_FACTS as Partial<Record<ScenarioId, ScenarioFacts>>)[id]
    : undefined;
  if (!f) throw new Error(`unknown scenario ${String(id)}`);
  const { byPlayers: _byPlayers, ...rest } = f;
  const m: ScenarioMeta = {
    ...rest,
    rounds: (n, variants) => {
      const x = perPlayers(f, n);
      const v = variants?.find((id) => x.roundsByVariant?.[id] !== undefined);
      return v === undefined ? x.rounds : (x.roundsByVariant?.[v] ?? x.rounds);
    },
    dummy: (n) => perPlayers(f, n).dummy,
    setup: (n, variants) => {
      const x = perPlayers(f, n);
      const v = variants?.find((id) => x.setupByVariant?.[id] !== undefined);
      return v === undefined ? x.setup : (x.setupByVariant?.[v] ?? x.setup);
    },
  };
  cache.set(id, m);
  return m;
}
