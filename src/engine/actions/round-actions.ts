// Tactics, the dummy player's turn, announcing the End of the Round (§3, §5.3, §13.3).
import { dummyTurn, announceEndOfRound, beginEndOfTurn } from '../flow/turn';
import { takeTactic } from '../flow/advance';
import { skillDef } from '../content';
import { getPlayer } from '../state/player';
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';

export const chooseTactic: ActionModule<'choose-tactic'> = {
  type: 'choose-tactic',
  candidates(state, player) {
    if (state.round.phase !== 'tactics' || state.round.tacticPicker !== player) return [];
    return state.round.tacticsOffer.map((tactic) => ({ type: 'choose-tactic', player, tactic }));
  },
  check(state, a) {
    if (state.gameOver) return refuse('FLOW-5', 'The game is over.');
    if (state.round.phase !== 'tactics')
      return refuse('ROUND-3a', 'Tactics are chosen only at the start of a round.');
    if (state.pending.length > 0)
      return refuse('ENGINE-CHOICE', 'A decision is open; answer it first.');
    if (state.round.tacticPicker !== a.player)
      return refuse(
        'ROUND-3a.1',
        'It is not your turn to choose a tactic: the lowest Fame chooses first.',
      );
    if (!state.round.tacticsOffer.includes(a.tactic))
      return refuse('ROUND-3a', `Tactic ${a.tactic} is not on display this round.`);
    return null;
  },
  apply(state, a, ctx) {
    takeTactic(state, a.player, a.tactic, ctx);
  },
};

export const dummyTurnAction: ActionModule<'dummy-turn'> = {
  type: 'dummy-turn',
  candidates(state, player) {
    return this.check(state, { type: 'dummy-turn', player })
      ? []
      : [{ type: 'dummy-turn', player }];
  },
  check(state, a) {
    if (state.gameOver) return refuse('FLOW-5', 'The game is over.');
    if (state.round.phase !== 'turns' || state.turn || state.pending.length > 0)
      return refuse('SCEN-DUMMY-8', "It is not the dummy player's turn.");
    const id = state.round.order[state.round.current];
    if (id !== a.player || state.players[a.player]?.kind !== 'dummy')
      return refuse('SCEN-DUMMY-8', "It is not the dummy player's turn.");
    return null;
  },
  apply(state, a, ctx) {
    dummyTurn(state, a.player, ctx);
  },
};

export const announceEndOfRoundAction: ActionModule<'announce-end-of-round'> = {
  type: 'announce-end-of-round',
  candidates(state, player) {
    return [{ type: 'announce-end-of-round', player }];
  },
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const turn = state.turn;
    if (!turn) return refuse('ROUND-4a', 'It is not your turn.');
    if (state.round.endAnnouncedBy !== null)
      return refuse('TURN-EOR-3', 'The End of the Round has already been announced.');
    if (!turn.deckEmptyAtStart)
      return refuse(
        'TURN-EOR-3a',
        'You may announce the End of the Round only if your Deed deck was empty at the start of your turn.',
      );
    // TURN-EOR-3 / ROUND-4b: the announcement is made instead of the turn: nothing may have been
    // done in it yet, except effects usable before the turn (TURN-OUT-1a/1e: plundering, Motivation).
    const p = getPlayer(state, a.player);
    if (
      turn.phase !== 'start' ||
      turn.moved ||
      turn.action ||
      turn.rested ||
      turn.played.length > 0 ||
      turn.diceUsed.length > 0 ||
      turn.flags['units-activated'] ||
      p.skills.some((s) => s.usedThisTurn && !skillDef(s.id).otherTurns)
    )
      return refuse('TURN-EOR-3', 'Announcing the End of the Round replaces your whole turn.');
    return null;
  },
  apply(state, a, ctx) {
    announceEndOfRound(state, a.player, ctx);
    const turn = state.turn;
    if (turn) turn.forfeited = true; // TURN-EOR-4
    beginEndOfTurn(state, ctx);
  },
};
