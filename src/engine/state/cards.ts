// Moving deed cards between deck, hand, discard pile and the wound pile.
import type { Ctx } from '../core/context';
import { readView } from '../core/read-view';
import { instanceId } from '../core/types';
import { levelInfo } from '../content/tracks';
import { neighborKeys, type HexKey } from '../hex/hex';
import type { GameState, PlayerState } from './types';
import { allies } from './scenario-hooks';
import { cityHexes } from './cities';

/** Draw up to n cards from the top of the Deed deck; stops when the deck is empty (END-7d). */
export function drawCards(state: GameState, p: PlayerState, n: number, ctx: Ctx): number {
  // A new deck array rather than a shift per card: on an immer draft each shift moves the whole
  // deck through the proxy; an unchanged deck is read as its frozen original (issue 15).
  const deck = readView(p.deck);
  const size = deck.length;
  let drawn = 0;
  while (drawn < n && drawn < size) drawn++;
  if (drawn > 0) {
    p.hand.push(...deck.slice(0, drawn));
    p.deck = deck.slice(drawn);
  }
  if (drawn > 0) ctx.emit({ type: 'cards-drawn', player: p.id, count: drawn });
  return drawn;
}

/** WOUND-1: take Wound cards from the pile into hand (or the discard pile). */
export function takeWounds(
  state: GameState,
  p: PlayerState,
  count: number,
  to: 'hand' | 'discard',
  ctx: Ctx,
): void {
  for (let i = 0; i < count; i++) {
    const w = instanceId('wound', state.nextSerial++);
    state.woundPile -= 1;
    if (to === 'hand') p.hand.push(w);
    else p.discard.push(w);
  }
  if (count > 0) ctx.emit({ type: 'wounds-taken', player: p.id, count, to });
}

/** DISCARD-2a: a thrown-away Wound returns to the Wound pile. */
export function returnWound(state: GameState): void {
  state.woundPile += 1;
}

export const isWound = (card: string): boolean => card.startsWith('wound#');

/** Keeps owned by a player (END-7b.1). */
export function keepsOwned(state: GameState, player: number): HexKey[] {
  return Object.entries(readView(state.map.hexes))
    .filter(([, h]) => h.site?.type === 'keep' && h.owner === player)
    .map(([k]) => k);
}

/**
 * END-7b: hand limit with the keep or city bonus (only the higher counts) and the next-draw bonus.
 */
export function handLimitFor(state: GameState, p: PlayerState): number {
  const base = levelInfo(p.level).handLimit;
  let keepBonus = 0;
  let cityBonus = 0;
  if (p.position) {
    const around = new Set([p.position, ...neighborKeys(p.position)]);
    // On or next to an own keep — or, SCEN-TEAM-8, an ally's — the limit rises by the keeps you
    // own. The seven spaces are looked up, not the whole map (issue 15: every end of turn asks).
    const hexes = readView(state.map.hexes);
    let keepNear = false;
    for (const k of around) {
      const h = hexes[k];
      if (h === undefined || h.site?.type !== 'keep' || h.owner === undefined) continue;
      if (h.owner === p.id || allies(state, p.id, h.owner)) {
        keepNear = true;
        break;
      }
    }
    if (keepNear) keepBonus = keepsOwned(state, p.id).length;
    for (const c of state.cities) {
      if (!c.conquered || !cityHexes(c).some((k) => around.has(k)) || !c.shields.includes(p.id))
        continue;
      cityBonus = Math.max(cityBonus, c.leader === p.id ? 2 : 1);
    }
  }
  return base + Math.max(keepBonus, cityBonus) + p.nextDrawBonus;
}
