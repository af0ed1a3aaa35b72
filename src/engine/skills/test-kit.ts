// Shared builders of the deed and skill tests (advanced-actions, spells, artifacts, skills): used
// by tests only. Everything is played through applyAction.
import type { ManaSource } from '../protocol/types';
import type { ManaColor } from '../core/types';
import type { GameState } from '../state/types';
import { legalActions } from '../index';
import {
  act,
  choose,
  edit,
  handCard,
  inCombat,
  testGame,
  withDice,
  withHand,
} from '../testing/builders';
import type { HeroId } from '../core/types';

export const P = 0;
export type Mode = 'basic' | 'strong';

export function deedGame(
  cards: string[],
  opts: { dice?: ManaColor[]; heroes?: HeroId[]; time?: 'day' | 'night' } = {},
): GameState {
  let s = withDice(
    withHand(testGame({ heroes: opts.heroes ?? ['tovak'] }), P, cards),
    opts.dice ?? ['red', 'blue', 'green', 'white'],
  );
  if (opts.time) s = edit(s, (d) => void (d.round.time = opts.time ?? 'day'));
  return s;
}

/** Play a card; `mana` = a Source die id or explicit sources. */
export function play(
  s: GameState,
  id: string,
  mode: Mode | 'sideways',
  mana?: number | ManaSource[],
  as?: 'move' | 'influence' | 'attack' | 'block',
): GameState {
  const sources = typeof mana === 'number' ? [{ kind: 'die' as const, die: mana }] : mana;
  return act(s, {
    type: 'play-card',
    player: P,
    card: handCard(s, P, id),
    mode,
    ...(sources ? { mana: sources } : {}),
    ...(as ? { as } : {}),
  });
}

export function playAction(
  s: GameState,
  id: string,
  mode: Mode | 'sideways',
  mana?: number | ManaSource[],
) {
  const sources = typeof mana === 'number' ? [{ kind: 'die' as const, die: mana }] : mana;
  return {
    type: 'play-card' as const,
    player: P,
    card: handCard(s, P, id),
    mode,
    ...(sources ? { mana: sources } : {}),
  };
}

/** Combat against enemies with an open attack column on the first (ranged phase unless `phase`). */
export function attacking(
  s: GameState,
  enemy = 'prowlers',
  phase: 'ranged' | 'attack' = 'ranged',
): GameState {
  return edit(inCombat(s, [enemy]), (d) => {
    const c = d.combat;
    const e = c?.enemies[0];
    if (!c || !e) return;
    c.phase = phase;
    c.attack = { targets: [e.id], entries: [] };
  });
}

export function blocking(s: GameState, enemy = 'prowlers'): GameState {
  return edit(inCombat(s, [enemy]), (d) => {
    const c = d.combat;
    const e = c?.enemies[0];
    if (!c || !e) return;
    c.phase = 'block';
    c.block = { enemy: e.id, attackIndex: 0, entries: [] };
  });
}

export function interacting(s: GameState, influence = 0): GameState {
  return edit(s, (d) => {
    if (!d.turn) return;
    d.turn.interaction = {
      hex: d.players[P]?.position ?? '0,0',
      reputationBonus: 0,
      recruited: [],
    };
    d.turn.influencePoints = influence;
  });
}

export const attackTotal = (s: GameState) =>
  s.combat?.attack?.entries.reduce((n, e) => n + e.amount, 0) ?? 0;
export const blockTotal = (s: GameState) =>
  s.combat?.block?.entries.reduce((n, e) => n + e.amount, 0) ?? 0;
export const top = (s: GameState) => s.pending[s.pending.length - 1];
export const hand = (s: GameState) => s.players[P]?.hand ?? [];
export const defIds = (cards: readonly string[]) => cards.map((c) => c.split('#')[0]);

/** Give a player skill tokens (face up, unused). */
export function withSkills(s: GameState, player: number, ids: string[]): GameState {
  return edit(s, (d) => {
    const p = d.players[player];
    if (p)
      for (const id of ids)
        p.skills.push({ id, flipped: false, usedThisTurn: false, inCenter: false });
  });
}

export function useSkill(
  s: GameState,
  skill: string,
  extra: { unflip?: boolean; mana?: ManaSource[]; player?: number } = {},
): GameState {
  const { player, ...rest } = extra;
  return act(s, { type: 'use-skill', player: player ?? P, skill, ...rest });
}

/** End the turn, answering the end-of-turn choices with `answers` (by kind) or their first option. */
export function endTurn(s: GameState, answers: Record<string, string | string[]> = {}): GameState {
  const player = s.turn?.player ?? P;
  let out = act(s, { type: 'end-turn', player });
  for (let guard = 0; guard < 30; guard++) {
    const p = top(out);
    if (!p || out.turn?.phase !== 'end') break;
    const a = answers[p.kind];
    if (a !== undefined) out = choose(out, a);
    else if (p.kind === 'end-discard')
      out = choose(out, (p.min ?? 0) > 0 ? [p.options[0] ?? ''] : []);
    else out = choose(out, p.options[0] ?? '');
  }
  return out;
}

/** Two players; player 0 (at the portal) has the turn, player 1 stands next to it. */
export function twoPlayers(
  cards: string[],
  opts: { dice?: ManaColor[]; time?: 'day' | 'night' } = {},
): GameState {
  return edit(deedGame(cards, { ...opts, heroes: ['tovak', 'goldyx'] }), (d) => {
    const o = d.players[1];
    const me = d.players[P];
    if (o) o.position = '1,0';
    if (me) me.position = '0,0';
    if (d.turn) {
      d.turn.player = P;
      d.turn.path = ['0,0'];
    }
    d.round.current = d.round.order.indexOf(P);
  });
}

/** Play on (ending other turns, dummy turns, tactics, choices) until `player`'s next turn starts. */
export function untilTurnOf(s: GameState, player = P): GameState {
  let out = s;
  for (let guard = 0; guard < 60; guard++) {
    const p = top(out);
    if (p) {
      out = choose(
        out,
        p.kind === 'end-discard'
          ? (p.min ?? 0) > 0
            ? [p.options[0] ?? '']
            : []
          : (p.options[0] ?? ''),
      );
      continue;
    }
    if (out.turn?.player === player && out.turn.phase !== 'end') return out;
    const actions = legalActions(out);
    const next =
      actions.find((a) => a.type === 'choose-tactic') ??
      actions.find((a) => a.type === 'dummy-turn') ??
      actions.find((a) => a.type === 'end-turn') ??
      actions.find((a) => a.type === 'rest');
    if (!next) return out;
    out = act(out, next);
  }
  return out;
}

export { choose, edit, act };
