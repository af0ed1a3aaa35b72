// What a position is worth to the expert (issue 18): the value function its rollouts are judged by
// (expert/rollout.ts). Power, in points of the score: the binding limit in Solo Conquest is the
// hero's power by rounds 4–5 (README, Bots), so Fame counts with what its levels give (Command
// tokens, skills, hand size, armor — REF-3), and so do units, the cards bought or won (Advanced
// Actions, spells, artifacts), crystals, Reputation (REF-2), conquered sites; Wounds cost (more
// late: the Greatest Beating, SCEN-SOLO-CONQ-9 / the standard achievements). At the end of the game
// the score itself is the value. Game knowledge only: the rules stay the engine's.
import {
  achievementPoints,
  ACHIEVEMENTS,
  cardDef,
  LEVELS,
  titleBonus,
  type GameState,
} from '../../../engine';
import { cardWorth, isWound, skillWorth, unitWorth } from '../greedy/knowledge';
import { roundsLeft } from '../greedy/values';
import { EXPERT_SWITCHES } from './profile';

/** Weights of the value function (points of score per thing; measured on seeds 1–20). */
export const VALUE_WEIGHTS = {
  /** A point of Fame (it is a point of the score). */
  fame: 1,
  /** What a level gives, on top of its Fame: a Command token, a skill, a card more in the hand. */
  commandToken: 5,
  skill: 4,
  handSize: 6,
  armor: 2,
  /** A unit: its worth (greedy/knowledge.ts) times this, less per Wound on it. */
  unit: 0.7,
  unitWound: 2,
  /** A card that is not a basic action (Advanced Action, spell, artifact): its worth times this. */
  card: 0.8,
  /** A Wound in the deck (hand, deck, discard); more in the last two rounds, more in the hand. */
  wound: 2.5,
  woundLate: 2,
  woundInHand: 1,
  /** A crystal (up to 3 a colour). */
  crystal: 1.2,
  reputation: 0.6,
  /** A site conquered (shields: achievements, and no longer in the way). */
  site: 2,
  /** At the end of the game: a point of the score. */
  score: 1,
  /**
   * With `EXPERT_SWITCHES.rivalValue` (2+ real players): a point of the strongest rival's value
   * counts this much against the expert's own (a site it takes is one the rival does not).
   */
  rival: 0.5,
  /**
   * With `EXPERT_SWITCHES.titleValue` (2+ real players): the title bonuses (SCEN-SCORE-1..6, +3 to
   * the most, +1 each on a tie, −3/−1 for the Greatest Beating) the expert would get less the best
   * rival's, as if the game ended now, times this.
   */
  title: 1,
};

/** The value of what level `level` gives beyond level 1 (REF-3: the level rows of the Fame track). */
export function levelValue(level: number): number {
  const w = VALUE_WEIGHTS;
  let v = 0;
  for (let i = 1; i < Math.min(level, LEVELS.length); i++) {
    const prev = LEVELS[i - 1];
    const cur = LEVELS[i];
    if (!prev || !cur) break;
    v += (cur.commandTokens - prev.commandTokens) * w.commandToken;
    v += (cur.handLimit - prev.handLimit) * w.handSize;
    v += (cur.armor - prev.armor) * w.armor;
    if (cur.skill) v += w.skill;
  }
  return v;
}

/** The level a Fame total reaches (its level-up comes at the end of the turn, END-6). */
function levelFor(fame: number): number {
  let lvl = 1;
  for (const l of LEVELS) if (fame >= l.fame) lvl = l.level;
  return lvl;
}

const basicCache = new Map<string, boolean>();

/** A hero's starting card (Basic Action): owned from the start, not power gained. */
function isBasicCard(card: string): boolean {
  const key = card.split('#')[0] ?? card;
  let b = basicCache.get(key);
  if (b === undefined) {
    try {
      b = cardDef(card).type === 'basic-action';
    } catch {
      b = true;
    }
    basicCache.set(key, b);
  }
  return b;
}

/** What `meId`'s position in `state` is worth (higher is better). */
export function powerValue(state: GameState, meId: number): number {
  const me = state.players[meId];
  if (!me) return -1e6;
  const w = VALUE_WEIGHTS;
  if (state.gameOver) {
    const sheet =
      state.gameOver.scores.find((x) => x.player === meId) ?? state.gameOver.scores[meId];
    const won = state.gameOver.winners.includes(meId) ? 20 : 0;
    return 1000 + w.score * (sheet?.total ?? me.fame) + won;
  }
  let v = w.fame * me.fame + levelValue(Math.max(me.level, levelFor(me.fame)));
  v += w.reputation * me.reputation;
  const t = state.turn && state.turn.player === meId ? state.turn : null;
  const played = (t?.played ?? []).filter((p) => !p.throwAway).map((p) => p.card);
  const late = roundsLeft(state) <= 1;
  for (const c of [...me.deck, ...me.hand, ...me.discard, ...played]) {
    if (isWound(c)) v -= w.wound + (late ? w.woundLate : 0);
    else if (!isBasicCard(c)) v += w.card * cardWorth(c);
  }
  v -= w.woundInHand * me.hand.filter(isWound).length;
  for (const col of ['red', 'blue', 'green', 'white'] as const)
    v += w.crystal * Math.min(3, me.crystals[col]);
  for (const u of me.units) v += w.unit * unitWorth(u.id) - w.unitWound * u.wounds;
  for (const s of me.skills) v += 0.3 * skillWorth(s.id);
  for (const h of Object.values(state.map.hexes))
    v += h.shields.filter((p) => p === meId).length * w.site;
  for (const c of state.cities) v += c.shields.filter((p) => p === meId).length * w.site;
  return v;
}

/**
 * What a rollout's end state is worth to `meId`: its own power, less (`EXPERT_SWITCHES.rivalValue`,
 * a game of 2+ real players) `VALUE_WEIGHTS.rival` times the strongest rival's power by the same
 * measure — the scores are compared at the end (SCEN-FULL-CONQ-4), and the titles go to whoever has
 * more. The dummy player (solo) is no rival.
 */
export function positionValue(state: GameState, meId: number): number {
  const mine = powerValue(state, meId) + titleValue(state, meId);
  if (!EXPERT_SWITCHES.rivalValue) return mine;
  let best = -Infinity;
  for (const p of state.players)
    if (p.id !== meId && p.kind !== 'dummy') best = Math.max(best, powerValue(state, p.id));
  return best === -Infinity ? mine : mine - VALUE_WEIGHTS.rival * best;
}

/**
 * With `EXPERT_SWITCHES.titleValue`, in a game of 2+ real players (not at its end: the score holds
 * the titles then): `VALUE_WEIGHTS.title` times the title bonuses `meId` would get if the game
 * ended now, less the most any rival would get (SCEN-SCORE-1..6, SCEN-FULL-CONQ-4). 0 otherwise.
 */
export function titleValue(state: GameState, meId: number): number {
  if (!EXPERT_SWITCHES.titleValue || state.gameOver) return 0;
  const real = state.players.filter((p) => p.kind !== 'dummy');
  const i = real.findIndex((p) => p.id === meId);
  if (real.length < 2 || i < 0) return 0;
  const bonus = real.map(() => 0);
  for (const id of ACHIEVEMENTS) {
    const values = real.map((p) => achievementPoints(state, p, id));
    for (let j = 0; j < real.length; j++) bonus[j] = (bonus[j] ?? 0) + titleBonus(values, j, id);
  }
  const rivals = bonus.filter((_, j) => j !== i);
  return VALUE_WEIGHTS.title * ((bonus[i] ?? 0) - Math.max(...rivals));
}
