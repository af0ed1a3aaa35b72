// Round structure (§3): end of round, preparing a new round (ROUND-2), end of the game (ROUND-5).
import type { Ctx } from '../core/context';
import { readView } from '../core/read-view';
import { cardDef, unitDef } from '../content';
import { rollSourceDice, writableDice } from '../mana/source';
import { realCount } from '../map/map';
import { rngOf } from '../rng/rng';
import { scenarioDef } from '../state/scenario-table';
import { drawCards, handLimitFor } from '../state/cards';
import type { ScoreResult } from '../state/scenario-types';
import type { GameState, PlayerState } from '../state/types';
import { tacticsFor } from './tactics';
import { queueUnitUpkeep } from '../units/upkeep';
import { elitesInOffer, roundEndHook, roundStartHook } from '../state/scenario-hooks';
import { nextRoundTime } from './variant-time';
import { bannerRoundEndStart } from '../protocol/hook-port';

export function isCoreRevealed(state: GameState): boolean {
  return state.map.tiles.some((t) => t.tile.startsWith('core-'));
}

/** ROUND-5: at the end of a round, either the game ends or a new round is prepared. */
export function endRound(state: GameState, ctx: Ctx): void {
  const scen = scenarioDef(state.setup.scenario);
  ctx.emit({ type: 'round-ended', round: state.round.number });
  // SCEN-RECON-5 etc.: "if the round ends meanwhile, the game ends at once".
  if (state.round.finalTurnsLeft !== null) {
    endGame(state, 'scenario-end', ctx);
    return;
  }
  if (state.round.number >= scen.rounds(realCount(state), state.setup.variants)) {
    endGame(state, 'round-limit', ctx);
    return;
  }
  // VAR-RAMPAGE, VAR-TIME-2, VAR-DECK-1/2: the variants' end-of-round steps (variants/round-end.ts).
  if (variantRoundEnd(state, ctx)) return;
  // SCEN-FULL-COOP-4b, SCEN-RETURN-2, SCEN-DRUID-4c: the scenario's end-of-round rules.
  if (roundEndHook(state, ctx)) return;
  prepareRound(state, ctx);
}

export function endGame(state: GameState, reason: string, ctx: Ctx): void {
  const scen = scenarioDef(state.setup.scenario);
  state.turn = null;
  state.combat = null;
  state.pending = [];
  const result = teamScore(state) ?? scen.score(state); // SCEN-TEAM-9 (team games score by team)
  state.gameOver = {
    reason,
    scores: result.sheets,
    winners: result.winners,
    ...(result.victory !== undefined ? { victory: result.victory } : {}),
  };
  ctx.emit({ type: 'game-over', reason });
}

/** SCEN-TEAM-9: a team game's final score (variants/teams.ts), null when the game has no teams. */
export type TeamScore = (state: GameState) => ScoreResult | null;

let teamScore: TeamScore = () => {
  throw new Error('team scoring not registered (import the engine through src/engine)');
};

/** Filled by the composition root: team scoring builds on the scenarios' scoring above the flow. */
export function registerTeamScore(score: TeamScore): void {
  teamScore = score;
}

/** The variants' end-of-round steps (variants/round-end.ts); true when a choice must be answered. */
export type VariantRoundEnd = (state: GameState, ctx: Ctx) => boolean;
let variantRoundEnd: VariantRoundEnd = () => {
  throw new Error('variant round-end steps not registered (import the engine through src/engine)');
};

/**
 * Filled by the composition root: the variants' steps sit above the round flow and call
 * prepareRound when their choices are answered, so the round flow does not import them (issue 14).
 */
export function registerVariantRoundEnd(steps: VariantRoundEnd): void {
  variantRoundEnd = steps;
}

/**
 * ROUND-2: a new round. UNIT-8b / ROUND-2g.1: first each player decides, Banner by Banner, whether
 * an assigned Banner stays or is shuffled back into the Deed deck; the last answer sets up the
 * round (setUpRound), so that a returned Banner is part of the new deck (ROUND-2g.3).
 */
export function prepareRound(state: GameState, ctx: Ctx): void {
  if (bannerRoundEndStart(state)) return;
  setUpRound(state, ctx);
}

/** ROUND-2a..2g, once the Banner decisions (UNIT-8b) are made. */
export function setUpRound(state: GameState, ctx: Ctx): void {
  const scen = scenarioDef(state.setup.scenario);
  const r = rngOf(state);
  const nReal = realCount(state);
  const round = state.round;
  // SCEN-SOLO-CONQ-7: both used tactics leave the game at the end of every round.
  if (scen.tacticRule(nReal) === 'solo')
    for (const p of state.players) if (p.tactic) state.tacticsRemoved.push(p.tactic);
  // ROUND-2a
  round.number += 1;
  round.time = nextRoundTime(state); // VAR-TIME-2: Day after Day until the darkness comes
  // ROUND-2b
  const dice = writableDice(state);
  for (const d of dice) {
    d.takenBy = null;
    delete d.stolenBy;
    delete d.keepColor;
    // Mana Claim / Curse end with the round.
    delete d.claimedBy;
    delete d.claimMode;
    delete d.curse;
  }
  rollSourceDice(dice, r);
  ctx.emit({ type: 'dice-rolled', count: dice.length });
  // ROUND-2c
  rebuildUnitOffer(state, nReal + 2 + (scen.extraUnits ?? 0));
  // ROUND-2d, 2e (SCEN-DUMMY-9, -10)
  refreshOffer(state, 'advancedActions', ctx);
  refreshOffer(state, 'spells', ctx);
  // ROUND-2f
  round.tacticsOffer = tacticsFor(round.time, state.tacticsRemoved);
  // ROUND-2g
  for (const p of state.players) {
    p.tactic = null;
    p.tacticFlipped = false;
    // Sparing Power's stored cards return with all other deed cards (tactics.md notes).
    const stored = p.tacticData.stored ?? [];
    p.tacticData = {};
    for (const s of p.skills) {
      s.flipped = false;
      s.inCenter = false;
      s.usedThisTurn = false;
    }
    for (const u of p.units) u.ready = true;
    // ROUND-2g.1: the Banners kept on their units (UNIT-8b, prepareRound) face up again.
    for (const u of p.units) delete u.bannerFlipped;
    // Time Bending: the card set aside for the round returns with all other deed cards.
    const setAside = p.setAside ?? [];
    delete p.setAside;
    if (p.kind === 'dummy') {
      p.deck = r.shuffle([...p.deck, ...p.discard]);
      p.discard = [];
      continue;
    }
    p.deck = r.shuffle([...p.deck, ...p.hand, ...p.discard, ...stored, ...setAside]);
    p.hand = [];
    p.discard = [];
  }
  ctx.emit({ type: 'deck-shuffled' });
  for (const p of state.players) {
    if (p.kind === 'dummy') continue;
    drawCards(state, p, handLimitFor(state, p), ctx);
    p.nextDrawBonus = 0;
  }
  // familiars-upkeep: Magic Familiars are paid for (or disbanded) before tactics.
  queueUnitUpkeep(state);
  round.phase = 'tactics';
  round.current = 0;
  round.tacticPicker = null;
  round.endAnnouncedBy = null;
  round.lastTurnsLeft = [];
  ctx.emit({ type: 'round-started', round: round.number, time: round.time });
  roundStartHook(state, ctx); // SCEN-MINES-4e
}

/** ROUND-2c.1..2c.6: a new Unit offer. */
export function rebuildUnitOffer(state: GameState, count: number): void {
  for (const u of state.offers.units) {
    (unitDef(u).elite ? state.decks.eliteUnits : state.decks.regularUnits).push(u);
  }
  state.offers.units = [];
  state.decks.advancedActions.push(...state.offers.monasteryActions);
  state.offers.monasteryActions = [];
  const core =
    elitesInOffer(state) ??
    (isCoreRevealed(state) && state.setup.scenario !== 'first-reconnaissance');
  for (let i = 0; i < count; i++) {
    const eliteTurn = core && i % 2 === 0;
    const deck = eliteTurn ? state.decks.eliteUnits : state.decks.regularUnits;
    const fallback = eliteTurn ? state.decks.regularUnits : state.decks.eliteUnits;
    const u = deck.shift() ?? fallback.shift();
    if (u) state.offers.units.push(u);
  }
  const monasteries = Object.values(readView(state.map.hexes)).filter(
    (h) => h.site?.type === 'monastery' && !h.burned,
  ).length;
  for (let i = 0; i < monasteries; i++) {
    const aa = state.decks.advancedActions.shift();
    if (aa) state.offers.monasteryActions.push(aa);
  }
}

/**
 * ROUND-2d/2e: the lowest card leaves the offer (under its deck; for advanced actions into the
 * dummy's deck, SCEN-DUMMY-9), the rest shift down and a new card comes in on top. The dummy gains
 * a crystal of the removed spell's colour (SCEN-DUMMY-10, no limit of 3).
 */
export function refreshOffer(
  state: GameState,
  which: 'advancedActions' | 'spells',
  ctx: Ctx,
): void {
  const offer = state.offers[which];
  const deck = state.decks[which];
  const lowest = offer.pop();
  const dummy: PlayerState | undefined = state.players.find((p) => p.kind === 'dummy');
  if (lowest) {
    if (which === 'advancedActions' && dummy) {
      dummy.deck = rngOf(state).shuffle([...dummy.deck, lowest]);
      ctx.emit({ type: 'dummy-gains-card', card: lowest });
    } else {
      deck.push(lowest);
    }
    if (which === 'spells' && dummy) {
      const color = cardDef(lowest).colors[0];
      if (color) {
        dummy.crystals[color] += 1;
        ctx.emit({ type: 'dummy-gains-crystal', color });
      }
    }
  }
  const next = deck.shift();
  if (next) offer.unshift(next);
}
