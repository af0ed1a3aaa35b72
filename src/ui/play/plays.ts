// What a hand card can do right now, grouped the way a player thinks about it: its basic effect,
// its strong effect (one entry per way to pay), and sideways plays. Everything comes from the
// engine's playOptions; nothing here decides legality.
import {
  checkAction,
  defIdOf,
  playOptions,
  type Action,
  type GameState,
  type ManaSource,
  type PlayOption,
  type PointFamily,
} from '../../engine';
import { findCard } from '../names';

/** A Wound card (CARD-3d: never playable). */
export const isWoundCard = (id: string): boolean => findCard(id)?.type === 'wound';

export type PlayCardAction = Extract<Action, { type: 'play-card' }>;

const allCache = new WeakMap<GameState, PlayOption[]>();

/** Every legal card play now (one entry per card kind, memoised per state). */
export function allPlayOptions(state: GameState): PlayOption[] {
  let all = allCache.get(state);
  if (!all) {
    try {
      all = state.gameOver ? [] : playOptions(state);
    } catch {
      all = [];
    }
    allCache.set(state, all);
  }
  return all;
}

/** The legal plays of one card instance (identical cards play identically). */
export function playsOf(state: GameState, card: string): PlayOption[] {
  const kind = defIdOf(card);
  return allPlayOptions(state)
    .filter((o) => defIdOf(o.action.card) === kind)
    .map((o) => (o.action.card === card ? o : { ...o, action: { ...o.action, card } }));
}

export interface CardPlays {
  basic: PlayOption | null;
  /** One entry per way to pay the strong effect. */
  strong: PlayOption[];
  sideways: PlayOption[];
}

export function groupPlays(options: readonly PlayOption[]): CardPlays {
  const out: CardPlays = { basic: null, strong: [], sideways: [] };
  for (const o of options) {
    if (o.action.mode === 'basic') out.basic ??= o;
    else if (o.action.mode === 'strong') out.strong.push(o);
    else out.sideways.push(o);
  }
  return out;
}

/** The card can be played strong right now (some payment works). */
export function strongReady(state: GameState, card: string): boolean {
  return playsOf(state, card).some((o) => o.action.mode === 'strong');
}

/** Distinct plays a drop offers: each basic/sideways play, and the strong effect once. */
export function distinctPlays(options: readonly PlayOption[]): number {
  const g = groupPlays(options);
  return (g.basic ? 1 : 0) + (g.strong.length > 0 ? 1 : 0) + g.sideways.length;
}

/** Why a mode of a card cannot be played now (the engine's refusal), or null when it can. */
export function refusalFor(
  state: GameState,
  player: number,
  card: string,
  mode: 'basic' | 'strong',
): { ruleId: string; message: string } | null {
  try {
    const r = checkAction(state, { type: 'play-card', player, card, mode });
    if (!r || mode !== 'strong' || !isPaymentRefusal(r.ruleId)) return r;
    // Without mana the engine stops at "needs mana"; when mana is at hand, the real reason may be
    // another one (e.g. a Ranged Attack outside combat): probe with each single source.
    for (const mana of singleSources(state, player)) {
      const why = checkAction(state, { type: 'play-card', player, card, mode, mana: [mana] });
      // ENGINE-ACTION: that probe is a legal payment the legal list offers in another form.
      if (why && !isPaymentRefusal(why.ruleId) && why.ruleId !== 'ENGINE-ACTION') return why;
    }
    return r;
  } catch (e) {
    return { ruleId: 'UI', message: e instanceof Error ? e.message : String(e) };
  }
}

const isPaymentRefusal = (ruleId: string) =>
  ruleId.startsWith('CARD-3') || ruleId.startsWith('MANA');

/** Every single mana source the player could spend now: free Source dice, crystals, tokens. */
function singleSources(state: GameState, player: number): ManaSource[] {
  const out: ManaSource[] = [];
  for (const d of state.source.dice) if (d.takenBy === null) out.push({ kind: 'die', die: d.id });
  const p = state.players[player];
  if (p)
    for (const [color, n] of Object.entries(p.crystals))
      if (n > 0) out.push({ kind: 'crystal', color } as ManaSource);
  for (const color of state.turn?.manaTokens ?? []) out.push({ kind: 'token', color });
  return out;
}

// ---------------------------------------------------------------- payment plans

/** One way to pay: the sources in order; `named` is what a gold mana stands for (pay-mana). */
export interface PaymentWay {
  key: string;
  sources: ManaSource[];
  named: (string | null)[];
}

export function sourceKeyOf(s: ManaSource): string {
  return s.kind === 'die' ? `die:${s.die}` : `${s.kind}:${s.color}`;
}

/** Parse the engine's pay-mana option ids: `die:3+crystal:red`, `token:gold@blue`. */
export function parsePaymentKey(key: string): PaymentWay | null {
  const sources: ManaSource[] = [];
  const named: (string | null)[] = [];
  for (const part of key.split('+')) {
    const [src = '', as] = part.split('@');
    const [kind, v] = src.split(':');
    if (kind === 'die' && v !== undefined && /^\d+$/.test(v))
      sources.push({ kind: 'die', die: Number(v) });
    else if ((kind === 'crystal' || kind === 'token') && v)
      sources.push({ kind, color: v } as ManaSource);
    else return null;
    named.push(as ?? null);
  }
  return { key, sources, named };
}

export function wayOfPlay(o: PlayOption): PaymentWay {
  const sources = o.action.mana ?? [];
  return { key: sources.map(sourceKeyOf).join('+'), sources, named: sources.map(() => null) };
}

/**
 * The plan proposed first: mana tokens already in play before Source dice, dice before crystals
 * (crystals last longer), and a colour before gold (gold can stand for any). The player sees it
 * and may change it before anything is paid.
 */
export function preferredWay(ways: readonly PaymentWay[], state?: GameState): number {
  const cost = (s: ManaSource) =>
    (s.kind === 'token' ? 0 : s.kind === 'die' ? 1 : 3) +
    (state && sourceColor(state, s) === 'gold' ? 0.5 : 0);
  let best = 0;
  let bestCost = Infinity;
  ways.forEach((w, i) => {
    const c = w.sources.reduce((sum, s) => sum + cost(s), 0);
    if (c < bestCost) {
      best = i;
      bestCost = c;
    }
  });
  return best;
}

/** The colour a source shows (dice from the state; crystals and tokens by their colour). */
export function sourceColor(state: GameState, s: ManaSource): string | null {
  if (s.kind === 'die') return state.source.dice.find((d) => d.id === s.die)?.color ?? null;
  return s.color;
}

export function familiesOf(o: PlayOption): PointFamily[] {
  return o.families;
}
