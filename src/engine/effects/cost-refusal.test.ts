// CARD-6: an effect whose cost cannot be paid says which cost is missing — Crystallize with no mana
// available is refused for the mana, not with the Wounds-and-discard reason (CARD-6a).
import { describe, expect, it } from 'vitest';
import { checkAction } from '../index';
import { edit, handCard, testGame, withCrystals, withDice, withHand } from '../testing/builders';

function noMana() {
  let s = withHand(testGame(), 0, ['crystallize', 'improvisation', 'wound', 'wound']);
  s = withDice(s, ['black']); // by Day no usable die
  s = withCrystals(s, 0, { red: 0, blue: 0, green: 0, white: 0 });
  return edit(s, (d) => {
    if (d.turn) d.turn.manaTokens = [];
  });
}

describe('CARD-6: the reason names the missing cost', () => {
  it('Crystallize with no mana available: no mana of a fitting colour', () => {
    const s = noMana();
    const r = checkAction(s, {
      type: 'play-card',
      player: 0,
      card: handCard(s, 0, 'crystallize'),
      mode: 'basic',
    });
    expect(r?.ruleId).toBe('CARD-6');
    expect(r?.message).toMatch(/no mana of a fitting colour/);
    expect(r?.message).not.toMatch(/Wounds/);
  });

  it('a discard cost with only Wounds left keeps the Wounds reason (CARD-6a)', () => {
    let s = noMana();
    s = withHand(s, 0, ['improvisation', 'wound', 'wound']);
    const r = checkAction(s, {
      type: 'play-card',
      player: 0,
      card: handCard(s, 0, 'improvisation'),
      mode: 'basic',
    });
    expect(r?.ruleId).toBe('CARD-6');
    expect(r?.message).toMatch(/Wounds never pay a discard cost/);
  });
});
