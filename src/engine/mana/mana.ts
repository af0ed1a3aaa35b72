// Using mana (MANA-1..3): Source dice, crystals and tokens; Day/Night colour rules; gaining crystals.
import type { ManaSource } from '../actions/types';
import type { Ctx } from '../core/context';
import { BASIC_COLORS, type BasicColor, type ManaColor, type TimeOfDay } from '../core/types';
import type { GameState, PlayerState } from '../state/types';

/** A mana requirement: one basic colour, black, or any basic colour (chosen when paying). */
export type ManaNeed = BasicColor | 'black' | 'any-basic';

export interface Refusal {
  ruleId: string;
  message: string;
}

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

function fits(color: ManaColor, need: ManaNeed, time: TimeOfDay): boolean {
  return usableAs(color, time).includes(need);
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
export function checkPayment(
  state: GameState,
  p: PlayerState,
  needs: ManaNeed[],
  sources: ManaSource[],
): Refusal | null {
  const turn = state.turn;
  if (!turn || turn.player !== p.id)
    return { ruleId: 'MANA-3', message: 'Mana can only be used during your own turn.' };
  if (sources.length !== needs.length)
    return {
      ruleId: 'CARD-3a',
      message: `This needs ${needs.length} mana, but ${sources.length} ${sources.length === 1 ? 'was' : 'were'} offered.`,
    };
  const time = manaTime(state);
  const blackAsAny = blackDieAsAny(state);
  const tokens = [...turn.manaTokens];
  const crystals = { ...p.crystals };
  const dice = new Set<number>();
  let diceUsed = turn.diceUsed.length;
  for (let i = 0; i < needs.length; i++) {
    const need = needs[i] as ManaNeed;
    const s = sources[i] as ManaSource;
    if (s.kind === 'token') {
      const at = tokens.indexOf(s.color);
      if (at < 0)
        return { ruleId: 'MANA-1a', message: `You have no ${s.color} mana token in your play area.` };
      if (!fits(s.color, need, time)) return colourRefusal(s.color, need, time);
      tokens.splice(at, 1);
    } else if (s.kind === 'crystal') {
      if (crystals[s.color] <= 0)
        return { ruleId: 'MANA-1b', message: `You have no ${s.color} crystal in your Inventory.` };
      if (!fits(s.color, need, time)) return colourRefusal(s.color, need, time);
      crystals[s.color] -= 1;
    } else {
      const die = state.source.dice.find((d) => d.id === s.die);
      if (!die) return { ruleId: 'MANA-3', message: `There is no die ${s.die} in the Source.` };
      if (die.takenBy !== null || dice.has(die.id))
        return { ruleId: 'MANA-3', message: 'That die has already been taken from the Source this turn.' };
      if (die.stolenBy !== undefined && die.stolenBy !== null && die.stolenBy !== p.id)
        return { ruleId: 'MANA-3', message: 'That die lies on another player\'s Mana Steal tactic.' };
      // Mana Steal: the die kept on the tactic card does not count as the turn's Source die.
      const stolenOwn = die.stolenBy === p.id;
      if (!stolenOwn && diceUsed >= turn.diceAllowed)
        return {
          ruleId: 'MANA-3',
          message: 'You may take only one die from the Source per turn (unless an effect allows more).',
        };
      const special = blackAsAny && die.color === 'black' && need !== 'black';
      if (!special && !fits(die.color, need, time)) return colourRefusal(die.color, need, time);
      dice.add(die.id);
      if (!stolenOwn) diceUsed += 1;
    }
  }
  return null;
}

/** Mana Pull: one black die taken this turn may be used as mana of any colour. */
function blackDieAsAny(state: GameState): boolean {
  const t = state.turn;
  if (!t || t.flags['black-as-any-used']) return false;
  return t.modifiers.some((m) => m.modifier.kind === 'custom' && m.modifier.hook === 'extra-die-black-as-any');
}

function colourRefusal(color: ManaColor, need: ManaNeed, time: TimeOfDay): Refusal {
  if (color === 'gold' && time === 'night')
    return { ruleId: 'MANA-2b', message: 'Gold mana can never be used at Night.' };
  if (color === 'black' && time === 'day')
    return { ruleId: 'MANA-2a', message: 'Black mana can never be used by Day.' };
  const wanted = need === 'any-basic' ? 'a basic colour' : need;
  return { ruleId: 'CARD-3a', message: `${color} mana cannot pay for ${wanted} mana.` };
}

/** Take the mana: mark dice taken, remove tokens and crystals. Returns the colours spent. */
export function spendMana(state: GameState, p: PlayerState, sources: ManaSource[], ctx: Ctx): ManaColor[] {
  const turn = state.turn;
  if (!turn) throw new Error('spendMana outside a turn');
  const spent: ManaColor[] = [];
  for (const s of sources) {
    if (s.kind === 'token') {
      const at = turn.manaTokens.indexOf(s.color);
      if (at >= 0) turn.manaTokens.splice(at, 1);
      spent.push(s.color);
    } else if (s.kind === 'crystal') {
      p.crystals[s.color] -= 1;
      spent.push(s.color);
    } else {
      const die = state.source.dice.find((d) => d.id === s.die);
      if (!die) continue;
      die.takenBy = p.id;
      if (die.stolenBy !== p.id) turn.diceUsed.push(die.id);
      spent.push(die.color);
      if (die.color === 'black' && blackDieAsAny(state)) turn.flags['black-as-any-used'] = 1;
    }
  }
  ctx.emit({ type: 'mana-spent', player: p.id, sources: sources.map(sourceKey) });
  return spent;
}

/**
 * Every distinct way to pay the needs, one source per need. Dice of the same colour are
 * interchangeable, so only the lowest-numbered die of each colour is offered.
 */
export function paymentOptions(state: GameState, p: PlayerState, needs: ManaNeed[]): ManaSource[][] {
  const turn = state.turn;
  if (!turn) return [];
  const single: ManaSource[] = [];
  const seenTokens = new Set<string>();
  for (const t of turn.manaTokens)
    if (!seenTokens.has(t)) {
      seenTokens.add(t);
      single.push({ kind: 'token', color: t });
    }
  for (const c of BASIC_COLORS) if (p.crystals[c] > 0) single.push({ kind: 'crystal', color: c });
  const diceByColor = new Map<string, number>();
  for (const d of state.source.dice) {
    if (d.takenBy !== null) continue;
    if (d.stolenBy !== undefined && d.stolenBy !== null && d.stolenBy !== p.id) continue;
    const key = `${d.color}:${d.stolenBy === p.id ? 'stolen' : 'source'}`;
    const prev = diceByColor.get(key);
    if (prev === undefined || d.id < prev) diceByColor.set(key, d.id);
  }
  for (const id of diceByColor.values()) single.push({ kind: 'die', die: id });
  const out: ManaSource[][] = [];
  const seen = new Set<string>();
  const rec = (i: number, acc: ManaSource[]) => {
    if (i === needs.length) {
      if (checkPayment(state, p, needs, acc) === null) {
        const key = acc.map(sourceKey).join('|');
        if (!seen.has(key)) {
          seen.add(key);
          out.push([...acc]);
        }
      }
      return;
    }
    for (const s of single) rec(i + 1, [...acc, s]);
    // a second die of the same colour when two dice may be used
    if (turn.diceAllowed - turn.diceUsed.length >= 2)
      for (const d of state.source.dice)
        if (d.takenBy === null && !acc.some((a) => a.kind === 'die' && a.die === d.id))
          rec(i + 1, [...acc, { kind: 'die', die: d.id }]);
  };
  rec(0, []);
  return out;
}

/** GAIN-2: a crystal into the Inventory, or a mana token instead when already holding 3. */
export function gainCrystal(state: GameState, p: PlayerState, color: BasicColor, ctx: Ctx, source: string): void {
  if (p.crystals[color] < 3 || p.kind === 'dummy') {
    p.crystals[color] += 1;
    ctx.emit({ type: 'crystal-gained', player: p.id, color, source });
  } else if (state.turn && state.turn.player === p.id) {
    state.turn.manaTokens.push(color);
    ctx.emit({ type: 'mana-gained', player: p.id, color, source });
  }
}

/** END-4b / END-5a: a crystal, or nothing when already holding 3 of that colour. */
export function gainCrystalCapped(p: PlayerState, color: BasicColor, ctx: Ctx, source: string): void {
  if (p.crystals[color] >= 3) return;
  p.crystals[color] += 1;
  ctx.emit({ type: 'crystal-gained', player: p.id, color, source });
}

/** GAIN-1: a mana token into the play area. */
export function gainManaToken(state: GameState, p: PlayerState, color: ManaColor, ctx: Ctx, source: string): void {
  if (!state.turn || state.turn.player !== p.id) return;
  state.turn.manaTokens.push(color);
  ctx.emit({ type: 'mana-gained', player: p.id, color, source });
}
