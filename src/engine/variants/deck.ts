// More deckbuilding (§14.7): action upgrades at the end of the Nights (VAR-DECK-1) and the draft at
// the start (VAR-DECK-2).
import type { Ctx } from '../core/context';
import { cardDef, unitDef } from '../content';
import type { CardDef } from '../content/types';
import type { Resolver } from '../choices/resolvers';
import type { Effect } from '../content/vocabulary';
import { realCount } from '../map/map';
import { rngOf } from '../rng/rng';
import { scenarioDef } from '../state/scenario-table';
import type { GameState, PlayerId, PlayerState } from '../state/types';
import { hasVariant } from '../state/variants';
import { timeOfRound } from '../flow/variant-time';

const real = (state: GameState): PlayerState[] =>
  state.players.filter((p) => p.kind !== 'dummy' && !p.eliminated);

// ----------------------------------------------------------------------------- VAR-DECK-2 draft

/** VAR-DECK-2a: 4 random Advanced Actions to each player, face down. */
const DRAFT_HAND = 4;
/** VAR-DECK-2c: 3 cards set aside each. */
const DRAFT_PICKS = 3;

/**
 * VAR-DECK-2a: after the heroes are assigned and before the offers are displayed, each player gets
 * 4 random Advanced Actions. The Advanced Action offer is dealt when the draft is over (its cards go
 * back on top of the deck meanwhile); the tactics are chosen after it.
 */
export function draftSetup(state: GameState): void {
  if (!hasVariant(state, 'drafting')) return;
  const deck = state.decks.advancedActions;
  deck.unshift(...state.offers.advancedActions);
  state.offers.advancedActions = [];
  const v = (state.variants ??= {});
  v.draft = {
    hands: state.players.map((p) => (p.kind === 'dummy' ? [] : deck.splice(0, DRAFT_HAND))),
    picked: state.players.map((p) => p.kind === 'dummy'),
    passesLeft: DRAFT_PICKS - 1,
  };
  // VAR-DECK-2d: the chosen cards are kept apart from the player's other cards (hidden by playerView).
  v.drafted = state.players.map(() => []);
  pushDraftPick(state, null);
}

/** The next pick of the draft, passing the hands on after each round of picks (VAR-DECK-2b/2c). */
function pushDraftPick(state: GameState, ctx: Ctx | null): void {
  const d = state.variants?.draft;
  if (!d) return;
  const players = real(state).map((p) => p.id);
  let next = players.find((id) => !d.picked[id] && (d.hands[id]?.length ?? 0) > 0);
  if (next === undefined && d.passesLeft > 0) {
    // VAR-DECK-2b: the rest goes to the player on the left (the next player).
    const hands = d.hands.map((h) => [...h]);
    players.forEach((id, i) => {
      const to = players[(i + 1) % players.length] ?? id;
      hands[to] = d.hands[id] ?? [];
    });
    d.hands = hands;
    d.picked = state.players.map((p) => p.kind === 'dummy' || p.eliminated === true);
    d.passesLeft -= 1;
    ctx?.emit({ type: 'draft-passed' });
    next = players.find((id) => (d.hands[id]?.length ?? 0) > 0);
  }
  if (next === undefined) {
    finishDraft(state, ctx);
    return;
  }
  state.pending.push({
    kind: 'draft-pick',
    player: next,
    source: 'drafting',
    options: [...(d.hands[next] ?? [])],
  });
}

/** VAR-DECK-2c: the cards nobody chose are shuffled back; now the offer is displayed. */
function finishDraft(state: GameState, ctx: Ctx | null): void {
  const v = state.variants;
  const d = v?.draft;
  if (!v || !d) return;
  const rest = d.hands.flat();
  state.decks.advancedActions = rngOf(state).shuffle([...state.decks.advancedActions, ...rest]);
  state.offers.advancedActions = state.decks.advancedActions.splice(0, 3);
  v.draft = null;
  ctx?.emit({ type: 'draft-finished' });
}

/**
 * VAR-DECK-2e: at the end of each Day every player shuffles one drafted card into the deck
 * (VAR-DECK-2f: in shorter scenarios some drafted cards simply stay unused).
 */
export function draftReturnStart(state: GameState): boolean {
  if (!hasVariant(state, 'drafting') || state.round.time !== 'day') return false;
  const drafted = state.variants?.drafted ?? [];
  const who = real(state)
    .filter((p) => (drafted[p.id]?.length ?? 0) > 0)
    .map((p) => p.id);
  if (who.length === 0) return false;
  (state.variants ??= {}).draftReturn = who;
  return pushDraftReturn(state);
}

export function pushDraftReturn(state: GameState): boolean {
  const v = state.variants;
  const next = v?.draftReturn?.[0];
  if (!v || next === undefined) return false;
  state.pending.push({
    kind: 'draft-return',
    player: next,
    source: 'drafting',
    options: [...(v.drafted?.[next] ?? [])],
  });
  return true;
}

// ----------------------------------------------------------------------------- VAR-DECK-1 upgrades

/** The type symbols of a card (top left): derived from the effects it has (ruling). */
export function cardSymbols(def: CardDef): Set<string> {
  const out = new Set<string>();
  const walk = (e: Effect | undefined): void => {
    if (!e || typeof e !== 'object') return;
    switch (e.kind) {
      case 'move':
      case 'relocate':
        out.add('movement');
        break;
      case 'influence':
        out.add('influence');
        break;
      case 'attack':
      case 'block':
        out.add('combat');
        break;
      case 'heal':
      case 'heal-unit':
        out.add('healing');
        break;
      case 'gain-mana':
      case 'gain-crystal':
        out.add('mana');
        break;
      default:
        break;
    }
    for (const v of Object.values(e as unknown as Record<string, unknown>)) {
      if (Array.isArray(v)) for (const x of v) walk(x as Effect);
      else if (v && typeof v === 'object' && 'kind' in v) walk(v as Effect);
    }
  };
  walk(def.basic);
  walk(def.strong);
  if (out.size === 0) out.add('special');
  return out;
}

/** VAR-DECK-1d: the new card has the removed card's colour or shares a type symbol with it. */
export function upgradeFits(newCard: string, old: string): boolean {
  const a = cardDef(newCard);
  const b = cardDef(old);
  if (a.colors.some((c) => b.colors.includes(c))) return true;
  const sa = cardSymbols(a);
  return [...cardSymbols(b)].some((s) => sa.has(s));
}

const isAction = (c: string) => {
  if (c.startsWith('wound#')) return false;
  const t = cardDef(c).type;
  return t === 'basic-action' || t === 'advanced-action';
};

/** A player's Action cards (deck, hand, discard pile) at the end of the round. */
export function actionCards(p: PlayerState): string[] {
  return [...p.deck, ...p.hand, ...p.discard].filter(isAction);
}

/** VAR-DECK-1b/1c: the deck's strength plus 3 per level above the lowest level. */
export function deckRating(state: GameState, p: PlayerState): number {
  let n = 0;
  for (const c of [...p.deck, ...p.hand, ...p.discard]) {
    if (c.startsWith('wound#')) continue;
    const t = cardDef(c).type;
    if (t === 'artifact' || t === 'spell') n += 2;
    else if (t === 'advanced-action') n += 1;
  }
  for (const u of p.units) {
    if (u.banner) n += 2;
    const lvl = unitDef(u.id).level;
    n += u.wounds > 0 ? Math.floor(lvl / 2) : lvl;
  }
  const crystals = p.crystals.red + p.crystals.blue + p.crystals.green + p.crystals.white;
  n += Math.floor(crystals / 2);
  const lowest = Math.min(...real(state).map((x) => x.level));
  return n + 3 * (p.level - lowest);
}

/** VAR-DECK-1a: "every Night except the last": no Night follows in this game. */
function lastNight(state: GameState): boolean {
  const total = scenarioDef(state.setup.scenario).rounds(realCount(state), state.setup.variants);
  for (let n = state.round.number + 1; n <= total; n++)
    if (timeOfRound(state, n) === 'night') return false;
  return true;
}

/**
 * VAR-DECK-1a–1d: at the end of a Night (not the last) reveal players + 1 Advanced Actions; from
 * the lowest result up (ties: lower Fame, then later in the round's turn order) each player may
 * take one into hand and then throws away a matching Action card.
 */
export function upgradeStart(state: GameState, ctx: Ctx): boolean {
  if (!hasVariant(state, 'action-upgrades') || state.round.time !== 'night') return false;
  if (lastNight(state)) return false;
  const players = real(state);
  // VAR-DECK-0: when the Advanced Actions run short, as many as there are (none: no upgrade).
  const cards = state.decks.advancedActions.splice(0, players.length + 1);
  if (cards.length === 0) return false;
  const ratings = state.players.map((p) => (p.kind === 'dummy' ? 0 : deckRating(state, p)));
  const order = state.round.order;
  const sorted = players
    .map((p) => p.id)
    .sort(
      (a, b) =>
        (ratings[a] ?? 0) - (ratings[b] ?? 0) ||
        (state.players[a]?.fame ?? 0) - (state.players[b]?.fame ?? 0) ||
        order.indexOf(b) - order.indexOf(a),
    );
  (state.variants ??= {}).upgrade = { cards, order: sorted, ratings };
  ctx.emit({ type: 'upgrade-revealed', cards });
  return pushUpgradePick(state, ctx);
}

/** The cards a player may take: those some of their Action cards could make way for. */
function takeable(state: GameState, p: PlayerState): string[] {
  const up = state.variants?.upgrade;
  if (!up) return [];
  const own = actionCards(p);
  return up.cards.filter((c) => own.some((o) => upgradeFits(c, o)));
}

export function pushUpgradePick(state: GameState, ctx: Ctx): boolean {
  const up = state.variants?.upgrade;
  if (!up) return false;
  while (up.order.length > 0 && up.cards.length > 0) {
    const id = up.order[0] as PlayerId;
    const p = state.players[id];
    const options = p ? takeable(state, p) : [];
    if (options.length > 0) {
      state.pending.push({
        kind: 'upgrade-pick',
        player: id,
        source: 'action-upgrades',
        options: [...options, 'none'],
        data: { rating: up.ratings[id] ?? 0 },
      });
      return true;
    }
    up.order.shift();
  }
  // VAR-DECK-1e: the cards nobody took go under the Advanced Action deck.
  state.decks.advancedActions.push(...up.cards);
  if (up.cards.length > 0) ctx.emit({ type: 'upgrade-returned', cards: up.cards });
  const v = state.variants;
  if (v) v.upgrade = null;
  return false;
}

// ----------------------------------------------------------------------------- resolvers

export const DECK_RESOLVERS: Record<string, Resolver> = {
  'draft-pick': (state, p, answer, ctx) => {
    const d = state.variants?.draft;
    const card = answer[0];
    if (!d || !card) return;
    d.hands[p.player] = (d.hands[p.player] ?? []).filter((c) => c !== card);
    const drafted = (state.variants ??= {}).drafted ?? state.players.map(() => []);
    drafted[p.player] = [...(drafted[p.player] ?? []), card];
    state.variants.drafted = drafted;
    d.picked[p.player] = true;
    ctx.emit({ type: 'draft-picked', player: p.player });
    pushDraftPick(state, ctx);
  },
};
