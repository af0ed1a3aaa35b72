// What the skill tokens show, derived from the engine state and its legal actions (SKILL-1..4).
// Plain data, no React. Nothing here decides a rule: whether a token can be used, turned face up
// or returned comes from legalActions; why not comes from checkAction.
import {
  checkAction,
  skillDef,
  type Action,
  type Effect,
  type GameState,
  type PlayerId,
  type SkillDef,
} from '../../engine';

export type UseSkill = Extract<Action, { type: 'use-skill' }>;

/**
 * A token's state (SKILL-4): ready to use; used this turn (SKILL-4c); face down until the next
 * round (SKILL-4a); in the centre of the table with a lasting effect (SKILL-4b); always in force.
 */
export type SkillTokenState = 'ready' | 'used' | 'flipped' | 'center' | 'passive';

export interface SkillView {
  id: string;
  def: SkillDef | null;
  owner: PlayerId;
  state: SkillTokenState;
  /** The legal plain use of the token (null when it cannot be used now). */
  use: UseSkill | null;
  /** Legal ways to turn the face-down token face up again (rest, action, green mana). */
  unflips: UseSkill[];
  /** Why it cannot be used now (only for the deciding player's own ready tokens). */
  refusal: { ruleId: string; message: string } | null;
}

export function findSkill(id: string): SkillDef | null {
  try {
    return skillDef(id);
  } catch {
    return null;
  }
}

export function tokenState(
  slot: { flipped: boolean; usedThisTurn: boolean; inCenter: boolean },
  def: SkillDef | null,
): SkillTokenState {
  if (slot.inCenter) return 'center';
  if (def?.usage === 'passive') return 'passive';
  if (slot.flipped) return 'flipped';
  if (slot.usedThisTurn) return 'used';
  return 'ready';
}

const isUse = (a: Action): a is UseSkill => a.type === 'use-skill';

/** The skill tokens of `player`, with what can be done with each now. */
export function skillViews(
  state: GameState,
  player: PlayerId,
  legal: readonly Action[],
): SkillView[] {
  const p = state.players[player];
  if (!p) return [];
  const uses = legal.filter(isUse).filter((a) => a.player === player);
  const deciding = state.turn?.player === player;
  return p.skills.map((slot) => {
    const def = findSkill(slot.id);
    const st = tokenState(slot, def);
    const use = uses.find((a) => a.skill === slot.id && !a.unflip) ?? null;
    const unflips = uses.filter((a) => a.skill === slot.id && a.unflip === true);
    let refusal: SkillView['refusal'] = null;
    if (!use && deciding && st !== 'passive')
      refusal = checkAction(state, { type: 'use-skill', player, skill: slot.id });
    return { id: slot.id, def, owner: player, state: st, use, unflips, refusal };
  });
}

export interface CentreToken {
  id: string;
  owner: PlayerId;
  def: SkillDef | null;
  /** The legal return of the token by `player` for its effect (cooperative ☆ tokens). */
  action: UseSkill | null;
}

/** Tokens of the other players lying in the centre of the table (SKILL-4b). */
export function centreTokens(
  state: GameState,
  player: PlayerId,
  legal: readonly Action[],
): CentreToken[] {
  const out: CentreToken[] = [];
  for (const o of state.players) {
    if (o.id === player) continue;
    for (const s of o.skills) {
      if (!s.inCenter) continue;
      const action =
        legal.filter(isUse).find((a) => a.player === player && a.skill === s.id && !a.unflip) ??
        null;
      out.push({ id: s.id, owner: o.id, def: findSkill(s.id), action });
    }
  }
  return out;
}

/** Whether an effect tree holds a named hook anywhere (its words then come from the hook texts). */
export function hasCustom(e: Effect | undefined): boolean {
  if (!e) return false;
  const walk = (x: unknown): boolean => {
    if (!x || typeof x !== 'object') return false;
    if ((x as { kind?: unknown }).kind === 'custom') return true;
    return Object.values(x as Record<string, unknown>).some((v) =>
      Array.isArray(v) ? v.some(walk) : walk(v),
    );
  };
  return walk(e);
}
