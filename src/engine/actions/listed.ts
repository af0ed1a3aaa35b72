// "Validation is the legal list" (issue 19, ENGINE-ACTION): an action that passed its module's own
// check is accepted only when it is one of the actions legalActions lists for this state — the
// same fields with the same values. Every field a module's check might read loosely (an unknown
// `mode`, a padded hex key, a hex where none is needed, an option given as a string instead of a
// list) is thereby refused without a rule of its own.
//
// Equal means equal after `listedKey`, which ignores only what legalActions deliberately lists once:
// - key order, and fields whose value is `undefined` (JSON drops them);
// - which instance of identical things is named: legalActions offers one copy of each card kind
//   in hand (play-card, rest, multi-select choices) and of each unit kind in the offer (recruit);
//   the module's own check has already made sure that the named instance is there;
// - the order of fields that are sets (rest discards, attack targets, challenged hexes,
//   multi-select answers): the UI collects them in click order.
// Only the acting module's candidates are computed, once per frozen state (cached by identity:
// frozen states cannot change), so this costs little next to legalActions itself; the very object
// legalActions listed (what bots and the UI pass back) is found by identity without building keys.
import { defIdOf } from '../core/types';
import type { Refusal } from '../mana/mana';
import type { GameState, PlayerId } from '../state/types';
import type { Action } from '../protocol/types';

/** Fields naming one of several identical instances (compared by their card/unit kind). */
const INSTANCE_FIELDS: Partial<Record<Action['type'], readonly string[]>> = {
  'play-card': ['card'],
  rest: ['discard'],
  recruit: ['unit'],
  choose: ['option'],
};

/** Fields whose values form a set (compared sorted). */
const SET_FIELDS: Partial<Record<Action['type'], readonly string[]>> = {
  rest: ['discard'],
  'declare-attack': ['targets'],
  challenge: ['hexes'],
  choose: ['option'],
};

/** legalActions lists at most this many subsets of a multi-select choice (actions/choose.ts). */
const SUBSET_CAP = 256;

function plain(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(plain).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${plain(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'undefined';
}

/** The canonical text of an action: equal keys ⇔ the same listed action. */
export function listedKey(a: Action): string {
  const rec = a as unknown as Record<string, unknown>;
  const inst = INSTANCE_FIELDS[a.type];
  const sets = SET_FIELDS[a.type];
  if (!inst && !sets) return plain(rec);
  const copy: Record<string, unknown> = { ...rec };
  for (const f of inst ?? []) {
    const v = copy[f];
    if (typeof v === 'string') copy[f] = defIdOf(v);
    else if (Array.isArray(v))
      copy[f] = (v as unknown[]).map((x) => (typeof x === 'string' ? defIdOf(x) : x));
  }
  for (const f of sets ?? []) {
    const v = copy[f];
    if (Array.isArray(v)) copy[f] = v.map(plain).sort();
  }
  return plain(copy);
}

interface Listing {
  /** The module's candidates (all of them): membership by key is what the rule asks. */
  list: readonly Action[];
  /** Built on first use from `list`. */
  keys?: Set<string>;
  /**
   * The listing is known to be cut short (too many subsets): membership is not required. Worked
   * out on first use (most listings are never asked).
   */
  partial?: boolean;
}

/** A state's listings, by player and action type (one map per player: no key strings to build). */
type Notes = Map<PlayerId, Map<Action['type'], Listing>>;

const cache = new WeakMap<GameState, Notes>();

/**
 * The listings of `player` on `state`; only frozen states are cached (an unfrozen one may still
 * change), so for those a fresh map is returned each time.
 */
function notesOf(state: GameState, player: PlayerId): Map<Action['type'], Listing> {
  if (!Object.isFrozen(state)) return new Map();
  let byPlayer = cache.get(state);
  if (!byPlayer) {
    byPlayer = new Map();
    cache.set(state, byPlayer);
  }
  let byType = byPlayer.get(player);
  if (!byType) {
    byType = new Map();
    byPlayer.set(player, byType);
  }
  return byType;
}

/** combat/actions.ts lists every subset of up to this many targets or hexes. */
const TARGET_SUBSETS_MAX = 4;

/**
 * Listings that are cut short on purpose, to keep legalActions small for bots: a multi-select
 * choice lists at most SUBSET_CAP subsets (actions/choose.ts), and with more than
 * TARGET_SUBSETS_MAX possible targets or hexes, attacks and challenges list each one alone and all
 * together (combat/actions.ts subsets). Any other subset is legal too (the player picks them in the
 * combat panel); Move points spent on a cumbersome attack likewise. The modules' checks are strict about each element (a distinct valid target or
 * hex), so there membership is not required.
 */
function isPartial(type: Action['type'], list: readonly Action[]): boolean {
  if (type === 'choose') return list.length >= SUBSET_CAP;
  // ABIL-CUMBERSOME: any whole number of Move points from 1 to the most allowed; legalActions
  // lists 1 and the most, the check is strict about the rest.
  if (type === 'spend-move') return true;
  if (type === 'declare-attack' || type === 'challenge') {
    const field = type === 'challenge' ? 'hexes' : 'targets';
    const singles = list.filter((a) => {
      const v = (a as unknown as Record<string, unknown>)[field];
      return Array.isArray(v) && v.length === 1;
    }).length;
    return singles > TARGET_SUBSETS_MAX;
  }
  return false;
}

/** What legalActions last returned for a frozen state (its decision-maker is fixed by the state). */
const listedOut = new WeakMap<GameState, readonly Action[]>();

/**
 * legalActions hands over the list it returns, so that checking the action then chosen from it
 * (the UI, bots) finds it by identity: no candidates call and no keys (issue 15). Only frozen
 * states are remembered (an unfrozen one may still change).
 */
export function noteListed(state: GameState, list: readonly Action[]): void {
  // A copy: the caller owns the returned array and may sort it or add to it.
  if (Object.isFrozen(state)) listedOut.set(state, list.slice());
}

/**
 * True when `action` is the very object legalActions last returned for this frozen `state` (both
 * by identity: neither can have changed since). applyAction skips the module's check for it — the
 * check legalActions already ran on the same state and action (issue 15).
 */
export function isListedObject(state: GameState, action: Action): boolean {
  return listedOut.get(state)?.includes(action) ?? false;
}

/**
 * Listed actions are frozen (with what they hold): applyAction accepts the very object legalActions
 * listed by identity, so a caller must not be able to change it into an unlisted action first.
 * legalActions freezes what it returns; candidates it refused are never handed out, so they need
 * no freezing (issue 15).
 */
export function freezeListed(a: Action): void {
  freezeDeep(a);
}

function freezeDeep(v: unknown): void {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) freezeDeep(x);
}

/**
 * ENGINE-ACTION refusal when `action` (already accepted by its module's check) is not one of the
 * module's listed candidates for its player; null when it is.
 */
export function unlistedRefusal(
  state: GameState,
  action: Action,
  mod: { candidates(s: GameState, p: PlayerId): Action[] },
): Refusal | null {
  // The very object legalActions listed (what bots and the UI's lists pass back): its key is in
  // the set by construction, so no key needs building (issue 15).
  if (listedOut.get(state)?.includes(action)) return null;
  const byType = notesOf(state, action.player);
  let l = byType.get(action.type);
  if (!l) {
    l = { list: mod.candidates(state, action.player) };
    byType.set(action.type, l);
  }
  const list = l.list;
  l.partial ??= isPartial(action.type, list);
  if (l.partial) return null;
  const keys = (l.keys ??= new Set(list.map(listedKey)));
  if (keys.has(listedKey(action))) return null;
  return {
    ruleId: 'ENGINE-ACTION',
    message: `This "${action.type}" action is not one of the actions legal now (a field has a value the rules do not offer).`,
  };
}
