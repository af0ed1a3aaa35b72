// END-6b: choosing a skill and an Advanced Action on even levels; SCEN-SOLOSKILL-3 in solo games.
import type { Resolver } from '../choices/resolvers';
import { getPlayer } from '../state/player';
import type { GameState, PlayerState } from '../state/types';
import type { Ctx } from '../core/context';
import { takeFromOffer } from '../state/piles';
import { onSkillGained } from '../skills/skills';

function gainSkill(p: PlayerState, id: string): void {
  p.skills.push({ id, flipped: false, usedThisTurn: false, inCenter: false });
}

/** SCEN-SOLOSKILL-3: whenever the hero gains a skill, one dummy skill token goes to the offer. */
function revealDummySkill(state: GameState, ctx: Ctx): void {
  const dummy = state.players.find((x) => x.kind === 'dummy');
  const s = dummy?.skillPile.shift();
  if (s && dummy) {
    state.offers.skills.push(s);
    ctx.emit({ type: 'skill-offered', skill: s, player: dummy.id });
  }
}

/** END-6b.3: the new Advanced Action goes on top of the Deed deck; the offer is refilled. */
function gainAdvancedAction(state: GameState, p: PlayerState, card: string, ctx: Ctx): void {
  takeFromOffer(state, 'advancedActions', card);
  p.deck.unshift(card);
  ctx.emit({ type: 'card-gained', player: p.id, card, to: 'deck' });
}

export const LEVEL_RESOLVERS: Record<string, Resolver> = {
  'level-skill': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const choice = answer[0] ?? '';
    const drawn = (pend.data?.drawn as string[] | undefined) ?? [];
    const [how, skill] = choice.split(':');
    if (!skill) return;
    if (how === 'own') {
      // END-6b.1: keep one, the other goes to the common offer; any Advanced Action of the offer.
      gainSkill(p, skill);
      const others = drawn.filter((s) => s !== skill);
      state.offers.skills.push(...others);
      ctx.emit({ type: 'skill-gained', player: p.id, skill });
      for (const s of others) ctx.emit({ type: 'skill-offered', skill: s, player: p.id });
      onSkillGained(state, p, skill, ctx); // Bonds of Loyalty
      if (state.offers.advancedActions.length > 0)
        state.pending.push({
          kind: 'level-advanced-action',
          player: p.id,
          source: 'level-up',
          options: [...state.offers.advancedActions],
        });
    } else {
      // END-6b.2: a token of another hero from the common offer; both revealed go to the offer;
      // the lowest card of the Advanced Action offer.
      state.offers.skills = state.offers.skills.filter((s) => s !== skill);
      gainSkill(p, skill);
      state.offers.skills.push(...drawn);
      ctx.emit({ type: 'skill-gained', player: p.id, skill });
      for (const s of drawn) ctx.emit({ type: 'skill-offered', skill: s, player: p.id });
      onSkillGained(state, p, skill, ctx); // Bonds of Loyalty
      const lowest = state.offers.advancedActions[state.offers.advancedActions.length - 1];
      if (lowest) gainAdvancedAction(state, p, lowest, ctx);
    }
    // SCEN-SOLOSKILL-3: only in a solo game ("Im Solospiel"), not in cooperative games with a dummy.
    if (state.players.filter((x) => x.kind !== 'dummy').length === 1) revealDummySkill(state, ctx);
  },
  'level-advanced-action': (state, pend, answer, ctx) => {
    const card = answer[0];
    if (card) gainAdvancedAction(state, getPlayer(state, pend.player), card, ctx);
  },
};
