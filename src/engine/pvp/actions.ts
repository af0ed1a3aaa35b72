// PvP action modules (§11): attack another hero (pvp-attack), the defender's commitment
// (pvp-commit), making or passing an attack (pvp-resolve, pvp-pass), finishing a block
// (pvp-resolve), spending damage (pvp-damage) and letting the rest lapse (pvp-end-damage).
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import type { ActionType } from '../protocol/types';
import type { Refusal } from '../mana/mana';
import { isWound } from '../state/cards';
import type { GameState, PlayerId } from '../state/types';
import { pvpFighting } from '../state/pvp-columns';
import {
  assignPvpDamage,
  commitDefender,
  finishBlock,
  lapseDamage,
  makeAttack,
  passAttack,
  startPvp,
} from './flow';
import { attackTotal, blockerOf, damageOptions, pvpForbidden } from './rules';
import { opponentsOn } from '../movement/movement';

type AnyModule = { [T in ActionType]: ActionModule<T> }[ActionType];

/** Why `player` cannot attack another hero now (null: they can). */
export function pvpAttackRefusal(state: GameState, player: PlayerId): Refusal | null {
  const base = ownTurn(state, player);
  if (base) return base;
  const turn = state.turn;
  const pos = state.players[player]?.position;
  if (!turn || !pos) return refuse('ROUND-4a', 'It is not your turn.');
  if (state.pvp || state.combat) return refuse('COMBAT-2', 'Only one combat per turn is allowed.');
  if (turn.rested) return refuse('TURN-REST-7', 'When resting you cannot start a combat.');
  if (turn.action !== null || (turn.phase !== 'start' && turn.phase !== 'move'))
    return refuse('TURN-REG-6d', 'You have already taken your action this turn.');
  const targets = opponentsOn(state, player, pos);
  const target = targets[0];
  if (target === undefined) return refuse('PVP-1a', 'There is no other hero on your space.');
  if (turn.path.length < 2 || turn.path[turn.path.length - 1] !== pos)
    return refuse(
      'PVP-1a',
      'You can attack another hero only after entering their space this turn.',
    );
  return pvpForbidden(state, target, pos);
}

const pvpAttack: ActionModule<'pvp-attack'> = {
  type: 'pvp-attack',
  candidates(state, player) {
    const pos = state.players[player]?.position;
    if (!pos || state.turn?.player !== player || state.pvp) return [];
    return opponentsOn(state, player, pos).length > 0 ? [{ type: 'pvp-attack', player }] : [];
  },
  check(state, a) {
    return pvpAttackRefusal(state, a.player);
  },
  apply(state, a, ctx) {
    const pos = state.players[a.player]?.position;
    const target = pos ? opponentsOn(state, a.player, pos)[0] : undefined;
    if (target !== undefined) startPvp(state, target, ctx);
  },
};

function fightRefusal(state: GameState, player: PlayerId): Refusal | null {
  const base = ownTurn(state, player);
  if (base) return base;
  if (!state.pvp || !pvpFighting(state))
    return refuse('PVP-4', 'No player-versus-player combat is being fought.');
  return null;
}

const pvpCommit: ActionModule<'pvp-commit'> = {
  type: 'pvp-commit',
  candidates(state, player) {
    const pvp = state.pvp;
    if (!pvp || pvp.phase !== 'commit' || pvp.defender !== player) return [];
    return [
      { type: 'pvp-commit', player, full: true },
      { type: 'pvp-commit', player, full: false },
    ];
  },
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const pvp = state.pvp;
    if (!pvp || pvp.phase !== 'commit') return refuse('PVP-3', 'There is no attack to commit to.');
    if (pvp.defender !== a.player)
      return refuse('PVP-3', 'Only the defender chooses how to commit.');
    if (typeof a.full !== 'boolean') return refuse('PVP-3', 'Commit fully or partly.');
    const p = state.players[a.player];
    if (a.full && !p?.hand.some((c) => !isWound(c)))
      return refuse('PVP-3a.8', 'With only Wounds in hand you cannot commit fully to the combat.');
    return null;
  },
  apply(state, a, ctx) {
    commitDefender(state, a.full, ctx);
  },
};

const pvpPass: ActionModule<'pvp-pass'> = {
  type: 'pvp-pass',
  candidates(state, player) {
    const pvp = state.pvp;
    return pvp && pvpFighting(state) && pvp.step === 'attack' && pvp.attacker === player
      ? [{ type: 'pvp-pass', player }]
      : [];
  },
  check(state, a) {
    const r = fightRefusal(state, a.player);
    if (r) return r;
    const pvp = state.pvp;
    if (!pvp || pvp.step !== 'attack' || pvp.attacker !== a.player)
      return refuse('PVP-RANGED-2', 'You can pass only when it is your turn to attack.');
    return null;
  },
  apply(state, _a, ctx) {
    passAttack(state, ctx);
  },
};

const pvpResolve: ActionModule<'pvp-resolve'> = {
  type: 'pvp-resolve',
  candidates(state, player) {
    const pvp = state.pvp;
    if (!pvp || !pvpFighting(state)) return [];
    if (pvp.step === 'attack' && pvp.attacker === player) return [{ type: 'pvp-resolve', player }];
    if (pvp.step === 'block' && blockerOf(pvp) === player) return [{ type: 'pvp-resolve', player }];
    return [];
  },
  check(state, a) {
    const r = fightRefusal(state, a.player);
    if (r) return r;
    const pvp = state.pvp;
    if (!pvp) return refuse('PVP-4', 'No player-versus-player combat is being fought.');
    if (pvp.step === 'attack') {
      if (pvp.attacker !== a.player)
        return refuse('PVP-RANGED-1', "It is the other player's turn to attack.");
      if (attackTotal(pvp.attack) <= 0)
        return refuse('PVP-RANGED-2', 'Play attacks first, or pass.');
      return null;
    }
    if (pvp.step === 'block') {
      if (blockerOf(pvp) !== a.player)
        return refuse('PVP-RANGED-4', 'The blocker decides when the block is complete.');
      return null;
    }
    return refuse('PVP-RANGED-5', 'Assign the damage first, or let it lapse.');
  },
  apply(state, _a, ctx) {
    const pvp = state.pvp;
    if (!pvp) return;
    if (pvp.step === 'attack') makeAttack(state, ctx);
    else finishBlock(state, ctx);
  },
};

const pvpDamage: ActionModule<'pvp-damage'> = {
  type: 'pvp-damage',
  candidates(state, player) {
    const pvp = state.pvp;
    if (!pvp || pvp.step !== 'damage' || pvp.attacker !== player) return [];
    return damageOptions(state).map((o) => ({ type: 'pvp-damage', player, to: o.to }));
  },
  check(state, a) {
    const r = fightRefusal(state, a.player);
    if (r) return r;
    const pvp = state.pvp;
    if (!pvp || pvp.step !== 'damage' || pvp.attacker !== a.player)
      return refuse('PVP-RANGED-5', 'The attacker assigns damage after the block.');
    if (!damageOptions(state).some((o) => o.to === a.to)) {
      if (a.to.startsWith('artifact:') || a.to.startsWith('retreat:')) {
        if (pvp.phase !== 'melee')
          return refuse(
            'PVP-MELEE-2',
            'Artifacts can be stolen and retreats forced only in the melee phase.',
          );
        return refuse(
          a.to.startsWith('artifact:') ? 'PVP-MELEE-2a' : 'PVP-MELEE-2b',
          a.to.startsWith('artifact:')
            ? 'Stealing needs 5 damage and an artifact in the discard pile, play area or on a wounded unit.'
            : 'A retreat needs a safe adjacent space and damage equal to its Move cost.',
        );
      }
      return refuse(
        'PVP-RANGED-5',
        'Wounding needs damage equal to the Armor of an unwounded target (doubled for a resistant unit).',
      );
    }
    return null;
  },
  apply(state, a, ctx) {
    assignPvpDamage(state, a.to, ctx);
  },
};

const pvpEndDamage: ActionModule<'pvp-end-damage'> = {
  type: 'pvp-end-damage',
  candidates(state, player) {
    const pvp = state.pvp;
    return pvp && pvp.step === 'damage' && pvp.attacker === player
      ? [{ type: 'pvp-end-damage', player }]
      : [];
  },
  check(state, a) {
    const r = fightRefusal(state, a.player);
    if (r) return r;
    const pvp = state.pvp;
    if (!pvp || pvp.step !== 'damage' || pvp.attacker !== a.player)
      return refuse('PVP-RANGED-5c', 'There is no damage to let lapse.');
    return null;
  },
  apply(state, _a, ctx) {
    lapseDamage(state, ctx);
  },
};

export const PVP_ACTIONS: Partial<Record<ActionType, AnyModule>> = {
  'pvp-attack': pvpAttack,
  'pvp-commit': pvpCommit,
  'pvp-pass': pvpPass,
  'pvp-resolve': pvpResolve,
  'pvp-damage': pvpDamage,
  'pvp-end-damage': pvpEndDamage,
};
