// Copy-on-write without proxies for applyAction (issue 15). Immer's `produce` made every read of
// the draft go through a proxy trap and every object touched a proxy of its own; that was about
// half of the engine's time. Here the rule code runs on a plain working copy of the state instead
// (plain reads and writes, no traps) and the result is settled against the input on the way out:
//
// - `workingCopy(base)` copies the plain objects and arrays of `base` (a tree of JSON-like data);
//   the input is never written to.
// - `settle(next, base)` walks the finished copy beside the input: every subtree that came out
//   deep-equal to the input's is replaced by the input's own object (structural sharing, as immer
//   gives: unchanged parts of the state stay the same objects), and everything new is frozen, so
//   the result is deep-frozen like immer's auto-freeze made it (memos and listed actions rely on
//   frozen states; undo keeps old states, which must never change).
//
// Copying all of it still cost more than the rules: most actions write a few parts of the state
// (the turn, the acting player, the combat), so a `CopyPlan` (one per kind of action, learned as
// the game goes) names the paths to copy — `players.0.hand` whole, `turn.flags` one level; top-level
// keys, entries of the arrays named `split` (the players) and keys below them — and leaves the rest
// as the input's own frozen objects. A rule that writes into one of those after all throws a
// TypeError (every engine file is an ES module, so strict: a write to a frozen object throws, it is
// never silently dropped) and the action runs again on a full copy; the paths that came out changed
// join the plan (a write that changed nothing is searched for part by part). Rules are pure
// functions of the state and the action (their randomness is in the state), so the second run is
// the run: the plan decides only how much is copied, never the result. Only inputs known to be
// deep-frozen (results of `applyWorking`) are shared that way; any other (a fresh createGame state,
// a loaded save) is copied in full.
//
// Only for state-like data: plain objects and arrays of JSON values (no Map, Set, class instances,
// getters or cycles). A subtree that is frozen already (an input object the rule code put back, a
// frozen content value) is kept as it is.

type Obj = Record<string, unknown>;

// Copies are made with array and object spread, then the nested values replaced. Objects built
// key by key from an empty literal turn into slow dictionary-mode objects in V8 once they have a
// dozen or more keys (the state, a player, the turn), which made every later read of them slower;
// and slice() of a frozen array takes V8's slow path (about 15 times the time of a spread).
function copyArray(x: readonly unknown[]): unknown[] {
  const out = [...x];
  for (let i = 0; i < out.length; i++) {
    const v = out[i];
    if (typeof v === 'object' && v !== null) out[i] = copyValue(v);
  }
  return out;
}

/**
 * A one-level copy by object literal of the state's large objects (`state/shape-copy.ts`, given by
 * the composition root), or null for any other object; a spread is the fallback.
 */
let knownShape: (x: Obj) => Obj | null = () => null;

/** Register the copier of known shapes (src/engine/index.ts). */
export function registerShapeCopier(copier: (x: Obj) => Obj | null): void {
  knownShape = copier;
}

/** A one-level copy of a plain object (its keys in the same order). */
function copyOne(x: Obj): Obj {
  return knownShape(x) ?? { ...x };
}

function copyObject(x: Obj): Obj {
  const out = copyOne(x);
  for (const k in out) {
    const v = out[k];
    if (typeof v === 'object' && v !== null) out[k] = copyValue(v);
  }
  return out;
}

function copyValue(x: object): object {
  return Array.isArray(x) ? copyArray(x) : copyObject(x as Obj);
}

/** A deep copy of a state-like tree (plain objects and arrays), to be changed freely. */
export function workingCopy<T extends object>(base: T): T {
  return copyValue(base) as T;
}

/** Freeze a tree, stopping at subtrees that are frozen already. */
export function freezeDeep(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  if (Array.isArray(x)) for (const v of x) freezeDeep(v);
  else for (const k in x as Obj) freezeDeep((x as Obj)[k]);
  Object.freeze(x);
}

/**
 * The finished working copy `x` with every subtree that equals `base`'s replaced by `base`'s own
 * object (returns `base` itself when nothing changed), all of it frozen.
 */
export function settle<T>(x: T, base: unknown): T {
  if (typeof x !== 'object' || x === null) return x;
  return settleObject(x, base, false) as T;
}

/**
 * settle for an object or array `x` (primitives are compared in place, without a call).
 * `frozenBase`: `base` is known to be deep-frozen (a result of applyWorking), so the parts of it
 * the copy still holds need no freezing — nor the question whether they are frozen (issue 15:
 * `Object.isFrozen` is a runtime call, and most values of a copied object are shared ones).
 */
function settleObject(x: object, base: unknown, frozenBase: boolean): object {
  if (x === base) {
    if (!frozenBase) freezeDeep(x);
    return x;
  }
  if (Object.isFrozen(x)) {
    freezeDeep(x);
    return x;
  }
  const b = typeof base === 'object' && base !== null ? base : null;
  let same: boolean;
  if (Array.isArray(x)) {
    const ba = b !== null && Array.isArray(b) ? (b as unknown[]) : null;
    same = ba !== null && ba.length === x.length;
    const n = x.length;
    for (let i = 0; i < n; i++) {
      const v: unknown = x[i];
      const old = same ? (ba as unknown[])[i] : ba !== null && i < ba.length ? ba[i] : undefined;
      if (v === old) {
        if (!frozenBase && typeof v === 'object' && v !== null) freezeDeep(v);
      } else if (typeof v === 'object' && v !== null) {
        const w = settleObject(v, old, frozenBase);
        if (w !== v) x[i] = w;
        if (w !== old) same = false;
      } else same = false;
    }
  } else {
    const bo = b !== null && !Array.isArray(b) ? (b as Obj) : null;
    same = bo !== null;
    const xo = x as Obj;
    // Issue 15: when the copy has the base's keys in the base's order (nearly always: the copies
    // are made by spread or by the literals of state/shape-copy.ts), their values are compared by
    // position (Object.values of both), not by a keyed read of the base per key (a megamorphic
    // lookup: 172.4 k → 163.7 k instructions per applyAction). Else key by key, as before.
    const kx = Object.keys(xo);
    const n = kx.length;
    const kb = bo !== null ? Object.keys(bo) : null;
    let aligned = kb !== null && kb.length === n;
    if (aligned)
      for (let i = 0; i < n; i++)
        if (kx[i] !== (kb as string[])[i]) {
          aligned = false;
          break;
        }
    if (aligned) {
      const vx = Object.values(xo);
      const vb = Object.values(bo as Obj);
      for (let i = 0; i < n; i++) {
        const v = vx[i];
        const old = vb[i];
        if (v === old) {
          if (!frozenBase && typeof v === 'object' && v !== null) freezeDeep(v);
        } else if (typeof v === 'object' && v !== null) {
          const w = settleObject(v, old, frozenBase);
          if (w !== v) xo[kx[i] as string] = w;
          if (w !== old) same = false;
        } else same = false;
      }
    } else {
      for (let i = 0; i < n; i++) {
        const k = kx[i] as string;
        const v = xo[k];
        const old = bo !== null ? bo[k] : undefined;
        if (v === old) {
          if (v === undefined) {
            if (bo !== null && !(k in bo)) same = false;
          } else if (!frozenBase && typeof v === 'object' && v !== null) freezeDeep(v);
        } else if (typeof v === 'object' && v !== null) {
          const w = settleObject(v, old, frozenBase);
          if (w !== v) xo[k] = w;
          if (w !== old) same = false;
        } else same = false;
      }
      if (same && (kb as string[]).length !== n) same = false;
    }
  }
  if (same) {
    if (!frozenBase) freezeDeep(b);
    return b as object;
  }
  Object.freeze(x);
  return x;
}

/**
 * A path from the root of the state to copy: `deep`, the object there and all below it; else that
 * object one level deep (its own keys become writable, what they hold stays shared).
 */
interface PlannedPath {
  readonly keys: readonly string[];
  readonly deep: boolean;
}

/** Which parts of the state a kind of action writes (learned; see above). */
export interface CopyPlan {
  /** The paths to copy, by their text. */
  readonly paths: Map<string, PlannedPath>;
  /** The paths shortest first, deep before one-level at the same place (rebuilt on a change). */
  sorted: PlannedPath[] | null;
  /** A run failed though every part it changed was planned, and no single part explained it. */
  full: boolean;
}

export function newCopyPlan(): CopyPlan {
  return { paths: new Map(), sorted: null, full: false };
}

/** The planned paths as text, sorted: `a.b` copied whole, `a.b.` one level (tests, inspection). */
export function planPaths(plan: CopyPlan): string[] {
  return [...plan.paths.values()].map((p) => p.keys.join('.') + (p.deep ? '' : '.')).sort();
}

function addPath(plan: CopyPlan, keys: readonly string[], deep: boolean): boolean {
  const text = (deep ? 'D' : 'S') + JSON.stringify(keys);
  if (plan.paths.has(text)) return false;
  plan.paths.set(text, { keys, deep });
  plan.sorted = null;
  return true;
}

function sortedPaths(plan: CopyPlan): PlannedPath[] {
  return (plan.sorted ??= [...plan.paths.values()].sort(
    (x, y) => x.keys.length - y.keys.length || Number(y.deep) - Number(x.deep),
  ));
}

/**
 * How deep a plan reaches: a part of the state (`turn`), an entry of a split array and a key of it
 * (`players.0.hand`), a key of a key (`turn.flags`). Below that a changed object is copied whole.
 */
const MAX_PATH = 3;

/** Results of applyWorking: deep-frozen, so their parts may be shared with a working copy. */
const settled = new WeakSet<object>();

/** Whether `x` is a result of applyWorking (so frozen, and no immer draft). */
export function isSettled(x: object): boolean {
  return settled.has(x);
}

const shallow = (x: object): object =>
  Array.isArray(x) ? [...(x as unknown[])] : copyOne(x as Obj);

/**
 * Copy-on-write for the parts of the state that plans leave out (`lazy` of applyWorking, issue 15):
 * `holder[key]` made writable at a rule's first write into it. Still frozen, it is a part of the
 * input shared with the working copy (or a frozen value a rule put there), so a one-level copy takes
 * its place; else it is a copy already (or new) and is returned as it is. `holder` must be writable
 * itself: the root of a working copy is, and so is what this returned.
 */
export function writable<T extends object>(holder: object, key: string | number): T {
  const h = holder as Record<string | number, object>;
  const v = h[key] as object;
  if (!Object.isFrozen(v)) return v as T;
  const copy = shallow(v);
  h[key] = copy;
  return copy as T;
}

/**
 * `writable` for a part written below its first level (a map space: its enemies, its site): a frozen
 * one is replaced by a deep copy. One not frozen is returned as it is: a copy already (by a plan, by
 * this, or the whole working copy) or new. (A frozen value a rule put below it would still refuse a
 * write: the run fails and goes again on a full copy, as any unplanned write does.)
 */
export function writableDeep<T extends object>(holder: object, key: string | number): T {
  const h = holder as Record<string | number, object>;
  const v = h[key] as object;
  if (!Object.isFrozen(v)) return v as T;
  const copy = copyValue(v);
  h[key] = copy;
  return copy as T;
}

/**
 * A working copy of `base` in which only the planned paths are copies (the rest stays frozen): the
 * objects along a path are copied one level deep (so they can be written), the one at its end as
 * planned. The root is always copied one level.
 */
function partialCopy<T extends object>(base: T, plan: CopyPlan): T {
  const out: Obj = copyOne(base as Obj);
  for (const { keys, deep } of sortedPaths(plan)) {
    let holder = out;
    let from = base as Obj;
    for (let d = 0; d < keys.length; d++) {
      const k = keys[d] as string;
      const bv = from[k];
      if (typeof bv !== 'object' || bv === null) break;
      const cur = holder[k];
      // cur !== bv: copied already, by a shorter path (whole or one level) or one beside this one
      if (d === keys.length - 1) {
        if (cur === bv) holder[k] = deep ? copyValue(bv) : shallow(bv);
        break;
      }
      holder = (cur === bv ? (holder[k] = shallow(bv)) : cur) as Obj;
      from = bv as Obj;
    }
  }
  return out as T;
}

function isPlainObject(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Whether `keys` is a lazy path: named in `lazy` (`source.dice`), or a key of an object whose
 * entries are (`map.hexes.*`).
 */
function isLazy(lazy: ReadonlySet<string>, keys: readonly string[]): boolean {
  if (keys.length < 2 || lazy.size === 0) return false;
  const holder = keys.slice(0, -1).join('.');
  return lazy.has(holder + '.' + (keys[keys.length - 1] as string)) || lazy.has(holder + '.*');
}

/** What a learner found (see `learn`). */
interface Learning {
  readonly plan: CopyPlan;
  readonly split: ReadonlySet<string>;
  readonly lazy: ReadonlySet<string>;
  /** Lazy paths that came out changed: not planned, but the first suspects of a failed run. */
  readonly skipped: string[][];
}

/** Plan what made `r` differ from `o` at `keys` (r is not o); true when something was new. */
function learnAt(l: Learning, r: unknown, o: unknown, keys: readonly string[]): boolean {
  const { plan, split } = l;
  if (typeof r !== 'object' || r === null || typeof o !== 'object' || o === null)
    // a plain value, a new or a removed object: its holder must be writable
    return addPath(plan, keys.slice(0, -1), false);
  if (isLazy(l.lazy, keys)) {
    // an object changed inside, written through `writable`: copied at the first write, not planned
    l.skipped.push([...keys]);
    return false;
  }
  if (keys.length < MAX_PATH) {
    const splitArray =
      keys.length === 1 && split.has(keys[0] as string) && Array.isArray(r) && Array.isArray(o);
    if (splitArray || (isPlainObject(r) && isPlainObject(o))) {
      let added = false;
      const ro = r as Obj;
      const oo = o as Obj;
      for (const k in ro)
        if (ro[k] !== oo[k] || !(k in oo)) added = learnAt(l, ro[k], oo[k], [...keys, k]) || added;
      for (const k in oo) if (!(k in ro)) added = addPath(plan, keys, false) || added;
      return added;
    }
  }
  return addPath(plan, keys, true);
}

/** Plan the parts of `result` that differ from `base`; true when something was new. */
function learn(l: Learning, result: Obj, base: Obj): boolean {
  let added = false;
  for (const k in result) {
    const r = result[k];
    const o = base[k];
    // a changed plain value at the top needs no copy: the root is always copied
    if (r === o || typeof r !== 'object' || r === null) continue;
    added = learnAt(l, r, o, [k]) || added;
  }
  return added;
}

const NO_PATHS: ReadonlySet<string> = new Set();

/**
 * Run `recipe` on a working copy of `base` and return the settled result (shared where unchanged,
 * frozen): what immer's `produce` gave, without proxies. `plan` (kept by the caller per kind of
 * recipe) says which parts to copy; `split` names the arrays planned entry by entry; `lazy` names
 * the paths (`source.dice`) the recipe writes only through `writable`, which plans never copy.
 */
export function applyWorking<T extends object, C>(
  base: T,
  plan: CopyPlan,
  split: ReadonlySet<string>,
  newRun: () => C,
  recipe: (draft: T, run: C) => void,
  lazy: ReadonlySet<string> = NO_PATHS,
): { result: T; run: C } {
  if (!plan.full && settled.has(base)) {
    const draft = partialCopy(base, plan);
    const run = newRun();
    let ok = false;
    try {
      recipe(draft, run);
      ok = true;
    } catch {
      // a write into a part left frozen (or a refusal, which the full run below throws again)
    }
    // Every change of a run that did not fail was a write into a part the plan copies (or into
    // a new object): nothing to learn.
    if (ok) return { result: finish(draft, base), run };
    const draftAll = workingCopy(base);
    const runAll = newRun();
    recipe(draftAll, runAll);
    const result = finish(draftAll, base);
    const l: Learning = { plan, split, lazy, skipped: [] };
    if (!learn(l, result as Obj, base as Obj))
      findUnchangedWrite(plan, split, l.skipped, base, recipe, newRun);
    return { result, run: runAll };
  }
  const draft = workingCopy(base);
  const run = newRun();
  recipe(draft, run);
  return { result: finish(draft, base), run };
}

/**
 * The run wrote into a part that came out unchanged (set to the value it had, say), or into a lazy
 * part other than through `writable` (`skipped`: the lazy parts it changed, tried first): find that
 * part by trying each unplanned one alone, and plan it. Each search plans a part or gives up on the
 * plan (copy all), so it happens a bounded number of times.
 */
function findUnchangedWrite<T extends object, C>(
  plan: CopyPlan,
  split: ReadonlySet<string>,
  skipped: readonly string[][],
  base: T,
  recipe: (draft: T, run: C) => void,
  newRun: () => C,
): void {
  const b = base as Obj;
  const candidates: string[][] = [...skipped];
  for (const k in b) {
    const v = b[k];
    if (typeof v !== 'object' || v === null) continue;
    if (split.has(k) && Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) candidates.push([k, `${i}`]);
    } else candidates.push([k]);
  }
  for (const path of candidates) {
    if (plan.paths.has('D' + JSON.stringify(path))) continue;
    const trial = newCopyPlan();
    for (const p of plan.paths.values()) addPath(trial, p.keys, p.deep);
    addPath(trial, path, true);
    try {
      recipe(partialCopy(base, trial), newRun());
    } catch {
      continue;
    }
    addPath(plan, path, true);
    return;
  }
  plan.full = true;
}

function finish<T extends object>(draft: T, base: T): T {
  const out = settleObject(draft, base, settled.has(base)) as T;
  settled.add(out);
  return out;
}
