// Rules audit §5: a player's turn — effects outside the turn, the flipped round order token,
// announcing the End of the Round, regular turn and rest, announcing the end of the turn
// (RULES.md TURN-OUT-*, TURN-FLIP-*, TURN-EOR-*, TURN-OPT-*, TURN-REG-*, TURN-REST-*, TURN-END-*).
import { describe, expect, it } from 'vitest';
import { createGame } from '../index';
import type { GameState } from '../index';
import { isWound } from '../state/cards';
import {
  act,
  at,
  edit,
  handCard,
  legal,
  refusal,
  testGame,
  withHand,
  withMovePoints,
  withSite,
} from '../testing/builders';
import { endTurn, untilHumanTurn } from './helpers';

const P = 0;
const duo = () => testGame({ scenario: 'full-conquest', heroes: ['tovak', 'goldyx'] });

/** Empty the current player's deck (the hand stays). */
const emptyDeck = (s: GameState, who = P) =>
  edit(s, (d) => {
    const p = d.players[who];
    if (p) {
      p.discard.push(...p.deck);
      p.deck = [];
    }
    if (d.turn?.player === who) d.turn.deckEmptyAtStart = true;
  });

describe('§5.1 effects outside your own turn', () => {
  it('TURN-OUT-1c: no “before your turn” effect (plundering) during tactic selection', () => {
    const s = createGame({
      scenario: 'full-conquest',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 3,
    });
    expect(s.round.phase).toBe('tactics');
    const who = s.round.tacticPicker ?? 0;
    expect(refusal(s, { type: 'plunder-village', player: who })).toBeDefined();
  });

  it('TURN-OUT-1a / TURN-OUT-1e: plundering directly before the turn draws cards; the empty-deck condition is checked afterwards', () => {
    let s = at(testGame(), P, '4,-2'); // a village
    s = edit(s, (d) => {
      const p = d.players[P];
      if (p) p.deck = p.deck.slice(0, 1);
      if (d.turn) d.turn.deckEmptyAtStart = false;
    });
    expect(refusal(s, { type: 'announce-end-of-round', player: P })).toBe('TURN-EOR-3a');
    s = act(s, { type: 'plunder-village', player: P });
    expect(s.players[P]?.deck).toHaveLength(0);
    expect(s.players[P]?.reputation).toBe(-1);
    expect(refusal(s, { type: 'announce-end-of-round', player: P })).toBeUndefined();
  });

  it('TURN-OUT-1a: “before your turn” means before anything else is done in the turn', () => {
    let s = withHand(at(testGame(), P, '4,-2'), P, ['march', 'rage']);
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    expect(refusal(s, { type: 'plunder-village', player: P })).toBe('TURN-OUT-1a');
  });
});

describe('§5.2 flipped round order token', () => {
  it('TURN-FLIP-2 / TURN-FLIP-2d: a face-down token is turned up and the turn is forfeited (no End of the Round can be announced)', () => {
    let s = duo();
    const first = s.turn?.player ?? 0;
    const other = first === 0 ? 1 : 0;
    s = edit(s, (d) => {
      const o = d.players[other];
      if (o) {
        o.orderTokenFlipped = true;
        o.deck = [];
      }
    });
    s = endTurn(s);
    // the other player's turn was skipped: it is the first player's turn again
    expect(s.players[other]?.orderTokenFlipped).toBe(false);
    expect(s.round.endAnnouncedBy).toBeNull();
    expect(s.turn?.player).toBe(first);
  });

  it('TURN-FLIP-2c: cooperative/interactive skill tokens of the player still in effect expire at the start of their turn', () => {
    let s = duo();
    const first = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      d.players[first]?.skills.push({
        id: 'goldyx-source-freeze',
        flipped: false,
        usedThisTurn: false,
        inCenter: true,
      });
    });
    s = endTurn(s);
    s = endTurn(s);
    expect(s.turn?.player).toBe(first);
    const sk = s.players[first]?.skills[0];
    expect(sk?.inCenter).toBe(false);
    expect(sk?.flipped).toBe(true);
  });
});

describe('§5.3 End of the Round, forfeiting', () => {
  it('TURN-EOR-3 / TURN-EOR-3c: with an empty deck but cards in hand you choose: announce, or play the turn', () => {
    const s = emptyDeck(withHand(testGame(), P, ['march', 'rage']));
    expect(refusal(s, { type: 'announce-end-of-round', player: P })).toBeUndefined();
    expect(
      refusal(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' }),
    ).toBeUndefined();
    const played = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'march'),
      mode: 'basic',
    });
    expect(played.round.endAnnouncedBy).toBeNull();
  });

  it('TURN-EOR-3: the End of the Round can be announced only once', () => {
    const s = emptyDeck(edit(testGame(), (d) => void (d.round.endAnnouncedBy = 1)));
    expect(refusal(s, { type: 'announce-end-of-round', player: P })).toBe('TURN-EOR-3');
  });

  it('TURN-EOR-3 / ROUND-4b: announcing forfeits the turn — not possible once the turn has begun (a card played)', () => {
    let s = emptyDeck(withHand(testGame(), P, ['march', 'rage']));
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    expect(refusal(s, { type: 'announce-end-of-round', player: P })).toBeDefined();
  });

  it('TURN-EOR-3 / ROUND-4b: not even after a healing effect played at the start of the turn', () => {
    let s = emptyDeck(withHand(testGame(), P, ['tranquility', 'wound', 'march']));
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'tranquility'),
      mode: 'basic',
    });
    s = act(s, { type: 'choose', player: P, option: s.pending[0]?.options[0] ?? '' });
    expect(s.turn?.phase).toBe('start');
    expect(refusal(s, { type: 'announce-end-of-round', player: P })).toBe('TURN-EOR-3');
  });

  it('TURN-EOR-3d: no cards in hand or deck after someone else announced: the turn is forfeited', () => {
    let s = duo();
    const first = s.turn?.player ?? 0;
    const other = first === 0 ? 1 : 0;
    // the first player announces; the other has nothing left
    s = emptyDeck(s, first);
    s = edit(s, (d) => {
      const o = d.players[other];
      if (o) {
        o.discard.push(...o.deck, ...o.hand);
        o.deck = [];
        o.hand = [];
      }
    });
    s = act(s, { type: 'announce-end-of-round', player: first });
    s = untilHumanTurn(s);
    // the other player's forfeited turn ended the round
    expect(s.round.number).toBe(2);
    expect(s.round.endAnnouncedBy).toBeNull();
  });

  it('TURN-EOR-4: a forfeited turn gets no benefit of the space (crystal mine)', () => {
    let s = emptyDeck(at(testGame(), P, '0,-2')); // crystal mine
    const color = s.map.hexes['0,-2']?.site?.color ?? 'red';
    s = act(s, { type: 'announce-end-of-round', player: P });
    expect(s.players[P]?.crystals[color]).toBe(0);
  });
});

describe('§5.4–5.6 turn options, regular turn, rest', () => {
  it('TURN-OPT-5 / TURN-OPT-5b: healing and special effects may be played before choosing between regular turn and rest', () => {
    let s = withHand(testGame(), P, ['tranquility', 'march', 'wound']);
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'tranquility'),
      mode: 'basic',
    });
    const pend = s.pending[s.pending.length - 1];
    if (pend) s = act(s, { type: 'choose', player: P, option: pend.options[0] ?? '' });
    // still free to rest …
    expect(
      refusal(s, { type: 'rest', player: P, discard: [handCard(s, P, 'march')] }),
    ).toBeUndefined();
    // … or to take a regular turn
    expect(
      refusal(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' }),
    ).toBeUndefined();
  });

  it('TURN-REG-6 / TURN-REG-6a / TURN-REG-6d / TURN-REG-6e: movement first, then one action; no movement after it; unspent Move is lost', () => {
    let s = withHand(at(testGame(), P, '3,-2'), P, ['march', 'stamina', 'rage']);
    // 3,-2 (glade) → 4,-2 (village, plains 2): move, then interact
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'stamina'), mode: 'basic' });
    s = act(s, { type: 'move', player: P, to: '4,-2' });
    expect(s.turn?.movePoints).toBe(2);
    s = act(s, { type: 'interact', player: P });
    expect(s.turn?.movePoints).toBe(0);
    expect(refusal(s, { type: 'move', player: P, to: '3,-1' })).toBe('TURN-REG-6d');
  });

  it('TURN-REG-6b.2 / MOVE-4a: entering an unconquered keep is an assault: the combat starts at once (mandatory action)', () => {
    let s = withSite(testGame(), '1,0', { type: 'keep' });
    s = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.enemies = [{ id: 'guardsmen#9001', faceUp: true }];
    });
    s = withMovePoints(at(s, P, '0,0'), 2);
    s = act(s, { type: 'move', player: P, to: '1,0' });
    expect(s.combat).not.toBeNull();
    expect(s.combat?.enemies.length).toBeGreaterThan(0);
    expect(s.players[P]?.reputation).toBe(-1); // COMBAT-1a
    expect(refusal(s, { type: 'end-turn', player: P })).toBe('COMBAT-3');
  });

  it('TURN-REG-6b.3 / MOVE-4c: a move that provokes a rampaging enemy ends the movement in a combat with it', () => {
    let s = withMovePoints(at(testGame(), P, '2,-2'), 9);
    s = act(s, { type: 'move', player: P, to: '3,-2' }); // both next to the orcs on 3,-3
    expect(s.combat?.enemies.map((e) => e.id)).toEqual(['elven-protectors#168']);
    expect(refusal(s, { type: 'move', player: P, to: '3,-1' })).toBeDefined();
  });

  it('TURN-REG-6c / TURN-REG-6c.1: one voluntary action — interacting at a village uses it up', () => {
    let s = withHand(at(testGame(), P, '2,-3'), P, ['promise', 'march']);
    s = act(s, { type: 'interact', player: P });
    expect(s.turn?.action).toBe('interaction');
    expect(refusal(s, { type: 'challenge', player: P, hexes: ['3,-3'] })).toBeDefined();
  });

  it('TURN-REG-6c.3 / COMBAT-1d: next to rampaging enemies you may challenge them', () => {
    const s = at(testGame(), P, '2,-3'); // village next to the orcs on 3,-3 and 1,-4? (2,-3 ~ 1,-4? no)
    expect(legal(s, 'challenge').map((a) => a.hexes)).toContainEqual(['3,-3']);
    const st = act(s, { type: 'challenge', player: P, hexes: ['3,-3'] });
    expect(st.combat?.enemies.map((e) => e.id)).toEqual(['elven-protectors#168']);
  });

  it('TURN-REG-6c.4: at a monastery you may burn it, which leads to combat', () => {
    const s = withSite(testGame(), '0,-1', { type: 'monastery' });
    const st = act(at(s, P, '0,-1'), { type: 'burn-monastery', player: P });
    expect(st.combat).not.toBeNull();
  });

  it('TURN-REG-6c.5: with no action wanted the turn may simply end', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    expect(refusal(s, { type: 'end-turn', player: P })).toBeUndefined();
  });

  it('TURN-REST-7 / TURN-REST-7a / TURN-REST-7a.1: standard rest with a non-Wound card in hand; having played them all earlier makes it a slow recovery', () => {
    let s = withHand(testGame(), P, ['tranquility', 'wound', 'wound']);
    const [w1] = (s.players[P]?.hand ?? []).filter(isWound);
    // standard rest: the one non-Wound card must go
    expect(refusal(s, { type: 'rest', player: P, discard: [w1 ?? ''] })).toBe('TURN-REST-7b');
    // play the only non-Wound card (a healing effect, allowed before deciding)
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'tranquility'),
      mode: 'basic',
    });
    const pend = s.pending[s.pending.length - 1];
    if (pend)
      s = act(s, {
        type: 'choose',
        player: P,
        option: pend.options.find((o) => !o.includes('heal')) ?? pend.options[1] ?? '',
      });
    const wounds = (s.players[P]?.hand ?? []).filter(isWound);
    if (s.players[P]?.hand.some((c) => !isWound(c))) return; // Tranquility drew a card instead
    expect(refusal(s, { type: 'rest', player: P, discard: [wounds[0] ?? ''] })).toBeUndefined();
  });

  it('TURN-REST-7b.1 / WOUND-1b: Wounds discarded in a rest go to the discard pile (not healed)', () => {
    let s = withHand(testGame(), P, ['march', 'wound', 'wound']);
    const pile = s.woundPile;
    const hand = s.players[P]?.hand ?? [];
    s = act(s, { type: 'rest', player: P, discard: [...hand] });
    expect(s.players[P]?.discard.filter(isWound)).toHaveLength(2);
    expect(s.woundPile).toBe(pile);
  });
});

describe('§5.7 end of the turn', () => {
  it('TURN-END-8: announcing the end of the turn starts the End-of-Turn steps', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    s = act(s, { type: 'end-turn', player: P });
    expect(s.turn?.phase).toBe('end');
  });

  it('TURN-END-8c: no effects can be played during the End-of-Turn step', () => {
    let s = withHand(testGame(), P, ['march', 'rage', 'stamina']);
    s = act(s, { type: 'end-turn', player: P }); // the discard decision is open
    expect(s.turn?.phase).toBe('end');
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'rage'),
        mode: 'sideways',
        as: 'move',
      }),
    ).toBeDefined();
  });
});
