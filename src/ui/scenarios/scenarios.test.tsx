// @vitest-environment happy-dom
// The scenarios' own parts of the game screen: map marks (face-down tiles, secret entrances,
// liberated mines, active glades), map targets of a pending choice, the choice components, the
// action buttons enabled by checkAction, the goal panel, and the bot seats.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activePlayer,
  applyAction,
  createGame,
  type GameSetup,
  type GameState,
  legalActions,
  type Pending,
} from '../../engine';
import { createGreedyBot } from '../../sim/bots';
import { useGame } from '../../store';
import { botStep, installBotDriver } from '../bots/driver';
import { choiceComponent } from '../choices/registry';
import { scenarioMarks, scenarioTargets } from './map-marks';
import { ScenarioActions } from './ScenarioActions';
import { ScenarioPanel } from './ScenarioPanel';
import { PlayerPanel } from '../panels/PlayerPanel';
import { TurnOrder } from '../panels/TurnOrder';

const copy = (s: GameState) => JSON.parse(JSON.stringify(s)) as GameState;

/** The game at player 0's first turn: tactics taken (the lowest on offer), the dummy played. */
function firstTurn(setup: GameSetup): GameState {
  let s = createGame(setup);
  for (let i = 0; i < 40 && !(s.turn?.player === 0 && s.pending.length === 0); i++) {
    const legal = legalActions(s);
    const a =
      legal.find((x) => x.type === 'choose-tactic') ??
      legal.find((x) => x.type === 'dummy-turn') ??
      legal.find((x) => x.type === 'choose') ??
      legal.find((x) => x.type === 'end-turn');
    if (!a) break;
    s = applyAction(s, a).state;
  }
  return s;
}

const two = (scenario: GameSetup['scenario']): GameSetup => ({
  scenario,
  players: [
    { hero: 'tovak', kind: 'human' },
    { hero: 'goldyx', kind: 'human' },
  ],
  seed: 3,
});

beforeEach(() => useGame.getState().setLanguage('en'));
afterEach(() => {
  cleanup();
  useGame.getState().leaveGame();
});

describe('map marks', () => {
  it('draws the face-down tiles of Conquer and Hold as their backs (SCEN-HOLD-2)', () => {
    const s = createGame(two('conquer-and-hold'));
    const m = scenarioMarks(s);
    expect(m.hidden).toHaveLength(6);
    expect(m.hidden.filter((h) => h.back === 'countryside')).toHaveLength(2);
    expect(m.hidden.filter((h) => h.back === 'core')).toHaveLength(4);
  });

  it('marks secret entrances, liberated and guarded mines, glades with shields, the closed portal', () => {
    const s = copy(createGame(two('dungeon-lords')));
    const [a = '', b = ''] = Object.keys(s.map.hexes);
    s.scenario = { secretSites: [a] };
    expect(scenarioMarks(s).hexes).toEqual([{ hex: a, kind: 'secret', players: [] }]);

    const m = copy(createGame(two('mines-liberation')));
    const h1 = m.map.hexes[a];
    const h2 = m.map.hexes[b];
    if (!h1 || !h2) throw new Error('hexes');
    h1.site = { type: 'crystal-mine', color: 'blue' };
    h1.conquered = true;
    h1.shields = [1];
    h2.site = { type: 'crystal-mine', color: 'red' };
    h2.enemies = [{ id: 'diggers#9001', faceUp: true }];
    expect(scenarioMarks(m).hexes).toEqual(
      expect.arrayContaining([
        { hex: a, kind: 'mine-liberated', players: [1] },
        { hex: b, kind: 'mine-guarded', players: [] },
      ]),
    );

    const d = copy(createGame(two('druid-nights')));
    const g = d.map.hexes[a];
    if (!g) throw new Error('hex');
    g.site = { type: 'magical-glade' };
    g.shields = [0, 1];
    expect(scenarioMarks(d).hexes).toContainEqual({
      hex: a,
      kind: 'glade-active',
      players: [0, 1],
    });

    const r = copy(createGame(two('only-one-returns')));
    r.scenario = { portalClosed: true };
    expect(scenarioMarks(r).hexes.map((x) => x.kind)).toContain('portal-closed');
  });
});

describe('scenario choices', () => {
  it('secret entrance: the offered spaces glow on the map and answer the choice', () => {
    const s = copy(firstTurn(two('dungeon-lords')));
    const options = Object.keys(s.map.hexes).slice(1, 3);
    const p: Pending = {
      kind: 'secret-site',
      player: 0,
      source: 'dungeon',
      options,
      data: { kind: 'dungeon' },
    };
    s.pending = [p];
    const targets = scenarioTargets(s, legalActions(s));
    expect([...targets.keys()].sort()).toEqual([...options].sort());
    expect(targets.get(options[0] ?? '')).toEqual({
      type: 'choose',
      player: 0,
      option: options[0],
    });
    const choose = vi.fn();
    render(createElement(choiceComponent('secret-site'), { pending: p, state: s, choose }));
    const buttons = screen.getAllByTestId('choice-option');
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(choose).toHaveBeenCalledWith(options[1]);
  });

  it('co-op: the players remove one of the tactics they used (SCEN-FULL-COOP-4b)', () => {
    const s = firstTurn(two('full-cooperation'));
    const used = s.players.filter((x) => x.kind !== 'dummy').map((x) => x.tactic ?? '');
    const p: Pending = { kind: 'coop-remove-tactic', player: 0, source: 'scenario', options: used };
    const choose = vi.fn();
    render(createElement(choiceComponent('coop-remove-tactic'), { pending: p, state: s, choose }));
    const buttons = screen.getAllByTestId('choice-option');
    expect(buttons.map((b) => b.getAttribute('data-option'))).toEqual(used);
    expect(buttons[0]?.textContent).toContain('Tovak');
    fireEvent.click(buttons[0] as HTMLElement);
    expect(choose).toHaveBeenCalledWith(used[0]);
  });
});

describe('variant choices', () => {
  const base = () => firstTurn(two('full-conquest'));

  it('drafting and upgrades pick cards; an upgrade may be declined (VAR-DECK-1d, VAR-DECK-2b)', () => {
    const s = base();
    const cards = ['fire-bolt#9001', 'ice-bolt#9002'];
    const pick = vi.fn();
    const draft: Pending = { kind: 'draft-pick', player: 0, source: 'drafting', options: cards };
    const r = render(
      createElement(choiceComponent('draft-pick'), { pending: draft, state: s, choose: pick }),
    );
    fireEvent.click(screen.getAllByTestId('choice-card')[1] as HTMLElement);
    expect(pick).toHaveBeenCalledWith('ice-bolt#9002');
    r.unmount();
    const up: Pending = {
      kind: 'upgrade-pick',
      player: 0,
      source: 'action-upgrades',
      options: [...cards, 'none'],
      data: { rating: 7 },
    };
    const none = vi.fn();
    render(createElement(choiceComponent('upgrade-pick'), { pending: up, state: s, choose: none }));
    expect(screen.getAllByTestId('choice-card')).toHaveLength(2);
    expect(screen.getByText(/Your rating: 7/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('choice-none'));
    expect(none).toHaveBeenCalledWith('none');
  });

  it('interactive combat: the secret die, with what each colour does (VAR-INTCOMBAT-2)', () => {
    const s = base();
    const p: Pending = {
      kind: 'intcombat-die',
      player: 1,
      source: 'interactive-combat',
      options: ['white', 'red', 'blue', 'black'],
      data: { fighter: 0, enemy: 'prowlers#9001' },
    };
    const choose = vi.fn();
    render(createElement(choiceComponent('intcombat-die'), { pending: p, state: s, choose }));
    expect(screen.getByText(/Tovak fights Prowlers alone/)).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('choice-option')[1] as HTMLElement);
    expect(choose).toHaveBeenCalledWith('red');
  });
});

describe('scenario actions', () => {
  it('Mines Liberation: the button is enabled by checkAction, else says why', () => {
    const s = copy(firstTurn(two('mines-liberation')));
    const me = s.players[0];
    if (!me?.position) throw new Error('no position');
    const { unmount } = render(<ScenarioActions state={s} legal={legalActions(s)} viewer={0} />);
    const off = screen.getByTestId('scenario-action-liberate-mine');
    expect(off).toHaveProperty('disabled', true);
    expect(off.getAttribute('data-rule')).toBe('SCEN-MINES-4b');
    // the refusal says why and names the rule, as everywhere else on the screen
    expect(screen.getByTestId('scenario-why-liberate-mine').textContent).toBe(
      'Stand on a mine to enter it. (SCEN-MINES-4b)',
    );
    unmount();

    const h = s.map.hexes[me.position];
    if (!h) throw new Error('hex');
    h.site = { type: 'crystal-mine', color: 'green' };
    h.enemies = [
      { id: 'diggers#9001', faceUp: true },
      { id: 'minotaur#9002', faceUp: false },
    ];
    render(<ScenarioActions state={s} legal={legalActions(s)} viewer={0} />);
    const on = screen.getByTestId('scenario-action-liberate-mine');
    expect(on).toHaveProperty('disabled', false);
    useGame.getState().loadState(s);
    fireEvent.click(on);
    expect(useGame.getState().game?.combat).toBeTruthy();
  });

  it('Druid Nights: marking a glade and the incantation', () => {
    const s = firstTurn(two('druid-nights'));
    render(<ScenarioActions state={s} legal={legalActions(s)} viewer={0} />);
    expect(screen.getByTestId('scenario-action-activate-glade')).toHaveProperty('disabled', true);
    const inc = screen.getByTestId('scenario-action-incantation');
    expect(inc).toHaveProperty('disabled', true);
    expect(inc.textContent).toContain('0 monsters');
    expect(inc.getAttribute('data-rule')).toBe('SCEN-DRUID-4b');
  });

  it('Dungeon Lords: a tunnel names its target as the map shows it, no coordinates (SCEN-DUNGEON-4e)', () => {
    const s = copy(firstTurn(two('dungeon-lords')));
    const me = s.players[0];
    if (!me || !s.turn) throw new Error('no turn');
    // three conquered underground sites on open spaces: the hero's dungeon, a secret tomb just
    // east of it, a dungeon further off
    const open = (k: string) => {
      const h = s.map.hexes[k];
      return (
        !!h &&
        !h.site &&
        h.enemies.length === 0 &&
        ['plains', 'hills', 'forest'].includes(h.terrain)
      );
    };
    const east = (k: string) => {
      const [q = 0, r = 0] = k.split(',').map(Number);
      return `${q + 1},${r}`;
    };
    const here = Object.keys(s.map.hexes).find((k) => open(k) && open(east(k)));
    if (!here) throw new Error('no two open spaces side by side');
    const tomb = east(here);
    const far = Object.keys(s.map.hexes).find((k) => open(k) && k !== here && k !== tomb);
    if (!far) throw new Error('no third space');
    for (const [k, type] of [
      [here, 'dungeon'],
      [tomb, 'tomb'],
      [far, 'dungeon'],
    ] as const) {
      const h = s.map.hexes[k];
      if (!h) throw new Error('hex');
      h.site = { type };
      h.conquered = true;
    }
    s.scenario = { ...s.scenario, secretSites: [tomb] };
    me.position = here;
    s.turn.path = [here];
    s.turn.movePoints = 30;
    const terrain = (k: string) => {
      const t = s.map.hexes[k]?.terrain ?? '';
      return t.charAt(0).toUpperCase() + t.slice(1);
    };
    useGame.getState().loadState(s);
    const { rerender } = render(<ScenarioActions state={s} legal={legalActions(s)} viewer={0} />);
    const buttons = screen.getAllByTestId('scenario-action-tunnel');
    expect(buttons.map((b) => b.getAttribute('data-hex')).sort()).toEqual([far, tomb].sort());
    for (const b of buttons) expect(b.textContent).not.toMatch(/-?\d+,\s*-?\d+/);
    const toTomb = buttons.find((b) => b.getAttribute('data-hex') === tomb);
    const toFar = buttons.find((b) => b.getAttribute('data-hex') === far);
    if (!toTomb || !toFar) throw new Error('no buttons');
    expect(toTomb.textContent).toMatch(
      new RegExp(
        `^Tunnel to the secret tomb by the monastery \\(${terrain(tomb)}, to the east\\) · 3 Move$`,
      ),
    );
    expect(toFar.textContent).toMatch(
      new RegExp(`^Tunnel to the dungeon \\(${terrain(far)}, to the [a-z-]+\\) · \\d+ Move$`),
    );
    // hovering still lights the target up on the map
    fireEvent.mouseEnter(toTomb);
    expect(useGame.getState().ui.hover).toBe(tomb);
    fireEvent.mouseLeave(toTomb);
    expect(useGame.getState().ui.hover).toBeNull();
    act(() => useGame.getState().setLanguage('de'));
    rerender(<ScenarioActions state={s} legal={legalActions(s)} viewer={0} />);
    const de = screen
      .getAllByTestId('scenario-action-tunnel')
      .find((b) => b.getAttribute('data-hex') === tomb);
    expect(de?.textContent).toMatch(
      /^Tunnel zur geheimen Grabstätte beim Kloster \(.+, im Osten\) · 3 Bewegung$/,
    );
  });

  it('are not shown to the other players, nor in scenarios without actions', () => {
    const s = firstTurn(two('mines-liberation'));
    const { container } = render(<ScenarioActions state={s} legal={legalActions(s)} viewer={1} />);
    expect(container.textContent).toBe('');
    const f = firstTurn(two('full-conquest'));
    const r = render(<ScenarioActions state={f} legal={legalActions(f)} viewer={0} />);
    expect(r.container.textContent).toBe('');
  });
});

describe('goal panel', () => {
  it('shows the cities with the levels still hidden, and rounds left', () => {
    const s = createGame({
      scenario: 'full-cooperation',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 2,
    });
    render(<ScenarioPanel state={s} viewer={0} />);
    expect(screen.getByTestId('scenario-row-cities').textContent).toBe('Cities conquered: 0 of 3');
    expect(screen.getByTestId('scenario-row-hidden').textContent).toContain('5, 5, 8');
    expect(screen.getByTestId('scenario-row-rounds').textContent).toBe(
      '5 rounds left after this one',
    );
  });

  it('Conquer and Hold: keeps and towers held, face-down tiles; Only One Returns: the portal', () => {
    const s = createGame(two('conquer-and-hold'));
    const { unmount } = render(<ScenarioPanel state={s} viewer={0} />);
    expect(screen.getByTestId('scenario-row-hold-0').textContent).toBe(
      'Tovak: 0 keeps, 0 mage towers',
    );
    expect(screen.getByTestId('scenario-row-down').textContent).toBe('Face-down tiles: 6');
    unmount();
    // one keep and one tower read in the singular (not "1 keeps, 1 mage towers")
    const held = copy(s);
    const sites = Object.values(held.map.hexes);
    const keep = sites.find((h) => h.site?.type === 'keep');
    const free = sites.find((h) => !h.site);
    if (!keep || !free) throw new Error('no keep or free space');
    keep.owner = 0;
    free.site = { type: 'mage-tower' };
    free.owner = 0;
    const one = render(<ScenarioPanel state={held} viewer={0} />);
    expect(screen.getByTestId('scenario-row-hold-0').textContent).toBe(
      'Tovak: 1 keep, 1 mage tower',
    );
    one.unmount();
    const r = createGame(two('only-one-returns'));
    render(<ScenarioPanel state={r} viewer={0} />);
    expect(screen.getByTestId('scenario-row-portal').textContent).toContain('end of Day 1');
  });

  it("Only One Returns: an eliminated hero's panel is dimmed and marked, facts kept (SCEN-RETURN-2)", () => {
    const s = copy(createGame(two('only-one-returns')));
    const goldyx = s.players[1];
    if (!goldyx) throw new Error('no second player');
    goldyx.eliminated = true;
    goldyx.fame = 12;
    if (s.scenario) s.scenario.portalClosed = true;
    const { rerender } = render(
      <>
        <TurnOrder state={s} decider={0} />
        <PlayerPanel state={s} player={0} full />
        <PlayerPanel state={s} player={1} full={false} />
      </>,
    );
    const panel = screen.getByTestId('player-1');
    expect(panel.className).toContain('eliminated');
    expect(within(panel).getByTestId('eliminated-1').textContent).toBe('Eliminated');
    expect(panel.getAttribute('title')).toContain('SCEN-RETURN-2');
    expect(panel.getAttribute('title')).toContain('Goldyx is out of the game');
    // what they had stays readable
    expect(within(panel).getByTestId('level-fame-1').textContent).toContain('Fame 12');
    expect(within(panel).getByTestId('crystals')).toBeTruthy();
    // the hero still in the game is not marked
    const tovak = screen.getByTestId('player-0');
    expect(tovak.className).not.toContain('eliminated');
    expect(within(tovak).queryByText('Eliminated')).toBeNull();
    // the turn order marks them too
    const order = within(screen.getByTestId('turn-order')).getAllByRole('listitem');
    const marked = order.filter((li) => li.className.includes('eliminated'));
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toContain('GoldyxEliminated');
    act(() => useGame.getState().setLanguage('de'));
    rerender(
      <>
        <TurnOrder state={s} decider={0} />
        <PlayerPanel state={s} player={0} full />
        <PlayerPanel state={s} player={1} full={false} />
      </>,
    );
    expect(screen.getByTestId('eliminated-1').textContent).toBe('Ausgeschieden');
    expect(screen.getByTestId('player-1').getAttribute('title')).toContain('(SCEN-RETURN-2)');
  });
});

describe('bot seats', () => {
  it('a bot decides only for its own seat', () => {
    const s = createGame({
      scenario: 'first-reconnaissance',
      players: [
        { hero: 'tovak', kind: 'bot' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 4,
    });
    const bot = createGreedyBot(4);
    const who = activePlayer(s);
    const step = botStep(s, bot);
    if (who === 0) expect(step && legalActions(s)).toContainEqual(step);
    else expect(step).toBeNull();
  });

  it('plays the bot seats one step at a time until a human decides', () => {
    vi.useFakeTimers();
    try {
      useGame.getState().newGame({
        scenario: 'first-reconnaissance',
        players: [
          { hero: 'tovak', kind: 'bot' },
          { hero: 'goldyx', kind: 'bot' },
          { hero: 'norowas', kind: 'human' },
        ],
        seed: 8,
      });
      const stop = installBotDriver(useGame, 10);
      let human = 0;
      for (let i = 0; i < 600; i++) {
        const g = useGame.getState().game;
        if (!g) break;
        if (activePlayer(g) === 2) {
          // the human's decision: take a tactic, then stop at the first turn decision
          if (g.round.phase !== 'tactics') break;
          const a = legalActions(g).find((x) => x.type === 'choose-tactic');
          if (!a) break;
          useGame.getState().dispatch(a);
          human++;
        }
        vi.advanceTimersByTime(10);
      }
      stop();
      const g = useGame.getState().game;
      expect(human).toBe(1);
      expect(g && activePlayer(g)).toBe(2);
      expect(g?.players.every((p) => p.tactic)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
