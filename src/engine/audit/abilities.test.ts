// Rules audit §16.8: unit resistances against enemies and in PvP (RULES.md URES-*).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../index';
import { damagePreview } from '../combat/damage';
import { unitWoundCost } from '../pvp/rules';
import { act, combatEnemies, inCombat, testGame, withUnits } from '../testing/builders';

const P = 0;
const toDamage = (s: GameState) =>
  act(act(s, { type: 'end-combat-phase', player: P }), { type: 'end-combat-phase', player: P });
/** The damage preview of the (first) enemy's attack on the (first) unit. */
function preview(enemy: string, unit: string) {
  const s = toDamage(inCombat(withUnits(testGame(), P, [unit]), [enemy]));
  const e = combatEnemies(s)[0] ?? '';
  const u = s.players[P]?.units[0]?.id ?? '';
  return damagePreview(s, e, 0, u);
}

describe('§16.8 unit resistances', () => {
  it('URES-1 / URES-3a: a physically resistant unit first absorbs physical damage up to its Armor without a Wound', () => {
    // Illusionists: Armor 2, physical resistance; Golems attack 2, Prowlers 4 (both physical).
    expect(preview('golems', 'illusionists')).toMatchObject({ absorbed: true, unitWounds: 0 });
    // 4 damage: 2 absorbed, the rest wounds it and is reduced by its Armor again
    expect(preview('prowlers', 'illusionists')).toMatchObject({
      absorbed: false,
      unitWounds: 1,
      remaining: 0,
    });
    // a unit without the resistance is wounded by any damage
    expect(preview('golems', 'peasants')).toMatchObject({ absorbed: false, unitWounds: 1 });
  });

  it('URES-3b: Fire resistance works against Fire attacks only', () => {
    // Fire Mages (unit): Armor 4, Fire resistance; Fire Mages (enemy): Fire Attack 6
    expect(preview('fire-mages', 'fire-mages')).toMatchObject({ unitWounds: 1, remaining: 0 });
    // against a physical attack of 6 there is no absorption: wounded, 2 damage left
    expect(preview('swordsmen', 'fire-mages')).toMatchObject({ unitWounds: 1, remaining: 2 });
  });

  it('URES-3c: Ice resistance works against Ice attacks', () => {
    // Ice Mages (unit): Armor 4, Ice resistance; Ice Golems (enemy): Ice Attack 2 (paralyze)
    expect(preview('ice-golems', 'ice-mages')).toMatchObject({
      absorbed: true,
      unitDestroyed: false,
    });
  });

  it('URES-4: Fire and Ice resistance together count as Cold Fire resistance', () => {
    // Shadow: Cold Fire Attack 4. Sorcerers (Fire + Ice, Armor 4) absorb it without a Wound;
    // Fire Mages (Fire only, Armor 4) are wounded.
    expect(preview('shadow', 'sorcerers')).toMatchObject({ absorbed: true, unitWounds: 0 });
    expect(preview('shadow', 'fire-mages')).toMatchObject({ absorbed: false, unitWounds: 1 });
  });

  it('URES-2: in PvP a unit resisting at least one element of the attack takes twice its Armor to wound', () => {
    const u = { id: 'fire-mages#9801', ready: true, wounds: 0 };
    expect(unitWoundCost(u, ['physical'])).toBe(4);
    expect(unitWoundCost(u, ['fire'])).toBe(8);
    expect(unitWoundCost(u, ['physical', 'fire'])).toBe(8);
    const golem = { id: 'fire-golems#9802', ready: true, wounds: 0 };
    expect(unitWoundCost(golem, ['physical'])).toBe(8); // URES-3a against opponents too
  });
});
