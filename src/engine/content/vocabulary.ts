// The effect vocabulary (DESIGN.md "Content as data"). Cards, units, skills, tactics and artifacts
// describe what they do with these plain-data values; the interpreter in effects/ executes them.
// A card that fits no family uses `custom(hook)`; every hook name is registered in
// effects/custom-hooks.ts and has its own test. It lives in content/, below the state and the
// interpreter, because content is written in it (issue 14 floor plan).

import type {
  AttackStyle,
  BasicColor,
  Element,
  ManaColor,
  Resistance,
  Terrain,
} from '../core/types';

/** The parameters of a `custom` effect or modifier, handed to its hook (effects/hook-types.ts). */
export type HookParams = Record<string, number | string | boolean>;

/** Where an effect may be used (CARD-3, HEAL-3d, TURN-OPT-5c). Absent = wherever it makes sense. */
export type EffectTiming =
  | 'not-in-combat'
  | 'combat-only'
  | 'interaction-only'
  /** Only in the Block phase of a combat (attack reductions, Taunt). */
  | 'block-phase'
  /** Only in the Attack phase of a combat (Tornado, Disintegrate). */
  | 'attack-phase'
  /** Only at the start of a combat, before the Ranged and Siege phase (Into the Heat). */
  | 'combat-start';

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
  | { kind: 'custom'; hook: string; params?: Record<string, number | string | boolean> }
  /**
   * `effect` (a move/influence/attack/block/heal/draw effect) gets `amount` more per `per` counted
   * when it is resolved, at most `max` extra in total (e.g. In Need, Counterattack, Flame Wave).
   */
  | { kind: 'bonus-per'; effect: Effect; per: Counter; amount: number; max?: number }
  /**
   * Branch on the colour of what the nearest enclosing `pay` consumed: the mana paid, or the card
   * discarded / thrown away (a dual-coloured card counts as the one of its colours the player
   * names; gold mana by Day as the basic colour it is used as). `colorless`: an Artifact, or black
   * mana; absent = nothing. (Crystallize, Pure Magic, Ritual Attack, Training, Decompose …)
   */
  | {
      kind: 'by-paid-color';
      red: Effect;
      blue: Effect;
      green: Effect;
      white: Effect;
      colorless?: Effect;
    }
  /** `then` if the condition holds when resolved, else `else` (absent = nothing). */
  | { kind: 'if'; condition: Condition; then: Effect; else?: Effect }
  /**
   * For the rest of this turn, each time `event` happens get `effect` (at most `max` times; an
   * `optional` the player declines does not use one up).
   * Enemy effects inside target an enemy of the player's choice unless the event names one.
   */
  | { kind: 'for-each'; event: TriggerEvent; effect: Effect; max?: number }
  /**
   * `block` is played as a block; if the enemy attack it is assigned to is successfully blocked,
   * `then` follows; enemy effects in `then` apply to that blocked enemy.
   */
  | { kind: 'on-successful-block'; block: Effect; then: Effect }
  /**
   * Move the figure up to `maxSpaces` revealed spaces (0 allowed), ignoring terrain costs, paying
   * `movePerSpace` Move points per space if given; never onto or through `avoid` terrain; it must
   * end on a safe space, and this movement provokes no rampaging enemies.
   */
  | { kind: 'relocate'; maxSpaces: number; movePerSpace?: number; avoid?: Terrain[] }
  /** Hand limit +amount at the next draw (end of this turn); only if the turn ends on `ifEndOn`. */
  | { kind: 'hand-limit'; amount: number; ifEndOn?: Terrain }
  /**
   * Take a card (or a Unit, or a Skill token) from an offer; `color` restricts which. A unit taken
   * this way is recruited for free (disband one first at the Command limit, UNIT-4a); a skill is
   * kept as if gained by levelling up. GAIN-3a/3b for replenishing.
   */
  | {
      kind: 'take-from-offer';
      offer: OfferKind;
      color?: BasicColor;
      to: 'hand' | 'discard' | 'units' | 'skills';
    }
  /**
   * Use a card / Unit / Skill from an offer without taking it (it stays there). `use` = which
   * effect ('either' = basic, or strong where allowed; 'ability' = one ability of a Unit or the
   * Skill's effect); `payMana` false = its mana cost is not paid; `ignoreTime` = a spell's strong
   * effect may be used by Day too. COMPOSITE-1: counts as one played effect of the using card.
   */
  | {
      kind: 'use-from-offer';
      offer: OfferKind;
      color?: BasicColor;
      use: 'basic' | 'strong' | 'either' | 'ability';
      payMana: boolean;
      ignoreTime?: boolean;
    }
  /** Fully heal (remove the Wound from) `count` of your wounded Units, whatever their level. */
  | { kind: 'heal-unit'; count: number | 'all' };

/** Something counted by `bonus-per`. */
export type Counter =
  /** Wound cards in your hand plus wounded Units (each wounded Unit counts once). */
  | 'wound-in-hand-or-on-units'
  /** Enemies you have successfully blocked (all their attacks) so far this turn. */
  | 'enemy-blocked-this-turn'
  /** Enemies in the current combat that are not defeated. */
  | 'enemy-in-combat'
  /** Your Units that are ready and not wounded. */
  | 'ready-unwounded-unit'
  /** Different basic colours among the crystals in your Inventory. */
  | 'crystal-color-owned'
  /** Complete sets of one crystal of each basic colour in your Inventory. */
  | 'crystal-set'
  /**
   * The blocked enemy's special abilities + its attack elements (non-physical) + its resistances;
   * counted on the enemy actually blocked; 0 for an enemy with Arcane Immunity.
   */
  | 'blocked-enemy-trait'
  /** Cards paid by the enclosing `pay`'s `discard-up-to` cost. */
  | 'card-paid';

/** Conditions for `if`. */
export type Condition =
  /** Strictly less Fame than every other (non-dummy) player; false without another player. */
  | { kind: 'lowest-fame' }
  /** The hero stands on a space of this terrain. */
  | { kind: 'on-terrain'; terrain: Terrain }
  /** The hero is at a fortified site (keep, mage tower, city; or an enemy-held fortified site). */
  | { kind: 'at-fortified-site' }
  /** The hero is on a Magical Glade. */
  | { kind: 'at-magical-glade' }
  /** The activated Unit's recruitment mana token has this colour (Magic Familiars). */
  | { kind: 'unit-mana-token'; color: BasicColor };

/** Events for `for-each`. */
export type TriggerEvent =
  /** You recruit a Unit. */
  | { on: 'unit-recruited' }
  /**
   * An enemy is defeated: 'this' = by the attack this card/skill contributed to; 'phase' = in the
   * current combat phase; 'turn' = any enemy you defeat this turn. Summoned enemies never count.
   */
  | { on: 'enemy-defeated'; by: 'this' | 'phase' | 'turn' }
  /** You take a Wound card into your hand. */
  | { on: 'wound-to-hand' }
  /** You heal a Wound from your hand. */
  | { on: 'wound-healed-from-hand' }
  /** One of your Units is healed. */
  | { on: 'unit-healed' }
  /** You cast a Spell of this colour. */
  | { on: 'spell-cast'; color: BasicColor }
  /** Your figure moves into a space. */
  | { on: 'enter-space' }
  /** One of your Units attacks or blocks for the first time this turn (each Unit counts once). */
  | { on: 'unit-attacks-or-blocks' };

export type OfferKind = 'advanced-action' | 'spell' | 'unit' | 'skill';

export type ModifierDuration = 'turn' | 'combat' | 'round';

export type Cost =
  | { kind: 'mana'; color: ManaColor | 'any-basic' | 'any'; count: number }
  /** Discard cards from hand; wounds only if `wounds` allows it (CARD-6a). */
  | { kind: 'discard'; count: number; wounds?: 'no' | 'allowed' | 'only' }
  | {
      kind: 'throw-away';
      count: number;
      cardType?: 'action' | 'any';
      wounds?: 'no' | 'allowed' | 'only';
    }
  | { kind: 'take-wound'; count: number }
  | { kind: 'reputation'; amount: number }
  | { kind: 'spend-crystal'; color: BasicColor | 'any-basic'; count: number }
  /**
   * Discard any number of cards from hand (0 allowed), at most `max`; `maxWounds` caps the Wounds
   * among them when `wounds` is 'allowed'. Counted by `bonus-per` 'card-paid'.
   */
  | { kind: 'discard-up-to'; max?: number; wounds: 'no' | 'allowed' | 'only'; maxWounds?: number };

export type EnemyEffect =
  | { kind: 'armor'; amount: number; min: number }
  | { kind: 'attack'; amount: number; min: number }
  | { kind: 'does-not-attack' }
  | { kind: 'lose-fortification' }
  | { kind: 'lose-resistances'; which?: Resistance[] }
  | { kind: 'destroy-if-blocked' }
  | { kind: 'defeat'; maxArmor?: number }
  /** Several effects on the same enemy. */
  | { kind: 'combined'; effects: EnemyEffect[] }
  /** `effect` has no effect on an enemy with any of these traits. */
  | { kind: 'unless'; traits: EnemyTrait[]; effect: EnemyEffect }
  /** An enemy effect implemented by a named hook (listed like effect hooks). */
  | { kind: 'custom'; hook: string; params?: Record<string, number | string | boolean> };

/**
 * 'fortified' = by its own ability or by defending a fortified site. (Resistances and Arcane
 * Immunity are applied by the general rules too: ABIL-RES-FIRE/ICE for red/blue non-attack
 * effects, ABIL-ARCANE for every non-attack effect not directly about the enemy's attacks.)
 */
export type EnemyTrait =
  'fortified' | 'fire-resistant' | 'ice-resistant' | 'physical-resistant' | 'arcane-immune';

export type Modifier =
  /** Terrain cost change: `delta` added, or cost `set` to a value; never below `min` (MOVE-7a). */
  | { kind: 'terrain-cost'; terrain: Terrain | 'all'; delta?: number; set?: number; min?: number }
  /** Allow entering normally impassable terrain at a cost (MOVE-7b). */
  | { kind: 'allow-terrain'; terrain: Terrain; cost: number }
  /** Sideways plays count `value` instead of 1. */
  | { kind: 'sideways-value'; value: number; forTypes?: 'all' | 'wound-allowed' }
  /** May use `count` more dice from the Source this turn. */
  | { kind: 'extra-source-dice'; count: number }
  | { kind: 'custom'; hook: string; params?: Record<string, number | string | boolean> }
  /** Spaces of this terrain count as safe spaces for ending a move (MOVE rules on safe spaces). */
  | { kind: 'safe-terrain'; terrain: Terrain }
  /** Exploring a new tile costs `delta` more Move (negative = less; never below 0). */
  | { kind: 'explore-cost'; delta: number }
  /** Your Units ('all', or 'one' chosen when played) gain these resistances. */
  | { kind: 'unit-resistances'; resistances: Resistance[]; units: 'all' | 'one' }
  /**
   * +amount to the `stat` value of the next ('next') or of every ('each') later effect from
   * `from` (cards incl. sideways plays / unit abilities / both). 'attack' includes ranged and
   * siege attacks. UNIT-7: a unit ability is boosted only if it has that value.
   */
  | {
      kind: 'value-bonus';
      stat: 'move' | 'influence' | 'attack' | 'block';
      amount: number;
      count: 'next' | 'each';
      from: 'cards' | 'units' | 'any';
    };

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
export const custom = (hook: string, params?: Record<string, number | string | boolean>): Effect =>
  params ? { kind: 'custom', hook, params } : { kind: 'custom', hook };

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

/** May: choose to do `e` or nothing. */
export const optional = (e: Effect): Effect => choice(nothing(), e);
export const bonusPer = (effect: Effect, per: Counter, amount: number, max?: number): Effect =>
  max === undefined
    ? { kind: 'bonus-per', effect, per, amount }
    : { kind: 'bonus-per', effect, per, amount, max };
export const byPaidColor = (
  branches: Record<BasicColor, Effect> & { colorless?: Effect },
): Effect => ({ kind: 'by-paid-color', ...branches });
/** `by-paid-color` built from one function of the colour (`colorless` → nothing unless given). */
export const perPaidColor = (f: (c: BasicColor) => Effect, colorless?: Effect): Effect =>
  byPaidColor({
    red: f('red'),
    blue: f('blue'),
    green: f('green'),
    white: f('white'),
    ...(colorless ? { colorless } : {}),
  });
export const ifThen = (condition: Condition, then: Effect, otherwise?: Effect): Effect =>
  otherwise ? { kind: 'if', condition, then, else: otherwise } : { kind: 'if', condition, then };
export const forEach = (event: TriggerEvent, effect: Effect, max?: number): Effect =>
  max === undefined
    ? { kind: 'for-each', event, effect }
    : { kind: 'for-each', event, effect, max };
export const onSuccessfulBlock = (blockEffect: Effect, then: Effect): Effect => ({
  kind: 'on-successful-block',
  block: blockEffect,
  then,
});
export const relocate = (
  maxSpaces: number,
  opts: { movePerSpace?: number; avoid?: Terrain[] } = {},
): Effect => ({ kind: 'relocate', maxSpaces, ...opts });
export const handLimit = (amount: number, ifEndOn?: Terrain): Effect =>
  ifEndOn ? { kind: 'hand-limit', amount, ifEndOn } : { kind: 'hand-limit', amount };
export const takeFromOffer = (
  offer: OfferKind,
  to: 'hand' | 'discard' | 'units' | 'skills',
  color?: BasicColor,
): Effect =>
  color ? { kind: 'take-from-offer', offer, to, color } : { kind: 'take-from-offer', offer, to };
export const playFromOffer = (
  offer: OfferKind,
  use: 'basic' | 'strong' | 'either' | 'ability',
  opts: { color?: BasicColor; payMana: boolean; ignoreTime?: boolean },
): Effect => ({ kind: 'use-from-offer', offer, use, ...opts });
/** Unit healing is healing: never in combat (HEAL rules). */
export const healUnit = (count: number | 'all'): Effect => ({
  kind: 'when',
  timing: 'not-in-combat',
  effect: { kind: 'heal-unit', count },
});
export const customModifier = (
  hook: string,
  params?: Record<string, number | string | boolean>,
): Modifier => (params ? { kind: 'custom', hook, params } : { kind: 'custom', hook });
export const customEnemy = (
  hook: string,
  params?: Record<string, number | string | boolean>,
): EnemyEffect => (params ? { kind: 'custom', hook, params } : { kind: 'custom', hook });

export const throwAwayCost = (
  count = 1,
  cardType: 'action' | 'any' = 'any',
  wounds: 'no' | 'allowed' | 'only' = 'no',
): Cost => ({ kind: 'throw-away', count, cardType, wounds });
export const takeWoundCost = (count = 1): Cost => ({ kind: 'take-wound', count });
export const discardUpTo = (
  opts: { max?: number; wounds?: 'no' | 'allowed' | 'only'; maxWounds?: number } = {},
): Cost => ({ kind: 'discard-up-to', wounds: 'no', ...opts });

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
    case 'bonus-per':
      walkEffect(e.effect, visit);
      break;
    case 'by-paid-color':
      walkEffect(e.red, visit);
      walkEffect(e.blue, visit);
      walkEffect(e.green, visit);
      walkEffect(e.white, visit);
      if (e.colorless) walkEffect(e.colorless, visit);
      break;
    case 'if':
      walkEffect(e.then, visit);
      if (e.else) walkEffect(e.else, visit);
      break;
    case 'for-each':
      walkEffect(e.effect, visit);
      break;
    case 'on-successful-block':
      walkEffect(e.block, visit);
      walkEffect(e.then, visit);
      break;
    default:
      break;
  }
}

function enemyHooks(e: EnemyEffect, out: Set<string>): void {
  if (e.kind === 'custom') out.add(e.hook);
  else if (e.kind === 'combined') e.effects.forEach((x) => enemyHooks(x, out));
  else if (e.kind === 'unless') enemyHooks(e.effect, out);
}

/** Every custom hook name (effect, modifier and enemy-effect hooks) used in an effect tree. */
export function customHookNames(e: Effect): string[] {
  const out = new Set<string>();
  walkEffect(e, (x) => {
    if (x.kind === 'custom') out.add(x.hook);
    else if (x.kind === 'modifier' && x.modifier.kind === 'custom') out.add(x.modifier.hook);
    else if (x.kind === 'enemy') enemyHooks(x.effect, out);
  });
  return [...out];
}
