// The effect vocabulary (DESIGN.md "Content as data"). Cards, units, skills, tactics and artifacts
// describe what they do with these plain-data values; the interpreter in effects/ executes them.
// A card that fits no family uses `custom(hook)`; every hook name is registered in
// effects/custom-hooks.ts and has its own test.

import type {
  AttackStyle,
  BasicColor,
  Element,
  ManaColor,
  Resistance,
  Terrain,
} from '../core/types';

/** Where an effect may be used (CARD-3, HEAL-3d, TURN-OPT-5c). Absent = wherever it makes sense. */
export type EffectTiming = 'not-in-combat' | 'combat-only' | 'interaction-only';

export type Effect =
  | { kind: 'nothing' }
  | { kind: 'move'; amount: number }
  | { kind: 'influence'; amount: number }
  | { kind: 'attack'; amount: number; style: AttackStyle; element: Element }
  | { kind: 'block'; amount: number; element: Element; swiftDouble?: boolean }
  | { kind: 'heal'; amount: number }
  | { kind: 'draw'; amount: number }
  /** Gain `count` mana tokens; 'any-basic' = one basic colour of the player's choice, 'any' also gold/black. */
  | { kind: 'gain-mana'; color: ManaColor | 'any-basic' | 'any'; count: number }
  /** GAIN-2: a crystal into the Inventory (a token instead when already holding 3). */
  | { kind: 'gain-crystal'; color: BasicColor | 'any-basic'; count: number }
  | { kind: 'fame'; amount: number }
  /** Reputation change; `atEndOfTurn` for cards whose text applies it at the end of the turn. */
  | { kind: 'reputation'; amount: number; atEndOfTurn?: boolean }
  | { kind: 'take-wound'; count: number; to: 'hand' | 'discard' }
  /** Ready one of your units of level ≤ maxLevel (UNIT-6). */
  | { kind: 'ready-unit'; maxLevel: number; heal?: boolean }
  /** Choose exactly one option. */
  | { kind: 'choice'; options: Effect[] }
  /** Get all of them, in order. */
  | { kind: 'all'; effects: Effect[] }
  /** Pay or do `cost`, then get `then` (`X -> Y`). CARD-6: unplayable if the cost cannot be met. */
  | { kind: 'pay'; cost: Cost; then: Effect }
  /** Different effect by Day and by Night (dungeons/tombs count as Night). */
  | { kind: 'by-time'; day: Effect; night: Effect }
  /** A rule change lasting until the end of the turn unless stated otherwise (EFFECT-1). */
  | { kind: 'modifier'; modifier: Modifier; duration: ModifierDuration }
  /** An effect on one enemy in the current combat (non-Attack effect: resistances/arcane immunity apply). */
  | { kind: 'enemy'; target: 'one' | 'all'; effect: EnemyEffect }
  /** An effect restricted to a situation, e.g. healing never in combat. */
  | { kind: 'when'; timing: EffectTiming; effect: Effect }
  /** A card- or skill-specific behaviour implemented by a named hook (effects/custom-hooks.ts). */
  | { kind: 'custom'; hook: string; params?: Record<string, number | string | boolean> };

export type ModifierDuration = 'turn' | 'combat' | 'round';

export type Cost =
  | { kind: 'mana'; color: ManaColor | 'any-basic' | 'any'; count: number }
  /** Discard cards from hand; wounds only if `wounds` allows it (CARD-6a). */
  | { kind: 'discard'; count: number; wounds?: 'no' | 'allowed' | 'only' }
  | { kind: 'throw-away'; count: number; cardType?: 'action' | 'any'; wounds?: 'no' | 'allowed' | 'only' }
  | { kind: 'take-wound'; count: number }
  | { kind: 'reputation'; amount: number }
  | { kind: 'spend-crystal'; color: BasicColor | 'any-basic'; count: number };

export type EnemyEffect =
  | { kind: 'armor'; amount: number; min: number }
  | { kind: 'attack'; amount: number; min: number }
  | { kind: 'does-not-attack' }
  | { kind: 'lose-fortification' }
  | { kind: 'lose-resistances'; which?: Resistance[] }
  | { kind: 'destroy-if-blocked' }
  | { kind: 'defeat'; maxArmor?: number };

export type Modifier =
  /** Terrain cost change: `delta` added, or cost `set` to a value; never below `min` (MOVE-7a). */
  | { kind: 'terrain-cost'; terrain: Terrain | 'all'; delta?: number; set?: number; min?: number }
  /** Allow entering normally impassable terrain at a cost (MOVE-7b). */
  | { kind: 'allow-terrain'; terrain: Terrain; cost: number }
  /** Sideways plays count `value` instead of 1. */
  | { kind: 'sideways-value'; value: number; forTypes?: 'all' | 'wound-allowed' }
  /** May use `count` more dice from the Source this turn. */
  | { kind: 'extra-source-dice'; count: number }
  | { kind: 'custom'; hook: string; params?: Record<string, number | string | boolean> };

// ---------------------------------------------------------------------------------------------
// Builders: card data reads like the printed card (`basic: move(2), strong: move(4)`).

export const nothing = (): Effect => ({ kind: 'nothing' });
export const move = (amount: number): Effect => ({ kind: 'move', amount });
export const influence = (amount: number): Effect => ({ kind: 'influence', amount });
export const attack = (amount: number, element: Element = 'physical'): Effect => ({
  kind: 'attack',
  amount,
  style: 'melee',
  element,
});
export const rangedAttack = (amount: number, element: Element = 'physical'): Effect => ({
  kind: 'attack',
  amount,
  style: 'ranged',
  element,
});
export const siegeAttack = (amount: number, element: Element = 'physical'): Effect => ({
  kind: 'attack',
  amount,
  style: 'siege',
  element,
});
export const block = (amount: number, element: Element = 'physical'): Effect => ({
  kind: 'block',
  amount,
  element,
});
export const heal = (amount: number): Effect => ({
  kind: 'when',
  timing: 'not-in-combat',
  effect: { kind: 'heal', amount },
});
export const draw = (amount: number): Effect => ({ kind: 'draw', amount });
export const gainMana = (color: ManaColor | 'any-basic' | 'any', count = 1): Effect => ({
  kind: 'gain-mana',
  color,
  count,
});
export const gainCrystal = (color: BasicColor | 'any-basic', count = 1): Effect => ({
  kind: 'gain-crystal',
  color,
  count,
});
export const fame = (amount: number): Effect => ({ kind: 'fame', amount });
export const reputation = (amount: number, atEndOfTurn = false): Effect =>
  atEndOfTurn ? { kind: 'reputation', amount, atEndOfTurn } : { kind: 'reputation', amount };
export const takeWound = (count = 1, to: 'hand' | 'discard' = 'hand'): Effect => ({
  kind: 'take-wound',
  count,
  to,
});
export const readyUnit = (maxLevel: number): Effect => ({ kind: 'ready-unit', maxLevel });
export const choice = (...options: Effect[]): Effect => ({ kind: 'choice', options });
export const all = (...effects: Effect[]): Effect => ({ kind: 'all', effects });
export const pay = (cost: Cost, then: Effect): Effect => ({ kind: 'pay', cost, then });
export const byTime = (day: Effect, night: Effect): Effect => ({ kind: 'by-time', day, night });
export const modifier = (m: Modifier, duration: ModifierDuration = 'turn'): Effect => ({
  kind: 'modifier',
  modifier: m,
  duration,
});
export const enemy = (effect: EnemyEffect, target: 'one' | 'all' = 'one'): Effect => ({
  kind: 'enemy',
  target,
  effect,
});
export const when = (timing: EffectTiming, effect: Effect): Effect => ({
  kind: 'when',
  timing,
  effect,
});
export const custom = (
  hook: string,
  params?: Record<string, number | string | boolean>,
): Effect => (params ? { kind: 'custom', hook, params } : { kind: 'custom', hook });

export const manaCost = (color: ManaColor | 'any-basic' | 'any', count = 1): Cost => ({
  kind: 'mana',
  color,
  count,
});
export const discardCost = (count = 1, wounds: 'no' | 'allowed' | 'only' = 'no'): Cost => ({
  kind: 'discard',
  count,
  wounds,
});

/** Walk an effect tree (for registry checks and for the UI's icon rendering). */
export function walkEffect(e: Effect, visit: (e: Effect) => void): void {
  visit(e);
  switch (e.kind) {
    case 'choice':
      e.options.forEach((o) => walkEffect(o, visit));
      break;
    case 'all':
      e.effects.forEach((o) => walkEffect(o, visit));
      break;
    case 'pay':
      walkEffect(e.then, visit);
      break;
    case 'by-time':
      walkEffect(e.day, visit);
      walkEffect(e.night, visit);
      break;
    case 'when':
      walkEffect(e.effect, visit);
      break;
    default:
      break;
  }
}
