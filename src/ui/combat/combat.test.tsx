// @vitest-environment happy-dom
// The combat UI over real engine states: the model (targets, blocks, damage rows, the summary from
// the log) and the panel rendered in happy-dom — numbers are the engine's, buttons follow
// checkAction, clicks dispatch engine actions.
import { act as flush, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { columnSummary, legalActions, type Action, type GameState } from '../../engine';
import { useGame } from '../../store';
import { lastCombatSummary, damageRows, enemyViews } from './combat-model';
import { CombatPanel } from './CombatPanel';
import { ChoicePanel } from '../choices/ChoicePanel';
import { CombatSummary } from './CombatSummary';
import { act, besideOrcs, firstTurn } from './test-states';

const base = firstTurn();

function challenge(enemies: string[], hand: string[]): GameState {
  const { state, orcs } = besideOrcs(base, enemies, hand);
  return act(state, { type: 'challenge', player: 0, hexes: [orcs] });
}

function load(s: GameState) {
  useGame.setState((st) => {
    st.game = s;
    st.history = [];
    st.log = [];
    st.lastError = null;
  });
}

describe('combat model', () => {
  it('lists enemies with the engine numbers and which can be targeted', () => {
    const s = challenge(['prowlers'], ['rage']);
    const [v] = enemyViews(s, legalActions(s));
    expect(v?.stats.armor).toBe(3);
    expect(v?.stats.attacks[0]?.value).toBe(4);
    expect(v?.targetable).toBe(true);
    expect(v?.blocks.size).toBe(0);
  });

  it('offers blocks in the Block phase and damage rows in the Damage phase', () => {
    let s = challenge(['prowlers'], ['rage']);
    s = act(s, { type: 'end-combat-phase', player: 0 });
    const [v] = enemyViews(s, legalActions(s));
    expect([...(v?.blocks.keys() ?? [])]).toEqual([0]);
    s = act(s, { type: 'end-combat-phase', player: 0 });
    const rows = damageRows(s, legalActions(s));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.targets.map((x) => x.to)).toEqual(['hero']);
    expect(rows[0]?.targets[0]?.refusal).toBeNull();
  });

  it('reads the summary of the last combat from the log', () => {
    const log = [
      { id: 1, event: { type: 'combat-started', enemies: ['prowlers#1'] } },
      { id: 2, event: { type: 'wounds-taken', player: 0, count: 2, to: 'hand' } },
      { id: 3, event: { type: 'wounds-taken', player: 0, count: 2, to: 'discard' } },
      { id: 4, event: { type: 'unit-wounded', player: 0, unit: 'peasants#3', wounds: 1 } },
      { id: 5, event: { type: 'reputation-changed', player: 0, delta: 1, value: 1 } },
      {
        id: 6,
        event: { type: 'combat-ended', player: 0, won: true, fame: 2, defeated: ['prowlers#1'] },
      },
    ];
    const s = lastCombatSummary(log);
    expect(s).toMatchObject({
      id: 6,
      won: true,
      fame: 2,
      heroWounds: 2,
      discardWounds: 2,
      unitsWounded: ['peasants#3'],
      reputation: 1,
      defeated: ['prowlers#1'],
    });
    expect(lastCombatSummary(log.slice(0, 5))).toBeNull();
  });
});

describe('combat panel', () => {
  beforeEach(() => {
    useGame.getState().leaveGame();
    useGame.getState().setLanguage('en');
  });
  afterEach(cleanup);

  it('shows the enemy, the phase and tooltips that name the rules', () => {
    load(challenge(['wolf-riders'], ['rage']));
    render(<CombatPanel />);
    const panel = screen.getByTestId('combat-panel');
    expect(panel.getAttribute('data-phase')).toBe('ranged');
    expect(screen.getByTestId('current-phase').textContent).toContain('Ranged');
    const card = screen.getByTestId('enemy-card');
    expect(within(card).getByTestId('enemy-armor').textContent).toBe('4');
    expect(within(card).getByTestId('enemy-attack').textContent).toBe('3');
    expect(card.querySelector('[data-tip*="ABIL-SWIFT"]')).not.toBeNull();
  });

  it('declares an attack on the chosen target and shows the column numbers', () => {
    load(challenge(['prowlers'], ['rage', 'march']));
    render(<CombatPanel />);
    // the only enemy is preselected; the ranged attack can be declared
    fireEvent.click(screen.getByTestId('next-phase'));
    expect(useGame.getState().game?.combat?.phase).toBe('block');
    fireEvent.click(screen.getByTestId('block-attack'));
    expect(screen.getByTestId('combat-column').getAttribute('data-kind')).toBe('block');
    expect(screen.getByTestId<HTMLButtonElement>('resolve-column').disabled).toBe(true);
    // play Rage as Block 2 through the store: the column shows the engine's totals
    const g = useGame.getState().game;
    const rage = g?.players[0]?.hand.find((c) => c.startsWith('rage#')) ?? '';
    flush(() => {
      useGame.getState().dispatch({ type: 'play-card', player: 0, card: rage, mode: 'basic' });
    });
    const sum = columnSummary(useGame.getState().game as GameState);
    expect(screen.getByTestId('column-effective').textContent).toBe(String(sum?.effective));
    expect(screen.getByTestId('column-needed').getAttribute('data-needed')).toBe('2');
    expect(screen.getByTestId('column-entry').textContent).toContain('Rage');
    fireEvent.click(screen.getByTestId('abandon-column'));
    expect(useGame.getState().game?.combat?.block).toBeNull();
  });

  it('previews damage before it is assigned', () => {
    let s = challenge(['prowlers'], ['rage']);
    s = act(s, { type: 'end-combat-phase', player: 0 });
    s = act(s, { type: 'end-combat-phase', player: 0 });
    load(s);
    render(<CombatPanel />);
    const assign = screen.getByTestId<HTMLButtonElement>('assign-damage');
    expect(assign.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('damage-target'));
    expect(screen.getByTestId('damage-preview').textContent).toContain('2 Wounds into your hand');
    fireEvent.click(assign);
    const after = useGame.getState().game;
    expect(after?.combat?.phase).toBe('attack');
    expect(after?.players[0]?.hand.filter((c) => c.startsWith('wound#'))).toHaveLength(2);
  });

  it('shows a summary when a combat seen on screen ends', () => {
    let s = challenge(['prowlers'], ['rage', 'rage', 'march', 'swiftness', 'determination']);
    load(s);
    render(<CombatSummary />);
    expect(screen.queryByTestId('combat-summary')).toBeNull();
    // block, then attack with three sideways cards
    const d = (a: Action) =>
      flush(() => {
        useGame.getState().dispatch(a);
      });
    d({ type: 'end-combat-phase', player: 0 });
    d({ type: 'declare-block', player: 0, enemy: s.combat?.enemies[0]?.id ?? '', attack: 0 });
    s = useGame.getState().game as GameState;
    for (const c of s.players[0]?.hand.filter((x) => x.startsWith('rage#')) ?? [])
      d({ type: 'play-card', player: 0, card: c, mode: 'basic' });
    d({ type: 'resolve-column', player: 0 });
    d({ type: 'end-combat-phase', player: 0 });
    d({ type: 'declare-attack', player: 0, targets: [s.combat?.enemies[0]?.id ?? ''] });
    s = useGame.getState().game as GameState;
    for (const c of s.players[0]?.hand ?? [])
      d({ type: 'play-card', player: 0, card: c, mode: 'sideways', as: 'attack' });
    d({ type: 'resolve-column', player: 0 });
    expect(useGame.getState().game?.combat).toBeNull();
    const summary = screen.getByTestId('combat-summary');
    expect(summary.textContent).toContain('Victory');
    expect(screen.getByTestId('summary-fame').textContent).toBe('+2');
    fireEvent.click(screen.getByTestId('summary-continue'));
    expect(screen.queryByTestId('combat-summary')).toBeNull();
  });

  it('shows both armor values of an elusive enemy, the lower one as printed', () => {
    load(challenge(['orc-trackers'], ['rage']));
    render(<CombatPanel />);
    const card = screen.getByTestId('enemy-card');
    expect(within(card).getByTestId('enemy-armor').textContent).toBe('6');
    expect(card.textContent).toContain('/3');
    expect(card.querySelector('[data-tip*="ABIL-ELUSIVE"]')).not.toBeNull();
    expect(card.querySelector('[data-tip*="ABIL-ASSASSIN"]')).not.toBeNull();
  });

  it('spends Move points against a cumbersome attack in the Block phase', () => {
    let s = challenge(['orc-stonethrowers'], ['march', 'march']);
    s = act(s, { type: 'end-combat-phase', player: 0 });
    s = JSON.parse(JSON.stringify(s)) as GameState;
    if (s.turn) s.turn.movePoints = 3;
    load(s);
    render(<CombatPanel />);
    const buttons = screen.getAllByTestId('spend-move');
    expect(buttons.length).toBeGreaterThan(0);
    const enemy = s.combat?.enemies[0]?.id ?? '';
    fireEvent.click(buttons[0] as HTMLElement);
    const after = useGame.getState().game;
    expect(after?.turn?.movePoints).toBe(2);
    expect(after?.combat?.enemies.find((e) => e.id === enemy)?.attackMod[0]).toBe(-1);
    expect(within(screen.getByTestId('enemy-card')).getByTestId('enemy-attack').textContent).toBe(
      '6',
    );
  });

  it('offers a spell reward with its own choice component', () => {
    const s = JSON.parse(JSON.stringify(base)) as GameState;
    const spells = s.offers.spells.slice(0, 2);
    s.pending = [
      { kind: 'reward-spell', player: 0, source: 'reward', options: spells, data: { count: 1 } },
    ];
    load(s);
    render(<ChoicePanel state={s} viewer={0} />);
    expect(screen.getByTestId('choice-panel').textContent).toContain('Your reward: choose a spell');
    const take = screen.getAllByTestId('choice-option');
    expect(take).toHaveLength(spells.length);
    fireEvent.click(take[0] as HTMLElement);
    const after = useGame.getState().game;
    expect(after?.pending).toHaveLength(0);
    expect(after?.players[0]?.deck[0]).toBe(spells[0]);
  });
});
