// The effect interpreter: whether an effect can be used now (the same predicate the legal actions
// are built from), and resolving it. Choices with more than one usable answer become pending
// choices; the rest of an effect continues after the answer (`then`).
import type { EffectContext, Pending } from '../choices/types';
import type { Ctx } from '../core/context';
import { BASIC_COLORS, type BasicColor, type ManaColor } from '../core/types';
import { unitDef } from '../content';
import { addAttack, addBlock, attackAllowed, blockAllowed } from '../combat/columns';
import { gainCrystal, gainManaToken, manaTime, paymentOptions, type ManaNeed } from '../mana/mana';
import { drawCards, isWound, takeWounds } from '../state/cards';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId, PlayerState } from '../state/types';
import { changeReputation, gainFame } from '../flow/turn';
import type { Cost, Effect } from './vocabulary';
import { HOOKS } from './hooks';
import { enemyEffectTargets, applyEnemyEffect } from '../combat/enemy-effects';

export interface EffectCtx extends EffectContext {
  player: PlayerId;
}

function turnOf(state: GameState, player: PlayerId) {
  const t = state.turn;
  return t && t.player === player ? t : null;
}

/** In the movement part of a regular turn (MOVE-1, TURN-OPT-5c.1). */
export function inMovementPhase(state: GameState, player: PlayerId): boolean {
  const t = turnOf(state, player);
  return !!t && !t.rested && (t.phase === 'start' || t.phase === 'move') && !state.combat;
}

export function inCombat(state: GameState): boolean {
  return state.combat !== null;
}

/** Effects that only change numbers nobody uses now are not "usable" (they would be wasted). */
function productive(e: Effect): boolean {
  return !(e.kind === 'fame' || e.kind === 'reputation' || e.kind === 'take-wound' || e.kind === 'nothing');
}

export function isUsable(state: GameState, e: Effect, ec: EffectCtx): boolean {
  const t = turnOf(state, ec.player);
  if (!t || t.phase === 'end') return false;
  switch (e.kind) {
    case 'nothing':
      return false;
    case 'move':
      return inMovementPhase(state, ec.player);
    case 'influence':
      return t.interaction !== null && !state.combat;
    case 'attack':
      return attackAllowed(state, e.style);
    case 'block':
      return blockAllowed(state);
    case 'heal':
      return !inCombat(state); // HEAL-3d
    case 'draw':
    case 'gain-mana':
    case 'gain-crystal':
    case 'fame':
    case 'reputation':
    case 'take-wound':
      return true;
    case 'ready-unit':
      return readyTargets(state, ec.player, e.maxLevel).length > 0;
    case 'choice':
      return e.options.some((o) => isUsable(state, o, ec));
    case 'all': {
      const parts = e.effects.filter(productive);
      if (parts.length === 0) return e.effects.some((x) => isUsable(state, x, ec));
      return parts.some((x) => isUsable(state, x, ec));
    }
    case 'pay':
      return canPayCost(state, e.cost, ec) && isUsable(state, e.then, ec);
    case 'by-time':
      return isUsable(state, manaTime(state) === 'day' ? e.day : e.night, ec);
    case 'modifier':
      return true;
    case 'enemy':
      return enemyEffectTargets(state, e.effect, ec).length > 0;
    case 'when':
      if (e.timing === 'not-in-combat' && inCombat(state)) return false;
      if (e.timing === 'combat-only' && !inCombat(state)) return false;
      if (e.timing === 'interaction-only' && !t.interaction) return false;
      return isUsable(state, e.effect, ec);
    case 'custom': {
      const hook = HOOKS[e.hook];
      return hook ? hook.usable(state, ec, e.params ?? {}) : false;
    }
    default:
      // Effect families not implemented yet make the effect unusable (never silently wrong).
      return false;
  }
}

function readyTargets(state: GameState, player: PlayerId, maxLevel: number): string[] {
  const p = getPlayer(state, player);
  return p.units.filter((u) => !u.ready && unitDef(u.id).level <= maxLevel).map((u) => u.id);
}

// ----------------------------------------------------------------------------- costs (CARD-6)

function discardable(p: PlayerState, wounds: 'no' | 'allowed' | 'only', exclude: string): string[] {
  return p.hand.filter((c) => {
    if (c === exclude) return false;
    if (wounds === 'only') return isWound(c);
    if (wounds === 'no') return !isWound(c);
    return true;
  });
}

export function canPayCost(state: GameState, cost: Cost, ec: EffectCtx): boolean {
  const p = getPlayer(state, ec.player);
  switch (cost.kind) {
    case 'mana': {
      const needs = manaNeeds(cost.color, cost.count);
      return needs !== null && paymentOptions(state, p, needs).length > 0;
    }
    case 'discard':
      return discardable(p, cost.wounds ?? 'no', ec.source).length >= cost.count;
    case 'throw-away':
      return discardable(p, cost.wounds ?? 'no', ec.source).length >= cost.count;
    case 'take-wound':
    case 'reputation':
      return true;
    case 'spend-crystal':
      return cost.color === 'any-basic'
        ? BASIC_COLORS.some((c) => p.crystals[c] >= cost.count)
        : p.crystals[cost.color] >= cost.count;
    case 'discard-up-to':
      return true;
  }
}

function manaNeeds(color: ManaColor | 'any-basic' | 'any', count: number): ManaNeed[] | null {
  if (color === 'gold' || color === 'any') return null;
  return Array.from({ length: count }, () => color);
}

// ----------------------------------------------------------------------------- resolving

/** Resolve effects in order; stop at the first pending choice and attach the rest to it. */
export function resolveEffects(state: GameState, effects: Effect[], ec: EffectCtx, ctx: Ctx): void {
  for (let i = 0; i < effects.length; i++) {
    const before = state.pending.length;
    const e = effects[i];
    if (!e) continue;
    resolveOne(state, e, ec, ctx);
    if (state.pending.length > before) {
      attachContinuation(state, effects.slice(i + 1), ec);
      return;
    }
  }
}

/** Append effects to the innermost pending choice, to run once it is answered. */
export function attachContinuation(state: GameState, rest: Effect[], ec: EffectCtx): void {
  const top = state.pending[state.pending.length - 1];
  if (!top || rest.length === 0) return;
  top.then = [...(top.then ?? []), ...rest];
  if (!top.context) top.context = contextOf(ec);
}

export function contextOf(ec: EffectCtx): EffectContext {
  const out: EffectContext = { source: ec.source };
  if (ec.color) out.color = ec.color;
  if (ec.strong) out.strong = ec.strong;
  if (ec.bonus) out.bonus = ec.bonus;
  if (ec.origin) out.origin = ec.origin;
  return out;
}

export function pushPending(state: GameState, p: Pending): void {
  state.pending.push(p);
}

function withBonus(amount: number, ec: EffectCtx): number {
  return amount + (ec.bonus ?? 0);
}

export function resolveOne(state: GameState, e: Effect, ec: EffectCtx, ctx: Ctx): void {
  const p = getPlayer(state, ec.player);
  const turn = state.turn;
  switch (e.kind) {
    case 'nothing':
      return;
    case 'move':
      if (!turn) return;
      // MOVE-2b: gain Move points (TURN-OPT-5c.1: only useful in the movement phase).
      turn.movePoints += withBonus(e.amount, ec) + moveBonus(state);
      if (turn.phase === 'start') turn.phase = 'move';
      ctx.emit({ type: 'points', player: p.id, kind: 'move', amount: withBonus(e.amount, ec) });
      return;
    case 'influence':
      if (!turn) return;
      turn.influencePoints += withBonus(e.amount, ec);
      ctx.emit({ type: 'points', player: p.id, kind: 'influence', amount: withBonus(e.amount, ec) });
      return;
    case 'attack':
      addAttack(state, {
        amount: withBonus(e.amount, ec),
        element: e.element,
        style: e.style,
        source: ec.source,
      });
      ctx.emit({ type: 'points', player: p.id, kind: 'attack', amount: withBonus(e.amount, ec), element: e.element, style: e.style });
      return;
    case 'block':
      addBlock(state, {
        amount: withBonus(e.amount, ec),
        element: e.element,
        style: 'melee',
        source: ec.source,
        ...(e.swiftDouble ? { swiftDouble: true } : {}),
      });
      ctx.emit({ type: 'points', player: p.id, kind: 'block', amount: withBonus(e.amount, ec), element: e.element });
      return;
    case 'heal':
      if (!turn) return;
      turn.healPoints += e.amount;
      ctx.emit({ type: 'points', player: p.id, kind: 'heal', amount: e.amount });
      return;
    case 'draw':
      drawCards(state, p, e.amount, ctx);
      return;
    case 'gain-mana':
      for (let i = 0; i < e.count; i++) {
        if (e.color === 'any-basic' || e.color === 'any') {
          const options: string[] = [...BASIC_COLORS];
          if (e.color === 'any') options.push('gold', 'black');
          pushPending(state, { kind: 'mana-color', player: p.id, source: ec.source, options });
          attachContinuation(
            state,
            Array.from({ length: e.count - i - 1 }, () => ({ ...e, count: 1 })),
            ec,
          );
          return;
        }
        gainManaToken(state, p, e.color, ctx, ec.source);
      }
      return;
    case 'gain-crystal':
      for (let i = 0; i < e.count; i++) {
        if (e.color === 'any-basic') {
          pushPending(state, { kind: 'crystal-color', player: p.id, source: ec.source, options: [...BASIC_COLORS] });
          attachContinuation(
            state,
            Array.from({ length: e.count - i - 1 }, () => ({ ...e, count: 1 })),
            ec,
          );
          return;
        }
        gainCrystal(state, p, e.color, ctx, ec.source);
      }
      return;
    case 'fame':
      gainFame(state, p, e.amount, ctx);
      return;
    case 'reputation':
      if (e.atEndOfTurn && turn) turn.endOfTurnReputation += e.amount;
      else changeReputation(state, p, e.amount, ctx);
      return;
    case 'take-wound':
      takeWounds(state, p, e.count, e.to, ctx);
      if (state.combat && e.to === 'hand') state.combat.woundsThisCombat += e.count;
      return;
    case 'ready-unit': {
      const targets = readyTargets(state, p.id, e.maxLevel);
      if (targets.length === 0) return;
      if (targets.length === 1 && targets[0]) {
        readyUnitNow(state, p, targets[0], ctx);
        return;
      }
      pushPending(state, { kind: 'ready-unit', player: p.id, source: ec.source, options: targets });
      return;
    }
    case 'choice': {
      const usable = e.options.map((o, i) => ({ o, i })).filter(({ o }) => isUsable(state, o, ec));
      if (usable.length === 1 && usable[0]) {
        resolveEffects(state, [usable[0].o], ec, ctx);
        return;
      }
      if (usable.length === 0) return;
      pushPending(state, {
        kind: 'effect-option',
        player: p.id,
        source: ec.source,
        options: usable.map((_, i) => String(i)),
        effects: usable.map(({ o }) => o),
        context: contextOf(ec),
      });
      return;
    }
    case 'all':
      resolveEffects(state, e.effects, ec, ctx);
      return;
    case 'pay': {
      const before = state.pending.length;
      payCost(state, e.cost, ec, ctx);
      if (state.pending.length > before) {
        attachContinuation(state, [e.then], ec);
        return;
      }
      resolveEffects(state, [e.then], ec, ctx);
      return;
    }
    case 'by-time':
      resolveEffects(state, [manaTime(state) === 'day' ? e.day : e.night], ec, ctx);
      return;
    case 'modifier':
      if (!turn) return;
      turn.modifiers.push({ modifier: e.modifier, duration: e.duration, source: ec.source, player: p.id });
      if (e.modifier.kind === 'extra-source-dice') turn.diceAllowed += e.modifier.count;
      ctx.emit({ type: 'modifier', player: p.id, modifier: e.modifier.kind, source: ec.source });
      return;
    case 'enemy': {
      const targets = enemyEffectTargets(state, e.effect, ec);
      if (e.target === 'all') {
        for (const t of targets) applyEnemyEffect(state, t, e.effect, ec, ctx);
        return;
      }
      if (targets.length === 1 && targets[0]) {
        applyEnemyEffect(state, targets[0], e.effect, ec, ctx);
        return;
      }
      if (targets.length === 0) return;
      pushPending(state, {
        kind: 'enemy-target',
        player: p.id,
        source: ec.source,
        options: targets,
        data: { effect: e.effect },
      });
      return;
    }
    case 'when':
      resolveEffects(state, [e.effect], ec, ctx);
      return;
    case 'custom': {
      const hook = HOOKS[e.hook];
      if (!hook) throw new Error(`custom effect hook ${e.hook} is not implemented`);
      hook.resolve(state, ec, e.params ?? {}, ctx);
      return;
    }
    default:
      throw new Error(`effect kind ${e.kind} is not implemented`);
  }
}

/** Bonus Move from active modifiers (Tirelessness) added to every Move effect. */
function moveBonus(state: GameState): number {
  const t = state.turn;
  if (!t) return 0;
  return t.flags['move-bonus-each'] ?? 0;
}

export function readyUnitNow(state: GameState, p: PlayerState, unit: string, ctx: Ctx): void {
  const u = p.units.find((x) => x.id === unit);
  if (!u) return;
  u.ready = true;
  ctx.emit({ type: 'unit-readied', player: p.id, unit });
}

/** Pay a cost; costs that need a decision push a pending choice. */
export function payCost(state: GameState, cost: Cost, ec: EffectCtx, ctx: Ctx): void {
  const p = getPlayer(state, ec.player);
  switch (cost.kind) {
    case 'mana': {
      const needs = manaNeeds(cost.color, cost.count);
      if (!needs) return;
      const opts = paymentOptions(state, p, needs);
      pushPending(state, {
        kind: 'pay-mana',
        player: p.id,
        source: ec.source,
        options: opts.map((o) => o.map((s) => (s.kind === 'die' ? `die:${s.die}` : `${s.kind}:${s.color}`)).join('+')),
        data: { needs },
      });
      return;
    }
    case 'discard':
    case 'throw-away': {
      const cards = discardable(p, cost.wounds ?? 'no', ec.source);
      pushPending(state, {
        kind: cost.kind === 'discard' ? 'discard-cost' : 'throw-away-cost',
        player: p.id,
        source: ec.source,
        options: cards,
        min: cost.count,
        max: cost.count,
      });
      return;
    }
    case 'take-wound':
      takeWounds(state, p, cost.count, 'hand', ctx);
      if (state.combat) state.combat.woundsThisCombat += cost.count;
      return;
    case 'reputation':
      changeReputation(state, p, cost.amount, ctx);
      return;
    case 'discard-up-to': {
      const cards = discardable(p, cost.wounds, ec.source);
      pushPending(state, {
        kind: 'discard-cost',
        player: p.id,
        source: ec.source,
        options: cards,
        min: 0,
        max: Math.min(cost.max ?? cards.length, cards.length),
      });
      return;
    }
    case 'spend-crystal': {
      const colors: BasicColor[] =
        cost.color === 'any-basic' ? BASIC_COLORS.filter((c) => p.crystals[c] >= cost.count) : [cost.color];
      if (colors.length === 1 && colors[0]) {
        p.crystals[colors[0]] -= cost.count;
        ctx.emit({ type: 'crystal-spent', player: p.id, color: colors[0], count: cost.count });
        return;
      }
      pushPending(state, {
        kind: 'spend-crystal',
        player: p.id,
        source: ec.source,
        options: colors,
        data: { count: cost.count },
      });
      return;
    }
  }
}
