// @vitest-environment happy-dom
// Pending choices: every kind the engine can push has a component in the registry, and the
// components ask clearly (prompt, options in words or pictures, min/max for multi-select) and
// answer with engine option ids.
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGame, legalActions, applyAction, type GameState, type Pending } from '../../engine';
import { useGame } from '../../store';
import { ChoicePanel } from './ChoicePanel';
import { GenericChoice } from './common';
import {
  CHOICE_REGISTRY,
  choiceComponent,
  COMBAT_CHOICE_KINDS,
  isChoiceKind,
  PLAY_CHOICE_KINDS,
} from './registry';

/** Solo First Reconnaissance, Tovak's first turn (seed 22). */
function firstTurn(): GameState {
  let s = createGame({
    scenario: 'first-reconnaissance',
    players: [{ hero: 'tovak', kind: 'human' }],
    seed: 22,
  });
  s = applyAction(s, { type: 'choose-tactic', player: 0, tactic: 'early-bird' }).state;
  return s;
}

const base = firstTurn();
const hand = base.players[0]?.hand ?? [];
const withPending = (p: Pending): GameState => ({ ...base, pending: [p] });

function renderKind(p: Pending) {
  const choose = vi.fn();
  render(createElement(choiceComponent(p.kind), { pending: p, state: withPending(p), choose }));
  return choose;
}

afterEach(cleanup);

describe('choice registry', () => {
  it('has a component for every kind the engine resolves', () => {
    const root = path.resolve(__dirname, '../../engine');
    const kinds = new Set<string>();
    const walk = (dir: string) => {
      for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, f.name);
        if (f.isDirectory()) walk(p);
        else if (/\.ts$/.test(f.name) && !/\.test\.ts$/.test(f.name))
          for (const m of fs
            .readFileSync(p, 'utf8')
            .matchAll(/^\s*'?([a-z][a-z-]*)'?: \(state, \w+, answer/gm))
            if (m[1]) kinds.add(m[1]);
      }
    };
    walk(root);
    expect(kinds.size).toBeGreaterThan(20);
    expect([...kinds].filter((k) => !isChoiceKind(k))).toEqual([]);
    for (const k of [...PLAY_CHOICE_KINDS, ...COMBAT_CHOICE_KINDS])
      expect(typeof CHOICE_REGISTRY[k], k).toBe('function');
  });

  it('falls back to the generic component for an unknown kind', () => {
    expect(choiceComponent('some-new-kind')).toBe(GenericChoice);
    const choose = renderKind({
      kind: 'some-new-kind',
      player: 0,
      source: 'march',
      options: ['a', 'b'],
    });
    fireEvent.click(screen.getAllByTestId('choice-option')[1] as HTMLElement);
    expect(choose).toHaveBeenCalledWith('b');
  });
});

describe('choice components', () => {
  it('effect-option: the alternatives in words', () => {
    const choose = renderKind({
      kind: 'effect-option',
      player: 0,
      source: hand[0] ?? '',
      options: ['0', '1'],
      effects: [
        { kind: 'attack', amount: 2, style: 'melee', element: 'physical' },
        { kind: 'block', amount: 2, element: 'physical' },
      ],
    });
    const opts = screen.getAllByTestId('choice-option');
    expect(opts.map((o) => o.textContent)).toEqual(['Attack 2', 'Block 2']);
    fireEvent.click(opts[1] as HTMLElement);
    expect(choose).toHaveBeenCalledWith('1');
  });

  it('mana and crystal colours as gems', () => {
    const choose = renderKind({
      kind: 'mana-color',
      player: 0,
      source: 'x',
      options: ['red', 'blue'],
    });
    expect(screen.getAllByTestId('choice-option').map((o) => o.textContent)).toEqual([
      'red',
      'blue',
    ]);
    fireEvent.click(screen.getAllByTestId('choice-option')[0] as HTMLElement);
    expect(choose).toHaveBeenCalledWith('red');
  });

  it('end-discard: at least min before confirming, at most max', () => {
    const choose = renderKind({
      kind: 'end-discard',
      player: 0,
      source: 'end-of-turn',
      options: hand.slice(0, 3),
      min: 1,
      max: 2,
    });
    expect(document.body.textContent).toContain('must discard at least one');
    const confirm = screen.getByTestId('choice-confirm');
    expect(confirm).toHaveProperty('disabled', true);
    const cards = screen.getAllByTestId('choice-card');
    for (const c of cards) fireEvent.click(c);
    expect(screen.getByTestId('choice-count').textContent).toContain('2 chosen');
    expect(confirm.textContent).toBe('Discard 2 and draw');
    fireEvent.click(confirm);
    expect(choose).toHaveBeenCalledWith(hand.slice(0, 2));
  });

  it('end-discard with nothing required can keep all', () => {
    const choose = renderKind({
      kind: 'end-discard',
      player: 0,
      source: 'end-of-turn',
      options: hand.slice(0, 2),
      min: 0,
      max: 2,
    });
    const confirm = screen.getByTestId('choice-confirm');
    expect(confirm.textContent).toBe('Keep all and draw');
    fireEvent.click(confirm);
    expect(choose).toHaveBeenCalledWith([]);
  });

  it('pay-mana: a plan for several ways; exactly one way is paid at once', () => {
    const dice = base.source.dice.map((d) => `die:${d.id}`);
    const choose = renderKind({
      kind: 'pay-mana',
      player: 0,
      source: 'x',
      options: dice.slice(0, 2),
    });
    expect(screen.getAllByTestId('payment-way')).toHaveLength(2);
    expect(choose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('payment-confirm'));
    expect(choose).toHaveBeenCalledTimes(1);
    cleanup();
    const once = renderKind({ kind: 'pay-mana', player: 0, source: 'x', options: [dice[0] ?? ''] });
    expect(once).toHaveBeenCalledWith(dice[0]);
  });

  it('renders every kind of the playing UI with plausible options', () => {
    const die = base.source.dice[0]?.id ?? 1;
    const samples: Record<string, Partial<Pending>> = {
      'effect-option': { options: ['0'], effects: [{ kind: 'move', amount: 2 }] },
      'mana-color': { options: ['red'] },
      'crystal-color': { options: ['blue'] },
      'ready-unit': { options: ['peasants#1'] },
      'pay-mana': { options: [`die:${die}`, 'crystal:red'] },
      'discard-cost': { options: hand, min: 1, max: 1 },
      'throw-away-cost': { options: hand, min: 1, max: 1 },
      'spend-crystal': { options: ['green'] },
      'enemy-target': { options: ['prowlers#1'] },
      'end-discard': { options: hand, min: 0, max: hand.length },
      'glade-wound': { options: ['hand', 'none'] },
      'deep-mine-crystal': { options: ['red', 'white'] },
      'level-skill': { options: ['own:tovak-who-needs-magic', 'common:goldyx-freezing-power'] },
      'level-advanced-action': { options: base.offers.advancedActions.slice(0, 2) },
      'tactic-rethink': { options: hand, min: 0, max: 3 },
      'tactic-mana-steal': { options: [String(die)] },
      'tactic-preparation': { options: base.players[0]?.deck.slice(0, 3) ?? [] },
      'tactic-sparing-power': { options: ['store', 'take'] },
      'tactic-midnight-meditation': { options: hand, min: 0, max: 5 },
      'tactic-long-night-draw': { options: ['yes', 'no'] },
      'set-source-die': { options: [`${die}=red`, `${die}=blue`] },
      'boost-target': { options: hand.slice(0, 2) },
      'choose-space': { options: Object.keys(base.map.hexes).slice(0, 2) },
      reclaim: { options: [...hand.slice(0, 2), 'none'] },
      'banner-round-end': {
        source: 'banner-of-glory#1',
        options: ['keep', 'return'],
        data: { unit: 'peasants#1' },
      },
    };
    for (const kind of PLAY_CHOICE_KINDS) {
      const sample = samples[kind];
      expect(sample, kind).toBeDefined();
      const p: Pending = { kind, player: 0, source: 'march#1', options: [], ...sample };
      const { unmount } = render(createElement(ChoicePanel, { state: withPending(p), viewer: 0 }));
      const panel = screen.getByTestId('choice-panel');
      expect(panel.getAttribute('data-kind')).toBe(kind);
      expect(panel.querySelector('.choice-title')?.textContent, kind).toBeTruthy();
      expect(panel.querySelector('.choice-title')?.textContent, kind).not.toContain('{');
      unmount();
    }
  });

  it('the panel names what asks and answers through the store', () => {
    useGame.getState().setLanguage('en');
    useGame.getState().loadState(base);
    const p: Pending = {
      kind: 'tactic-sparing-power',
      player: 0,
      source: 'sparing-power',
      options: ['store', 'take'],
    };
    render(createElement(ChoicePanel, { state: withPending(p), viewer: 0 }));
    expect(screen.getByTestId('choice-panel').textContent).toContain('Sparing Power');
    cleanup();
    render(createElement(ChoicePanel, { state: withPending({ ...p, player: 1 }), viewer: 0 }));
    expect(screen.queryByTestId('choice-panel')).toBeNull();
  });

  it('a real end-of-turn discard prompt answers the engine', () => {
    useGame.getState().setLanguage('en');
    useGame.getState().loadState(base);
    useGame.getState().dispatch({ type: 'end-turn', player: 0 });
    const g = useGame.getState().game as GameState;
    expect(g.pending[0]?.kind).toBe('end-discard');
    render(createElement(ChoicePanel, { state: g, viewer: 0 }));
    fireEvent.click(screen.getAllByTestId('choice-card')[0] as HTMLElement);
    fireEvent.click(screen.getByTestId('choice-confirm'));
    const after = useGame.getState().game as GameState;
    expect(after.pending).toEqual([]);
    expect(legalActions(after).some((a) => a.type === 'dummy-turn')).toBe(true);
  });
});
