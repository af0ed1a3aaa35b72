// Tactic card effects (../shared/reference/tactics.md): on taking the card (ROUND-3b), ongoing
// ones and once-per-round uses. The dummy player gets no benefit from its tactic (SCEN-DUMMY-6).
import type { Resolver } from '../choices/resolvers';
import type { Ctx } from '../core/context';
import { isBasic, rollFace, writableDie } from '../mana/source';
import { rngOf } from '../rng/rng';
import { drawCards } from '../state/cards';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId, PlayerState } from '../state/types';

/** ROUND-3b: "when you take this tactic". */
export function applyTacticOnTake(
  state: GameState,
  player: PlayerId,
  tactic: string,
  ctx: Ctx,
): void {
  const p = getPlayer(state, player);
  switch (tactic) {
    case 'great-start':
      drawCards(state, p, 2, ctx);
      return;
    case 'rethink':
      if (p.hand.length === 0) return;
      state.pending.push({
        kind: 'tactic-rethink',
        player,
        source: tactic,
        options: [...p.hand],
        min: 0,
        max: Math.min(3, p.hand.length),
      });
      return;
    case 'mana-steal': {
      const dice = state.source.dice.filter((d) => isBasic(d.color) && d.stolenBy == null);
      if (dice.length === 0) return;
      state.pending.push({
        kind: 'tactic-mana-steal',
        player,
        source: tactic,
        options: dice.map((d) => String(d.id)),
      });
      return;
    }
    case 'preparation':
      if (p.deck.length === 0) return;
      state.pending.push({
        kind: 'tactic-preparation',
        player,
        source: tactic,
        options: [...p.deck],
      });
      return;
    default:
      return;
  }
}

/** Sparing Power: before each of your turns choose to store the top deck card or take them all. */
export function sparingPowerChoice(state: GameState, p: PlayerState): void {
  if (p.tactic !== 'sparing-power' || p.tacticFlipped) return;
  const options = ['take'];
  if (p.deck.length > 0) options.unshift('store');
  state.pending.push({
    kind: 'tactic-sparing-power',
    player: p.id,
    source: 'sparing-power',
    options,
  });
}

export const TACTIC_RESOLVERS: Record<string, Resolver> = {
  'tactic-rethink': (state, pend, answer, ctx) => {
    // tactics.md doubt 1: discard → draw as many → shuffle the discard pile into the deck.
    const p = getPlayer(state, pend.player);
    for (const c of answer) {
      p.hand.splice(p.hand.indexOf(c), 1);
      p.discard.push(c);
    }
    drawCards(state, p, answer.length, ctx);
    p.deck = rngOf(state).shuffle([...p.deck, ...p.discard]);
    p.discard = [];
    ctx.emit({ type: 'deck-shuffled', player: p.id });
  },
  'tactic-mana-steal': (state, pend, answer, ctx) => {
    const found = state.source.dice.find((d) => String(d.id) === answer[0]);
    if (!found) return;
    const die = writableDie(state, found.id);
    die.stolenBy = pend.player;
    getPlayer(state, pend.player).tacticData.dieId = die.id;
    ctx.emit({ type: 'die-stolen', player: pend.player, die: die.id, color: die.color });
  },
  'tactic-preparation': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const c = answer[0];
    if (!c) return;
    p.deck.splice(p.deck.indexOf(c), 1);
    p.hand.push(c);
    p.deck = rngOf(state).shuffle(p.deck);
    ctx.emit({ type: 'deck-shuffled', player: p.id });
  },
  'tactic-sparing-power': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    if (answer[0] === 'store') {
      const c = p.deck.shift();
      if (c) p.tacticData.stored = [...(p.tacticData.stored ?? []), c];
      ctx.emit({
        type: 'sparing-power-stored',
        player: p.id,
        count: p.tacticData.stored?.length ?? 0,
      });
    } else {
      const stored = p.tacticData.stored ?? [];
      p.hand.push(...stored);
      p.tacticData.stored = [];
      p.tacticFlipped = true;
      ctx.emit({ type: 'cards-drawn', player: p.id, count: stored.length });
    }
  },
  'tactic-midnight-meditation': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    for (const c of answer) p.hand.splice(p.hand.indexOf(c), 1);
    p.deck = rngOf(state).shuffle([...p.deck, ...answer]);
    drawCards(state, p, answer.length, ctx);
    ctx.emit({ type: 'deck-shuffled', player: p.id });
  },
  'tactic-long-night-draw': (state, pend, answer, ctx) => {
    if (answer[0] === 'yes') longNight(state, getPlayer(state, pend.player), ctx);
    else if (state.turn) state.turn.flags['long-night-declined'] = 1;
  },
};

/** Long Night: shuffle the discard pile and put 3 random cards of it into the empty Deed deck. */
export function longNight(state: GameState, p: PlayerState, ctx: Ctx): void {
  const shuffled = rngOf(state).shuffle(p.discard);
  const moved = shuffled.slice(0, 3);
  p.discard = shuffled.slice(3);
  p.deck.push(...moved);
  p.tacticFlipped = true;
  ctx.emit({ type: 'deck-shuffled', player: p.id, count: moved.length });
}

/** Mana Search: reroll up to two Source dice (depleted ones first). */
export function manaSearch(state: GameState, p: PlayerState, dieIds: number[], ctx: Ctx): void {
  const r = rngOf(state);
  for (const id of dieIds) {
    if (state.source.dice.some((x) => x.id === id)) writableDie(state, id).color = rollFace(r);
  }
  p.tacticData.usedThisTurn = true;
  ctx.emit({ type: 'dice-rolled', player: p.id, count: dieIds.length });
}
