// One describe per tactic card whose effect acts during the round (tactics.md), and END-2.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../index';
import { legalActions } from '../index';
import {
  act,
  at,
  choose,
  edit,
  handCard,
  legal,
  refusal,
  testGame,
  withDice,
  withHand,
  withTime,
} from '../testing/builders';
import { isWound } from '../state/cards';

/** A game at player 0's turn holding the given tactic (set directly). */
function withTactic(s: GameState, tactic: string, time: 'day' | 'night' = 'day'): GameState {
  return withTime(
    edit(s, (d) => {
      const p = d.players[0];
      if (p) {
        p.tactic = tactic;
        p.tacticFlipped = false;
      }
    }),
    time,
  );
}

function finish(s: GameState): GameState {
  let st = s;
  if (st.turn && !st.turn.cardPlayedOrDiscarded) {
    const c = st.players[st.turn.player]?.hand.find((x) => !isWound(x));
    if (c)
      st = act(st, {
        type: 'play-card',
        player: st.turn.player,
        card: c,
        mode: 'sideways',
        as: 'move',
      });
  }
  if (st.turn) st = act(st, { type: 'end-turn', player: st.turn.player });
  for (let i = 0; i < 10 && st.pending.length > 0; i++) {
    const p = st.pending[st.pending.length - 1];
    if (!p || p.kind === 'tactic-sparing-power') break; // the next turn's decision
    st = act(st, {
      type: 'choose',
      player: p.player,
      option: p.kind === 'end-discard' ? [] : (p.options[0] ?? ''),
    });
  }
  return st;
}

describe('early-bird / from-the-dusk', () => {
  it('only fix the turn order (number 1)', () => {
    const s = testGame({ tactic: 'early-bird' });
    expect(s.round.order[0]).toBe(0);
    expect(legal(s, 'use-tactic')).toHaveLength(0);
  });
});

describe('planning', () => {
  it('END-7b.4: with 2+ cards kept, the end-of-turn draw goes to hand limit + 1', () => {
    let s = withTactic(withHand(testGame(), 0, ['march', 'rage', 'promise']), 'planning');
    s = act(s, { type: 'play-card', player: 0, card: handCard(s, 0, 'march'), mode: 'basic' });
    s = finish(s);
    expect(s.players[0]?.hand).toHaveLength(6);
  });
  it('not with fewer than 2 cards before drawing', () => {
    let s = withTactic(withHand(testGame(), 0, ['march', 'rage']), 'planning');
    s = act(s, { type: 'play-card', player: 0, card: handCard(s, 0, 'march'), mode: 'basic' });
    s = finish(s);
    expect(s.players[0]?.hand).toHaveLength(5);
  });
});

describe('the-right-moment', () => {
  it('declares another turn right after the current one; once per round', () => {
    let s = withTactic(testGame({ heroes: ['tovak', 'goldyx'] }), 'the-right-moment');
    const me = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      const p = d.players[me];
      if (p) p.tactic = 'the-right-moment';
    });
    s = act(s, { type: 'use-tactic', player: me });
    expect(refusal(s, { type: 'use-tactic', player: me })).toBe('ROUND-3b');
    s = finish(s);
    expect(s.turn?.player).toBe(me);
  });
  it('works only by Day', () => {
    const s = withTactic(testGame(), 'the-right-moment', 'night');
    expect(refusal(s, { type: 'use-tactic', player: 0 })).toBe('ROUND-3b');
  });
});

describe('long-night', () => {
  it('when the Deed deck is empty: 3 random cards of the discard pile become the deck', () => {
    let s = withTactic(testGame(), 'long-night', 'night');
    s = edit(s, (d) => {
      const p = d.players[0];
      if (p) {
        p.discard.push(...p.deck);
        p.deck = [];
      }
    });
    const discard = s.players[0]?.discard.length ?? 0;
    s = act(s, { type: 'use-tactic', player: 0 });
    expect(s.players[0]?.deck).toHaveLength(3);
    expect(s.players[0]?.discard).toHaveLength(discard - 3);
  });
  it('is refused while the deck still holds cards (END-7d)', () => {
    expect(
      refusal(withTactic(testGame(), 'long-night', 'night'), { type: 'use-tactic', player: 0 }),
    ).toBe('END-7d');
  });
  it('END-7d.1: offered while drawing at the end of the turn when the deck runs out', () => {
    let s = withTactic(withHand(testGame(), 0, ['march', 'rage']), 'long-night', 'night');
    s = edit(s, (d) => {
      const p = d.players[0];
      if (p) {
        p.discard.push(...p.deck);
        p.deck = [];
      }
    });
    s = act(s, { type: 'play-card', player: 0, card: handCard(s, 0, 'march'), mode: 'basic' });
    s = act(s, { type: 'end-turn', player: 0 });
    s = choose(s, []);
    expect(s.pending[s.pending.length - 1]?.kind).toBe('tactic-long-night-draw');
    s = choose(s, 'yes');
    expect(s.players[0]?.hand.length).toBe(4);
  });
});

describe('mana-search', () => {
  it('rerolls up to two Source dice before taking mana, once per turn', () => {
    let s = withTactic(withDice(testGame(), ['gold', 'red', 'blue']), 'mana-search', 'night');
    // gold is depleted at Night: it must be among the rerolled dice
    expect(refusal(s, { type: 'use-tactic', player: 0, option: ['2', '3'] })).toBe('ROUND-3b');
    s = act(s, { type: 'use-tactic', player: 0, option: ['1', '2'] });
    expect(s.players[0]?.tacticData.usedThisTurn).toBe(true);
    expect(refusal(s, { type: 'use-tactic', player: 0, option: ['3'] })).toBe('ROUND-3b');
  });
  it('not after a die was taken this turn (MANA-3)', () => {
    let s = withTactic(
      withHand(withDice(testGame(), ['green', 'red', 'blue']), 0, ['march']),
      'mana-search',
      'night',
    );
    s = act(s, {
      type: 'play-card',
      player: 0,
      card: handCard(s, 0, 'march'),
      mode: 'strong',
      mana: [{ kind: 'die', die: 1 }],
    });
    expect(refusal(s, { type: 'use-tactic', player: 0, option: ['2'] })).toBe('MANA-3');
  });
});

describe('midnight-meditation', () => {
  it('before the turn: shuffle up to 5 hand cards into the deck and draw as many', () => {
    let s = withTactic(testGame(), 'midnight-meditation', 'night');
    const hand = s.players[0]?.hand ?? [];
    s = act(s, { type: 'use-tactic', player: 0 });
    s = choose(s, hand.slice(0, 2));
    expect(s.players[0]?.hand).toHaveLength(5);
    expect((s.players[0]?.deck.length ?? 0) + 5).toBe(16);
    expect(s.players[0]?.tacticFlipped).toBe(true);
  });
  it('only before anything else happens in the turn', () => {
    let s = withTactic(withHand(testGame(), 0, ['march', 'rage']), 'midnight-meditation', 'night');
    s = act(s, { type: 'play-card', player: 0, card: handCard(s, 0, 'march'), mode: 'basic' });
    expect(refusal(s, { type: 'use-tactic', player: 0 })).toBe('TURN-OUT-1');
  });
});

describe('sparing-power', () => {
  it('before each turn: store the top deck card, or flip and take all stored cards', () => {
    let s = testGame({ heroes: ['tovak', 'goldyx'] });
    const me = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      const p = d.players[me];
      if (p) p.tactic = 'sparing-power';
      d.round.time = 'night';
    });
    // finish this turn and the other player's; at my next turn the choice appears
    s = finish(s);
    s = finish(s);
    expect(s.turn?.player).toBe(me);
    expect(s.pending[s.pending.length - 1]?.kind).toBe('tactic-sparing-power');
    s = choose(s, 'store');
    expect(s.players[me]?.tacticData.stored).toHaveLength(1);
    s = finish(s);
    s = finish(s);
    const hand = s.players[me]?.hand.length ?? 0;
    s = choose(s, 'take');
    expect(s.players[me]?.hand.length).toBe(hand + 1);
    expect(s.players[me]?.tacticFlipped).toBe(true);
  });
});

describe('END-2 forced withdrawal', () => {
  it('ending the turn on an unsafe space retraces the path, 1 Wound per space entered', () => {
    let s = at(withHand(testGame(), 0, ['march', 'rage']), 0, '0,0');
    s = act(s, { type: 'play-card', player: 0, card: handCard(s, 0, 'march'), mode: 'basic' });
    s = act(s, { type: 'move', player: 0, to: '0,-1' });
    // the space becomes unsafe (another hero arrives there — simulated)
    s = edit(s, (d) => {
      const h = d.map.hexes['0,-1'];
      if (h) h.terrain = 'lake';
    });
    s = act(s, { type: 'end-turn', player: 0 });
    while (s.pending.length > 0) s = act(s, legalActions(s)[0] as never);
    expect(s.players[0]?.position).toBe(null); // back on the portal, off the map (MOVE-8d.1)
    const wounds = [...(s.players[0]?.hand ?? []), ...(s.players[0]?.discard ?? [])].filter(
      isWound,
    );
    expect(wounds).toHaveLength(1);
  });
});
