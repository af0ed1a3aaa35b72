import { describe, expect, it } from 'vitest';
import { act, edit, handCard, refusal, withDice, withHand } from '../testing/builders';
import { toTurn, variantGame } from './test-kit';
import type { GameState } from '../index';

function turnWith(variants: string[], dice: ('green' | 'gold' | 'blue' | 'black')[]): GameState {
  let s = toTurn(variantGame('full-conquest', 2, variants, 3));
  const who = s.turn?.player ?? 0;
  s = withHand(s, who, ['march', 'rage']);
  s = withDice(s, dice);
  return edit(s, (d) => {
    d.round.time = 'day';
  });
}

const playMarch = (s: GameState, die: number) => {
  const who = s.turn?.player ?? 0;
  return {
    type: 'play-card' as const,
    player: who,
    card: handCard(s, who, 'march'),
    mode: 'strong' as const,
    mana: [{ kind: 'die' as const, die }],
  };
};

describe('§14.4 Be nice to each other: friendly mana', () => {
  it('VAR-NICE-4: by Day a gold die may not stand in for a colour still unused in the Source', () => {
    const s = turnWith(['friendly-mana'], ['gold', 'green', 'blue']);
    expect(refusal(s, playMarch(s, 1))).toBe('VAR-NICE-4');
    expect(refusal(s, playMarch(s, 2))).toBeUndefined();
    // without the variant gold may be used
    const plain = turnWith([], ['gold', 'green', 'blue']);
    expect(refusal(plain, playMarch(plain, 1))).toBeUndefined();
    // with no green die left in the Source the gold one is fine
    const noRed = turnWith(['friendly-mana'], ['gold', 'blue', 'black']);
    expect(refusal(noRed, playMarch(noRed, 1))).toBeUndefined();
    const after = act(noRed, playMarch(noRed, 1));
    expect(after.source.dice.find((d) => d.id === 1)?.takenBy).toBe(after.turn?.player);
  });

  it('VAR-NICE-4: by Day a gold die may not be rerolled while another, non-gold die is in the Source', () => {
    let s = turnWith(['friendly-mana'], ['gold', 'green', 'blue']);
    const who = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      const p = d.players[who];
      if (p) p.tactic = 'mana-search';
    });
    expect(refusal(s, { type: 'use-tactic', player: who, option: ['1'] })).toBe('VAR-NICE-4');
    expect(refusal(s, { type: 'use-tactic', player: who, option: ['2'] })).toBeUndefined();
    let gold = turnWith(['friendly-mana'], ['gold', 'gold']);
    gold = edit(gold, (d) => {
      const p = d.players[who];
      if (p) p.tactic = 'mana-search';
    });
    expect(refusal(gold, { type: 'use-tactic', player: who, option: ['1'] })).toBeUndefined();
  });
});
