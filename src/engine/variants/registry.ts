// The game variants (§14) and team play (§13.5) createGame accepts: ids, the rules they carry out,
// where they may be used, and the setup checks (VAR-0b/0c: agreed before the game). The metadata
// is plain data (exported as VARIANTS from index.ts and, generated, from the light meta.ts).
import { RuleError } from '../core/errors';
import { SCENARIO_IDS, type ScenarioId } from '../core/types';
import type { VariantMeta } from '../state/variant-types';
import { scenarioDef } from '../state/scenario-table';
import { TEAM_TWO_CITIES, TWO_MEGAPOLISES } from '../scenarios/full-conquest';
import type { GameSetup } from '../state/types';

export type { VariantMeta };

const ids = (pred: (id: ScenarioId) => boolean): ScenarioId[] => SCENARIO_IDS.filter(pred);

/** Competitive scenarios (interactive spells and skills are in the game there). */
const competitive = () =>
  ids((id) => {
    const s = scenarioDef(id);
    return !s.cooperative && s.maxPlayers > 1;
  });

/**
 * Scenarios whose special rules count Days and Nights (SCEN-DRUID-4b "the first Night",
 * SCEN-RETURN-2 "the end of Day 1"): the daytime variants are not offered there.
 */
const FIXED_TIMES: ScenarioId[] = ['druid-nights', 'only-one-returns'];

/** The scenario removes used tactics for some player count (solo and cooperative rules). */
const removesTactics = (id: ScenarioId): boolean => {
  const s = scenarioDef(id);
  for (let n = s.minPlayers; n <= s.maxPlayers; n++)
    if (s.tacticRule(n) !== 'standard') return true;
  return false;
};

/** SCEN-FULL-CONQ-5, SCEN-HOLD-12, SCEN-RETURN-5: the scenarios with a team game for 4. */
export const TEAM_SCENARIOS: ScenarioId[] = [
  'full-conquest',
  'conquer-and-hold',
  'only-one-returns',
];

/** VAR-MEGA-1: scenarios with at most 3 cities (and cities that can be assaulted). */
const MEGA_SCENARIOS: ScenarioId[] = ['full-conquest', 'blitz-conquest', 'solo-conquest'];

/**
 * VAR-MEGA-8: two Megapolises hold all four cities on the two city Core tiles, so only where the
 * scenario has exactly two (Full and Blitz Conquest with 2 players, Solo Conquest) — and in Full
 * Conquest's 4-player team game, whose alternative it is (SCEN-FULL-CONQ-5: 2 city tiles there).
 */
const TWO_MEGA_SCENARIOS: ScenarioId[] = MEGA_SCENARIOS;

function build(): VariantMeta[] {
  const all = 'all' as const;
  return [
    {
      id: 'no-interactive-spells',
      ruleIds: ['VAR-NICE-1'],
      scenarios: competitive(),
      minPlayers: 2,
    },
    {
      id: 'no-interactive-skills',
      ruleIds: ['VAR-NICE-2'],
      scenarios: competitive(),
      minPlayers: 2,
    },
    {
      id: 'no-pvp',
      ruleIds: ['VAR-NICE-3', 'MOVE-8e.4'],
      scenarios: ids((id) => {
        const s = scenarioDef(id);
        return !s.cooperative && s.pvp !== false && s.maxPlayers > 1;
      }),
      minPlayers: 2,
    },
    { id: 'friendly-mana', ruleIds: ['VAR-NICE-4'], scenarios: all },
    {
      id: 'allow-pvp',
      ruleIds: ['SCEN-RECON-4b'],
      scenarios: ['first-reconnaissance'],
      minPlayers: 2,
    },
    {
      id: 'coop-assault',
      ruleIds: ['COOP-1', 'SCEN-TEAM-5'],
      scenarios: ['full-conquest', 'blitz-conquest', 'only-one-returns'],
      minPlayers: 2,
    },
    {
      id: 'night-arrival',
      ruleIds: ['VAR-TIME-1'],
      scenarios: ids((id) => !FIXED_TIMES.includes(id)),
      conflicts: ['darkness-is-coming'],
    },
    {
      id: 'darkness-is-coming',
      ruleIds: ['VAR-TIME-2'],
      // Not where used tactics leave the game (SCEN-SOLO-CONQ-7, SCEN-FULL-COOP-4b): a run of Days or
      // Nights would use up the tactics of one time of day.
      scenarios: ids((id) => !FIXED_TIMES.includes(id) && !removesTactics(id)),
      conflicts: ['night-arrival'],
    },
    {
      id: 'rampage',
      ruleIds: ['VAR-RAMPAGE-1', 'VAR-RAMPAGE-2', 'VAR-RAMPAGE-3'],
      scenarios: all,
      conflicts: ['more-rampage'],
    },
    {
      id: 'more-rampage',
      ruleIds: ['VAR-RAMPAGE-4'],
      scenarios: all,
      conflicts: ['rampage'],
    },
    { id: 'random-tile-orientation', ruleIds: ['VAR-MAP-2'], scenarios: all },
    { id: 'random-cities', ruleIds: ['VAR-MAP-3'], scenarios: all },
    {
      id: 'interactive-combat',
      ruleIds: ['VAR-INTCOMBAT-1', 'VAR-INTCOMBAT-2', 'VAR-INTCOMBAT-3'],
      scenarios: all,
      minPlayers: 2,
    },
    { id: 'action-upgrades', ruleIds: ['VAR-DECK-1'], scenarios: all },
    { id: 'drafting', ruleIds: ['VAR-DECK-2'], scenarios: all },
    {
      id: 'megapolis',
      ruleIds: ['VAR-MEGA-1', 'VAR-MEGA-2', 'VAR-MEGA-3'],
      scenarios: MEGA_SCENARIOS,
      maxPlayers: 3,
      conflicts: ['two-megapolises'],
    },
    {
      id: TWO_MEGAPOLISES,
      ruleIds: ['VAR-MEGA-8'],
      scenarios: TWO_MEGA_SCENARIOS,
      maxPlayers: 2,
      conflicts: ['megapolis', TEAM_TWO_CITIES],
      teamGame: { scenarios: ['full-conquest'], ruleId: 'SCEN-FULL-CONQ-5' },
    },
    {
      id: 'hero-auction',
      ruleIds: ['VAR-AUCTION-6', 'VAR-AUCTION-7'],
      scenarios: competitive(),
      minPlayers: 2,
    },
    {
      id: 'team-play',
      ruleIds: ['SCEN-TEAM-1', 'SCEN-FULL-CONQ-5', 'SCEN-HOLD-12', 'SCEN-RETURN-5'],
      scenarios: TEAM_SCENARIOS,
      minPlayers: 4,
      maxPlayers: 4,
    },
    {
      // SCEN-FULL-CONQ-5: in a 4-player team game of Full Conquest, only 2 city Core tiles (level 10+).
      id: TEAM_TWO_CITIES,
      ruleIds: ['SCEN-FULL-CONQ-5'],
      scenarios: ['full-conquest'],
      minPlayers: 4,
      maxPlayers: 4,
      requires: ['team-play'],
      // "… or alternatively two Megapolises": one of the two ways to play with 2 city tiles.
      conflicts: [TWO_MEGAPOLISES],
    },
    {
      id: 'druid-more-competition',
      ruleIds: ['SCEN-DRUID-7a'],
      scenarios: ['druid-nights'],
      minPlayers: 2,
    },
    {
      // "With fewer players" (ruling: 2 or 3; 4 players already use 11 Countryside tiles).
      id: 'druid-epic',
      ruleIds: ['SCEN-DRUID-7b'],
      scenarios: ['druid-nights'],
      minPlayers: 2,
      maxPlayers: 3,
    },
  ];
}

/** The ids, in the order of the rulebook (KNOWN_VARIANTS; static, so that modules may import it early). */
export const VARIANT_IDS: readonly string[] = [
  'no-interactive-spells',
  'no-interactive-skills',
  'no-pvp',
  'friendly-mana',
  'allow-pvp',
  'coop-assault',
  'night-arrival',
  'darkness-is-coming',
  'rampage',
  'more-rampage',
  'random-tile-orientation',
  'random-cities',
  'interactive-combat',
  'action-upgrades',
  'drafting',
  'megapolis',
  'two-megapolises',
  'hero-auction',
  'team-play',
  'team-two-cities',
  'druid-more-competition',
  'druid-epic',
];

let cache: VariantMeta[] | null = null;

/** Every variant createGame accepts, with where it may be used (for the start screen). */
export function variantList(): VariantMeta[] {
  cache ??= build();
  return cache;
}

export function variantMeta(id: string): VariantMeta | undefined {
  return variantList().find((v) => v.id === id);
}

export { hasVariant } from '../state/variants';

/**
 * SCEN-HOLD-1/12: a 4-player Conquer and Hold is always a team game; elsewhere team play is the
 * 'team-play' variant or given teams.
 */
export function teamGame(setup: GameSetup): boolean {
  if (setup.players.length !== 4) return false;
  if (setup.scenario === 'conquer-and-hold') return true;
  return (setup.variants ?? []).includes('team-play') || !!setup.options?.teams;
}

/** VAR-0c: the variants must be known, fit the scenario and player count, and not conflict. */
export function validateVariants(setup: GameSetup): void {
  const list = setup.variants ?? [];
  if (!Array.isArray(list)) throw new RuleError('VAR-0c', 'The variants must be a list of ids.');
  const n = setup.players.length;
  const seen = new Set<string>();
  for (const v of list) {
    const m = variantMeta(v);
    if (!m)
      throw new RuleError(
        'VAR-0c',
        `Unknown variant "${String(v)}". Known variants: ${variantList()
          .map((x) => x.id)
          .join(', ')}.`,
      );
    if (seen.has(v)) throw new RuleError('VAR-0c', `Variant ${v} is listed twice.`);
    seen.add(v);
    if (m.scenarios !== 'all' && !m.scenarios.includes(setup.scenario))
      throw new RuleError(m.ruleIds[0] ?? 'VAR-0c', `Variant ${v} is not for ${setup.scenario}.`);
    if (
      (m.minPlayers !== undefined && n < m.minPlayers) ||
      (m.maxPlayers !== undefined && n > m.maxPlayers)
    ) {
      // SCEN-FULL-CONQ-5: two Megapolises are also for Full Conquest's 4-player team game.
      const team = m.teamGame;
      if (!team || n !== 4 || !team.scenarios.includes(setup.scenario))
        throw new RuleError(
          m.ruleIds[0] ?? 'VAR-0c',
          `Variant ${v} is for ${m.minPlayers ?? 1}–${m.maxPlayers ?? 4} players, not ${n}.`,
        );
      if (!teamGame(setup))
        throw new RuleError(
          team.ruleId,
          `Variant ${v} with 4 players is for team play only: add the team-play variant or give options.teams.`,
        );
    }
    for (const c of m.conflicts ?? [])
      if (list.includes(c))
        throw new RuleError('VAR-0d', `Variants ${v} and ${c} cannot be played together.`);
  }
}
