// Units (§4.2, units.md): activating (UNIT-5), mana (UNIT-5c), spent until the round ends
// (UNIT-5a, UNIT-9), wounded units (WOUND-2), healing them (HEAL-3c.2/3c.3), and one test per
// ability of every unit, named after the unit.
import { describe, expect, it } from 'vitest';
import { UNITS, unitDef } from '../content';
import type { BasicColor, ManaColor } from '../core/types';
import type { Element } from '../core/types';
import { enemyArmor, enemyAttackValue } from '../combat/numbers';
import { prepareRound } from '../flow/round';
import { neighborKeys } from '../hex/hex';
import { checkAction } from '../index';
import { moveCost } from '../movement/movement';
import type { GameState } from '../state/types';
import {
  act,
  choose,
  edit,
  inCombat,
  legal,
  newCtx,
  refusal,
  testGame,
  withCrystals,
  withDice,
  withHand,
  withTime,
  withTokens,
} from '../testing/builders';
import {
  attackGroup,
  blockColumn,
  columnEntries,
  interacting,
  onSite,
  withUnits,
} from '../interaction/fixtures';
import { unitMayTakeDamage } from '../state/units';

const base = () => withDice(testGame({ heroes: ['tovak'] }), []);
const p0 = (s: GameState) => {
  const p = s.players[0];
  if (!p) throw new Error('no player 0');
  return p;
};
const unitOf = (s: GameState, id: string) => p0(s).units.find((u) => u.id === id);

/** A state with one unit of this type; returns it and its instance id. */
function withUnit(def: string, s: GameState = base()): { s: GameState; u: string } {
  const r = withUnits(s, [def]);
  return { s: r.state, u: r.ids[0] ?? '' };
}

/** Activate ability `ability` of unit `u`, paying `mana` from a fresh crystal if given. */
function activate(
  s: GameState,
  u: string,
  ability: number,
  mana?: BasicColor | 'black',
): GameState {
  if (!mana) return act(s, { type: 'activate-unit', player: 0, unit: u, ability });
  const paid = mana === 'black' ? withTokens(s, ['black']) : withCrystals(s, 0, { [mana]: 1 });
  const source =
    mana === 'black'
      ? { kind: 'token' as const, color: 'black' as ManaColor }
      : { kind: 'crystal' as const, color: mana };
  return act(paid, { type: 'activate-unit', player: 0, unit: u, ability, mana: [source] });
}

type Phase = 'ranged' | 'attack' | 'block';
const inPhase = (s: GameState, phase: Phase, enemies = ['prowlers']): GameState => {
  const c = inCombat(s, enemies);
  return phase === 'block' ? blockColumn(c) : attackGroup(c, phase);
};

interface Col {
  amount: number;
  element?: Element;
  style?: 'melee' | 'ranged' | 'siege';
  swiftDouble?: boolean;
}
const atk = (amount: number, element: Element = 'physical'): [Phase, Col] => [
  'attack',
  { amount, element, style: 'melee' },
];
const blk = (amount: number, element: Element = 'physical'): [Phase, Col] => [
  'block',
  { amount, element, style: 'melee' },
];
const rng = (amount: number, element: Element = 'physical'): [Phase, Col] => [
  'ranged',
  { amount, element, style: 'ranged' },
];
const sie = (amount: number, element: Element = 'physical'): [Phase, Col] => [
  'ranged',
  { amount, element, style: 'siege' },
];

/** Abilities that put an Attack or Block into the open column, checked in each listed phase. */
const COLUMN_ABILITIES: [string, number, string, BasicColor | undefined, [Phase, Col][]][] = [
  ['peasants', 0, 'Attack 2 or Block 2', undefined, [atk(2), blk(2)]],
  ['foresters', 1, 'Block 3', undefined, [blk(3)]],
  ['scouts', 0, 'Siege Attack 1', undefined, [sie(1)]],
  ['thugs', 0, 'Block 3', undefined, [blk(3)]],
  ['utem-crossbowmen', 0, 'Attack 3 or Block 3', undefined, [atk(3), blk(3)]],
  ['utem-crossbowmen', 1, 'Ranged Attack 2', undefined, [rng(2)]],
  ['utem-guardsmen', 0, 'Attack 2', undefined, [atk(2)]],
  [
    'utem-guardsmen',
    1,
    'Block 4, twice against Swift',
    undefined,
    [['block', { amount: 4, swiftDouble: true }]],
  ],
  ['utem-swordsmen', 0, 'Attack 3 or Block 3', undefined, [atk(3), blk(3)]],
  ['guardian-golems', 0, 'Attack 2 or Block 2', undefined, [atk(2), blk(2)]],
  ['guardian-golems', 1, 'red: Fire Block 4', 'red', [blk(4, 'fire')]],
  ['guardian-golems', 2, 'blue: Ice Block 4', 'blue', [blk(4, 'ice')]],
  ['red-cape-monks', 0, 'Attack 3 or Block 3', undefined, [atk(3), blk(3)]],
  [
    'red-cape-monks',
    1,
    'red: Fire Attack 4 or Fire Block 4',
    'red',
    [atk(4, 'fire'), blk(4, 'fire')],
  ],
  ['northern-monks', 0, 'Attack 3 or Block 3', undefined, [atk(3), blk(3)]],
  [
    'northern-monks',
    1,
    'blue: Ice Attack 4 or Ice Block 4',
    'blue',
    [atk(4, 'ice'), blk(4, 'ice')],
  ],
  ['savage-monks', 0, 'Attack 3 or Block 3', undefined, [atk(3), blk(3)]],
  ['savage-monks', 1, 'green: Siege Attack 4', 'green', [sie(4)]],
  ['fire-mages', 0, 'Ranged Fire Attack 3', undefined, [rng(3, 'fire')]],
  ['fire-mages', 1, 'red: Fire Attack 6 or Fire Block 6', 'red', [atk(6, 'fire'), blk(6, 'fire')]],
  ['ice-mages', 0, 'Ice Attack 4 or Ice Block 4', undefined, [atk(4, 'ice'), blk(4, 'ice')]],
  ['ice-mages', 1, 'blue: Siege Ice Attack 4', 'blue', [sie(4, 'ice')]],
  ['fire-golems', 0, 'Attack 3 or Block 3', undefined, [atk(3), blk(3)]],
  ['fire-golems', 1, 'red: Ranged Fire Attack 4', 'red', [rng(4, 'fire')]],
  ['ice-golems', 0, 'Attack 3 or Block 3', undefined, [atk(3), blk(3)]],
  ['ice-golems', 1, 'blue: Ice Attack 6', 'blue', [atk(6, 'ice')]],
  ['sorcerers', 0, 'Ranged Attack 3', undefined, [rng(3)]],
  ['catapults', 0, 'Siege Attack 3', undefined, [sie(3)]],
  ['catapults', 1, 'red: Siege Fire Attack 5', 'red', [sie(5, 'fire')]],
  ['catapults', 2, 'blue: Siege Ice Attack 5', 'blue', [sie(5, 'ice')]],
  ['amotep-gunners', 0, 'Attack 5 or Block 5', undefined, [atk(5), blk(5)]],
  ['amotep-gunners', 1, 'red: Ranged Fire Attack 6', 'red', [rng(6, 'fire')]],
  ['amotep-freezers', 0, 'Attack 5 or Block 5', undefined, [atk(5), blk(5)]],
  ['hero-blue', 0, 'Attack 5 or Block 5', undefined, [atk(5), blk(5)]],
  ['hero-blue', 2, 'blue: ColdFire Block 8', 'blue', [blk(8, 'cold-fire')]],
  ['hero-red', 0, 'Attack 5 or Block 5', undefined, [atk(5), blk(5)]],
  ['hero-red', 2, 'red: ColdFire Attack 6', 'red', [atk(6, 'cold-fire')]],
  ['hero-green', 0, 'Attack 5 or Block 5', undefined, [atk(5), blk(5)]],
  ['hero-white', 0, 'Attack 5 or Block 5', undefined, [atk(5), blk(5)]],
  ['hero-white', 2, 'white: Ranged Attack 7', 'white', [rng(7)]],
  ['altem-guardians', 0, 'Attack 5', undefined, [atk(5)]],
  [
    'altem-guardians',
    1,
    'Block 8, twice against Swift',
    undefined,
    [['block', { amount: 8, swiftDouble: true }]],
  ],
  [
    'altem-mages',
    1,
    'ColdFire Attack 5 or ColdFire Block 5 (no extra mana)',
    undefined,
    [atk(5, 'cold-fire'), blk(5, 'cold-fire')],
  ],
];

describe('unit abilities into the combat columns (UNIT-5b)', () => {
  it.each(COLUMN_ABILITIES)('%s #%i: %s', (def, ability, _label, mana, checks) => {
    for (const [phase, col] of checks) {
      const { s, u } = withUnit(def);
      const after = activate(inPhase(s, phase), u, ability, mana);
      expect(columnEntries(after)).toEqual([expect.objectContaining({ ...col, source: u })]);
      expect(unitOf(after, u)?.ready).toBe(false); // UNIT-5a
    }
  });

  it('covers every unit type of the content with at least one test', () => {
    const tested = new Set([...COLUMN_ABILITIES.map((r) => r[0]), ...SPECIAL_TESTED]);
    expect(UNITS.map((d) => d.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});

const SPECIAL_TESTED = [
  'peasants',
  'foresters',
  'herbalists',
  'scouts',
  'thugs',
  'utem-swordsmen',
  'illusionists',
  'shocktroops',
  'magic-familiars',
  'fire-mages',
  'ice-mages',
  'sorcerers',
  'amotep-freezers',
  'hero-blue',
  'hero-green',
  'altem-guardians',
  'altem-mages',
  'delphana-masters',
];

describe('regular units', () => {
  it('Peasants #2: Influence 2 while interacting (INTERACT-2b); #3: Move 2 (MOVE-2a)', () => {
    const { s, u } = withUnit('peasants', onSite(base(), { type: 'village' }));
    expect(refusal(s, { type: 'activate-unit', player: 0, unit: u, ability: 1 })).toBe('UNIT-5b');
    expect(activate(interacting(s), u, 1).turn?.influencePoints).toBe(2);
    const moved = activate(s, u, 2);
    expect(moved.turn?.movePoints).toBe(2);
    expect(moved.turn?.phase).toBe('move');
  });

  it('Foresters #1: Move 2, and forest, hills and swamp cost 1 less this turn', () => {
    const { s: s0, u } = withUnit('foresters');
    const hex = neighborKeys(p0(s0).position ?? '').find((k) => s0.map.hexes[k]) ?? '';
    const s = edit(s0, (d) => {
      const h = d.map.hexes[hex];
      if (h) h.terrain = 'forest';
    });
    expect(moveCost(s, hex)).toBe(3);
    const after = activate(s, u, 0);
    expect(after.turn?.movePoints).toBe(2);
    expect(moveCost(after, hex)).toBe(2);
  });

  it('Herbalists #1: green: Heal 2, not in combat (HEAL-3d)', () => {
    const { s, u } = withUnit('herbalists');
    expect(activate(s, u, 0, 'green').turn?.healPoints).toBe(2);
    const fight = withCrystals(inPhase(s, 'attack'), 0, { green: 1 });
    expect(
      refusal(fight, {
        type: 'activate-unit',
        player: 0,
        unit: u,
        ability: 0,
        mana: [{ kind: 'crystal', color: 'green' }],
      }),
    ).toBe('UNIT-5b');
  });

  it('Herbalists #2: ready one spent unit of level I or II (UNIT-6), never itself', () => {
    const r = withUnits(base(), [
      'herbalists',
      { def: 'utem-guardsmen', ready: false },
      { def: 'fire-golems', ready: false },
    ]);
    const [herb, guards, golems] = r.ids as [string, string, string];
    expect(
      refusal(r.state, { type: 'activate-unit', player: 0, unit: herb, ability: 1 }),
    ).toBeUndefined();
    const after = activate(r.state, herb, 1);
    expect(unitOf(after, guards)?.ready).toBe(true);
    expect(unitOf(after, golems)?.ready).toBe(false); // level III
    expect(unitOf(after, herb)?.ready).toBe(false);
    const alone = withUnit('herbalists');
    expect(refusal(alone.s, { type: 'activate-unit', player: 0, unit: alone.u, ability: 1 })).toBe(
      'UNIT-5b',
    );
  });

  it('Herbalists #3: gain a green mana token (GAIN-1)', () => {
    const { s, u } = withUnit('herbalists');
    expect(activate(s, u, 2).turn?.manaTokens).toEqual(['green']);
  });

  it('Scouts #2: look at a face-down enemy token within 3 spaces (scout-peek)', () => {
    const { s: s0, u } = withUnit('scouts');
    const hex = neighborKeys(p0(s0).position ?? '').find((k) => s0.map.hexes[k]) ?? '';
    const s = edit(s0, (d) => {
      d.map.hexes[hex]?.enemies.push({ id: 'prowlers#991', faceUp: false });
    });
    let after = activate(s, u, 1);
    const p = after.pending[after.pending.length - 1];
    expect(p?.kind).toBe('scout-peek');
    expect(p?.options).toContain('token:prowlers#991');
    after = choose(after, 'token:prowlers#991');
    expect(after.map.hexes[hex]?.enemies[0]?.faceUp).toBe(true);
    expect(after.turn?.flags['scouted:prowlers#991']).toBe(1);
  });

  it('Scouts #3: Move 2 and the exploring-distance modifier for this turn', () => {
    const { s, u } = withUnit('scouts');
    const after = activate(s, u, 2);
    expect(after.turn?.movePoints).toBe(2);
    expect(after.turn?.modifiers.map((m) => m.modifier)).toContainEqual({
      kind: 'custom',
      hook: 'explore-distance',
      params: { distance: 2 },
    });
  });

  it('Thugs #2: Attack 3 and Reputation −1', () => {
    const { s, u } = withUnit('thugs');
    const after = activate(inPhase(s, 'attack'), u, 1);
    expect(columnEntries(after)).toEqual([expect.objectContaining({ amount: 3, style: 'melee' })]);
    expect(p0(after).reputation).toBe(-1);
  });

  it('Thugs #3: Influence 4 and Reputation −1 (the Reputation bonus of the interaction stays)', () => {
    const { s, u } = withUnit('thugs', onSite(base(), { type: 'village' }));
    const after = activate(interacting(s), u, 2);
    expect(after.turn?.influencePoints).toBe(4);
    expect(p0(after).reputation).toBe(-1);
  });

  it('Thugs: damage may be assigned to them only after paying 2 Influence in that combat (thugs-damage-fee)', () => {
    const { s, u } = withUnit('thugs', withHand(base(), 0, ['promise']));
    let c = inPhase(s, 'block');
    expect(unitMayTakeDamage(c, u)).toBe(false);
    expect(refusal(c, { type: 'buy', player: 0, item: `fee:${u}` })).toBe('thugs-damage-fee');
    expect(legal(c, 'buy')).toEqual([]);
    const promise = p0(c).hand[0] ?? '';
    c = act(c, { type: 'play-card', player: 0, card: promise, mode: 'basic' });
    expect(c.turn?.influencePoints).toBe(2);
    expect(legal(c, 'buy')).toEqual([{ type: 'buy', player: 0, item: `fee:${u}` }]);
    c = act(c, { type: 'buy', player: 0, item: `fee:${u}` });
    expect(unitMayTakeDamage(c, u)).toBe(true);
    expect(legal(c, 'buy')).toEqual([]);
  });

  it('Utem Swordsmen #2: Attack 6 or Block 6, then the unit is wounded', () => {
    for (const phase of ['attack', 'block'] as const) {
      const { s, u } = withUnit('utem-swordsmen');
      const pile = s.woundPile;
      const after = activate(inPhase(s, phase), u, 1);
      expect(columnEntries(after)).toEqual([
        expect.objectContaining({ amount: 6, element: 'physical' }),
      ]);
      expect(unitOf(after, u)?.wounds).toBe(1);
      expect(after.woundPile).toBe(pile - 1);
    }
    const { s, u } = withUnit('utem-swordsmen');
    expect(refusal(s, { type: 'activate-unit', player: 0, unit: u, ability: 1 })).toBe('UNIT-5b');
  });

  it('Illusionists #1: Influence 4', () => {
    const { s, u } = withUnit('illusionists', onSite(base(), { type: 'village' }));
    expect(activate(interacting(s), u, 0).turn?.influencePoints).toBe(4);
  });

  it('Illusionists #2: white: one unfortified enemy does not attack this combat', () => {
    const { s, u } = withUnit('illusionists');
    const c = inPhase(s, 'ranged', ['prowlers', 'diggers']);
    const after = activate(c, u, 1, 'white');
    const [prowlers, diggers] = after.combat?.enemies ?? [];
    expect(prowlers?.flags['does-not-attack']).toBe(1);
    expect(diggers?.flags['does-not-attack']).toBeUndefined(); // fortified
  });

  it('Illusionists #3: gain a white crystal (GAIN-2)', () => {
    const { s, u } = withUnit('illusionists');
    expect(p0(activate(s, u, 2)).crystals.white).toBe(1);
  });

  it("Shocktroops #1: Ranged Attack 1, and the player's other units +1 on every attack this turn", () => {
    const r = withUnits(base(), ['shocktroops', 'utem-crossbowmen']);
    const [shock, bows] = r.ids as [string, string];
    let c = activate(inPhase(r.state, 'ranged'), shock, 0);
    expect(columnEntries(c)).toEqual([expect.objectContaining({ amount: 1, style: 'ranged' })]);
    c = activate(c, bows, 1);
    expect(columnEntries(c)[1]).toEqual(
      expect.objectContaining({ amount: 3, style: 'ranged', source: bows }),
    );
  });

  it('Shocktroops #2: one enemy Armor −1 and Attack −1', () => {
    const { s, u } = withUnit('shocktroops');
    const c = inPhase(s, 'ranged');
    const e = c.combat?.enemies[0];
    if (!e) throw new Error('no enemy');
    const armor = enemyArmor(c, e);
    const attack = enemyAttackValue(c, e, 0);
    const after = activate(c, u, 1);
    const e2 = after.combat?.enemies[0];
    if (!e2) throw new Error('no enemy');
    expect(enemyArmor(after, e2)).toBe(armor - 1);
    expect(enemyAttackValue(after, e2, 0)).toBe(attack - 1);
  });

  it('Shocktroops #3: in the Block phase one enemy attack −3, its damage drawn to this unit first', () => {
    const { s, u } = withUnit('shocktroops');
    expect(
      refusal(inPhase(s, 'ranged'), { type: 'activate-unit', player: 0, unit: u, ability: 2 }),
    ).toBe('UNIT-5b');
    const c = inPhase(s, 'block');
    const e = c.combat?.enemies[0];
    if (!e) throw new Error('no enemy');
    const attack = enemyAttackValue(c, e, 0);
    const after = activate(c, u, 2);
    const e2 = after.combat?.enemies[0];
    if (!e2) throw new Error('no enemy');
    expect(enemyAttackValue(after, e2, 0)).toBe(attack - 3);
    expect(e2.flags[`damage-first-to:${u}`]).toBe(1);
  });
});

describe('Magic Familiars (their token colour gives the bonus)', () => {
  const familiar = (token: BasicColor, s: GameState = base()) =>
    withUnits(s, [{ def: 'magic-familiars', token }]);

  it('Magic Familiars #1: Attack 3, or 5 with a red token', () => {
    for (const [token, amount] of [
      ['red', 5],
      ['blue', 3],
    ] as const) {
      const r = familiar(token);
      const after = activate(inPhase(r.state, 'attack'), r.ids[0] ?? '', 0);
      expect(columnEntries(after)).toEqual([expect.objectContaining({ amount })]);
    }
  });

  it('Magic Familiars #2: Block 4, or 7 with a blue token', () => {
    for (const [token, amount] of [
      ['blue', 7],
      ['red', 4],
    ] as const) {
      const r = familiar(token);
      const after = activate(inPhase(r.state, 'block'), r.ids[0] ?? '', 1);
      expect(columnEntries(after)).toEqual([expect.objectContaining({ amount })]);
    }
  });

  it('Magic Familiars #3: Move 3 or Influence 3, or 5 with a white token', () => {
    for (const [token, amount] of [
      ['white', 5],
      ['green', 3],
    ] as const) {
      const r = familiar(token);
      expect(activate(r.state, r.ids[0] ?? '', 2).turn?.movePoints).toBe(amount);
      const v = familiar(token, onSite(base(), { type: 'village' }));
      expect(activate(interacting(v.state), v.ids[0] ?? '', 2).turn?.influencePoints).toBe(amount);
    }
  });

  it('Magic Familiars #4: Heal 2, or 3 with a green token', () => {
    for (const [token, amount] of [
      ['green', 3],
      ['white', 2],
    ] as const) {
      const r = familiar(token);
      expect(activate(r.state, r.ids[0] ?? '', 3).turn?.healPoints).toBe(amount);
    }
  });

  it('Magic Familiars: upkeep at the start of each round, a crystal (new token colour) or disband (familiars-upkeep)', () => {
    const r = withUnits(base(), [
      { def: 'magic-familiars', token: 'red', ready: false },
      { def: 'magic-familiars', token: 'red' },
    ]);
    const [a, b] = r.ids as [string, string];
    let s = withCrystals(r.state, 0, { blue: 1 });
    s = edit(s, (d) => prepareRound(d, newCtx()));
    expect(s.pending.map((p) => p.kind)).toEqual(['familiars-upkeep']);
    expect(s.pending[0]?.options).toEqual(['crystal:blue', 'disband']);
    s = choose(s, 'crystal:blue');
    expect(unitOf(s, a)?.token).toBe('blue');
    expect(s.pending[0]?.options).toEqual(['disband']);
    s = choose(s, 'disband');
    expect(unitOf(s, b)).toBeUndefined();
    expect(s.removed).toContain(b);
    expect(s.round.phase).toBe('tactics');
  });
});

describe('elite units', () => {
  it('Fire Mages #3: a red mana token and a red crystal', () => {
    const { s, u } = withUnit('fire-mages');
    const after = activate(s, u, 2);
    expect(after.turn?.manaTokens).toEqual(['red']);
    expect(p0(after).crystals.red).toBe(1);
  });

  it('Ice Mages #3: a blue mana token and a blue crystal', () => {
    const { s, u } = withUnit('ice-mages');
    const after = activate(s, u, 2);
    expect(after.turn?.manaTokens).toEqual(['blue']);
    expect(p0(after).crystals.blue).toBe(1);
  });

  it('Sorcerers #2: white: one enemy loses all fortification, and Ranged Attack 3', () => {
    const { s, u } = withUnit('sorcerers');
    const after = activate(inPhase(s, 'ranged', ['diggers']), u, 1, 'white');
    expect(after.combat?.enemies[0]?.flags['lose-fortification']).toBe(1);
    expect(columnEntries(after)).toEqual([expect.objectContaining({ amount: 3, style: 'ranged' })]);
  });

  it('Sorcerers #3: green: one enemy loses all resistances, and Ranged Attack 3', () => {
    const { s, u } = withUnit('sorcerers');
    const after = activate(inPhase(s, 'ranged', ['ironclads']), u, 2, 'green');
    expect(after.combat?.enemies[0]?.flags['lose-resistances']).toBe(1);
    expect(columnEntries(after)).toEqual([expect.objectContaining({ amount: 3, style: 'ranged' })]);
  });

  it('Amotep Freezers #2: blue: one enemy does not attack and has Armor −3 (not an ice-resistant one, COMBAT-5b)', () => {
    const { s, u } = withUnit('amotep-freezers');
    const c = inPhase(s, 'ranged', ['cursed-hags']);
    const e = c.combat?.enemies[0];
    if (!e) throw new Error('no enemy');
    const armor = enemyArmor(c, e);
    const after = activate(c, u, 1, 'blue');
    const e2 = after.combat?.enemies[0];
    if (!e2) throw new Error('no enemy');
    expect(e2.flags['does-not-attack']).toBe(1);
    expect(enemyArmor(after, e2)).toBe(Math.max(1, armor - 3));
    const iceRes = withCrystals(inPhase(s, 'ranged', ['orc-war-beasts']), 0, { blue: 1 });
    expect(
      refusal(iceRes, {
        type: 'activate-unit',
        player: 0,
        unit: u,
        ability: 1,
        mana: [{ kind: 'crystal', color: 'blue' }],
      }),
    ).toBe('UNIT-5b');
  });

  it('Heroes #2: Influence 5, and Reputation +1 when used during an interaction', () => {
    const { s, u } = withUnit('hero-blue', onSite(base(), { type: 'village' }));
    const after = activate(interacting(s), u, 1);
    expect(after.turn?.influencePoints).toBe(5);
    expect(p0(after).reputation).toBe(1);
  });

  it('Heroes (green card) #3: green: Heal 4', () => {
    const { s, u } = withUnit('hero-green');
    expect(activate(s, u, 2, 'green').turn?.healPoints).toBe(4);
  });

  it('Heroes: in a fortified-site assault they may be activated only after paying 2 Influence (heroes-assault-fee)', () => {
    const { s, u } = withUnit('hero-red', withHand(base(), 0, ['promise']));
    let c = attackGroup(
      inCombat(s, ['prowlers'], { kind: 'assault', siteFortified: true }),
      'attack',
    );
    expect(refusal(c, { type: 'activate-unit', player: 0, unit: u, ability: 0 })).toBe(
      'heroes-assault-fee',
    );
    c = act(c, { type: 'play-card', player: 0, card: p0(c).hand[0] ?? '', mode: 'basic' });
    c = act(c, { type: 'buy', player: 0, item: `fee:${u}` });
    c = activate(c, u, 0);
    expect(columnEntries(c)).toEqual([expect.objectContaining({ amount: 5 })]);
    // Outside an assault no fee is due.
    const free = attackGroup(inCombat(s, ['prowlers']), 'attack');
    expect(
      refusal(free, { type: 'activate-unit', player: 0, unit: u, ability: 0 }),
    ).toBeUndefined();
  });

  it('Altem Guardians #3: green: all your units gain Physical, Fire and Ice resistance this turn', () => {
    const { s, u } = withUnit('altem-guardians');
    const after = activate(s, u, 2, 'green');
    expect(after.turn?.modifiers.map((m) => m.modifier)).toContainEqual({
      kind: 'unit-resistances',
      resistances: ['physical', 'fire', 'ice'],
      units: 'all',
    });
  });

  it('Altem Mages #1: gain 2 mana tokens of any colours', () => {
    const { s, u } = withUnit('altem-mages');
    let after = activate(s, u, 0);
    expect(after.pending[after.pending.length - 1]?.kind).toBe('mana-color');
    after = choose(choose(after, 'gold'), 'blue');
    expect(after.turn?.manaTokens).toEqual(['gold', 'blue']);
  });

  it('Altem Mages #2: with one extra blue and red mana the ColdFire attack is 9', () => {
    const { s, u } = withUnit('altem-mages');
    let c = withCrystals(inPhase(s, 'attack'), 0, { blue: 1, red: 1 });
    c = activate(c, u, 1);
    const p = c.pending[c.pending.length - 1];
    expect(p?.kind).toBe('effect-option');
    c = choose(c, '3');
    for (let i = 0; i < 3 && c.pending.length > 0; i++)
      c = choose(c, c.pending[c.pending.length - 1]?.options[0] ?? '');
    expect(columnEntries(c)).toEqual([
      expect.objectContaining({ amount: 9, element: 'cold-fire' }),
    ]);
    expect(p0(c).crystals).toMatchObject({ blue: 0, red: 0 });
  });

  it('Altem Mages #3: black: for this combat every attack becomes ColdFire, or also Siege', () => {
    const { s, u } = withUnit('altem-mages', withTime(base(), 'night'));
    let c = activate(inPhase(s, 'ranged'), u, 2, 'black');
    expect(c.pending[c.pending.length - 1]?.kind).toBe('effect-option');
    c = choose(c, '0');
    expect(c.turn?.modifiers.map((m) => m.modifier)).toContainEqual({
      kind: 'custom',
      hook: 'attacks-become-cold-fire',
    });
    const day = withUnit('altem-mages');
    expect(
      refusal(withTokens(inPhase(day.s, 'ranged'), ['black']), {
        type: 'activate-unit',
        player: 0,
        unit: day.u,
        ability: 2,
        mana: [{ kind: 'token', color: 'black' }],
      }),
    ).toBe('MANA-2a');
  });

  it('Delphana Masters #1: blue: one enemy does not attack', () => {
    const { s, u } = withUnit('delphana-masters');
    expect(
      activate(inPhase(s, 'ranged'), u, 0, 'blue').combat?.enemies[0]?.flags['does-not-attack'],
    ).toBe(1);
  });

  it('Delphana Masters #2: red: one enemy is destroyed if it is blocked', () => {
    const { s, u } = withUnit('delphana-masters');
    expect(
      activate(inPhase(s, 'ranged'), u, 1, 'red').combat?.enemies[0]?.flags['destroy-if-blocked'],
    ).toBe(1);
  });

  it('Delphana Masters #3: green: one enemy Armor −5 (min 1)', () => {
    const { s, u } = withUnit('delphana-masters');
    const after = activate(inPhase(s, 'ranged', ['cursed-hags']), u, 2, 'green');
    const e = after.combat?.enemies[0];
    if (!e) throw new Error('no enemy');
    expect(enemyArmor(after, e)).toBe(1);
  });

  it('Delphana Masters #4: white: one enemy loses all fortification and resistances', () => {
    const { s, u } = withUnit('delphana-masters');
    const after = activate(inPhase(s, 'ranged', ['diggers']), u, 3, 'white');
    expect(after.combat?.enemies[0]?.flags).toMatchObject({
      'lose-fortification': 1,
      'lose-resistances': 1,
    });
  });

  it('Delphana Masters: one activation may use several different abilities, each paid (delphana-multi-ability)', () => {
    const { s, u } = withUnit('delphana-masters');
    let c = activate(inPhase(s, 'ranged'), u, 0, 'blue');
    expect(unitOf(c, u)?.ready).toBe(false);
    c = activate(c, u, 2, 'green');
    const e = c.combat?.enemies[0];
    if (!e) throw new Error('no enemy');
    expect(e.flags['does-not-attack']).toBe(1);
    expect(enemyArmor(c, e)).toBe(1);
    // the same ability twice is not allowed, nor a later phase
    expect(
      refusal(withCrystals(c, 0, { blue: 1 }), {
        type: 'activate-unit',
        player: 0,
        unit: u,
        ability: 0,
        mana: [{ kind: 'crystal', color: 'blue' }],
      }),
    ).toBe('UNIT-5a');
    const later = blockColumn(c);
    expect(
      refusal(withCrystals(later, 0, { red: 1 }), {
        type: 'activate-unit',
        player: 0,
        unit: u,
        ability: 1,
        mana: [{ kind: 'crystal', color: 'red' }],
      }),
    ).toBe('UNIT-5a');
  });
});

describe('unit rules (UNIT-5, WOUND-2, HEAL-3c)', () => {
  it('UNIT-5a / ROUND-2g: a spent unit cannot be activated again until it is readied at the end of the round', () => {
    const { s, u } = withUnit('peasants');
    const spent = activate(s, u, 2);
    expect(refusal(spent, { type: 'activate-unit', player: 0, unit: u, ability: 2 })).toBe(
      'UNIT-5a',
    );
    expect(legal(spent, 'activate-unit')).toEqual([]);
    const next = edit(spent, (d) => prepareRound(d, newCtx()));
    expect(unitOf(next, u)?.ready).toBe(true);
  });

  it('WOUND-2a: a wounded unit cannot be activated', () => {
    const r = withUnits(base(), [{ def: 'peasants', wounds: 1 }]);
    expect(
      refusal(r.state, { type: 'activate-unit', player: 0, unit: r.ids[0] ?? '', ability: 2 }),
    ).toBe('WOUND-2a');
    expect(legal(r.state, 'activate-unit')).toEqual([]);
  });

  it('UNIT-5c: an ability with a mana symbol needs that mana; the legal actions list the ways to pay', () => {
    const { s, u } = withUnit('red-cape-monks');
    const c = inPhase(s, 'attack');
    expect(refusal(c, { type: 'activate-unit', player: 0, unit: u, ability: 1 })).toBe('UNIT-5c');
    expect(legal(c, 'activate-unit').map((a) => a.ability)).toEqual([0]);
    const paid = withDice(c, ['red', 'red', 'gold']);
    expect(
      legal(paid, 'activate-unit')
        .filter((a) => a.ability === 1)
        .map((a) => a.mana),
    ).toEqual([[{ kind: 'die', die: 1 }], [{ kind: 'die', die: 3 }]]);
    expect(
      checkAction(c, {
        type: 'activate-unit',
        player: 0,
        unit: u,
        ability: 1,
        mana: [{ kind: 'crystal', color: 'red' }],
      })?.ruleId,
    ).toBe('MANA-1b');
  });

  it('COMBAT-1b / COMBAT-1c: units may not be used where the site forbids them', () => {
    const { s, u } = withUnit('peasants');
    const dungeon = attackGroup(
      inCombat(s, ['prowlers'], { kind: 'adventure', unitsAllowed: false }),
      'attack',
    );
    expect(refusal(dungeon, { type: 'activate-unit', player: 0, unit: u, ability: 0 })).toBe(
      'COMBAT-1b',
    );
    const burning = attackGroup(
      inCombat(s, ['prowlers'], { kind: 'burn-monastery', unitsAllowed: false }),
      'attack',
    );
    expect(refusal(burning, { type: 'activate-unit', player: 0, unit: u, ability: 0 })).toBe(
      'COMBAT-1c',
    );
    expect(legal(burning, 'activate-unit')).toEqual([]);
  });

  it('HEAL-3c.2 / HEAL-3c.3: healing a unit costs its level; a poisoned unit (2 Wounds) is healed twice', () => {
    const r = withUnits(base(), [{ def: 'fire-golems', wounds: 2 }]);
    const u = r.ids[0] ?? '';
    let s = edit(r.state, (d) => {
      if (d.turn) d.turn.healPoints = 5;
    });
    expect(unitDef(u).level).toBe(3);
    s = act(s, { type: 'heal', player: 0, target: u });
    expect(unitOf(s, u)?.wounds).toBe(1);
    expect(refusal(s, { type: 'heal', player: 0, target: u })).toBe('HEAL-3c.2');
    s = edit(s, (d) => {
      if (d.turn) d.turn.healPoints = 3;
    });
    s = act(s, { type: 'heal', player: 0, target: u });
    expect(unitOf(s, u)?.wounds).toBe(0);
    expect(activate(inPhase(s, 'attack'), u, 0).combat?.attack?.entries).toHaveLength(1);
  });
});
