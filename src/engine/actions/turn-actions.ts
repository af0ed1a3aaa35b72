// Resting (TURN-REST-7), healing (HEAL-3) and announcing the end of the turn (TURN-END-8).
import { defIdOf } from '../core/types';
import { unitDef } from '../content';
import { beginEndOfTurn } from '../flow/turn';
import { isWound, returnWound } from '../state/cards';
import { getPlayer } from '../state/player';
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import type { ActionOf } from '../protocol/types';
import { endTurnRefusal } from '../pvp/refusals';
import { afterHeal } from '../effects/hooks/cards';

export const restAction: ActionModule<'rest'> = {
  type: 'rest',
  candidates(state, player) {
    const p = state.players[player];
    if (!p || !state.turn || state.turn.player !== player) return [];
    const wounds = p.hand.filter(isWound);
    const others = p.hand.filter((c) => !isWound(c));
    if (others.length === 0) {
      const w = wounds[0];
      return w ? [{ type: 'rest', player, discard: [w] }] : [];
    }
    const out: ActionOf<'rest'>[] = [];
    const seen = new Set<string>();
    for (const c of others) {
      if (seen.has(defIdOf(c))) continue;
      seen.add(defIdOf(c));
      for (let k = 0; k <= wounds.length; k++)
        out.push({ type: 'rest', player, discard: [c, ...wounds.slice(0, k)] });
    }
    return out;
  },
  // Issue 15: the check's turn gates refuse every rest at once (TURN-REST-7); when they pass, every
  // candidate passes the rest of the check: its discards are distinct cards of the hand, exactly one
  // non-Wound with any number of Wounds (TURN-REST-7b), or a single Wound from a hand of Wounds only
  // (TURN-REST-7c).
  legal(state, player) {
    const turn = state.turn;
    if (ownTurn(state, player) || !turn || turn.rested) return [];
    if (turn.phase !== 'start' || turn.moved || turn.action) return [];
    return restAction.candidates(state, player);
  },
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const turn = state.turn;
    if (!turn) return refuse('ROUND-4a', 'It is not your turn.');
    if (turn.rested) return refuse('TURN-REST-7', 'You have already rested this turn.');
    if (turn.phase !== 'start' || turn.moved || turn.action)
      return refuse(
        'TURN-REST-7',
        'Resting replaces movement and action: you cannot rest after moving or acting.',
      );
    const p = getPlayer(state, a.player);
    const hand = [...p.hand];
    for (const c of a.discard) {
      const i = hand.indexOf(c);
      if (i < 0) return refuse('TURN-REST-7b', 'You can only discard cards from your hand.');
      hand.splice(i, 1);
    }
    const nonWounds = a.discard.filter((c) => !isWound(c));
    const handHasNonWound = p.hand.some((c) => !isWound(c));
    if (handHasNonWound) {
      if (nonWounds.length !== 1)
        return refuse(
          'TURN-REST-7b',
          'A standard rest discards exactly 1 non-Wound card (and any number of Wounds).',
        );
    } else {
      if (a.discard.length !== 1)
        return refuse(
          'TURN-REST-7c',
          'Slow recovery: show your hand of Wounds and discard exactly 1 of them.',
        );
    }
    return null;
  },
  apply(state, a, ctx) {
    const turn = state.turn;
    if (!turn) return;
    const p = getPlayer(state, a.player);
    for (const c of a.discard) {
      p.hand.splice(p.hand.indexOf(c), 1);
      p.discard.push(c); // TURN-REST-7b.1: wounds go to the discard pile
    }
    turn.rested = true;
    turn.phase = 'after';
    turn.cardPlayedOrDiscarded = true;
    ctx.emit({ type: 'rested', player: a.player, cards: a.discard });
  },
};

export const healAction: ActionModule<'heal'> = {
  type: 'heal',
  candidates(state, player) {
    const p = state.players[player];
    if (!p || !state.turn || state.turn.player !== player || state.turn.healPoints <= 0) return [];
    const out: ActionOf<'heal'>[] = [];
    if (p.hand.some(isWound)) out.push({ type: 'heal', player, target: 'wound' });
    for (const u of p.units) if (u.wounds > 0) out.push({ type: 'heal', player, target: u.id });
    return out;
  },
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const turn = state.turn;
    if (!turn) return refuse('ROUND-4a', 'It is not your turn.');
    if (state.combat) return refuse('HEAL-3d', 'You cannot heal during combat.');
    const p = getPlayer(state, a.player);
    if (a.target === 'wound') {
      if (!p.hand.some(isWound)) return refuse('HEAL-3c.1', 'You have no Wound in your hand.');
      if (turn.healPoints < 1) return refuse('HEAL-3c.1', 'You need 1 Healing point.');
      return null;
    }
    const u = p.units.find((x) => x.id === a.target);
    if (!u) return refuse('HEAL-3c.2', 'That is not one of your units.');
    if (u.wounds <= 0) return refuse('HEAL-3c.2', 'That unit is not wounded.');
    const cost = unitDef(u.id).level;
    if (turn.healPoints < cost)
      return refuse(
        'HEAL-3c.2',
        `Healing this unit costs ${cost} Healing points (its level); you have ${turn.healPoints}.`,
      );
    return null;
  },
  apply(state, a, ctx) {
    const turn = state.turn;
    if (!turn) return;
    const p = getPlayer(state, a.player);
    if (a.target === 'wound') {
      const w = p.hand.find(isWound);
      if (!w) return;
      p.hand.splice(p.hand.indexOf(w), 1);
      returnWound(state); // HEAL-3c.1
      turn.healPoints -= 1;
      ctx.emit({ type: 'healed', player: a.player, target: 'wound' });
      afterHeal(state, p, 'wound', 1, ctx); // Golden Grail, Cure
      return;
    }
    const u = p.units.find((x) => x.id === a.target);
    if (!u) return;
    u.wounds -= 1; // HEAL-3c.3: a poisoned unit needs two heals
    returnWound(state);
    turn.healPoints -= unitDef(u.id).level;
    ctx.emit({ type: 'healed', player: a.player, target: u.id });
    afterHeal(state, p, u.id, unitDef(u.id).level, ctx); // Golden Grail, Cure
  },
};

export const endTurnAction: ActionModule<'end-turn'> = {
  type: 'end-turn',
  candidates(state, player) {
    return [{ type: 'end-turn', player }];
  },
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const turn = state.turn;
    if (!turn) return refuse('ROUND-4a', 'It is not your turn.');
    if (turn.phase === 'end') return refuse('TURN-END-8', 'Your turn is already ending.');
    if (state.combat) return refuse('COMBAT-3', 'Finish the combat first.');
    return endTurnRefusal(state, a.player); // PVP-4, COOP-6, MOVE-8b
  },
  apply(state, _a, ctx) {
    beginEndOfTurn(state, ctx);
  },
};
