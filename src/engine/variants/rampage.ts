// Rampage! and More Rampage! (§14.5): rampaging enemies come back at the end of the rounds.
import type { Ctx } from '../core/context';
import type { EnemyColor, ManaColor } from '../core/types';
import type { HexKey } from '../hex/hex';
import { rollFace } from '../mana/source';
import { rngOf } from '../rng/rng';
import { drawEnemy } from '../state/piles';
import type { GameState } from '../state/types';
import { hasVariant } from '../state/variants';

const WARM: readonly ManaColor[] = ['red', 'green', 'gold'];
const COLD: readonly ManaColor[] = ['white', 'blue', 'black'];

/** VAR-RAMPAGE-1 / VAR-RAMPAGE-4: the starting Reputation (replaces the scenario's), or null. */
export function rampageStartReputation(variants: readonly string[] | undefined): number | null {
  if (variants?.includes('more-rampage')) return -4;
  if (variants?.includes('rampage')) return -2;
  return null;
}

/**
 * Spaces on which a rampaging enemy was defeated: an orc or draconum space with no token left
 * (COMBAT-RANGED-5a discards defeated tokens; the space keeps its site).
 */
export function emptiedRampagingSpaces(state: GameState): HexKey[] {
  return Object.entries(state.map.hexes)
    .filter(
      ([, h]) => (h.site?.type === 'orcs' || h.site?.type === 'draconum') && h.enemies.length === 0,
    )
    .map(([k]) => k)
    .sort();
}

/**
 * VAR-RAMPAGE-2/3 (Rampage!): at the end of each Day roll a die per emptied space; red, green or gold
 * brings a new rampaging enemy (green for orcs, red for draconum), gold adds a brown token as well
 * (VAR-RAMPAGE-2a). At the end of each Night the same with white, blue or black (black adds the
 * brown one). VAR-RAMPAGE-4 (More Rampage!): at the end of every round the rampaging token always
 * comes back; the warm (Day) or cold (Night) colour adds the brown one.
 */
export function rampageRoundEnd(state: GameState, ctx: Ctx): void {
  const more = hasVariant(state, 'more-rampage');
  if (!more && !hasVariant(state, 'rampage')) return;
  const night = state.round.time === 'night';
  const lively = night ? COLD : WARM;
  const extra: ManaColor = night ? 'black' : 'gold';
  const r = rngOf(state);
  for (const hex of emptiedRampagingSpaces(state)) {
    const h = state.map.hexes[hex];
    if (!h) continue;
    const face = rollFace(r);
    const back = more || lively.includes(face);
    const brown = more ? lively.includes(face) : face === extra;
    ctx.emit({ type: 'rampage-roll', hex, color: face, returns: back, brown: back && brown });
    if (!back) continue;
    const pile: EnemyColor = h.site?.type === 'draconum' ? 'red' : 'green';
    const id = drawEnemy(state, pile);
    if (id) {
      h.enemies.push({ id, faceUp: true });
      ctx.emit({ type: 'enemy-revealed', hex, enemy: id });
    }
    if (brown) {
      const b = drawEnemy(state, 'brown');
      if (b) {
        h.enemies.push({ id: b, faceUp: true });
        ctx.emit({ type: 'enemy-revealed', hex, enemy: b });
      }
    }
    delete h.conquered;
  }
}
