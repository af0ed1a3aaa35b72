// The interactive spells 109–112 (content/custom-hooks-used.ts "interactive spells"): Mana
// Meltdown / Radiance, Mana Claim / Curse, Mind Read / Steal, Energy Flow / Steal. They affect the
// other (non-dummy) players; the scenarios remove them in solo and cooperative games (VAR-NICE-1).
// A decision of another player (which card Mind Read makes them discard) is a pending choice of
// that player (DESIGN.md "Decisions as data").
import type { Resolver } from '../../choices/resolvers';
import { cardDef, unitDef } from '../../content';
import type { Ctx } from '../../core/context';
import { BASIC_COLORS, type BasicColor } from '../../core/types';
import { gainCrystal, gainManaToken } from '../../mana/mana';
import { writableDie } from '../../mana/source';
import { rngOf } from '../../rng/rng';
import { isWound, takeWounds } from '../../state/cards';
import { getPlayer } from '../../state/player';
import type { GameState, PlayerId, PlayerState } from '../../state/types';
import { readyUnitNow } from '../interpret';
import { healUnitNow } from './offers';
import type { CustomHook } from '../../protocol/hook-types';

const others = (state: GameState, player: PlayerId): PlayerState[] =>
  state.players.filter((o) => o.id !== player && o.kind !== 'dummy');

/** Source dice showing a basic colour that may be claimed. */
function claimable(state: GameState): string[] {
  return state.source.dice
    .filter(
      (d) =>
        d.takenBy === null &&
        d.stolenBy == null &&
        (BASIC_COLORS as readonly string[]).includes(d.color),
    )
    .map((d) => String(d.id));
}

/** Cards Mind Read makes a player discard: a Spell or Action card of the colour. */
function mindReadCards(p: PlayerState, color: BasicColor): string[] {
  return p.hand.filter((c) => {
    if (isWound(c)) return false;
    const d = cardDef(c);
    return d.type !== 'artifact' && d.colors.includes(color);
  });
}

/** Push Mind Read's next step: the next other player's discard, or the steal choice at the end. */
function mindReadNext(
  state: GameState,
  caster: PlayerId,
  color: BasicColor,
  queue: PlayerId[],
  discarded: string[],
  steal: boolean,
  ctx: Ctx,
): void {
  for (let i = 0; i < queue.length; i++) {
    const o = getPlayer(state, queue[i] ?? -1);
    const cards = mindReadCards(o, color);
    if (cards.length === 0) {
      ctx.emit({ type: 'hand-revealed', player: o.id, color });
      continue;
    }
    state.pending.push({
      kind: 'mind-read-discard',
      player: o.id,
      source: 'mind-read',
      options: cards,
      data: { caster, color, queue: queue.slice(i + 1), discarded, steal },
    });
    return;
  }
  const actions = discarded.filter((c) => cardDef(c).type !== 'spell');
  if (steal && actions.length > 0)
    state.pending.push({
      kind: 'mind-steal',
      player: caster,
      source: 'mind-steal',
      options: [...actions, 'none'],
    });
}

function energyTargets(state: GameState, player: PlayerId, heal: boolean): string[] {
  return getPlayer(state, player)
    .units.filter((u) => !u.ready || (heal && u.wounds > 0))
    .map((u) => u.id);
}

/** Energy Flow's second part: spend one unit of level ≤ max of each other player, one at a time. */
function energySpendNext(state: GameState, caster: PlayerId, queue: PlayerId[], max: number): void {
  for (let i = 0; i < queue.length; i++) {
    const o = getPlayer(state, queue[i] ?? -1);
    const units = o.units.filter((u) => u.ready && unitDef(u.id).level <= max).map((u) => u.id);
    if (units.length === 0) continue;
    state.pending.push({
      kind: 'energy-spend',
      player: caster,
      source: 'energy-flow',
      options: [...units, 'none'],
      data: { target: o.id, queue: queue.slice(i + 1), max },
    });
    return;
  }
}

/** Energy Flow: ready (and heal) the unit, then the other players' units may be spent. */
function energyReady(
  state: GameState,
  player: PlayerId,
  unit: string,
  data: { heal: boolean; max: number },
  ctx: Ctx,
): void {
  const p = getPlayer(state, player);
  const u = p.units.find((x) => x.id === unit);
  if (u && !u.ready) readyUnitNow(state, p, unit, ctx);
  if (data.heal) healUnitNow(state, p, unit, ctx);
  energySpendNext(
    state,
    player,
    others(state, player).map((o) => o.id),
    data.max,
  );
}

export const INTERACTIVE_SPELL_HOOKS: Record<string, CustomHook> = {
  /** Every other player loses a random crystal (you may take one of them); without one, a Wound. */
  'mana-meltdown': {
    usable: () => true,
    resolve(state, ec, _params, ctx) {
      const lost: BasicColor[] = [];
      for (const o of others(state, ec.player)) {
        const owned = BASIC_COLORS.flatMap((c) => Array.from({ length: o.crystals[c] }, () => c));
        if (owned.length === 0) {
          takeWounds(state, o, 1, 'hand', ctx);
          continue;
        }
        const c = rngOf(state).pick(owned);
        o.crystals[c] -= 1;
        lost.push(c);
        ctx.emit({ type: 'crystal-lost', player: o.id, color: c });
      }
      if (lost.length > 0)
        state.pending.push({
          kind: 'crystal-color',
          player: ec.player,
          source: ec.source,
          options: [...new Set(lost)],
        });
    },
  },
  /** Choose a basic colour: everybody takes a Wound per crystal of it; then 2 crystals of it. */
  'mana-radiance': {
    usable: () => true,
    resolve(state, ec) {
      state.pending.push({
        kind: 'mana-radiance',
        player: ec.player,
        source: ec.source,
        options: [...BASIC_COLORS],
      });
    },
  },
  /** Claim a basic-coloured Source die until the round ends: 3 tokens now or 1 on each later turn. */
  'mana-claim': {
    usable: (state) => claimable(state).length > 0,
    resolve(state, ec) {
      const dice = claimable(state);
      const options = dice.flatMap((d) => [`${d}:now`, `${d}:each-turn`]);
      if (options.length > 0)
        state.pending.push({ kind: 'mana-claim', player: ec.player, source: ec.source, options });
    },
  },
  /** Mana Curse: the die claimed this turn curses its colour for the other players (mana/mana.ts). */
  'mana-curse': {
    usable: () => true,
    resolve(state, ec) {
      for (const d of state.source.dice)
        if (d.claimedBy === ec.player && state.turn?.flags[`claimed:${d.id}`]) d.curse = true;
    },
  },
  /** Choose a colour: a crystal of it; every other player discards a Spell or Action card of it. */
  'mind-read': {
    usable: () => true,
    resolve(state, ec, params) {
      state.pending.push({
        kind: 'mind-read',
        player: ec.player,
        source: ec.source,
        options: [...BASIC_COLORS],
        data: { steal: params.steal === true },
      });
    },
  },
  /**
   * Ready one of your units ({heal}: and heal it); then you may spend one unit of level ≤
   * {opponentMaxLevel} of each other player.
   */
  'energy-flow': {
    usable: (state, ec, params) => energyTargets(state, ec.player, params.heal === true).length > 0,
    resolve(state, ec, params, ctx) {
      const options = energyTargets(state, ec.player, params.heal === true);
      const data = { heal: params.heal === true, max: Number(params.opponentMaxLevel ?? 2) };
      const only = options[0];
      if (options.length === 1 && only) energyReady(state, ec.player, only, data, ctx);
      else if (options.length > 1)
        state.pending.push({
          kind: 'energy-flow',
          player: ec.player,
          source: ec.source,
          options,
          data,
        });
    },
  },
};

export const INTERACTIVE_SPELL_RESOLVERS: Record<string, Resolver> = {
  'mana-radiance': (state, pend, answer, ctx) => {
    const c = answer[0] as BasicColor | undefined;
    if (!c) return;
    for (const o of state.players)
      if (o.kind !== 'dummy' && o.crystals[c] > 0) takeWounds(state, o, o.crystals[c], 'hand', ctx);
    const p = getPlayer(state, pend.player);
    gainCrystal(state, p, c, ctx, pend.source);
    gainCrystal(state, p, c, ctx, pend.source);
  },
  'mana-claim': (state, pend, answer, ctx) => {
    const [id, mode] = (answer[0] ?? '').split(':');
    const found = state.source.dice.find((d) => String(d.id) === id);
    if (!found || !state.turn) return;
    const p = getPlayer(state, pend.player);
    const die = writableDie(state, found.id);
    die.takenBy = p.id;
    die.claimedBy = p.id;
    die.claimMode = mode === 'each-turn' ? 'each-turn' : 'now';
    state.turn.flags[`claimed:${die.id}`] = 1;
    ctx.emit({ type: 'die-claimed', player: p.id, color: die.color, mode: die.claimMode });
    if (die.claimMode === 'now')
      for (let i = 0; i < 3; i++) gainManaToken(state, p, die.color, ctx, pend.source);
  },
  'mind-read': (state, pend, answer, ctx) => {
    const c = answer[0] as BasicColor | undefined;
    if (!c) return;
    gainCrystal(state, getPlayer(state, pend.player), c, ctx, pend.source);
    const queue = others(state, pend.player).map((o) => o.id);
    mindReadNext(state, pend.player, c, queue, [], pend.data?.steal === true, ctx);
  },
  'mind-read-discard': (state, pend, answer, ctx) => {
    const card = answer[0];
    const o = getPlayer(state, pend.player);
    if (!card) return;
    o.hand.splice(o.hand.indexOf(card), 1);
    o.discard.push(card);
    ctx.emit({ type: 'cards-discarded', player: o.id, cards: [card] });
    const d = pend.data ?? {};
    mindReadNext(
      state,
      Number(d.caster),
      d.color as BasicColor,
      (d.queue as PlayerId[] | undefined) ?? [],
      [...((d.discarded as string[] | undefined) ?? []), card],
      d.steal === true,
      ctx,
    );
  },
  'mind-steal': (state, pend, answer, ctx) => {
    const card = answer[0];
    if (!card || card === 'none') return;
    for (const o of state.players) {
      const at = o.discard.indexOf(card);
      if (at < 0) continue;
      o.discard.splice(at, 1);
      getPlayer(state, pend.player).hand.push(card);
      ctx.emit({ type: 'card-gained', player: pend.player, card, to: 'hand' });
      return;
    }
  },
  'energy-flow': (state, pend, answer, ctx) => {
    const unit = answer[0];
    if (unit)
      energyReady(
        state,
        pend.player,
        unit,
        { heal: pend.data?.heal === true, max: Number(pend.data?.max ?? 2) },
        ctx,
      );
  },
  'energy-spend': (state, pend, answer, ctx) => {
    const unit = answer[0];
    const target = Number(pend.data?.target);
    const o = state.players[target];
    if (o && unit && unit !== 'none') {
      const u = o.units.find((x) => x.id === unit);
      if (u) {
        u.ready = false;
        ctx.emit({ type: 'unit-activated', player: o.id, unit, by: 'energy-steal' });
      }
    }
    energySpendNext(
      state,
      pend.player,
      (pend.data?.queue as PlayerId[] | undefined) ?? [],
      Number(pend.data?.max ?? 2),
    );
  },
};
