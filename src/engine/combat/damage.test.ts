// The Assign Damage phase (COMBAT-DMG-*), unit resistances (URES-*), the knockout and the damage
// preview the UI shows.
import { describe, expect, it } from 'vitest';
import { newCtx } from '../core/context';
import { resolveEffects } from '../effects/interpret';
import type { GameState } from '../state/types';
import {
  act,
  combatEnemies,
  edit,
  inCombat,
  legal,
  refusal,
  testGame,
  withHand,
  withUnits,
} from '../testing/builders';
import { damagePreview } from './damage';

const P = 0;
const endPhase = (s: GameState) => act(s, { type: 'end-combat-phase', player: P });
const toDamage = (s: GameState) => endPhase(endPhase(s));
const id = (s: GameState, i = 0): string => combatEnemies(s)[i] ?? '';
const unit = (s: GameState, i = 0): string => s.players[P]?.units[i]?.id ?? '';
const assign = (s: GameState, enemy: string, to: string, attack = 0) =>
  act(s, { type: 'assign-damage', player: P, enemy, attack, to });
const heroWounds = (s: GameState) =>
  s.players[P]?.hand.filter((c) => c.startsWith('wound#')).length ?? 0;
const fight = (
  enemies: string[],
  units: string[] = [],
  hand: string[] = ['march', 'rage'],
  opts: Parameters<typeof inCombat>[2] = {},
) => toDamage(inCombat(withUnits(withHand(testGame(), P, hand), P, units), enemies, opts));

describe('COMBAT-DMG-4 units', () => {
  it('COMBAT-DMG-4a: any damage wounds the unit; its Armor reduces what remains for the hero (COMBAT-DMG-5)', () => {
    let s = fight(['swordsmen'], ['foresters']); // 6 damage, Armor 4
    expect(damagePreview(s, id(s), 0, unit(s))).toMatchObject({ unitWounds: 1, remaining: 2 });
    s = assign(s, id(s), unit(s));
    expect(s.players[P]?.units[0]?.wounds).toBe(1);
    expect(s.combat?.phase).toBe('damage');
    expect(legal(s, 'assign-damage').map((a) => a.to)).toEqual(['hero']); // the unit is wounded now
    s = assign(s, id(s), 'hero');
    expect(heroWounds(s)).toBe(1);
    expect(s.combat?.phase).toBe('attack');
  });
  it('COMBAT-DMG-4a.1: 1 damage still wounds a unit with high Armor', () => {
    let s = fight(['orc-skirmishers'], ['altem-guardians']);
    s = assign(s, id(s), unit(s));
    expect(s.players[P]?.units[0]?.wounds).toBe(1);
  });
  it('COMBAT-DMG-4: a spent unwounded unit may take damage, a wounded one may not (WOUND-2a)', () => {
    let s = fight(['prowlers'], ['peasants', 'foresters']);
    s = edit(s, (d) => {
      const [a, b] = d.players[P]?.units ?? [];
      if (a) a.ready = false;
      if (b) b.wounds = 1;
    });
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: unit(s, 0) }),
    ).toBeUndefined();
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: unit(s, 1) }),
    ).toBe('COMBAT-DMG-4');
  });
  it('COMBAT-DMG-4b.1/4b.2: a resistant unit first absorbs its Armor without a wound', () => {
    let s = fight(['prowlers'], ['guardian-golems']); // 4 physical vs Armor 3, physical resistance
    expect(damagePreview(s, id(s), 0, unit(s))).toMatchObject({
      absorbed: false,
      unitWounds: 1,
      remaining: 0,
    });
    let t = fight(['golems'], ['guardian-golems']); // 2 physical
    expect(damagePreview(t, id(t), 0, unit(t))).toMatchObject({
      absorbed: true,
      unitWounds: 0,
      remaining: 0,
    });
    t = assign(t, id(t), unit(t));
    expect(t.players[P]?.units[0]?.wounds).toBe(0);
    expect(t.combat?.unitsAbsorbed).toEqual([unit(t)]);
    s = assign(s, id(s), unit(s));
    expect(s.players[P]?.units[0]?.wounds).toBe(1);
  });
  it('COMBAT-DMG-4b.4: a resistant unit absorbs up to twice its Armor', () => {
    const s = fight(['werewolf'], ['guardian-golems']); // 7 physical vs 2 × Armor 3
    expect(damagePreview(s, id(s), 0, unit(s))).toMatchObject({ unitWounds: 1, remaining: 1 });
  });
  it('COMBAT-DMG-4b.5: a unit that absorbed damage by resistance cannot be assigned damage again this combat', () => {
    let s = fight(['golems', 'golems'], ['guardian-golems']);
    s = assign(s, id(s, 0), unit(s));
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: id(s, 1), attack: 0, to: unit(s) }),
    ).toBe('COMBAT-DMG-4b.5');
  });
  it('COMBAT-DMG-4b/URES-4: only fire and ice resistance together resist Cold Fire', () => {
    const s = fight(['shadow'], ['sorcerers', 'fire-mages']); // Cold Fire 4
    expect(damagePreview(s, id(s), 0, unit(s, 0))).toMatchObject({ absorbed: true });
    expect(damagePreview(s, id(s), 0, unit(s, 1))).toMatchObject({
      absorbed: false,
      unitWounds: 1,
    });
  });
  it('COMBAT-DMG-4b: resistance must match the element (fire resistance does not help against ice)', () => {
    const s = fight(['ice-mages'], ['fire-mages']);
    expect(damagePreview(s, id(s), 0, unit(s))).toMatchObject({ absorbed: false, remaining: 1 });
  });
  it('COMBAT-1b: no units in a dungeon or tomb', () => {
    const s = fight(['prowlers'], ['peasants'], ['march'], {
      kind: 'adventure',
      unitsAllowed: false,
      nightRules: true,
    });
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: unit(s) }),
    ).toBe('COMBAT-1b');
  });
  it('COMBAT-1c: no units when burning a monastery', () => {
    const s = fight(['monks'], ['peasants'], ['march'], {
      kind: 'burn-monastery',
      unitsAllowed: false,
    });
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: unit(s) }),
    ).toBe('COMBAT-1c');
  });
  it('thugs-damage-fee: damage goes to Thugs only after their fee is paid', () => {
    const s = fight(['prowlers'], ['thugs']);
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: id(s), attack: 0, to: unit(s) }),
    ).toBe('thugs-damage-fee');
  });
});

describe('COMBAT-DMG-5 hero', () => {
  it('COMBAT-DMG-5a/5c: one Wound per Armor of damage, rounded up', () => {
    let s = fight(['fire-mages']); // 6 damage, Armor 2 → 3
    expect(damagePreview(s, id(s), 0, 'hero')).toMatchObject({ heroWounds: 3 });
    s = assign(s, id(s), 'hero');
    expect(heroWounds(s)).toBe(3);
    let t = fight(['cursed-hags']);
    t = edit(t, (d) => {
      const p = d.players[P];
      if (p) p.level = 3; // Armor 3
    });
    expect(damagePreview(t, id(t), 0, 'hero')).toMatchObject({ heroWounds: 1 });
  });
  it('COMBAT-DMG-5b: damage below the Armor still wounds the hero', () => {
    const s = fight(['orc-skirmishers']);
    expect(damagePreview(s, id(s), 0, 'hero')).toMatchObject({ heroWounds: 1 });
  });
  it('COMBAT-DMG-5d: Wounds into hand reaching the unmodified Hand limit knock the hero out (discard all non-Wounds)', () => {
    let s = fight(['swordsmen', 'prowlers'], [], ['march', 'rage', 'stamina']);
    s = assign(s, id(s, 0), 'hero'); // 3 wounds
    expect(s.combat?.knockedOut).toBe(false);
    expect(s.players[P]?.hand.filter((c) => !c.startsWith('wound#')).length).toBe(3);
    expect(damagePreview(s, id(s, 1), 0, 'hero')?.knockout).toBe(true);
    s = assign(s, id(s, 1), 'hero'); // 2 more = 5 = Hand limit
    expect(s.players[P]?.hand.every((c) => c.startsWith('wound#'))).toBe(true);
    expect(heroWounds(s)).toBe(5);
  });
  it('COMBAT-DMG-5d.1: Wounds taken from played effects during the combat count too', () => {
    let s = fight(['fire-mages'], [], ['march']);
    s = edit(s, (d) =>
      resolveEffects(
        d,
        [{ kind: 'take-wound', count: 2, to: 'hand' }],
        { player: P, source: 'test' },
        newCtx(),
      ),
    );
    expect(s.combat?.woundsThisCombat).toBe(2);
    s = assign(s, id(s), 'hero'); // 3 more → 5
    expect(s.combat?.knockedOut).toBe(true);
    expect(s.players[P]?.hand.every((c) => c.startsWith('wound#'))).toBe(true);
  });
  it('COMBAT-DMG-5d.2: a knocked-out hero still takes further Wounds', () => {
    let s = fight(['swordsmen', 'swordsmen'], [], []);
    s = assign(s, id(s, 0), 'hero');
    s = assign(s, id(s, 1), 'hero');
    expect(heroWounds(s)).toBe(6);
  });
});

describe('COMBAT-DMG-7 end of the phase', () => {
  it('COMBAT-DMG-3/7: every unblocked attack must be assigned before the phase ends', () => {
    const s = fight(['prowlers']);
    expect(refusal(s, { type: 'end-combat-phase', player: P })).toBe('COMBAT-DMG-3');
    expect(refusal(s, { type: 'declare-attack', player: P, targets: [id(s)] })).toBe(
      'COMBAT-RANGED-1',
    );
  });
  it('COMBAT-DMG-1b: unblocked enemies are resolved one at a time in any order', () => {
    const s = fight(['prowlers', 'diggers']);
    expect(new Set(legal(s, 'assign-damage').map((a) => a.enemy)).size).toBe(2);
  });
});
