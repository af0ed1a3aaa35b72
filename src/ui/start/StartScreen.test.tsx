// @vitest-environment happy-dom
// Start screen and the step into the game screen, rendered in happy-dom with react-konva stubbed
// (Konva needs a real canvas; the map itself is tested in Playwright): every playable scenario in
// two lines, player ranges, heroes without duplicates, human or bot seats, city levels, dummy,
// variants, seed and language, and the setup handed to createGame.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-konva/lib/ReactKonvaCore', () => {
  const Pass = ({ children }: { children?: ReactNode }) => <>{children}</>;
  return {
    Stage: ({ children }: { children?: ReactNode }) => <div data-testid="stage">{children}</div>,
    Layer: Pass,
    Group: Pass,
    Line: () => null,
    Shape: () => null,
    Circle: () => null,
    Text: () => null,
  };
});
vi.mock('konva/lib/shapes/Line', () => ({}));
vi.mock('konva/lib/shapes/Circle', () => ({}));
vi.mock('konva/lib/shapes/Text', () => ({}));

const { App } = await import('../../app/App');
const { useGame } = await import('../../store');
const { SCENARIO_IDS, SCENARIOS } = await import('../../engine');
const { ScenarioPanel } = await import('../scenarios/ScenarioPanel');

const pressed = (id: string) => screen.getByTestId(id).getAttribute('aria-pressed');
const setup = () => useGame.getState().game?.setup;

describe('start screen', () => {
  beforeEach(() => {
    localStorage.clear();
    useGame.getState().leaveGame();
    useGame.getState().setLanguage('en');
  });
  afterEach(cleanup);

  it('offers every playable scenario, each explained in two lines', () => {
    render(<App />);
    for (const id of SCENARIO_IDS) {
      const card = screen.getByTestId(`scenario-${id}`);
      expect(card).toHaveProperty('disabled', !SCENARIOS[id].playable);
      expect(card.querySelector('.scen-facts')?.textContent, id).toMatch(/players? · \d+ rounds/);
      expect(card.querySelector('.scen-goal')?.textContent?.length, id).toBeGreaterThan(20);
    }
    expect(screen.getByTestId('facts-solo-conquest').textContent).toBe(
      '1 player · 6 rounds: 3 Days, 3 Nights',
    );
    expect(screen.getByTestId('facts-dungeon-lords').textContent).toBe(
      '2–4 players · 5 rounds: 3 Days, 2 Nights',
    );
  });

  it('constrains the number of players to the scenario', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-solo-conquest'));
    expect(screen.getByTestId('players-1')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('players-2')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('scenario-full-cooperation'));
    expect(pressed('players-2')).toBe('true'); // clamped up from 1
    expect(screen.getByTestId('players-1')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('players-3')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('players-4')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('scenario-first-reconnaissance'));
    for (const n of [1, 2, 3, 4])
      expect(screen.getByTestId(`players-${n}`)).toHaveProperty('disabled', false);
    // the length of First Reconnaissance depends on the player count (SCEN-RECON-7)
    expect(screen.getByTestId('pace').textContent).toContain('3 rounds: 2 Days, 1 Night');
    fireEvent.click(screen.getByTestId('players-1'));
    expect(screen.getByTestId('pace').textContent).toContain('4 rounds: 2 Days, 2 Nights');
    expect(screen.getByTestId('pace').textContent).toContain('with a dummy player');
  });

  it('SCEN-DRUID-7b: the epic variant shows 6 rounds for Druid Nights', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-druid-nights'));
    fireEvent.click(screen.getByTestId('players-2'));
    expect(screen.getByTestId('pace').textContent).toContain('4 rounds: 2 Days, 2 Nights');
    fireEvent.click(screen.getByTestId('variant-druid-epic'));
    expect(screen.getByTestId('pace').textContent).toContain('6 rounds: 3 Days, 3 Nights');
  });

  it('gives every player a different hero', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-first-reconnaissance'));
    fireEvent.click(screen.getByTestId('players-3'));
    expect(screen.getByTestId('hero-0-arythea').getAttribute('aria-checked')).toBe('true');
    // player 2 takes player 1's hero: they swap
    fireEvent.click(screen.getByTestId('hero-1-arythea'));
    expect(screen.getByTestId('hero-1-arythea').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('hero-0-arythea').getAttribute('aria-checked')).toBe('false');
    const chosen = [0, 1, 2].map(
      (p) =>
        screen
          .getAllByRole('radio')
          .filter((b) => b.getAttribute('data-testid')?.startsWith(`hero-${p}-`))
          .find((b) => b.getAttribute('aria-checked') === 'true')
          ?.getAttribute('data-testid')
          ?.split('-')[2],
    );
    expect(new Set(chosen).size).toBe(3);
  });

  it('adjusts city levels where the scenario has cities, starting from the book', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-solo-conquest'));
    expect(screen.getByTestId('city-level-0').textContent).toBe('5');
    expect(screen.getByTestId('city-level-1').textContent).toBe('8');
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByTestId('city-level-0-down'));
    fireEvent.click(screen.getByTestId('city-level-1-down'));
    expect(screen.getByTestId('city-level-0').textContent).toBe('2');
    expect(screen.getByTestId('city-level-1').textContent).toBe('7');
    // levels stay within 1–11
    for (let i = 0; i < 9; i++) fireEvent.click(screen.getByTestId('city-level-1-up'));
    expect(screen.getByTestId('city-level-1').textContent).toBe('11');
    expect(screen.getByTestId('city-level-1-up')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('city-levels-reset'));
    expect(screen.getByTestId('city-level-1').textContent).toBe('8');
    // Full Cooperation: 5, 5 and the last revealed 8 with two players (SCEN-FULL-COOP-1)
    fireEvent.click(screen.getByTestId('scenario-full-cooperation'));
    expect([0, 1, 2].map((i) => screen.getByTestId(`city-level-${i}`).textContent).join(',')).toBe(
      '5,5,8',
    );
    // no cities to conquer: no levels (SCEN-RECON-3, SCEN-MINES-3, SCEN-HOLD-4)
    for (const id of ['first-reconnaissance', 'mines-liberation', 'conquer-and-hold']) {
      fireEvent.click(screen.getByTestId(`scenario-${id}`));
      expect(screen.queryByTestId('city-levels'), id).toBeNull();
    }
  });

  it('offers the variants the scenario allows and a dummy hero where there is a dummy', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-solo-conquest'));
    expect(screen.queryByTestId('variant-no-pvp')).toBeNull();
    expect(screen.getByTestId('variant-megapolis')).toBeTruthy(); // VAR-MEGA-1
    expect(screen.getByTestId('variant-night-arrival')).toBeTruthy();
    expect(screen.getByTestId('dummy-hero')).toBeTruthy();
    fireEvent.click(screen.getByTestId('scenario-full-conquest'));
    expect(screen.getByTestId('variant-no-pvp')).toBeTruthy();
    expect(screen.getByTestId('variant-coop-assault')).toBeTruthy();
    expect(screen.queryByTestId('variant-allow-pvp')).toBeNull();
    expect(screen.queryByTestId('variant-team-play')).toBeNull(); // 4 players only
    expect(screen.queryByTestId('dummy-hero')).toBeNull();
    fireEvent.click(screen.getByTestId('players-4'));
    expect(screen.getByTestId('variant-team-play')).toBeTruthy();
    expect(screen.queryByTestId('variant-megapolis')).toBeNull(); // at most 3 cities
    fireEvent.click(screen.getByTestId('scenario-first-reconnaissance'));
    fireEvent.click(screen.getByTestId('players-2'));
    expect(screen.getByTestId('variant-allow-pvp')).toBeTruthy();
    expect(screen.queryByTestId('variant-coop-assault')).toBeNull();
    fireEvent.click(screen.getByTestId('scenario-full-cooperation'));
    expect(screen.queryByTestId('variant-no-pvp')).toBeNull();
    expect(screen.getByTestId('dummy-hero')).toBeTruthy();
    // the daytime variants are not offered where the scenario counts Days and Nights
    fireEvent.click(screen.getByTestId('scenario-druid-nights'));
    expect(screen.queryByTestId('variant-night-arrival')).toBeNull();
  });

  it('switches conflicting variants off and asks for the numbers a variant needs', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-solo-conquest'));
    fireEvent.click(screen.getByTestId('variant-rampage'));
    fireEvent.click(screen.getByTestId('variant-more-rampage')); // VAR-RAMPAGE-1..3 vs -4
    expect(screen.getByTestId('variant-rampage')).toHaveProperty('checked', false);
    expect(screen.getByTestId('variant-more-rampage')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByTestId('variant-megapolis'));
    expect(screen.getByTestId('megapolis-level').textContent).toBe('8');
    fireEvent.click(screen.getByTestId('megapolis-up'));
    fireEvent.click(screen.getByTestId('megapolis-up'));
    expect(screen.getByTestId('variants-toggle').textContent).toContain('Megapolis');
    fireEvent.click(screen.getByTestId('start-button'));
    expect(setup()).toMatchObject({
      scenario: 'solo-conquest',
      variants: ['more-rampage', 'megapolis'],
      options: { megapolisLevel: 10 },
    });
  });

  it('team play for four: the teams as chosen (SCEN-TEAM-1)', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-full-conquest'));
    fireEvent.click(screen.getByTestId('players-4'));
    fireEvent.click(screen.getByTestId('variant-team-play'));
    fireEvent.change(screen.getByTestId('teams'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('start-button'));
    expect(setup()).toMatchObject({
      variants: ['team-play'],
      options: {
        teams: [
          [0, 2],
          [1, 3],
        ],
      },
    });
  });

  it('SCEN-FULL-CONQ-5: team play for four with only two cities of level 10 or higher', () => {
    render(<App />);
    const levels = () =>
      [...screen.getByTestId('city-levels').querySelectorAll('output')].map((o) => o.textContent);
    fireEvent.click(screen.getByTestId('scenario-full-conquest'));
    fireEvent.click(screen.getByTestId('players-3'));
    expect(screen.queryByTestId('variant-team-two-cities')).toBeNull(); // 4 players only
    fireEvent.click(screen.getByTestId('players-4'));
    expect(levels()).toEqual(['4', '4', '4', '4']);
    // Choosing two cities turns team play on; the city levels show the two cities at level 10.
    fireEvent.click(screen.getByTestId('variant-team-two-cities'));
    expect(screen.getByTestId('variant-team-play')).toHaveProperty('checked', true);
    expect(screen.getByTestId('variant-team-two-cities')).toHaveProperty('checked', true);
    expect(levels()).toEqual(['10', '10']);
    expect(screen.getByTestId('city-level-0-down')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('city-level-0-up'));
    expect(levels()).toEqual(['11', '10']);
    // Team play off: two cities off too, the four cities are back.
    fireEvent.click(screen.getByTestId('variant-team-play'));
    expect(screen.getByTestId('variant-team-two-cities')).toHaveProperty('checked', false);
    expect(levels()).toEqual(['4', '4', '4', '4']);
    fireEvent.click(screen.getByTestId('variant-team-two-cities'));
    expect(levels()).toEqual(['11', '10']);
    fireEvent.click(screen.getByTestId('start-button'));
    expect(setup()).toMatchObject({
      scenario: 'full-conquest',
      variants: ['team-play', 'team-two-cities'],
      options: { cityLevels: [11, 10] },
    });
    // The game holds two cities at most: the other two city tiles are set aside.
    const game = useGame.getState().game;
    expect(game?.variants?.teams).toHaveLength(2);
    expect(SCENARIOS['full-conquest'].setup(4, game?.setup.variants).tiles.coreCity).toBe(2);
    // The scenario panel beside the map counts two cities.
    cleanup();
    if (game) render(<ScenarioPanel state={game} viewer={0} />);
    expect(screen.getByTestId('scenario-row-cities').textContent).toBe('Cities conquered: 0 of 2');
    expect(screen.getByTestId('scenario-row-hidden').textContent).toContain('11, 10');
  });

  it('SCEN-FULL-CONQ-5 / VAR-MEGA-8: team play for four with two Megapolises on two city tiles', () => {
    render(<App />);
    const levels = () =>
      [...screen.getByTestId('city-levels').querySelectorAll('output')].map((o) => o.textContent);
    const order = () =>
      [...screen.getByTestId('variants').querySelectorAll('input[type="checkbox"]')].map((i) =>
        i.getAttribute('data-testid'),
      );
    fireEvent.click(screen.getByTestId('scenario-full-conquest'));
    fireEvent.click(screen.getByTestId('players-2'));
    expect(screen.getByTestId('variant-two-megapolises')).toBeTruthy(); // two city tiles anyway
    fireEvent.click(screen.getByTestId('players-3'));
    expect(screen.queryByTestId('variant-two-megapolises')).toBeNull(); // three city tiles
    fireEvent.click(screen.getByTestId('scenario-blitz-conquest'));
    fireEvent.click(screen.getByTestId('players-4'));
    expect(screen.queryByTestId('variant-two-megapolises')).toBeNull(); // no team game there
    fireEvent.click(screen.getByTestId('scenario-full-conquest'));
    fireEvent.click(screen.getByTestId('players-4'));
    // Offered under team play, next to the two cities (its alternative).
    const o = order();
    expect(o.indexOf('variant-two-megapolises')).toBe(o.indexOf('variant-team-play') + 1);
    expect(o.indexOf('variant-team-two-cities')).toBe(o.indexOf('variant-team-play') + 2);
    fireEvent.click(screen.getByTestId('variant-team-two-cities'));
    expect(levels()).toEqual(['10', '10']);
    // Choosing two Megapolises keeps team play on and turns the two cities off ("or").
    fireEvent.click(screen.getByTestId('variant-two-megapolises'));
    expect(screen.getByTestId('variant-team-play')).toHaveProperty('checked', true);
    expect(screen.getByTestId('variant-team-two-cities')).toHaveProperty('checked', false);
    expect(screen.getByTestId('variant-two-megapolises')).toHaveProperty('checked', true);
    expect(levels()).toEqual(['4', '4']);
    expect(screen.getByTestId('megapolis-level').textContent).toBe('8');
    fireEvent.click(screen.getByTestId('megapolis-up'));
    // Team play off: the Megapolises go with it, the four cities are back.
    fireEvent.click(screen.getByTestId('variant-team-play'));
    expect(screen.getByTestId('variant-two-megapolises')).toHaveProperty('checked', false);
    expect(levels()).toEqual(['4', '4', '4', '4']);
    // Turning two Megapolises on again turns team play on with it.
    fireEvent.click(screen.getByTestId('variant-two-megapolises'));
    expect(screen.getByTestId('variant-team-play')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByTestId('start-button'));
    expect(setup()).toMatchObject({
      scenario: 'full-conquest',
      variants: ['team-play', 'two-megapolises'],
      options: { megapolisLevel: 9 },
    });
    const game = useGame.getState().game;
    expect(game?.variants?.teams).toHaveLength(2);
    expect(SCENARIOS['full-conquest'].setup(4, game?.setup.variants).tiles.coreCity).toBe(2);
  });

  it('VAR-MEGA-8 / SCEN-FULL-CONQ-5: the German start screen offers two Megapolises under team play', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('lang-de'));
    fireEvent.click(screen.getByTestId('scenario-full-conquest'));
    fireEvent.click(screen.getByTestId('players-4'));
    fireEvent.click(screen.getByTestId('variant-two-megapolises'));
    const item = screen.getByTestId('variant-two-megapolises').closest('li');
    expect(item?.className).toContain('sub');
    expect(item?.textContent).toContain('Zwei Megapolis');
    expect(item?.textContent).toContain('nur in der Vollständigen Eroberung im Teamspiel');
    expect(screen.getByTestId('variant-team-play')).toHaveProperty('checked', true);
  });

  it('needs at least one human seat', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-solo-conquest'));
    fireEvent.click(screen.getByTestId('seat-0-bot'));
    expect(screen.getByTestId('need-human')).toBeTruthy();
    expect(screen.getByTestId('start-button')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('seat-0-human'));
    expect(screen.queryByTestId('need-human')).toBeNull();
    expect(screen.getByTestId('start-button')).toHaveProperty('disabled', false);
  });

  it('switches the language and remembers it', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('lang-de'));
    expect(screen.getByText('Szenario')).toBeTruthy();
    expect(screen.getByTestId('scenario-solo-conquest').textContent).toContain('Solo-Eroberung');
    expect(screen.getByTestId('facts-solo-conquest').textContent).toBe(
      '1 Spieler · 6 Runden: 3 Tage, 3 Nächte',
    );
    // the length for a player count reads "mit 2 Spielern" (dative), not "mit 2 Spieler"
    expect(screen.getByTestId('facts-conquer-and-hold').textContent).toBe(
      '2–4 Spieler · 6 Runden: 3 Tage, 3 Nächte mit 2 Spielern',
    );
    expect(localStorage.getItem('mk.language')).toBe('de');
    fireEvent.click(screen.getByTestId('lang-en'));
    expect(screen.getByText('Scenario')).toBeTruthy();
  });

  it('starts a solo game with the chosen hero, seed, city levels and dummy hero', async () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-solo-conquest'));
    fireEvent.click(screen.getByTestId('hero-0-tovak'));
    fireEvent.change(screen.getByTestId('seed-input'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('city-level-0-down'));
    fireEvent.click(screen.getByTestId('city-level-0-down'));
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByTestId('city-level-1-down'));
    fireEvent.change(screen.getByTestId('dummy-hero'), { target: { value: 'krang' } });
    fireEvent.click(screen.getByTestId('start-button'));

    expect(setup()).toEqual({
      scenario: 'solo-conquest',
      seed: 1234,
      players: [{ hero: 'tovak', kind: 'human' }],
      options: { cityLevels: [3, 4], dummyHero: 'krang' },
    });
    const g = useGame.getState().game;
    expect(g?.players[1]?.hero).toBe('krang');
    // the game screen is a lazily loaded chunk (its first import is slow under the test runner)
    expect(await screen.findByTestId('game-screen', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByTestId('hand-card')).toHaveLength(5);
    expect(screen.getAllByTestId('die').length).toBeGreaterThanOrEqual(3);
    expect(
      within(screen.getByTestId('offers')).getAllByTestId('offer-unit').length,
    ).toBeGreaterThan(0);
    expect(screen.getByTestId('scenario-panel').textContent).toContain('Cities conquered: 0 of 2');
    expect(screen.getByTestId('scenario-row-hidden').textContent).toContain('3, 4');
  });

  it('starts a competitive game with variants and a bot seat, remembering the choices', () => {
    const first = render(<App />);
    fireEvent.click(screen.getByTestId('scenario-full-conquest'));
    fireEvent.click(screen.getByTestId('players-3'));
    fireEvent.click(screen.getByTestId('seat-2-bot'));
    fireEvent.click(screen.getByTestId('variant-no-pvp'));
    fireEvent.click(screen.getByTestId('city-level-2-up'));
    first.unmount();
    // the choices are remembered for the next visit
    render(<App />);
    expect(pressed('players-3')).toBe('true');
    expect(pressed('seat-2-bot')).toBe('true');
    expect(screen.getByTestId('variant-no-pvp')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByTestId('start-button'));
    expect(setup()).toMatchObject({
      scenario: 'full-conquest',
      players: [
        { hero: 'arythea', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
        { hero: 'norowas', kind: 'bot' },
      ],
      variants: ['no-pvp'],
      options: { cityLevels: [4, 4, 5] },
    });
  });

  it('issue 18: a computer seat gets a level (greedy / expert), remembered for the bot driver', async () => {
    const { botLevelOf } = await import('./prefs');
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-full-conquest'));
    fireEvent.click(screen.getByTestId('players-2'));
    // a human seat has no level; a computer seat starts at greedy
    expect(screen.queryByTestId('seat-1-level-expert')).toBeNull();
    fireEvent.click(screen.getByTestId('seat-1-bot'));
    expect(pressed('seat-1-level-greedy')).toBe('true');
    expect(pressed('seat-1-level-expert')).toBe('false');
    fireEvent.click(screen.getByTestId('seat-1-level-expert'));
    expect(pressed('seat-1-level-expert')).toBe('true');
    expect(botLevelOf(1)).toBe('expert');
    expect(botLevelOf(0)).toBe('greedy');
    fireEvent.click(screen.getByTestId('lang-de'));
    expect(screen.getByTestId('seat-1-level-expert').textContent).toBe('Experte');
    expect(screen.getByTestId('seat-1-level-greedy').textContent).toBe('Gierig');
  });

  it('hides the next hand behind a hand-off screen in hotseat games', async () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-first-reconnaissance'));
    fireEvent.click(screen.getByTestId('players-2'));
    fireEvent.click(screen.getByTestId('start-button'));
    const handoff = await screen.findByTestId('handoff', {}, { timeout: 15_000 }); // a lazy chunk
    fireEvent.click(within(handoff).getByRole('button'));
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.getAllByTestId('hand-card')).toHaveLength(5);
  });
});
