// The PvP combat machine (§11): start (PVP-1/2), commitment (PVP-3), the ranged and melee phases
// with alternating attacker and blocker (PVP-4, PVP-RANGED-*, PVP-MELEE-*), damage (PVP-RANGED-5,
// PVP-MELEE-2) and the outcome (PVP-OUTCOME-*). See pvp/types.ts for how the two players' turns
// take turns being `state.turn`.
import type { Ctx } from '../core/context';
import { newTurnState, startOfTurnBenefits } from '../flow/turn';
import { gainFame } from '../state/fame';
import type { HexKey } from '../hex/hex';
import { rollFace, writableDie } from '../mana/source';
import { rngOf } from '../rng/rng';
import { turnStartEffects } from '../state/scenario-hooks';
import { isWound, returnWound, takeWounds } from '../state/cards';
import { baseHandLimit, getPlayer } from '../state/player';
import type { GameState, PlayerId } from '../state/types';
import { resolveEffects, type EffectCtx } from '../effects/interpret';
import {
  attackElements,
  attackTotal,
  blockerOf,
  blockExcess,
  blockReduction,
  damageOptions,
  pvpTurnOf,
  retreatFame,
} from './rules';
import { pvpBlockedEnemyEffect, unitsInAttack } from '../state/pvp-special';
import type { PvpOutcome, PvpState } from '../state/pvp-types';

function pvpOf(state: GameState): PvpState {
  const pvp = state.pvp;
  if (!pvp) throw new Error('no PvP combat');
  return pvp;
}

/** Make `player`'s TurnState the current one (the other one waits). */
function decide(state: GameState, player: PlayerId, ctx: Ctx): void {
  const pvp = pvpOf(state);
  if (state.turn?.player === player) return;
  const t = state.turn;
  state.turn = pvp.waiting;
  pvp.waiting = t;
  ctx.emit({ type: 'decision-passed', player });
}

const other = (pvp: PvpState, id: PlayerId): PlayerId =>
  id === pvp.aggressor ? pvp.defender : pvp.aggressor;

/** PVP-1/PVP-2: the aggressor attacks the defender as the action of the turn. */
export function startPvp(state: GameState, defender: PlayerId, ctx: Ctx): void {
  const turn = state.turn;
  if (!turn) throw new Error('PvP outside a turn');
  const aggressor = turn.player;
  const hex = getPlayer(state, aggressor).position;
  if (!hex) throw new Error('aggressor not on the map');
  // TURN-REG-6e, HEAL-3d.2: unspent Move, Influence and Healing points are lost.
  turn.action = 'combat';
  turn.phase = 'action';
  turn.movePoints = 0;
  turn.influencePoints = 0;
  turn.healPoints = 0;
  const from: HexKey = turn.path[turn.path.length - 2] ?? hex;
  const d = getPlayer(state, defender);
  // PVP-2: the defender plays (part of) a turn during the aggressor's; no Source die until they
  // commit fully (PVP-3a.3, PVP-3b.2); no movement and no action (PVP-3a.7).
  const dt = newTurnState(state, d);
  dt.phase = 'action';
  dt.action = 'combat';
  dt.diceAllowed = 0;
  dt.flags['pvp-defender'] = 1;
  if (d.heldManaTokens && d.heldManaTokens.length > 0) {
    dt.manaTokens.push(...d.heldManaTokens); // PVP-3b.5: kept from an earlier partial defence
    delete d.heldManaTokens;
  }
  const site = state.map.hexes[hex]?.site?.type;
  state.pvp = {
    aggressor,
    defender,
    hex,
    from,
    fortified: site === 'keep' || site === 'mage-tower',
    commitment: null,
    phase: 'commit',
    attacker: defender,
    step: 'attack',
    passes: 0,
    attack: [],
    block: [],
    damage: 0,
    elements: [],
    waiting: turn,
    wounds: {},
    knockedOut: [],
    outcome: null,
  };
  state.turn = dt;
  ctx.emit({ type: 'pvp-started', player: aggressor, defender, hex });
  ctx.emit({ type: 'decision-passed', player: defender });
}

/** PVP-3a / PVP-3b: the defender commits fully or partly; the ranged phase starts with them. */
export function commitDefender(state: GameState, full: boolean, ctx: Ctx): void {
  const pvp = pvpOf(state);
  const d = getPlayer(state, pvp.defender);
  const dt = pvpTurnOf(state, pvp.defender);
  if (!dt) return;
  pvp.commitment = full ? 'full' : 'partial';
  if (full) {
    d.orderTokenFlipped = true; // PVP-3a.1, TURN-FLIP-2b
    dt.diceAllowed = 1; // PVP-3a.3
    startOfTurnBenefits(state, d, ctx); // PVP-3a.2 (the glade's mana token)
    turnStartEffects(state, d, ctx);
  } else {
    dt.flags['pvp-partial'] = 1; // PVP-3b.3: skill modules check this flag
  }
  ctx.emit({ type: 'pvp-committed', player: pvp.defender, full });
  pvp.phase = 'ranged';
  pvp.attacker = pvp.defender; // PVP-RANGED-1
  pvp.step = 'attack';
  pvp.passes = 0;
  ctx.emit({ type: 'pvp-phase', phase: 'ranged', player: pvp.attacker });
  decide(state, pvp.attacker, ctx);
}

/** What belongs to one attack only (PVP-RANGED-4c.1, PVP-SPECIAL-2e, PVP-SPECIAL-5). */
function clearAttack(pvp: PvpState): void {
  pvp.attack = [];
  pvp.block = [];
  delete pvp.swiftLost;
  delete pvp.onSuccess;
  delete pvp.blockedUnits;
  delete pvp.cancelled;
}

/** The next attack of the phase: the other player becomes the attacker (PVP-RANGED-6). */
function nextAttack(state: GameState, ctx: Ctx): void {
  const pvp = pvpOf(state);
  clearAttack(pvp);
  pvp.damage = 0;
  pvp.elements = [];
  pvp.attacker = other(pvp, pvp.attacker);
  pvp.step = 'attack';
  decide(state, pvp.attacker, ctx);
}

/** PVP-RANGED-2: the attacker passes; two passes in succession end the phase. */
export function passAttack(state: GameState, ctx: Ctx): void {
  const pvp = pvpOf(state);
  ctx.emit({ type: 'pvp-passed', player: pvp.attacker, wasted: attackTotal(pvp.attack) });
  pvp.passes += 1;
  if (pvp.passes < 2) {
    nextAttack(state, ctx);
    return;
  }
  if (pvp.phase === 'ranged') {
    // PVP-MELEE-1a: the melee phase starts with the aggressor.
    pvp.phase = 'melee';
    pvp.passes = 0;
    clearAttack(pvp);
    pvp.attacker = pvp.aggressor;
    pvp.step = 'attack';
    ctx.emit({ type: 'pvp-phase', phase: 'melee', player: pvp.attacker });
    decide(state, pvp.attacker, ctx);
    return;
  }
  endPvp(state, { kind: 'draw' }, ctx); // PVP-OUTCOME-2
}

/** The attacker's attack is complete: the blocker may block it (PVP-RANGED-4). */
export function makeAttack(state: GameState, ctx: Ctx): void {
  const pvp = pvpOf(state);
  pvp.passes = 0;
  pvp.step = 'block';
  const elements = attackElements(pvp.attack);
  ctx.emit({ type: 'pvp-attack', player: pvp.attacker, amount: attackTotal(pvp.attack), elements });
  decide(state, blockerOf(pvp), ctx);
}

/** The blocker is done: the attack is reduced by the block; the rest becomes damage (PVP-RANGED-4c/4d). */
export function finishBlock(state: GameState, ctx: Ctx): void {
  const pvp = pvpOf(state);
  const elements = attackElements(pvp.attack);
  const total = attackTotal(pvp.attack);
  const reduction = blockReduction(pvp, elements);
  // PVP-SPECIAL-2e: "if this blocks successfully" needs the attack reduced to 0 by the block.
  if (total - reduction <= 0 && (pvp.onSuccess?.length ?? 0) > 0)
    afterPvpBlockSucceeded(state, blockExcess(pvp, elements), ctx);
  // PVP-SPECIAL-5: a cancelled attack deals no damage (its cards and units stay used).
  const damage = pvp.cancelled ? 0 : Math.max(0, total - reduction);
  ctx.emit({ type: 'pvp-blocked', player: blockerOf(pvp), reduction, damage });
  if (damage <= 0) {
    nextAttack(state, ctx);
    return;
  }
  pvp.step = 'damage';
  pvp.damage = damage;
  pvp.elements = elements;
  decide(state, pvp.attacker, ctx);
  if (damageOptions(state).length === 0) lapseDamage(state, ctx); // PVP-RANGED-5c
}

/**
 * PVP-SPECIAL-2e: the blocker's successful-block follow-ups, with "the blocked enemy" being any of
 * the attacker's units taking part in the attack (none: effects on it are lost). Ruling: an Attack
 * follow-up (Burning Shield) has no blocked enemy to hit in PvP and is lost.
 */
function afterPvpBlockSucceeded(state: GameState, excess: number, ctx: Ctx): void {
  const pvp = pvpOf(state);
  const follow = pvp.onSuccess ?? [];
  delete pvp.onSuccess;
  pvp.blockedUnits = unitsInAttack(state, pvp);
  const player = blockerOf(pvp);
  for (const f of follow) {
    if (f.effect.kind === 'attack') continue;
    const ec: EffectCtx = { player, ...f.context, blockExcess: excess };
    resolveEffects(state, [pvpBlockedEnemyEffect(f.effect, excess)], ec, ctx);
  }
  delete pvp.blockedUnits;
}

/** PVP-RANGED-5c: the rest of the damage lapses. */
export function lapseDamage(state: GameState, ctx: Ctx): void {
  const pvp = pvpOf(state);
  if (pvp.damage > 0)
    ctx.emit({ type: 'pvp-damage-lapsed', player: pvp.attacker, amount: pvp.damage });
  nextAttack(state, ctx);
}

/** COMBAT-DMG-5d (PVP-RANGED-5b.1): knocked out when the Wounds into hand reach the Hand limit. */
function checkPvpKnockout(state: GameState, victim: PlayerId, ctx: Ctx): void {
  const pvp = pvpOf(state);
  const p = getPlayer(state, victim);
  if (pvp.knockedOut.includes(victim) || (pvp.wounds[String(victim)] ?? 0) < baseHandLimit(p))
    return;
  pvp.knockedOut.push(victim);
  const gone = p.hand.filter((c) => !isWound(c));
  p.hand = p.hand.filter(isWound);
  p.discard.push(...gone);
  const vt = pvpTurnOf(state, victim);
  if (vt && gone.length > 0) vt.cardPlayedOrDiscarded = true;
  ctx.emit({ type: 'knocked-out', player: victim, wounds: pvp.wounds[String(victim)] ?? 0 });
}

/** Spend damage on one option of damageOptions (PVP-RANGED-5, PVP-MELEE-2). */
export function assignPvpDamage(state: GameState, to: string, ctx: Ctx): void {
  const pvp = pvpOf(state);
  const opt = damageOptions(state).find((o) => o.to === to);
  if (!opt) return;
  const victim = blockerOf(pvp);
  const vp = getPlayer(state, victim);
  pvp.damage -= opt.cost;
  if (to === 'hero') {
    // PVP-RANGED-5b: one Wound per Armor of damage.
    takeWounds(state, vp, 1, 'hand', ctx);
    pvp.wounds[String(victim)] = (pvp.wounds[String(victim)] ?? 0) + 1;
    checkPvpKnockout(state, victim, ctx);
  } else if (to.startsWith('artifact:')) {
    stealArtifact(state, victim, to.slice('artifact:'.length), ctx);
  } else if (to.startsWith('retreat:')) {
    forceRetreat(state, victim, to.slice('retreat:'.length), ctx);
    return;
  } else {
    const u = vp.units.find((x) => x.id === to);
    if (!u) return;
    u.wounds += 1; // PVP-RANGED-5a
    state.woundPile -= 1;
    ctx.emit({ type: 'unit-wounded', player: victim, unit: u.id, wounds: 1 });
  }
  ctx.emit({ type: 'pvp-damage', player: pvp.attacker, to, cost: opt.cost, left: pvp.damage });
  if (damageOptions(state).length === 0) lapseDamage(state, ctx);
}

/** PVP-MELEE-2a: the artifact goes onto the attacker's discard pile. */
function stealArtifact(state: GameState, victim: PlayerId, card: string, ctx: Ctx): void {
  const pvp = pvpOf(state);
  const vp = getPlayer(state, victim);
  const thief = getPlayer(state, pvp.attacker);
  const i = vp.discard.indexOf(card);
  if (i >= 0) vp.discard.splice(i, 1);
  else {
    const u = vp.units.find((x) => x.banner === card);
    if (u) {
      delete u.banner;
      delete u.bannerFlipped;
    } else {
      const vt = pvpTurnOf(state, victim);
      if (vt) vt.played = vt.played.filter((pc) => pc.card !== card);
    }
  }
  thief.discard.push(card);
  ctx.emit({ type: 'artifact-stolen', player: pvp.attacker, from: victim, card });
}

/** PVP-MELEE-2b: the blocker is moved to the chosen space (never provoking) and loses the combat. */
function forceRetreat(state: GameState, victim: PlayerId, hex: HexKey, ctx: Ctx): void {
  const pvp = pvpOf(state);
  const vp = getPlayer(state, victim);
  vp.position = hex;
  const vt = pvpTurnOf(state, victim);
  if (vt && vt.path[vt.path.length - 1] !== hex) vt.path.push(hex);
  ctx.emit({ type: 'pvp-retreat', player: victim, hex });
  const fame = retreatFame(state, pvp.attacker, victim);
  endPvp(state, { kind: 'retreat', winner: pvp.attacker, loser: victim, fame }, ctx);
}

/** PVP-OUTCOME-1/2: the combat is over. */
function endPvp(state: GameState, outcome: PvpOutcome, ctx: Ctx): void {
  const pvp = pvpOf(state);
  pvp.outcome = outcome;
  pvp.phase = 'after';
  clearAttack(pvp);
  pvp.damage = 0;
  if (outcome.kind === 'retreat') {
    gainFame(state, getPlayer(state, outcome.winner), outcome.fame, ctx); // PVP-OUTCOME-1
  } else {
    // PVP-OUTCOME-2a: the aggressor withdraws to where they attacked from (END-2 if not safe).
    const a = getPlayer(state, pvp.aggressor);
    const at = pvpTurnOf(state, pvp.aggressor);
    a.position = pvp.from;
    if (at) {
      if (at.path[at.path.length - 1] === pvp.hex) at.path.pop();
      if (at.path[at.path.length - 1] !== pvp.from) at.path.push(pvp.from);
    }
    ctx.emit({ type: 'withdrawn', player: pvp.aggressor, hex: pvp.from });
  }
  ctx.emit({
    type: 'pvp-ended',
    player: pvp.aggressor,
    outcome: outcome.kind,
    winner: outcome.kind === 'retreat' ? outcome.winner : null,
    fame: outcome.kind === 'retreat' ? outcome.fame : 0,
  });
  if (pvp.commitment === 'full') {
    // PVP-3a.5/3a.6: special and healing effects, then the normal End of Turn steps.
    decide(state, pvp.defender, ctx);
    if (state.turn) state.turn.phase = 'after';
    return;
  }
  endPartialDefence(state, ctx);
}

/**
 * PVP-3b.4/3b.5: a partly committed defender's part of the turn ends at once, without the End of
 * Turn steps. Ruling: the cards they played go to their discard pile (thrown-away ones leave the
 * game) as they would at the end of a turn; unused mana tokens stay with them until their next
 * turn; a Source die an effect let them use goes back rerolled.
 */
function endPartialDefence(state: GameState, ctx: Ctx): void {
  const pvp = pvpOf(state);
  const d = getPlayer(state, pvp.defender);
  const dt = pvpTurnOf(state, pvp.defender);
  if (dt) {
    for (const pc of dt.played) {
      if (pc.throwAway) {
        if (isWound(pc.card)) returnWound(state);
        else state.removed.push(pc.card);
      } else d.discard.push(pc.card);
    }
    dt.played = [];
    if (dt.manaTokens.length > 0) d.heldManaTokens = [...dt.manaTokens];
    dt.manaTokens = [];
  }
  for (const { id, takenBy } of state.source.dice) {
    if (takenBy !== pvp.defender) continue;
    const die = writableDie(state, id);
    die.takenBy = null;
    die.color = rollFace(rngOf(state));
  }
  resumeAggressor(state, ctx);
}

/** The aggressor's turn goes on after the combat (its action is done). */
function resumeAggressor(state: GameState, ctx: Ctx): void {
  const pvp = pvpOf(state);
  const at = pvpTurnOf(state, pvp.aggressor);
  if (!at) throw new Error('aggressor turn lost');
  state.turn = at;
  at.phase = 'after';
  state.pvp = null;
  ctx.emit({ type: 'decision-passed', player: at.player });
}

/**
 * The end of a turn is about to pass the turn on: a fully committed defender's End of Turn steps
 * are over, so the aggressor continues instead (PVP-3a.6). Returns true when it took over.
 */
export function pvpTurnEnded(state: GameState, player: PlayerId, ctx: Ctx): boolean {
  const pvp = state.pvp;
  if (!pvp || pvp.phase !== 'after' || player !== pvp.defender) return false;
  resumeAggressor(state, ctx);
  return true;
}
