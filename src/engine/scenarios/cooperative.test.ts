import { describe, expect, it } from 'vitest';
import { createGame } from '../index';
import type { GameState } from '../index';
import { tacticPickOrder } from '../flow/tactics';
import { edit, legal, act } from '../testing/builders';
import { SCENARIOS } from '.';
import { endTurn, scenarioGame } from './test-kit';

const teamLine = (s: GameState, id: string) =>
  SCENARIOS[s.setup.scenario]
    .score(s)
    .sheets.find((x) => x.player === 'team')
    ?.lines.find((l) => l.id === id)?.points;

/** Play on to the end of the current round (every player ends their turn at once). */
function toRoundEnd(s: GameState): GameState {
  let x = s;
  const round = x.round.number;
  const current = x.turn?.player ?? 0;
  x = edit(x, (d) => {
    d.round.endAnnouncedBy = d.round.order.find((id) => id !== current) ?? 0;
    d.round.lastTurnsLeft = [current];
  });
  x = act(x, { type: 'end-turn', player: current });
  for (
    let i = 0;
    i < 20 &&
    x.pending.length > 0 &&
    x.pending[x.pending.length - 1]?.kind !== 'coop-remove-tactic';
    i++
  ) {
    const c = legal(x, 'choose')[0];
    if (c) x = act(x, c);
  }
  void round;
  return x;
}

describe('Full Cooperation (SCEN-FULL-COOP)', () => {
  it('SCEN-FULL-COOP-1/2: 2–3 players and a dummy; open map; cities 5 and the last 8 or 11', () => {
    const sc = SCENARIOS['full-cooperation'];
    expect(sc.playable).toBe(true);
    expect(sc.setup(2)).toEqual({
      shape: 'open-5',
      tiles: { countryside: 8, coreCity: 3, coreNonCity: 2 },
      cityLevels: [5, 5, 8],
    });
    expect(sc.setup(3).cityLevels).toEqual([5, 5, 5, 11]);
    const s = createGame({
      scenario: 'full-cooperation',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 1,
    });
    expect(s.players.filter((p) => p.kind === 'dummy')).toHaveLength(1);
  });

  it('SCEN-FULL-COOP-3: no interactive spells', () => {
    const s = scenarioGame('full-cooperation');
    expect(
      [...s.decks.spells, ...s.offers.spells].some((c) =>
        /^(mana-meltdown|mana-claim|mind-read|energy-flow)#/.test(c),
      ),
    ).toBe(false);
  });

  it('SCEN-FULL-COOP-4a: the dummy draws its tactic first', () => {
    const s = scenarioGame('full-cooperation');
    const dummy = s.players.find((p) => p.kind === 'dummy')?.id;
    expect(tacticPickOrder(s)[0]).toBe(dummy);
  });

  it('SCEN-FULL-COOP-4b: at the end of a round the players remove one tactic a real player used', () => {
    const s = toRoundEnd(scenarioGame('full-cooperation', 2, 4));
    const p = s.pending[s.pending.length - 1];
    expect(p?.kind).toBe('coop-remove-tactic');
    const used = s.players.filter((x) => x.kind !== 'dummy').map((x) => x.tactic);
    expect([...(p?.options ?? [])].sort()).toEqual([...used].sort());
    const t = p?.options[0] ?? '';
    const next = act(s, { type: 'choose', player: p?.player ?? 0, option: t });
    expect(next.tacticsRemoved).toContain(t);
    expect(next.round.number).toBe(2);
    expect(next.round.tacticsOffer).not.toContain(t);
  });

  it('SCEN-FULL-COOP-4b: not needed at the end of the last Day', () => {
    const s = toRoundEnd(
      edit(scenarioGame('full-cooperation', 2, 4), (d) => void (d.round.number = 5)),
    );
    expect(s.pending.some((p) => p.kind === 'coop-remove-tactic')).toBe(false);
    expect(s.round.number).toBe(6);
  });

  it('SCEN-FULL-COOP-4c / SCEN-TEAM-7: allies may not attack each other', () => {
    expect(SCENARIOS['full-cooperation'].pvp).toBe(false);
    expect(SCENARIOS['full-cooperation'].coopAssault).toBe(true);
  });

  it('SCEN-FULL-COOP-5: with all cities conquered every real player has one last turn, the dummy none', () => {
    let s = scenarioGame('full-cooperation', 2, 4);
    s = edit(s, (d) => {
      d.cities = [5, 5, 8].map((level, i) => ({
        color: 'white' as const,
        level,
        hex: `9${i},9`,
        garrison: [],
        shields: [0],
        conquered: true,
        leader: 0,
      }));
    });
    s = endTurn(s);
    const dummy = s.players.find((p) => p.kind === 'dummy')?.id;
    expect(s.round.finalTurnsLeft).not.toBeNull();
    expect(s.round.finalTurnsLeft).not.toContain(dummy);
  });

  it('SCEN-FULL-COOP-6a / SCEN-TEAM-9a/9b: one team sheet from the lowest Fame and the best member per category, no titles', () => {
    const s = edit(scenarioGame('full-cooperation', 2, 4), (d) => {
      const [p0, p1] = d.players;
      if (!p0 || !p1) return;
      p0.fame = 10;
      p1.fame = 7;
      p0.crystals = { red: 3, blue: 1, green: 0, white: 0 };
      p1.crystals = { red: 0, blue: 0, green: 0, white: 0 };
      p1.hand.push('wound#9100', 'wound#9101');
    });
    const r = SCENARIOS['full-cooperation'].score(s);
    expect(r.sheets).toHaveLength(1);
    expect(r.sheets[0]?.player).toBe('team');
    expect(teamLine(s, 'lowest-fame')).toBe(7);
    expect(teamLine(s, 'greatest-loot')).toBe(2);
    expect(teamLine(s, 'greatest-beating')).toBe(-4);
    expect(r.sheets[0]?.lines.some((l) => l.id.startsWith('title-'))).toBe(false);
  });

  it('SCEN-FULL-COOP-6b..6g: city, leader, all-cities, time and dummy bonuses; all win or all lose', () => {
    const s = edit(scenarioGame('full-cooperation', 2, 4), (d) => {
      d.cities = [
        {
          color: 'white',
          level: 5,
          hex: '90,9',
          garrison: [],
          shields: [0],
          conquered: true,
          leader: 0,
        },
        {
          color: 'red',
          level: 5,
          hex: '91,9',
          garrison: [],
          shields: [1],
          conquered: true,
          leader: 1,
        },
        {
          color: 'blue',
          level: 8,
          hex: '92,9',
          garrison: [],
          shields: [1],
          conquered: true,
          leader: 1,
        },
      ];
      d.round.number = 4;
    });
    const dummy = s.players.find((p) => p.kind === 'dummy');
    expect(teamLine(s, 'cities-conquered')).toBe(30);
    expect(teamLine(s, 'every-player-leads')).toBe(10);
    expect(teamLine(s, 'all-cities')).toBe(15);
    expect(teamLine(s, 'rounds-saved')).toBe(60);
    expect(teamLine(s, 'dummy-deck')).toBe(dummy?.deck.length);
    expect(teamLine(s, 'round-not-announced')).toBe(5);
    const r = SCENARIOS['full-cooperation'].score(s);
    expect(r.victory).toBe(true);
    expect(r.winners.sort()).toEqual([0, 1]);
    const lost = edit(s, (d) => {
      const c = d.cities[2];
      if (c) c.conquered = false;
    });
    expect(SCENARIOS['full-cooperation'].score(lost).winners).toEqual([]);
    expect(teamLine(lost, 'rounds-saved')).toBe(0);
  });

  it('SCEN-TEAM-8: a player may enter an ally’s keep (no assault) and recruit there', () => {
    let s = scenarioGame('full-cooperation', 2, 4);
    const who = s.turn?.player ?? 0;
    const ally = who === 0 ? 1 : 0;
    s = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h)
        Object.assign(h, {
          site: { type: 'keep' },
          owner: ally,
          conquered: true,
          shields: [ally],
          enemies: [],
        });
      const p = d.players[who];
      if (p) p.position = '1,-1';
      if (d.turn) {
        d.turn.path = ['1,-1'];
        d.turn.movePoints = 2;
        d.turn.phase = 'move';
      }
    });
    s = act(s, { type: 'move', player: who, to: '1,0' });
    expect(s.combat).toBeNull();
    expect(legal(s, 'interact')).toHaveLength(1);
  });

  it('COOP-1: cooperative assaults are offered in the cooperative scenarios', () => {
    const s = scenarioGame('full-cooperation', 2, 4);
    expect(legal(s, 'coop-assault')).toEqual([]); // no city next to anybody yet
  });
});

describe('Blitz Cooperation (SCEN-BLITZ-COOP)', () => {
  it('SCEN-BLITZ-COOP-1: 4 rounds, cities 5, 8 (and 11)', () => {
    const sc = SCENARIOS['blitz-cooperation'];
    expect(sc.rounds(2)).toBe(4);
    expect(sc.setup(3)).toEqual({
      shape: 'open-5',
      tiles: { countryside: 8, coreCity: 3, coreNonCity: 2 },
      cityLevels: [5, 8, 11],
    });
    expect(sc.cooperative).toBe(true);
  });

  it('SCEN-BLITZ-COOP-2a/2b/2c: 1 Fame, Reputation +2 space, one extra die and unit', () => {
    const s = createGame({
      scenario: 'blitz-cooperation',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 1,
    });
    const real = s.players.filter((p) => p.kind !== 'dummy');
    expect(real.every((p) => p.fame === 1 && p.reputation === 2)).toBe(true);
    // SCEN-DUMMY-4: the dummy does not count for dice and units.
    expect(s.source.dice).toHaveLength(2 + 2 + 1);
    expect(s.offers.units).toHaveLength(2 + 2 + 1);
  });
});
