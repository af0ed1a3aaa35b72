// @vitest-environment happy-dom
// A city assault on screen (the state of e2e/city-assault.spec.ts): the combat panel names the city
// and its defender bonus, and the summary names the conquered city and the shields placed on it.
import { act as flush, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type GameState } from '../../engine';
import { useGame } from '../../store';
import { greenCitySetup } from './city-test-states';
import { cityBonuses } from './combat-model';
import { CombatPanel } from './CombatPanel';
import { CombatSummary } from './CombatSummary';
import { HexTooltip } from '../board/HexTooltip';

const setup = greenCitySetup();

function load(s: GameState) {
  useGame.setState((st) => {
    st.game = s;
    st.history = [];
    st.log = [];
    st.lastError = null;
  });
}

const d = (a: Action) =>
  flush(() => {
    const r = useGame.getState().dispatch(a);
    if (!r.ok) throw new Error(r.error ?? 'refused');
  });

const game = () => useGame.getState().game as GameState;

/** The first legal action that matches. */
function pick(pred: (a: Action) => boolean): Action {
  const a = legalActions(game()).find(pred);
  if (!a) throw new Error('no such action');
  return a;
}

describe('city assault on screen', () => {
  beforeEach(() => {
    useGame.getState().leaveGame();
    useGame.getState().setLanguage('en');
  });
  afterEach(cleanup);

  it('COMBAT-CITY-1d: the assault names the Green City and its defender bonus', () => {
    const s = applyAction(setup.state, { type: 'move', player: 0, to: setup.city }).state;
    expect(cityBonuses(s)).toEqual([
      { color: 'green', key: 'combat.cityBonus.poison', params: {} },
    ]);
    load(s);
    render(<CombatPanel />);
    const panel = screen.getByTestId('combat-panel');
    expect(panel.textContent).toContain('Assault: Green City');
    expect(screen.getByTestId('city-bonus').textContent).toBe(
      'Green City: defenders with a physical attack gain Poison.',
    );
    flush(() => useGame.getState().setLanguage('de'));
    expect(panel.textContent).toContain('Angriff auf: Grüne Stadt');
    expect(screen.getByTestId('city-bonus').textContent).toBe(
      'Grüne Stadt: Verteidiger mit physischem Angriff werden Giftig.',
    );
  });

  it('COMBAT-CITY-1a: a White City names Armor +1 for every defender', () => {
    const s = applyAction(setup.state, { type: 'move', player: 0, to: setup.city }).state;
    const white = JSON.parse(JSON.stringify(s)) as GameState;
    if (white.combat) white.combat.cityColor = 'white';
    const c = white.cities[0];
    if (c) c.color = 'white';
    expect(cityBonuses(white)).toEqual([
      { color: 'white', key: 'combat.cityBonus.armor', params: { n: 1 } },
    ]);
    // outside a city assault: nothing
    expect(cityBonuses(setup.state)).toEqual([]);
  });

  it('COMBAT-RANGED-3: the ranged column against a fortified defender says only Siege counts', () => {
    load(setup.state);
    render(<CombatPanel />);
    const [swordsmen = ''] = setup.garrison;
    d({ type: 'move', player: 0, to: setup.city });
    d({ type: 'declare-attack', player: 0, targets: [swordsmen] });
    const column = screen.getByTestId('combat-column');
    expect(column.textContent).toContain(
      'Siege attack on Swordsmen (fortified: only Siege counts)',
    );
    flush(() => useGame.getState().setLanguage('de'));
    expect(column.textContent).toContain('Belagerungsangriff auf');
  });

  it('COMBAT-OUTCOME-1a: the summary names the conquered city and the shields placed on it', () => {
    load(setup.state);
    render(<CombatSummary />);
    const [swordsmen = '', hydra = ''] = setup.garrison;
    d({ type: 'move', player: 0, to: setup.city });
    d({ type: 'declare-attack', player: 0, targets: [swordsmen] });
    d(pick((a) => a.type === 'activate-unit' && a.ability === 0));
    d(
      pick(
        (a) => a.type === 'play-card' && a.card.startsWith('crushing-bolt') && a.mode === 'strong',
      ),
    );
    d({ type: 'resolve-column', player: 0 });
    d({ type: 'end-combat-phase', player: 0 });
    d({ type: 'declare-block', player: 0, enemy: hydra, attack: 0 });
    d(pick((a) => a.type === 'play-card' && a.card.startsWith('rage') && a.mode === 'basic'));
    d({ type: 'resolve-column', player: 0 });
    d({ type: 'end-combat-phase', player: 0 });
    for (let i = 0; i < 2; i++)
      d(pick((a) => a.type === 'assign-damage' && JSON.stringify(a).includes('hero')));
    if (game().combat?.phase === 'damage') d({ type: 'end-combat-phase', player: 0 });
    d({ type: 'declare-attack', player: 0, targets: [hydra] });
    for (const c of ['rage', 'determination'])
      d(pick((a) => a.type === 'play-card' && a.card.startsWith(c) && a.mode === 'basic'));
    for (const c of ['swiftness', 'stamina'])
      d(
        pick(
          (a) =>
            a.type === 'play-card' &&
            a.card.startsWith(c) &&
            a.mode === 'sideways' &&
            a.as === 'attack',
        ),
      );
    d({ type: 'resolve-column', player: 0 });
    expect(game().combat).toBeNull();
    expect(game().cities[0]?.conquered).toBe(true);
    expect(screen.getByTestId('summary-conquest').textContent).toBe('Conquered: Green City');
    expect(screen.getByTestId('summary-city-shields').textContent).toBe(
      'Your shields on the city: 2',
    );
    expect(screen.getByTestId('summary-fame').textContent).toBe('+9');
  });

  it('COMBAT-OUTCOME-1a: hovering a conquered city names it conquered with its shields', () => {
    const s = JSON.parse(JSON.stringify(setup.state)) as GameState;
    const c = s.cities[0];
    if (!c) throw new Error('no city');
    c.garrison = [];
    c.shields = [0, 0];
    c.conquered = true;
    c.leader = 0;
    load(s);
    flush(() =>
      useGame.setState((st) => {
        st.ui.hover = setup.city;
      }),
    );
    render(<HexTooltip />);
    const tip = screen.getByTestId('hex-tooltip');
    expect(tip.textContent).toContain('Green City (level 1) · conquered');
    expect(screen.getByTestId('tip-city-shields').textContent).toBe('Shields: Tovak, Tovak');
  });
});
