// Playing deed cards (§4.1): basic effect, strong effect paid with mana (CARD-3a/3b), artifacts'
// strong effect by throwing them away (CARD-3c), sideways as Move/Influence/Attack/Block 1 (CARD-3e).
import type { BasicColor } from '../core/types';
import { cardDef } from '../content';
import type { CardDef } from '../content/types';
import {
  fireTriggers,
  isUsable,
  resolveEffects,
  unusableReason,
  type EffectCtx,
} from '../effects/interpret';
import {
  consumeSideways,
  manaOverloadBonus,
  playedEffect,
  sidewaysFor,
  woundSidewaysAllowed,
} from '../protocol/hook-port';
import type { Effect } from '../content/vocabulary';
import {
  checkPayment,
  paymentOptions,
  paymentOptionsFrom,
  paymentTable,
  spendMana,
} from '../mana/mana';
import type { ManaNeed, PaymentTable } from '../mana/mana';
import { blackUsable, manaNeedsFor, manaTime } from '../mana/mana';
import { isWound } from '../state/cards';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId } from '../state/types';
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import type { ActionOf, ManaSource, SidewaysAs } from '../protocol/types';

const SIDEWAYS: SidewaysAs[] = ['move', 'influence', 'attack', 'block'];

/**
 * The effect a sideways card gives (CARD-3e: value 1, physical, never ranged/siege), with the
 * turn's boosts for this card (effects/hooks/skills.ts sidewaysFor).
 */
export function sidewaysEffect(state: GameState, as: SidewaysAs, card?: string): Effect {
  const v = sidewaysFor(state, state.turn?.player ?? -1, card).value;
  switch (as) {
    case 'move':
      return { kind: 'move', amount: v };
    case 'influence':
      return { kind: 'influence', amount: v };
    case 'attack':
      return { kind: 'attack', amount: v, style: 'melee', element: 'physical' };
    case 'block':
      return { kind: 'block', amount: v, element: 'physical' };
  }
}

function effectOf(def: CardDef, mode: 'basic' | 'strong'): Effect {
  return mode === 'strong' ? def.strong : def.basic;
}

/** The colour the played effect counts as (COMPOSITE-1b, COMBAT-5a/5b): the paid colour or the card's. */
function effectColor(
  state: GameState,
  def: CardDef,
  a: ActionOf<'play-card'>,
): BasicColor | undefined {
  if (def.colors.length <= 1) return def.colors[0];
  const paid = a.mana?.[0];
  if (!paid) return def.colors[0];
  const color =
    paid.kind === 'die' ? state.source.dice.find((d) => d.id === paid.die)?.color : paid.color;
  return def.colors.find((c) => c === color) ?? def.colors[0];
}

export const playCard: ActionModule<'play-card'> = {
  type: 'play-card',
  candidates(state, player) {
    const turn = state.turn;
    if (!turn || turn.player !== player || state.pending.length > 0) return [];
    const p = getPlayer(state, player);
    const out: ActionOf<'play-card'>[] = [];
    const seen = new Set<string>();
    for (const card of p.hand) {
      if (isWound(card)) {
        // Power of Pain / Ritual of Pain: one Wound may be played sideways as a normal card.
        if (!seen.has('wound') && woundSidewaysAllowed(state, player))
          for (const as of SIDEWAYS)
            out.push({ type: 'play-card', player, card, mode: 'sideways', as });
        seen.add('wound');
        continue;
      }
      const def = cardDef(card);
      // identical cards behave identically: offer one of each kind
      if (seen.has(def.id)) continue;
      seen.add(def.id);
      for (const as of SIDEWAYS)
        out.push({ type: 'play-card', player, card, mode: 'sideways', as });
      for (const mode of ['basic', 'strong'] as const) {
        for (const needs of manaNeedsFor(def, mode)) {
          if (needs.length === 0) {
            out.push({ type: 'play-card', player, card, mode });
            continue;
          }
          for (const mana of paymentOptions(state, p, needs))
            out.push({ type: 'play-card', player, card, mode, mana });
        }
      }
    }
    return out;
  },
  legal: legalPlays,
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const turn = state.turn;
    if (!turn) return refuse('ROUND-4a', 'It is not your turn.');
    if (turn.phase === 'end')
      return refuse('TURN-END-8c', 'You cannot play effects during your End-of-Turn step.');
    const p = getPlayer(state, a.player);
    if (!p.hand.includes(a.card)) return refuse('CARD-2', 'That card is not in your hand.');
    const woundSideways =
      isWound(a.card) && a.mode === 'sideways' && woundSidewaysAllowed(state, a.player);
    if (isWound(a.card) && !woundSideways)
      return refuse('CARD-3d', 'Wound cards can never be played, not even sideways.');
    const ec: EffectCtx = { player: a.player, source: a.card, origin: 'card' };
    if (a.mode === 'sideways') {
      if (!a.as || !SIDEWAYS.includes(a.as))
        return refuse(
          'CARD-3e',
          'Say whether the card is played sideways as Move, Influence, Attack or Block.',
        );
      if (a.mana && a.mana.length > 0)
        return refuse('CARD-3e', 'A card played sideways needs no mana.');
      if (!isUsable(state, sidewaysEffect(state, a.as, a.card), ec)) {
        if (a.as === 'attack' && state.combat?.phase === 'ranged') return notNow(state, a.as);
        const why = unusableReason(state, sidewaysEffect(state, a.as, a.card), ec);
        return refuse(why.ruleId, why.message);
      }
      return null;
    }
    const def = cardDef(a.card);
    if (a.as !== undefined) return refuse('CARD-3e', 'Only sideways plays name a family.');
    if (
      def.type === 'spell' &&
      a.mode === 'strong' &&
      manaTime(state) === 'day' &&
      !blackUsable(state, p)
    )
      return refuse(
        'CARD-3b',
        "A spell's strong effect can only be cast at Night (it needs black mana).",
      );
    if (
      def.usesAction &&
      (turn.action !== null ||
        turn.rested ||
        state.combat ||
        (turn.phase !== 'start' && turn.phase !== 'move'))
    )
      return refuse(
        'TURN-REG-6d',
        `${def.name} is played as the action of your turn, and you have no action left.`,
      );
    const alternatives = manaNeedsFor(def, a.mode);
    const sources: ManaSource[] = a.mana ?? [];
    let payRefusal = null;
    let ok = false;
    for (const needs of alternatives) {
      const r = checkPayment(state, p, needs, sources);
      if (r === null) {
        ok = true;
        break;
      }
      payRefusal = payRefusal ?? r;
    }
    if (!ok) {
      if (sources.length === 0 && alternatives.every((n) => n.length > 0))
        return refuse(
          def.type === 'spell' ? 'CARD-3b' : 'CARD-3a',
          def.type === 'spell'
            ? `Casting this spell needs ${alternatives[0]?.join(' + ')} mana.`
            : `The strong effect needs 1 ${def.colors.join(' or ')} mana.`,
        );
      return payRefusal ?? refuse('CARD-3a', 'That mana cannot pay for this card.');
    }
    const ecc: EffectCtx = { ...ec, strong: a.mode === 'strong' };
    const color = effectColor(state, def, a);
    if (color) ecc.color = color;
    const eff = playedEffect(state, a.player, def, effectOf(def, a.mode)).effect;
    if (!isUsable(state, eff, ecc)) {
      const why = unusableReason(state, eff, ecc);
      return refuse(why.ruleId, `${def.name}: ${why.message}`);
    }
    return null;
  },
  apply(state, a, ctx) {
    const turn = state.turn;
    if (!turn) return;
    const p = getPlayer(state, a.player);
    p.hand.splice(p.hand.indexOf(a.card), 1);
    const paid = a.mana && a.mana.length > 0 ? spendMana(state, p, a.mana, ctx) : undefined;
    turn.played.push({
      card: a.card,
      mode: a.mode,
      ...(a.as ? { as: a.as } : {}),
      ...(paid ? { manaPaid: paid } : {}),
      ...(a.mode === 'strong' && !isWound(a.card) && cardDef(a.card).type === 'artifact'
        ? { throwAway: true }
        : {}),
    });
    turn.cardPlayedOrDiscarded = true;
    ctx.emit({
      type: 'card-played',
      player: a.player,
      card: a.card,
      mode: a.mode,
      as: a.as ?? null,
    });
    const ec: EffectCtx = { player: a.player, source: a.card, origin: 'card' };
    if (a.mode === 'sideways') {
      const boost = sidewaysFor(state, a.player, a.card);
      resolveEffects(state, [sidewaysEffect(state, a.as ?? 'move', a.card)], ec, ctx);
      consumeSideways(state, boost.index);
      return;
    }
    const def = cardDef(a.card);
    ec.strong = a.mode === 'strong';
    const color = effectColor(state, def, a);
    if (color) ec.color = color;
    if (def.usesAction) {
      // `[action]` cards: playing the effect is the turn's action (TURN-REG-6d).
      turn.action = 'other';
      turn.phase = 'after';
    }
    if (def.type === 'spell' && def.colors[0])
      fireTriggers(state, { on: 'spell-cast', color: def.colors[0] }, ctx, a.player);
    // Mana Overload: +4 for the first Deed card powered with the marked colour.
    const overload =
      a.mode === 'strong' && paid ? manaOverloadBonus(state, a.player, def, paid, ctx) : 0;
    if (overload > 0) ec.bonus = (ec.bonus ?? 0) + overload;
    const played = playedEffect(state, a.player, def, effectOf(def, a.mode));
    if (played.index !== null) turn.modifiers.splice(played.index, 1); // Shapeshift used up
    resolveEffects(state, [played.effect], ec, ctx);
  },
};

/**
 * Issue 15: the play-card candidates that `check` accepts, in the candidates' order, with what the
 * check asks worked out once per call instead of once per candidate:
 * - the turn gates (ownTurn, TURN-END-8c) hold for every card or for none;
 * - whether a sideways play can be used depends on its family only (isUsable reads the effect's
 *   kind and the attack's style, which is always melee — not the value or the card), so it is
 *   asked once per family (CARD-3e);
 * - a card's mode is refused as a whole by CARD-3b (a spell's strong effect by Day) and
 *   TURN-REG-6d (no action left), before any payment is worked out;
 * - a payment offered by `paymentOptions` is one `checkPayment` accepts (that is how they are
 *   found), and options are worked out once per distinct need;
 * - whether the played effect can be used is asked once per card, mode and the colour it counts as
 *   (the paid colour only matters for multi-coloured cards, COMPOSITE-1b).
 */
function legalPlays(state: GameState, player: PlayerId): ActionOf<'play-card'>[] {
  const turn = state.turn;
  if (!turn || turn.player !== player || state.pending.length > 0) return [];
  if (ownTurn(state, player) || turn.phase === 'end') return [];
  const p = getPlayer(state, player);
  const out: ActionOf<'play-card'>[] = [];
  // Kinds seen so far ('wound' or a definition id): a hand holds a handful of cards, so a scan of a
  // short array is cheaper than making and hashing into a Set each call.
  const seen: string[] = [];
  // playedEffect changes a card's effect only through a turn modifier (Shapeshift); with none,
  // the effect played is the card's own and the hook is not asked.
  const modified = turn.modifiers.length > 0;
  // Issue 15: no closures made per call, card or mode (each is an allocation, and under tsx's
  // keepNames also a `__name` call); what is worked out once per call is kept in these locals.
  let sidewaysOk: boolean[] | null = null;
  let options: Map<string, ManaSource[][]> | null = null;
  let table: PaymentTable | null = null; // the sources every payment starts from, once per call
  const night = manaTime(state) !== 'day';
  const noAction =
    turn.action !== null ||
    turn.rested ||
    !!state.combat ||
    (turn.phase !== 'start' && turn.phase !== 'move');
  for (const card of p.hand) {
    if (isWound(card)) {
      // Power of Pain / Ritual of Pain: one Wound may be played sideways as a normal card.
      if (!seen.includes('wound') && woundSidewaysAllowed(state, player)) {
        sidewaysOk ??= sidewaysUsable(state, player, card);
        pushSideways(out, player, card, sidewaysOk);
      }
      if (!seen.includes('wound')) seen.push('wound');
      continue;
    }
    const def = cardDef(card);
    if (seen.includes(def.id)) continue;
    seen.push(def.id);
    sidewaysOk ??= sidewaysUsable(state, player, card);
    pushSideways(out, player, card, sidewaysOk);
    if (def.usesAction && noAction) continue; // TURN-REG-6d
    for (const mode of MODES) {
      // CARD-3b: a spell's strong effect needs black mana.
      if (def.type === 'spell' && mode === 'strong' && !night && !blackUsable(state, p)) continue;
      const eff = modified
        ? playedEffect(state, player, def, effectOf(def, mode)).effect
        : effectOf(def, mode);
      const oneColour = def.colors.length <= 1;
      if (oneColour && !effectUsable(state, player, card, mode, eff, def.colors[0])) continue;
      // Multi-coloured cards (COMPOSITE-1b): usability per colour the effect counts as.
      const usable = oneColour ? null : new Map<BasicColor | undefined, boolean>();
      const pn = playNeeds(def);
      for (const { needs, key } of mode === 'basic' ? pn.basic : pn.strong) {
        if (needs.length === 0) {
          const a: ActionOf<'play-card'> = { type: 'play-card', player, card, mode };
          if (!usable || usableAs(usable, state, player, card, mode, eff, def, a)) out.push(a);
          continue;
        }
        let o = (options ??= new Map<string, ManaSource[][]>()).get(key);
        if (!o) {
          table ??= paymentTable(state, p);
          o = table ? paymentOptionsFrom(state, p, needs, table) : [];
          options.set(key, o);
        }
        for (const mana of o) {
          const a: ActionOf<'play-card'> = { type: 'play-card', player, card, mode, mana };
          if (!usable || usableAs(usable, state, player, card, mode, eff, def, a)) out.push(a);
        }
      }
    }
  }
  return out;
}

const MODES = ['basic', 'strong'] as const;

/**
 * Whether each sideways family can be used now (CARD-3e): isUsable reads the effect's kind (an
 * attack is always melee), not its value or the card, so one card asks for all.
 */
function sidewaysUsable(state: GameState, player: PlayerId, card: string): boolean[] {
  const ok: boolean[] = [];
  for (const e of SIDEWAYS_PROBES)
    ok.push(isUsable(state, e, { player, source: card, origin: 'card' }));
  return ok;
}

/**
 * The sideways effects as isUsable sees them (CARD-3e), in SIDEWAYS' order: it reads the kind and
 * the attack's style, never the value, so the turn's boosts (sidewaysFor, a scan of the
 * modifiers) are not asked.
 */
const SIDEWAYS_PROBES: readonly Effect[] = [
  { kind: 'move', amount: 1 },
  { kind: 'influence', amount: 1 },
  { kind: 'attack', amount: 1, style: 'melee', element: 'physical' },
  { kind: 'block', amount: 1, element: 'physical' },
];

/** A card's mana needs per mode (manaNeedsFor, CARD-3a/3b/3c) with the key of each, per definition. */
type Alternative = { needs: ManaNeed[]; key: string };
type PlayNeeds = { basic: Alternative[]; strong: Alternative[] };
const PLAY_NEEDS = new WeakMap<CardDef, PlayNeeds>();

function playNeeds(def: CardDef): PlayNeeds {
  let n = PLAY_NEEDS.get(def);
  if (!n) {
    const alternatives = (mode: 'basic' | 'strong'): Alternative[] =>
      manaNeedsFor(def, mode).map((needs) => ({ needs, key: needs.join(',') }));
    n = { basic: alternatives('basic'), strong: alternatives('strong') };
    PLAY_NEEDS.set(def, n);
  }
  return n;
}

function pushSideways(
  out: ActionOf<'play-card'>[],
  player: PlayerId,
  card: string,
  ok: readonly boolean[],
): void {
  for (let k = 0; k < SIDEWAYS.length; k++)
    if (ok[k]) out.push({ type: 'play-card', player, card, mode: 'sideways', as: SIDEWAYS[k] });
}

/** Whether the played effect can be used in this mode, counting as `color` (the check's last step). */
function effectUsable(
  state: GameState,
  player: PlayerId,
  card: string,
  mode: 'basic' | 'strong',
  eff: Effect,
  color: BasicColor | undefined,
): boolean {
  const ecc: EffectCtx = { player, source: card, origin: 'card', strong: mode === 'strong' };
  if (color) ecc.color = color;
  return isUsable(state, eff, ecc);
}

/** effectUsable for the colour the play `a` counts as, once per colour (`cache`). */
function usableAs(
  cache: Map<BasicColor | undefined, boolean>,
  state: GameState,
  player: PlayerId,
  card: string,
  mode: 'basic' | 'strong',
  eff: Effect,
  def: CardDef,
  a: ActionOf<'play-card'>,
): boolean {
  const color = effectColor(state, def, a);
  let u = cache.get(color);
  if (u === undefined) {
    u = effectUsable(state, player, card, mode, eff, color);
    cache.set(color, u);
  }
  return u;
}

function notNow(state: GameState, as: SidewaysAs) {
  switch (as) {
    case 'move':
      return refuse(
        'TURN-OPT-5c.1',
        'Move points can only be used in the movement part of a regular turn.',
      );
    case 'influence':
      return refuse('INTERACT-2', 'Influence can only be used while interacting with locals.');
    case 'attack':
      return state.combat?.phase === 'ranged'
        ? refuse('COMBAT-RANGED-3d', 'Cards cannot be played sideways as Ranged or Siege attacks.')
        : refuse(
            'COMBAT-RANGED-8',
            'Attack points must go to an attack on chosen enemies; choose targets first.',
          );
    case 'block':
      return refuse(
        'COMBAT-BLOCK-10',
        'Block points must go to a chosen enemy attack in the Block phase.',
      );
  }
}

export type { PlayerId };
