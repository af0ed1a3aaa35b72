// The `use-skill` action (SKILL-3, SKILL-4): use one of your skill tokens, turn a flipped token
// face up again where its skill allows it (`unflip`), or return another player's cooperative token
// from the centre for its effect (SKILL-4b, skills.md ☆ tokens).
//
// SKILL-4a: Motivation may also be used in other players' turns. The engine has one decision-maker
// at a time (the turn's player or the player a pending choice belongs to), so it is offered during
// your own turn only; TURN-OUT-1a makes "directly before your own turn" equivalent to "during
// another player's turn", and a Motivation used before anything else in your turn is treated so
// (TURN-OUT-1e: the start-of-turn conditions are checked after it, as for plundering).
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import type { ActionOf } from '../protocol/types';
import { skillDef } from '../content';
import type { SkillDef } from '../content/types';
import { isUsable, resolveEffects, unusableReason, type EffectCtx } from '../effects/interpret';
import { returnEffect } from '../effects/hooks/skills';
import { checkPayment, paymentOptions, spendMana, type Refusal } from '../mana/mana';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId, PlayerState, SkillSlot } from '../state/types';
import { motivationLocked } from '../skills/skills';

type UseSkill = ActionOf<'use-skill'>;

/** Another player's token in the centre that `player` may return, with its owner. */
function centreToken(
  state: GameState,
  player: PlayerId,
  id: string,
): { owner: PlayerState; slot: SkillSlot } | null {
  for (const o of state.players) {
    if (o.id === player) continue;
    const slot = o.skills.find((s) => s.id === id && s.inCenter);
    if (slot) return { owner: o, slot };
  }
  return null;
}

const ecFor = (player: PlayerId, skill: string): EffectCtx => ({
  player,
  source: skill,
  origin: 'skill',
});

/** Nothing has been done in this turn yet: it still counts as "before your turn" (TURN-OUT-1a). */
function untouched(state: GameState, p: PlayerState): boolean {
  const t = state.turn;
  return (
    !!t &&
    t.phase === 'start' &&
    !t.moved &&
    !t.rested &&
    t.action === null &&
    t.played.length === 0 &&
    t.diceUsed.length === 0 &&
    !p.skills.some((s) => s.usedThisTurn)
  );
}

function unflipRefusal(
  state: GameState,
  p: PlayerState,
  slot: SkillSlot,
  a: UseSkill,
): Refusal | null {
  const t = state.turn;
  const how = slot.data?.unflip;
  if (!slot.flipped || !how)
    return refuse('SKILL-4a', 'This skill token is not face down by its own effect.');
  if (!t) return refuse('ROUND-4a', 'It is not your turn.');
  switch (how) {
    case 'rest':
      return t.rested
        ? null
        : refuse('flip-skill', 'This token turns face up again when you rest.');
    case 'action':
      if (t.action !== null || t.rested || state.combat)
        return refuse('flip-skill', 'Turning this token face up costs the action of your turn.');
      return null;
    case 'green-mana':
      if (!a.mana || a.mana.length !== 1)
        return refuse('flip-skill', 'Turning this token face up costs 1 green mana.');
      return checkPayment(state, p, ['green'], a.mana);
    default:
      return refuse('SKILL-4a', 'This token turns face up at the start of the next round.');
  }
}

function useRefusal(state: GameState, a: UseSkill): Refusal | null {
  const base = ownTurn(state, a.player);
  if (base) return base;
  const t = state.turn;
  if (!t || t.phase === 'end')
    return refuse('TURN-END-8c', 'You cannot use skills during your End-of-Turn step.');
  const p = getPlayer(state, a.player);
  const slot = p.skills.find((s) => s.id === a.skill);
  if (!slot) {
    const c = centreToken(state, a.player, a.skill);
    if (!c) return refuse('SKILL-2b', 'You do not have that skill token.');
    if (a.unflip || (a.mana && a.mana.length > 0))
      return refuse('SKILL-4b', 'A returned token is only returned.');
    const eff = returnEffect(a.skill, c.slot.data, c.owner.id);
    if (!eff)
      return refuse(
        'SKILL-4b',
        'Only cooperative tokens in the centre can be returned for an effect.',
      );
    const ec = ecFor(a.player, a.skill);
    if (!isUsable(state, eff, ec)) {
      const why = unusableReason(state, eff, ec);
      return refuse(why.ruleId, why.message);
    }
    return null;
  }
  const def: SkillDef = skillDef(a.skill);
  // PVP-3b.3: a defender partly committed to a PvP combat may use only skill tokens usable during
  // other players' turns (pvp/flow.ts sets the flag).
  if (t.flags['pvp-partial'] && !def.otherTurns)
    return refuse(
      'PVP-3b.3',
      'Partly committed to the combat, you may use only skills usable in other players’ turns.',
    );
  if (a.unflip) return unflipRefusal(state, p, slot, a);
  if (def.usage === 'passive')
    return refuse('SKILL-3', `${def.name} works by itself; it is never used.`);
  if (a.mana && a.mana.length > 0)
    return refuse('SKILL-3', 'Mana for this skill is paid when its effect asks for it.');
  if (slot.inCenter)
    return refuse('SKILL-4b', `${def.name} lies in the centre until the start of your next turn.`);
  if (slot.flipped)
    return refuse('SKILL-4a', `${def.name} is face down until the start of the next round.`);
  if (slot.usedThisTurn) return refuse('SKILL-4c', `${def.name} has already been used this turn.`);
  if (def.otherTurns && motivationLocked(p))
    return refuse(
      'motivation-lockout',
      'After a Motivation you may not use another one until the end of your next turn.',
    );
  const ec = ecFor(a.player, a.skill);
  if (!isUsable(state, def.effect, ec)) {
    const why = unusableReason(state, def.effect, ec);
    return refuse(why.ruleId, `${def.name}: ${why.message}`);
  }
  return null;
}

export const useSkillAction: ActionModule<'use-skill'> = {
  type: 'use-skill',
  candidates(state, player) {
    const t = state.turn;
    if (!t || t.player !== player || state.pending.length > 0) return [];
    const p = getPlayer(state, player);
    const out: UseSkill[] = [];
    for (const s of p.skills) {
      if (!s.flipped) out.push({ type: 'use-skill', player, skill: s.id });
      else if (s.data?.unflip === 'green-mana')
        for (const mana of paymentOptions(state, p, ['green']))
          out.push({ type: 'use-skill', player, skill: s.id, unflip: true, mana });
      else if (s.data?.unflip) out.push({ type: 'use-skill', player, skill: s.id, unflip: true });
    }
    for (const o of state.players)
      if (o.id !== player)
        for (const s of o.skills)
          if (s.inCenter && !p.skills.some((x) => x.id === s.id))
            out.push({ type: 'use-skill', player, skill: s.id });
    return out;
  },
  check: useRefusal,
  apply(state, a, ctx) {
    const t = state.turn;
    if (!t) return;
    const p = getPlayer(state, a.player);
    const slot = p.skills.find((s) => s.id === a.skill);
    if (!slot) {
      const c = centreToken(state, a.player, a.skill);
      if (!c) return;
      const eff = returnEffect(a.skill, c.slot.data, c.owner.id);
      // SKILL-4b: the returned token goes back to its owner face down.
      c.slot.inCenter = false;
      c.slot.flipped = true;
      delete c.slot.data;
      ctx.emit({ type: 'skill-returned', player: a.player, skill: a.skill, owner: c.owner.id });
      if (eff) resolveEffects(state, [eff], ecFor(a.player, a.skill), ctx);
      return;
    }
    if (a.unflip) {
      const how = slot.data?.unflip;
      if (how === 'action') {
        t.action = 'other'; // TURN-REG-6d: the turn's action is spent
        t.phase = 'after';
      }
      if (how === 'green-mana' && a.mana) spendMana(state, p, a.mana, ctx);
      slot.flipped = false;
      if (slot.data) {
        const { unflip: _drop, ...rest } = slot.data;
        if (Object.keys(rest).length > 0) slot.data = rest;
        else delete slot.data;
      }
      ctx.emit({ type: 'skill-used', player: a.player, skill: a.skill, unflip: true });
      return;
    }
    const def = skillDef(a.skill);
    const before = untouched(state, p);
    slot.usedThisTurn = true;
    if (def.usage === 'round') slot.flipped = true; // SKILL-4a
    if (def.usage === 'interactive') slot.inCenter = true; // SKILL-4b
    ctx.emit({ type: 'skill-used', player: a.player, skill: a.skill });
    resolveEffects(state, [def.effect], ecFor(a.player, a.skill), ctx);
    if (def.otherTurns && before) {
      // TURN-OUT-1e: the start-of-turn conditions are checked after such an effect.
      t.startedWithEmptyHand = p.hand.length === 0 && p.deck.length > 0;
      t.deckEmptyAtStart = p.deck.length === 0;
    }
  },
};
