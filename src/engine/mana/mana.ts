// Using mana (MANA-1..3): Source dice, crystals and tokens; Day/Night colour rules; gaining crystals.
import type { ManaSource } from '../protocol/types';
import type { Ctx } from '../core/context';
import type { Refusal } from '../core/errors';
import { BASIC_COLORS, type BasicColor, type ManaColor, type TimeOfDay } from '../core/types';
import type { CardDef } from '../content/types';
import type { GameState, PlayerId, PlayerState } from '../state/types';
import { frozenMemo } from '../core/memo';
import { takeWounds } from '../state/cards';
import { sparedBySkill } from '../state/teams';
import { friendlyGoldRefusal } from './friendly';
import { writableDie } from './source';

/** A mana requirement: one basic colour, black, or any basic colour (chosen when paying). */
export type ManaNeed = BasicColor | 'black' | 'any-basic';

/** Why an action or payment is refused (core/errors.ts); re-exported for the mana callers. */
export type { Refusal } from '../core/errors';

/** Day/Night for mana: dungeons and tombs apply Night rules in combat (sites.md 1.7). */
export function manaTime(state: GameState): TimeOfDay {
  if (state.combat?.nightRules) return 'night';
  return state.round.time;
}

/** Which basic colours (or black) a mana of this colour can be used as now (MANA-2a/2b). */
export function usableAs(color: ManaColor, time: TimeOfDay): ManaNeed[] {
  if (color === 'gold') return time === 'day' ? [...BASIC_COLORS, 'any-basic'] : [];
  if (color === 'black') return time === 'night' ? ['black'] : [];
  return [color, 'any-basic'];
}

/**
 * The turn's rule changes about mana (effects/hooks/mana.ts): Amulet of the Sun at Night (gold
 * usable), Amulet of Darkness by Day (black usable), Mana Storm strong (gold and black dice as any
 * basic colour), the Rings (unlimited mana of a colour and black), Source Freeze and Who Needs Magic?
 * (fewer Source dice).
 */
export interface ManaRules {
  time: TimeOfDay;
  goldOk: boolean;
  blackOk: boolean;
  specialDice: boolean;
  unlimited: ManaColor[];
  /** Source dice the player may take this turn (MANA-3 plus extra dice from effects). */
  dice: number;
}

function turnHook(state: GameState, player: number, hook: string) {
  return (state.turn?.modifiers ?? []).filter(
    (m) => m.player === player && m.modifier.kind === 'custom' && m.modifier.hook === hook,
  );
}

const rulesMemo = frozenMemo<PlayerId, ManaRules>();

/** The turn's mana rules for `p` (memoised per frozen state: legalActions asks per candidate). */
export function manaRules(state: GameState, p: PlayerState): ManaRules {
  return rulesMemo(state, p.id, () => {
    const r = computeManaRules(state, p);
    return Object.isFrozen(state)
      ? Object.freeze({ ...r, unlimited: Object.freeze(r.unlimited) as ManaColor[] })
      : r;
  });
}

function computeManaRules(state: GameState, p: PlayerState): ManaRules {
  const time = manaTime(state);
  const turn = state.turn;
  const unlimited: ManaColor[] = [];
  for (const m of turnHook(state, p.id, 'unlimited-mana')) {
    const c = m.modifier.kind === 'custom' ? m.modifier.params?.color : undefined;
    if (typeof c === 'string') unlimited.push(c as ManaColor, 'black');
  }
  let dice = turn?.diceAllowed ?? 1;
  // goldyx-source-freeze: while another player's token lies in the Source, no normal Source die.
  const frozen = state.players.some(
    (o) =>
      o.id !== p.id &&
      !sparedBySkill(state, o.id, p.id) && // SCEN-TEAM-2
      o.skills.some((s) => s.id === 'goldyx-source-freeze' && s.inCenter),
  );
  if (frozen) dice -= 1;
  // Source Opening returned: one extra Source die this turn.
  dice += turnHook(state, p.id, 'source-opening').length;
  // Who Needs Magic? played for +3: no Source die at all this turn.
  if (turn?.flags['no-source-die']) dice = 0;
  return {
    time,
    goldOk: time === 'day' || turnHook(state, p.id, 'day-rules-at-night').length > 0,
    blackOk: time === 'night' || turnHook(state, p.id, 'night-rules-at-day').length > 0,
    specialDice: turnHook(state, p.id, 'special-dice-as-basic').length > 0,
    unlimited,
    dice: Math.max(0, dice),
  };
}

/** Black mana can be used now by this player (MANA-2, Amulet of Darkness). */
export function blackUsable(state: GameState, p: PlayerState): boolean {
  return manaRules(state, p).blackOk;
}

/** What a mana of this colour can pay under the turn's rules (`die`: it is a Source die; the reference `fits` is held to in payment.test.ts). */
export function canPay(rules: ManaRules, color: ManaColor, die: boolean): ManaNeed[] {
  if (die && rules.specialDice && (color === 'gold' || color === 'black'))
    return [
      ...BASIC_COLORS,
      'any-basic',
      ...(color === 'black' && rules.blackOk ? (['black'] as const) : []),
    ];
  if (color === 'gold') return rules.goldOk ? [...BASIC_COLORS, 'any-basic'] : [];
  if (color === 'black') return rules.blackOk ? ['black'] : [];
  return [color, 'any-basic'];
}

const isBasicNeed = (need: ManaNeed): boolean =>
  need === 'red' || need === 'blue' || need === 'green' || need === 'white';

/** `canPay(rules, color, die).includes(need)`, without building the list (issue 15). */
export function fits(rules: ManaRules, color: ManaColor, need: ManaNeed, die = false): boolean {
  if (die && rules.specialDice && (color === 'gold' || color === 'black'))
    return need === 'black'
      ? color === 'black' && rules.blackOk
      : need === 'any-basic' || isBasicNeed(need);
  if (color === 'gold') return rules.goldOk && (need === 'any-basic' || isBasicNeed(need));
  if (color === 'black') return rules.blackOk && need === 'black';
  return need === color || need === 'any-basic';
}

export function sourceKey(s: ManaSource): string {
  return s.kind === 'die' ? `die:${s.die}` : `${s.kind}:${s.color}`;
}

export function parseSourceKey(k: string): ManaSource | null {
  const [kind, v] = k.split(':');
  if (kind === 'die' && v !== undefined && /^\d+$/.test(v)) return { kind: 'die', die: Number(v) };
  if (kind === 'crystal' && (BASIC_COLORS as string[]).includes(v ?? ''))
    return { kind: 'crystal', color: v as BasicColor };
  if (kind === 'token' && v) return { kind: 'token', color: v as ManaColor };
  return null;
}

/** The colour a source provides (before Day/Night rules). */
export function sourceColor(state: GameState, s: ManaSource): ManaColor | null {
  if (s.kind === 'die') return state.source.dice.find((d) => d.id === s.die)?.color ?? null;
  return s.color;
}

/**
 * Check a list of sources against a list of needs (same length, in order). Returns a refusal or
 * null. Counts dice against the turn's allowance (MANA-3) and tokens/crystals against what the
 * player has.
 */
const NO_DICE: ReadonlySet<number> = new Set<number>();

export function checkPayment(
  state: GameState,
  p: PlayerState,
  needs: ManaNeed[],
  sources: ManaSource[],
): Refusal | null {
  return checkPaymentUnder(state, p, needs, sources, null);
}

/** checkPayment with the player's mana rules already worked out (or null: work them out). */
function checkPaymentUnder(
  state: GameState,
  p: PlayerState,
  needs: ManaNeed[],
  sources: ManaSource[],
  known: ManaRules | null,
): Refusal | null {
  const turn = state.turn;
  if (!turn || turn.player !== p.id)
    return { ruleId: 'MANA-3', message: 'Mana can only be used during your own turn.' };
  if (sources.length !== needs.length)
    return {
      ruleId: 'CARD-3a',
      message: `This needs ${needs.length} mana; mana offered: ${sources.length}.`,
    };
  const rules = known ?? manaRules(state, p);
  const time = rules.time;
  // Issue 15: the tokens, crystals and dice used so far are copied only when a source uses one up
  // and another source follows (most payments are a single mana).
  let blackAsAny: boolean | undefined;
  let tokens: readonly ManaColor[] = turn.manaTokens;
  let crystals: Readonly<Record<BasicColor, number>> = p.crystals;
  let dice: Set<number> | null = null;
  let diceUsed = turn.diceUsed.length;
  const last = needs.length - 1;
  for (let i = 0; i < needs.length; i++) {
    const need = needs[i] as ManaNeed;
    const s = sources[i] as ManaSource;
    if (s.kind === 'token') {
      const at = tokens.indexOf(s.color);
      const unlimited = rules.unlimited.includes(s.color);
      if (at < 0 && !unlimited)
        return {
          ruleId: 'MANA-1a',
          message: `You have no ${s.color} mana token in your play area.`,
        };
      if (!fits(rules, s.color, need)) return colourRefusal(s.color, need, time);
      if (at >= 0 && !unlimited && i < last) tokens = tokens.filter((_, k) => k !== at);
    } else if (s.kind === 'crystal') {
      if (crystals[s.color] <= 0)
        return { ruleId: 'MANA-1b', message: `You have no ${s.color} crystal in your Inventory.` };
      if (!fits(rules, s.color, need)) return colourRefusal(s.color, need, time);
      if (i < last) crystals = { ...crystals, [s.color]: crystals[s.color] - 1 };
    } else {
      const die = state.source.dice.find((d) => d.id === s.die);
      if (!die) return { ruleId: 'MANA-3', message: `There is no die ${s.die} in the Source.` };
      if (die.takenBy !== null || dice?.has(die.id))
        return {
          ruleId: 'MANA-3',
          message: 'That die has already been taken from the Source this turn.',
        };
      if (die.stolenBy !== undefined && die.stolenBy !== null && die.stolenBy !== p.id)
        return {
          ruleId: 'MANA-3',
          message: "That die lies on another player's Mana Steal tactic.",
        };
      // Mana Steal: the die kept on the tactic card does not count as the turn's Source die.
      const stolenOwn = die.stolenBy === p.id;
      if (die.claimedBy !== undefined && die.claimedBy !== null)
        return {
          ruleId: 'MANA-3',
          message: 'That die is kept by Mana Claim until the end of the round.',
        };
      if (!stolenOwn && diceUsed >= rules.dice)
        return turn.flags['no-source-die']
          ? {
              ruleId: 'tovak-who-needs-magic',
              message: 'You took Who Needs Magic? for +3: no Source die this turn.',
            }
          : rules.dice < turn.diceAllowed
            ? {
                ruleId: 'goldyx-source-freeze',
                message: 'Source Freeze: you may not use your normal Source die.',
              }
            : {
                ruleId: 'MANA-3',
                message:
                  'You may take only one die from the Source per turn (unless an effect allows more).',
              };
      const special =
        die.color === 'black' && need !== 'black' && (blackAsAny ??= blackDieAsAny(state));
      if (!special && !fits(rules, die.color, need, true))
        return colourRefusal(die.color, need, time);
      const friendly = friendlyGoldRefusal(state, die, need, dice ?? NO_DICE); // VAR-NICE-4
      if (friendly) return friendly;
      (dice ??= new Set<number>()).add(die.id);
      if (!stolenOwn) diceUsed += 1;
    }
  }
  return null;
}

/** Mana Pull: one black die taken this turn may be used as mana of any colour. */
function blackDieAsAny(state: GameState): boolean {
  const t = state.turn;
  if (!t || t.flags['black-as-any-used']) return false;
  return t.modifiers.some(
    (m) => m.modifier.kind === 'custom' && m.modifier.hook === 'extra-die-black-as-any',
  );
}

function colourRefusal(color: ManaColor, need: ManaNeed, time: TimeOfDay): Refusal {
  if (color === 'gold' && time === 'night')
    return { ruleId: 'MANA-2b', message: 'Gold mana can never be used at Night.' };
  if (color === 'black' && time === 'day')
    return { ruleId: 'MANA-2a', message: 'Black mana can never be used by Day.' };
  return {
    ruleId: 'CARD-3a',
    message:
      need === 'any-basic'
        ? `${color} mana cannot pay for mana of a basic colour.`
        : `${color} mana cannot pay for ${need} mana.`,
  };
}

/** Take the mana: mark dice taken, remove tokens and crystals. Returns the colours spent. */
export function spendMana(
  state: GameState,
  p: PlayerState,
  sources: ManaSource[],
  ctx: Ctx,
): ManaColor[] {
  const turn = state.turn;
  if (!turn) throw new Error('spendMana outside a turn');
  const spent: ManaColor[] = [];
  for (const s of sources) {
    if (s.kind === 'token') {
      const unlimited = manaRules(state, p).unlimited.includes(s.color);
      const at = turn.manaTokens.indexOf(s.color);
      if (at >= 0 && !unlimited) turn.manaTokens.splice(at, 1);
      spent.push(s.color);
    } else if (s.kind === 'crystal') {
      p.crystals[s.color] -= 1;
      // Crystal Mastery strong: crystals spent this turn return at its end.
      turn.flags[`crystal-spent:${s.color}`] = (turn.flags[`crystal-spent:${s.color}`] ?? 0) + 1;
      spent.push(s.color);
    } else {
      if (!state.source.dice.some((d) => d.id === s.die)) continue;
      const die = writableDie(state, s.die);
      die.takenBy = p.id;
      if (die.stolenBy !== p.id) turn.diceUsed.push(die.id);
      spent.push(die.color);
      if (die.color === 'black' && blackDieAsAny(state)) turn.flags['black-as-any-used'] = 1;
    }
  }
  ctx.emit({ type: 'mana-spent', player: p.id, sources: sources.map(sourceKey) });
  afterManaSpent(state, p, spent, ctx);
  // Source Opening: the extra die gives its owner a crystal of its colour (basic colours only).
  const opening = turnHook(state, p.id, 'source-opening')[0];
  if (
    opening &&
    opening.modifier.kind === 'custom' &&
    !turn.flags['source-opening-paid'] &&
    turn.diceUsed.length > turn.diceAllowed
  ) {
    const die = state.source.dice.find((d) => d.id === turn.diceUsed[turn.diceUsed.length - 1]);
    const ownerId = Number(opening.modifier.params?.owner ?? -1);
    const o = state.players[ownerId];
    turn.flags['source-opening-paid'] = 1;
    if (o && die && (BASIC_COLORS as readonly string[]).includes(die.color))
      gainCrystal(state, o, die.color as BasicColor, ctx, 'goldyx-source-opening');
  }
  return spent;
}

/**
 * Effects of spending mana that other players' tokens and spells impose (skills.md, spells.md):
 * Mana Exploit (a Wound for mana of another colour than the marked one, at most one per colour),
 * Mana Curse (a Wound for mana of the cursed colour, at most one per turn), Mana Suppression
 * (simplified: the first basic mana of a turn also costs one more of that colour if available, put
 * on the token), and the colours used this turn (Mana Enhancement).
 */
function afterManaSpent(state: GameState, p: PlayerState, spent: ManaColor[], ctx: Ctx): void {
  const turn = state.turn;
  if (!turn || turn.player !== p.id) return;
  for (const c of spent) turn.flags[`mana-used:${c}`] = (turn.flags[`mana-used:${c}`] ?? 0) + 1;
  for (const o of state.players) {
    if (o.id === p.id || sparedBySkill(state, o.id, p.id)) continue; // SCEN-TEAM-2
    for (const s of o.skills) {
      if (!s.inCenter) continue;
      const marked = s.data?.color;
      if (s.id === 'tovak-mana-exploit' && typeof marked === 'string')
        for (const c of spent) {
          const key = `exploit-wound:${c}`;
          if (c === marked || turn.flags[key]) continue;
          turn.flags[key] = 1;
          takeWounds(state, p, 1, 'hand', ctx);
        }
      if (s.id === 'krang-mana-suppression' && !turn.flags['suppression-paid']) {
        const c = spent.find((x) => (BASIC_COLORS as readonly string[]).includes(x)) as
          BasicColor | undefined;
        if (c) {
          turn.flags['suppression-paid'] = 1;
          const at = turn.manaTokens.indexOf(c);
          if (at >= 0) turn.manaTokens.splice(at, 1);
          else if (p.crystals[c] > 0) p.crystals[c] -= 1;
          else continue;
          s.data = { ...(s.data ?? {}), [`paid:${c}`]: 1 };
          ctx.emit({ type: 'mana-spent', player: p.id, sources: [`token:${c}`], reason: s.id });
        }
      }
    }
  }
  for (const d of state.source.dice) {
    if (!d.curse || d.claimedBy === null || d.claimedBy === undefined || d.claimedBy === p.id)
      continue;
    if (!spent.includes(d.color) || turn.flags['curse-wound']) continue;
    turn.flags['curse-wound'] = 1;
    takeWounds(state, p, 1, 'hand', ctx);
  }
}

/**
 * What every payment of one player on one state starts from (issue 15): the turn's mana rules, the
 * single sources (each token colour once, the colours of unlimited mana, each crystal colour held,
 * the lowest-numbered free die of each colour) and whether two dice may still be used. A caller
 * asking for several needs on one state (legalActions' play-card listing) works it out once.
 */
export interface PaymentTable {
  readonly rules: ManaRules;
  readonly single: readonly ManaSource[];
  readonly twoDice: boolean;
}

/** The payment table of `p` now; null outside a turn (nothing can be paid). */
export function paymentTable(state: GameState, p: PlayerState): PaymentTable | null {
  const turn = state.turn;
  if (!turn) return null;
  const single: ManaSource[] = [];
  const seenTokens = new Set<string>();
  for (const t of turn.manaTokens)
    if (!seenTokens.has(t)) {
      seenTokens.add(t);
      single.push({ kind: 'token', color: t });
    }
  const rules = manaRules(state, p);
  for (const c of rules.unlimited)
    if (!seenTokens.has(c)) {
      seenTokens.add(c);
      single.push({ kind: 'token', color: c });
    }
  for (const c of BASIC_COLORS) if (p.crystals[c] > 0) single.push({ kind: 'crystal', color: c });
  const diceByColor = new Map<string, number>();
  for (const d of state.source.dice) {
    if (d.takenBy !== null || (d.claimedBy !== undefined && d.claimedBy !== null)) continue;
    if (d.stolenBy !== undefined && d.stolenBy !== null && d.stolenBy !== p.id) continue;
    const key = `${d.color}:${d.stolenBy === p.id ? 'stolen' : 'source'}`;
    const prev = diceByColor.get(key);
    if (prev === undefined || d.id < prev) diceByColor.set(key, d.id);
  }
  for (const id of diceByColor.values()) single.push({ kind: 'die', die: id });
  return { rules, single, twoDice: rules.dice - turn.diceUsed.length >= 2 };
}

/**
 * Every distinct way to pay the needs, one source per need. Dice of the same colour are
 * interchangeable, so only the lowest-numbered die of each colour is offered.
 */
export function paymentOptions(
  state: GameState,
  p: PlayerState,
  needs: ManaNeed[],
): ManaSource[][] {
  const table = paymentTable(state, p);
  return table ? paymentOptionsFrom(state, p, needs, table) : [];
}

/**
 * Whether paymentOptions would offer anything (`paymentOptions(...).length > 0`), stopping at the
 * first source that pays one mana instead of listing them all (issue 15: CARD-6 costs are asked
 * for every card whose effect has one, on every listing).
 */
export function canPayNeeds(state: GameState, p: PlayerState, needs: ManaNeed[]): boolean {
  const table = paymentTable(state, p);
  if (!table) return false;
  if (needs.length !== 1) return paymentOptionsFrom(state, p, needs, table).length > 0;
  for (const s of table.single)
    if (checkPaymentUnder(state, p, needs, [s], table.rules) === null) return true;
  // paymentOptionsFrom's second pass: every free die, none offered yet (none paid above).
  if (table.twoDice)
    for (const d of state.source.dice)
      if (
        d.takenBy === null &&
        checkPaymentUnder(state, p, needs, [{ kind: 'die', die: d.id }], table.rules) === null
      )
        return true;
  return false;
}

/** paymentOptions from a table worked out before on the same state for the same player. */
export function paymentOptionsFrom(
  state: GameState,
  p: PlayerState,
  needs: ManaNeed[],
  table: PaymentTable,
): ManaSource[][] {
  const { rules, single, twoDice } = table;
  const out: ManaSource[][] = [];
  if (needs.length === 1) {
    // Issue 15: one mana (most payments) — what the search below finds for one need, in its order,
    // without building keys: each single source that pays, then (when two dice may be used) each
    // other free die that pays; the singles hold no source twice, so only dice can repeat.
    const offered = new Set<number>();
    for (const s of single)
      if (checkPaymentUnder(state, p, needs, [s], rules) === null) {
        out.push([s]);
        if (s.kind === 'die') offered.add(s.die);
      }
    if (twoDice)
      for (const d of state.source.dice)
        if (d.takenBy === null && !offered.has(d.id)) {
          const s: ManaSource = { kind: 'die', die: d.id };
          if (checkPaymentUnder(state, p, needs, [s], rules) === null) {
            out.push([s]);
            offered.add(d.id);
          }
        }
    return out;
  }
  const seen = new Set<string>();
  const rec = (i: number, acc: ManaSource[]) => {
    // checkPayment goes through the sources in order and refuses at the first that fails, so a
    // prefix it refuses cannot be completed: prune it (the same options, in the same order).
    if (
      i > 0 &&
      i < needs.length &&
      checkPaymentUnder(state, p, needs.slice(0, i), acc, rules) !== null
    )
      return;
    if (i === needs.length) {
      if (checkPaymentUnder(state, p, needs, acc, rules) === null) {
        // The same payment in another order (two sources swapped between equal needs, e.g. an
        // altar's three green mana) is one way, not several.
        const key = acc
          .map((a, k) => `${String(needs[k])}=${sourceKey(a)}`)
          .sort()
          .join('|');
        if (!seen.has(key)) {
          seen.add(key);
          out.push([...acc]);
        }
      }
      return;
    }
    for (const s of single) rec(i + 1, [...acc, s]);
    // a second die of the same colour when two dice may be used
    if (twoDice)
      for (const d of state.source.dice)
        if (d.takenBy === null && !acc.some((a) => a.kind === 'die' && a.die === d.id))
          rec(i + 1, [...acc, { kind: 'die', die: d.id }]);
  };
  rec(0, []);
  return out;
}

/** GAIN-2: a crystal into the Inventory, or a mana token instead when already holding 3. */
export function gainCrystal(
  state: GameState,
  p: PlayerState,
  color: BasicColor,
  ctx: Ctx,
  source: string,
): void {
  if (p.crystals[color] < 3 || p.kind === 'dummy') {
    p.crystals[color] += 1;
    ctx.emit({ type: 'crystal-gained', player: p.id, color, source });
  } else if (state.turn && state.turn.player === p.id) {
    state.turn.manaTokens.push(color);
    ctx.emit({ type: 'mana-gained', player: p.id, color, source });
  }
}

/** END-4b / END-5a: a crystal, or nothing when already holding 3 of that colour. */
export function gainCrystalCapped(
  p: PlayerState,
  color: BasicColor,
  ctx: Ctx,
  source: string,
): void {
  if (p.crystals[color] >= 3) return;
  p.crystals[color] += 1;
  ctx.emit({ type: 'crystal-gained', player: p.id, color, source });
}

/** GAIN-1: a mana token into the play area. */
export function gainManaToken(
  state: GameState,
  p: PlayerState,
  color: ManaColor,
  ctx: Ctx,
  source: string,
): void {
  if (!state.turn || state.turn.player !== p.id) return;
  state.turn.manaTokens.push(color);
  ctx.emit({ type: 'mana-gained', player: p.id, color, source });
}

/** Mana a mode of a card needs (one alternative per list entry for dual-coloured cards). */
export function manaNeedsFor(def: CardDef, mode: 'basic' | 'strong'): ManaNeed[][] {
  if (def.type === 'spell') {
    const c = def.colors[0];
    if (!c) return [[]];
    return mode === 'basic' ? [[c]] : [[c, 'black']]; // CARD-3b
  }
  if (def.type === 'artifact') return [[]]; // CARD-3c: no mana
  if (mode === 'basic') return [[]];
  return def.colors.map((c) => [c]); // CARD-3a
}
