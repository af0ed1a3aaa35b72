// Interacting with locals as the turn's action (INTERACT-1..3, TURN-REG-6c.1).
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import { reputationModifier } from '../content/tracks';
import type { Refusal } from '../mana/mana';
import { isSharedSpace, otherHeroesOn } from '../movement/movement';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId } from '../state/types';
import { interactionSiteAt, isSite, type InteractionSite } from './sites';
import { ignoresReputation } from '../state/modifiers';

/** The site of the interaction going on now (its hex is where it started). */
export function currentInteraction(state: GameState, player: PlayerId): InteractionSite | null {
  const t = state.turn;
  if (!t || t.player !== player || !t.interaction || state.combat) return null;
  const site = interactionSiteAt(state, player, t.interaction.hex);
  return isSite(site) ? site : null;
}

/** Refusal unless the player is interacting now (INTERACT-4: buying needs an interaction). */
export function interactingRefusal(
  state: GameState,
  player: PlayerId,
  what: string,
): Refusal | null {
  const base = ownTurn(state, player);
  if (base) return base;
  const t = state.turn;
  if (!t) return refuse('ROUND-4a', 'It is not your turn.');
  if (t.phase === 'end') return refuse('TURN-END-8c', 'Your turn is ending.');
  if (!t.interaction)
    return refuse(
      'INTERACT-4',
      `You can ${what} only while interacting with locals: interact first.`,
    );
  if (state.combat) return refuse('INTERACT-4', `You cannot ${what} during combat.`);
  return null;
}

export const interactAction: ActionModule<'interact'> = {
  type: 'interact',
  candidates(state, player) {
    const t = state.turn;
    if (!t || t.player !== player || t.action || t.rested) return [];
    return [{ type: 'interact', player }];
  },
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const t = state.turn;
    if (!t) return refuse('ROUND-4a', 'It is not your turn.');
    if (t.rested) return refuse('TURN-REST-7', 'When resting you cannot interact with locals.');
    if (t.action || state.combat || (t.phase !== 'start' && t.phase !== 'move'))
      return refuse('TURN-REG-6d', 'Only one action per turn: you have already taken yours.');
    const p = getPlayer(state, a.player);
    if (!p.position) return refuse('SETUP-P7', 'Your hero is not on the map.');
    // MOVE-8c, MOVE-8e: no action at all on another player's space (except shared spaces).
    if (!isSharedSpace(state, p.position) && otherHeroesOn(state, a.player, p.position).length > 0)
      return refuse('MOVE-8c', "You may not take any other action on another player's space.");
    const site = interactionSiteAt(state, a.player, p.position);
    if (!isSite(site)) return site;
    if (reputationModifier(p.reputation) === null && !ignoresReputation(state, a.player))
      return refuse(
        'INTERACT-2a.1',
        'With your Reputation on the X space you may not interact at all.',
      );
    return null;
  },
  apply(state, a, ctx) {
    const t = state.turn;
    const p = getPlayer(state, a.player);
    if (!t || !p.position) return;
    const site = interactionSiteAt(state, a.player, p.position);
    if (!isSite(site)) return;
    // Arcane Disguise: the Reputation modifier is ignored this turn.
    const rep = ignoresReputation(state, a.player) ? 0 : (reputationModifier(p.reputation) ?? 0);
    // INTERACT-3a: +1 Influence per own shield on the conquered city's card (Volkare's Camp: on
    // his token, kept as shields on the hex).
    const shields =
      site.city?.shields ??
      (site.type === 'volkare-camp' ? (state.map.hexes[site.hex]?.shields ?? []) : []);
    const shieldBonus = shields.filter((s) => s === a.player).length;
    t.action = 'interaction';
    t.phase = 'action';
    // TURN-REG-6e: Move and Influence points from earlier are lost when the action begins;
    // INTERACT-2a: the Reputation modifier is applied once now (negative allowed).
    t.movePoints = 0;
    t.influencePoints = rep + shieldBonus;
    t.interaction = { hex: site.hex, reputationBonus: rep, recruited: [] };
    ctx.emit({
      type: 'interaction-started',
      player: a.player,
      site: site.type,
      hex: site.hex,
      reputation: rep,
      shields: shieldBonus,
    });
  },
};
