// Where Attack and Block effects go during PvP combat: the PvP attack and block columns instead of
// the enemy combat's columns (combat/columns.ts delegates here while `state.pvp` is set).
import type { AttackStyle } from '../core/types';
import type { GameState } from './types';
import type { PvpEntry } from './pvp-types';

/** A PvP combat is being fought (not in the commitment or after the combat). */
export function pvpFighting(state: GameState): boolean {
  const ph = state.pvp?.phase;
  return ph === 'ranged' || ph === 'melee';
}

/** HEAL-3d: no healing from the attack until the combat is over (PVP-3a.5 allows it after). */
export function pvpNoHealing(state: GameState): boolean {
  return !!state.pvp && state.pvp.phase !== 'after';
}

/**
 * PVP-RANGED-3: ranged and siege attacks in the ranged phase; only siege against a defender on a
 * keep or mage tower (3a); no sideways cards (3b: a sideways card is a melee attack).
 * PVP-MELEE-1b: any attack in the melee phase.
 */
export function pvpAttackAllowed(state: GameState, style: AttackStyle): boolean {
  const pvp = state.pvp;
  if (!pvp || !pvpFighting(state) || pvp.step !== 'attack' || state.turn?.player !== pvp.attacker)
    return false;
  if (pvp.phase === 'melee') return true;
  if (style === 'melee') return false;
  if (pvp.fortified && pvp.attacker === pvp.aggressor) return style === 'siege';
  return true;
}

/** PVP-RANGED-4: the blocker plays blocks against the current attack. */
export function pvpBlockAllowed(state: GameState): boolean {
  const pvp = state.pvp;
  return !!pvp && pvpFighting(state) && pvp.step === 'block' && state.turn?.player !== pvp.attacker;
}

interface Entry {
  amount: number;
  element: PvpEntry['element'];
  style: PvpEntry['style'];
  source: string;
  swiftDouble?: boolean;
}

export function pvpAddAttack(state: GameState, entry: Entry): void {
  const pvp = state.pvp;
  if (!pvp || !pvpAttackAllowed(state, entry.style)) return;
  // PVP-MELEE-1c: remember sideways cards, they make the whole attack physical.
  const sideways = !!state.turn?.played.some(
    (pc) => pc.card === entry.source && pc.mode === 'sideways',
  );
  pvp.attack.push({
    amount: entry.amount,
    element: entry.element,
    style: entry.style,
    source: entry.source,
    ...(sideways ? { sideways: true } : {}),
  });
}

export function pvpAddBlock(state: GameState, entry: Entry): void {
  const pvp = state.pvp;
  if (!pvp || !pvpBlockAllowed(state)) return;
  pvp.block.push({
    amount: entry.amount,
    element: entry.element,
    style: entry.style,
    source: entry.source,
    ...(entry.swiftDouble ? { swiftDouble: true } : {}), // PVP-RANGED-4c.1
  });
}

/** Why an Attack or Block effect cannot be used now in a PvP combat. */
export function pvpUnusableReason(
  state: GameState,
  kind: 'attack' | 'block',
  style?: AttackStyle,
): { ruleId: string; message: string } {
  const pvp = state.pvp;
  if (!pvp || !pvpFighting(state))
    return {
      ruleId: 'PVP-3',
      message: 'The player-versus-player combat has not started yet or is over.',
    };
  if (kind === 'block') {
    if (pvp.step !== 'block' || state.turn?.player === pvp.attacker)
      return {
        ruleId: 'PVP-RANGED-4',
        message: 'Blocks are played by the blocker after an attack has been made.',
      };
    return { ruleId: 'PVP-RANGED-4', message: 'This block cannot be used now.' };
  }
  if (pvp.step !== 'attack' || state.turn?.player !== pvp.attacker)
    return {
      ruleId: 'PVP-RANGED-1',
      message: 'Only the player whose turn it is to attack plays attacks.',
    };
  if (pvp.phase === 'ranged' && style === 'melee')
    return {
      ruleId: 'PVP-RANGED-3b',
      message:
        'Only Ranged and Siege attacks count in the ranged phase, and no card may be played sideways.',
    };
  return {
    ruleId: 'PVP-RANGED-3a',
    message: 'Against a defender on a keep or mage tower only Siege attacks count in this phase.',
  };
}
