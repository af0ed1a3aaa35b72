// Describes an effect (src/engine/effects/vocabulary.ts) in our own words through the i18n
// dictionaries: `move(2)` → "Move 2" / "Bewegung 2". Card texts are never copied; the data is the
// description.
import type {
  Condition,
  Cost,
  Effect,
  Element,
  EnemyEffect,
  Modifier,
  TriggerEvent,
} from '../../engine';
import { isKey, type Key, type Translator } from '../../i18n';

function colorName(color: string, t: Translator): string {
  switch (color) {
    case 'red':
    case 'blue':
    case 'green':
    case 'white':
    case 'gold':
    case 'black':
    case 'any-basic':
    case 'any':
      return t(`mana.${color}`);
    default:
      return color;
  }
}

function withElement(what: string, element: Element, t: Translator): string {
  return element === 'physical'
    ? what
    : t('fx.withElement', { what, element: t(`element.${element}`) });
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0';
}

export function describeEffect(e: Effect, t: Translator): string {
  switch (e.kind) {
    case 'nothing':
      return t('fx.nothing');
    case 'move':
      return t('fx.move', { n: e.amount });
    case 'influence':
      return t('fx.influence', { n: e.amount });
    case 'attack':
      return withElement(t(`fx.attack.${e.style}`, { n: e.amount }), e.element, t);
    case 'block': {
      const b = withElement(t('fx.block', { n: e.amount }), e.element, t);
      return e.swiftDouble ? t('fx.swiftDouble', { what: b }) : b;
    }
    case 'heal':
      return t('fx.heal', { n: e.amount });
    case 'draw':
      return t.plural('fx.draw', e.amount);
    case 'gain-mana':
      return e.count > 1
        ? t('fx.gainManaN', { n: e.count, color: colorName(e.color, t) })
        : t('fx.gainMana', { color: colorName(e.color, t) });
    case 'gain-crystal':
      return e.count > 1
        ? t('fx.gainCrystalN', { n: e.count, color: colorName(e.color, t) })
        : t('fx.gainCrystal', { color: colorName(e.color, t) });
    case 'fame':
      return t('fx.fame', { n: e.amount });
    case 'reputation': {
      const r = t('fx.reputation', { n: signed(e.amount) });
      return e.atEndOfTurn ? t('fx.atEndOfTurn', { what: r }) : r;
    }
    case 'take-wound': {
      const w = t.plural('fx.takeWound', e.count);
      return e.to === 'discard' ? t('fx.woundToDiscard', { what: w }) : w;
    }
    case 'ready-unit':
      return t(e.heal ? 'fx.readyHealUnit' : 'fx.readyUnit', { n: e.maxLevel });
    case 'choice': {
      // "Mana token: blue, white or red" rather than three times "Mana token: …"
      const colors = e.options.map((o) =>
        o.kind === 'gain-mana' && o.count === 1 ? colorName(o.color, t) : null,
      );
      if (colors.length > 1 && colors.every((c) => c !== null))
        return t('fx.manaOneOf', { colors: joinOr(colors, t) });
      return e.options.map((o) => describeNested(o, t)).join(t('fx.choiceSep'));
    }
    case 'all':
      return e.effects.map((o) => describeNested(o, t)).join(t('fx.allSep'));
    case 'pay':
      return t('fx.pay', { cost: describeCost(e.cost, t), then: describeEffect(e.then, t) });
    case 'by-time':
      return t('fx.byTime', { day: describeEffect(e.day, t), night: describeEffect(e.night, t) });
    case 'modifier': {
      const m = describeModifier(e.modifier, t);
      if (e.duration === 'combat') return t('fx.untilCombatEnd', { what: m });
      if (e.duration === 'round') return t('fx.untilRoundEnd', { what: m });
      return m;
    }
    case 'enemy': {
      const what = describeEnemyEffect(e.effect, t);
      return t(e.target === 'all' ? 'fx.enemyAll' : 'fx.enemyOne', { what });
    }
    case 'when': {
      const what = describeEffect(e.effect, t);
      switch (e.timing) {
        case 'not-in-combat':
          return t('fx.notInCombat', { what });
        case 'combat-only':
          return t('fx.combatOnly', { what });
        case 'interaction-only':
          return t('fx.interactionOnly', { what });
        case 'block-phase':
          return t('fx.blockPhase', { what });
        case 'attack-phase':
          return t('fx.attackPhase', { what });
        case 'combat-start':
          return t('fx.combatStart', { what });
        default:
          return what;
      }
    }
    case 'bonus-per': {
      const params = {
        what: describeEffect(e.effect, t),
        n: e.amount,
        per: t(`counter.${e.per}`),
      };
      return e.max !== undefined
        ? t('fx.bonusPerMax', { ...params, max: e.max })
        : t('fx.bonusPer', params);
    }
    case 'by-paid-color': {
      if (crystalOfPaidColor(e)) return t('fx.crystalOfPaidColor');
      const cases = (['red', 'blue', 'green', 'white'] as const).map((c) =>
        t('fx.colorCase', { color: t(`mana.${c}`), what: describeEffect(e[c], t) }),
      );
      if (e.colorless)
        cases.push(
          t('fx.colorCase', { color: t('fx.colorless'), what: describeEffect(e.colorless, t) }),
        );
      return t('fx.byPaidColor', { list: cases.join(' · ') });
    }
    case 'if': {
      const cond = describeCondition(e.condition, t);
      const then = describeEffect(e.then, t);
      return e.else
        ? t('fx.ifElse', { cond, then, else: describeEffect(e.else, t) })
        : t('fx.if', { cond, then });
    }
    case 'for-each': {
      const params = { event: describeTrigger(e.event, t), what: describeEffect(e.effect, t) };
      return e.max !== undefined
        ? t('fx.forEachMax', { ...params, max: e.max })
        : t('fx.forEach', params);
    }
    case 'on-successful-block':
      return t('fx.onBlock', {
        block: describeEffect(e.block, t),
        then: describeEffect(e.then, t),
      });
    case 'relocate':
      return e.movePerSpace
        ? t('fx.relocatePaid', { n: e.maxSpaces, m: e.movePerSpace })
        : t('fx.relocate', { n: e.maxSpaces });
    case 'hand-limit':
      return e.ifEndOn
        ? t('fx.handLimitOn', { n: e.amount, terrain: t(`terrain.${e.ifEndOn}`) })
        : t('fx.handLimit', { n: e.amount });
    case 'take-from-offer':
    case 'use-from-offer': {
      let what = t(`offer.${e.offer}`);
      if (e.color) what = t('fx.offerColor', { what, color: t(`mana.${e.color}`) });
      return t(e.kind === 'take-from-offer' ? 'fx.takeFromOffer' : 'fx.useFromOffer', { what });
    }
    case 'heal-unit':
      return e.count === 'all' ? t('fx.healAllUnits') : t.plural('fx.healUnit', e.count);
    case 'custom':
      return hookText('hook', e.hook, e.params, t) ?? t('fx.custom');
    default:
      // A vocabulary entry newer than this describer.
      return t('fx.custom');
  }
}

/** "a, b or c" */
function joinOr(items: string[], t: Translator, word: (x: string) => string = (x) => x): string {
  const w = items.map(word);
  if (w.length <= 1) return w.join('');
  return `${w.slice(0, -1).join(', ')} ${t('common.or')} ${w[w.length - 1] ?? ''}`;
}

/** Every paid colour gives a crystal of that colour (Crystallize). */
function crystalOfPaidColor(e: Extract<Effect, { kind: 'by-paid-color' }>): boolean {
  return (['red', 'blue', 'green', 'white'] as const).every((c) => {
    const b = e[c];
    return b.kind === 'gain-crystal' && b.color === c && b.count === 1;
  });
}

function describeCondition(c: Condition, t: Translator): string {
  switch (c.kind) {
    case 'on-terrain':
      return t('cond.on-terrain', { terrain: t(`terrain.${c.terrain}`) });
    case 'unit-mana-token':
      return t('cond.unit-mana-token', { color: t(`mana.${c.color}`) });
    case 'lowest-fame':
    case 'at-fortified-site':
    case 'at-magical-glade':
      return t(`cond.${c.kind}`);
    default:
      return t('fx.custom');
  }
}

function describeTrigger(e: TriggerEvent, t: Translator): string {
  if (e.on === 'spell-cast') return t('trigger.spell-cast', { color: t(`mana.${e.color}`) });
  return t(`trigger.${e.on}`);
}

/** Nested choices/lists get brackets so "A or (B, C)" stays unambiguous. */
function describeNested(e: Effect, t: Translator): string {
  const s = describeEffect(e, t);
  return e.kind === 'choice' || e.kind === 'all' ? `(${s})` : s;
}

export function describeCost(c: Cost, t: Translator): string {
  switch (c.kind) {
    case 'mana':
      return t('cost.mana', { n: c.count, color: colorName(c.color, t) });
    case 'discard':
    case 'throw-away': {
      const base = t.plural(c.kind === 'discard' ? 'cost.discard' : 'cost.throwAway', c.count);
      if (c.wounds === 'only') return t('cost.woundsOnly', { what: base });
      if (c.wounds === 'allowed') return t('cost.woundsAllowed', { what: base });
      return base;
    }
    case 'take-wound':
      return t.plural('cost.takeWound', c.count);
    case 'reputation':
      return t('cost.reputation', { n: c.amount });
    case 'spend-crystal':
      return t('cost.spendCrystal', { n: c.count, color: colorName(c.color, t) });
    case 'discard-up-to': {
      const base =
        c.max !== undefined ? t('cost.discardUpToMax', { n: c.max }) : t('cost.discardUpTo');
      if (c.wounds === 'only') return t('cost.woundsOnly', { what: base });
      if (c.wounds === 'allowed') return t('cost.woundsAllowed', { what: base });
      return base;
    }
    default:
      return t('fx.custom');
  }
}

export function describeModifier(m: Modifier, t: Translator): string {
  switch (m.kind) {
    case 'terrain-cost': {
      const terrain = m.terrain === 'all' ? t('fx.mod.allTerrain') : t(`terrain.${m.terrain}`);
      const base =
        m.set !== undefined
          ? t('fx.mod.terrainSet', { terrain, n: m.set })
          : t('fx.mod.terrainDelta', { terrain, n: signed(m.delta ?? 0) });
      return m.min !== undefined ? t('fx.mod.terrainMin', { what: base, n: m.min }) : base;
    }
    case 'allow-terrain':
      return t('fx.mod.allowTerrain', { terrain: t(`terrain.${m.terrain}`), n: m.cost });
    case 'sideways-value':
      return t('fx.mod.sideways', { n: m.value });
    case 'extra-source-dice':
      return t.plural('fx.mod.extraDice', m.count);
    case 'custom':
      return hookText('mod', m.hook, m.params, t) ?? t('fx.mod.custom');
    case 'safe-terrain':
      return t('fx.mod.safeTerrain', { terrain: t(`terrain.${m.terrain}`) });
    case 'explore-cost':
      return t('fx.mod.exploreCost', { n: signed(m.delta) });
    case 'unit-resistances': {
      const list = m.resistances.map((r) => t(`resist.${r}`)).join(', ');
      return t(m.units === 'all' ? 'fx.mod.unitResist' : 'fx.mod.unitResistOne', { list });
    }
    case 'value-bonus':
      return t(m.count === 'next' ? 'fx.mod.valueNext' : 'fx.mod.valueEach', {
        stat: t(`stat.${m.stat}`),
        n: m.amount,
        from: t(`from.${m.from}`),
      });
    default:
      return t('fx.mod.custom');
  }
}

export function describeEnemyEffect(e: EnemyEffect, t: Translator): string {
  switch (e.kind) {
    case 'armor':
      return t('fx.enemy.armor', { n: signed(e.amount), min: e.min });
    case 'attack':
      return t('fx.enemy.attack', { n: signed(e.amount), min: e.min });
    case 'does-not-attack':
      return t('fx.enemy.doesNotAttack');
    case 'lose-fortification':
      return t('fx.enemy.loseFortification');
    case 'lose-resistances':
      return t('fx.enemy.loseResistances');
    case 'destroy-if-blocked':
      return t('fx.enemy.destroyIfBlocked');
    case 'defeat':
      return e.maxArmor !== undefined
        ? t('fx.enemy.defeatMax', { n: e.maxArmor })
        : t('fx.enemy.defeat');
    case 'combined':
      return e.effects.map((x) => describeEnemyEffect(x, t)).join(t('fx.allSep'));
    case 'unless':
      return t('fx.enemy.unless', {
        what: describeEnemyEffect(e.effect, t),
        traits: e.traits.map((x) => t(`trait.${x}`)).join(t('fx.choiceSep')),
      });
    case 'custom':
      return hookText('enemyfx', e.hook, e.params, t) ?? t('fx.enemy.custom');
    default:
      return t('fx.enemy.custom');
  }
}

type HookParams = Record<string, number | string | boolean> | undefined;

/** A parameter in words: colours, elements and terrains translated, negative numbers with −. */
function paramText(v: number | string | boolean, t: Translator): string {
  if (typeof v === 'number') return v < 0 ? `−${Math.abs(v)}` : String(v);
  if (typeof v === 'boolean') return String(v);
  const one = (x: string): string => {
    for (const prefix of ['mana', 'element', 'terrain'] as const) {
      const k = `${prefix}.${x}`;
      if (isKey(k)) return t(k);
    }
    return x;
  };
  return v.includes(',') ? joinOr(v.split(','), t, one) : one(v);
}

/**
 * The words of a named hook (`custom(hook, params)`): `<group>.<hook>.<variant>` where a variant is
 * a parameter's value or name (`reduce-damage.fire-ice`, `move-to-attack.movePerRanged`), else
 * `<group>.<hook>`; parameters fill the {placeholders}. Null when the dictionaries do not know it.
 */
export function hookText(
  group: 'hook' | 'mod' | 'enemyfx',
  hook: string,
  params: HookParams,
  t: Translator,
): string | null {
  const base = `${group}.${hook}`;
  const entries = Object.entries(params ?? {});
  let key: Key | null = null;
  for (const [name, v] of entries) {
    for (const variant of typeof v === 'number' ? [name] : [String(v), name]) {
      const k = `${base}.${variant}`;
      if (isKey(k)) {
        key = k;
        break;
      }
    }
    if (key) break;
  }
  if (!key && isKey(base)) key = base;
  if (!key) return null;
  const values: Record<string, string | number> = {};
  for (const [name, v] of entries) values[name] = paramText(v, t);
  // Derived words for hooks that carry an attack or block of their own (Forked Lightning, shields).
  const amount = params?.amount;
  if (typeof amount === 'number') {
    const element = (params?.element as Element | undefined) ?? 'physical';
    const style = params?.style;
    values.attack = describeEffect(
      {
        kind: 'attack',
        amount,
        element,
        style: style === 'ranged' || style === 'siege' ? style : 'melee',
      },
      t,
    );
    values.block = describeEffect({ kind: 'block', amount, element }, t);
  }
  return t(key, values);
}
