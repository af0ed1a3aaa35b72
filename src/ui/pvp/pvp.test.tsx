// @vitest-environment happy-dom
// The PvP and co-op assault UI over real engine states (test-states.ts): the attack prompt after
// moving onto another hero, the commitment, the columns with the engine's numbers, damage
// assignment, the outcome summary from the log, the hand-off reasons; the co-op proposal, the
// invited hero's agreement and the assault order.
import { act as flush, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAction, legalActions, pvpNumbers, type Action, type GameState } from '../../engine';
import { makeT } from '../../i18n';
import { useGame } from '../../store';
import { HexTooltip } from '../board/HexTooltip';
import { heroName } from '../names';
import { ChoicePanel } from '../choices/ChoicePanel';
import { CoopPanel } from '../coop/CoopPanel';
import { OrderToken } from '../coop/OrderToken';
import { handoffReason } from './handoff-reason';
import { lastPvpSummary, pvpView } from './pvp-model';
import { PvpPanel } from './PvpPanel';
import { PvpPrompt } from './PvpPrompt';
import { PvpSummary } from './PvpSummary';
import { coopSetup, pvpSetup } from './test-states';

const t = makeT('en');
const setup = pvpSetup();
const { aggressor: A, defender: D } = setup;

const act = (s: GameState, a: Action): GameState => applyAction(s, a).state;

function load(s: GameState) {
  useGame.getState().setLanguage('en');
  useGame.getState().loadState(s);
}

/** Aggressor on the defender's space, attack declared: the defender commits. */
function attacked(): GameState {
  let s = act(setup.state, { type: 'move', player: A, to: setup.fight });
  s = act(s, { type: 'pvp-attack', player: A });
  return s;
}

/** Ranged phase: the defender attacked with Swiftness (3); the aggressor blocks with 2. */
function blocking(): GameState {
  let s = act(attacked(), { type: 'pvp-commit', player: D, full: true });
  s = act(s, {
    type: 'play-card',
    player: D,
    card: 'swiftness#9101',
    mode: 'strong',
    mana: [{ kind: 'crystal', color: 'white' }],
  });
  s = act(s, { type: 'pvp-resolve', player: D });
  return act(s, { type: 'play-card', player: A, card: 'determination#9002', mode: 'basic' });
}

beforeEach(() => useGame.getState().leaveGame());
afterEach(cleanup);

describe('PvP: starting the fight', () => {
  it('offers the attack after moving onto the other hero (MOVE-8b)', () => {
    const s = act(setup.state, { type: 'move', player: A, to: setup.fight });
    load(s);
    render(<PvpPrompt state={s} legal={legalActions(s)} />);
    expect(screen.getByTestId('pvp-prompt').textContent).toContain('You entered');
    fireEvent.click(screen.getByTestId('pvp-attack'));
    expect(useGame.getState().game?.pvp?.phase).toBe('commit');
  });

  it('MOVE-8b: hovering a reachable space with another hero warns that stopping there attacks them', () => {
    load(setup.state);
    flush(() => useGame.setState((st) => void (st.ui.hover = setup.fight)));
    render(<HexTooltip />);
    expect(screen.getByTestId('tip-reach')).toBeTruthy();
    expect(screen.getByTestId('tip-hero-stop').textContent).toBe(
      `Ending your move here is an attack on ${heroName(setup.state, D, t)} (MOVE-8b).`,
    );
  });

  it('MOVE-8e: where the other hero cannot be attacked, the warning says the turn has no action', () => {
    const flipped = JSON.parse(JSON.stringify(setup.state)) as GameState;
    const d = flipped.players[D];
    if (d) d.orderTokenFlipped = true;
    load(flipped);
    useGame.getState().setLanguage('de');
    flush(() => useGame.setState((st) => void (st.ui.hover = setup.fight)));
    render(<HexTooltip />);
    expect(screen.getByTestId('tip-hero-stop').textContent).toContain(
      `${heroName(setup.state, D, makeT('de'))} steht hier und darf nicht angegriffen werden`,
    );
  });

  it('MOVE-8b: no warning on a reachable space without another hero', () => {
    load(setup.state);
    const empty = legalActions(setup.state).find(
      (a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && a.to !== setup.fight,
    );
    if (!empty) throw new Error('no other move');
    flush(() => useGame.setState((st) => void (st.ui.hover = empty.to)));
    render(<HexTooltip />);
    expect(screen.getByTestId('tip-reach')).toBeTruthy();
    expect(screen.queryByTestId('tip-hero-stop')).toBeNull();
  });

  it('names why an attack is not allowed (MOVE-8e.1: token face down)', () => {
    const flipped = JSON.parse(JSON.stringify(setup.state)) as GameState;
    const d = flipped.players[D];
    if (d) d.orderTokenFlipped = true;
    const s = act(flipped, { type: 'move', player: A, to: setup.fight });
    load(s);
    render(<PvpPrompt state={s} legal={legalActions(s)} />);
    expect(screen.getByTestId('pvp-forbidden').textContent).toContain('MOVE-8e.1');
    expect(screen.queryByTestId('pvp-attack')).toBeNull();
  });

  it('the defender chooses full or partial commitment, each explained', () => {
    const s = attacked();
    load(s);
    render(<PvpPanel />);
    const commit = screen.getByTestId('pvp-commit');
    expect(commit.textContent).toContain('your next turn is skipped');
    expect(commit.textContent).toContain('No Source die');
    fireEvent.click(screen.getByTestId('pvp-commit-partial'));
    const g = useGame.getState().game as GameState;
    expect(g.pvp?.commitment).toBe('partial');
    expect(g.pvp?.phase).toBe('ranged');
    expect(g.players[D]?.orderTokenFlipped).toBe(false);
  });

  it('a bot defender decides for itself: the screen shows its choice without buttons', () => {
    const s = JSON.parse(JSON.stringify(attacked())) as GameState;
    const d = s.players[D];
    if (d) d.kind = 'bot';
    load(s);
    render(<PvpPanel />);
    expect(screen.getByTestId('pvp-commit-full').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('pvp-commit-partial').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('pvp-commit').textContent).toContain('decides how to commit');
  });

  it('full commitment is refused with only Wounds in hand (PVP-3a.8)', () => {
    const s = JSON.parse(JSON.stringify(attacked())) as GameState;
    const d = s.players[D];
    if (d) d.hand = ['wound#9301', 'wound#9302'];
    load(s);
    render(<PvpPanel />);
    const full = screen.getByTestId('pvp-commit-full');
    expect(full.hasAttribute('disabled')).toBe(true);
    expect(full.getAttribute('title')).toContain('PVP-3a.8');
  });
});

describe('PvP: attacks, blocks and damage', () => {
  it('shows the engine numbers of the attack and the block', () => {
    const s = blocking();
    load(s);
    render(<PvpPanel />);
    const n = pvpNumbers(s);
    expect(n).toMatchObject({ attack: 3, blockRaw: 2, blockEffective: 2, reduction: 1, damage: 2 });
    expect(screen.getByTestId('pvp-attack-total').textContent).toBe('3');
    expect(screen.getByTestId('pvp-block-effective').textContent).toBe('2');
    expect(screen.getByTestId('pvp-reduction').textContent).toBe('−1');
    expect(screen.getByTestId('pvp-damage-number').textContent).toBe('2');
    expect(screen.getByTestId('pvp-panel').textContent).toContain('every 2 Block points');
    expect(screen.getAllByTestId('pvp-entry').map((e) => e.textContent)).toEqual([
      '3Swiftness',
      '2Determination',
    ]);
    fireEvent.click(screen.getByTestId('pvp-block-done'));
    expect(useGame.getState().game?.pvp?.step).toBe('damage');
  });

  it('the attacker assigns damage: options with their costs, chosen by click', () => {
    const s = act(blocking(), { type: 'pvp-resolve', player: A });
    const v = pvpView(s, legalActions(s), D);
    expect(v?.damage.map((c) => [c.kind, c.cost])).toEqual([['hero', 2]]);
    load(s);
    render(<PvpPanel />);
    const opt = screen.getByTestId('pvp-damage-option');
    expect(opt.textContent).toContain('costs 2');
    fireEvent.click(opt);
    const g = useGame.getState().game as GameState;
    expect(g.players[A]?.hand.filter((c) => c.startsWith('wound')).length).toBe(1);
    expect(g.pvp?.attacker).toBe(A);
  });

  it('passing twice ends the ranged phase; the melee starts with the aggressor', () => {
    let s = act(attacked(), { type: 'pvp-commit', player: D, full: false });
    s = act(s, { type: 'pvp-pass', player: D });
    load(s);
    render(<PvpPanel />);
    expect(screen.getByTestId('pvp-passes')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pvp-pass'));
    const g = useGame.getState().game as GameState;
    expect(g.pvp?.phase).toBe('melee');
    expect(g.pvp?.attacker).toBe(A);
  });
});

describe('PvP: outcome and hand-off', () => {
  it('summarises a forced retreat from the log', () => {
    let s = act(attacked(), { type: 'pvp-commit', player: D, full: false });
    s = act(s, { type: 'pvp-pass', player: D });
    s = act(s, { type: 'pvp-pass', player: A });
    for (const card of ['rage#9001', 'instinct#9003'])
      s = act(s, { type: 'play-card', player: A, card, mode: 'basic' });
    s = act(s, { type: 'pvp-resolve', player: A });
    load(s);
    render(<PvpSummary />);
    expect(screen.queryByTestId('pvp-summary')).toBeNull();
    // the defender does not block: 4 damage; the aggressor forces a retreat
    flush(() => void useGame.getState().dispatch({ type: 'pvp-resolve', player: D }));
    const g = useGame.getState().game as GameState;
    const retreat = legalActions(g).find(
      (a): a is Extract<Action, { type: 'pvp-damage' }> =>
        a.type === 'pvp-damage' && a.to.startsWith('retreat:'),
    );
    expect(retreat).toBeDefined();
    if (retreat) flush(() => void useGame.getState().dispatch(retreat));
    const sum = lastPvpSummary(useGame.getState().log);
    expect(sum).toMatchObject({ outcome: 'retreat', winner: A, fame: 1, aggressor: A });
    const panel = screen.getByTestId('pvp-summary');
    expect(panel.textContent).toContain('wins the hero combat');
    expect(screen.getByTestId('pvp-summary-fame').textContent).toBe('+1');
    fireEvent.click(screen.getByTestId('pvp-summary-continue'));
    expect(screen.queryByTestId('pvp-summary')).toBeNull();
    // partial commitment: the aggressor's turn goes on; the PvP is over
    expect(useGame.getState().game?.pvp).toBeNull();
  });

  it('the hand-off screen says why the device goes to the other player', () => {
    expect(handoffReason(attacked(), D, t)).toContain('attacks you');
    const s = act(blocking(), { type: 'pvp-resolve', player: A });
    expect(handoffReason(s, D, t)).toBe(
      'Assign the 2 damage of your attack against Goldyx.'.replace(
        'Goldyx',
        s.players[A]?.hero === 'tovak' ? 'Tovak' : 'Goldyx',
      ),
    );
    expect(handoffReason(setup.state, A, t)).toBeNull();
  });

  it('a fully committed defender’s round order token is face down', () => {
    const s = act(attacked(), { type: 'pvp-commit', player: D, full: true });
    render(<OrderToken state={s} player={D} />);
    const tok = screen.getByTestId('order-token');
    expect(tok.getAttribute('data-down')).toBe('true');
    expect(tok.getAttribute('title')).toContain('PVP-3a.1');
  });
});

describe('co-op city assault', () => {
  const c = coopSetup();

  it('proposes a split only when the engine accepts it', () => {
    load(c.state);
    render(<CoopPanel state={c.state} legal={legalActions(c.state)} />);
    fireEvent.click(screen.getByTestId('coop-open'));
    const prop = screen.getByTestId('coop-proposal');
    expect(prop.textContent).toContain('3 defenders');
    // 3 defenders for 2: 2 + 1 by default
    expect(screen.getByTestId(`coop-count-${c.initiator}`).textContent).toBe('2');
    expect(screen.getByTestId(`coop-count-${c.other}`).textContent).toBe('1');
    fireEvent.click(screen.getByTestId(`coop-more-${c.other}`));
    expect(screen.getByTestId('coop-propose').hasAttribute('disabled')).toBe(true);
    expect(prop.textContent).toContain('COOP-3b');
    fireEvent.click(screen.getByTestId(`coop-less-${c.initiator}`));
    fireEvent.click(screen.getByTestId('coop-propose'));
    const g = useGame.getState().game as GameState;
    expect(g.pending[0]).toMatchObject({ kind: 'coop-agree', player: c.other });
    expect(g.pending[0]?.data).toMatchObject({ counts: [1, 2] });
  });

  it('the invited hero sees the proposal and agrees; the assault order shows the deal', () => {
    const s = act(c.state, {
      type: 'coop-assault',
      player: c.initiator,
      invite: [c.other],
      counts: [2, 1],
    });
    expect(handoffReason(s, c.other, t)).toContain('proposes a joint city assault');
    load(s);
    render(<ChoicePanel state={s} viewer={c.other} />);
    const agree = screen.getByTestId('coop-agree');
    expect(agree.textContent).toContain('You would face 1 of its defenders');
    expect(agree.textContent).toContain('give up your next turn');
    fireEvent.click(within(agree).getByTestId('coop-yes'));
    const g = useGame.getState().game as GameState;
    expect(g.coop?.participants).toEqual([c.initiator, c.other]);
    cleanup();
    render(<CoopPanel state={g} legal={legalActions(g)} />);
    const rows = screen.getAllByTestId('coop-participant');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('2 defenders'),
      expect.stringContaining('1 defender'),
    ]);
    expect(screen.getByTestId('coop-hint').textContent).toContain('Move directly into the city');
    render(<OrderToken state={g} player={c.other} />);
    expect(screen.getByTestId('order-token').getAttribute('title')).toContain('COOP-4');
  });
});
