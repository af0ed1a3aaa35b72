// Enemy token abilities (§16.7 ABIL-*), non-Attack effects on enemies (COMBAT-5) and the city
// bonuses (COMBAT-CITY-1), each alone and in combination.
import { describe, expect, it } from 'vitest';
import type { EffectCtx } from '../effects/interpret';
import type { GameState } from '../state/types';
import {
  act,
  combatEnemies,
  handCard,
  inCombat,
  legal,
  refusal,
  testGame,
  topOfPile,
  withColumn,
  withHand,
  withUnits,
} from '../testing/builders';
import { damagePreview } from './damage';
import { enemyEffectTargets } from './enemy-effects';
import { columnSummary, enemyStats } from './numbers';

const P = 0;
const endPhase = (s: GameState) => act(s, { type: 'end-combat-phase', player: P });
const resolve = (s: GameState) => act(s, { type: 'resolve-column', player: P });
const id = (s: GameState, i = 0): string => {
  const x = combatEnemies(s)[i];
  if (!x) throw new Error('no enemy');
  return x;
};
const stats = (s: GameState, enemy: string) => {
  const x = enemyStats(s).find((e) => e.id === enemy);
  if (!x) throw new Error('no stats');
  return x;
};
const fight = (enemies: string[], opts: Parameters<typeof inCombat>[2] = {}, hand: string[] = []) =>
  inCombat(withHand(testGame(), P, hand), enemies, opts);
const block = (s: GameState, enemy: string, attack = 0) =>
  act(s, { type: 'declare-block', player: P, enemy, attack });
const heroWounds = (s: GameState) =>
  s.players[P]?.hand.filter((c) => c.startsWith('wound#')).length ?? 0;
const discardWounds = (s: GameState) =>
  s.players[P]?.discard.filter((c) => c.startsWith('wound#')).length ?? 0;
/** Straight to the Assign Damage phase without blocks. */
const toDamage = (s: GameState) => endPhase(endPhase(s));
const ec = (color?: EffectCtx['color']): EffectCtx => ({
  player: P,
  source: 'test',
  ...(color ? { color } : {}),
});

describe('ABIL-SWIFT', () => {
  it('ABIL-SWIFT/COMBAT-BLOCK-6a: blocking needs twice the attack', () => {
    let s = endPhase(fight(['wolf-riders']));
    s = block(s, id(s));
    s = withColumn(s, [{ amount: 5 }]);
    expect(columnSummary(s)).toMatchObject({ attack: 6, needed: 1 });
    expect(refusal(s, { type: 'resolve-column', player: P })).toBe('COMBAT-BLOCK-8');
    s = withColumn(s, [{ amount: 1 }]);
    expect(resolve(s).combat?.enemies[0]?.blocked).toEqual([true]);
  });
  it('ABIL-SWIFT: a Swift-double block (Utem Guardsmen) counts twice against Swift only', () => {
    let s = endPhase(fight(['wolf-riders']));
    s = block(s, id(s));
    s = withColumn(s, [{ amount: 3, swiftDouble: true }]);
    expect(columnSummary(s)).toMatchObject({ effective: 6, attack: 6, needed: 0 });
    let t = endPhase(fight(['prowlers']));
    t = block(t, id(t));
    t = withColumn(t, [{ amount: 3, swiftDouble: true }]);
    expect(columnSummary(t)).toMatchObject({ effective: 3, attack: 4 });
  });
});

describe('ABIL-BRUTAL', () => {
  it('ABIL-BRUTAL/COMBAT-DMG-2a: an unblocked brutal enemy deals twice its attack', () => {
    let s = toDamage(fight(['ironclads']));
    expect(damagePreview(s, id(s), 0, 'hero')).toMatchObject({ damage: 8, heroWounds: 4 });
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: 'hero' });
    expect(heroWounds(s)).toBe(4);
  });
  it('ABIL-SWIFT + ABIL-BRUTAL (Red City crossbowmen): block needs 8, unblocked damage is 8', () => {
    let s = endPhase(fight(['crossbowmen'], { cityColor: 'red', kind: 'assault' }));
    const e = id(s);
    expect(stats(s, e).abilities).toEqual(expect.arrayContaining(['swift', 'brutal']));
    s = block(s, e);
    expect(columnSummary(s)).toMatchObject({ attack: 8 });
    s = endPhase(act(s, { type: 'abandon-column', player: P }));
    expect(damagePreview(s, e, 0, 'hero')?.damage).toBe(8);
  });
});

describe('ABIL-POISON', () => {
  it('ABIL-POISON/COMBAT-DMG-6a.2: the hero puts one extra Wound into the discard pile per Wound taken', () => {
    let s = toDamage(fight(['cursed-hags']));
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: 'hero' });
    expect(heroWounds(s)).toBe(2);
    expect(discardWounds(s)).toBe(2);
  });
  it('ABIL-POISON/COMBAT-DMG-6a.1: a unit wounded by poison gets 2 Wounds', () => {
    let s = toDamage(withUnits(fight(['cursed-hags']), P, ['peasants']));
    const u = s.players[P]?.units[0]?.id ?? '';
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: u });
    expect(s.players[P]?.units[0]?.wounds).toBe(2);
    expect(s.combat?.phase).toBe('attack'); // 3 damage − Armor 3: nothing left
  });
  it('ABIL-POISON + URES-1: a resistant unit absorbing the damage is not wounded, so no poison', () => {
    let s = toDamage(withUnits(fight(['cursed-hags']), P, ['guardian-golems']));
    const u = s.players[P]?.units[0]?.id ?? '';
    expect(damagePreview(s, id(s), 0, u)).toMatchObject({ absorbed: true, unitWounds: 0 });
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: u });
    expect(s.players[P]?.units[0]?.wounds).toBe(0);
  });
  it('ABIL-POISON + COMBAT-DMG-4b.3: a resistant unit hit by more than its Armor takes 2 Wounds and absorbs twice its Armor', () => {
    let s = toDamage(withUnits(fight(['monks']), P, ['guardian-golems']));
    const u = s.players[P]?.units[0]?.id ?? '';
    expect(damagePreview(s, id(s), 0, u)).toMatchObject({
      absorbed: false,
      unitWounds: 2,
      remaining: 0,
    });
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: u });
    expect(s.players[P]?.units[0]?.wounds).toBe(2);
  });
});

describe('ABIL-PARALYZE', () => {
  it('ABIL-PARALYZE/COMBAT-DMG-6b.1: a unit wounded by it is destroyed', () => {
    let s = toDamage(withUnits(fight(['medusa']), P, ['peasants']));
    const u = s.players[P]?.units[0]?.id ?? '';
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: u });
    expect(s.players[P]?.units).toEqual([]);
    expect(s.removed).toContain(u);
    // 6 − Armor 3 = 3 damage remain for the hero
    expect(s.combat?.enemies[0]?.damageLeft?.[0]).toBe(3);
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: 'hero' });
    expect(heroWounds(s)).toBe(2);
  });
  it('ABIL-PARALYZE/COMBAT-DMG-6b.2: a hero taking a Wound from it discards all non-Wound cards', () => {
    let s = toDamage(fight(['medusa'], {}, ['march', 'rage']));
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: 'hero' });
    expect(s.players[P]?.hand.every((c) => c.startsWith('wound#'))).toBe(true);
    expect(s.players[P]?.discard.filter((c) => !c.startsWith('wound#')).length).toBe(2);
  });
});

describe('ABIL-ASSASSIN', () => {
  it('ABIL-ASSASSIN: its damage may not be assigned to units', () => {
    const s = toDamage(withUnits(fight(['orc-trackers']), P, ['peasants']));
    const u = s.players[P]?.units[0]?.id ?? '';
    expect(refusal(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: u })).toBe(
      'ABIL-ASSASSIN',
    );
    expect(legal(s, 'assign-damage').map((a) => a.to)).toEqual(['hero']);
  });
});

describe('ABIL-CUMBERSOME', () => {
  it('ABIL-CUMBERSOME: Move points in the Block phase reduce the attack; reduced to 0 it counts as blocked', () => {
    let s = endPhase(fight(['orc-stonethrowers'], {}, ['march', 'stamina', 'swiftness', 'rage']));
    const e = id(s);
    const move = (d: string) =>
      act(s, { type: 'play-card', player: P, card: handCard(s, P, d), mode: 'basic' });
    s = move('march');
    s = move('stamina');
    s = move('swiftness');
    expect(s.turn?.movePoints).toBe(6);
    s = act(s, { type: 'spend-move', player: P, enemy: e, attack: 0, amount: 4 });
    expect(stats(s, e).attacks[0]?.value).toBe(3);
    expect(s.turn?.movePoints).toBe(2);
    s = act(s, { type: 'spend-move', player: P, enemy: e, attack: 0, amount: 2 });
    expect(stats(s, e).attacks[0]?.value).toBe(1);
    expect(refusal(s, { type: 'spend-move', player: P, enemy: e, attack: 0, amount: 1 })).toBe(
      'ABIL-CUMBERSOME',
    );
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'rage'),
      mode: 'sideways',
      as: 'move',
    });
    s = act(s, { type: 'spend-move', player: P, enemy: e, attack: 0, amount: 1 });
    expect(s.combat?.enemies[0]?.blocked).toEqual([true]);
  });
  it('ABIL-CUMBERSOME: the reduction lasts for the Assign Damage phase', () => {
    let s = endPhase(fight(['orc-stonethrowers'], {}, ['march']));
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    s = act(s, { type: 'spend-move', player: P, enemy: id(s), attack: 0, amount: 2 });
    s = endPhase(s);
    expect(damagePreview(s, id(s), 0, 'hero')?.damage).toBe(5);
  });
  it('TURN-OPT-5c.1: Move effects are not usable in combat without a cumbersome enemy', () => {
    const s = endPhase(fight(['prowlers'], {}, ['march']));
    expect(
      refusal(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' }),
    ).toBeDefined();
  });
});

describe('ABIL-VAMPIRIC', () => {
  it('ABIL-VAMPIRIC: armor rises by 1 per Wound into hand and per unit wounded', () => {
    let s = toDamage(withUnits(fight(['gibbering-ghouls']), P, ['herbalists']));
    const u = s.players[P]?.units[0]?.id ?? '';
    expect(stats(s, id(s)).armor).toBe(4);
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: u }); // 4 − 2 = 2 left
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: 'hero' }); // 1 wound
    expect(stats(s, id(s)).armor).toBe(6);
  });
});

describe('ABIL-SUMMON', () => {
  it('ABIL-SUMMON/COMBAT-BLOCK-2/COMBAT-DMG-6c: the summoned monster replaces the summoner, then is discarded', () => {
    const top = topOfPile(testGame(), 'minotaur');
    let s = inCombat(top.state, ['orc-summoners']);
    const summoner = id(s);
    s = endPhase(s);
    expect(combatEnemies(s)).toEqual([summoner, top.id]);
    expect(stats(s, summoner).hidden).toBe(true);
    expect(refusal(s, { type: 'declare-block', player: P, enemy: summoner, attack: 0 })).toBe(
      'COMBAT-BLOCK-2a',
    );
    expect(enemyEffectTargets(s, { kind: 'armor', amount: -1, min: 1 }, ec())).toEqual([top.id]);
    expect(legal(s, 'declare-block')).toEqual([
      { type: 'declare-block', player: P, enemy: top.id, attack: 0 },
    ]);
    s = endPhase(s);
    expect(damagePreview(s, top.id, 0, 'hero')?.damage).toBe(10); // the minotaur's own Brutal
    s = act(s, { type: 'assign-damage', player: P, enemy: top.id, attack: 0, to: 'hero' });
    expect(s.combat?.phase).toBe('attack');
    expect(combatEnemies(s)).toEqual([summoner]);
    expect(s.enemyPiles.brown.discard).toContain(top.id);
    expect(stats(s, summoner).hidden).toBe(false); // COMBAT-BLOCK-2b
    expect(refusal(s, { type: 'declare-attack', player: P, targets: [summoner] })).toBeUndefined();
  });
  it('COMBAT-BLOCK-7a: a blocked summoned monster goes to its discard pile without Fame', () => {
    const top = topOfPile(testGame(), 'gargoyle');
    let s = endPhase(inCombat(top.state, ['orc-summoners']));
    s = block(s, top.id);
    s = resolve(withColumn(s, [{ amount: 5 }]));
    expect(combatEnemies(s)).toHaveLength(1);
    expect(s.enemyPiles.brown.discard).toContain(top.id);
    expect(s.players[P]?.fame).toBe(0);
    s = endPhase(s);
    expect(s.combat?.phase).toBe('attack');
  });
  it('ABIL-SUMMON: a summoner with two summon symbols draws two tokens (Dragon Summoner)', () => {
    let s = topOfPile(testGame(), 'minotaur').state;
    s = topOfPile(s, 'gargoyle').state;
    s = endPhase(inCombat(s, ['dragon-summoner']));
    expect(combatEnemies(s)).toHaveLength(3);
  });
});

describe('ABIL-ELUSIVE', () => {
  it('ABIL-ELUSIVE: the higher armor applies in the Ranged phase and when not all attacks were blocked', () => {
    let s = fight(['shocktroops']);
    expect(stats(s, id(s)).armor).toBe(6);
    s = toDamage(s);
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: 'hero' });
    expect(s.combat?.phase).toBe('attack');
    expect(stats(s, id(s)).armor).toBe(6);
  });
  it('ABIL-ELUSIVE: the lower armor applies in the Attack phase when all its attacks were blocked', () => {
    let s = endPhase(fight(['shocktroops']));
    s = resolve(withColumn(block(s, id(s)), [{ amount: 5 }]));
    expect(stats(s, id(s)).armor).toBe(6); // still the Block phase
    s = endPhase(s);
    expect(stats(s, id(s)).armor).toBe(3);
  });
  it('ABIL-ELUSIVE + ABIL-MULTI: with only one of two attacks blocked the higher armor stays (Crystal Sprites)', () => {
    let s = endPhase(fight(['crystal-sprites']));
    const e = id(s);
    s = resolve(withColumn(block(s, e, 0), [{ amount: 1, element: 'fire' }]));
    s = endPhase(s);
    s = act(s, { type: 'assign-damage', player: P, enemy: e, attack: 1, to: 'hero' });
    expect(stats(s, e).armor).toBe(2);
    let t = endPhase(fight(['crystal-sprites']));
    const f = id(t);
    t = resolve(withColumn(block(t, f, 0), [{ amount: 1, element: 'fire' }]));
    t = resolve(withColumn(block(t, f, 1), [{ amount: 1, element: 'fire' }]));
    t = endPhase(t);
    expect(stats(t, f).armor).toBe(1);
  });
  it('ABIL-ELUSIVE: armor modifications apply to both values', () => {
    const s = fight(['shocktroops']);
    const t = act(
      {
        ...s,
        combat: s.combat && {
          ...s.combat,
          enemies: s.combat.enemies.map((e) => ({
            ...e,
            armorMod: -2,
            flags: { ...e.flags, 'armor-min': 1 },
          })),
        },
      },
      { type: 'end-combat-phase', player: P },
    );
    expect(stats(t, id(t)).armor).toBe(4);
  });
});

describe('ABIL-DEFEND (ruling: once per combat, +value to one attacked enemy, one bonus per enemy)', () => {
  it('ABIL-DEFEND: an attacked enemy gets the Defend value of a defender for the rest of the combat', () => {
    let s = fight(['elven-protectors', 'prowlers']);
    const [elf, orc] = combatEnemies(s) as [string, string];
    s = act(s, { type: 'declare-attack', player: P, targets: [orc] });
    expect(columnSummary(s)).toMatchObject({ armor: 5 });
    s = act(s, { type: 'abandon-column', player: P });
    expect(stats(s, orc).armor).toBe(5);
    s = act(s, { type: 'declare-attack', player: P, targets: [elf] });
    expect(columnSummary(s)).toMatchObject({ armor: 4 }); // its Defend is used up
  });
  it('ABIL-DEFEND: a defender attacked itself defends itself', () => {
    let s = fight(['elven-protectors']);
    s = act(s, { type: 'declare-attack', player: P, targets: [id(s)] });
    expect(columnSummary(s)).toMatchObject({ armor: 6 });
  });
  it('ABIL-DEFEND chain: two defenders never stack on one enemy; the second defends the next attacked enemy', () => {
    let s = fight(['elven-protectors', 'elven-protectors', 'prowlers']);
    const [e1, e2, orc] = combatEnemies(s) as [string, string, string];
    s = act(s, { type: 'declare-attack', player: P, targets: [orc] });
    expect(columnSummary(s)).toMatchObject({ armor: 5 });
    s = act(s, { type: 'abandon-column', player: P });
    s = act(s, { type: 'declare-attack', player: P, targets: [e1] });
    expect(columnSummary(s)).toMatchObject({ armor: 6 });
    s = act(s, { type: 'abandon-column', player: P });
    s = act(s, { type: 'declare-attack', player: P, targets: [e2] });
    expect(columnSummary(s)).toMatchObject({ armor: 4 });
  });
  it('ABIL-DEFEND: a group attack spreads the bonuses over different targets', () => {
    let s = fight(['elven-protectors', 'elven-protectors', 'prowlers']);
    s = act(s, { type: 'declare-attack', player: P, targets: combatEnemies(s) });
    expect(columnSummary(s)).toMatchObject({ armor: 4 + 2 + 4 + 2 + 3 });
  });
});

describe('ABIL-ARCANE and COMBAT-5a/5b', () => {
  it('ABIL-ARCANE: immune to non-Attack effects, but effects on its attacks still apply', () => {
    const s = fight(['sorcerers']);
    expect(enemyEffectTargets(s, { kind: 'armor', amount: -2, min: 1 }, ec())).toEqual([]);
    expect(enemyEffectTargets(s, { kind: 'lose-fortification' }, ec())).toEqual([]);
    expect(enemyEffectTargets(s, { kind: 'attack', amount: -2, min: 0 }, ec())).toEqual([id(s)]);
  });
  it('COMBAT-5a/ABIL-RES-FIRE: non-Attack effects of red sources do not affect fire-resistant enemies', () => {
    const s = fight(['fire-mages']);
    expect(enemyEffectTargets(s, { kind: 'armor', amount: -2, min: 1 }, ec('red'))).toEqual([]);
    expect(enemyEffectTargets(s, { kind: 'armor', amount: -2, min: 1 }, ec('blue'))).toEqual([
      id(s),
    ]);
  });
  it('COMBAT-5b/ABIL-RES-ICE: non-Attack effects of blue sources do not affect ice-resistant enemies', () => {
    const s = fight(['ice-mages']);
    expect(enemyEffectTargets(s, { kind: 'does-not-attack' }, ec('blue'))).toEqual([]);
    expect(enemyEffectTargets(s, { kind: 'does-not-attack' }, ec('red'))).toEqual([id(s)]);
  });
  it('ABIL-RES-PHYS: physical attacks including sideways cards are halved', () => {
    let s = toDamage(fight(['ironclads'], {}, ['march', 'stamina', 'tranquility', 'swiftness']));
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: 'hero' });
    s = act(s, { type: 'declare-attack', player: P, targets: [id(s)] });
    for (const c of ['march', 'stamina', 'tranquility', 'swiftness'])
      s = act(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, c),
        mode: 'sideways',
        as: 'attack',
      });
    expect(columnSummary(s)).toMatchObject({ raw: 4, effective: 2, armor: 3 });
  });
});

describe('ABIL-MULTI', () => {
  it('ABIL-MULTI: each attack is blocked and assigned separately', () => {
    let s = endPhase(fight(['orc-skirmishers']));
    const e = id(s);
    expect(legal(s, 'declare-block').map((a) => a.attack)).toEqual([0, 1]);
    s = resolve(withColumn(block(s, e, 0), [{ amount: 1 }]));
    s = endPhase(s);
    expect(legal(s, 'assign-damage').map((a) => a.attack)).toEqual([1]);
  });
  it('ABIL-MULTI: an effect that stops the enemy from attacking stops all its attacks', () => {
    const s = fight(['orc-skirmishers']);
    const t = {
      ...s,
      combat: s.combat && {
        ...s.combat,
        enemies: s.combat.enemies.map((e) => ({ ...e, flags: { 'does-not-attack': 1 } })),
      },
    };
    const u = endPhase(t);
    expect(legal(u, 'declare-block')).toEqual([]);
    expect(endPhase(u).combat?.phase).toBe('attack');
  });
});

describe('COMBAT-CITY-1 city bonuses', () => {
  it('COMBAT-CITY-1a White City: defenders get Armor +1', () => {
    const s = fight(['guardsmen', 'fire-mages'], { cityColor: 'white', kind: 'assault' });
    expect(enemyStats(s).map((e) => e.armor)).toEqual([8, 6]);
  });
  it('COMBAT-CITY-1b Blue City: Attack +2 for Fire/Ice, +1 for Cold Fire, none for physical', () => {
    const s = fight(['fire-mages', 'ice-golems', 'altem-mages', 'guardsmen'], {
      cityColor: 'blue',
      kind: 'assault',
    });
    expect(enemyStats(s).map((e) => e.attacks[0]?.value)).toEqual([8, 4, 5, 3]);
  });
  it('COMBAT-CITY-1c Red City: defenders with a physical attack gain Brutal', () => {
    const s = fight(['guardsmen', 'fire-mages'], { cityColor: 'red', kind: 'assault' });
    const [g, f] = enemyStats(s);
    expect(g?.abilities).toContain('brutal');
    expect(g?.attacks[0]?.damage).toBe(6);
    expect(f?.abilities).not.toContain('brutal');
  });
  it('COMBAT-CITY-1d Green City: defenders with a physical attack gain Poison', () => {
    let s = fight(['guardsmen', 'fire-mages'], { cityColor: 'green', kind: 'assault' });
    expect(enemyStats(s)[0]?.abilities).toContain('poison');
    expect(enemyStats(s)[1]?.abilities).not.toContain('poison');
    s = toDamage(s);
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: 'hero' });
    expect(discardWounds(s)).toBe(2);
  });
  it('COMBAT-CITY-1: the city defenders are fortified too', () => {
    const s = fight(['fire-mages'], { cityColor: 'green', kind: 'assault' });
    expect(enemyStats(s)[0]?.fortification).toBe(1);
  });
});
