// Using a taken tactic during the round (tactics.md: The Right Moment, Long Night, Mana Search,
// Midnight Meditation).
import { dieAlterable } from '../mana/friendly';
import { longNight, manaSearch } from '../flow/tactic-effects';
import { getPlayer } from '../state/player';
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import type { ActionOf } from '../protocol/types';

export const useTacticAction: ActionModule<'use-tactic'> = {
  type: 'use-tactic',
  candidates(state, player) {
    const p = state.players[player];
    if (!p?.tactic || !state.turn || state.turn.player !== player) return [];
    if (p.tactic === 'mana-search') {
      const dice = state.source.dice.filter((d) => d.takenBy === null && d.stolenBy == null);
      const out: ActionOf<'use-tactic'>[] = [];
      for (const a of dice) {
        out.push({ type: 'use-tactic', player, option: [String(a.id)] });
        for (const b of dice)
          if (b.id > a.id)
            out.push({ type: 'use-tactic', player, option: [String(a.id), String(b.id)] });
      }
      return out;
    }
    return [{ type: 'use-tactic', player }];
  },
  /**
   * Issue 15: the check's gates that do not read the action refuse every candidate or none — the
   * player's own turn, not the End-of-Turn step (TURN-END-8c), a tactic not yet flipped (ROUND-3b),
   * and for Mana Search not used this turn and no Source die taken yet (MANA-3). Most turns one of
   * them refuses, so Mana Search's dice pairs are made and checked one by one only when it can be
   * used.
   */
  legal(state, player) {
    const p = state.players[player];
    const turn = state.turn;
    if (!p?.tactic || !turn || turn.player !== player) return [];
    if (ownTurn(state, player) || turn.phase === 'end' || p.tacticFlipped) return [];
    if (p.tactic === 'mana-search' && (p.tacticData.usedThisTurn || turn.diceUsed.length > 0))
      return [];
    return useTacticAction
      .candidates(state, player)
      .filter((a) => useTacticAction.check(state, a) === null);
  },
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const turn = state.turn;
    if (!turn || turn.phase === 'end')
      return refuse('TURN-END-8c', 'You cannot use effects during your End-of-Turn step.');
    const p = getPlayer(state, a.player);
    if (!p.tactic) return refuse('ROUND-3a', 'You have no tactic this round.');
    if (p.tacticFlipped) return refuse('ROUND-3b', 'Your tactic has already been used this round.');
    switch (p.tactic) {
      case 'the-right-moment':
        if (state.round.time !== 'day') return refuse('ROUND-3b', 'The Right Moment works by Day.');
        return null;
      case 'long-night':
        if (p.deck.length > 0)
          return refuse('END-7d', 'Long Night can be used only when your Deed deck is empty.');
        if (p.discard.length === 0) return refuse('END-7d', 'Your discard pile is empty.');
        return null;
      case 'midnight-meditation':
        if (turn.phase !== 'start' || turn.played.length > 0 || turn.moved)
          return refuse(
            'TURN-OUT-1',
            'Midnight Meditation is used before your turn, before anything else.',
          );
        if (p.hand.length === 0) return refuse('ROUND-3b', 'You have no cards in hand.');
        return null;
      case 'mana-search': {
        if (p.tacticData.usedThisTurn)
          return refuse('ROUND-3b', 'Mana Search can be used once per turn.');
        if (turn.diceUsed.length > 0)
          return refuse('MANA-3', 'Mana Search is used before you take mana from the Source.');
        const ids = (a.option ?? []).map(Number);
        if (ids.length < 1 || ids.length > 2 || new Set(ids).size !== ids.length)
          return refuse('ROUND-3b', 'Choose one or two Source dice to reroll.');
        const dice = ids.map((id) => state.source.dice.find((d) => d.id === id));
        if (dice.some((d) => !d || d.takenBy !== null || d.stolenBy != null))
          return refuse('MANA-3', 'Only dice lying free in the Source can be rerolled.');
        if (dice.some((d) => d && !dieAlterable(state, d)))
          return refuse(
            'VAR-NICE-4',
            'Friendly mana: by Day a gold die may not be rerolled while another die is in the Source.',
          );
        // Depleted dice (gold at Night, black by Day) must be chosen first.
        const depleted = (c: string) =>
          state.round.time === 'night' ? c === 'gold' : c === 'black';
        const free = state.source.dice.filter((d) => d.takenBy === null && d.stolenBy == null);
        const depletedCount = free.filter((d) => depleted(d.color)).length;
        const chosenDepleted = dice.filter((d) => d && depleted(d.color)).length;
        if (chosenDepleted < Math.min(depletedCount, ids.length))
          return refuse('ROUND-3b', 'Mana Search must reroll depleted dice first.');
        return null;
      }
      default:
        return refuse('ROUND-3b', 'Your tactic has no effect to use now.');
    }
  },
  apply(state, a, ctx) {
    const p = getPlayer(state, a.player);
    switch (p.tactic) {
      case 'the-right-moment':
        p.tacticData.extraTurnPending = true;
        p.tacticFlipped = true;
        ctx.emit({ type: 'tactic-used', player: p.id, tactic: p.tactic });
        return;
      case 'long-night':
        longNight(state, p, ctx);
        return;
      case 'midnight-meditation':
        p.tacticFlipped = true;
        state.pending.push({
          kind: 'tactic-midnight-meditation',
          player: p.id,
          source: 'midnight-meditation',
          options: [...p.hand],
          min: 0,
          max: Math.min(5, p.hand.length),
        });
        return;
      case 'mana-search':
        manaSearch(state, p, (a.option ?? []).map(Number), ctx);
        return;
      default:
        return;
    }
  },
};
