// Combat effects of Advanced Actions, Spells, Artifacts (Banners included) and Units: one describe
// per card or unit, basic and strong effect and at least one restriction, through applyAction.
import { describe, expect, it } from 'vitest';
import type { ManaColor } from '../core/types';
import type { GameState } from '../index';
import type { Action } from '../protocol/types';
import { damagePreview, unitArmor, unitResistances } from '../combat/damage';
import { columnSummary, enemyStats } from '../combat/numbers';
import {
  act,
  actWithEvents,
  choose,
  combatEnemies,
  edit,
  handCard,
  inCombat,
  legal,
  refusal,
  testGame,
  topOfPile,
  withColumn,
  withHand,
  withTime,
  withTokens,
  withUnits,
} from '../testing/builders';

const P = 0;
type Mode = 'basic' | 'strong';

const game = (cards: string[]): GameState => withHand(testGame({ heroes: ['tovak'] }), P, cards);

function playAction(
  s: GameState,
  id: string,
  mode: Mode | 'sideways',
  mana: ManaColor[] = [],
  as?: 'attack' | 'block',
): Action {
  return {
    type: 'play-card',
    player: P,
    card: handCard(s, P, id),
    mode,
    ...(as ? { as } : {}),
    ...(mana.length > 0 ? { mana: mana.map((color) => ({ kind: 'token' as const, color })) } : {}),
  };
}

/** Play a card (mana paid with fresh tokens of these colours). */
function play(
  s: GameState,
  id: string,
  mode: Mode | 'sideways',
  mana: ManaColor[] = [],
  as?: 'attack' | 'block',
): GameState {
  const t = mana.length > 0 ? withTokens(s, mana) : s;
  return act(t, playAction(t, id, mode, mana, as));
}

function playRefusal(
  s: GameState,
  id: string,
  mode: Mode,
  mana: ManaColor[] = [],
): string | undefined {
  const t = mana.length > 0 ? withTokens(s, mana) : s;
  return refusal(t, playAction(t, id, mode, mana));
}

const eid = (s: GameState, i = 0): string => {
  const x = combatEnemies(s)[i];
  if (!x) throw new Error('no enemy');
  return x;
};
const stats = (s: GameState, id: string) => {
  const x = enemyStats(s).find((e) => e.id === id);
  if (!x) throw new Error('no stats');
  return x;
};
const endPhase = (s: GameState) => act(s, { type: 'end-combat-phase', player: P });
const resolve = (s: GameState) => act(s, { type: 'resolve-column', player: P });
const abandon = (s: GameState) => act(s, { type: 'abandon-column', player: P });
const attackOn = (s: GameState, ...targets: string[]) =>
  act(s, { type: 'declare-attack', player: P, targets });
const blockOn = (s: GameState, enemy: string, attack = 0) =>
  act(s, { type: 'declare-block', player: P, enemy, attack });
const options = (s: GameState) => legal(s, 'combat-option').map((a) => a.option);
const option = (s: GameState, o: string) => act(s, { type: 'combat-option', player: P, option: o });
const sum = (s: GameState) => columnSummary(s);
const entries = (s: GameState) => s.combat?.attack?.entries ?? s.combat?.block?.entries ?? [];
const hand = (s: GameState) => s.players[P]?.hand ?? [];
const woundsInHand = (s: GameState) => hand(s).filter((c) => c.startsWith('wound#')).length;
const fame = (s: GameState) => s.players[P]?.fame ?? 0;
const unitId = (s: GameState, i = 0): string => {
  const u = s.players[P]?.units[i];
  if (!u) throw new Error('no unit');
  return u.id;
};
const unit = (s: GameState, i = 0) => {
  const u = s.players[P]?.units[i];
  if (!u) throw new Error('no unit');
  return u;
};
const activate = (s: GameState, u: string, ability = 0, mana: ManaColor[] = []) => {
  const t = mana.length > 0 ? withTokens(s, mana) : s;
  return act(t, {
    type: 'activate-unit',
    player: P,
    unit: u,
    ability,
    ...(mana.length > 0 ? { mana: mana.map((color) => ({ kind: 'token' as const, color })) } : {}),
  });
};
const toBlock = (s: GameState) => endPhase(s);
const toDamage = (s: GameState) => endPhase(endPhase(s));
/** To the Attack phase with every enemy attack blocked (no damage to assign). */
const toAttack = (s: GameState) =>
  endPhase(
    edit(endPhase(s), (d) => {
      for (const e of d.combat?.enemies ?? []) e.blocked = e.blocked.map(() => true);
    }),
  );
const night = (s: GameState) => withTime(s, 'night');
const assignBanner = (s: GameState, card: string, u: string) =>
  act(s, { type: 'assign-banner', player: P, card: handCard(s, P, card), unit: u });

// ============================================================================ Advanced Actions

describe('ice-shield', () => {
  it('basic: Ice Block 3', () => {
    let s = toBlock(inCombat(game(['ice-shield']), ['swordsmen']));
    s = play(blockOn(s, eid(s)), 'ice-shield', 'basic');
    expect(entries(s)).toEqual([expect.objectContaining({ amount: 3, element: 'ice' })]);
  });
  it('strong: Ice Block 3; the enemy it blocks gets Armor -3 (on-successful-block)', () => {
    let s = toBlock(inCombat(game(['ice-shield']), ['swordsmen']));
    const e = eid(s);
    s = play(blockOn(s, e), 'ice-shield', 'strong', ['blue']);
    expect(stats(s, e).armor).toBe(5); // not before the block succeeds
    s = resolve(withColumn(s, [{ amount: 3 }]));
    expect(stats(s, e).armor).toBe(2);
  });
  it('restriction: an abandoned (failed) block gives no Armor reduction', () => {
    let s = toBlock(inCombat(game(['ice-shield']), ['swordsmen']));
    const e = eid(s);
    s = abandon(play(blockOn(s, e), 'ice-shield', 'strong', ['blue']));
    expect(stats(s, e).armor).toBe(5);
  });
  it('restriction: an Ice-resistant enemy ignores the Armor reduction (ABIL-RES-ICE); the block counts', () => {
    let s = toBlock(inCombat(game(['ice-shield']), ['heroes-ice']));
    const e = eid(s);
    s = resolve(play(blockOn(s, e, 0), 'ice-shield', 'strong', ['blue']));
    expect(s.combat?.enemies[0]?.blocked[0]).toBe(true);
    expect(stats(s, e).armor).toBe(4);
  });
});

describe('shield-bash', () => {
  it('basic: Block 3 that counts twice against a Swift attack', () => {
    let s = toBlock(inCombat(game(['shield-bash']), ['crossbowmen']));
    s = play(blockOn(s, eid(s)), 'shield-bash', 'basic');
    expect(sum(s)).toMatchObject({ effective: 6, attack: 8 });
  });
  it('strong: Block 5 (Swift-double); Armor -1 per Block point above what was needed', () => {
    let s = toBlock(inCombat(game(['shield-bash']), ['crossbowmen']));
    const e = eid(s);
    s = play(blockOn(s, e), 'shield-bash', 'strong', ['blue']);
    expect(sum(s)).toMatchObject({ effective: 10, attack: 8 });
    s = resolve(s);
    expect(stats(s, e).armor).toBe(2); // 4 - (10 - 8)
  });
  it('COMPOSITE-1: with Concentration the block gets +2, the Armor reduction follows the total', () => {
    let s = toBlock(inCombat(game(['concentration', 'shield-bash']), ['crossbowmen']));
    const e = eid(s);
    s = play(blockOn(s, e), 'concentration', 'strong', ['green']);
    s = choose(s, handCard(s, P, 'shield-bash'));
    expect(sum(s)).toMatchObject({ effective: 14, attack: 8 });
    expect(stats(resolve(s), e).armor).toBe(1);
  });
  it('restriction: the Armor never drops below 1', () => {
    let s = toBlock(inCombat(game(['shield-bash']), ['prowlers']));
    const e = eid(s);
    s = resolve(
      withColumn(play(blockOn(s, e), 'shield-bash', 'strong', ['blue']), [{ amount: 5 }]),
    );
    expect(stats(s, e).armor).toBe(1);
  });
});

describe('agility', () => {
  it('basic: Move 2; in the Attack phase 1 Move becomes Attack 1', () => {
    let s = toAttack(inCombat(game(['agility']), ['prowlers']));
    s = attackOn(s, eid(s));
    s = play(s, 'agility', 'basic');
    expect(s.turn?.movePoints).toBe(2);
    expect(options(s)).toEqual(
      expect.arrayContaining(['move-to-attack:melee', 'move-to-attack:melee:all']),
    );
    s = option(s, 'move-to-attack:melee:all');
    expect(s.turn?.movePoints).toBe(0);
    expect(sum(s)).toMatchObject({ raw: 2 });
  });
  it('strong: Move 4; in the Ranged phase 2 Move become Ranged Attack 1', () => {
    let s = inCombat(game(['agility']), ['prowlers']);
    s = play(attackOn(s, eid(s)), 'agility', 'strong', ['white']);
    expect(options(s)).toContain('move-to-attack:ranged:all');
    expect(options(s)).not.toContain('move-to-attack:melee');
    s = option(s, 'move-to-attack:ranged:all');
    expect(entries(s)).toEqual([expect.objectContaining({ amount: 2, style: 'ranged' })]);
  });
  it('restriction: no conversion without an open attack (COMBAT-RANGED-8)', () => {
    let s = toAttack(inCombat(game(['agility']), ['prowlers']));
    s = play(s, 'agility', 'basic');
    expect(options(s)).toEqual([]);
    expect(refusal(s, { type: 'combat-option', player: P, option: 'move-to-attack:melee' })).toBe(
      'COMBAT-RANGED-8',
    );
  });
});

describe('ambush', () => {
  it('basic: the first Block card gets +2', () => {
    let s = toBlock(inCombat(game(['ambush', 'determination']), ['prowlers']));
    s = play(s, 'ambush', 'basic');
    s = play(blockOn(s, eid(s)), 'determination', 'basic');
    expect(sum(s)).toMatchObject({ raw: 4 });
  });
  it('strong: the first Attack card gets +2 (a sideways card counts)', () => {
    let s = toAttack(inCombat(game(['ambush', 'march']), ['prowlers']));
    s = play(s, 'ambush', 'strong', ['green']);
    s = play(attackOn(s, eid(s)), 'march', 'sideways', [], 'attack');
    expect(sum(s)).toMatchObject({ raw: 3 });
  });
  it('restriction: only the first card — whichever comes first — gets it; units never', () => {
    let s = withUnits(
      toBlock(inCombat(game(['ambush', 'determination', 'rage']), ['prowlers', 'swordsmen'])),
      P,
      ['peasants'],
    );
    s = play(s, 'ambush', 'basic');
    s = activate(blockOn(s, eid(s)), unitId(s), 0);
    expect(sum(s)).toMatchObject({ raw: 2 }); // the unit's Block 2 gets nothing
    s = play(s, 'determination', 'basic');
    expect(sum(s)).toMatchObject({ raw: 6 }); // first Block card +2
    s = abandon(s);
    s = play(blockOn(s, eid(s, 1)), 'rage', 'basic');
    expect(sum(s)).toMatchObject({ raw: 2 }); // used up
  });
});

describe('into-the-heat', () => {
  it('basic: Units +2 to attacks and blocks this combat; no damage to Units', () => {
    let s = withUnits(inCombat(game(['into-the-heat']), ['prowlers']), P, ['peasants']);
    s = play(s, 'into-the-heat', 'basic');
    s = toDamage(s);
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: eid(s), attack: 0, to: unitId(s) }),
    ).toBe('no-damage-to-units');
    s = act(s, { type: 'assign-damage', player: P, enemy: eid(s), attack: 0, to: 'hero' });
    s = activate(attackOn(s, eid(s)), unitId(s), 0);
    expect(sum(s)).toMatchObject({ raw: 4 });
  });
  it('strong: +3', () => {
    let s = withUnits(inCombat(game(['into-the-heat']), ['prowlers']), P, ['peasants']);
    s = toBlock(play(s, 'into-the-heat', 'strong', ['red']));
    s = activate(blockOn(s, eid(s)), unitId(s), 0);
    expect(sum(s)).toMatchObject({ raw: 5 });
  });
  it('restriction: only at the start of a combat', () => {
    let s = inCombat(game(['into-the-heat']), ['prowlers']);
    s = attackOn(s, eid(s));
    expect(playRefusal(s, 'into-the-heat', 'basic')).toBeDefined();
  });
});

describe('dodge-and-weave', () => {
  it('basic: one enemy attack -2; Attack 1 in the Attack phase when no Wound was taken', () => {
    let s = toBlock(inCombat(game(['dodge-and-weave']), ['prowlers']));
    const e = eid(s);
    s = play(s, 'dodge-and-weave', 'basic');
    expect(stats(s, e).attacks[0]?.value).toBe(2);
    s = resolve(withColumn(blockOn(s, e), [{ amount: 2 }]));
    s = endPhase(s); // no damage: straight to the Attack phase
    expect(s.combat?.phase).toBe('attack');
    s = attackOn(s, e);
    const kept = options(s).find((o) => o.startsWith('reserve:'));
    expect(kept).toBeDefined();
    s = option(s, kept ?? '');
    expect(sum(s)).toMatchObject({ raw: 1 });
  });
  it('strong: one attack -4 (or two -2) and Attack 2', () => {
    let s = toBlock(inCombat(game(['dodge-and-weave']), ['swordsmen']));
    const e = eid(s);
    s = play(s, 'dodge-and-weave', 'strong', ['white']);
    s = choose(s, '0'); // -4 on one attack
    expect(stats(s, e).attacks[0]?.value).toBe(2);
    s = endPhase(resolve(withColumn(blockOn(s, e), [{ amount: 2 }])));
    s = attackOn(s, e);
    s = option(s, options(s).find((o) => o.startsWith('reserve:')) ?? '');
    expect(sum(s)).toMatchObject({ raw: 2 });
  });
  it('restriction: a Wound taken in this combat cancels the Attack', () => {
    let s = toBlock(inCombat(game(['dodge-and-weave']), ['prowlers']));
    const e = eid(s);
    s = endPhase(play(s, 'dodge-and-weave', 'basic'));
    s = act(s, { type: 'assign-damage', player: P, enemy: e, attack: 0, to: 'hero' });
    expect(woundsInHand(s)).toBeGreaterThan(0);
    s = attackOn(s, e);
    expect(options(s).filter((o) => o.startsWith('reserve:'))).toEqual([]);
  });
  it('restriction: only in the Block phase', () => {
    const s = inCombat(game(['dodge-and-weave']), ['prowlers']);
    expect(playRefusal(s, 'dodge-and-weave', 'basic')).toBe('COMBAT-BLOCK-1');
  });
});

describe('chivalry', () => {
  it('basic: Attack 3, or Attack 2 and Reputation +1 per enemy defeated by this attack', () => {
    let s = toAttack(inCombat(game(['chivalry']), ['prowlers']));
    s = play(attackOn(s, eid(s)), 'chivalry', 'basic');
    s = choose(s, '1');
    expect(sum(s)).toMatchObject({ raw: 2 });
    const rep = s.players[P]?.reputation ?? 0;
    s = resolve(withColumn(s, [{ amount: 1 }]));
    expect(s.players[P]?.reputation).toBe(rep + 1);
  });
  it('strong: Attack 4 with Reputation +1 and Fame +1 per enemy defeated by it', () => {
    let s = toAttack(inCombat(game(['chivalry']), ['prowlers', 'diggers']));
    s = play(attackOn(s, eid(s), eid(s, 1)), 'chivalry', 'strong', ['white']);
    s = choose(s, '1');
    const rep = s.players[P]?.reputation ?? 0;
    const f = fame(s);
    s = resolve(withColumn(s, [{ amount: 2 }]));
    expect(s.players[P]?.reputation).toBe(rep + 2);
    expect(fame(s)).toBe(f + 2 + 2 + 2); // two enemies' Fame + 1 each
  });
  it('restriction: an enemy defeated by another attack does not count', () => {
    let s = toAttack(inCombat(game(['chivalry']), ['prowlers', 'diggers']));
    s = choose(play(attackOn(s, eid(s)), 'chivalry', 'basic'), '1');
    s = resolve(withColumn(s, [{ amount: 1 }]));
    const rep = s.players[P]?.reputation ?? 0;
    s = resolve(withColumn(attackOn(s, eid(s, 1)), [{ amount: 3 }]));
    expect(s.players[P]?.reputation).toBe(rep);
  });
});

describe('explosive-bolt', () => {
  it('basic: a Wound, a white and a red crystal', () => {
    const s = play(game(['explosive-bolt']), 'explosive-bolt', 'basic');
    expect(woundsInHand(s)).toBe(1);
    expect(s.players[P]?.crystals).toMatchObject({ white: 1, red: 1 });
  });
  it('strong: Ranged Attack 3; per enemy it defeats another enemy gets Armor -1', () => {
    let s = inCombat(game(['explosive-bolt']), ['prowlers', 'swordsmen']);
    s = play(attackOn(s, eid(s)), 'explosive-bolt', 'strong', ['white']);
    s = resolve(s);
    expect(stats(s, eid(s, 1)).armor).toBe(4);
  });
  it('restriction: powered with red it is a red effect: a Fire-resistant enemy ignores it (COMBAT-5a)', () => {
    let s = inCombat(game(['explosive-bolt']), ['prowlers', 'skeletal-warriors']);
    s = resolve(play(attackOn(s, eid(s)), 'explosive-bolt', 'strong', ['red']));
    expect(stats(s, eid(s, 1)).armor).toBe(4);
  });
});

describe('rush-of-adrenaline', () => {
  it('basic: Draw 1 for each of the first 3 Wounds taken into hand this turn', () => {
    let s = edit(game(['rush-of-adrenaline']), (d) => {
      const p = d.players[P];
      if (p) p.deck = ['march#9001', 'rage#9002', 'stamina#9003', 'swiftness#9004', 'rage#9005'];
    });
    s = play(s, 'rush-of-adrenaline', 'basic');
    s = toDamage(inCombat(s, ['swordsmen']));
    s = act(s, { type: 'assign-damage', player: P, enemy: eid(s), attack: 0, to: 'hero' });
    expect(woundsInHand(s)).toBe(3); // 6 damage, Armor 2
    expect(hand(s).filter((c) => !c.startsWith('wound#'))).toHaveLength(3);
  });
});

describe('force-of-nature', () => {
  it('basic: one chosen Unit gains Physical resistance this combat', () => {
    let s = withUnits(inCombat(game(['force-of-nature']), ['prowlers']), P, [
      'peasants',
      'foresters',
    ]);
    s = play(s, 'force-of-nature', 'basic');
    s = choose(s, unitId(s, 1));
    expect(unitResistances(s, unit(s, 1))).toContain('physical');
    expect(unitResistances(s, unit(s, 0))).not.toContain('physical');
    s = toDamage(s);
    expect(damagePreview(s, eid(s), 0, unitId(s, 1))).toMatchObject({ absorbed: true });
  });
  it('strong: Siege Attack 3 or Block 6', () => {
    let s = toBlock(inCombat(game(['force-of-nature']), ['prowlers']));
    s = play(blockOn(s, eid(s)), 'force-of-nature', 'strong', ['green']);
    expect(sum(s)).toMatchObject({ raw: 6 });
  });
  it('restriction: a single unit gets it without a choice; without units nothing happens', () => {
    let s = withUnits(inCombat(game(['force-of-nature']), ['prowlers']), P, ['peasants']);
    s = play(s, 'force-of-nature', 'basic');
    expect(s.pending).toEqual([]);
    expect(unitResistances(s, unit(s))).toContain('physical');
    const t = play(inCombat(game(['force-of-nature']), ['prowlers']), 'force-of-nature', 'basic');
    expect(t.turn?.modifiers.some((m) => m.modifier.kind === 'unit-resistances')).toBe(false);
  });
});

describe('chilling-stare', () => {
  it('basic: one enemy loses the special abilities of its attack (Swift)', () => {
    const s = play(inCombat(game(['chilling-stare']), ['crossbowmen']), 'chilling-stare', 'basic');
    expect(stats(s, eid(s)).abilities).not.toContain('swift');
  });
  it('basic works against Arcane Immunity (it concerns the attack itself)', () => {
    const s = play(inCombat(game(['chilling-stare']), ['sorcerers']), 'chilling-stare', 'basic');
    expect(stats(s, eid(s)).abilities).toEqual(['arcane-immunity']);
  });
  it('strong: one enemy does not attack', () => {
    const s = play(inCombat(game(['chilling-stare']), ['prowlers']), 'chilling-stare', 'strong', [
      'white',
    ]);
    expect(s.combat?.enemies[0]?.flags['does-not-attack']).toBe(1);
  });
  it('restriction: the strong effect reaches no Ice-resistant or Arcane Immune enemy', () => {
    const s = inCombat(game(['chilling-stare']), ['ice-mages', 'sorcerers']);
    expect(playRefusal(s, 'chilling-stare', 'strong', ['white'])).toBe('INTERACT-2');
  });
});

// ============================================================================ Spells

describe('burning-shield', () => {
  it('basic: Fire Block 4; after a successful block, Fire Attack 4 in the Attack phase', () => {
    let s = toBlock(inCombat(game(['burning-shield']), ['prowlers']));
    const e = eid(s);
    s = resolve(play(blockOn(s, e), 'burning-shield', 'basic', ['red']));
    s = endPhase(s);
    s = attackOn(s, e);
    const kept = options(s).find((o) => o.startsWith('reserve:')) ?? '';
    s = option(s, kept);
    expect(entries(s)).toEqual([expect.objectContaining({ amount: 4, element: 'fire' })]);
  });
  it('strong (Exploding Shield): the blocked enemy is destroyed', () => {
    let s = night(toBlock(inCombat(game(['burning-shield']), ['prowlers'])));
    const e = eid(s);
    const f = fame(s);
    s = resolve(play(blockOn(s, e), 'burning-shield', 'strong', ['red', 'black']));
    expect(s.combat).toBeNull(); // the only enemy was destroyed: combat over
    expect(fame(s)).toBe(f + 2);
  });
  it('restriction: a failed block keeps nothing; a Fire-resistant enemy is not destroyed', () => {
    let s = toBlock(inCombat(game(['burning-shield']), ['prowlers']));
    s = abandon(play(blockOn(s, eid(s)), 'burning-shield', 'basic', ['red']));
    expect(s.combat?.reserve ?? []).toEqual([]);
    let t = night(toBlock(inCombat(game(['burning-shield']), ['skeletal-warriors'])));
    t = resolve(play(blockOn(t, eid(t)), 'burning-shield', 'strong', ['red', 'black']));
    expect(t.combat?.enemies[0]).toMatchObject({ defeated: false, blocked: [true] });
  });
});

describe('tremor', () => {
  it('basic: one enemy Armor -3 or all enemies Armor -2 (not below 1)', () => {
    let s = inCombat(game(['tremor']), ['swordsmen', 'prowlers']);
    s = choose(play(s, 'tremor', 'basic', ['green']), '1');
    expect([stats(s, eid(s)).armor, stats(s, eid(s, 1)).armor]).toEqual([3, 1]);
  });
  it('strong (Earthquake): -3 / -6 if fortified, or all -2 / -4 if fortified', () => {
    let s = night(inCombat(game(['tremor']), ['diggers', 'swordsmen']));
    s = choose(play(s, 'tremor', 'strong', ['green', 'black']), '1');
    expect([stats(s, eid(s)).armor, stats(s, eid(s, 1)).armor]).toEqual([1, 3]);
    let t = night(inCombat(game(['tremor']), ['guardsmen']));
    t = choose(play(t, 'tremor', 'strong', ['green', 'black']), '0');
    expect(stats(t, eid(t)).armor).toBe(1); // 7 - 6
  });
  it('restriction: Arcane Immune enemies are unaffected', () => {
    let s = inCombat(game(['tremor']), ['sorcerers', 'prowlers']);
    s = choose(play(s, 'tremor', 'basic', ['green']), '1');
    expect(stats(s, eid(s)).armor).toBe(6);
  });
});

describe('demolish', () => {
  it('basic: site fortifications ignored this turn and all enemies Armor -1', () => {
    let s = inCombat(game(['demolish', 'swiftness']), ['prowlers'], {
      siteFortified: true,
      kind: 'assault',
    });
    expect(stats(s, eid(s)).fortification).toBe(1);
    s = play(s, 'demolish', 'basic', ['red']);
    expect(stats(s, eid(s))).toMatchObject({ fortification: 0, armor: 2 });
  });
  it('strong (Disintegrate): in the Attack phase destroy one enemy, the others Armor -1', () => {
    let s = night(toAttack(inCombat(game(['demolish']), ['prowlers', 'swordsmen'])));
    s = play(s, 'demolish', 'strong', ['red', 'black']);
    s = choose(s, eid(s));
    expect(s.combat?.enemies[0]?.defeated).toBe(true);
    expect(stats(s, eid(s, 1)).armor).toBe(4);
  });
  it('restriction: Disintegrate only in the Attack phase; Fire-resistant enemies unaffected', () => {
    const s = night(inCombat(game(['demolish']), ['prowlers']));
    expect(playRefusal(s, 'demolish', 'strong', ['red', 'black'])).toBe('COMBAT-ATTACK-1c');
    const t = play(inCombat(game(['demolish']), ['skeletal-warriors']), 'demolish', 'basic', [
      'red',
    ]);
    expect(stats(t, eid(t)).armor).toBe(4);
  });
});

describe('wings-of-wind', () => {
  it('strong (Wings of Night): one enemy does not attack; each more costs Move (1, 2, …)', () => {
    let s = night(inCombat(game(['wings-of-wind', 'march']), ['prowlers', 'swordsmen', 'diggers']));
    s = play(s, 'wings-of-wind', 'strong', ['white', 'black']);
    s = choose(s, eid(s));
    expect(s.combat?.enemies[0]?.flags['does-not-attack']).toBe(1);
    expect(options(s)).toEqual([]); // no Move yet
    s = play(s, 'march', 'basic'); // Move is usable now
    expect(s.turn?.movePoints).toBe(2);
    s = option(s, `wings-of-night:${eid(s, 1)}`);
    expect(s.turn?.movePoints).toBe(1);
    expect(options(s)).toEqual([]); // the third costs 2
  });
  it('restriction: not against Arcane Immunity; not after the Block phase', () => {
    const s = night(inCombat(game(['wings-of-wind']), ['sorcerers']));
    expect(playRefusal(s, 'wings-of-wind', 'strong', ['white', 'black'])).toBeDefined();
    const t = night(toAttack(inCombat(game(['wings-of-wind']), ['prowlers', 'swordsmen'])));
    expect(playRefusal(t, 'wings-of-wind', 'strong', ['white', 'black'])).toBeDefined();
  });
});

describe('charm', () => {
  it('basic: Influence 4 (and a crystal or a discount in an interaction)', () => {
    let s = edit(game(['charm']), (d) => {
      if (d.turn) d.turn.interaction = { hex: '0,0', reputationBonus: 0, recruited: [] };
    });
    s = play(s, 'charm', 'basic', ['white']);
    expect(s.turn?.influencePoints).toBe(4);
  });
  it('strong (Possess): the enemy does not attack; its attack is yours against other enemies', () => {
    let s = night(inCombat(game(['charm']), ['prowlers', 'swordsmen']));
    const [a, b] = [eid(s), eid(s, 1)];
    s = choose(play(s, 'charm', 'strong', ['white', 'black']), a);
    expect(s.combat?.enemies[0]?.flags['does-not-attack']).toBe(1);
    s = toAttack(s);
    s = attackOn(s, b);
    s = option(s, options(s).find((o) => o.startsWith('reserve:')) ?? '');
    expect(entries(s)).toEqual([expect.objectContaining({ amount: 4, element: 'physical' })]);
  });
  it('restriction: never against the possessed enemy itself, nor an Arcane Immune one', () => {
    let s = night(inCombat(game(['charm']), ['prowlers', 'swordsmen']));
    const a = eid(s);
    s = choose(play(s, 'charm', 'strong', ['white', 'black']), a);
    s = toAttack(s);
    s = attackOn(s, a);
    expect(options(s)).toEqual([]);
    const t = night(inCombat(game(['charm']), ['sorcerers']));
    expect(playRefusal(t, 'charm', 'strong', ['white', 'black'])).toBeDefined();
  });
});

describe('cure', () => {
  it('strong (Disease): enemies whose attacks were all blocked have Armor 1', () => {
    let s = night(toBlock(inCombat(game(['cure']), ['swordsmen', 'guardsmen'])));
    s = resolve(withColumn(blockOn(s, eid(s)), [{ amount: 6 }]));
    s = endPhase(s);
    s = act(s, { type: 'assign-damage', player: P, enemy: eid(s, 1), attack: 0, to: 'hero' });
    s = play(s, 'cure', 'strong', ['green', 'black']);
    expect([stats(s, eid(s)).armor, stats(s, eid(s, 1)).armor]).toEqual([1, 7]);
  });
  it('basic: Heal 2, never in combat (HEAL-3d)', () => {
    const s = inCombat(game(['cure']), ['prowlers']);
    expect(playRefusal(s, 'cure', 'basic', ['green'])).toBe('HEAL-3d');
  });
  it('restriction: Disease needs a fully blocked enemy', () => {
    const s = night(inCombat(game(['cure']), ['prowlers']));
    expect(playRefusal(s, 'cure', 'strong', ['green', 'black'])).toBe('COMBAT-5');
  });
});

describe('mist-form', () => {
  it('strong (Veil of Mist): Units gain all resistances; the first Wound from enemies is ignored', () => {
    let s = withUnits(night(inCombat(game(['mist-form']), ['swordsmen', 'cursed-hags'])), P, [
      'peasants',
    ]);
    s = play(s, 'mist-form', 'strong', ['blue', 'black']);
    expect(unitResistances(s, unit(s))).toEqual(
      expect.arrayContaining(['physical', 'fire', 'ice']),
    );
    s = toDamage(s);
    expect(damagePreview(s, eid(s), 0, 'hero')).toMatchObject({
      heroWounds: 2,
      ignoredWound: true,
    });
    s = act(s, { type: 'assign-damage', player: P, enemy: eid(s), attack: 0, to: 'hero' });
    expect(woundsInHand(s)).toBe(2);
    // poisonous hags: the Veil is used up
    expect(damagePreview(s, eid(s, 1), 0, 'hero')).toMatchObject({
      heroWounds: 2,
      poisonWounds: 2,
    });
  });
  it('strong: the ignored Wound takes its side effects along (poison)', () => {
    let s = night(inCombat(game(['mist-form']), ['cursed-hags']));
    s = toDamage(play(s, 'mist-form', 'strong', ['blue', 'black']));
    expect(damagePreview(s, eid(s), 0, 'hero')).toMatchObject({ heroWounds: 1, poisonWounds: 1 });
  });
  it("restriction: Veil of Mist is a spell's strong effect — Night only (CARD-3b)", () => {
    const s = inCombat(game(['mist-form']), ['prowlers']);
    expect(playRefusal(s, 'mist-form', 'strong', ['blue', 'black'])).toBe('CARD-3b');
  });
});

// ============================================================================ Artifacts

describe('banner-of-glory', () => {
  it('assigned (basic): its unit has Armor +1 and +1 on each attack and block; Fame +1 each time', () => {
    let s = withUnits(game(['banner-of-glory']), P, ['peasants']);
    s = assignBanner(s, 'banner-of-glory', unitId(s));
    expect(unitArmor(s, unit(s))).toBe(4);
    s = toAttack(inCombat(s, ['prowlers']));
    const f = fame(s);
    s = activate(attackOn(s, eid(s)), unitId(s), 0);
    expect(sum(s)).toMatchObject({ raw: 3 });
    expect(fame(s)).toBe(f + 1);
  });
  it('strong: this turn all Units Armor +1, +1 to attacks and blocks, Fame +1 per Unit that fights', () => {
    let s = withUnits(toBlock(inCombat(game(['banner-of-glory']), ['prowlers'])), P, [
      'peasants',
      'foresters',
    ]);
    s = play(s, 'banner-of-glory', 'strong');
    expect(unitArmor(s, unit(s, 1))).toBe(5);
    const f = fame(s);
    s = activate(blockOn(s, eid(s)), unitId(s, 1), 1);
    expect(sum(s)).toMatchObject({ raw: 4 });
    expect(fame(s)).toBe(f + 1);
  });
  it('restriction: played from hand the basic effect does nothing (it works while assigned)', () => {
    const s = withUnits(inCombat(game(['banner-of-glory']), ['prowlers']), P, ['peasants']);
    expect(playRefusal(s, 'banner-of-glory', 'basic')).toBeDefined();
  });
});

describe('banner-of-fear', () => {
  it('assigned (basic): in the Block phase spend its unit to cancel one enemy attack; Fame +1', () => {
    let s = withUnits(game(['banner-of-fear']), P, ['peasants']);
    s = assignBanner(s, 'banner-of-fear', unitId(s));
    s = toBlock(inCombat(s, ['prowlers']));
    const o = `banner-of-fear:${unitId(s)}:${eid(s)}|0`;
    expect(options(s)).toEqual([o]);
    const f = fame(s);
    s = option(s, o);
    expect(fame(s)).toBe(f + 1);
    expect(unit(s).ready).toBe(false);
    expect(s.combat?.enemies[0]?.blocked[0]).toBe(false); // cancelled, not blocked
    s = endPhase(s);
    expect(s.combat?.phase).toBe('attack'); // no damage to assign
  });
  it('strong: up to three enemies do not attack this combat', () => {
    let s = inCombat(game(['banner-of-fear']), ['prowlers', 'swordsmen', 'diggers', 'guardsmen']);
    s = play(s, 'banner-of-fear', 'strong');
    expect(s.pending[0]).toMatchObject({ kind: 'enemies-do-not-attack', min: 1, max: 3 });
    s = choose(s, [eid(s), eid(s, 1), eid(s, 3)]);
    expect(s.combat?.enemies.map((e) => e.flags['does-not-attack'] ?? 0)).toEqual([1, 1, 0, 1]);
  });
  it('restriction: not against Arcane Immunity, only with a ready unwounded unit, only in the Block phase', () => {
    let s = withUnits(game(['banner-of-fear']), P, ['peasants']);
    s = assignBanner(s, 'banner-of-fear', unitId(s));
    const ranged = inCombat(s, ['prowlers']);
    expect(options(ranged)).toEqual([]);
    expect(options(toBlock(inCombat(s, ['sorcerers'])))).toEqual([]);
    const wounded = edit(toBlock(inCombat(s, ['prowlers'])), (d) => {
      const u = d.players[P]?.units[0];
      if (u) u.wounds = 1;
    });
    expect(options(wounded)).toEqual([]);
    expect(
      playRefusal(inCombat(game(['banner-of-fear']), ['sorcerers']), 'banner-of-fear', 'strong'),
    ).toBeDefined();
  });
});

describe('banner-of-protection', () => {
  it('assigned (basic): its unit has Armor +1 and Fire and Ice resistance', () => {
    let s = withUnits(game(['banner-of-protection']), P, ['peasants']);
    s = assignBanner(s, 'banner-of-protection', unitId(s));
    expect(unitArmor(s, unit(s))).toBe(4);
    expect(unitResistances(s, unit(s))).toEqual(expect.arrayContaining(['fire', 'ice']));
    s = toDamage(inCombat(s, ['fire-golems']));
    expect(damagePreview(s, eid(s), 0, unitId(s))).toMatchObject({
      damage: 6,
      absorbed: false,
      unitWounds: 1,
      remaining: 0,
    });
  });
  it('restriction: no physical resistance from it', () => {
    let s = withUnits(game(['banner-of-protection']), P, ['peasants']);
    s = assignBanner(s, 'banner-of-protection', unitId(s));
    expect(unitResistances(s, unit(s))).not.toContain('physical');
  });
});

describe('banner-of-fortitude', () => {
  it('assigned (basic): once per round its unit ignores a Wound and its side effects', () => {
    let s = withUnits(game(['banner-of-fortitude']), P, ['peasants']);
    s = assignBanner(s, 'banner-of-fortitude', unitId(s));
    s = toDamage(inCombat(s, ['cursed-hags']));
    expect(damagePreview(s, eid(s), 0, unitId(s))).toMatchObject({
      fortitude: true,
      unitWounds: 0,
      remaining: 0,
    });
    s = act(s, { type: 'assign-damage', player: P, enemy: eid(s), attack: 0, to: unitId(s) });
    expect(unit(s)).toMatchObject({ wounds: 0, bannerFlipped: true });
    expect(s.combat?.unitsAbsorbed).toContain(unitId(s)); // it counts as assigned damage
  });
  it('restriction: flipped, it protects no more this round (Brutal doubling is never prevented)', () => {
    let s = withUnits(game(['banner-of-fortitude']), P, ['peasants']);
    s = assignBanner(s, 'banner-of-fortitude', unitId(s));
    s = edit(s, (d) => {
      const u = d.players[P]?.units[0];
      if (u) u.bannerFlipped = true;
    });
    s = toDamage(inCombat(s, ['ironclads']));
    expect(damagePreview(s, eid(s), 0, unitId(s))).toMatchObject({
      damage: 8,
      unitWounds: 1,
      remaining: 5,
    });
  });
});

describe('sword-of-justice', () => {
  it('basic: discard cards for Attack 3 each; Fame +1 per enemy defeated this turn', () => {
    let s = toAttack(inCombat(game(['sword-of-justice', 'march', 'rage']), ['swordsmen']));
    s = attackOn(s, eid(s));
    s = play(s, 'sword-of-justice', 'basic');
    s = choose(s, [handCard(s, P, 'march'), handCard(s, P, 'rage')]);
    expect(sum(s)).toMatchObject({ raw: 6 });
    const f = fame(s);
    s = resolve(s);
    expect(fame(s)).toBe(f + 4 + 1);
  });
  it('strong: physical attacks count double in the Attack phase; enemies lose Physical resistance', () => {
    let s = toAttack(inCombat(game(['sword-of-justice', 'rage']), ['ironclads']));
    s = play(s, 'sword-of-justice', 'strong');
    expect(stats(s, eid(s)).resistances).toEqual([]);
    s = play(attackOn(s, eid(s)), 'rage', 'basic');
    expect(sum(s)).toMatchObject({ raw: 4, effective: 4 });
  });
  it('restriction: not in the Ranged phase, and only physical attacks', () => {
    let s = inCombat(game(['sword-of-justice', 'swiftness']), ['prowlers']);
    s = play(s, 'sword-of-justice', 'strong');
    s = play(attackOn(s, eid(s)), 'swiftness', 'strong', ['white']);
    expect(sum(s)).toMatchObject({ raw: 3 });
    let t = toAttack(inCombat(game(['sword-of-justice', 'fire-bolt']), ['swordsmen']));
    t = play(attackOn(play(t, 'sword-of-justice', 'strong'), eid(t)), 'fire-bolt', 'strong', [
      'red',
    ]);
    expect(sum(t)).toMatchObject({ raw: 3 });
  });
});

describe('horn-of-wrath', () => {
  it('basic: Siege Attack 5; a mana die is rolled, a Wound for black or red', () => {
    let s = inCombat(game(['horn-of-wrath']), ['diggers']);
    s = attackOn(s, eid(s));
    const { state, events } = actWithEvents(s, playAction(s, 'horn-of-wrath', 'basic'));
    expect(entries(state)).toEqual([expect.objectContaining({ amount: 5, style: 'siege' })]);
    const rolled = events.find((e) => e.type === 'dice-rolled');
    const bad = ((rolled?.colors as string[] | undefined) ?? []).filter(
      (c) => c === 'red' || c === 'black',
    ).length;
    expect(woundsInHand(state)).toBe(bad);
  });
  it('strong: Siege Attack 5 + up to 5, one die per +1', () => {
    let s = inCombat(game(['horn-of-wrath']), ['guardsmen']);
    s = attackOn(s, eid(s));
    s = play(s, 'horn-of-wrath', 'strong');
    expect(s.pending[0]?.options).toEqual(['0', '1', '2', '3', '4', '5']);
    const { state, events } = actWithEvents(s, { type: 'choose', player: P, option: '3' });
    expect(entries(state)).toEqual([expect.objectContaining({ amount: 8, style: 'siege' })]);
    const rolled = events.find((e) => e.type === 'dice-rolled');
    expect(rolled?.count).toBe(3);
  });
  it('restriction: only where a Siege attack can go', () => {
    const s = toBlock(inCombat(game(['horn-of-wrath']), ['prowlers']));
    expect(playRefusal(s, 'horn-of-wrath', 'basic')).toBeDefined();
    expect(playRefusal(s, 'horn-of-wrath', 'strong')).toBeDefined();
  });
});

describe('bow-of-starsdawn', () => {
  it('basic: discard cards for Ranged Attack 2 each; Fame +1 per enemy defeated in this phase', () => {
    let s = inCombat(game(['bow-of-starsdawn', 'march', 'rage']), ['prowlers']);
    s = attackOn(s, eid(s));
    s = choose(play(s, 'bow-of-starsdawn', 'basic'), [
      handCard(s, P, 'march'),
      handCard(s, P, 'rage'),
    ]);
    expect(entries(s)).toEqual([expect.objectContaining({ amount: 4, style: 'ranged' })]);
    const f = fame(s);
    s = resolve(s);
    expect(fame(s)).toBe(f + 2 + 1);
  });
  it('strong: a Ranged attack is doubled, or becomes Siege against a fortified enemy', () => {
    let s = inCombat(game(['bow-of-starsdawn', 'swiftness', 'fire-bolt']), ['prowlers', 'diggers']);
    s = play(s, 'bow-of-starsdawn', 'strong');
    s = play(attackOn(s, eid(s)), 'swiftness', 'strong', ['white']);
    expect(entries(s)).toEqual([expect.objectContaining({ amount: 6, style: 'ranged' })]);
    s = abandon(s);
    s = attackOn(s, eid(s, 1));
    expect(playRefusal(s, 'fire-bolt', 'strong', ['red'])).toBeUndefined(); // allowed as Siege
    s = play(s, 'fire-bolt', 'strong', ['red']);
    expect(entries(s)).toEqual([
      expect.objectContaining({ amount: 3, style: 'siege', element: 'fire' }),
    ]);
  });
  it('restriction: the basic Fame is for this combat phase only', () => {
    let s = inCombat(game(['bow-of-starsdawn', 'march']), ['prowlers', 'swordsmen']);
    s = attackOn(s, eid(s));
    s = choose(play(s, 'bow-of-starsdawn', 'basic'), [handCard(s, P, 'march')]);
    s = abandon(s);
    s = toAttack(s);
    const f = fame(s);
    s = resolve(withColumn(attackOn(s, eid(s)), [{ amount: 3 }]));
    expect(fame(s)).toBe(f + 2);
  });
});

describe('soul-harvester', () => {
  it('basic: Attack 3; a crystal for one enemy it defeats (green for Physical resistance, or white)', () => {
    let s = toAttack(inCombat(game(['soul-harvester']), ['ironclads']));
    s = play(attackOn(s, eid(s)), 'soul-harvester', 'basic');
    s = resolve(withColumn(s, [{ amount: 5 }]));
    expect(s.pending[0]).toMatchObject({ kind: 'crystal-color', options: ['green', 'white'] });
    s = choose(s, 'green');
    expect(s.players[P]?.crystals.green).toBe(1);
  });
  it('strong: Attack 8; a crystal per enemy defeated in this phase', () => {
    let s = toAttack(inCombat(game(['soul-harvester']), ['prowlers', 'diggers']));
    s = resolve(play(attackOn(s, eid(s), eid(s, 1)), 'soul-harvester', 'strong'));
    expect(s.players[P]?.crystals.white).toBe(2); // no resistances: white each
  });
  it('restriction: the basic crystal needs an enemy defeated by its own attack', () => {
    let s = toAttack(inCombat(game(['soul-harvester']), ['prowlers', 'diggers']));
    s = abandon(play(attackOn(s, eid(s)), 'soul-harvester', 'basic'));
    s = resolve(withColumn(attackOn(s, eid(s, 1)), [{ amount: 3 }]));
    expect(s.players[P]?.crystals.white).toBe(0);
  });
});

describe('shield-of-the-fallen-kings', () => {
  it('basic: Block 6, or Block 4 against two different enemy attacks', () => {
    let s = toBlock(inCombat(game(['shield-of-the-fallen-kings']), ['prowlers', 'diggers']));
    s = choose(play(blockOn(s, eid(s)), 'shield-of-the-fallen-kings', 'basic'), '1');
    expect(sum(s)).toMatchObject({ raw: 4 });
    expect(options(s)).toEqual([]); // not twice on the same attack
    s = resolve(s);
    s = blockOn(s, eid(s, 1));
    s = option(s, options(s)[0] ?? '');
    expect(sum(s)).toMatchObject({ raw: 4 });
    expect(resolve(s).combat?.enemies.map((e) => e.blocked[0])).toEqual([true, true]);
  });
  it('strong: ColdFire Block 8, or up to three ColdFire Blocks 4', () => {
    let s = toBlock(inCombat(game(['shield-of-the-fallen-kings']), ['fire-mages']));
    s = choose(play(blockOn(s, eid(s)), 'shield-of-the-fallen-kings', 'strong'), '0');
    expect(sum(s)).toMatchObject({ effective: 8, attack: 6 });
  });
  it('restriction: the parts are lost when the Block phase ends', () => {
    let s = toBlock(inCombat(game(['shield-of-the-fallen-kings']), ['prowlers', 'diggers']));
    s = resolve(choose(play(blockOn(s, eid(s)), 'shield-of-the-fallen-kings', 'basic'), '1'));
    s = endPhase(s);
    expect(s.combat?.reserve ?? []).toEqual([]);
  });
});

// ============================================================================ Units

describe('altem-mages', () => {
  it('black ability: every attack this combat is ColdFire, or also Siege', () => {
    let s = night(
      withUnits(inCombat(game(['rage', 'swiftness']), ['diggers']), P, ['altem-mages']),
    );
    s = activate(s, unitId(s), 2, ['black']);
    s = choose(s, '1'); // also Siege
    s = attackOn(s, eid(s));
    expect(playRefusal(s, 'rage', 'basic')).toBeUndefined(); // a melee attack counts as Siege
    let t = night(withUnits(toAttack(inCombat(game(['rage']), ['prowlers'])), P, ['altem-mages']));
    t = choose(activate(t, unitId(t), 2, ['black']), '0');
    t = play(attackOn(t, eid(t)), 'rage', 'basic');
    expect(entries(t)).toEqual([expect.objectContaining({ amount: 2, element: 'cold-fire' })]);
  });
  it('restriction: black mana only (Night rules)', () => {
    const s = withUnits(inCombat(game([]), ['prowlers']), P, ['altem-mages']);
    expect(legal(s, 'activate-unit').some((a) => a.ability === 2)).toBe(false);
  });
});

describe('shocktroops', () => {
  it('ability: one enemy attack -3; its damage must go to the Shocktroops first', () => {
    let s = withUnits(toBlock(inCombat(game([]), ['swordsmen'])), P, ['shocktroops']);
    s = activate(s, unitId(s), 2);
    expect(stats(s, eid(s)).attacks[0]?.value).toBe(3);
    s = endPhase(s);
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: eid(s), attack: 0, to: 'hero' }),
    ).toBe('draw-attack-to-this-unit');
    s = act(s, { type: 'assign-damage', player: P, enemy: eid(s), attack: 0, to: unitId(s) });
    expect(unit(s).wounds).toBe(1);
  });
  it('even against Assassination', () => {
    let s = withUnits(toBlock(inCombat(game([]), ['orc-trackers'])), P, ['shocktroops']);
    s = endPhase(activate(s, unitId(s), 2));
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: eid(s), attack: 0, to: unitId(s) }),
    ).toBeUndefined();
  });
  it('restriction: only in the Block phase', () => {
    const s = withUnits(inCombat(game([]), ['swordsmen']), P, ['shocktroops']);
    expect(refusal(s, { type: 'activate-unit', player: P, unit: unitId(s), ability: 2 })).toBe(
      'UNIT-5b',
    );
  });
});

describe('scouts', () => {
  it('ability: Fame +1 for defeating the enemy looked at this turn', () => {
    const pile = topOfPile(withUnits(game([]), P, ['scouts']), 'prowlers');
    let s = activate(pile.state, unitId(pile.state), 1);
    if (s.pending.length > 0) s = choose(s, 'pile:green');
    expect(s.turn?.flags[`scouted:${pile.id}`]).toBe(1);
    s = inCombat(s, ['prowlers']);
    s = edit(s, (d) => {
      const e = d.combat?.enemies[0];
      if (e) e.id = pile.id;
    });
    const f = fame(s);
    s = resolve(withColumn(attackOn(s, pile.id), [{ amount: 3, style: 'ranged' }]));
    expect(fame(s)).toBe(f + 2 + 1);
  });
  it('restriction: another enemy gives no extra Fame', () => {
    const pile = topOfPile(withUnits(game([]), P, ['scouts']), 'prowlers');
    let s = activate(pile.state, unitId(pile.state), 1);
    if (s.pending.length > 0) s = choose(s, 'pile:green');
    s = inCombat(s, ['diggers']);
    const f = fame(s);
    s = resolve(withColumn(attackOn(s, eid(s)), [{ amount: 3, style: 'siege' }]));
    expect(fame(s)).toBe(f + 2);
  });
});
