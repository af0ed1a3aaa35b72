// The variants' part of createGame (VAR-0c: agreed before the game): what they remove from the
// decks, the heroes' starting tracks, and the setup steps they change.
import { RuleError } from '../core/errors';
import type { SkillDef } from '../content/types';
import { rngOf } from '../rng/rng';
import type { GameSetup, GameState } from '../state/types';
import { draftSetup } from './deck';
import { rampageStartReputation } from './rampage';
import { teamGame, validateVariants } from './registry';
import { TEAM_CITY_LEVEL_MIN, TEAM_TWO_CITIES } from '../scenarios/full-conquest';
import { setupTeams, validateTeams } from './teams';
import { nightArrivalSetup } from '../flow/variant-time';

/** VAR-0c and the setup options the variants read (teams, Chosen Ones, bids, Megapolis level). */
export function validateVariantSetup(setup: GameSetup): void {
  validateVariants(setup);
  validateTeams(setup);
  const v = setup.variants ?? [];
  const bids = setup.options?.fameBids;
  if (bids !== undefined) {
    if (!v.includes('hero-auction'))
      throw new RuleError('VAR-AUCTION-6', 'Fame bids need the hero auction variant.');
    if (
      !Array.isArray(bids) ||
      bids.length !== setup.players.length ||
      bids.some((b) => !Number.isInteger(b) || b < 0 || b > 20)
    )
      throw new RuleError(
        'VAR-AUCTION-3',
        'Give one bid per player: the Fame sacrificed in the auction (0–20).',
      );
  }
  if (v.includes(TEAM_TWO_CITIES)) {
    // SCEN-FULL-CONQ-5: "in this case" (team play with four) use only 2 city Core tiles and set the
    // level of both cities to 10 or higher.
    if (!teamGame(setup))
      throw new RuleError(
        'SCEN-FULL-CONQ-5',
        'Two city tiles (team-two-cities) are a team-play suggestion: add the team-play variant or give options.teams.',
      );
    const levels = setup.options?.cityLevels;
    if (levels !== undefined && levels.some((l) => l < TEAM_CITY_LEVEL_MIN))
      throw new RuleError(
        'SCEN-FULL-CONQ-5',
        `With two city tiles both cities have level ${TEAM_CITY_LEVEL_MIN} or higher, not ${levels.join(', ')}.`,
      );
  }
  const mega = setup.options?.megapolisLevel;
  if (mega !== undefined && (!Number.isInteger(mega) || mega < 2 || mega > 24))
    throw new RuleError('VAR-MEGA-2', `The Megapolis level goes from 2 to 24, not ${mega}.`);
}

/** VAR-NICE-1: the interactive spells 109–112 leave the Spell deck. */
export function removesInteractiveSpells(setup: GameSetup): boolean {
  return (setup.variants ?? []).includes('no-interactive-spells');
}

/**
 * SETUP-P9 with VAR-NICE-2: which skill tokens go into a hero's pile. Solo and cooperative games
 * keep the cooperative interactive token instead of the competitive one (SCEN-SOLOSKILL-1);
 * competitive games the competitive one — or, with "no interactive skills", neither.
 */
export function skillKept(setup: GameSetup, removeCompetitive: boolean, def: SkillDef): boolean {
  const i = def.interactive;
  if (removeCompetitive) return i !== 'competitive';
  if ((setup.variants ?? []).includes('no-interactive-skills')) return i === undefined;
  return i !== 'cooperative';
}

/** VAR-RAMPAGE-1/4 and VAR-AUCTION-6: the starting Fame and Reputation of a player. */
export function startTracks(
  setup: GameSetup,
  index: number,
  scen: { startFame?: number; startReputation?: number },
): { fame: number; reputation: number } {
  const bid = (setup.variants ?? []).includes('hero-auction')
    ? (setup.options?.fameBids?.[index] ?? 0)
    : 0;
  return {
    fame: (scen.startFame ?? 0) - bid,
    reputation: rampageStartReputation(setup.variants) ?? scen.startReputation ?? 0,
  };
}

/**
 * After the decks, offers and Source are ready and before the map is laid out: teams and Chosen
 * Ones (SCEN-TEAM-1, SCEN-RETURN-5), Night arrival (VAR-TIME-1), the draft (VAR-DECK-2a).
 */
export function applyVariantSetup(state: GameState): void {
  setupTeams(state, rngOf(state));
  nightArrivalSetup(state);
  draftSetup(state);
}
