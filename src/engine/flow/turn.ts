// A player's turn (§5) and the end of turn (§9).
import type { Ctx } from '../core/context';
import { readView } from '../core/read-view';
import { attachContinuation, resolveEffects, type EffectCtx } from '../effects/interpret';
import type { Pending } from '../state/choice-types';
import { cardDef, heroDef } from '../content';
import { levelForFame, levelInfo } from '../content/tracks';
import { changeReputation, gainFame } from '../state/fame';
import { revealAdjacentDefenders, portalHex } from '../map/map';
import { rngOf } from '../rng/rng';
import { rollFace, writableDie } from '../mana/source';
import { scenarioDef, scenarioSetupOf } from '../state/scenario-table';
import { drawCards, handLimitFor, isWound, returnWound, takeWounds } from '../state/cards';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId, PlayerState, TurnState } from '../state/types';
import { endRound } from './round';
import { isSafeSpace } from '../movement/movement';
import { continueRewards } from '../combat/rewards';
import { sparingPowerChoice } from './tactic-effects';
import {
  interceptTurnEnd,
  mineProduces,
  portalClosed,
  scenarioEndMet,
  turnStartEffects,
} from '../state/scenario-hooks';
import { skillsAtTurnStart } from '../skills/skills';
import { endOfTurnCards } from '../protocol/hook-port';

export function newTurnState(state: GameState, p: PlayerState): TurnState {
  return {
    player: p.id,
    phase: 'start',
    rested: false,
    action: null,
    movePoints: 0,
    influencePoints: 0,
    healPoints: 0,
    played: [],
    manaTokens: [],
    diceUsed: [],
    diceAllowed: 1,
    modifiers: [],
    path: p.position ? [p.position] : [],
    moved: false,
    cardPlayedOrDiscarded: false,
    startedWithEmptyHand: p.hand.length === 0 && p.deck.length > 0,
    endOfTurnReputation: 0,
    endOfTurnFame: 0,
    rewards: [],
    interaction: null,
    assaultFrom: null,
    levelAtStart: p.level,
    deckEmptyAtStart: p.deck.length === 0,
    endStep: 0,
    forfeited: false,
    triggers: [],
    flags: {},
  };
}

/**
 * Start the turn of the current player (TURN-FLIP-2, TURN-EOR-3b/3d, MOVE-8d.1). Returns true when
 * the turn ended at once (forfeited) and the flow should go on.
 */
export function startTurn(state: GameState, ctx: Ctx): boolean {
  const id = state.round.order[state.round.current];
  if (id === undefined) throw new Error('no current player');
  const p = getPlayer(state, id);
  // TURN-FLIP-2c: interactive skills of this player placed in the centre expire.
  const expired = p.skills.filter((s) => s.inCenter).map((s) => s.id);
  for (const s of p.skills)
    if (s.inCenter) {
      s.inCenter = false;
      s.flipped = true;
    }
  if (p.orderTokenFlipped) {
    // TURN-FLIP-2: turn the token face up; the turn is forfeited.
    p.orderTokenFlipped = false;
    ctx.emit({ type: 'turn-forfeited', player: id, reason: 'order-token' });
    finishTurn(state, id, ctx);
    return true;
  }
  const announced = state.round.endAnnouncedBy !== null;
  if (p.deck.length === 0 && p.hand.length === 0) {
    if (!announced) {
      // TURN-EOR-3b: deck and hand empty → the End of the Round must be announced.
      announceEndOfRound(state, id, ctx);
    } else {
      // TURN-EOR-3d: nothing left to play → the turn is forfeited.
      ctx.emit({ type: 'turn-forfeited', player: id, reason: 'no-cards' });
    }
    finishTurn(state, id, ctx);
    return true;
  }
  if (p.position === null) {
    // SETUP-P7 / MOVE-8d.1: the figure enters (or re-enters) on the portal.
    p.position = portalHex(state);
  }
  state.turn = newTurnState(state, p);
  ctx.emit({ type: 'turn-started', player: id });
  startOfTurnBenefits(state, p, ctx);
  turnStartEffects(state, p, ctx); // PVP-3b.5, scenario start-of-turn rules
  skillsAtTurnStart(state, p, expired, ctx); // SKILL-4c, passive skills, tokens back from the centre
  sparingPowerChoice(state, p); // Sparing Power: decided before each turn
  revealAdjacentDefenders(state, p.position, ctx);
  return false;
}

/** Site effects at the start of a turn (magical glade: gold by Day, black by Night, sites.md). */
export function startOfTurnBenefits(state: GameState, p: PlayerState, ctx: Ctx): void {
  const hex = p.position ? state.map.hexes[p.position] : undefined;
  const turn = state.turn;
  if (!hex?.site || !turn) return;
  if (hex.site.type === 'magical-glade') {
    const color = state.round.time === 'day' ? 'gold' : 'black';
    turn.manaTokens.push(color);
    ctx.emit({ type: 'mana-gained', player: p.id, color, source: 'magical-glade' });
  }
}

/** TURN-EOR-3: announce the End of the Round; every other player has one more turn. */
export function announceEndOfRound(state: GameState, id: PlayerId, ctx: Ctx): void {
  state.round.endAnnouncedBy = id;
  const order = state.round.order;
  const at = order.indexOf(id);
  const others: PlayerId[] = [];
  for (let i = 1; i < order.length; i++) {
    const pid = order[(at + i) % order.length];
    if (pid !== undefined) others.push(pid);
  }
  state.round.lastTurnsLeft = others;
  ctx.emit({ type: 'end-of-round-announced', player: id });
}

/**
 * A turn is over (after the end-of-turn steps, or forfeited): check the scenario end, then pass
 * the turn on (ROUND-4a), ending the round when everybody had their last turn.
 */
export function finishTurn(state: GameState, id: PlayerId, ctx: Ctx): void {
  const round = state.round;
  state.turn = null;
  const p = getPlayer(state, id);
  // MOVE-8d.1: a hero ending the turn on the portal leaves the map until the next turn.
  // SCEN-RETURN-2: not once the portal has closed.
  if (p.position && state.map.hexes[p.position]?.site?.type === 'portal' && !portalClosed(state))
    p.position = null;
  checkScenarioEnd(state, id, ctx);
  if (state.gameOver) return;
  if (round.endAnnouncedBy !== null && round.endAnnouncedBy !== id)
    round.lastTurnsLeft = round.lastTurnsLeft.filter((x) => x !== id);
  if (round.finalTurnsLeft !== null && round.endTriggeredBy !== id)
    round.finalTurnsLeft = round.finalTurnsLeft.filter((x) => x !== id);
  if (round.endTriggeredBy === id && round.finalTurnsLeft !== null) {
    // The triggering turn itself is not the last one; from now on the list counts down.
    round.endTriggeredBy = -1;
  }
  if (round.finalTurnsLeft !== null && round.finalTurnsLeft.length === 0) {
    endGameNow(state, ctx);
    return;
  }
  if (round.endAnnouncedBy !== null && round.lastTurnsLeft.length === 0) {
    endRound(state, ctx);
    return;
  }
  // The Right Moment: the same player takes another turn right away.
  if (p.tacticData.extraTurnPending) {
    delete p.tacticData.extraTurnPending;
    return;
  }
  const n = round.order.length;
  for (let step = 1; step <= n; step++) {
    const next = (round.current + step) % n;
    const pid = round.order[next];
    if (pid === undefined) continue;
    if (round.endAnnouncedBy !== null && !round.lastTurnsLeft.includes(pid)) continue;
    if (round.finalTurnsLeft !== null && !round.finalTurnsLeft.includes(pid)) continue;
    round.current = next;
    return;
  }
  // Nobody may move any more.
  if (round.finalTurnsLeft !== null) endGameNow(state, ctx);
  else endRound(state, ctx);
}

function endGameNow(state: GameState, ctx: Ctx): void {
  // Imported lazily to keep the module graph simple.
  endRoundAsGameEnd(state, ctx);
}

import { endGame } from './round';
function endRoundAsGameEnd(state: GameState, ctx: Ctx): void {
  endGame(state, 'scenario-end', ctx);
}

/** ROUND-4c: check the scenario's end condition at the end of every turn. */
export function checkScenarioEnd(state: GameState, id: PlayerId, ctx: Ctx): void {
  const round = state.round;
  if (round.finalTurnsLeft !== null) return;
  const scen = scenarioDef(state.setup.scenario);
  let met = false;
  if (scen.end === 'city-revealed') met = state.cities.length > 0;
  else if (scen.end === 'all-cities-conquered')
    met =
      state.cities.length > 0 && allCitiesFound(state) && state.cities.every((c) => c.conquered);
  if (!met) met = scenarioEndMet(state); // SCEN-MINES-5, SCEN-DRUID-5, SCEN-DUNGEON-5
  if (!met) return;
  // Every real player has one last turn, the one who met the condition included (last); the dummy
  // has none (SCEN-SOLO-CONQ-8).
  const order = round.order;
  const at = order.indexOf(id);
  const list: PlayerId[] = [];
  for (let i = 1; i <= order.length; i++) {
    const pid = order[(at + i) % order.length];
    if (pid !== undefined && state.players[pid]?.kind !== 'dummy') list.push(pid);
  }
  round.finalTurnsLeft = list;
  round.endTriggeredBy = id;
  ctx.emit({ type: 'scenario-end-triggered', player: id });
}

/** All city tiles of the scenario are on the map. */
function allCitiesFound(state: GameState): boolean {
  return state.cities.length >= scenarioSetupOf(state).tiles.coreCity;
}

// ----------------------------------------------------------------------------- end of turn

/** Begin the end-of-turn steps (TURN-END-8, §9). */
export function beginEndOfTurn(state: GameState, ctx: Ctx): void {
  const turn = state.turn;
  if (!turn) return;
  turn.phase = 'end';
  turn.endStep = 0;
  continueEndOfTurn(state, ctx);
}

/** Run end-of-turn steps until one needs a decision (a pending choice) or the turn is over. */
export function continueEndOfTurn(state: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 50; guard++) {
    const turn = state.turn;
    if (!turn || turn.phase !== 'end' || state.pending.length > 0) return;
    const p = getPlayer(state, turn.player);
    const step = turn.endStep;
    turn.endStep += 1;
    switch (step) {
      case 0:
        returnDice(state, p, ctx); // TURN-END-8a, END-1
        break;
      case 1:
        forcedWithdrawal(state, p, ctx); // END-2
        break;
      case 2:
        cleanUp(state, p, ctx); // END-3
        break;
      case 3:
        if (!turn.forfeited) siteBenefits(state, p, ctx); // END-4, TURN-EOR-4
        break;
      case 4:
        applyDeferred(state, p, ctx);
        break;
      case 5:
        continueRewards(state, p, ctx); // END-5 (may push choices and re-enter this step)
        break;
      case 6:
        levelUp(state, p, ctx); // END-6
        break;
      case 7:
        askDiscard(state, p); // END-7a
        break;
      case 8: {
        if (turn.flags['skip-draw']) break; // Time Bending: no cards are drawn
        // END-7b/7c/7d: draw up to the (modified) hand limit; never discard the excess.
        // END-7b.4 Planning: with at least 2 cards in hand before drawing, the limit is 1 higher.
        if (p.tactic === 'planning' && p.hand.length >= 2 && !turn.flags['planning-applied']) {
          turn.flags['planning-applied'] = 1;
          p.nextDrawBonus += 1;
        }
        for (const [flag, amount] of Object.entries(turn.flags))
          if (flag.startsWith('hand-limit-on-')) {
            const terrain = flag.slice('hand-limit-on-'.length);
            if (p.position && state.map.hexes[p.position]?.terrain === terrain)
              p.nextDrawBonus += amount;
            delete turn.flags[flag];
          }
        const limit = handLimitFor(state, p);
        drawCards(state, p, Math.max(0, limit - p.hand.length), ctx);
        // END-7d.1: Long Night may be used while drawing when the deck runs out.
        if (
          p.hand.length < limit &&
          p.deck.length === 0 &&
          p.discard.length > 0 &&
          p.tactic === 'long-night' &&
          !p.tacticFlipped &&
          !turn.flags['long-night-declined']
        ) {
          state.pending.push({
            kind: 'tactic-long-night-draw',
            player: p.id,
            source: 'long-night',
            options: ['yes', 'no'],
          });
          turn.endStep -= 1;
          break;
        }
        // ROUND-4f: in the player's last turn of a round (the End of the Round was announced by
        // someone else), a "next time you draw" bonus carries over to the new round's draw
        // (ROUND-2g.4); Planning's +1 belongs to this draw only.
        const lastTurnOfRound =
          state.round.endAnnouncedBy !== null && state.round.endAnnouncedBy !== p.id;
        p.nextDrawBonus = lastTurnOfRound
          ? Math.max(0, p.nextDrawBonus - (turn.flags['planning-applied'] ? 1 : 0))
          : 0;
        break;
      }
      default:
        ctx.emit({ type: 'turn-ended', player: p.id });
        if (interceptTurnEnd(state, p.id, ctx)) return; // PvP defender, cooperative assault
        finishTurn(state, p.id, ctx);
        return;
    }
  }
}

function returnDice(state: GameState, p: PlayerState, ctx: Ctx): void {
  const r = rngOf(state);
  let rolled = 0;
  for (const { id, takenBy, claimedBy } of state.source.dice) {
    if (takenBy !== p.id) continue;
    if (claimedBy === p.id) continue; // Mana Claim: kept until the end of the round
    const d = writableDie(state, id);
    d.takenBy = null;
    // Mana Steal: a stolen die that was used goes back to the Source, rerolled.
    if (d.stolenBy === p.id) d.stolenBy = null;
    if (d.keepColor) {
      delete d.keepColor;
      continue;
    }
    d.color = rollFace(r);
    rolled++;
  }
  if (rolled > 0) ctx.emit({ type: 'dice-rolled', player: p.id, count: rolled });
}

/** END-2: retrace the path to the last safe space, 1 Wound per space entered. */
function forcedWithdrawal(state: GameState, p: PlayerState, ctx: Ctx): void {
  const turn = state.turn;
  if (!turn || !p.position) return;
  if (isSafeSpace(state, p.id, p.position)) return;
  const path = [...turn.path];
  let wounds = 0;
  while (path.length > 1) {
    path.pop();
    const back = path[path.length - 1];
    if (back === undefined) break;
    p.position = back;
    wounds++;
    if (isSafeSpace(state, p.id, back)) break;
  }
  takeWounds(state, p, wounds, 'hand', ctx);
  ctx.emit({ type: 'forced-withdrawal', player: p.id, hex: p.position, wounds });
}

/** END-3: played cards to the discard pile (thrown-away cards leave), mana tokens back. */
function cleanUp(state: GameState, p: PlayerState, ctx: Ctx): void {
  const turn = state.turn;
  if (!turn) return;
  const played = [...turn.played];
  for (const pc of turn.played) {
    if (pc.throwAway) {
      if (isWound(pc.card)) returnWound(state);
      else state.removed.push(pc.card);
    } else {
      p.discard.push(pc.card);
    }
  }
  turn.played = [];
  endOfTurnCards(state, p, played, ctx); // Time Bending, Steady Tempo, Crystal Mastery, Banners
  // Crystal Joy: discard another card to take the played card back into hand.
  for (const [flag, v] of Object.entries(turn.flags)) {
    if (!flag.startsWith('reclaim:')) continue;
    const card = flag.slice('reclaim:'.length);
    if (!p.discard.includes(card)) continue;
    const options = p.hand.filter((c) => v === 2 || !isWound(c));
    if (options.length === 0) continue;
    state.pending.push({
      kind: 'reclaim',
      player: p.id,
      source: card,
      options: [...options, 'none'],
      data: { card },
    });
  }
  turn.manaTokens = [];
  turn.movePoints = 0;
  turn.influencePoints = 0;
  turn.healPoints = 0;
  turn.modifiers = turn.modifiers.filter((m) => m.duration === 'round');
  ctx.emit({ type: 'play-area-cleared', player: p.id });
}

/** END-4: magical glade (throw away a wound) and crystal mine (gain a crystal). */
function siteBenefits(state: GameState, p: PlayerState, ctx: Ctx): void {
  if (!p.position) return;
  const site = state.map.hexes[p.position]?.site;
  if (!site) return;
  if (site.type === 'crystal-mine' && site.color && mineProduces(state, p.position)) {
    // END-4b: nothing when already holding 3 of that colour.
    if (p.crystals[site.color] < 3) {
      p.crystals[site.color] += 1;
      ctx.emit({ type: 'crystal-gained', player: p.id, color: site.color, source: 'crystal-mine' });
    }
  } else if (
    site.type === 'deep-mine' &&
    site.colors &&
    site.colors.length > 0 &&
    mineProduces(state, p.position)
  ) {
    const options = site.colors.filter((c) => p.crystals[c] < 3);
    if (options.length === 1 && options[0]) {
      p.crystals[options[0]] += 1;
      ctx.emit({ type: 'crystal-gained', player: p.id, color: options[0], source: 'deep-mine' });
    } else if (options.length > 1) {
      state.pending.push({
        kind: 'deep-mine-crystal',
        player: p.id,
        source: 'deep-mine',
        options,
      });
    }
  } else if (site.type === 'magical-glade') {
    // END-4a: may throw away one Wound from hand or discard pile.
    const options: string[] = [];
    if (p.hand.some(isWound)) options.push('hand');
    if (p.discard.some(isWound)) options.push('discard');
    if (options.length > 0)
      state.pending.push({
        kind: 'glade-wound',
        player: p.id,
        source: 'magical-glade',
        options: [...options, 'none'],
      });
  }
}

function applyDeferred(state: GameState, p: PlayerState, ctx: Ctx): void {
  const turn = state.turn;
  if (!turn) return;
  if (turn.endOfTurnReputation !== 0) {
    changeReputation(state, p, turn.endOfTurnReputation, ctx);
    turn.endOfTurnReputation = 0;
  }
  if (turn.endOfTurnFame !== 0) {
    gainFame(state, p, turn.endOfTurnFame, ctx);
    turn.endOfTurnFame = 0;
  }
}

// Fame and Reputation primitives live in state/fame.ts (issue 14); re-exported for older callers.
export { changeReputation, gainFame } from '../state/fame';

/** END-6: one level per row crossed; odd levels give a command token, even levels a skill + AA. */
function levelUp(state: GameState, p: PlayerState, ctx: Ctx): void {
  const target = levelForFame(p.fame);
  while (p.level < target) {
    p.level += 1;
    const info = levelInfo(p.level);
    ctx.emit({
      type: 'level-up',
      player: p.id,
      level: p.level,
      armor: info.armor,
      handLimit: info.handLimit,
    });
    if (info.skill) queueSkillChoice(state, p, ctx);
  }
}

/** END-6b: reveal two skill tokens and offer the choice (resolved by the 'level-skill' choice). */
function queueSkillChoice(state: GameState, p: PlayerState, ctx: Ctx): void {
  const drawn = p.skillPile.splice(0, 2);
  const commonOthers = state.offers.skills.filter((s) => !heroDef(p.hero).skills.includes(s));
  const options = [...drawn.map((s) => `own:${s}`), ...commonOthers.map((s) => `common:${s}`)];
  if (options.length === 0) return;
  state.pending.push({
    kind: 'level-skill',
    player: p.id,
    source: 'level-up',
    options,
    data: { drawn },
  });
  ctx.emit({ type: 'skills-revealed', player: p.id, skills: drawn });
}

/**
 * END-7a with TURN-OPT-5a: discard any number of non-Wound cards; at least 1 if none was played or
 * discarded. Ruling (the rulebook leaves it open): a hand of only Wounds with nothing played
 * discards one Wound, exactly as a slow recovery would (TURN-REST-7c).
 */
function askDiscard(state: GameState, p: PlayerState): void {
  const turn = state.turn;
  if (!turn || turn.forfeited) return;
  const mustDiscard = !turn.cardPlayedOrDiscarded && !turn.startedWithEmptyHand;
  let candidates = p.hand.filter((c) => !isWound(c));
  if (candidates.length === 0) {
    if (!mustDiscard) return;
    const wound = p.hand.find(isWound);
    if (!wound) return;
    candidates = [wound];
  }
  state.pending.push({
    kind: 'end-discard',
    player: p.id,
    source: 'end-of-turn',
    options: candidates,
    min: mustDiscard ? 1 : 0,
    max: candidates.length,
  });
}

/** The dummy player's turn (SCEN-DUMMY-7, SCEN-DUMMY-8). */
export function dummyTurn(state: GameState, id: PlayerId, ctx: Ctx): void {
  const p = getPlayer(state, id);
  if (p.deck.length === 0) {
    if (state.round.endAnnouncedBy === null) announceEndOfRound(state, id, ctx);
    finishTurn(state, id, ctx);
    return;
  }
  const flipped: string[] = [];
  const flip = (n: number) => {
    // A new deck array, not a shift per card (each shift moves the whole deck through immer's
    // proxy); an unchanged deck is read as its frozen original (issue 15).
    const deck = readView(p.deck);
    const size = deck.length;
    let k = 0;
    while (k < n && k < size) k++;
    if (k === 0) return;
    const cards = deck.slice(0, k);
    p.deck = deck.slice(k);
    p.discard.push(...cards);
    flipped.push(...cards);
  };
  flip(3);
  const last = flipped[flipped.length - 1];
  const color = last ? cardDef(last).colors[0] : undefined;
  let extra = 0;
  if (color && p.crystals[color] > 0) {
    extra = p.crystals[color];
    flip(extra);
  }
  ctx.emit({ type: 'dummy-turn', player: id, cards: flipped, color: color ?? null, extra });
  ctx.emit({ type: 'cards-drawn', player: id, count: flipped.length });
  finishTurn(state, id, ctx);
}

export { returnWound };

/** Run the effects that were waiting for this answer, then resume the end of turn if needed. */
export function continueAfter(state: GameState, p: Pending, depth: number, ctx: Ctx): void {
  const then = p.then ?? [];
  if (then.length > 0) {
    const ec: EffectCtx = { player: p.player, ...(p.context ?? { source: p.source }) };
    if (state.pending.length > depth) attachContinuation(state, then, ec);
    else resolveEffects(state, then, ec, ctx);
  }
  if (state.pending.length === 0 && state.turn?.phase === 'end') continueEndOfTurn(state, ctx);
}
