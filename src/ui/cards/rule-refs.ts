// Which rules of the digest (../shared/rules/RULES.md) a card touches, derived from its data: its
// type (how it is played), the effect kinds it uses and the named hooks that have a rule of their
// own. A small table, effect kind → rule IDs; the card detail lists the result.
import type { CardDef, Cost, Effect, EnemyEffect, Modifier } from '../../engine';

/** How each card type is played (§4.1). */
const BY_TYPE: Record<CardDef['type'], string[]> = {
  'basic-action': ['CARD-3a', 'CARD-3e'],
  'advanced-action': ['CARD-3a', 'CARD-3e'],
  spell: ['CARD-3b', 'MANA-2b', 'CARD-3e'],
  artifact: ['CARD-3c', 'DISCARD-2b', 'CARD-3e'],
  wound: ['CARD-3d', 'WOUND-1a'],
};

/** Effect kind → rules. Attacks and blocks add their style and element below. */
export const EFFECT_RULES: Partial<Record<Effect['kind'], string[]>> = {
  move: ['MOVE-2b'],
  influence: ['INTERACT-2c'],
  heal: ['HEAL-3', 'HEAL-3d'],
  'gain-mana': ['GAIN-1'],
  'gain-crystal': ['GAIN-2'],
  'take-wound': ['WOUND-1'],
  'ready-unit': ['UNIT-6'],
  reputation: ['INTERACT-2a'],
  fame: ['END-6'],
  pay: ['CARD-6'],
  'by-time': ['ROUND-1'],
  modifier: ['EFFECT-1'],
  enemy: ['COMBAT-5', 'COMBAT-5a', 'COMBAT-5b', 'ABIL-ARCANE'],
  relocate: ['MOVE-7c', 'MOVE-7c.1'],
  'hand-limit': ['END-7b'],
  'take-from-offer': ['GAIN-3', 'GAIN-3a'],
  'use-from-offer': ['COMPOSITE-1', 'COMPOSITE-1b'],
  'heal-unit': ['HEAL-3c.2'],
  'on-successful-block': ['COMBAT-BLOCK-8a', 'PVP-SPECIAL-2e'],
  'for-each': ['EFFECT-1'],
};

const ATTACK_STYLE_RULES = {
  melee: ['COMBAT-ATTACK-1'],
  ranged: ['COMBAT-RANGED-3'],
  siege: ['COMBAT-RANGED-3', 'COMBAT-RANGED-3b'],
} as const;

const TIMING_RULES: Record<string, string[]> = {
  'not-in-combat': ['COMBAT-6'],
  'combat-only': ['COMBAT-4'],
  'block-phase': ['COMBAT-BLOCK-4'],
  'attack-phase': ['COMBAT-ATTACK-1c'],
  'combat-start': ['COMBAT-4'],
};

const COST_RULES: Record<Cost['kind'], string[]> = {
  mana: ['CARD-6'],
  discard: ['CARD-6a', 'DISCARD-1'],
  'discard-up-to': ['CARD-6a', 'DISCARD-1'],
  'throw-away': ['DISCARD-2'],
  'take-wound': ['WOUND-1'],
  reputation: ['INTERACT-2a'],
  'spend-crystal': ['MANA-1c'],
};

const MODIFIER_RULES: Partial<Record<Modifier['kind'], string[]>> = {
  'terrain-cost': ['MOVE-7a'],
  'allow-terrain': ['MOVE-7b'],
  'sideways-value': ['CARD-3e'],
  'extra-source-dice': ['MANA-3'],
};

/** Named hooks that carry a rule of their own. */
export const HOOK_RULES: Record<string, string[]> = {
  'boost-action': ['COMPOSITE-1', 'COMPOSITE-1b'],
  'maximal-effect': ['COMPOSITE-1', 'COMPOSITE-1a'],
  'time-bending': ['COMPOSITE-1c'],
  'mysterious-box': ['COMPOSITE-1'],
  'underground-attack': ['COMBAT-1a', 'COOP-2c.1'],
  'banner-of-glory': ['UNIT-8'],
  'banner-of-fear': ['UNIT-8'],
  'banner-of-protection': ['UNIT-8'],
  'banner-of-courage': ['UNIT-8'],
  'banner-of-fortitude': ['UNIT-8'],
  'banner-as-command-token': ['UNIT-3'],
  'wings-of-night': ['COMBAT-BLOCK-1', 'PVP-SPECIAL-5'],
  'enemies-do-not-attack': ['COMBAT-BLOCK-1', 'PVP-SPECIAL-5'],
  'split-block': ['COMBAT-BLOCK-9'],
  'ignore-site-fortifications': ['COMBAT-RANGED-3b'],
  'move-to-attack': ['COMBAT-ATTACK-1'],
  'influence-as-block': ['COMBAT-BLOCK-4'],
  'wound-sideways': ['CARD-3d', 'CARD-3e'],
  'sideways-boost': ['CARD-3e'],
  'no-damage-to-units': ['COMBAT-DMG-3'],
};

function enemyHooks(e: EnemyEffect, out: string[]): void {
  if (e.kind === 'custom') out.push(e.hook);
  else if (e.kind === 'combined') for (const x of e.effects) enemyHooks(x, out);
  else if (e.kind === 'unless') enemyHooks(e.effect, out);
}

/** Rules an effect touches, in first-seen order, without duplicates. */
export function effectRules(e: Effect, out: string[] = []): string[] {
  const add = (ids: readonly string[] | undefined) => {
    for (const id of ids ?? []) if (!out.includes(id)) out.push(id);
  };
  const walk = (x: Effect | undefined): void => {
    if (!x) return;
    add(EFFECT_RULES[x.kind]);
    switch (x.kind) {
      case 'attack':
        add(ATTACK_STYLE_RULES[x.style]);
        if (x.element === 'cold-fire') add(['COMBAT-RANGED-4a', 'COMBAT-RANGED-4b']);
        else if (x.element !== 'physical') add(['COMBAT-RANGED-4a']);
        return;
      case 'block':
        add(['COMBAT-BLOCK-4']);
        if (x.element !== 'physical') add(['COMBAT-BLOCK-5a']);
        if (x.swiftDouble) add(['COMBAT-BLOCK-6a', 'PVP-RANGED-4c.1']);
        return;
      case 'gain-mana':
        if (x.color === 'gold' || x.color === 'black' || x.color === 'any') add(['MANA-2']);
        return;
      case 'choice':
        x.options.forEach(walk);
        return;
      case 'all':
        x.effects.forEach(walk);
        return;
      case 'pay':
        add(COST_RULES[x.cost.kind]);
        walk(x.then);
        return;
      case 'by-time':
        walk(x.day);
        walk(x.night);
        return;
      case 'when':
        add(TIMING_RULES[x.timing]);
        walk(x.effect);
        return;
      case 'bonus-per':
        walk(x.effect);
        return;
      case 'if':
        walk(x.then);
        walk(x.else);
        return;
      case 'by-paid-color':
        walk(x.red);
        walk(x.blue);
        walk(x.green);
        walk(x.white);
        walk(x.colorless);
        return;
      case 'for-each':
        walk(x.effect);
        return;
      case 'on-successful-block':
        walk(x.block);
        walk(x.then);
        return;
      case 'modifier':
        add(MODIFIER_RULES[x.modifier.kind]);
        if (x.modifier.kind === 'custom') add(HOOK_RULES[x.modifier.hook]);
        return;
      case 'enemy': {
        const hooks: string[] = [];
        enemyHooks(x.effect, hooks);
        for (const h of hooks) add(HOOK_RULES[h]);
        return;
      }
      case 'take-from-offer':
        if (x.offer === 'unit') add(['GAIN-3b']);
        return;
      case 'custom':
        add(HOOK_RULES[x.hook]);
        return;
      default:
        return;
    }
  };
  walk(e);
  return out;
}

/** Every rule a card touches: how its type is played, then what its effects use. */
export function cardRules(def: CardDef): string[] {
  const out = [...BY_TYPE[def.type]];
  if (def.banner) out.push('UNIT-8');
  if (def.usesAction) out.push('TURN-REG-6d');
  if (def.interactive) out.push('VAR-NICE-1');
  if (def.type === 'wound') return out;
  if (def.type !== 'artifact' && def.colors.length > 0) out.push('MANA-1');
  effectRules(def.basic, out);
  effectRules(def.strong, out);
  return out;
}
