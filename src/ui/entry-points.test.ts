// Every kind of engine action has a way to be taken on screen: the Action union of the engine is
// read from its source and compared with the UI's map of homes; kinds that live in the action bar
// get their own words there, and every other kind is left out of the action bar (so it is not
// shown twice) because its own place shows it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../engine';
import { makeT } from '../i18n';
import { COMBAT_HANDLED_TYPES, combatUiHandles } from './combat/handled';
import { ACTION_ENTRY_POINTS, skillsPvpCoopHandle } from './entry-points';
import { actionLabel } from './panels/labels';
import { PLAY_HANDLED_TYPES } from './play/handled';
import { pvpSetup } from './pvp/test-states';

/** The `type` literals of the Action union in src/engine/protocol/types.ts. */
function engineActionTypes(): string[] {
  const src = fs.readFileSync(path.resolve(__dirname, '../engine/protocol/types.ts'), 'utf8');
  const union = src.slice(
    src.indexOf('export type Action ='),
    src.indexOf('export type ActionType'),
  );
  return [...new Set([...union.matchAll(/type: '([a-z-]+)'/g)].map((m) => m[1] ?? ''))].sort();
}

describe('action entry points', () => {
  it('lists every action type of the engine, and nothing else', () => {
    const types = engineActionTypes();
    expect(types.length).toBeGreaterThan(40);
    const listed = Object.keys(ACTION_ENTRY_POINTS).sort();
    const missing = types.filter((x) => !listed.includes(x));
    const stale = listed.filter((x) => !types.includes(x));
    expect(missing, 'action types without a UI entry point').toEqual([]);
    expect(stale, 'entry points of action types the engine no longer has').toEqual([]);
  });

  it('hides exactly the kinds with a place of their own from the action bar', () => {
    const { state } = pvpSetup();
    const inCombat = { ...state, combat: {} } as unknown as GameState;
    for (const [type, home] of Object.entries(ACTION_ENTRY_POINTS)) {
      const a = { type, player: 0 } as unknown as Action;
      const s = home === 'combat-panel' ? inCombat : state;
      const hidden =
        PLAY_HANDLED_TYPES.has(a.type) || combatUiHandles(a, s) || skillsPvpCoopHandle(a, s);
      expect(hidden, `${type} (${home})`).toBe(home !== 'action-bar');
    }
    expect(COMBAT_HANDLED_TYPES.has('activate-unit')).toBe(true);
  });

  it('gives the action-bar kinds (and the PvP/co-op ones) their own words', () => {
    const t = makeT('en');
    const { state } = pvpSetup();
    const samples: Action[] = [
      { type: 'assign-banner', player: 0, card: 'banner-of-glory#1', unit: 'peasants#2' },
      { type: 'use-banner', player: 0, unit: 'peasants#2' },
      { type: 'spend-influence', player: 0, item: 'heal' },
      { type: 'spend-influence', player: 0, item: 'aa:agility#3' },
      { type: 'combat-option', player: 0, option: 'move-to-attack:melee' },
      { type: 'combat-option', player: 0, option: 'wings-of-night:prowlers#4' },
      { type: 'scenario-action', player: 0, id: 'liberate-mine' },
      { type: 'pvp-attack', player: 0 },
      { type: 'pvp-commit', player: 0, full: true },
      { type: 'pvp-pass', player: 0 },
      { type: 'pvp-end-damage', player: 0 },
      { type: 'coop-assault', player: 0, invite: [1], counts: [2, 1] },
      { type: 'coop-done', player: 0 },
    ];
    for (const a of samples) {
      const words = actionLabel(a, state, t);
      expect(words, a.type).not.toBe(a.type);
      expect(words, a.type).not.toContain('{');
    }
    expect(actionLabel(samples[0] as Action, state, t)).toBe('Assign Banner of Glory to Peasants');
    expect(actionLabel(samples[3] as Action, state, t)).toBe('Spend Influence: buy Agility');
  });
});
