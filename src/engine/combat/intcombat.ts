// Interactive combat (§14.6): when a combat starts against a single enemy, the player who took the
// turn before secretly sets a mana die; white, red and blue strengthen the enemy in one phase each
// and make it worth 1 Fame more.
import type { Ctx } from '../core/context';
import type { ManaColor } from '../core/types';
import type { CombatEnemy, CombatPhase, CombatState } from '../state/combat-types';
import { rollFace } from '../mana/source';
import { rngOf } from '../rng/rng';
import type { GameState, PlayerId } from '../state/types';
import { hasVariant } from '../state/variants';
import type { Resolver } from '../state/choice-types';

/** VAR-INTCOMBAT-2: the colours the chooser may set (black: no bonus, VAR-INTCOMBAT-2e). */
export const INTCOMBAT_COLORS: ManaColor[] = ['white', 'red', 'blue', 'black'];

/**
 * VAR-INTCOMBAT-2: the player who took the turn before the fighting one (round order, skipping the
 * dummy and eliminated heroes); null when there is no other real player (solo: the die is rolled).
 */
export function previousPlayer(state: GameState, player: PlayerId): PlayerId | null {
  const order = state.round.order;
  const at = order.indexOf(player);
  for (let i = 1; i < order.length; i++) {
    const id = order[(((at - i) % order.length) + order.length) % order.length];
    if (id === undefined || id === player) continue;
    const p = state.players[id];
    if (p && p.kind !== 'dummy' && !p.eliminated) return id;
  }
  return null;
}

/** VAR-INTCOMBAT-1/2: a combat starts; against a single enemy the previous player sets the die. */
export function intCombatStart(state: GameState, player: PlayerId, ctx: Ctx): void {
  const c = state.combat;
  if (!c || !hasVariant(state, 'interactive-combat') || c.enemies.length !== 1) return;
  const enemy = c.enemies[0];
  if (!enemy) return;
  const chooser = previousPlayer(state, player);
  if (chooser === null) {
    // Ruling: with nobody to set it, the die is rolled.
    c.intCombat = { chooser: player, enemy: enemy.id, color: rollFace(rngOf(state)) };
    ctx.emit({ type: 'intcombat-die-rolled', player });
    revealIfDue(c, ctx);
    return;
  }
  c.intCombat = { chooser, enemy: enemy.id, color: null };
  state.pending.push({
    kind: 'intcombat-die',
    player: chooser,
    source: 'interactive-combat',
    options: [...INTCOMBAT_COLORS],
    data: { fighter: player, enemy: enemy.id },
  });
}

/** VAR-INTCOMBAT-3: whether the die's colour has been shown (by the phase the combat is in). */
export function intCombatRevealed(c: Pick<CombatState, 'phase' | 'intCombat'>): boolean {
  const d = c.intCombat;
  if (!d || d.color === null) return false;
  if (d.color === 'white') return true;
  if (d.color === 'red') return c.phase !== 'ranged';
  return c.phase === 'attack';
}

/** VAR-INTCOMBAT-3: at the start of each phase the chooser shows the die or says what it is not. */
function revealIfDue(c: CombatState, ctx: Ctx): void {
  const d = c.intCombat;
  if (!d || d.color === null) return;
  const asked: Partial<Record<CombatPhase, ManaColor>> = { ranged: 'white', block: 'red' };
  const q = asked[c.phase];
  if (c.phase === 'attack' || q === d.color)
    ctx.emit({ type: 'intcombat-revealed', player: d.chooser, color: d.color, phase: c.phase });
  else if (q) ctx.emit({ type: 'intcombat-not', player: d.chooser, color: q, phase: c.phase });
}

/** A new combat phase began (combat/phases.ts). */
export function intCombatPhase(state: GameState, ctx: Ctx): void {
  const c = state.combat;
  if (!c?.intCombat || c.phase === 'damage') return;
  // Once shown it stays shown: only the first phase that reveals it says so.
  const d = c.intCombat;
  if (d.color === 'white' || (d.color === 'red' && c.phase === 'attack')) return;
  revealIfDue(c, ctx);
}

const colorOn = (state: GameState, e: CombatEnemy): ManaColor | null => {
  const d = state.combat?.intCombat;
  return d && d.enemy === e.id ? d.color : null;
};

/** VAR-INTCOMBAT-2a/2c: Armor +1 in the Ranged and Siege phase (white) or the Attack phase (blue). */
export function intCombatArmor(state: GameState, e: CombatEnemy): number {
  const color = colorOn(state, e);
  const phase = state.combat?.phase;
  if (color === 'white' && phase === 'ranged') return 1;
  if (color === 'blue' && phase === 'attack') return 1;
  return 0;
}

/** VAR-INTCOMBAT-2b: Attack +1 (ruling: each of its attacks). */
export function intCombatAttack(state: GameState, e: CombatEnemy): number {
  return colorOn(state, e) === 'red' ? 1 : 0;
}

/** VAR-INTCOMBAT-2d/2e: 1 Fame more for white, red or blue. */
export function intCombatFame(state: GameState, e: CombatEnemy): number {
  const color = colorOn(state, e);
  return color === 'white' || color === 'red' || color === 'blue' ? 1 : 0;
}

export const INTCOMBAT_RESOLVERS: Record<string, Resolver> = {
  'intcombat-die': (state, p, answer, ctx) => {
    const c = state.combat;
    const color = answer[0] as ManaColor | undefined;
    if (!c?.intCombat || !color) return;
    c.intCombat.color = color;
    ctx.emit({ type: 'intcombat-die-set', player: p.player });
    revealIfDue(c, ctx);
  },
};
