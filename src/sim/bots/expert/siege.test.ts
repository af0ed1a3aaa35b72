// The expert's siege (issue 18, expert/siege.ts): with the siege on, a city assault is judged by
// play-outs of the combat; defenders defeated in an assault that does not conquer stay defeated
// (COMBAT-RANGED-5a, their shields stay, COMBAT-OUTCOME-1a), the hero withdraws (COMBAT-OUTCOME-3d),
// and the hero assaults again on a later turn.
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, legalActions, type GameState } from '../../../engine';
import {
  edit,
  enemyToken,
  testGame,
  withHand,
  withMovePoints,
  withSite,
  withUnits,
} from '../../../engine/testing/builders';
import { createExpertBot } from '../expert';
import { EXPERT_SWITCHES } from './profile';
import { judgeAssault, siegeHeroWound, SIEGE } from './siege';

const P = 0;
const saved = { ...EXPERT_SWITCHES };
afterEach(() => Object.assign(EXPERT_SWITCHES, saved));

/**
 * Tovak on 0,0 next to a Blue City on 1,0 held by `garrison` (face up), 2 Move; with `last`, a
 * second city, conquered, elsewhere (1,0 is the last: its conquest ends the game, SCEN-SOLO-CONQ-9).
 */
function besideCity(hand: string[], garrison: string[], last = false): GameState {
  let s = withHand(testGame(), P, hand);
  s = withSite(s, '1,0', { type: 'city', city: 'blue' });
  s = edit(s, (d) => {
    d.cities.push({
      color: 'blue',
      level: 3,
      hex: '1,0',
      garrison: garrison.map((g) => ({ id: enemyToken(g), faceUp: true })),
      shields: [],
      conquered: false,
      leader: null,
    });
    if (last)
      d.cities.push({
        color: 'red',
        level: 1,
        hex: '9,9',
        garrison: [],
        shields: [P],
        conquered: true,
        leader: P,
      });
  });
  return withMovePoints(s, 2);
}

/** The expert's decisions in its turn until it ends (or `max` of them). */
function playTurn(s: GameState, seed: number, max = 80): { s: GameState; moves: string[] } {
  const bot = createExpertBot(seed);
  const moves: string[] = [];
  for (let i = 0; i < max; i++) {
    const legal = legalActions(s);
    if (!legal.length || s.turn?.player !== P) break;
    const a = bot.choose(s, legal);
    if (a.type === 'move') moves.push(a.to);
    if (a.type === 'end-turn') break;
    s = applyAction(s, a).state;
  }
  return { s, moves };
}

describe('expert siege (issue 18)', () => {
  it('assaults, defeats a defender, withdraws; assaults again on a later turn (COMBAT-RANGED-5a, COMBAT-OUTCOME-3d)', () => {
    EXPERT_SWITCHES.siege = true;
    const hand = ['rage', 'rage', 'rage', 'rage', 'march'];
    const s0 = withUnits(
      besideCity(hand, ['prowlers', 'prowlers', 'prowlers', 'prowlers'], true),
      P,
      ['peasants', 'peasants', 'foresters'],
    );
    const first = playTurn(s0, 1);
    // the first assault: in and out again, some of the four defenders defeated (they stay defeated)
    expect(first.moves).toEqual(['1,0']);
    const c1 = first.s.cities[0];
    const n1 = c1?.shields.length ?? 0;
    expect(n1).toBeGreaterThan(0);
    expect(c1?.garrison.length).toBe(4 - n1);
    expect(c1?.conquered).toBe(false);
    expect(first.s.players[P]?.position).toBe('0,0'); // withdrawn (COMBAT-OUTCOME-3d)
    expect(first.s.players[P]?.fame).toBeGreaterThan(s0.players[P]?.fame ?? 0);
    // a later turn with a fresh hand: it assaults again and defeats more of them
    let s = applyAction(first.s, { type: 'end-turn', player: P }).state;
    for (let i = 0; i < 40 && !(s.turn?.player === P && s.turn.action === null); i++) {
      const legal = legalActions(s);
      const a = legal.find((x) => x.type === 'end-turn') ?? legal[0];
      if (!a) break;
      s = applyAction(s, a).state;
    }
    expect(s.turn?.player).toBe(P);
    s = withMovePoints(withHand(s, P, hand), 2);
    const second = playTurn(s, 2);
    expect(second.moves).toEqual(['1,0']);
    const c2 = second.s.cities[0];
    expect(c2?.shields.length ?? 0).toBeGreaterThan(n1);
    expect((c2?.garrison.length ?? 0) + (c2?.shields.length ?? 0)).toBe(4);
  });

  it('keeps out of a city whose play-outs cost more Wounds than they give (siege on)', () => {
    EXPERT_SWITCHES.siege = true;
    const s0 = besideCity(
      ['rage', 'rage', 'rage', 'determination', 'determination'],
      ['prowlers', 'prowlers', 'prowlers'],
    );
    const { s, moves } = playTurn(s0, 1);
    expect(moves).not.toContain('1,0');
    expect(s.cities[0]?.shields).toEqual([]);
  });

  it('values a play-out with hero Wounds at 2 each at the end, more with rounds left (SCEN-SCORE-6)', () => {
    const s0 = besideCity(['rage'], ['prowlers']);
    const last = edit(s0, (d) => {
      d.round.number = 4; // First Reconnaissance solo: 4 rounds (SCEN-RECON-7)
    });
    expect(siegeHeroWound(last)).toBe(SIEGE.heroWound);
    expect(siegeHeroWound(s0)).toBeGreaterThan(SIEGE.heroWound);
    // the hand of one Rage against a Prowler: the play-out is valued by its outcome
    const move = legalActions(s0).find((a) => a.type === 'move' && a.to === '1,0');
    expect(move).toBeTruthy();
    const after = applyAction(s0, move!).state;
    const o = judgeAssault(after, P, 1, () => 0);
    expect(o).not.toBeNull();
    expect(o!.value).toBeCloseTo(-siegeHeroWound(after) * o!.heroWounds - 1 * o!.unitWounds);
    expect(o!.heroWounds).toBeGreaterThan(0);
  });
});
