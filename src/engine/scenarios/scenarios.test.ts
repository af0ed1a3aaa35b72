import { describe, expect, it } from 'vitest';
import { createGame, legalActions } from '../index';
import type { GameState } from '../index';
import { act, edit, testGame, withHand, handCard } from '../testing/builders';
import { achievementPoints, titleBonus } from './scoring';
import { SCENARIOS } from '.';

function finishTurn(s: GameState): GameState {
  let st = s;
  const c = st.players[st.turn?.player ?? 0]?.hand.find((x) => !x.startsWith('wound#'));
  if (c && st.turn)
    st = act(st, {
      type: 'play-card',
      player: st.turn.player,
      card: c,
      mode: 'sideways',
      as: 'move',
    });
  if (st.turn) st = act(st, { type: 'end-turn', player: st.turn.player });
  while (st.pending.length > 0) {
    const p = st.pending[st.pending.length - 1];
    st = act(st, {
      type: 'choose',
      player: p?.player ?? 0,
      option: p?.kind === 'end-discard' ? [] : (p?.options[0] ?? ''),
    });
  }
  return st;
}

describe('standard achievements (SCEN-SCORE)', () => {
  it('SCEN-SCORE-1: 2 per spell, 1 per advanced action in the deck', () => {
    const s = edit(testGame(), (d) => {
      const p = d.players[0];
      if (p) p.deck.push('fireball#900', 'fire-bolt#901', 'ice-bolt#902');
    });
    expect(achievementPoints(s, s.players[0] as never, 'greatest-knowledge')).toBe(4);
  });
  it('SCEN-SCORE-2: 2 per artifact, 1 per 2 crystals (rounded down)', () => {
    const s = edit(testGame(), (d) => {
      const p = d.players[0];
      if (p) {
        p.discard.push('ruby-ring#903');
        p.crystals = { red: 2, blue: 1, green: 0, white: 0 };
      }
    });
    expect(achievementPoints(s, s.players[0] as never, 'greatest-loot')).toBe(3);
  });
  it('SCEN-SCORE-3: unit levels, wounded units count half rounded down', () => {
    const s = edit(testGame(), (d) => {
      d.players[0]?.units.push(
        { id: 'peasants#904', ready: true, wounds: 1 },
        { id: 'fire-mages#905', ready: true, wounds: 0 },
      );
    });
    expect(achievementPoints(s, s.players[0] as never, 'greatest-leader')).toBe(3);
  });
  it('SCEN-SCORE-4/5: 2 per shield on keeps/towers/monasteries and on adventure sites', () => {
    const s = edit(testGame(), (d) => {
      const hexes = Object.values(d.map.hexes);
      const [a, b] = hexes;
      if (a) {
        a.site = { type: 'keep' };
        a.shields.push(0);
      }
      if (b) {
        b.site = { type: 'dungeon' };
        b.shields.push(0);
      }
    });
    expect(achievementPoints(s, s.players[0] as never, 'greatest-conqueror')).toBe(2);
    expect(achievementPoints(s, s.players[0] as never, 'greatest-adventurer')).toBe(2);
  });
  it('SCEN-SCORE-6: −2 per wound in the deck', () => {
    const s = withHand(testGame(), 0, ['wound', 'wound', 'march']);
    expect(achievementPoints(s, s.players[0] as never, 'greatest-beating')).toBe(-4);
  });
  it('titles: +3 for the most, +1 each on a tie, none without a point; −3 / −1 for the beating', () => {
    expect(titleBonus([4, 2], 0, 'greatest-knowledge')).toBe(3);
    expect(titleBonus([4, 4], 1, 'greatest-knowledge')).toBe(1);
    expect(titleBonus([0, 0], 0, 'greatest-knowledge')).toBe(0);
    expect(titleBonus([-4, -2], 0, 'greatest-beating')).toBe(-3);
    expect(titleBonus([-2, -2], 0, 'greatest-beating')).toBe(-1);
    expect(titleBonus([0, 0], 0, 'greatest-beating')).toBe(0);
  });
});

describe('First Reconnaissance (SCEN-RECON)', () => {
  it('SCEN-RECON-7: the solo variant lasts 4 rounds, the multiplayer one 3', () => {
    expect(SCENARIOS['first-reconnaissance'].rounds(1)).toBe(4);
    expect(SCENARIOS['first-reconnaissance'].rounds(3)).toBe(3);
  });
  it('SCEN-RECON-5: revealing a city gives every player one last turn, then the game ends with scores', () => {
    let s = testGame({ heroes: ['tovak', 'goldyx'], seed: 11 });
    const first = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      d.cities.push({
        color: 'white',
        level: 1,
        hex: '99,99',
        garrison: [],
        shields: [],
        conquered: false,
        leader: null,
        closed: true,
      });
    });
    s = finishTurn(s);
    expect(s.round.finalTurnsLeft).not.toBeNull();
    expect(s.gameOver).toBeNull();
    s = finishTurn(s); // the other player
    expect(s.gameOver).toBeNull();
    expect(s.turn?.player).toBe(first); // the discoverer's last turn
    s = finishTurn(s);
    expect(s.gameOver?.reason).toBe('scenario-end');
    expect(s.gameOver?.scores).toHaveLength(2);
  });
});

describe('Solo Conquest (SCEN-SOLO-CONQ)', () => {
  it('SCEN-SOLO-CONQ-3: the first city revealed is level 5, the second level 8 (adjustable)', () => {
    expect(SCENARIOS['solo-conquest'].setup(1).cityLevels).toEqual([5, 8]);
    const s = createGame({
      scenario: 'solo-conquest',
      players: [{ hero: 'tovak', kind: 'human' }],
      seed: 1,
      options: { cityLevels: [3, 4] },
    });
    expect(s.setup.options?.cityLevels).toEqual([3, 4]);
  });

  it('SCEN-SOLO-CONQ-8: when all cities are conquered the player has one last turn, the dummy none', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    s = edit(s, (d) => {
      d.cities = [
        {
          color: 'white',
          level: 5,
          hex: '98,98',
          garrison: [],
          shields: [0],
          conquered: true,
          leader: 0,
        },
        {
          color: 'red',
          level: 8,
          hex: '99,99',
          garrison: [],
          shields: [0],
          conquered: true,
          leader: 0,
        },
      ];
    });
    s = finishTurn(s);
    expect(s.round.finalTurnsLeft).toEqual([0]);
    expect(s.turn?.player).toBe(0);
    s = finishTurn(s);
    const over = s.gameOver;
    expect(over?.victory).toBe(true);
    const sheet = over?.scores[0];
    const line = (id: string) => sheet?.lines.find((l) => l.id === id)?.points;
    expect(line('cities-conquered')).toBe(20);
    expect(line('all-cities')).toBe(15);
    expect(line('rounds-saved')).toBe(150); // round 1 of 6 → 5 rounds not needed
    expect(line('dummy-deck')).toBe(s.players[1]?.deck.length);
    expect(line('round-not-announced')).toBe(5);
    expect(sheet?.total).toBe(sheet?.lines.reduce((n, l) => n + l.points, 0));
  });

  it('SCEN-SOLO-CONQ-9: after the round limit without all cities the game is lost but scored', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    s = edit(s, (d) => {
      d.round.number = 6;
      const dm = d.players[1];
      if (dm) dm.deck = [];
    });
    for (let i = 0; i < 10 && !s.gameOver; i++)
      s = s.turn ? finishTurn(s) : act(s, legalActions(s)[0] as never);
    expect(s.gameOver?.reason).toBe('round-limit');
    expect(s.gameOver?.victory).toBe(false);
    expect(s.gameOver?.winners).toEqual([]);
    const sheet = s.gameOver?.scores[0];
    expect(sheet?.lines.find((l) => l.id === 'rounds-saved')?.points).toBe(0);
  });

  it('scenarios not yet playable say why', () => {
    for (const sc of Object.values(SCENARIOS))
      if (!sc.playable) expect(sc.missing?.length).toBeGreaterThan(5);
  });

  it('handCard helper finds cards', () => {
    const s = withHand(testGame(), 0, ['march']);
    expect(handCard(s, 0, 'march')).toMatch(/^march#/);
  });
});
