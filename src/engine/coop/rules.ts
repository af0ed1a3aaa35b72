// Cooperative city assault rules that are pure functions of the state (COOP-1..3), including
// starting one with the spell Underground Attack (COOP-2c.1).
import { refuse } from '../protocol/framework';
import { areAdjacent, type HexKey } from '../hex/hex';
import type { Refusal } from '../mana/mana';
import { otherHeroesOn } from '../movement/movement';
import { scenarioDef } from '../state/scenario-table';
import { isWound } from '../state/cards';
import type { CityState, GameState, PlayerId } from '../state/types';
import type { CoopProposal } from '../state/coop-types';
import { cityHexes, sameCity } from '../state/cities';
import { coopEntering } from '../state/coop-assault';
import type { ActionOf } from '../protocol/types';
import { manaNeedsFor } from '../mana/mana';
import { cardDef } from '../content';
import { undergroundTargets } from '../protocol/hook-port';
import { paymentOptions } from '../mana/mana';

/** COOP-1: cooperative scenarios, or competitive ones when all agreed (variant 'coop-assault'). */
export function coopInScenario(state: GameState): boolean {
  const scen = scenarioDef(state.setup.scenario);
  return (
    scen.coopAssault ?? (scen.cooperative || (state.setup.variants ?? []).includes('coop-assault'))
  );
}

/** Unconquered, enterable cities adjacent to a hex. */
export function citiesAdjacent(state: GameState, hex: HexKey): CityState[] {
  return state.cities.filter(
    (c) =>
      !c.conquered &&
      !c.closed &&
      c.garrison.length > 0 &&
      cityHexes(c).some((k) => areAdjacent(k, hex)), // VAR-MEGA-6b
  );
}

/** The Underground Attack spell (strong effect of Underground Travel) in a card definition. */
const castsUnderground = (card: string): boolean => {
  if (isWound(card)) return false;
  const strong = cardDef(card).strong;
  return strong.kind === 'custom' && strong.hook === 'underground-attack';
};

/** The check of the play-card action (actions/play-card.ts), as undergroundCities asks it. */
export type PlayCardCheck = (state: GameState, a: ActionOf<'play-card'>) => Refusal | null;

let playCardCheck: PlayCardCheck = () => {
  throw new Error('play-card check not registered (import the engine through src/engine)');
};

/**
 * Filled by the composition root: card play sits on the actions floor above coop/, so coop asks
 * it through this port instead of importing it (issue 14).
 */
export function registerPlayCardCheck(check: PlayCardCheck): void {
  playCardCheck = check;
}

/**
 * COOP-2c.1: the unconquered cities `player` could reach now by casting Underground Attack: the
 * spell is in their hand, its strong effect can be paid and played (play-card's own check), and a
 * space of the city is among its targets.
 */
export function undergroundCities(state: GameState, player: PlayerId): CityState[] {
  const p = state.players[player];
  if (!p || state.turn?.player !== player) return [];
  const card = p.hand.find(castsUnderground);
  if (!card) return [];
  const params = cardDef(card).strong;
  const max = params.kind === 'custom' ? Number(params.params?.maxSpaces ?? 3) : 3;
  const reach = undergroundTargets(state, player, max);
  const cities = state.cities.filter(
    (c) =>
      !c.conquered &&
      !c.closed &&
      c.garrison.length > 0 &&
      cityHexes(c).some((k) => reach.includes(k)),
  );
  if (cities.length === 0) return [];
  const def = cardDef(card);
  const castable = manaNeedsFor(def, 'strong').some((needs) =>
    paymentOptions(state, p, needs).some(
      (mana) =>
        playCardCheck(state, { type: 'play-card', player, card, mode: 'strong', mana }) === null,
    ),
  );
  return castable ? cities : [];
}

/**
 * COOP-2c/2c.1: the city `player` may start a cooperative assault on: one next to their space,
 * else one they can reach with the spell Underground Attack.
 */
export function coopCity(state: GameState, player: PlayerId): CityState | undefined {
  const pos = state.players[player]?.position;
  if (!pos) return undefined;
  return citiesAdjacent(state, pos)[0] ?? undergroundCities(state, player)[0];
}

/** COOP-2d: heroes the initiator may invite to assault this city. */
export function eligibleHeroes(state: GameState, initiator: PlayerId, city: CityState): PlayerId[] {
  return state.players
    .filter(
      (p) =>
        p.id !== initiator &&
        p.kind !== 'dummy' &&
        !p.eliminated &&
        p.position !== null &&
        cityHexes(city).some((k) => p.position !== null && areAdjacent(p.position, k)) && // COOP-2d.1, VAR-MEGA-6d
        !p.orderTokenFlipped && // COOP-2d.2
        p.hand.some((c) => !isWound(c)), // COOP-2d.3
    )
    .map((p) => p.id);
}

/** COOP-2a..2c: why `player` cannot start a cooperative assault now (null: they can, on `city`). */
export function coopStartRefusal(state: GameState, player: PlayerId): Refusal | null {
  if (!coopInScenario(state))
    return refuse(
      'COOP-1',
      'Cooperative city assaults are not part of this game (agree on them before the game).',
    );
  const turn = state.turn;
  const p = state.players[player];
  if (!turn || !p?.position) return refuse('ROUND-4a', 'It is not your turn.');
  if (state.round.endAnnouncedBy !== null || state.round.finalTurnsLeft !== null)
    return refuse(
      'COOP-2a',
      'No cooperative assault after the End of the Round was announced or the scenario end was reached.',
    );
  if (
    state.combat ||
    state.pvp ||
    state.coop ||
    turn.rested ||
    turn.action !== null ||
    (turn.phase !== 'start' && turn.phase !== 'move')
  )
    return refuse('COOP-2b', 'You have already taken your action this turn.');
  const city = coopCity(state, player);
  if (!city)
    return refuse(
      'COOP-2c',
      'You must stand next to an unconquered city, or be able to reach it with the spell Underground Attack (COOP-2c.1).',
    );
  if (otherHeroesOn(state, player, p.position).length > 0)
    return refuse('COOP-2c', 'Another hero stands on your space.');
  if (eligibleHeroes(state, player, city).length === 0)
    return refuse(
      'COOP-2d',
      'No other hero next to the city can join (token face down, only Wounds in hand, or too far).',
    );
  return null;
}

/** The key of a proposal (to refuse repeating a declined one, COOP-3c). */
export const proposalKey = (p: CoopProposal): string =>
  `${p.invite.join('.')}/${p.counts.join('.')}`;

/** COOP-3a/3b: a proposal is well formed for this city. */
export function proposalRefusal(
  state: GameState,
  player: PlayerId,
  city: CityState,
  prop: CoopProposal,
): Refusal | null {
  const eligible = eligibleHeroes(state, player, city);
  if (!Array.isArray(prop.invite) || prop.invite.length === 0)
    return refuse('COOP-3a', 'Invite at least one hero.');
  if (
    new Set(prop.invite).size !== prop.invite.length ||
    !prop.invite.every((x) => eligible.includes(x))
  )
    return refuse('COOP-3a', 'Only eligible heroes next to the city can be invited.');
  if (!Array.isArray(prop.counts) || prop.counts.length !== prop.invite.length + 1)
    return refuse('COOP-3b', 'Give a number of defenders for you and for each invited hero.');
  if (prop.counts.some((n) => !Number.isInteger(n) || n < 1))
    return refuse('COOP-3b', 'Every participant must be assigned at least 1 defender.');
  if (prop.counts.reduce((a, b) => a + b, 0) !== city.garrison.length)
    return refuse(
      'COOP-3b',
      `The city has ${city.garrison.length} defenders; the split must add up to that.`,
    );
  return null;
}

/** All ways to split n defenders among k participants, each at least 1. */
export function splits(n: number, k: number): number[][] {
  if (k === 1) return n >= 1 ? [[n]] : [];
  const out: number[][] = [];
  for (let first = 1; first <= n - (k - 1); first++)
    for (const rest of splits(n - first, k - 1)) out.push([first, ...rest]);
  return out;
}

/** COOP-6: participants in round order, starting with the initiator. */
export function assaultOrder(
  state: GameState,
  initiator: PlayerId,
  invited: PlayerId[],
): PlayerId[] {
  const order = state.round.order;
  const at = order.indexOf(initiator);
  const out: PlayerId[] = [initiator];
  for (let i = 1; i < order.length; i++) {
    const id = order[(at + i) % order.length];
    if (id !== undefined && invited.includes(id)) out.push(id);
  }
  for (const id of invited) if (!out.includes(id)) out.push(id);
  return out;
}

/** COOP-6c/6c.1: a participant's only move is directly into the city. */
export function coopMoveRefusal(state: GameState, player: PlayerId, to: HexKey): Refusal | null {
  if (!state.turn?.flags['coop-assault']) return null;
  const coop = state.coop;
  if (!coop || coop.stage !== 'assault' || !coopEntering(state, player))
    return refuse('COOP-6c.1', 'No other movement is allowed in a cooperative assault.');
  if (!sameCity(state, to, coop.city))
    return refuse('COOP-6c.1', 'In a cooperative assault you must move directly into the city.');
  return null;
}
