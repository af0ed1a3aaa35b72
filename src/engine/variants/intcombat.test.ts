import { describe, expect, it } from 'vitest';
import { enemyDef } from '../content';
import { enemyArmor, enemyAttackValue } from '../combat/numbers';
import { defeatEnemies } from '../combat/defeat';
import { activePlayer, playerView, type GameState } from '../index';
import { actWithEvents, choose, edit, inCombat, newCtx } from '../testing/builders';
import { previousPlayer } from '../combat/intcombat';
import { toTurn, variantGame } from './test-kit';

function fightOne(variants = ['interactive-combat'], enemies = ['prowlers']) {
  const s = toTurn(variantGame('full-conquest', 2, variants, 2));
  const me = s.turn?.player ?? 0;
  return { s: inCombat(s, enemies), me, other: me === 0 ? 1 : 0 };
}

const withPhase = (s: GameState, phase: 'ranged' | 'block' | 'damage' | 'attack') =>
  edit(s, (d) => {
    if (d.combat) d.combat.phase = phase;
  });

const enemyOf = (s: GameState) => {
  const e = s.combat?.enemies[0];
  if (!e) throw new Error('no enemy');
  return e;
};

describe('§14.6 Interactive combat', () => {
  it('VAR-INTCOMBAT-1/2: against a single enemy the player who took the turn before sets a die', () => {
    const { s, me, other } = fightOne();
    expect(previousPlayer(s, me)).toBe(other);
    const p = s.pending[s.pending.length - 1];
    expect(p?.kind).toBe('intcombat-die');
    expect(p?.player).toBe(other);
    expect(activePlayer(s)).toBe(other);
    expect(p?.options).toEqual(['white', 'red', 'blue', 'black']);
    // two enemies: no die
    const two = fightOne(['interactive-combat'], ['prowlers', 'diggers']).s;
    expect(two.pending).toEqual([]);
    expect(two.combat?.intCombat).toBeUndefined();
    // without the variant: no die
    expect(fightOne([]).s.pending).toEqual([]);
  });

  it('VAR-INTCOMBAT-2a: white — Armor +1 in the Ranged and Siege Attack phase only', () => {
    const s = choose(fightOne().s, 'white');
    const armor = enemyDef('prowlers').armor;
    expect(enemyArmor(s, enemyOf(s))).toBe(armor + 1);
    expect(enemyArmor(withPhase(s, 'attack'), enemyOf(s))).toBe(armor);
  });

  it('VAR-INTCOMBAT-2b: red — Attack +1', () => {
    const s = choose(fightOne().s, 'red');
    const atk = enemyDef('prowlers').attacks[0];
    const printed = atk?.kind === 'attack' ? atk.value : 0;
    expect(enemyAttackValue(withPhase(s, 'block'), enemyOf(s), 0)).toBe(printed + 1);
  });

  it('VAR-INTCOMBAT-2c: blue — Armor +1 in the Attack phase only', () => {
    const s = choose(fightOne().s, 'blue');
    const armor = enemyDef('prowlers').armor;
    expect(enemyArmor(s, enemyOf(s))).toBe(armor);
    expect(enemyArmor(withPhase(s, 'attack'), enemyOf(s))).toBe(armor + 1);
  });

  it('VAR-INTCOMBAT-2d/2e: a strengthened enemy gives 1 Fame more; black gives neither bonus nor Fame', () => {
    const fame = enemyDef('prowlers').fame;
    for (const [color, extra] of [
      ['white', 1],
      ['red', 1],
      ['blue', 1],
      ['black', 0],
    ] as const) {
      const { s, me } = fightOne();
      const chosen = choose(s, color);
      const before = chosen.players[me]?.fame ?? 0;
      const after = edit(chosen, (d) => defeatEnemies(d, [enemyOf(d).id], newCtx()));
      expect(after.players[me]?.fame, color).toBe(before + fame + extra);
      if (color === 'black') {
        expect(enemyArmor(chosen, enemyOf(chosen))).toBe(enemyDef('prowlers').armor);
        expect(enemyArmor(withPhase(chosen, 'attack'), enemyOf(chosen))).toBe(
          enemyDef('prowlers').armor,
        );
      }
    }
  });

  it('VAR-INTCOMBAT-3: the colour stays secret until the phase where it matters', () => {
    const { s, me, other } = fightOne();
    const { state: blue, events } = actWithEvents(s, {
      type: 'choose',
      player: other,
      option: 'blue',
    });
    // the log does not tell the colour; at the start of the ranged phase: "it is not white"
    expect(events.find((e) => e.type === 'chosen')?.option).toEqual(['hidden']);
    expect(events.find((e) => e.type === 'intcombat-not')?.color).toBe('white');
    expect(playerView(blue, me).combat?.intCombat?.color).toBeNull();
    expect(playerView(blue, other).combat?.intCombat?.color).toBe('blue');
    expect(playerView(withPhase(blue, 'block'), me).combat?.intCombat?.color).toBeNull();
    expect(playerView(withPhase(blue, 'attack'), me).combat?.intCombat?.color).toBe('blue');
    // white is shown at once, red from the Block phase on
    const white = choose(fightOne().s, 'white');
    expect(playerView(white, me).combat?.intCombat?.color).toBe('white');
    const red = choose(fightOne().s, 'red');
    expect(playerView(red, me).combat?.intCombat?.color).toBeNull();
    expect(playerView(withPhase(red, 'block'), me).combat?.intCombat?.color).toBe('red');
    // the pending choice's options are hidden from the fighting player too
    expect(playerView(s, me).pending[0]?.options).not.toContain('white');
  });

  it('VAR-INTCOMBAT-3: moving to the Block phase reveals red or says "not red"', () => {
    const { s, me } = fightOne();
    const red = choose(s, 'red');
    const { events } = actWithEvents(red, { type: 'end-combat-phase', player: me });
    expect(events.find((e) => e.type === 'intcombat-revealed')?.color).toBe('red');
    const black = choose(fightOne().s, 'black');
    const r2 = actWithEvents(black, { type: 'end-combat-phase', player: me });
    expect(r2.events.find((e) => e.type === 'intcombat-not')?.color).toBe('red');
  });
});
