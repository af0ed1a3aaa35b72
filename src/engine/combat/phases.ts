// The combat phase machine (COMBAT-3): ranged/siege → block → assign damage → attack → outcome.
import type { Ctx } from '../core/context';
import { enemyDef } from '../content';
import type { GameState } from '../state/types';
import { drawEnemy } from '../state/piles';
import { pendingDamage } from './damage';
import { discardSummoned } from './defeat';
import { endCombat } from './outcome';
import { combatEnemy } from './enemy';
import { pruneReserves } from './modifier-queries';
import { intCombatPhase } from './intcombat';

/** COMBAT-OUTCOME-1: with every enemy defeated nothing is left to fight; the combat ends. */
export function finishIfOver(state: GameState, ctx: Ctx): boolean {
  const c = state.combat;
  if (!c || state.pending.length > 0) return false;
  if (c.enemies.some((e) => !e.defeated)) return false;
  endCombat(state, ctx);
  return true;
}

/**
 * COMBAT-BLOCK-2 (ABIL-SUMMON): at the start of the Block phase each attacking summoner draws a
 * token per summon symbol; it stands in for the summoner in the Block and Damage phases.
 * Ruling: a summoned token's own summon symbols do nothing (it attacks for its summoner only).
 */
function summon(state: GameState, ctx: Ctx): void {
  const c = state.combat;
  if (!c) return;
  for (const e of [...c.enemies]) {
    if (e.defeated || e.summonedBy || e.flags['does-not-attack']) continue;
    for (const a of enemyDef(e.id).attacks) {
      if (a.kind !== 'summon') continue;
      const id = drawEnemy(state, a.pile);
      if (!id) continue;
      const s = combatEnemy(id, { kind: 'drawn' });
      s.summonedBy = e.id;
      c.enemies.push(s);
      e.summoned = [...(e.summoned ?? []), id];
      ctx.emit({ type: 'enemy-revealed', enemy: id, hex: c.hex ?? null });
      ctx.emit({ type: 'enemy-summoned', enemy: id, by: e.id });
    }
  }
}

function setPhase(state: GameState, phase: 'block' | 'damage' | 'attack', ctx: Ctx): void {
  const c = state.combat;
  if (!c) return;
  c.phase = phase;
  pruneReserves(state); // kept Attack/Block points for a past phase are lost
  ctx.emit({ type: 'combat-phase', phase });
  intCombatPhase(state, ctx); // VAR-INTCOMBAT-3
}

export function startBlockPhase(state: GameState, ctx: Ctx): void {
  setPhase(state, 'block', ctx);
  summon(state, ctx);
}

/** COMBAT-DMG-1a: with no unblocked attack the phase is skipped. */
export function startDamagePhase(state: GameState, ctx: Ctx): void {
  setPhase(state, 'damage', ctx);
  if (pendingDamage(state).length === 0) startAttackPhase(state, ctx);
}

/** COMBAT-DMG-6c, COMBAT-BLOCK-2b: summoned tokens leave; summoners are back in play. */
export function startAttackPhase(state: GameState, ctx: Ctx): void {
  const c = state.combat;
  if (!c) return;
  for (const e of c.enemies.filter((x) => x.summonedBy)) discardSummoned(state, e, ctx);
  setPhase(state, 'attack', ctx);
  finishIfOver(state, ctx);
}

/** `end-combat-phase`: go on to the next phase, or end the combat after the Attack phase. */
export function nextPhase(state: GameState, ctx: Ctx): void {
  const c = state.combat;
  const turn = state.turn;
  if (!c || !turn) return;
  switch (c.phase) {
    case 'ranged':
      c.challengeable = [];
      turn.flags['combat-acted'] = 1;
      startBlockPhase(state, ctx);
      return;
    case 'block':
      startDamagePhase(state, ctx);
      return;
    case 'damage':
      startAttackPhase(state, ctx);
      return;
    case 'attack':
      endCombat(state, ctx);
      return;
  }
}
