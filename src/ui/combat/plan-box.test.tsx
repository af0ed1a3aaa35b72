// @vitest-environment happy-dom
// "Can I win?" says in words whether the plan shown is proved the cheapest (issue 17 part 3). The
// planner's answer is real (a sure win from the engine); only whether it was proved the cheapest
// is set here, since a real budget decides that by the machine's speed.
import { act as flush, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeT } from '../../i18n';
import { act, besideOrcs, firstTurn } from './test-states';

const proved = vi.hoisted(() => ({ value: true }));
vi.mock('../../assist', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../assist')>();
  return {
    ...real,
    planCombat: (...args: Parameters<typeof real.planCombat>) => {
      const r = real.planCombat(args[0], { budgetMs: 60_000 });
      return r.status === 'win' ? { ...r, cheapest: proved.value } : r;
    },
  };
});
const { PlanBox } = await import('./PlanBox');

const fight = () => {
  const { state, orcs } = besideOrcs(firstTurn(), ['prowlers'], ['rage', 'rage']);
  return act(state, { type: 'challenge', player: 0, hexes: [orcs] });
};

async function ask(lang: 'en' | 'de') {
  render(<PlanBox state={fight()} t={makeT(lang)} />);
  fireEvent.click(screen.getByTestId('plan-button'));
  await flush(async () => {
    await new Promise((r) => setTimeout(r, 60));
  });
  expect(screen.getByTestId('plan-result').getAttribute('data-status')).toBe('win');
  return screen.getByTestId('plan-cheapest');
}

describe('Can I win? says whether the plan is proved the cheapest', () => {
  afterEach(() => cleanup());
  it('a plan proved the cheapest says so', async () => {
    proved.value = true;
    const note = await ask('en');
    expect(note.getAttribute('data-cheapest')).toBe('yes');
    expect(note.textContent).toContain('No plan spends fewer cards');
  });
  it('a plan not proved the cheapest says a cheaper plan may exist (English and German)', async () => {
    proved.value = false;
    const en = await ask('en');
    expect(en.getAttribute('data-cheapest')).toBe('no');
    expect(en.textContent).toContain('A cheaper plan may exist');
    cleanup();
    const de = await ask('de');
    expect(de.textContent).toContain('günstigeren Plan');
  });
});
