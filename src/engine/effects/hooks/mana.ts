// Mana and Source hooks (content/custom-hooks-used.ts "mana and the Source"). The modifier hooks of
// this family (special-dice-as-basic, unlimited-mana, day-rules-at-night, night-rules-at-day,
// source-opening) are read by mana/mana.ts when mana is paid.
import { dieAlterable } from '../../mana/friendly';
import type { Resolver } from '../../choices/resolvers';
import { attackAllowed } from '../../combat/columns';
import { cardDef } from '../../content';
import type { Ctx } from '../../core/context';
import { BASIC_COLORS, type BasicColor, type ManaColor } from '../../core/types';
import { gainCrystal, gainManaToken, manaRules, manaTime, sourceKey } from '../../mana/mana';
import { rollFace, writableDie } from '../../mana/source';
import { rngOf } from '../../rng/rng';
import { isWound } from '../../state/cards';
import { getPlayer } from '../../state/player';
import type { GameState, PlayerState } from '../../state/types';
import { gainFame } from '../../state/fame';
import { resolveEffects, type EffectCtx } from '../interpret';
import type { Effect } from '../../content/vocabulary';
import type { CustomHook } from '../../protocol/hook-types';

const OPPOSITE: Record<BasicColor, BasicColor> = {
  red: 'blue',
  blue: 'red',
  green: 'white',
  white: 'green',
};

const isBasicColor = (c: string): c is BasicColor =>
  (BASIC_COLORS as readonly string[]).includes(c);

/** Source dice lying free in the Source (not taken, not on a tactic, not claimed). */
function freeDice(state: GameState) {
  return state.source.dice.filter(
    (d) => d.takenBy === null && d.stolenBy == null && d.claimedBy == null,
  );
}

function roll(state: GameState, player: number, ctx: Ctx): ManaColor {
  const color = rollFace(rngOf(state));
  ctx.emit({ type: 'die-rolled', player, color });
  return color;
}

// ----------------------------------------------------------------------------- Polarization

/**
 * Arythea's Polarization as a conversion (ruling): one mana — a token in the play area, a crystal,
 * or a Source die taken now as the turn's die — becomes a token of its opposite colour (red↔blue,
 * green↔white); at Night gold becomes black; by Day black becomes a basic colour of your choice.
 * Option ids `<source key>><colour>`.
 */
function polarizeOptions(state: GameState, p: PlayerState): string[] {
  const turn = state.turn;
  if (!turn) return [];
  const night = manaTime(state) === 'night';
  const targets = (c: ManaColor): ManaColor[] => {
    if (isBasicColor(c)) return [OPPOSITE[c]];
    if (c === 'gold') return night ? ['black'] : [];
    return night ? [] : [...BASIC_COLORS];
  };
  const out: string[] = [];
  for (const c of new Set(turn.manaTokens)) for (const t of targets(c)) out.push(`token:${c}>${t}`);
  for (const c of BASIC_COLORS) if (p.crystals[c] > 0) out.push(`crystal:${c}>${OPPOSITE[c]}`);
  if (turn.diceUsed.length < manaRules(state, p).dice) {
    const seen = new Set<string>();
    for (const d of freeDice(state)) {
      if (seen.has(d.color)) continue;
      seen.add(d.color);
      for (const t of targets(d.color)) out.push(`${sourceKey({ kind: 'die', die: d.id })}>${t}`);
    }
  }
  return out;
}

// ----------------------------------------------------------------------------- Sacrifice

const SACRIFICE = ['green+red', 'green+blue', 'white+red', 'white+blue'] as const;

function sacrificeAttack(pair: string, n: number): Effect {
  const [kind, element] = pair.split('+');
  const el = element === 'red' ? 'fire' : 'ice';
  return kind === 'green'
    ? { kind: 'attack', amount: 4 * n, style: 'siege', element: el }
    : { kind: 'attack', amount: 6 * n, style: 'ranged', element: el };
}

function sacrificeOptions(state: GameState, p: PlayerState): string[] {
  return SACRIFICE.filter((pair) => {
    const [a, b] = pair.split('+') as [BasicColor, BasicColor];
    const n = Math.min(p.crystals[a], p.crystals[b]);
    return n > 0 && attackAllowed(state, a === 'green' ? 'siege' : 'ranged');
  });
}

// ----------------------------------------------------------------------------- the hooks

export const MANA_HOOKS: Record<string, CustomHook> = {
  /** Mana Storm basic: a crystal of a basic colour shown by a Source die, then that die is rerolled. */
  'crystal-from-source-die': {
    usable: (state) => freeDice(state).some((d) => isBasicColor(d.color)),
    resolve(state, ec) {
      const options = freeDice(state)
        .filter((d) => isBasicColor(d.color))
        .map((d) => String(d.id));
      if (options.length > 0)
        state.pending.push({ kind: 'crystal-die', player: ec.player, source: ec.source, options });
    },
  },
  /** Mana Storm strong: reroll every die lying in the Source. */
  'reroll-source': {
    usable: () => true,
    resolve(state, ec, _params, ctx) {
      const r = rngOf(state);
      const dice = freeDice(state).filter((d) => dieAlterable(state, d)); // VAR-NICE-4
      for (const d of dice) writableDie(state, d.id).color = rollFace(r);
      ctx.emit({ type: 'dice-rolled', player: ec.player, count: dice.length });
    },
  },
  /**
   * Invocation: a mana token of one of {colors}. Ruling: the token is an ordinary token of the play
   * area (the "spend it at once" clause is not enforced).
   */
  'gain-mana-use-now': {
    usable: () => true,
    resolve(state, ec, params, ctx) {
      const colors = String(params.colors ?? '')
        .split(',')
        .filter((c) => c) as ManaColor[];
      const only = colors[0];
      if (colors.length === 1 && only)
        gainManaToken(state, getPlayer(state, ec.player), only, ctx, ec.source);
      else if (colors.length > 1)
        state.pending.push({
          kind: 'mana-color',
          player: ec.player,
          source: ec.source,
          options: colors,
        });
    },
  },
  /** Crystal Mastery basic: a crystal of a colour you already hold a crystal of. */
  'gain-crystal-owned-color': {
    usable: (state, ec) => BASIC_COLORS.some((c) => getPlayer(state, ec.player).crystals[c] > 0),
    resolve(state, ec) {
      const options = BASIC_COLORS.filter((c) => getPlayer(state, ec.player).crystals[c] > 0);
      if (options.length > 0)
        state.pending.push({
          kind: 'crystal-color',
          player: ec.player,
          source: ec.source,
          options,
        });
    },
  },
  /** Power of Crystals basic: a crystal of a colour you hold none of. */
  'gain-crystal-missing-color': {
    usable: (state, ec) => BASIC_COLORS.some((c) => getPlayer(state, ec.player).crystals[c] === 0),
    resolve(state, ec) {
      const options = BASIC_COLORS.filter((c) => getPlayer(state, ec.player).crystals[c] === 0);
      if (options.length > 0)
        state.pending.push({
          kind: 'crystal-color',
          player: ec.player,
          source: ec.source,
          options,
        });
    },
  },
  /** Crystal Mastery strong: crystals spent this turn return at its end (effects/hooks/cards.ts). */
  'return-spent-crystals': {
    usable: () => true,
    resolve(state) {
      if (state.turn) state.turn.flags['return-spent-crystals'] = 1;
    },
  },
  /** Spell Forge: {count} crystals, each of the colour of a different Spell in the Spell offer. */
  'crystal-from-spell-offer': {
    usable: (state) => state.offers.spells.length > 0,
    resolve(state, ec, params) {
      const n = Math.min(Number(params.count ?? 1), state.offers.spells.length);
      if (n === 0) return;
      state.pending.push({
        kind: 'spell-forge',
        player: ec.player,
        source: ec.source,
        options: [...state.offers.spells],
        min: n,
        max: n,
      });
    },
  },
  /** Endless Gem Pouch: roll {rolls} times: basic → crystal, gold → crystal of your choice, black → Fame +1. */
  'roll-for-crystals': {
    usable: () => true,
    resolve(state, ec, params, ctx) {
      const p = getPlayer(state, ec.player);
      let gold = 0;
      for (let i = 0; i < Number(params.rolls ?? 2); i++) {
        const c = roll(state, ec.player, ctx);
        if (isBasicColor(c)) gainCrystal(state, p, c, ctx, ec.source);
        else if (c === 'gold') gold++;
        else gainFame(state, p, 1, ctx);
      }
      for (let i = 0; i < gold; i++)
        state.pending.push({
          kind: 'crystal-color',
          player: ec.player,
          source: ec.source,
          options: [...BASIC_COLORS],
        });
    },
  },
  /**
   * Offering (after its red crystal): discard up to 3 non-Wound cards; a crystal of each card's
   * colour (an Artifact: a colour of your choice; a dual-coloured card: one of its colours).
   */
  offering: {
    usable: () => true,
    resolve(state, ec) {
      const p = getPlayer(state, ec.player);
      const cards = p.hand.filter((c) => c !== ec.source && !isWound(c));
      if (cards.length === 0) return;
      state.pending.push({
        kind: 'offering',
        player: ec.player,
        source: ec.source,
        options: cards,
        min: 0,
        max: Math.min(3, cards.length),
      });
    },
  },
  /**
   * Sacrifice: choose green or white and red or blue; per pair of crystals of the two colours:
   * green → Siege Attack 4, white → Ranged Attack 6, Fire with red / Ice with blue, as one attack;
   * those crystals become mana tokens.
   */
  sacrifice: {
    usable: (state, ec) => sacrificeOptions(state, getPlayer(state, ec.player)).length > 0,
    resolve(state, ec) {
      const options = sacrificeOptions(state, getPlayer(state, ec.player));
      if (options.length > 0)
        state.pending.push({
          kind: 'sacrifice',
          player: ec.player,
          source: ec.source,
          options,
          context: {
            source: ec.source,
            ...(ec.color ? { color: ec.color } : {}),
            origin: 'card',
            strong: true,
          },
        });
    },
  },
  /** Polarization (Arythea): see polarizeOptions. */
  'arythea-polarization': {
    usable: (state, ec) => polarizeOptions(state, getPlayer(state, ec.player)).length > 0,
    resolve(state, ec) {
      const options = polarizeOptions(state, getPlayer(state, ec.player));
      if (options.length > 0)
        state.pending.push({ kind: 'polarize', player: ec.player, source: ec.source, options });
    },
  },
};

export const MANA_RESOLVERS: Record<string, Resolver> = {
  'crystal-die': (state, pend, answer, ctx) => {
    const die = state.source.dice.find((d) => String(d.id) === answer[0]);
    if (!die || !isBasicColor(die.color)) return;
    gainCrystal(state, getPlayer(state, pend.player), die.color, ctx, pend.source);
    const color = roll(state, pend.player, ctx);
    writableDie(state, die.id).color = color; // the die stays in the Source
  },
  'spell-forge': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    for (const card of answer) {
      const c = cardDef(card).colors[0];
      if (c) gainCrystal(state, p, c, ctx, pend.source);
    }
  },
  offering: (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    for (const c of answer) {
      p.hand.splice(p.hand.indexOf(c), 1);
      p.discard.push(c);
    }
    if (answer.length === 0) return;
    ctx.emit({ type: 'cards-discarded', player: pend.player, cards: answer });
    for (const c of answer) {
      const colors = cardDef(c).colors;
      const only = colors[0];
      if (colors.length === 1 && only) gainCrystal(state, p, only, ctx, pend.source);
      else
        state.pending.push({
          kind: 'crystal-color',
          player: pend.player,
          source: pend.source,
          options: colors.length > 0 ? [...colors] : [...BASIC_COLORS],
        });
    }
  },
  sacrifice: (state, pend, answer, ctx) => {
    const pair = answer[0];
    const turn = state.turn;
    if (!pair || !turn) return;
    const p = getPlayer(state, pend.player);
    const [a, b] = pair.split('+') as [BasicColor, BasicColor];
    const n = Math.min(p.crystals[a], p.crystals[b]);
    if (n <= 0) return;
    const ec: EffectCtx = { player: pend.player, ...(pend.context ?? { source: pend.source }) };
    resolveEffects(state, [sacrificeAttack(pair, n)], ec, ctx);
    for (const c of [a, b]) {
      p.crystals[c] -= n;
      for (let i = 0; i < n; i++) turn.manaTokens.push(c);
      ctx.emit({ type: 'mana-gained', player: p.id, color: c, count: n, source: pend.source });
    }
  },
  polarize: (state, pend, answer, ctx) => {
    const [src, to] = (answer[0] ?? '').split('>');
    const turn = state.turn;
    const p = getPlayer(state, pend.player);
    if (!src || !to || !turn) return;
    const [kind, v] = src.split(':');
    if (kind === 'token') {
      const at = turn.manaTokens.indexOf(v as ManaColor);
      if (at < 0) return;
      turn.manaTokens.splice(at, 1);
    } else if (kind === 'crystal') {
      if (!isBasicColor(v ?? '') || p.crystals[v as BasicColor] <= 0) return;
      p.crystals[v as BasicColor] -= 1;
    } else {
      const found = state.source.dice.find((d) => String(d.id) === v);
      if (!found) return;
      const die = writableDie(state, found.id);
      die.takenBy = p.id; // the turn's Source die (MANA-3)
      turn.diceUsed.push(die.id);
    }
    gainManaToken(state, p, to as ManaColor, ctx, pend.source);
  },
};
