// Skill tokens (§4.3, SKILL-1..4): gaining them, what each turn start does with them (SKILL-4c
// once per turn, passive skills, tokens coming back from the centre), and whether a token may be
// used now. The `use-skill` action is in actions/use-skill.ts; the skills' custom hooks in
// effects/hooks/skills.ts.
import { skillDef } from '../content';
import type { Ctx } from '../core/context';
import { BASIC_COLORS } from '../core/types';
import { resolveEffects, type EffectCtx } from '../effects/interpret';
import { gainManaToken } from '../mana/mana';
import type { GameState, PlayerState, SkillSlot } from '../state/types';

/** Put a skill token in front of the player (SKILL-2a) and apply what gaining it does. */
export function gainSkillToken(state: GameState, p: PlayerState, id: string, ctx: Ctx): void {
  p.skills.push({ id, flipped: false, usedThisTurn: false, inCenter: false });
  ctx.emit({ type: 'skill-gained', player: p.id, skill: id });
  onSkillGained(state, p, id, ctx);
}

/**
 * What happens when a token is gained (flow/level-up.ts calls this too). Bonds of Loyalty: two
 * Regular units join the Unit offer and the token is one more Command token.
 */
export function onSkillGained(state: GameState, p: PlayerState, id: string, ctx: Ctx): void {
  if (id === 'norowas-bonds-of-loyalty') {
    p.extraCommandTokens += 1;
    for (let i = 0; i < 2; i++) {
      const u = state.decks.regularUnits.shift();
      if (u) {
        state.offers.units.push(u);
        ctx.emit({ type: 'skill-offered', skill: id, unit: u, player: p.id });
      }
    }
  }
}

export function skillData(p: PlayerState, key: string): number {
  const v = p.skillData?.[key];
  return typeof v === 'number' ? v : 0;
}

export function setSkillData(p: PlayerState, key: string, value: string | number): void {
  p.skillData = { ...(p.skillData ?? {}), [key]: value };
}

/** Motivation: after using one, no Motivation until the end of your next turn (skills.md). */
export function motivationLocked(p: PlayerState): boolean {
  const lock = p.skillData?.['motivation-lock'];
  return typeof lock === 'number' && skillData(p, 'turns') <= lock;
}

export function slotOf(p: PlayerState, id: string): SkillSlot | undefined {
  return p.skills.find((s) => s.id === id);
}

/**
 * Start of the owner's turn (flow/turn.ts): SKILL-4c tokens are usable again; passive skills are in
 * force for the turn; tokens that came back from the centre (`expired`, TURN-FLIP-2c) give what
 * they give on return (Source Freeze, Mana Suppression); Mana Claim gives its token per turn.
 */
export function skillsAtTurnStart(
  state: GameState,
  p: PlayerState,
  expired: string[],
  ctx: Ctx,
): void {
  for (const s of p.skills) s.usedThisTurn = false;
  setSkillData(p, 'turns', skillData(p, 'turns') + 1);
  const turn = state.turn;
  if (!turn) return;
  // Wounds received this turn (Banner of Protection) have serials from here on.
  turn.flags['wound-serial'] = state.nextSerial;
  for (const s of p.skills) {
    const passive = skillDef(s.id).passive;
    if (!passive) continue;
    const ec: EffectCtx = { player: p.id, source: s.id, origin: 'skill' };
    resolveEffects(state, [passive], ec, ctx);
  }
  for (const d of state.source.dice)
    if (d.claimedBy === p.id && d.claimMode === 'each-turn')
      gainManaToken(state, p, d.color, ctx, 'mana-claim');
  for (const id of expired) {
    const slot = slotOf(p, id);
    if (id === 'goldyx-source-freeze') {
      // A crystal of a basic colour shown by a Source die.
      const colors = BASIC_COLORS.filter((c) =>
        state.source.dice.some((d) => d.takenBy === null && d.color === c),
      );
      if (colors.length > 0)
        state.pending.push({ kind: 'crystal-color', player: p.id, source: id, options: colors });
    }
    if (id === 'krang-mana-suppression' && slot) {
      const colors = BASIC_COLORS.filter((c) => slot.data?.[`paid:${c}`]);
      if (colors.length > 0)
        state.pending.push({ kind: 'crystal-color', player: p.id, source: id, options: colors });
    }
    if (slot?.data) delete slot.data;
  }
}
