// What the greedy bot thinks things are worth, in Fame-like points: site conquests and rewards,
// and a generic evaluation of a whole position for choices it can only judge by looking ahead.
import {
  ruinsDef,
  SCENARIOS,
  siteDef,
  type GameState,
  type PlayerState,
  type Reward,
  type SiteType,
} from '../../../engine';
import { cardWorth, isWound, skillWorth, unitWorth } from './knowledge';

/** Value lost per Wound taken into the hand. */
export const WOUND_COST = 3.5;

/**
 * What a Wound costs now. Not less near the end: every Wound still in the deck when the game ends
 * costs points (the standard achievements' Greatest Beating), and it clogs the hands until then.
 */
export function woundCostNow(state: GameState): number {
  return TUNING.wound + (roundsLeft(state) <= 1 ? TUNING.woundLate : 0);
}

/** Weights of the bot's judgement (one place to tune them). */
export const TUNING = {
  /**
   * Value per point of Fame of an enemy defeated. 3 rather than 2.5: more fights taken (Solo
   * Conquest, 60 games: mean score 29.4 → 31.4, combats +13%), Full Conquest no worse.
   */
  fame: 3,
  /** Base value of revealing a tile, and its extra while cities are still hidden. */
  explore: 7,
  exploreCities: 6,
  /** More while the next city to be revealed has a level below the hero's. */
  exploreBeatableCity: 8,
  /** Value lost per turn (and per Move point) a goal is away. */
  turn: 5,
  movePoint: 0.2,
  /** Interaction value factor. */
  interact: 0.8,
  /**
   * The knobs below are today's greedy constants, named so that the expert can play with its own
   * profile (expert/profile.ts swaps them in for its decisions only; the greedy bot keeps these).
   */
  /** Value lost per Wound taken (WOUND_COST). */
  wound: WOUND_COST,
  /** Least fight score worth walking to or starting: adventure sites / rampaging, fortified sites. */
  fightMin: 1.5,
  fightMinFortified: 2,
  /** A Wound's extra cost in the last two rounds (it stays in the deck for the score). */
  woundLate: 1,
  /** No fight goals with more Wounds than this in the hand. */
  fightMaxHandWounds: 3,
  /** A Wound healed at a site: its cost plus this (plus healLate in the last two rounds). */
  healExtra: 1.5,
  healLate: 0,
  /** Factor on a unit's worth when recruiting, and the extra of an Advanced Action or a spell. */
  recruit: 1,
  buyAction: 2,
  buySpell: 3,
};

export function rewardValue(r: Reward): number {
  switch (r.kind) {
    case 'artifact':
      return 9 * r.count;
    case 'spell':
      return 9 * r.count;
    case 'advanced-action':
      return 7 * r.count;
    case 'unit':
      return 8 * r.count;
    case 'crystal-set':
      return 6;
    case 'random-crystals':
      return 1.6 * r.count;
    case 'crystals-of-choice':
      return 2 * r.count;
    case 'dungeon-roll':
      return 9;
    case 'fame':
      return r.amount;
  }
}

/** Remaining rounds after the current one. */
export function roundsLeft(state: GameState): number {
  const real = state.players.filter((p) => p.kind !== 'dummy').length;
  let total = 6;
  try {
    total = SCENARIOS[state.setup.scenario].rounds(real, state.setup.variants);
  } catch {
    /* keep the default */
  }
  return Math.max(0, total - state.round.number);
}

/** Value of conquering a site (beyond the Fame of its defenders). */
export function siteConquestValue(
  state: GameState,
  me: PlayerState,
  type: SiteType,
  hex: string,
): number {
  switch (type) {
    case 'keep':
      return 6;
    case 'mage-tower':
      return 10;
    case 'city': {
      const open = state.cities.filter((c) => !c.conquered && !c.friendly);
      const scen = SCENARIOS[state.setup.scenario];
      let cityTiles = state.cities.length;
      try {
        const real = state.players.filter((p) => p.kind !== 'dummy').length;
        cityTiles = Math.max(cityTiles, scen.setup(real, state.setup.variants).tiles.coreCity);
      } catch {
        /* keep the revealed ones */
      }
      // the last city: no other one left to conquer, revealed or not
      const last = open.length === 1 && open[0]?.hex === hex && state.cities.length >= cityTiles;
      const solo = state.setup.scenario === 'solo-conquest';
      const goal = scen?.end === 'all-cities-conquered';
      // in points of the scenario's scoring (SCEN-SOLO-CONQ-9: +10 a city, +15 all of them, +30 a
      // round saved) times the value of a point of Fame
      const pt = TUNING.fame;
      return (
        (goal ? 10 * pt + 4 : 14) + (last ? 15 * pt + (solo ? 30 * pt * roundsLeft(state) : 10) : 0)
      );
    }
    case 'ancient-ruins': {
      const id = state.map.hexes[hex]?.ruins?.id;
      if (!id) return 4;
      try {
        return ruinsDef(id).rewards.reduce((s, r) => s + rewardValue(r), 0);
      } catch {
        return 4;
      }
    }
    case 'monastery':
      return -12; // burning: reputation loss, no more interaction
    case 'orcs':
    case 'draconum':
      return 0;
    default: {
      try {
        const d = siteDef(type);
        return 2 + (d.rewards ?? []).reduce((s, r) => s + rewardValue(r), 0);
      } catch {
        return 3;
      }
    }
  }
  void me;
}

/** Generic value of a position for a player (choices the bot judges by looking one step ahead). */
export function evalPosition(state: GameState, meId: number): number {
  const me = state.players[meId];
  if (!me) return -1000;
  let v = me.fame * 1 + me.level * 3 + me.reputation * 0.5;
  // cards in the play area go to the discard pile at the end of the turn: still owned
  const t0 = state.turn && state.turn.player === meId ? state.turn : null;
  const played = (t0?.played ?? []).filter((p) => !p.throwAway).map((p) => p.card);
  const cards = [...me.deck, ...me.hand, ...me.discard, ...played];
  for (const c of cards) v += isWound(c) ? -1.5 : cardWorth(c) * 0.3;
  v -= 2 * me.hand.filter(isWound).length;
  v += 0.4 * me.hand.filter((c) => !isWound(c)).length;
  for (const col of ['red', 'blue', 'green', 'white'] as const)
    v += Math.min(3, me.crystals[col]) * 1.5;
  for (const u of me.units) v += unitWorth(u.id) * 0.6 - 3 * u.wounds + (u.ready ? 1 : 0);
  for (const s of me.skills) v += skillWorth(s.id) * 0.5 + (s.flipped ? 0 : 0.5);
  const t = state.turn;
  if (t && t.player === meId) {
    v += t.manaTokens.length * 0.5;
    const moving = !t.action && (t.phase === 'start' || t.phase === 'move');
    v += t.movePoints * (moving ? 0.6 : 0);
    v += t.influencePoints * (t.interaction ? 0.8 : 0);
    v += t.healPoints * (me.hand.some(isWound) ? 2 : 0.2);
  }
  return v;
}

/**
 * Value of each city defender defeated beyond its Fame: a shield on the city (leadership, COMBAT-
 * OUTCOME-1a) and a smaller garrison for the next assault (defeated defenders do not come back) —
 * a share of the city's conquest value.
 */
export function cityKillBonus(state: GameState, me: PlayerState, hex: string): number {
  const c = state.cities.find((x) => x.hex === hex);
  if (!c || c.conquered || c.friendly || c.garrison.length === 0) return 0;
  const conquest = siteConquestValue(state, me, 'city', hex);
  return (0.8 * conquest) / c.garrison.length;
}
