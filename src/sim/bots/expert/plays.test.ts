// The expert's own plays beside the greedy logic (issue 18): healing with a unit or a card before
// a turn ends with Wounds in the hand, and walking with a unit's Move instead of sideways cards.
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
import { newMemory } from '../greedy/memory';
import { unitForMove } from './walk';
import { healBeforeEnd } from './wrapup';

/**
 * The start of player 0's first regular turn (tactics chosen), with `units` ready, Wounds in the
 * hand instead of its healing card (Tranquility) and a green mana token (the Herbalists' Heal
 * costs green mana).
 */
function turnStart(units: string[], wounds: number): GameState {
  let s = createGame(setupFor('solo-conquest', ['arythea'], 5));
  const bot = createBot('expert', 5);
  for (let i = 0; i < 50 && !(s.turn?.player === 0 && s.round.phase !== 'tactics'); i++)
    s = applyAction(s, bot.choose(s, legalActions(s))).state;
  const w = structuredClone<GameState>(s);
  const me = w.players[0];
  if (!me) throw new Error('no player');
  me.units = units.map((u, i) => ({ id: `${u}#${900 + i}`, ready: true, wounds: 0 }));
  me.hand = me.hand.filter((c) => !c.startsWith('tranquility'));
  for (let i = 0; i < wounds; i++) me.hand.push(`wound#${950 + i}`);
  if (w.turn) w.turn.manaTokens = ['green'];
  return w;
}

const woundsInHand = (s: GameState) =>
  s.players[0]?.hand.filter((c) => c.startsWith('wound')).length ?? 0;

describe('expert plays beside the greedy logic (issue 18)', () => {
  it('heals a Wound in the hand with Herbalists before ending the turn (HEAL)', () => {
    const s = turnStart(['herbalists'], 1);
    const legal = legalActions(s);
    const a = healBeforeEnd(s, legal, { type: 'end-turn', player: 0 });
    expect(a?.type).toBe('activate-unit');
    if (!a) return;
    let t = applyAction(s, a).state;
    expect(t.turn?.healPoints).toBeGreaterThan(0);
    const heal = legalActions(t).find((x) => x.type === 'heal') as Action;
    t = applyAction(t, heal).state;
    expect(woundsInHand(t)).toBe(0);
  });

  it('does not heal when there is no Wound in the hand, nor change other choices', () => {
    const s = turnStart(['herbalists'], 0);
    expect(healBeforeEnd(s, legalActions(s), { type: 'end-turn', player: 0 })).toBeNull();
    const w = turnStart(['herbalists'], 1);
    const move = legalActions(w).find((x) => x.type === 'play-card') as Action;
    expect(healBeforeEnd(w, legalActions(w), move)).toBeNull();
  });

  it('walks with Foresters instead of a card played sideways for Move, toward no fight', () => {
    const s = turnStart(['foresters'], 0);
    const legal = legalActions(s);
    const sideways = legal.find(
      (x) => x.type === 'play-card' && x.mode === 'sideways' && x.as === 'move',
    ) as Action;
    expect(sideways).toBeDefined();
    const mem = newMemory();
    mem.goal = { kind: 'explore', stand: s.players[0]?.position ?? '', site: '1,1', value: 9 };
    const a = unitForMove(s, legal, sideways, mem);
    expect(a?.type).toBe('activate-unit');
    const before = s.turn?.movePoints ?? 0;
    if (a) expect(applyAction(s, a).state.turn?.movePoints ?? 0).toBeGreaterThanOrEqual(before + 2);
    // toward a fight the unit is kept for the fight
    mem.goal = { ...mem.goal, kind: 'assault' };
    expect(unitForMove(s, legal, sideways, mem)).toBeNull();
  });
});
