// Player helpers and derived values (armor, hand limit, command tokens come from the level).
import { RuleError } from '../core/errors';
import { levelInfo } from '../content/tracks';
import type { GameState, PlayerId, PlayerState } from './types';

export function getPlayer(state: GameState, id: PlayerId): PlayerState {
  const p = state.players[id];
  if (!p) throw new RuleError('ENGINE-PLAYER', `There is no player ${id}.`);
  return p;
}

export const realPlayers = (state: GameState): PlayerState[] =>
  state.players.filter((p) => p.kind !== 'dummy');

export const dummyPlayer = (state: GameState): PlayerState | undefined =>
  state.players.find((p) => p.kind === 'dummy');

/** SETUP-P2, REF-4: hero armor from the top level token. */
export const heroArmor = (p: PlayerState): number => levelInfo(p.level).armor;

/** Unmodified hand limit (knockout threshold, COMBAT-DMG-5d). */
export const baseHandLimit = (p: PlayerState): number => levelInfo(p.level).handLimit;

/** SETUP-P3, END-6a: command tokens = 1 + one per odd level reached, plus effects. */
export const commandTokens = (p: PlayerState): number =>
  levelInfo(p.level).commandTokens +
  p.extraCommandTokens +
  // Banner of Command given to a unit instead of its Command token frees that token.
  p.units.filter((u) => u.commandBanner).length;

export function emptyCrystals() {
  return { red: 0, blue: 0, green: 0, white: 0 };
}

/** The player whose turn it is, if any. */
export function turnPlayer(state: GameState): PlayerState | null {
  if (state.round.phase !== 'turns') return null;
  const id = state.round.order[state.round.current];
  return id === undefined ? null : (state.players[id] ?? null);
}
