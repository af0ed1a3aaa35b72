// Deed-card hooks outside combat (content/custom-hooks-used.ts "composite plays", "card
// destinations", "units (effects)", "other deed cards"): Maximal Effect, Mysterious Box, Steady
// Tempo, Meditation, Time Bending, Banner of Protection's strong effect, Rush of Adrenaline, Golden
// Grail, readying units. Also what happens to played cards at the end of the turn (END-3b with
// these cards' exceptions) and the triggers of healing and of Wounds taken into hand.
import type { Resolver } from '../../choices/resolvers';
import { cardDef, unitDef } from '../../content';
import type { Ctx } from '../../core/context';
import { gainFame } from '../../state/fame';
import { rngOf } from '../../rng/rng';
import { drawCards, isWound, returnWound } from '../../state/cards';
import { getPlayer } from '../../state/player';
import type { GameState, PlayedCard, PlayerState } from '../../state/types';
import {
  contextOf,
  fireTriggers,
  isUsable,
  readyUnitNow,
  resolveEffects,
  type EffectCtx,
} from '../interpret';
import type { Cost, Effect } from '../../content/vocabulary';
import { bannerOfCommandChoice } from './banners-out-of-combat';
import { unitHealed } from './offers';
import type { CustomHook } from '../../protocol/hook-types';

// ----------------------------------------------------------------------------- Maximal Effect

function scaleCost(c: Cost, n: number): Cost {
  switch (c.kind) {
    case 'reputation':
      return { ...c, amount: c.amount * n };
    case 'discard-up-to':
      return c;
    default:
      return { ...c, count: c.count * n };
  }
}

/**
 * An effect `n` times as one combined effect (COMPOSITE-1a): amounts and counts multiplied (one
 * choice, one Attack, one Block); costs paid `n` times; other effects repeated.
 */
export function scaleEffect(e: Effect, n: number): Effect {
  switch (e.kind) {
    case 'nothing':
      return e;
    case 'move':
    case 'influence':
    case 'attack':
    case 'block':
    case 'heal':
    case 'draw':
    case 'fame':
    case 'reputation':
      return { ...e, amount: e.amount * n };
    case 'gain-mana':
    case 'gain-crystal':
    case 'take-wound':
      return { ...e, count: e.count * n };
    case 'choice':
      return { ...e, options: e.options.map((o) => scaleEffect(o, n)) };
    case 'all':
      return { ...e, effects: e.effects.map((o) => scaleEffect(o, n)) };
    case 'pay':
      return { ...e, cost: scaleCost(e.cost, n), then: scaleEffect(e.then, n) };
    case 'by-time':
      return { ...e, day: scaleEffect(e.day, n), night: scaleEffect(e.night, n) };
    case 'when':
      return { ...e, effect: scaleEffect(e.effect, n) };
    case 'if':
      return {
        ...e,
        then: scaleEffect(e.then, n),
        ...(e.else ? { else: scaleEffect(e.else, n) } : {}),
      };
    case 'bonus-per':
      return {
        ...e,
        effect: scaleEffect(e.effect, n),
        amount: e.amount * n,
        ...(e.max !== undefined ? { max: e.max * n } : {}),
      };
    case 'by-paid-color':
      return {
        ...e,
        red: scaleEffect(e.red, n),
        blue: scaleEffect(e.blue, n),
        green: scaleEffect(e.green, n),
        white: scaleEffect(e.white, n),
        ...(e.colorless ? { colorless: scaleEffect(e.colorless, n) } : {}),
      };
    default:
      return { kind: 'all', effects: Array.from({ length: n }, () => e) };
  }
}

function targetCtx(ec: EffectCtx, card: string, strong: boolean): EffectCtx {
  const out: EffectCtx = { player: ec.player, source: card, origin: 'card' };
  const c = cardDef(card).colors[0];
  if (c) out.color = c; // COMPOSITE-1b
  if (strong) out.strong = true;
  return out;
}

/**
 * Composite effects may name each other (Maximal Effect on Concentration on Maximal Effect …): while
 * one is being checked, a nested one of the same kind counts as unusable, so checks terminate.
 */
let checkingMaximal = false;

function maximalTargets(state: GameState, ec: EffectCtx, use: string, times: number): string[] {
  if (checkingMaximal) return [];
  checkingMaximal = true;
  try {
    return maximalTargetsNow(state, ec, use, times);
  } finally {
    checkingMaximal = false;
  }
}

function maximalTargetsNow(state: GameState, ec: EffectCtx, use: string, times: number): string[] {
  const p = getPlayer(state, ec.player);
  const seen = new Set<string>();
  return p.hand.filter((c) => {
    if (c === ec.source || isWound(c)) return false;
    const def = cardDef(c);
    if (def.type !== 'basic-action' && def.type !== 'advanced-action') return false;
    if (seen.has(def.id)) return false;
    const strong = use === 'strong';
    const ok = isUsable(
      state,
      scaleEffect(strong ? def.strong : def.basic, times),
      targetCtx(ec, c, strong),
    );
    if (ok) seen.add(def.id);
    return ok;
  });
}

// ----------------------------------------------------------------------------- helpers

function rand(state: GameState, n: number): number {
  return rngOf(state).int(n);
}

const woundSerial = (id: string): number => Number(id.split('#')[1] ?? -1);

function flagCards(state: GameState, prefix: string): [string, number][] {
  return Object.entries(state.turn?.flags ?? {})
    .filter(([k]) => k.startsWith(prefix))
    .map(([k, v]) => [k.slice(prefix.length), v]);
}

/** Ready spent units whose levels add up to at most `max`: every non-empty such set, `+`-joined. */
function levelSets(p: PlayerState, max: number): string[] {
  const spent = p.units.filter((u) => !u.ready && unitDef(u.id).level <= max);
  const out: string[] = [];
  const rec = (i: number, acc: string[], sum: number) => {
    if (out.length >= 64) return;
    if (i === spent.length) {
      if (acc.length > 0) out.push(acc.join('+'));
      return;
    }
    const u = spent[i];
    if (!u) return;
    const l = unitDef(u.id).level;
    if (sum + l <= max) rec(i + 1, [...acc, u.id], sum + l);
    rec(i + 1, acc, sum);
  };
  rec(0, [], 0);
  return out;
}

// ----------------------------------------------------------------------------- the hooks

export const CARD_HOOKS: Record<string, CustomHook> = {
  /**
   * Maximal Effect: throw away another Action card from hand; its basic effect {times}× or its
   * strong effect {times}× without its mana, as one combined effect keeping its colour.
   */
  'maximal-effect': {
    usable: (state, ec, params) =>
      maximalTargets(state, ec, String(params.use), Number(params.times ?? 1)).length > 0,
    resolve(state, ec, params) {
      const options = maximalTargets(state, ec, String(params.use), Number(params.times ?? 1));
      if (options.length === 0) return;
      state.pending.push({
        kind: 'maximal-effect',
        player: ec.player,
        source: ec.source,
        options,
        data: { use: String(params.use), times: Number(params.times ?? 1) },
      });
    },
  },
  /**
   * Mysterious Box: reveal the top Artifact card (it goes to the bottom of the deck) and use the Box
   * as it — its basic effect, or its strong effect (the Box is then thrown away). Ruling: whether
   * the Box was played basic or strong, the choice is made after the reveal; unused, the Box goes
   * back to the hand; it cannot be assigned as a revealed Banner (UNIT-8 needs a Banner card).
   */
  'mysterious-box': {
    usable: (state) => state.decks.artifacts.length > 0,
    resolve(state, ec, _params, ctx) {
      const card = state.decks.artifacts.shift();
      if (!card) return;
      state.decks.artifacts.push(card);
      ctx.emit({ type: 'card-revealed', player: ec.player, card, source: ec.source });
      const def = cardDef(card);
      const options: string[] = [];
      if (isUsable(state, def.basic, { ...ec, strong: false })) options.push('basic');
      if (isUsable(state, def.strong, { ...ec, strong: true })) options.push('strong');
      state.pending.push({
        kind: 'mysterious-box',
        player: ec.player,
        source: ec.source,
        options: [...options, 'none'],
        data: { card },
      });
    },
  },
  /** Steady Tempo: at the end of the turn this card may go on top / to the bottom of the deck. */
  'end-of-turn-card-to-deck': {
    usable: () => true,
    resolve(state, ec, params) {
      if (state.turn) state.turn.flags[`to-deck:${ec.source}`] = params.position === 'top' ? 1 : 2;
    },
  },
  /** Meditation / Trance: {count} cards of the discard pile (random or chosen) onto or under the deck. */
  'discard-pile-to-deck': {
    usable: () => true,
    resolve(state, ec, params) {
      const p = getPlayer(state, ec.player);
      const count = Math.min(Number(params.count ?? 2), p.discard.length);
      if (count === 0) return;
      if (params.random) {
        const pool = [...p.discard];
        const picked: string[] = [];
        for (let i = 0; i < count; i++) picked.push(...pool.splice(rand(state, pool.length), 1));
        pushPlace(state, ec.player, ec.source, picked);
        return;
      }
      state.pending.push({
        kind: 'meditation-pick',
        player: ec.player,
        source: ec.source,
        options: [...p.discard],
        min: count,
        max: count,
      });
    },
  },
  /** Banner of Protection strong: at the end of the turn throw away every Wound received this turn. */
  'throw-away-wounds-received': {
    usable: () => true,
    resolve(state) {
      if (state.turn) state.turn.flags['throw-away-received'] = 1;
    },
  },
  /**
   * Time Bending: at the end of the turn this card (or the card that played it, COMPOSITE-1c) is set
   * aside for the round, all other cards played go back to the hand, no cards are drawn, and the
   * same player takes another turn at once.
   */
  'time-bending': {
    usable: () => true,
    resolve(state, ec) {
      if (state.turn) state.turn.flags[`time-bending:${ec.source}`] = 1;
    },
  },
  /**
   * Rush of Adrenaline strong: the first Wound taken into hand this turn is thrown away and you draw
   * 1; for each of the next 3 Wounds into hand, draw 1 (a 'wound-to-hand' trigger).
   */
  'rush-of-adrenaline': {
    usable: () => true,
    resolve(state, ec) {
      const t = state.turn;
      if (!t) return;
      t.flags['rush-wounds'] = 0;
      t.triggers.push({
        event: { on: 'wound-to-hand' },
        effect: { kind: 'custom', hook: 'rush-of-adrenaline-wound' },
        left: 4,
        context: contextOf(ec),
        player: ec.player,
      });
    },
  },
  /** Internal step of Rush of Adrenaline (fired per Wound into the hand). */
  'rush-of-adrenaline-wound': {
    usable: () => false,
    resolve(state, ec, _params, ctx) {
      const t = state.turn;
      const p = getPlayer(state, ec.player);
      if (!t) return;
      const n = t.flags['rush-wounds'] ?? 0;
      t.flags['rush-wounds'] = n + 1;
      if (n === 0) {
        const w = [...p.hand].reverse().find(isWound);
        if (w) {
          p.hand.splice(p.hand.lastIndexOf(w), 1);
          returnWound(state);
          ctx.emit({ type: 'cards-thrown-away', player: p.id, cards: [w] });
        }
      }
      drawCards(state, p, 1, ctx);
    },
  },
  /** Golden Grail basic: Heal {amount}; Fame +1 per point of it spent this turn (afterHeal). */
  'heal-with-fame': {
    usable: (state) => !state.combat,
    resolve(state, ec, params, ctx) {
      const t = state.turn;
      if (!t) return;
      const amount = Number(params.amount ?? 2);
      t.healPoints += amount;
      t.flags['grail-points'] = (t.flags['grail-points'] ?? 0) + amount;
      ctx.emit({ type: 'points', player: ec.player, kind: 'heal', amount });
    },
  },
  /** Banner of Courage strong: ready all your units (wounded ones stay wounded). */
  'ready-all-units': {
    usable: (state, ec) => getPlayer(state, ec.player).units.some((u) => !u.ready),
    why: () => ({ ruleId: 'UNIT-3b', message: 'You have no spent unit to ready.' }),
    resolve(state, ec, _params, ctx) {
      const p = getPlayer(state, ec.player);
      for (const u of p.units) if (!u.ready) readyUnitNow(state, p, u.id, ctx);
    },
  },
  /** Cure: ready the unit just healed (fired by the 'unit-healed' trigger only). */
  'ready-healed-unit': {
    usable: () => false,
    resolve(state, ec, _params, ctx) {
      const p = getPlayer(state, ec.player);
      const u = p.units[(state.turn?.flags['last-healed-unit'] ?? 0) - 1];
      if (u && !u.ready) readyUnitNow(state, p, u.id, ctx);
    },
  },
  /** Rebirth: ready units whose levels add up to at most {maxTotal}. */
  'ready-units-total-level': {
    usable: (state, ec, params) =>
      levelSets(getPlayer(state, ec.player), Number(params.maxTotal ?? 3)).length > 0,
    resolve(state, ec, params, ctx) {
      const p = getPlayer(state, ec.player);
      const options = levelSets(p, Number(params.maxTotal ?? 3));
      const only = options[0];
      if (options.length === 1 && only) {
        for (const u of only.split('+')) readyUnitNow(state, p, u, ctx);
        return;
      }
      if (options.length > 0)
        state.pending.push({ kind: 'ready-units', player: ec.player, source: ec.source, options });
    },
  },
};

function pushPlace(state: GameState, player: number, source: string, cards: string[]): void {
  const [first, ...rest] = cards;
  if (!first) return;
  state.pending.push({
    kind: 'meditation-place',
    player,
    source,
    options: ['top', 'bottom'],
    data: { card: first, rest },
  });
}

export const CARD_RESOLVERS: Record<string, Resolver> = {
  'maximal-effect': (state, pend, answer, ctx) => {
    const card = answer[0];
    if (!card) return;
    const p = getPlayer(state, pend.player);
    p.hand.splice(p.hand.indexOf(card), 1);
    state.removed.push(card); // thrown away (DISCARD-2b)
    ctx.emit({ type: 'cards-thrown-away', player: pend.player, cards: [card] });
    const strong = pend.data?.use === 'strong';
    const def = cardDef(card);
    const ec = targetCtx({ player: pend.player, source: pend.source }, card, strong);
    resolveEffects(
      state,
      [scaleEffect(strong ? def.strong : def.basic, Number(pend.data?.times ?? 1))],
      ec,
      ctx,
    );
  },
  'mysterious-box': (state, pend, answer, ctx) => {
    const use = answer[0];
    const card = typeof pend.data?.card === 'string' ? pend.data.card : '';
    const t = state.turn;
    const p = getPlayer(state, pend.player);
    const at = t?.played.findIndex((x) => x.card === pend.source) ?? -1;
    const played = t?.played[at];
    if (!t || !card) return;
    if (use !== 'basic' && use !== 'strong') {
      // Unused: the Box goes back to the hand.
      if (played) t.played.splice(at, 1);
      p.hand.push(pend.source);
      return;
    }
    if (played) {
      if (use === 'strong') played.throwAway = true;
      else delete played.throwAway;
    }
    const def = cardDef(card);
    const ec: EffectCtx = {
      player: pend.player,
      source: pend.source,
      origin: 'card',
      ...(use === 'strong' ? { strong: true } : {}),
    };
    ctx.emit({
      type: 'card-played',
      player: pend.player,
      card,
      mode: use,
      as: null,
      via: pend.source,
    });
    resolveEffects(state, [use === 'strong' ? def.strong : def.basic], ec, ctx);
  },
  'meditation-pick': (state, pend, answer) => {
    pushPlace(state, pend.player, pend.source, answer);
  },
  'meditation-place': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const card = typeof pend.data?.card === 'string' ? pend.data.card : '';
    const rest = (pend.data?.rest as string[] | undefined) ?? [];
    const at = p.discard.indexOf(card);
    if (at >= 0) {
      p.discard.splice(at, 1);
      if (answer[0] === 'bottom') p.deck.push(card);
      else p.deck.unshift(card);
      ctx.emit({ type: 'card-to-deck', player: pend.player, card, position: answer[0] ?? 'top' });
    }
    pushPlace(state, pend.player, pend.source, rest);
  },
  'card-to-deck': (state, pend, answer, ctx) => {
    if (answer[0] !== 'yes') return;
    const p = getPlayer(state, pend.player);
    const card = typeof pend.data?.card === 'string' ? pend.data.card : '';
    const at = p.discard.indexOf(card);
    if (at < 0) return;
    p.discard.splice(at, 1);
    const bottom = pend.data?.position === 'bottom';
    if (bottom) p.deck.push(card);
    else p.deck.unshift(card);
    ctx.emit({
      type: 'card-to-deck',
      player: pend.player,
      card,
      position: bottom ? 'bottom' : 'top',
    });
  },
  'ready-units': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    for (const u of (answer[0] ?? '').split('+')) if (u) readyUnitNow(state, p, u, ctx);
  },
};

// ----------------------------------------------------------------------------- end of turn

/**
 * END-3b with the exceptions of these cards, after the played cards went to the discard pile
 * (flow/turn.ts cleanUp): Time Bending, Banner of Protection, Crystal Mastery, Steady Tempo, Banner
 * of Command. May push choices (the end of turn waits for them).
 */
export function endOfTurnCards(
  state: GameState,
  p: PlayerState,
  played: PlayedCard[],
  ctx: Ctx,
): void {
  const t = state.turn;
  if (!t) return;
  // Crystal Mastery strong: every crystal spent this turn returns (GAIN-2 cap of 3).
  if (t.flags['return-spent-crystals'])
    for (const [color, n] of flagCards(state, 'crystal-spent:')) {
      const c = color as keyof PlayerState['crystals'];
      const back = Math.min(n, 3 - p.crystals[c]);
      if (back <= 0) continue;
      p.crystals[c] += back;
      ctx.emit({
        type: 'crystal-gained',
        player: p.id,
        color,
        count: back,
        source: 'crystal-mastery',
      });
    }
  // Banner of Protection strong: Wounds received this turn (serials from the turn start).
  if (t.flags['throw-away-received']) {
    const from = t.flags['wound-serial'] ?? Infinity;
    const received = (c: string) => isWound(c) && woundSerial(c) >= from;
    const thrown = [...p.hand.filter(received), ...p.discard.filter(received)];
    p.hand = p.hand.filter((c) => !received(c));
    p.discard = p.discard.filter((c) => !received(c));
    thrown.forEach(() => returnWound(state));
    if (thrown.length > 0) ctx.emit({ type: 'cards-thrown-away', player: p.id, cards: thrown });
  }
  // Time Bending: the card that played it is set aside; the other played cards return to hand.
  const bending = flagCards(state, 'time-bending:').map(([card]) => card);
  if (bending.length > 0) {
    for (const card of bending) {
      const at = p.discard.indexOf(card);
      if (at < 0) continue;
      p.discard.splice(at, 1);
      p.setAside = [...(p.setAside ?? []), card];
      ctx.emit({ type: 'card-set-aside', player: p.id, card });
    }
    for (const pc of played) {
      if (pc.throwAway || bending.includes(pc.card)) continue;
      const at = p.discard.indexOf(pc.card);
      if (at < 0) continue;
      p.discard.splice(at, 1);
      p.hand.push(pc.card);
    }
    t.flags['skip-draw'] = 1;
    p.tacticData.extraTurnPending = true;
    return;
  }
  // Steady Tempo: top of the deck, or the bottom if the deck is not empty.
  for (const [card, pos] of flagCards(state, 'to-deck:')) {
    if (!p.discard.includes(card)) continue;
    if (pos === 2 && p.deck.length === 0) continue;
    state.pending.push({
      kind: 'card-to-deck',
      player: p.id,
      source: card,
      options: ['yes', 'no'],
      data: { card, position: pos === 1 ? 'top' : 'bottom' },
    });
  }
  for (const [card] of flagCards(state, 'banner-command:')) bannerOfCommandChoice(state, p, card);
}

/**
 * After a Healing point is spent (actions/turn-actions.ts heal): Golden Grail's Fame for its own
 * points, and the triggers "heal a Wound from your hand" / "a unit is healed" (Cure, Golden Grail).
 */
export function afterHeal(
  state: GameState,
  p: PlayerState,
  target: string,
  cost: number,
  ctx: Ctx,
): void {
  const t = state.turn;
  if (!t) return;
  const grail = t.flags['grail-points'] ?? 0;
  const fromGrail = Math.min(grail, cost);
  if (fromGrail > 0) {
    t.flags['grail-points'] = grail - fromGrail;
    gainFame(state, p, fromGrail, ctx);
  }
  if (target === 'wound') fireTriggers(state, { on: 'wound-healed-from-hand' }, ctx, p.id);
  else {
    const i = p.units.findIndex((u) => u.id === target);
    if (i >= 0) unitHealed(state, p, i, ctx);
  }
}
