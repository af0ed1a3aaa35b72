// @vitest-environment happy-dom
// The site panel and the units area over real engine states: what a village offers and at what
// price, buttons enabled exactly when the engine accepts the action, recruiting with a disband
// choice when the Command tokens are full, unit abilities and healing.
import { act as flush, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkAction, legalActions, type Action, type GameState } from '../../engine';
import { useGame } from '../../store';
import { act, edit, firstTurn, freePair } from '../combat/test-states';
import { UnitsArea } from '../units/UnitsArea';
import { SitePanel } from './SitePanel';
import { siteInfo } from './site-model';

const base = firstTurn();

/** Player 0 on a village (an empty hex made into one) with Peasants on offer. */
function atVillage(hand: string[], units: GameState['players'][number]['units'] = []): GameState {
  const [village] = freePair(base);
  return edit(base, (d) => {
    const p = d.players[0];
    const h = d.map.hexes[village];
    if (!p || !h || !d.turn) return;
    h.site = { type: 'village' };
    p.position = village;
    p.hand = hand.map((c, i) => `${c}#${7000 + i}`);
    p.units = units;
    d.turn.path = [village];
    d.offers.units.unshift('peasants#7100');
  });
}

function load(s: GameState) {
  flush(() => {
    useGame.setState((st) => {
      st.game = s;
      st.history = [];
      st.log = [];
    });
  });
}

const playAll = (s: GameState, prefix: string) => {
  let x = s;
  for (const c of x.players[0]?.hand.filter((h) => h.startsWith(prefix)) ?? [])
    x = act(x, { type: 'play-card', player: 0, card: c, mode: 'basic' });
  return x;
};

describe('site model', () => {
  it('prices a village: units matching the site and Healing, refused until interacting', () => {
    const s = atVillage(['promise', 'promise']);
    const info = siteInfo(s, legalActions(s), 0);
    expect(info?.type).toBe('village');
    const peasants = info?.options.find((o) => o.key === 'units:peasants');
    expect(peasants?.price).toBe(4);
    expect(peasants?.actions).toEqual([]);
    expect(peasants?.refusal?.ruleId).toBe('INTERACT-4');
    expect(info?.options.find((o) => o.group === 'healing')?.price).toBe(3);
    expect(info?.siteActions.map((a) => a.type)).toContain('interact');
  });

  it('enables an option exactly when the engine accepts it', () => {
    let s = atVillage(['promise', 'promise']);
    s = act(s, { type: 'interact', player: 0 });
    let info = siteInfo(s, legalActions(s), 0);
    const probe = { type: 'recruit' as const, player: 0, unit: 'peasants#7100' };
    expect(info?.options.find((o) => o.key === 'units:peasants')?.actions).toHaveLength(0);
    expect(checkAction(s, probe)).not.toBeNull();
    s = playAll(s, 'promise#');
    info = siteInfo(s, legalActions(s), 0);
    expect(info?.influence).toBe(4);
    expect(info?.options.find((o) => o.key === 'units:peasants')?.actions).toHaveLength(1);
    expect(checkAction(s, probe)).toBeNull();
  });
});

/** Dispatch through the store (as the screen does) and fail loudly on a refusal. */
function play(a: Action) {
  flush(() => {
    const r = useGame.getState().dispatch(a);
    if (!r.ok) throw new Error(r.error ?? 'refused');
  });
}

const toggle = () => screen.getByTestId('site-toggle').getAttribute('aria-expanded');

describe('site panel: when an opened panel collapses', () => {
  beforeEach(() => {
    useGame.getState().leaveGame();
    useGame.getState().setLanguage('en');
  });
  afterEach(cleanup);

  it('collapses at the end of the turn, and stays so in the next turn on the same site', () => {
    load(atVillage(['promise', 'promise']));
    render(<SitePanel />);
    fireEvent.click(screen.getByTestId('site-toggle'));
    expect(toggle()).toBe('true');
    expect(screen.getByTestId('site-options')).toBeTruthy();
    play({ type: 'end-turn', player: 0 });
    // the end-of-turn choices and the dummy's turn, until Tovak's next turn (same village)
    for (let i = 0; i < 40; i++) {
      const g = useGame.getState().game;
      if (!g || (g.turn?.player === 0 && g.pending.length === 0)) break;
      const legal = legalActions(g);
      const a =
        legal.find((x) => x.type === 'choose') ??
        legal.find((x) => x.type === 'dummy-turn') ??
        legal.find((x) => x.type === 'choose-tactic');
      if (!a) throw new Error(`stuck: ${JSON.stringify(legal.slice(0, 3))}`);
      play(a);
    }
    const g = useGame.getState().game;
    expect(g?.turn?.player).toBe(0);
    expect(g?.players[0]?.position).toBe(freePair(base)[0]);
    expect(useGame.getState().ui.sitePanel).toBeNull();
    expect(toggle()).toBe('false');
    expect(screen.queryByTestId('site-options')).toBeNull();
  });

  it('collapses when the hero moves away; coming back shows it collapsed', () => {
    const [village, next] = freePair(base);
    load(
      edit(atVillage(['promise']), (d) => {
        if (d.turn) d.turn.movePoints = 20;
      }),
    );
    render(<SitePanel />);
    fireEvent.click(screen.getByTestId('site-toggle'));
    expect(toggle()).toBe('true');
    play({ type: 'move', player: 0, to: next });
    expect(useGame.getState().ui.sitePanel).toBeNull();
    play({ type: 'move', player: 0, to: village });
    expect(toggle()).toBe('false');
    expect(screen.queryByTestId('site-options')).toBeNull();
  });

  it('stays open while the hero stays in this turn (playing a card)', () => {
    load(atVillage(['march']));
    render(<SitePanel />);
    fireEvent.click(screen.getByTestId('site-toggle'));
    const card = useGame.getState().game?.players[0]?.hand[0] ?? '';
    play({ type: 'play-card', player: 0, card, mode: 'basic' });
    expect(toggle()).toBe('true');
    expect(screen.getByTestId('site-options')).toBeTruthy();
  });
});

describe('site panel and units area', () => {
  beforeEach(() => {
    useGame.getState().leaveGame();
    useGame.getState().setLanguage('en');
  });
  afterEach(cleanup);

  it('interacts, recruits and lists the new unit with its abilities', () => {
    load(atVillage(['promise', 'promise']));
    render(<SitePanel />);
    expect(screen.getByTestId('site-panel').textContent).toContain('Village');
    fireEvent.click(screen.getByTestId('site-interact'));
    expect(screen.getByTestId('influence-total').textContent).toBe('0');
    flush(() => {
      useGame.setState((st) => {
        if (st.game) st.game = playAll(st.game, 'promise#');
      });
    });
    expect(screen.getByTestId('influence-total').textContent).toBe('4');
    const option = screen
      .getAllByTestId('site-option')
      .find((o) => o.getAttribute('data-key') === 'units:peasants');
    if (!option) throw new Error('no peasants option');
    fireEvent.click(within(option).getByTestId('option-buy'));
    const g = useGame.getState().game;
    expect(g?.players[0]?.units.map((u) => u.id)).toEqual(['peasants#7100']);
    cleanup();
    const p = g?.players[0];
    if (!g || !p) throw new Error('no game');
    render(<UnitsArea state={g} player={p} />);
    const tile = screen.getByTestId('unit-tile');
    expect(tile.getAttribute('data-status')).toBe('ready');
    const abilities = within(tile).getAllByTestId<HTMLButtonElement>('unit-ability');
    expect(abilities).toHaveLength(3);
    // in an interaction only the Influence ability can be used
    expect(abilities.map((b) => b.disabled)).toEqual([true, false, true]);
    fireEvent.click(abilities[1] as HTMLButtonElement);
    expect(useGame.getState().game?.turn?.influencePoints).toBe(2);
  });

  it('asks which unit to disband when every Command token is in use', () => {
    let s = atVillage(['promise', 'promise'], [{ id: 'foresters#7200', ready: true, wounds: 0 }]);
    s = playAll(act(s, { type: 'interact', player: 0 }), 'promise#');
    load(s);
    render(<SitePanel />);
    const option = screen
      .getAllByTestId('site-option')
      .find((o) => o.getAttribute('data-key') === 'units:peasants');
    if (!option) throw new Error('no peasants option');
    fireEvent.click(within(option).getByTestId('option-buy'));
    const variant = screen.getByTestId('option-variant');
    expect(variant.textContent).toContain('Disband Foresters');
    fireEvent.click(variant);
    expect(useGame.getState().game?.players[0]?.units.map((u) => u.id)).toEqual(['peasants#7100']);
  });

  it('heals a wounded unit with Healing points', () => {
    let s = atVillage(['promise', 'promise'], [{ id: 'peasants#7300', ready: true, wounds: 1 }]);
    s = playAll(act(s, { type: 'interact', player: 0 }), 'promise#');
    s = act(s, { type: 'buy', player: 0, item: 'heal' });
    load(s);
    const p = s.players[0];
    if (!p) throw new Error('no player');
    render(<UnitsArea state={s} player={p} />);
    const tile = screen.getByTestId('unit-tile');
    expect(tile.getAttribute('data-status')).toBe('wounded');
    expect(within(tile).getByTestId('unit-wounds').textContent).toBe('1 Wound');
    fireEvent.click(within(tile).getByTestId('unit-heal'));
    expect(useGame.getState().game?.players[0]?.units[0]?.wounds).toBe(0);
  });
});
