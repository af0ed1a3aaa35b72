// Mana banked before the turn ends (issue 18): with the Source die unused and Crystallize in the
// hand, the expert plays it (paid by the die) before ending the turn and keeps a crystal.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  type Action,
  type GameState,
} from '../../../engine';
import { setupFor } from '../../runner';
import { createBot } from '..';
import { bankBeforeEnd } from './bank';

/** The first decision of player 0's first turn (after the tactics) in a greedy game. */
function firstTurn(seed: number): GameState {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
  const bot = createBot('greedy', seed);
  for (let i = 0; i < 200; i++) {
    if (s.turn?.player === 0 && s.round.phase !== 'tactics' && s.pending.length === 0) return s;
    s = applyAction(s, bot.choose(s, legalActions(s))).state;
  }
  throw new Error('no own turn');
}

/** Player 0 holds only Crystallize (and a Wound-free rest of the deck); the dice are as given. */
function withCrystallize(s0: GameState, dice: ('blue' | 'black' | 'gold' | 'red')[]): GameState {
  const s = structuredClone(s0);
  const me = s.players[0];
  if (!me) throw new Error('no player');
  const all = [...me.hand, ...me.deck];
  const cr = all.find((c) => c.startsWith('crystallize'));
  if (!cr) throw new Error('no Crystallize');
  me.deck = all.filter((c) => c !== cr);
  me.hand = [cr];
  me.crystals = { red: 0, blue: 0, green: 0, white: 0 };
  s.source.dice.forEach((d, i) => {
    d.color = dice[i] ?? 'black';
    d.takenBy = null;
  });
  return s;
}

const endOf = (legal: readonly Action[]) => legal.find((a) => a.type === 'end-turn');

describe('expert banks mana before the turn ends (issue 18)', () => {
  it('plays Crystallize with the unused die instead of ending the turn, and gains a crystal', () => {
    const s = withCrystallize(firstTurn(1), ['blue', 'black', 'black']);
    if (s.round.time !== 'day') s.round.time = 'day';
    const legal = legalActions(s);
    const end = endOf(legal) ?? legal.find((a) => a.type === 'forfeit-turn');
    expect(end).toBeDefined();
    if (!end) return;
    const a = bankBeforeEnd(s, legal, { ...end, type: 'end-turn' });
    expect(a?.type).toBe('play-card');
    if (!a || a.type !== 'play-card') return;
    expect(a.card.startsWith('crystallize')).toBe(true);
    expect((a.mana ?? []).some((m) => m.kind === 'crystal')).toBe(false);
    // played out (the payment answered by the greedy logic): a blue crystal
    let t = applyAction(s, a).state;
    const bot = createBot('greedy', 1);
    for (let i = 0; i < 5 && t.pending.some((p) => p.player === 0); i++)
      t = applyAction(t, bot.choose(t, legalActions(t))).state;
    expect(t.players[0]?.crystals.blue).toBe(1);
  });

  it('does nothing when no die or token is left to lose, nor before the end of the turn', () => {
    const s = withCrystallize(firstTurn(1), ['black', 'black', 'black']);
    s.round.time = 'day';
    const legal = legalActions(s);
    const end = endOf(legal) ?? legal.find((a) => a.type === 'forfeit-turn');
    if (!end) throw new Error('no end');
    // only black dice by day: nothing to pay with
    expect(bankBeforeEnd(s, legal, { ...end, type: 'end-turn' })).toBeNull();
    const blue = withCrystallize(firstTurn(1), ['blue', 'black', 'black']);
    blue.round.time = 'day';
    if (blue.turn) blue.turn.diceUsed = [0];
    expect(bankBeforeEnd(blue, legalActions(blue), { ...end, type: 'end-turn' })).toBeNull();
    // a choice other than ending the turn stands
    const l2 = legalActions(withCrystallize(firstTurn(1), ['blue', 'black', 'black']));
    const other = l2.find((a) => a.type !== 'end-turn') as Action;
    expect(bankBeforeEnd(s, l2, other)).toBeNull();
  });
});
