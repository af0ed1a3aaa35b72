// Hooks of the skill tokens (content/custom-hooks-used.ts "skills") outside combat, and the rules
// they change elsewhere: sideways values (play-card), Shapeshift, Mana Overload, the effects of
// returning another player's cooperative token from the centre (SKILL-4b). Combat-only skill hooks
// (Deadly Aim, Dueling, Puppet Master, Nature's Vengeance's lasting effect) are the combat module's.
import { sparedBySkill } from '../../state/teams';
import { dieAlterable } from '../../mana/friendly';
import type { Resolver } from '../../choices/resolvers';
import { cardDef } from '../../content';
import type { CardDef } from '../../content/types';
import type { Ctx } from '../../core/context';
import { BASIC_COLORS, type BasicColor, type ManaColor } from '../../core/types';
import { hexDistance, parseHexKey } from '../../hex/hex';
import {
  gainCrystal,
  gainManaToken,
  parseSourceKey,
  sourceColor,
  spendMana,
} from '../../mana/mana';
import { rollFace, writableDie } from '../../mana/source';
import { rngOf } from '../../rng/rng';
import { drawCards, isWound, returnWound } from '../../state/cards';
import { getPlayer } from '../../state/player';
import type { GameState, PlayerId, PlayerState } from '../../state/types';
import { setSkillData, skillData, slotOf } from '../../skills/skills';
import { freeCommandTokens } from '../../state/units';
import {
  conditionHolds,
  isUsable,
  paymentKeys,
  resolveEffects,
  type EffectCtx,
} from '../interpret';
import {
  attack,
  block,
  choice,
  customModifier,
  enemy,
  gainMana,
  influence,
  manaCost,
  modifier,
  move,
  pay,
  perPaidColor,
  rangedAttack,
  type Effect,
} from '../../content/vocabulary';
import { activeHooks } from '../../state/modifiers';
import type { CustomHook } from '../../protocol/hook-types';

const owner = (state: GameState, ec: EffectCtx): PlayerState => getPlayer(state, ec.player);

function pushModifier(
  state: GameState,
  ec: EffectCtx,
  hook: string,
  params: Record<string, string | number | boolean>,
): void {
  state.turn?.modifiers.push({
    modifier: { kind: 'custom', hook, params },
    duration: 'turn',
    source: ec.source,
    player: ec.player,
  });
}

// ----------------------------------------------------------------------------- sideways plays

/**
 * The value of a card played sideways now (CARD-3e: 1), with the best one-card boost of the turn:
 * I Don't Give a Damn / Who Needs Magic? ('sideways-boost'), Power of Pain / Ritual of Pain for a
 * Wound ('wound-sideways'), Universal Power, Wolf's Howl / Howl of the Pack ('sideways-once').
 * `index` = the turn modifier used up by this play.
 */
export function sidewaysFor(
  state: GameState,
  player: PlayerId,
  card: string | undefined,
): { value: number; index: number | null } {
  const turn = state.turn;
  let best = { value: 1, index: null as number | null };
  if (!turn) return best;
  const wound = card !== undefined && isWound(card);
  const def: CardDef | null = card !== undefined && !wound ? cardDef(card) : null;
  turn.modifiers.forEach((m, i) => {
    if (m.player !== player) return;
    const mod = m.modifier;
    let v: number;
    let once = true;
    if (mod.kind === 'sideways-value') {
      if (wound && mod.forTypes !== 'wound-allowed') return;
      v = mod.value;
      once = false;
    } else if (mod.kind === 'custom') {
      const params = mod.params ?? {};
      if (mod.hook === 'wound-sideways') {
        if (!wound) return;
        v = Number(params.value ?? 2);
      } else if (wound) {
        return;
      } else if (mod.hook === 'sideways-boost') {
        const better =
          params.when === 'advanced-spell-artifact'
            ? def !== null &&
              (def.type === 'advanced-action' || def.type === 'spell' || def.type === 'artifact')
            : params.when === 'no-source-die' && turn.diceUsed.length === 0;
        v = Number(better ? params.better : params.value);
      } else if (mod.hook === 'goldyx-universal-power') {
        const c = params.color as BasicColor | undefined;
        const own = def !== null && def.type !== 'artifact' && !!c && def.colors.includes(c);
        v = own ? 4 : 3;
      } else if (mod.hook === 'sideways-once') {
        v = Number(params.value ?? 1);
      } else return;
    } else return;
    if (v > best.value || (v === best.value && best.index !== null && !once))
      best = { value: v, index: once ? i : null };
  });
  return best;
}

/** A Wound may be played sideways this turn (Power of Pain, Ritual of Pain returned). */
export function woundSidewaysAllowed(state: GameState, player: PlayerId): boolean {
  return activeHooks(state, player, 'wound-sideways').length > 0;
}

/** Use up the one-card boost of a sideways play (Who Needs Magic? +3: no Source die any more). */
export function consumeSideways(state: GameState, index: number | null): void {
  const turn = state.turn;
  if (!turn || index === null) return;
  const m = turn.modifiers[index];
  if (!m) return;
  if (
    m.modifier.kind === 'custom' &&
    m.modifier.hook === 'sideways-boost' &&
    m.modifier.params?.when === 'no-source-die'
  ) {
    if (turn.diceUsed.length === 0) turn.flags['no-source-die'] = 1;
  }
  turn.modifiers.splice(index, 1);
}

// ----------------------------------------------------------------------------- Shapeshift

type Kind3 = 'move' | 'attack' | 'block';

function hasFixedMAB(e: Effect): boolean {
  switch (e.kind) {
    case 'move':
    case 'attack':
    case 'block':
      return true;
    case 'choice':
      return e.options.some(hasFixedMAB);
    case 'all':
      return e.effects.some(hasFixedMAB);
    case 'by-time':
      return hasFixedMAB(e.day) || hasFixedMAB(e.night);
    case 'pay':
      return hasFixedMAB(e.then);
    default:
      return false;
  }
}

/** Move, Attack and Block of a Basic Action become `to` with the same amount (elements kept). */
export function shapeshift(e: Effect, to: Kind3): Effect {
  switch (e.kind) {
    case 'move':
    case 'attack':
    case 'block': {
      if (e.kind === to) return e;
      const element = e.kind === 'move' ? 'physical' : e.element;
      if (to === 'move') return move(e.amount);
      if (to === 'attack') return { kind: 'attack', amount: e.amount, style: 'melee', element };
      return block(e.amount, element);
    }
    case 'choice':
      return { ...e, options: e.options.map((o) => shapeshift(o, to)) };
    case 'all':
      return { ...e, effects: e.effects.map((o) => shapeshift(o, to)) };
    case 'by-time':
      return { ...e, day: shapeshift(e.day, to), night: shapeshift(e.night, to) };
    case 'pay':
      return { ...e, then: shapeshift(e.then, to) };
    default:
      return e;
  }
}

/** The effect a card is played with this turn (Shapeshift pending for a Basic Action). */
export function playedEffect(
  state: GameState,
  player: PlayerId,
  def: CardDef,
  e: Effect,
): { effect: Effect; index: number | null } {
  const turn = state.turn;
  if (!turn || def.type !== 'basic-action' || !hasFixedMAB(e)) return { effect: e, index: null };
  const i = turn.modifiers.findIndex(
    (m) =>
      m.player === player &&
      m.modifier.kind === 'custom' &&
      m.modifier.hook === 'braevalar-shapeshift',
  );
  const m = turn.modifiers[i];
  if (!m || m.modifier.kind !== 'custom') return { effect: e, index: null };
  const to = m.modifier.params?.to as Kind3 | undefined;
  return to ? { effect: shapeshift(e, to), index: i } : { effect: e, index: null };
}

// ----------------------------------------------------------------------------- Mana Overload

/**
 * Mana Overload (☆): the first other player who powers a Deed card giving Move, Influence, Attack
 * or Block with mana of the marked colour gets +4 on that effect; the token returns face down.
 */
export function manaOverloadBonus(
  state: GameState,
  player: PlayerId,
  def: CardDef,
  paid: ManaColor[],
  ctx: Ctx,
): number {
  if (def.type !== 'basic-action' && def.type !== 'advanced-action') return 0;
  for (const o of state.players) {
    if (o.id === player) continue;
    const s = slotOf(o, 'tovak-mana-overload');
    if (!s?.inCenter || typeof s.data?.color !== 'string') continue;
    if (!paid.includes(s.data.color as ManaColor)) continue;
    s.inCenter = false;
    s.flipped = true;
    delete s.data;
    ctx.emit({ type: 'skill-returned', player, skill: s.id, owner: o.id });
    return 4;
  }
  return 0;
}

// ----------------------------------------------------------------------------- returned tokens

/**
 * Cooperative tokens (☆) in the centre that another player may return (face down to the owner) for
 * an effect of their own. Nature's Vengeance's needs the combat module's 'gain-cumbersome'.
 */
export function returnEffect(
  id: string,
  data: Record<string, string | number> | undefined,
  ownerId: PlayerId,
): Effect | null {
  switch (id) {
    case 'arythea-ritual-of-pain':
      return modifier(customModifier('wound-sideways', { value: 3 }));
    case 'goldyx-source-opening':
      return modifier(customModifier('source-opening', { owner: ownerId }));
    case 'norowas-calming-the-weather':
      return modifier({ kind: 'terrain-cost', terrain: 'all', delta: -1, min: 1 });
    case 'wolfhawk-howl-of-the-pack':
      return enemy({
        kind: 'combined',
        effects: [
          { kind: 'armor', amount: -1, min: 1 },
          { kind: 'attack', amount: -1, min: 0 },
        ],
      });
    case 'krang-mana-enhancement':
      return typeof data?.color === 'string' ? gainMana(data.color as ManaColor) : null;
    case 'braevalar-natures-vengeance-coop':
      return enemy({
        kind: 'combined',
        effects: [
          { kind: 'attack', amount: -1, min: 0 },
          { kind: 'custom', hook: 'gain-cumbersome' },
        ],
      });
    default:
      return null;
  }
}

// ----------------------------------------------------------------------------- helpers

/** Every way to pay one mana of any colour (black too at Night): 'pay-mana' answer keys. */
function anyManaKeys(state: GameState, p: PlayerState): string[] {
  return [...paymentKeys(state, p, ['any-basic']), ...paymentKeys(state, p, ['black'])];
}

/** Spend the mana of a payment key; returns the colour it counts as (gold named as a colour). */
function spendKey(state: GameState, p: PlayerState, key: string, ctx: Ctx): ManaColor | undefined {
  const [raw, named] = key.split('@');
  const src = parseSourceKey(raw ?? '');
  if (!src) return undefined;
  const color = sourceColor(state, src) ?? undefined;
  spendMana(state, p, [src], ctx);
  return (named as ManaColor | undefined) ?? color;
}

function throwAwayWounds(state: GameState, p: PlayerState, n: number, ctx: Ctx): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const w = p.hand.find(isWound);
    if (!w) break;
    p.hand.splice(p.hand.indexOf(w), 1);
    out.push(w);
  }
  if (out.length > 0) ctx.emit({ type: 'cards-thrown-away', player: p.id, cards: out });
  return out;
}

/** Nearest other heroes on the map (Healing Ritual; ties are the player's choice). */
function nearestOthers(state: GameState, p: PlayerState): PlayerId[] {
  if (!p.position) return [];
  const here = parseHexKey(p.position);
  // SCEN-TEAM-2: an ally is not affected by the interactive skill.
  const others = state.players.filter(
    (o) => o.id !== p.id && o.kind !== 'dummy' && o.position && !sparedBySkill(state, p.id, o.id),
  );
  if (others.length === 0) return [];
  const dist = (o: PlayerState) => hexDistance(here, parseHexKey(o.position ?? '0,0'));
  const min = Math.min(...others.map(dist));
  return others.filter((o) => dist(o) === min).map((o) => o.id);
}

const CHAOS: { color: ManaColor; effect: Effect }[] = [
  { color: 'blue', effect: block(3) },
  { color: 'green', effect: move(1) },
  { color: 'black', effect: rangedAttack(1, 'cold-fire') },
  { color: 'white', effect: influence(2) },
  { color: 'red', effect: attack(2) },
  {
    color: 'gold',
    effect: choice(block(3), move(1), rangedAttack(1, 'cold-fire'), influence(2), attack(2)),
  },
];

function chaosNext(p: PlayerState, id: string): { index: number; effect: Effect } {
  const pos = Number(slotOf(p, id)?.data?.position ?? 0);
  const index = (pos + 1) % CHAOS.length;
  return { index, effect: CHAOS[index]?.effect ?? move(1) };
}

const MARK_COLORS: ManaColor[] = ['red', 'blue', 'green', 'white', 'black'];

/** Mark a colour on the token (in the centre) and gain its mana (Mana Enhancement: a crystal). */
function markColor(
  state: GameState,
  player: PlayerId,
  source: string,
  color: ManaColor,
  ctx: Ctx,
): void {
  const p = getPlayer(state, player);
  const s = slotOf(p, source);
  if (s) s.data = { ...(s.data ?? {}), color };
  if (source === 'krang-mana-enhancement') gainCrystal(state, p, color as BasicColor, ctx, source);
  else gainManaToken(state, p, color, ctx, source);
}

// ----------------------------------------------------------------------------- the hooks

export const SKILL_HOOKS: Record<string, CustomHook> = {
  /** Motivation: no other Motivation until the end of your next turn. */
  'motivation-lockout': {
    usable: () => true,
    resolve(state, ec) {
      const p = owner(state, ec);
      setSkillData(p, 'motivation-lock', skillData(p, 'turns') + 1);
    },
  },
  /** The token turns face down now; {unflip} says how it may turn face up again (use-skill). */
  'flip-skill': {
    usable: () => true,
    resolve(state, ec, params) {
      const s = slotOf(owner(state, ec), ec.source);
      if (!s) return;
      s.flipped = true;
      s.data = { ...(s.data ?? {}), unflip: String(params.unflip ?? 'round') };
    },
  },
  /**
   * Regenerate: pay one mana of any colour and throw away a Wound from hand; if the mana was
   * {bonusColor} or you have strictly the lowest Fame, draw 1.
   */
  regenerate: {
    usable: (state, ec) =>
      owner(state, ec).hand.some(isWound) && anyManaKeys(state, owner(state, ec)).length > 0,
    resolve(state, ec, params) {
      const options = anyManaKeys(state, owner(state, ec));
      if (options.length === 0) return;
      state.pending.push({
        kind: 'regenerate',
        player: ec.player,
        source: ec.source,
        options,
        data: { bonusColor: String(params.bonusColor ?? 'red') },
      });
    },
  },
  /**
   * Healing Ritual (★, not in combat): throw away up to 2 Wounds from hand; one of them goes into
   * the hand of the nearest other hero instead of the Wound pile.
   */
  'arythea-healing-ritual': {
    usable: (state, ec) => owner(state, ec).hand.some(isWound),
    resolve(state, ec, _params, ctx) {
      const p = owner(state, ec);
      const wounds = throwAwayWounds(state, p, 2, ctx);
      const near = nearestOthers(state, p);
      const first = near[0];
      if (wounds.length === 0) return;
      if (near.length === 1 && first !== undefined) {
        getPlayer(state, first).hand.push(wounds[0] ?? '');
        wounds.slice(1).forEach(() => returnWound(state));
        ctx.emit({ type: 'wounds-taken', player: first, count: 1, to: 'hand' });
        return;
      }
      if (near.length === 0) {
        wounds.forEach(() => returnWound(state));
        return;
      }
      wounds.slice(1).forEach(() => returnWound(state));
      state.pending.push({
        kind: 'healing-ritual',
        player: p.id,
        source: ec.source,
        options: near.map(String),
        data: { wound: wounds[0] ?? '' },
      });
    },
  },
  /** Ritual of Pain (☆): throw away up to 2 Wounds from hand; the token goes to the centre. */
  'arythea-ritual-of-pain': {
    usable: (state, ec) => owner(state, ec).hand.some(isWound),
    resolve(state, ec, _params, ctx) {
      throwAwayWounds(state, owner(state, ec), 2, ctx).forEach(() => returnWound(state));
    },
  },
  /** Mana Exploit (★) / Mana Overload (☆): gain a non-gold mana token; its colour is marked on the token. */
  'tovak-mana-exploit': {
    usable: () => true,
    resolve(state, ec) {
      state.pending.push({
        kind: 'mark-color',
        player: ec.player,
        source: ec.source,
        options: [...MARK_COLORS],
      });
    },
  },
  'tovak-mana-overload': {
    usable: () => true,
    resolve(state, ec) {
      state.pending.push({
        kind: 'mark-color',
        player: ec.player,
        source: ec.source,
        options: [...MARK_COLORS],
      });
    },
  },
  /** Universal Power: add one mana to the next card played sideways (3, or 4 for its colour). */
  'goldyx-universal-power': {
    usable: (state, ec) =>
      owner(state, ec).hand.some((c) => !isWound(c)) &&
      paymentKeys(state, owner(state, ec), ['any-basic']).length > 0,
    resolve(state, ec, _params, ctx) {
      resolveEffects(
        state,
        [
          pay(
            manaCost('any-basic'),
            perPaidColor((c) => modifier(customModifier('goldyx-universal-power', { color: c }))),
          ),
        ],
        ec,
        ctx,
      );
    },
  },
  /** Source Freeze (★): the token lies in the Source until your next turn (read by mana/mana.ts). */
  'goldyx-source-freeze': { usable: () => true, resolve() {} },
  /** Source Opening (☆): you may reroll one Source die; the token goes to the centre. */
  'goldyx-source-opening': {
    usable: () => true,
    resolve(state, ec) {
      const dice = state.source.dice
        .filter((d) => d.takenBy === null && d.stolenBy == null && dieAlterable(state, d)) // VAR-NICE-4
        .map((d) => String(d.id));
      if (dice.length > 0)
        state.pending.push({
          kind: 'reroll-die',
          player: ec.player,
          source: ec.source,
          options: [...dice, 'none'],
        });
    },
  },
  /** Prayer of Weather (★): terrain costs you 2 less (min 1); others 1 more (movement/movement.ts). */
  'norowas-prayer-of-weather': {
    usable: () => true,
    resolve(state, ec) {
      state.turn?.modifiers.push({
        modifier: { kind: 'terrain-cost', terrain: 'all', delta: -2, min: 1 },
        duration: 'turn',
        source: ec.source,
        player: ec.player,
      });
    },
  },
  /** Calming the Weather (☆): the token goes to the centre (its own −2 is a modifier in the data). */
  'norowas-calming-the-weather': { usable: () => true, resolve() {} },
  /** Bonds of Loyalty is passive (skills/skills.ts onSkillGained, interaction/recruit-modifiers.ts recruitAdjustment). */
  'norowas-bonds-of-loyalty': { usable: () => false, resolve() {} },
  /**
   * On Her Own: Influence 3 if no unit was recruited with Influence this turn, else Influence 1.
   * Ruling ("checked at the end"): a unit recruited later this turn costs those 2 extra.
   */
  'wolfhawk-on-her-own': {
    usable: (state, ec) => isUsable(state, influence(1), ec),
    resolve(state, ec, _params, ctx) {
      const t = state.turn;
      if (!t) return;
      const recruited = Object.keys(t.flags).some((k) => k.startsWith('recruited:'));
      if (!recruited) t.flags['on-her-own'] = 1;
      resolveEffects(state, [influence(recruited ? 1 : 3)], ec, ctx);
    },
  },
  /**
   * Wolf's Howl (★, not during an interaction): one card played sideways counts 4, +1 per Command
   * token without a unit; the token goes to the centre. Its lasting effect on other players' units
   * in combat is the combat module's.
   */
  'wolfhawk-wolfs-howl': {
    usable: (state, ec) =>
      !state.turn?.interaction && owner(state, ec).hand.some((c) => !isWound(c)),
    resolve(state, ec) {
      const p = owner(state, ec);
      pushModifier(state, ec, 'sideways-once', { value: 4 + Math.max(0, freeCommandTokens(p)) });
    },
  },
  /** Howl of the Pack (☆): the same own bonus; the token goes to the centre. */
  'wolfhawk-howl-of-the-pack': {
    usable: (state, ec) =>
      !state.turn?.interaction && owner(state, ec).hand.some((c) => !isWound(c)),
    resolve(state, ec) {
      const p = owner(state, ec);
      pushModifier(state, ec, 'sideways-once', { value: 4 + Math.max(0, freeCommandTokens(p)) });
    },
  },
  /**
   * Master of Chaos: turn the wheel one step clockwise and take the new position's effect (blue
   * Block 3, green Move 1, black Ranged ColdFire Attack 1, white Influence 2, red Attack 2, gold
   * any of these). Ruling: the wheel starts on blue when the token is gained.
   */
  'krang-master-of-chaos': {
    usable: (state, ec) => isUsable(state, chaosNext(owner(state, ec), ec.source).effect, ec),
    resolve(state, ec, _params, ctx) {
      const p = owner(state, ec);
      const s = slotOf(p, ec.source);
      const next = chaosNext(p, ec.source);
      if (s) s.data = { ...(s.data ?? {}), position: next.index };
      resolveEffects(state, [next.effect], ec, ctx);
    },
  },
  /** Mana Suppression (★): the token goes to the centre (read by mana/mana.ts; skills.ts on return). */
  'krang-mana-suppression': { usable: () => true, resolve() {} },
  /**
   * Mana Enhancement (☆): after spending basic-colour mana this turn, gain a crystal of that colour
   * and mark it on the token in the centre.
   */
  'krang-mana-enhancement': {
    usable: (state) => BASIC_COLORS.some((c) => (state.turn?.flags[`mana-used:${c}`] ?? 0) > 0),
    resolve(state, ec, _params, ctx) {
      const options = BASIC_COLORS.filter((c) => (state.turn?.flags[`mana-used:${c}`] ?? 0) > 0);
      const only = options[0];
      if (options.length === 1 && only) markColor(state, ec.player, ec.source, only, ctx);
      else if (options.length > 1)
        state.pending.push({
          kind: 'mark-color',
          player: ec.player,
          source: ec.source,
          options: [...options],
        });
    },
  },
  /**
   * Shapeshift: the next Basic Action card giving a fixed Move, Attack or Block gives the same
   * amount of the chosen other one instead (elements kept).
   */
  'braevalar-shapeshift': {
    usable: (state, ec) =>
      owner(state, ec).hand.some((c) => {
        if (isWound(c)) return false;
        const d = cardDef(c);
        return d.type === 'basic-action' && (hasFixedMAB(d.basic) || hasFixedMAB(d.strong));
      }),
    resolve(state, ec) {
      state.pending.push({
        kind: 'shapeshift',
        player: ec.player,
        source: ec.source,
        options: ['move', 'attack', 'block'],
      });
    },
  },
};

export const SKILL_RESOLVERS: Record<string, Resolver> = {
  regenerate: (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const key = answer[0];
    if (!key) return;
    const color = spendKey(state, p, key, ctx);
    const wound = throwAwayWounds(state, p, 1, ctx);
    wound.forEach(() => returnWound(state));
    const ec: EffectCtx = { player: p.id, source: pend.source, origin: 'skill' };
    if (color === pend.data?.bonusColor || conditionHolds(state, { kind: 'lowest-fame' }, ec))
      drawCards(state, p, 1, ctx);
  },
  'healing-ritual': (state, pend, answer, ctx) => {
    const target = Number(answer[0]);
    const wound = typeof pend.data?.wound === 'string' ? pend.data.wound : '';
    const o = state.players[target];
    if (!o || !wound) return;
    o.hand.push(wound);
    ctx.emit({ type: 'wounds-taken', player: o.id, count: 1, to: 'hand' });
  },
  'mark-color': (state, pend, answer, ctx) => {
    const color = answer[0] as ManaColor | undefined;
    if (color) markColor(state, pend.player, pend.source, color, ctx);
  },
  'reroll-die': (state, pend, answer, ctx) => {
    const id = answer[0];
    const found = state.source.dice.find((d) => String(d.id) === id);
    if (!found) return;
    const die = writableDie(state, found.id);
    die.color = rollFace(rngOf(state));
    ctx.emit({ type: 'die-rolled', player: pend.player, color: die.color });
  },
  shapeshift: (state, pend, answer) => {
    const to = answer[0];
    if (!to) return;
    state.turn?.modifiers.push({
      modifier: { kind: 'custom', hook: 'braevalar-shapeshift', params: { to } },
      duration: 'turn',
      source: pend.source,
      player: pend.player,
    });
  },
};
