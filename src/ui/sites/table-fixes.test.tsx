// @vitest-environment happy-dom
// Smaller site fixes of issue 16 part 7: the Healing Buy with nothing to heal (HEAL-3c), the map
// tooltip of a dungeon or tomb saying that units are barred and Night rules apply (COMBAT-1b).
import { act as flush, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../engine';
import { makeT } from '../../i18n';
import { useGame } from '../../store';
import { HexTooltip } from '../board/HexTooltip';
import { act, edit, firstTurn, freePair } from '../combat/test-states';
import { SitePanel } from './SitePanel';
import { siteInfo } from './site-model';

const base = firstTurn();

function atSite(
  type: 'monastery' | 'dungeon' | 'tomb',
  hand: string[],
  units: GameState['players'][number]['units'] = [],
): { state: GameState; hex: string } {
  const [hex] = freePair(base);
  const state = edit(base, (d) => {
    const p = d.players[0];
    const h = d.map.hexes[hex];
    if (!p || !h || !d.turn) return;
    h.site = { type };
    p.position = hex;
    p.hand = hand.map((c, i) => `${c}#${7000 + i}`);
    p.units = units;
    d.turn.path = [hex];
  });
  return { state, hex };
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

/** At a monastery, interacting, with 2 Influence from Promise. */
function shopping(hand: string[], units: GameState['players'][number]['units'] = []): GameState {
  let s = atSite('monastery', hand, units).state;
  s = act(s, { type: 'interact', player: 0 });
  return act(s, { type: 'play-card', player: 0, card: 'promise#7000', mode: 'basic' });
}

afterEach(cleanup);

describe('the monastery Healing Buy (HEAL-3c)', () => {
  it('is not offered with no Wound in the hand and no wounded unit', () => {
    const s = shopping(['promise', 'march']);
    const heal = siteInfo(s, legalActions(s), 0)?.options.find((o) => o.group === 'healing');
    expect(heal?.actions).toEqual([]);
    expect(heal?.nothingToHeal).toBe(true);
    load(s);
    useGame.setState((st) => {
      st.ui.sitePanel = s.players[0]?.position ?? null;
    });
    render(<SitePanel />);
    const row = screen
      .getAllByTestId('site-option')
      .find((o) => o.getAttribute('data-key')?.startsWith('healing'));
    if (!row) throw new Error('no healing row');
    expect(row.className).toContain('no');
    expect(row.textContent).toContain('Nothing to heal');
    expect(within(row).queryByTestId('option-buy')?.hasAttribute('disabled') ?? true).toBe(true);
  });

  it('is offered with a Wound in the hand, or a wounded unit', () => {
    let s = shopping(['promise', 'wound']);
    let heal = siteInfo(s, legalActions(s), 0)?.options.find((o) => o.group === 'healing');
    expect(heal?.actions.length).toBeGreaterThan(0);
    s = shopping(['promise'], [{ id: 'peasants#7300', ready: true, wounds: 1 }]);
    heal = siteInfo(s, legalActions(s), 0)?.options.find((o) => o.group === 'healing');
    expect(heal?.actions.length).toBeGreaterThan(0);
  });
});

describe('the map tooltip of a dungeon or tomb (COMBAT-1b)', () => {
  for (const type of ['dungeon', 'tomb'] as const)
    it(`${type}: units barred, Night rules for mana (English and German)`, () => {
      const { state, hex } = atSite(type, ['march']);
      load(state);
      flush(() =>
        useGame.setState((st) => {
          st.ui.hover = hex;
          st.ui.language = 'en';
        }),
      );
      render(<HexTooltip />);
      const line = screen.getByTestId('tip-site-rules').textContent ?? '';
      expect(line).toMatch(/units may not be used/);
      expect(line).toMatch(/Night rules/);
      expect(makeT('de')('hex.adventureRules')).toMatch(/Nachtregeln/);
    });

  it('a monastery has no such line', () => {
    const { state, hex } = atSite('monastery', ['march']);
    load(state);
    flush(() =>
      useGame.setState((st) => {
        st.ui.hover = hex;
      }),
    );
    render(<HexTooltip />);
    expect(screen.queryByTestId('tip-site-rules')).toBeNull();
  });
});
