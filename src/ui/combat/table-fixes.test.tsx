// @vitest-environment happy-dom
// Smaller combat fixes of issue 16 part 7, each pinned: the next-phase button with every attack
// blocked (COMBAT-DMG-1a), an elusive enemy's two armor values apart (ABIL-ELUSIVE), the combat
// strip's unit abilities (what serves the combat; an attack waiting for its target).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { useGame } from '../../store';
import { CombatPanel } from './CombatPanel';
import { UnitsArea } from '../units/UnitsArea';
import { ALT_R, ALT_X, ELUSIVE_SHIFT, EnemyToken, SHIELD_RIGHT } from './EnemyToken';
import { act, besideOrcs, edit, firstTurn } from './test-states';

const base = firstTurn();

function blockPhase(enemies: string[]): GameState {
  const { state, orcs } = besideOrcs(base, enemies, ['rage', 'march']);
  const s = act(state, { type: 'challenge', player: 0, hexes: [orcs] });
  return act(s, { type: 'end-combat-phase', player: 0 });
}

function load(s: GameState) {
  useGame.setState((st) => {
    st.game = s;
    st.history = [];
    st.log = [];
    st.lastError = null;
  });
}

afterEach(cleanup);

describe('the next-phase button of the Block phase (COMBAT-DMG-1a)', () => {
  it('says "Take the hits" while an attack is unblocked', () => {
    load(blockPhase(['prowlers']));
    render(<CombatPanel />);
    expect(screen.getByTestId('next-phase').textContent).toContain('Take the hits');
  });

  it('does not say "Take the hits" when every attack is blocked', () => {
    const s = edit(blockPhase(['prowlers']), (d) => {
      const e = d.combat?.enemies[0];
      if (e) e.blocked = e.blocked.map(() => true);
    });
    load(s);
    render(<CombatPanel />);
    const text = screen.getByTestId('next-phase').textContent ?? '';
    expect(text).not.toContain('Take the hits');
    expect(text).toContain('No hits to take');
  });
});

describe('an elusive enemy shows both armor values apart (ABIL-ELUSIVE)', () => {
  it('the second value sits clear of the shield and of a two-digit first value', () => {
    const { container } = render(<EnemyToken pile="violet" armor={10} armorAlt={5} />);
    const main = screen.getByTestId('tok-armor');
    const alt = screen.getByTestId('tok-armor-alt');
    expect(alt.textContent).toBe('5');
    expect(main.textContent).toBe('10');
    // the shield (and the number centred in it) ends left of the badge, with a gap
    const fontSize = Number(main.getAttribute('font-size'));
    const numberRight = 50 - ELUSIVE_SHIFT + (2 * 0.62 * fontSize) / 2;
    const shieldRight = SHIELD_RIGHT - ELUSIVE_SHIFT;
    expect(Math.max(numberRight, shieldRight)).toBeLessThan(ALT_X - ALT_R - 4);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('a plain enemy keeps its shield centred and has no badge', () => {
    render(<EnemyToken pile="green" armor={3} />);
    expect(screen.queryByTestId('tok-armor-alt')).toBeNull();
    expect(screen.getByTestId('tok-armor').getAttribute('font-size')).toBe('20');
  });
});

describe("the combat strip shows the Scouts' usable abilities (UNIT-5b, COMBAT-RANGED-1)", () => {
  function withScouts(): GameState {
    const { state, orcs } = besideOrcs(base, ['prowlers'], ['rage']);
    const s = edit(state, (d) => {
      d.players[0]?.units.push({ id: 'scouts#900', ready: true, wounds: 0 });
    });
    return act(s, { type: 'challenge', player: 0, hexes: [orcs] });
  }

  it('lists Siege Attack 1 before a target is chosen, and never Move 2 or the look', () => {
    const s = withScouts();
    load(s);
    const p = s.players[0];
    if (!p) throw new Error('no player');
    render(<UnitsArea state={s} player={p} compact />);
    const tile = screen.getByTestId('unit-tile');
    const abilities = within(tile).getAllByTestId('unit-ability');
    expect(abilities.map((b) => b.getAttribute('data-ability'))).toEqual(['0']);
    expect(abilities[0]?.textContent).toMatch(/Siege Attack 1/);
    expect(abilities[0]?.getAttribute('data-waits')).toBe('target');
    expect(abilities[0]?.getAttribute('title')).toMatch(/Choose its target first/);
  });

  it('the siege attack becomes usable once the target is declared', () => {
    let s = withScouts();
    const enemy = s.combat?.enemies[0]?.id ?? '';
    s = act(s, { type: 'declare-attack', player: 0, targets: [enemy] });
    load(s);
    const p = s.players[0];
    if (!p) throw new Error('no player');
    render(<UnitsArea state={s} player={p} compact />);
    const [siege] = screen.getAllByTestId('unit-ability');
    expect(siege?.getAttribute('data-ability')).toBe('0');
    expect((siege as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getAllByTestId('unit-ability')).toHaveLength(1);
  });
});
