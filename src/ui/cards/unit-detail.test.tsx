// @vitest-environment happy-dom
// Units readable everywhere (issue 16 part 4): every unit's detail names each ability in words with
// its mana cost, its armor, cost, level and resistances, in English and German; a unit in the
// offer opens it on a click or tap.
import { act as flush, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UNITS } from '../../engine';
import { useGame } from '../../store';
import { OffersPanel } from '../panels/OffersPanel';
import { firstTurn } from '../combat/test-states';
import { CardDetailLayer } from './CardDetail';
import { useCardDetail } from './card-detail';
import { describeEffect } from './describe';
import { makeT } from '../../i18n';
import { UnitDetail } from './UnitDetail';

afterEach(() => {
  cleanup();
  useCardDetail.getState().hide();
});

describe('the unit detail', () => {
  for (const lang of ['en', 'de'] as const)
    it(`${lang}: every unit shows every ability with its mana cost, and its stats`, () => {
      flush(() => useGame.setState((st) => void (st.ui.language = lang)));
      const t = makeT(lang);
      for (const def of UNITS) {
        render(<UnitDetail id={def.id} />);
        const box = screen.getByTestId('unit-detail');
        const items = within(box).getAllByTestId('unit-detail-ability');
        expect(items).toHaveLength(def.abilities.length);
        def.abilities.forEach((ab, i) => {
          expect(items[i]?.textContent).toContain(describeEffect(ab.effect, t));
          if (ab.mana) expect(items[i]?.textContent).toContain(t(`mana.${ab.mana}`));
        });
        const stats = screen.getByTestId('unit-detail-stats').textContent ?? '';
        expect(stats).toContain(String(def.armor));
        expect(stats).toContain(String(def.cost));
        for (const r of def.resistances)
          expect(screen.getByTestId('unit-detail-res').textContent).toContain(t(`resist.${r}`));
        expect(box.textContent).not.toMatch(/#\d|\{\w+\}/); // no instance ids or holes
        cleanup();
      }
      flush(() => useGame.setState((st) => void (st.ui.language = 'en')));
    });

  it('a click on a unit in the offer opens its detail', () => {
    const s = firstTurn();
    const [first] = s.offers.units;
    if (!first) throw new Error('empty unit offer');
    flush(() => useGame.setState((st) => void (st.game = s)));
    render(
      <>
        <OffersPanel state={s} />
        <CardDetailLayer />
      </>,
    );
    const cards = screen.getAllByTestId('offer-unit');
    fireEvent.click(cards[0] as HTMLElement);
    const detail = screen.getByTestId('unit-detail');
    expect(detail.getAttribute('data-unit')).toBe(first.split('#')[0]);
    expect(within(detail).getAllByTestId('unit-detail-ability').length).toBeGreaterThan(0);
  });
});
