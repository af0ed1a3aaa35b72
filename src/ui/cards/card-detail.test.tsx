// @vitest-environment happy-dom
// The card detail: the explanation of a card (effects in words, costs, rule references), the rule
// table, the words of every named hook in the content, and how a card asks for the detail (mouse
// hover after a delay, long press on touch without playing the card).
import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_CARDS, SKILLS, UNITS, type CardDef } from '../../engine';
import { isKey, makeT } from '../../i18n';
import { useGame } from '../../store';
import { CardDetail, CardDetailLayer } from './CardDetail';
import { CardFace } from './CardFace';
import { HOVER_DELAY_MS, LONG_PRESS_MS, useCardDetail } from './card-detail';
import { describeEffect, hookText } from './describe';
import { cardRules } from './rule-refs';

const card = (id: string): CardDef => {
  const d = ALL_CARDS.find((c) => c.id === id);
  if (!d) throw new Error(id);
  return d;
};

beforeEach(() => useGame.getState().setLanguage('en'));
afterEach(() => {
  cleanup();
  useCardDetail.getState().hide();
  vi.useRealTimers();
});

describe('card detail', () => {
  it('explains an Action card: both effects, the strong cost, the rules', () => {
    render(<CardDetail id="swiftness#1" />);
    expect(screen.getByTestId('detail-basic').textContent).toBe('Move 2');
    expect(screen.getByTestId('detail-strong').textContent).toBe('Ranged Attack 3');
    expect(screen.getByTestId('detail-cost-basic').textContent).toBe('Free');
    expect(screen.getByTestId('detail-cost-strong').textContent).toContain('Costs 1 mana: white');
    const rules = screen.getByTestId('detail-rules').textContent ?? '';
    for (const id of ['CARD-3a', 'CARD-3e', 'MOVE-2b', 'COMBAT-RANGED-3'])
      expect(rules).toContain(id);
  });

  it('a Spell: mana for the basic effect, Night and black mana for the strong one', () => {
    render(<CardDetail id="fireball#1" />);
    expect(screen.getByTestId('detail-cost-basic').textContent).toContain('Costs 1 mana: red');
    expect(screen.getByTestId('detail-cost-strong').textContent).toContain(
      'Night only: 1 mana (red) and 1 black mana',
    );
    expect(screen.getByTestId('detail-rules').textContent).toContain('CARD-3b');
    expect(screen.getByTestId('detail-rules').textContent).toContain('MANA-2b');
  });

  it('an Artifact: the strong effect throws it away', () => {
    render(<CardDetail id="ruby-ring#1" />);
    expect(screen.getByTestId('detail-cost-strong').textContent).toContain('Throw the artifact');
    expect(screen.getByTestId('detail-rules').textContent).toContain('CARD-3c');
    // a named hook in words, not "Special rule"
    expect(screen.getByTestId('detail-strong').textContent).toContain('unlimited red');
  });

  it('a Wound cannot be played', () => {
    render(<CardDetail id="wound#1" />);
    expect(screen.getByTestId('card-detail').textContent).toContain('can never be played');
    expect(screen.getByTestId('detail-rules').textContent).toContain('CARD-3d');
  });

  it('derives rule references from the effect kinds', () => {
    expect(cardRules(card('concentration'))).toEqual(
      expect.arrayContaining(['CARD-3a', 'COMPOSITE-1', 'COMPOSITE-1b', 'GAIN-1']),
    );
    expect(cardRules(card('maximal-effect'))).toContain('COMPOSITE-1a');
    // every card with a Siege attack cites the fortification rule
    const siege = ALL_CARDS.filter((c) =>
      JSON.stringify([c.basic, c.strong]).includes('"style":"siege"'),
    );
    expect(siege.length).toBeGreaterThan(0);
    for (const c of siege) expect(cardRules(c), c.id).toContain('COMBAT-RANGED-3b');
    // discard costs
    expect(cardRules(card('improvisation'))).toEqual(
      expect.arrayContaining(['CARD-6', 'CARD-6a', 'DISCARD-1']),
    );
  });

  it('every rule a card can cite has a title and exists in the rules digest', () => {
    const ids = new Set(ALL_CARDS.flatMap(cardRules));
    for (const id of ids) expect(isKey(`rule.${id}`), id).toBe(true);
    const digest = path.resolve(__dirname, '../../../../shared/rules/RULES.md');
    if (!fs.existsSync(digest)) return; // the digest lives next to the repository
    const text = fs.readFileSync(digest, 'utf8');
    for (const id of ids) expect(text.includes(`**${id}`), id).toBe(true);
  });
});

describe('named hooks in words', () => {
  const t = makeT('en');
  const de = makeT('de');

  function hooksOf(x: unknown, group: string, out: [string, string, unknown][]): void {
    if (!x || typeof x !== 'object') return;
    const o = x as { kind?: string; hook?: string; params?: unknown };
    if (o.kind === 'custom' && o.hook) out.push([group, o.hook, o.params]);
    for (const [k, v] of Object.entries(x as Record<string, unknown>)) {
      const g =
        k === 'modifier'
          ? 'mod'
          : (k === 'effect' && o.kind === 'enemy') || o.kind === 'combined' || o.kind === 'unless'
            ? 'enemyfx'
            : group === 'enemyfx'
              ? 'enemyfx'
              : 'hook';
      if (Array.isArray(v)) for (const y of v) hooksOf(y, g, out);
      else hooksOf(v, g, out);
    }
  }

  it('every hook of cards, skills and units has words in both languages', () => {
    const found: [string, string, unknown][] = [];
    for (const c of ALL_CARDS) hooksOf([c.basic, c.strong], 'hook', found);
    for (const s of SKILLS) hooksOf([s.effect, s.passive], 'hook', found);
    for (const u of UNITS) hooksOf(u.abilities, 'hook', found);
    expect(found.length).toBeGreaterThan(80);
    for (const [group, hook, params] of found) {
      const p = params as Record<string, number | string | boolean> | undefined;
      const words = hookText(group as 'hook' | 'mod' | 'enemyfx', hook, p, t);
      expect(words, `${group}.${hook}`).not.toBeNull();
      expect(words, `${group}.${hook}`).not.toContain('{');
      expect(hookText(group as 'hook', hook, p, de), `${group}.${hook} (de)`).not.toContain('{');
    }
  });

  it('picks the variant of a hook by its parameters', () => {
    expect(
      describeEffect(
        {
          kind: 'custom',
          hook: 'reduce-damage',
          params: { amount: 2, from: 'fire-ice', otherAmount: 1 },
        },
        t,
      ),
    ).toBe('Ignore 2 damage of one Fire or Ice attack, or 1 of one other attack');
    expect(
      describeEffect(
        {
          kind: 'custom',
          hook: 'split-attack',
          params: { count: 3, amount: 1, element: 'cold-fire', style: 'ranged' },
        },
        t,
      ),
    ).toBe('Ranged Attack 1 (Cold Fire) against each of up to 3 different enemies');
  });
});

describe('asking for the detail', () => {
  // happy-dom has no layout: give the cards a size, as a browser would
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 100,
      top: 400,
      right: 220,
      bottom: 560,
      width: 120,
      height: 160,
      x: 100,
      y: 400,
      toJSON: () => ({}),
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('mouse: shows after hovering a moment, hides on leaving', () => {
    vi.useFakeTimers();
    render(
      <>
        <CardFace id="march#1" testId="c" onClick={() => undefined} />
        <CardDetailLayer />
      </>,
    );
    const c = screen.getByTestId('c');
    fireEvent.pointerEnter(c, { pointerType: 'mouse' });
    expect(screen.queryByTestId('card-detail-layer')).toBeNull();
    act(() => void vi.advanceTimersByTime(HOVER_DELAY_MS + 10));
    expect(screen.getByTestId('card-detail-layer').textContent).toContain('Move 4');
    fireEvent.pointerLeave(c, { pointerType: 'mouse' });
    expect(screen.queryByTestId('card-detail-layer')).toBeNull();
  });

  it('touch: a long press shows it and does not play the card; a tap still plays', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(
      <>
        <CardFace id="rage#1" testId="c" onClick={onClick} />
        <CardDetailLayer />
      </>,
    );
    const c = screen.getByTestId('c');
    fireEvent.pointerDown(c, { pointerType: 'touch', clientX: 5, clientY: 5 });
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS + 10));
    fireEvent.pointerUp(c, { pointerType: 'touch' });
    fireEvent.click(c);
    expect(screen.getByTestId('card-detail-layer').textContent).toContain('Attack 4');
    expect(onClick).not.toHaveBeenCalled();
    // a short tap is a normal click
    act(() => useCardDetail.getState().hide());
    fireEvent.pointerDown(c, { pointerType: 'touch', clientX: 5, clientY: 5 });
    act(() => void vi.advanceTimersByTime(100));
    fireEvent.pointerUp(c, { pointerType: 'touch' });
    fireEvent.click(c);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('card-detail-layer')).toBeNull();
  });

  it('goes away with the card that asked for it', () => {
    vi.useFakeTimers();
    const { unmount } = render(<CardFace id="march#1" testId="c" />);
    fireEvent.pointerEnter(screen.getByTestId('c'), { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(HOVER_DELAY_MS + 10));
    expect(useCardDetail.getState().card).toBe('march#1');
    unmount();
    expect(useCardDetail.getState().card).toBeNull();
  });
});

describe('pile list', () => {
  it('lists the discard pile as card faces and closes with Escape', async () => {
    const { PileList } = await import('./PileList');
    const onClose = vi.fn();
    render(<PileList title="Discard" cards={['rage#2', 'march#1']} onClose={onClose} />);
    expect(screen.getAllByTestId('pile-card').map((c) => c.getAttribute('data-card'))).toEqual([
      'march#1',
      'rage#2',
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('card face type label', () => {
  const typeLabel = (id: string) => {
    const { container } = render(<CardFace id={id} size="mini" />);
    const el = container.querySelector('.card-type');
    if (!el) throw new Error('no type label');
    return el;
  };

  it('sets a long German word tighter, so "Fortgeschrittene Aktion" fits an offer card', () => {
    useGame.getState().setLanguage('de');
    const aa = typeLabel('fire-bolt#1');
    expect(aa.textContent).toBe('Fortgeschrittene Aktion');
    expect(aa.className).toBe('card-type long');
    cleanup();
    // shorter words keep the normal size
    expect(typeLabel('fireball#1').className).toBe('card-type');
    cleanup();
    expect(typeLabel('rage#1').className).toBe('card-type');
  });

  it('keeps the normal size for the English labels', () => {
    for (const id of ['fire-bolt#1', 'fireball#1', 'rage#1']) {
      expect(typeLabel(id).className).toBe('card-type');
      cleanup();
    }
  });
});
