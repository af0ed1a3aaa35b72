// Hooks of the basic action cards that fit no effect family (content/custom-hooks-used.ts).
import { dieAlterable } from '../../mana/friendly';
import type { Resolver } from '../../choices/resolvers';
import { blockAllowed, addBlock } from '../../combat/columns';
import { cardDef } from '../../content';
import { TERRAIN_COSTS } from '../../content/terrain';
import type { Element, ManaColor, Terrain } from '../../core/types';
import type { Effect } from '../../content/vocabulary';
import { gainManaToken } from '../../mana/mana';
import { writableDie } from '../../mana/source';
import { getPlayer } from '../../state/player';
import type { GameState } from '../../state/types';
import { hexDistance, parseHexKey } from '../../hex/hex';
import { moveCost } from '../../movement/movement';
import { addAmount, isUsable, resolveEffects, type EffectCtx } from '../interpret';
import type { CustomHook } from '../../protocol/hook-types';

const DIE_COLORS: ManaColor[] = ['red', 'blue', 'green', 'white', 'black'];

function freeDice(state: GameState): number[] {
  return state.source.dice
    .filter((d) => d.takenBy === null && d.stolenBy == null && dieAlterable(state, d)) // VAR-NICE-4
    .map((d) => d.id)
    .sort((a, b) => a - b);
}

/** Whether a free Source die can be set (freeDice non-empty), without building the list. */
function anyFreeDie(state: GameState): boolean {
  for (const d of state.source.dice)
    if (d.takenBy === null && d.stolenBy == null && dieAlterable(state, d)) return true;
  return false;
}

/** Action cards in hand another card could power (Concentration, Will Focus). */
function boostTargets(state: GameState, ec: EffectCtx, bonus: number): string[] {
  const p = getPlayer(state, ec.player);
  const out: string[] = [];
  for (const c of p.hand) if (boostable(state, ec, bonus, c)) out.push(c);
  return out;
}

/** boostTargets non-empty, stopping at the first target (issue 15: asked by every listing). */
function anyBoostTarget(state: GameState, ec: EffectCtx, bonus: number): boolean {
  for (const c of getPlayer(state, ec.player).hand) if (boostable(state, ec, bonus, c)) return true;
  return false;
}

function boostable(state: GameState, ec: EffectCtx, bonus: number, c: string): boolean {
  if (c === ec.source) return false;
  const def = cardDef(c);
  if (def.type !== 'basic-action' && def.type !== 'advanced-action') return false;
  const color = def.colors[0];
  // The boosting card will have left the hand: it cannot pay the target's discard cost.
  const target: EffectCtx = {
    player: ec.player,
    source: c,
    strong: true,
    origin: 'card',
    leavingHand: [ec.source],
  };
  if (color) target.color = color;
  return isUsable(state, boosted(def.strong, bonus), target);
}

const BOOSTED = ['move', 'influence', 'attack', 'block'] as const;

/**
 * A card's strong effect with +bonus (addAmount), made once per effect and bonus: content
 * effects never change, and isUsable only reads it (issue 15).
 */
const BOOSTED_EFFECTS = new WeakMap<Effect, Map<number, Effect>>();
function boosted(e: Effect, bonus: number): Effect {
  let byBonus = BOOSTED_EFFECTS.get(e);
  if (!byBonus) BOOSTED_EFFECTS.set(e, (byBonus = new Map<number, Effect>()));
  let b = byBonus.get(bonus);
  if (!b) byBonus.set(bonus, (b = addAmount(e, bonus, BOOSTED)));
  return b;
}

/** One with the Land: the unmodified Move cost of the hero's space (impassable: card values). */
function standingCost(state: GameState, ec: EffectCtx): number {
  const pos = getPlayer(state, ec.player).position;
  const h = pos ? state.map.hexes[pos] : undefined;
  if (!h) return 0;
  if (h.site?.type === 'city') return 2;
  const cost = TERRAIN_COSTS[h.terrain][state.round.time];
  if (cost !== null) return cost;
  const impassable: Partial<Record<Terrain, number>> = { mountain: 5, lake: 2 };
  return impassable[h.terrain] ?? 0;
}

export const BASIC_CARD_HOOKS: Record<string, CustomHook> = {
  /** Mana Draw / Mana Pull strong: take Source dice, set their colour (not gold), gain tokens. */
  'set-source-dice': {
    usable: (state) => anyFreeDie(state),
    resolve(state, ec, params) {
      const dice = freeDice(state);
      const die = dice[0];
      if (die === undefined) return;
      state.pending.push({
        kind: 'set-source-die',
        player: ec.player,
        source: ec.source,
        options: DIE_COLORS.map((c) => `${die}=${c}`),
        data: { remaining: Number(params.dice ?? 1) - 1, tokens: Number(params.tokensPerDie ?? 1) },
      });
    },
  },
  /** Concentration / Will Focus strong: another action card's strong effect for free, +bonus. */
  'boost-action': {
    usable: (state, ec, params) => anyBoostTarget(state, ec, Number(params.bonus ?? 0)),
    resolve(state, ec, params) {
      // The mana paid for this card may have been what the target needed: then nothing is left.
      const options = boostTargets(state, ec, Number(params.bonus ?? 0));
      if (options.length === 0) return;
      state.pending.push({
        kind: 'boost-target',
        player: ec.player,
        source: ec.source,
        options,
        data: { bonus: Number(params.bonus ?? 0) },
      });
    },
  },
  /** Crystal Joy: at the end of the turn, another card may be discarded to take this one back. */
  'end-of-turn-reclaim': {
    usable: () => true,
    resolve(state, ec, params) {
      if (state.turn) state.turn.flags[`reclaim:${ec.source}`] = params.wounds ? 2 : 1;
    },
  },
  /** One with the Land strong: Block equal to the unmodified cost of the hero's space. */
  'block-terrain-cost': {
    usable: (state) => blockAllowed(state),
    resolve(state, ec, params, ctx) {
      const amount = standingCost(state, ec);
      const element = (params.element as Element | undefined) ?? 'physical';
      addBlock(state, { amount, element, style: 'melee', source: ec.source });
      ctx.emit({ type: 'points', player: ec.player, kind: 'block', amount, element });
    },
  },
  /** Ruthless Coercion basic: 2 less to recruit one unit this turn; recruiting it costs Reputation. */
  'recruit-discount': {
    usable: () => true,
    resolve(state, ec, params) {
      state.turn?.modifiers.push({
        modifier: { kind: 'custom', hook: 'recruit-discount', params },
        duration: 'turn',
        source: ec.source,
        player: ec.player,
      });
    },
  },
  /** Ruthless Coercion strong: units of level ≤ maxLevel may be readied for Influence per level. */
  'ready-units-for-influence': {
    usable: () => true,
    resolve(state, ec, params) {
      state.turn?.modifiers.push({
        modifier: { kind: 'custom', hook: 'ready-units-for-influence', params },
        duration: 'turn',
        source: ec.source,
        player: ec.player,
      });
    },
  },
};

/** Hexes Druidic Paths' basic effect may make cheaper (revealed, passable, within 4 spaces). */
export function spaceCostOptions(state: GameState, player: number, min: number): string[] {
  const pos = getPlayer(state, player).position;
  if (!pos) return [];
  const here = parseHexKey(pos);
  return Object.keys(state.map.hexes).filter((k) => {
    if (hexDistance(here, parseHexKey(k)) > 4) return false;
    const c = moveCost(state, k);
    return c !== null && c > min;
  });
}

export const BASIC_CARD_RESOLVERS: Record<string, Resolver> = {
  'set-source-die': (state, pend, answer, ctx) => {
    const [idText, color] = (answer[0] ?? '').split('=');
    const found = state.source.dice.find((d) => String(d.id) === idText);
    if (!found || !color) return;
    const die = writableDie(state, found.id);
    die.color = color as ManaColor;
    die.takenBy = pend.player;
    die.keepColor = true; // returned at the end of the turn without rerolling
    const p = getPlayer(state, pend.player);
    const tokens = Number(pend.data?.tokens ?? 1);
    for (let i = 0; i < tokens; i++) gainManaToken(state, p, die.color, ctx, pend.source);
    const remaining = Number(pend.data?.remaining ?? 0);
    const next = freeDice(state)[0];
    if (remaining > 0 && next !== undefined)
      state.pending.push({
        kind: 'set-source-die',
        player: pend.player,
        source: pend.source,
        options: DIE_COLORS.map((c) => `${next}=${c}`),
        data: { remaining: remaining - 1, tokens },
      });
  },
  'boost-target': (state, pend, answer, ctx) => {
    const card = answer[0];
    const turn = state.turn;
    if (!card || !turn) return;
    const p = getPlayer(state, pend.player);
    p.hand.splice(p.hand.indexOf(card), 1);
    // COMPOSITE-1: one played effect; the boosted card keeps its colour for resistances.
    turn.played.push({ card, mode: 'strong', via: pend.source });
    const def = cardDef(card);
    const ec: EffectCtx = { player: pend.player, source: card, strong: true, origin: 'card' };
    if (def.colors[0]) ec.color = def.colors[0];
    const bonus = Number(pend.data?.bonus ?? 0);
    ctx.emit({ type: 'card-played', player: pend.player, card, mode: 'strong', as: null });
    resolveEffects(state, [addAmount(def.strong, bonus, BOOSTED)], ec, ctx);
  },
  'choose-space': (state, pend, answer, ctx) => {
    const hex = answer[0];
    if (!hex || !state.turn) return;
    const modifier = {
      kind: 'custom' as const,
      hook: 'space-cost',
      params: { hex, delta: Number(pend.data?.delta ?? -1), min: Number(pend.data?.min ?? 0) },
    };
    state.turn.modifiers.push({
      modifier,
      duration: 'turn',
      source: pend.source,
      player: pend.player,
    });
    ctx.emit({
      type: 'modifier',
      player: pend.player,
      modifier: 'space-cost',
      source: pend.source,
      duration: 'turn',
      detail: JSON.stringify(modifier), // the log describes it in words
    });
  },
  reclaim: (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const choice = answer[0];
    const card = typeof pend.data?.card === 'string' ? pend.data.card : '';
    if (!choice || choice === 'none') return;
    p.hand.splice(p.hand.indexOf(choice), 1);
    p.discard.push(choice);
    const at = p.discard.indexOf(card);
    if (at >= 0) {
      p.discard.splice(at, 1);
      p.hand.push(card);
    }
    ctx.emit({ type: 'card-reclaimed', player: pend.player, card, discarded: choice });
  },
};
