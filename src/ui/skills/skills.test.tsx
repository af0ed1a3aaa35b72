// @vitest-environment happy-dom
// Skill tokens over real engine states: the token states (SKILL-4a/4b/4c), using a token through
// the store, the ways to turn a face-down token face up, tokens in the centre, the words of every
// skill, the common offer and the level-up choice (own tokens and the common offer).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKILLS, type Action, type GameState, type Pending } from '../../engine';
import { makeT } from '../../i18n';
import { useGame } from '../../store';
import { edit, firstTurn } from '../combat/test-states';
import { LevelSkillChoice } from './LevelSkillChoice';
import { centreTokens, skillViews, tokenState } from './skill-model';
import { effectText, usageText } from './skill-text';
import { SkillOffer } from './SkillOffer';
import { SkillsBar } from './SkillsBar';

const base = firstTurn();

function withSkills(
  s: GameState,
  skills: { id: string; flipped?: boolean; usedThisTurn?: boolean; inCenter?: boolean }[],
): GameState {
  return edit(s, (d) => {
    const p = d.players[0];
    if (p)
      p.skills = skills.map((x) => ({
        id: x.id,
        flipped: x.flipped ?? false,
        usedThisTurn: x.usedThisTurn ?? false,
        inCenter: x.inCenter ?? false,
      }));
  });
}

function load(s: GameState) {
  useGame.getState().setLanguage('en');
  useGame.getState().loadState(s);
}

beforeEach(() => useGame.getState().leaveGame());
afterEach(cleanup);

describe('skill model', () => {
  it('token states follow SKILL-4', () => {
    const def = SKILLS.find((s) => s.id === 'tovak-double-time') ?? null;
    const slot = { flipped: false, usedThisTurn: false, inCenter: false };
    expect(tokenState(slot, def)).toBe('ready');
    expect(tokenState({ ...slot, usedThisTurn: true }, def)).toBe('used');
    expect(tokenState({ ...slot, flipped: true }, def)).toBe('flipped');
    expect(tokenState({ ...slot, inCenter: true }, def)).toBe('center');
    const bonds = SKILLS.find((s) => s.id === 'norowas-bonds-of-loyalty') ?? null;
    expect(tokenState(slot, bonds)).toBe('passive');
  });

  it('the use is the legal action; face-down tokens list their legal ways back up', () => {
    const s = withSkills(base, [{ id: 'krang-battle-frenzy', flipped: true }]);
    const unflip: Action = {
      type: 'use-skill',
      player: 0,
      skill: 'krang-battle-frenzy',
      unflip: true,
    };
    const [v] = skillViews(s, 0, [unflip]);
    expect(v?.state).toBe('flipped');
    expect(v?.use).toBeNull();
    expect(v?.unflips).toEqual([unflip]);
    expect(v?.refusal?.ruleId).toBe('SKILL-4a');
  });

  it('tokens of other players in the centre can be returned when the engine allows it', () => {
    const s = edit(base, (d) => {
      const p = d.players[1] ?? d.players[0];
      if (p && p.id !== 0)
        p.skills = [
          { id: 'goldyx-source-opening', flipped: false, usedThisTurn: true, inCenter: true },
        ];
    });
    const ret: Action = { type: 'use-skill', player: 0, skill: 'goldyx-source-opening' };
    const c = centreTokens(s, 0, [ret]);
    if (s.players.length > 1) {
      expect(c).toHaveLength(1);
      expect(c[0]?.action).toEqual(ret);
    } else expect(c).toEqual([]);
  });

  it('every skill has its usage and its effect in words (no "Special effect")', () => {
    for (const lang of ['en', 'de'] as const) {
      const t = makeT(lang);
      for (const s of SKILLS) {
        expect(usageText(s, t), s.id).not.toContain('{');
        const words = effectText(s, t);
        expect(words, s.id).not.toContain('{');
        expect(words, s.id).not.toMatch(/Special effect|Special rule|Spezialwirkung|Sonderregel/);
      }
    }
  });
});

describe('skill tokens beside the hero', () => {
  it('shows name, usage, state and effect; a click uses the token through the engine', () => {
    const s = withSkills(base, [{ id: 'tovak-double-time' }, { id: 'tovak-shield-mastery' }]);
    load(s);
    render(<SkillsBar state={s} player={0} mode="full" />);
    const items = screen.getAllByTestId('skill');
    expect(items).toHaveLength(2);
    const dt = items[0] as HTMLElement;
    expect(dt.getAttribute('data-state')).toBe('ready');
    expect(dt.getAttribute('data-usable')).toBe('true');
    expect(dt.textContent).toContain('Double Time');
    expect(dt.textContent).toContain('Once per turn');
    expect(dt.textContent).toContain('Day: Move 2 · Night: Move 1');
    // Shield Mastery (blocks) cannot be used outside combat: disabled, with the engine's reason
    const sm = within(items[1] as HTMLElement).getByTestId('use-skill');
    expect(sm.hasAttribute('disabled')).toBe(true);
    expect(sm.getAttribute('title')).toContain('(');
    fireEvent.click(within(dt).getByTestId('use-skill'));
    const g = useGame.getState().game as GameState;
    expect(g.players[0]?.skills[0]?.usedThisTurn).toBe(true);
    expect(g.turn?.movePoints).toBe(g.round.time === 'day' ? 2 : 1);
  });

  it('a used token is dimmed and not usable; other players see tokens without buttons', () => {
    const s = withSkills(base, [{ id: 'tovak-double-time', usedThisTurn: true }]);
    load(s);
    render(<SkillsBar state={s} player={0} mode="mini" />);
    const item = screen.getByTestId('skill');
    expect(item.getAttribute('data-state')).toBe('used');
    expect(screen.queryByTestId('use-skill')).toBeNull();
  });

  it('the common offer names each token, its hero and effect', () => {
    const s = edit(base, (d) => {
      d.offers.skills = ['goldyx-freezing-power', 'norowas-bonds-of-loyalty'];
    });
    render(<SkillOffer state={s} />);
    const offer = screen.getByTestId('skill-offer');
    expect(offer.textContent).toContain('Freezing Power');
    expect(offer.textContent).toContain('Goldyx');
    expect(offer.textContent).toContain('Siege Attack 1');
    expect(offer.textContent).toContain('Permanent');
    expect(offer.textContent).toContain('extra Command token');
  });
});

describe('level-up skill choice (END-6b)', () => {
  it('separates the drawn own tokens from the common offer and says what each means', () => {
    const choose = vi.fn();
    const pending: Pending = {
      kind: 'level-skill',
      player: 0,
      source: 'level-up',
      options: ['own:tovak-double-time', 'own:tovak-shield-mastery', 'common:goldyx-flight'],
    };
    useGame.getState().setLanguage('en');
    render(<LevelSkillChoice pending={pending} state={base} choose={choose} />);
    const own = screen.getByTestId('level-own');
    const common = screen.getByTestId('level-common');
    expect(within(own).getAllByTestId('level-skill-option')).toHaveLength(2);
    expect(own.textContent).toContain('the other goes to the common offer');
    expect(common.textContent).toContain('Flight');
    expect(common.textContent).toContain('lowest Advanced Action');
    fireEvent.click(within(common).getByTestId('level-skill-option'));
    expect(choose).toHaveBeenCalledWith('common:goldyx-flight');
  });
});
