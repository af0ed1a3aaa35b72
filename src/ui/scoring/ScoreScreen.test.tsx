// @vitest-environment happy-dom
// The final score screen shows every line of the engine's scoring (state.gameOver) with its
// points, a rule explanation and id, per player or for the team, the totals, the winners and the
// result of a mission; "new game" deals the same setup with a new seed, "back to start" leaves.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createGame,
  type GameSetup,
  type GameState,
  scenarioDef,
  type ScoreSheet,
  type UnitInstance,
} from '../../engine';
import { useGame } from '../../store';
import { ScoreScreen } from './ScoreScreen';

/** A game of this setup, edited, then ended with the engine's own scoring. */
function ended(setup: GameSetup, edit: (s: GameState) => void, reason = 'scenario-end'): GameState {
  const s = JSON.parse(JSON.stringify(createGame(setup))) as GameState;
  edit(s);
  const r = scenarioDef(s.setup.scenario).score(s);
  s.gameOver = {
    reason,
    scores: r.sheets,
    winners: r.winners,
    ...(r.victory !== undefined ? { victory: r.victory } : {}),
  };
  return s;
}

const hexes = (s: GameState) => Object.keys(s.map.hexes);
const unit = (id: string, wounds = 0): UnitInstance => ({
  id: `${id}#900${wounds}`,
  ready: true,
  wounds,
});

function city(s: GameState, i: number, leader: number | null, conquered: boolean) {
  s.cities.push({
    color: i === 0 ? 'white' : 'red',
    level: 5,
    hex: hexes(s)[i] ?? '0,0',
    garrison: [],
    shields: leader === null ? [] : [leader],
    conquered,
    leader,
  });
}

const col = (s: ScoreSheet) =>
  s.player === 'team' && s.team !== undefined ? `team-${s.team}` : String(s.player);

/** Every line of every sheet is on screen with the engine's points; totals too. */
function expectAllLines(s: GameState) {
  const over = s.gameOver;
  if (!over) throw new Error('not over');
  for (const sheet of over.scores) {
    for (const l of sheet.lines) {
      const row = screen
        .getAllByTestId('score-line')
        .find((r) => r.getAttribute('data-line') === l.id);
      expect(row, l.id).toBeTruthy();
      const cell = within(row as HTMLElement)
        .getAllByTestId('score-cell')
        .find((c) => c.getAttribute('data-player') === col(sheet));
      expect(cell?.getAttribute('data-points'), l.id).toBe(String(l.points));
      // the rule is a link into the rules reference (named; the ID in data-rule)
      const rule = row?.querySelector('.rule-id');
      expect(
        rule?.querySelector('[data-rule]')?.getAttribute('data-rule') ?? rule?.textContent,
        l.id,
      ).toMatch(/^SCEN-/);
      expect(row?.querySelector('.score-why')?.textContent?.length, l.id).toBeGreaterThan(10);
    }
    const total = screen
      .getAllByTestId('score-total')
      .find((c) => c.getAttribute('data-player') === col(sheet));
    expect(total?.textContent).toBe(String(sheet.total));
  }
  expect(screen.getAllByTestId('score-line')).toHaveLength(
    new Set(over.scores.flatMap((x) => x.lines.map((l) => l.id))).size,
  );
}

beforeEach(() => {
  localStorage.clear();
  useGame.getState().setLanguage('en');
});
afterEach(() => {
  cleanup();
  useGame.getState().leaveGame();
});

describe('score screen', () => {
  it('Solo Conquest won: every scoring line, the mission and no titles', () => {
    const s = ended(
      {
        scenario: 'solo-conquest',
        players: [{ hero: 'tovak', kind: 'human' }],
        seed: 7,
        options: { cityLevels: [3, 4] },
      },
      (s) => {
        const p = s.players[0];
        if (!p) throw new Error('no player');
        p.fame = 42;
        p.deck.push('fireball#9001', 'fire-bolt#9002', 'banner-of-glory#9003', 'wound#9004');
        p.units.push(unit('peasants'), unit('foresters', 1));
        p.crystals.red = 3;
        s.round.number = 4;
        city(s, 0, 0, true);
        city(s, 1, 0, true);
      },
    );
    render(<ScoreScreen state={s} />);
    expect(screen.getByTestId('score-verdict').textContent).toBe('Victory!');
    expect(screen.getByTestId('score-verdict').getAttribute('data-verdict')).toBe('victory');
    expect(screen.getByTestId('score-mission').textContent).toContain(
      'Every city has been conquered',
    );
    expectAllLines(s);
    // the solo lines carry the scenario's rule ids (SCEN-SOLO-CONQ-9b …)
    const row = (id: string) =>
      screen.getAllByTestId('score-line').find((r) => r.getAttribute('data-line') === id);
    expect(row('cities-conquered')?.querySelector('[data-rule="SCEN-SOLO-CONQ-9b"]')).toBeTruthy();
    expect(row('cities-conquered')?.textContent).toContain('2 cities');
    expect(row('rounds-saved')?.querySelector('[data-points]')?.getAttribute('data-points')).toBe(
      '60',
    );
    expect(row('greatest-knowledge')?.textContent).toContain('SCEN-SCORE-1');
    expect(row('greatest-beating')?.querySelector('.score-pts')?.className).toContain('neg');
    expect(screen.queryAllByTestId('score-line').some((r) => r.className.includes('title'))).toBe(
      false,
    );
    expect(screen.getByText('No titles are awarded in a solo game.')).toBeTruthy();
    expect(screen.getByTestId('score-subtitle').textContent).toContain('round 4 of 6');
  });

  it('Full Conquest: a column per player, titles, city shields and the winner', () => {
    const s = ended(
      {
        scenario: 'full-conquest',
        players: [
          { hero: 'arythea', kind: 'human' },
          { hero: 'goldyx', kind: 'human' },
        ],
        seed: 11,
      },
      (s) => {
        const [a, b] = s.players;
        if (!a || !b) throw new Error('players');
        a.fame = 30;
        b.fame = 28;
        a.deck.push('fireball#9001');
        b.units.push(unit('peasants'));
        city(s, 0, 0, true);
        city(s, 1, 1, false);
      },
      'round-limit',
    );
    render(<ScoreScreen state={s} />);
    expect(screen.getAllByTestId('score-column')).toHaveLength(2);
    expectAllLines(s);
    const over = s.gameOver;
    if (!over) throw new Error('not over');
    const titles = screen
      .getAllByTestId('score-line')
      .filter((r) => r.getAttribute('data-line')?.startsWith('title-'));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.map((r) => r.getAttribute('data-line'))).toContain('title-city-conqueror');
    expect(screen.getByTestId('score-winners').textContent).toContain('Arythea');
    const winner = screen
      .getAllByTestId('score-column')
      .find((c) => c.getAttribute('data-player') === String(over.winners[0]));
    expect(winner?.className).toContain('winner');
    expect(screen.getByTestId('score-mission').textContent).toContain('Not every city fell');
  });

  it('one human against bots: their own victory or defeat', () => {
    const setup: GameSetup = {
      scenario: 'blitz-conquest',
      players: [
        { hero: 'arythea', kind: 'human' },
        { hero: 'goldyx', kind: 'bot' },
      ],
      seed: 11,
    };
    const won = ended(setup, (s) => {
      const a = s.players[0];
      if (a) a.fame = 30;
    });
    const view = render(<ScoreScreen state={won} />);
    expect(screen.getByTestId('score-verdict').textContent).toBe('Victory!');
    view.unmount();
    const lost = ended(setup, (s) => {
      const b = s.players[1];
      if (b) b.fame = 30;
    });
    render(<ScoreScreen state={lost} />);
    expect(screen.getByTestId('score-verdict').textContent).toBe('Defeat');
    expect(screen.getByTestId('score-winners').textContent).toContain('Goldyx');
  });

  it('Full Cooperation lost: one team column, the defeat in plain words', () => {
    const s = ended(
      {
        scenario: 'full-cooperation',
        players: [
          { hero: 'norowas', kind: 'human' },
          { hero: 'krang', kind: 'human' },
        ],
        seed: 5,
      },
      (s) => {
        const [a, b] = s.players;
        if (!a || !b) throw new Error('players');
        a.fame = 20;
        b.fame = 12;
        city(s, 0, 0, true);
      },
      'round-limit',
    );
    render(<ScoreScreen state={s} />);
    expect(screen.getByTestId('score-verdict').textContent).toBe('Defeat');
    expect(screen.getByTestId('score-mission').textContent).toContain('the mission failed');
    const cols = screen.getAllByTestId('score-column');
    expect(cols).toHaveLength(1);
    expect(cols[0]?.getAttribute('data-player')).toBe('team');
    expectAllLines(s);
    const lowest = screen
      .getAllByTestId('score-line')
      .find((r) => r.getAttribute('data-line') === 'lowest-fame');
    expect(lowest?.textContent).toContain('SCEN-FULL-COOP-6a');
    expect(lowest?.querySelector('[data-points]')?.getAttribute('data-points')).toBe('12');
    expect(screen.queryByTestId('score-winners')).toBeNull();
  });

  it('two teams (SCEN-TEAM-9): a column per team with its members, the winning team', () => {
    const s = JSON.parse(
      JSON.stringify(
        createGame({
          scenario: 'full-conquest',
          players: [
            { hero: 'arythea', kind: 'human' },
            { hero: 'goldyx', kind: 'human' },
            { hero: 'norowas', kind: 'human' },
            { hero: 'tovak', kind: 'human' },
          ],
          seed: 4,
          variants: ['team-play'],
          options: {
            teams: [
              [0, 2],
              [1, 3],
            ],
          },
        }),
      ),
    ) as GameState;
    s.gameOver = {
      reason: 'round-limit',
      winners: [0, 2],
      victory: false,
      scores: [
        {
          player: 'team',
          team: 0,
          members: [0, 2],
          total: 17,
          lines: [
            { id: 'lowest-fame', points: 12 },
            { id: 'greatest-knowledge', points: 2 },
            { id: 'title-greatest-knowledge', points: 3 },
          ],
        },
        {
          player: 'team',
          team: 1,
          members: [1, 3],
          total: 9,
          lines: [
            { id: 'lowest-fame', points: 9 },
            { id: 'greatest-knowledge', points: 0 },
          ],
        },
      ],
    };
    render(<ScoreScreen state={s} />);
    const cols = screen.getAllByTestId('score-column');
    expect(cols.map((c) => c.getAttribute('data-player'))).toEqual(['team-0', 'team-1']);
    expect(cols[0]?.textContent).toContain('Team 1');
    expect(cols[0]?.textContent).toContain('Arythea');
    expect(cols[0]?.textContent).toContain('Norowas');
    expect(cols[0]?.className).toContain('winner');
    expect(cols[1]?.className).not.toContain('winner');
    const title = screen
      .getAllByTestId('score-line')
      .find((r) => r.getAttribute('data-line') === 'title-greatest-knowledge');
    expect(title?.textContent).toContain('SCEN-TEAM-9c');
    const cells = title?.querySelectorAll('[data-testid="score-cell"]');
    expect(cells?.[0]?.getAttribute('data-points')).toBe('3');
    expect(cells?.[1]?.textContent).toBe('—'); // no title for the other team
    // the winning team by its number, as the goal panel names the teams (SCEN-TEAM-1)
    expect(screen.getByTestId('score-winners').textContent).toBe(
      '♛ Team 1 wins: Arythea and Norowas',
    );
    expect(screen.getAllByTestId('score-total').map((c) => c.getAttribute('data-points'))).toEqual([
      '17',
      '9',
    ]);
  });

  it('a team win names the team in every team scenario, English and German (SCEN-TEAM-1)', () => {
    const four: GameSetup['players'] = [
      { hero: 'arythea', kind: 'human' },
      { hero: 'goldyx', kind: 'human' },
      { hero: 'norowas', kind: 'human' },
      { hero: 'tovak', kind: 'human' },
    ];
    const teams = [
      [0, 2],
      [1, 3],
    ];
    /** The game with the engine's teams, over: one sheet per team (SCEN-TEAM-9), these teams won. */
    const teamEnd = (
      setup: GameSetup,
      line: string,
      won: number[],
      edit = (_: GameState) => {},
    ) => {
      const s = JSON.parse(JSON.stringify(createGame(setup))) as GameState;
      edit(s);
      const engineTeams = s.variants?.teams ?? [];
      expect(engineTeams).toEqual(teams);
      const scores: ScoreSheet[] = engineTeams.map((members, team) => ({
        player: 'team',
        team,
        members,
        total: won.includes(team) ? 3 : 0,
        lines: [{ id: line, points: won.includes(team) ? 3 : 0 }],
      }));
      s.gameOver = {
        reason: 'round-limit',
        winners: won.flatMap((i) => engineTeams[i] ?? []),
        victory: won.length > 0,
        scores,
      };
      return s;
    };
    const winners = () => screen.getByTestId('score-winners').textContent;
    // Conquer and Hold for 4 is always a team game (SCEN-HOLD-12)
    const hold = teamEnd(
      { scenario: 'conquer-and-hold', players: four, seed: 4, options: { teams } },
      'keeps-held',
      [1],
    );
    const a = render(<ScoreScreen state={hold} />);
    expect(winners()).toBe('♛ Team 2 wins: Goldyx and Tovak');
    useGame.getState().setLanguage('de');
    a.rerender(<ScoreScreen state={hold} />);
    expect(winners()).toBe('♛ Team 2 gewinnt: Goldyx und Tovak');
    a.unmount();
    // Only One Returns (SCEN-RETURN-5): Goldyx, Chosen One of team 2, returns home; both win
    useGame.getState().setLanguage('en');
    const back = teamEnd(
      {
        scenario: 'only-one-returns',
        players: four,
        seed: 4,
        variants: ['team-play'],
        options: { teams, chosenOnes: [0, 1] },
      },
      'chosen-returned',
      [1],
      (s) => {
        const portal = hexes(s).find((k) => s.map.hexes[k]?.site?.type === 'portal') ?? '';
        const away = hexes(s).find((k) => !s.map.hexes[k]?.site) ?? '';
        for (const p of s.players) p.position = p.id === 1 ? portal : away;
      },
    );
    const b = render(<ScoreScreen state={back} />);
    expect(winners()).toBe('♛ Team 2 wins: Goldyx and Tovak');
    // only the hero on the portal went home, not the ally
    expect(screen.getByTestId('score-mission').textContent).toBe(
      'Goldyx returned home through the portal.',
    );
    b.unmount();
    // Full Conquest (SCEN-FULL-CONQ-5): Team 1 wins; two tied teams share the victory, each named
    const conquest: GameSetup = {
      scenario: 'full-conquest',
      players: four,
      seed: 4,
      variants: ['team-play'],
      options: { teams },
    };
    const c = render(<ScoreScreen state={teamEnd(conquest, 'lowest-fame', [0])} />);
    expect(winners()).toBe('♛ Team 1 wins: Arythea and Norowas');
    c.unmount();
    const tied = teamEnd(conquest, 'lowest-fame', [0, 1]);
    const d = render(<ScoreScreen state={tied} />);
    expect(winners()).toBe(
      '♛ The teams share the victory: Team 1 (Arythea and Norowas) and Team 2 (Goldyx and Tovak)',
    );
    useGame.getState().setLanguage('de');
    d.rerender(<ScoreScreen state={tied} />);
    expect(winners()).toBe(
      '♛ Die Teams teilen sich den Sieg: Team 1 (Arythea und Norowas) und Team 2 (Goldyx und Tovak)',
    );
  });

  it('SCEN-RETURN-5: a hero on the portal who is no Chosen One returns nobody home — and the screen says so', () => {
    const setup: GameSetup = {
      scenario: 'only-one-returns',
      players: [
        { hero: 'arythea', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
        { hero: 'norowas', kind: 'human' },
        { hero: 'tovak', kind: 'human' },
      ],
      seed: 4,
      variants: ['team-play'],
      options: {
        teams: [
          [0, 2],
          [1, 3],
        ],
        chosenOnes: [0, 1],
      },
    };
    const portal = (s: GameState) =>
      hexes(s).find((k) => s.map.hexes[k]?.site?.type === 'portal') ?? '';
    const away = (s: GameState) => hexes(s).find((k) => !s.map.hexes[k]?.site) ?? '';
    // the engine's team scoring (variants/teams.ts): no Chosen One on the portal, no winner
    const end = (onPortal: number | null): GameState => {
      const d = JSON.parse(JSON.stringify(createGame(setup))) as GameState;
      for (const p of d.players) p.position = p.id === onPortal ? portal(d) : away(d);
      const sheet = (team: number, members: number[]): ScoreSheet => ({
        player: 'team',
        team,
        members,
        total: 0,
        lines: [{ id: 'chosen-returned', points: 0, detail: { chosen: members[0] ?? -1 } }],
      });
      d.gameOver = {
        reason: 'round-limit',
        winners: [],
        victory: false,
        scores: [sheet(0, [0, 2]), sheet(1, [1, 3])],
      };
      return d;
    };
    const view = render(<ScoreScreen state={end(2)} />);
    expect(screen.getByTestId('score-mission').textContent).toBe(
      'Norowas stands on the portal but is not a Chosen One: neither team wins (SCEN-RETURN-5).',
    );
    view.unmount();
    // nobody on the portal at all
    render(<ScoreScreen state={end(null)} />);
    expect(screen.getByTestId('score-mission').textContent).toBe('Nobody returned home.');
  });

  it('shows the lines in German', () => {
    useGame.getState().setLanguage('de');
    const s = ended(
      { scenario: 'solo-conquest', players: [{ hero: 'tovak', kind: 'human' }], seed: 3 },
      () => undefined,
      'round-limit',
    );
    render(<ScoreScreen state={s} />);
    expect(screen.getByTestId('score-verdict').textContent).toBe('Niederlage');
    expect(screen.getByText('Größtes Wissen')).toBeTruthy();
    expect(screen.getByText('Eroberte Städte')).toBeTruthy();
    expect(screen.getByTestId('score-back').textContent).toBe('Zum Startbildschirm');
  });

  it('"new game" deals the same setup with a new seed; "back to start" leaves', () => {
    const setup: GameSetup = {
      scenario: 'solo-conquest',
      players: [{ hero: 'goldyx', kind: 'human' }],
      seed: 99,
      options: { cityLevels: [6, 9] },
    };
    const s = ended(setup, () => undefined, 'round-limit');
    useGame.getState().loadState(s);
    const view = render(<ScoreScreen state={s} />);
    fireEvent.click(screen.getByTestId('score-new-game'));
    const g = useGame.getState().game;
    expect(g?.gameOver).toBeNull();
    expect(g?.setup).toMatchObject({ ...setup, seed: expect.any(Number) as number });
    view.unmount();
    useGame.getState().loadState(s);
    render(<ScoreScreen state={s} />);
    fireEvent.click(screen.getByTestId('score-back'));
    expect(useGame.getState().game).toBeNull();
  });

  it('can be put aside to look at the map', () => {
    const s = ended(
      { scenario: 'solo-conquest', players: [{ hero: 'tovak', kind: 'human' }], seed: 3 },
      () => undefined,
      'round-limit',
    );
    render(<ScoreScreen state={s} />);
    fireEvent.click(screen.getByTestId('score-show-map'));
    expect(screen.queryByTestId('score-screen')).toBeNull();
    fireEvent.click(screen.getByTestId('score-reopen'));
    expect(screen.getByTestId('score-screen')).toBeTruthy();
  });
});
