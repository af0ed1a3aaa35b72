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
// Only for state-like data: plain objects and arrays of JSON values (no Map, Set, class instances,
// getters or cycles). A subtree that is frozen already (an input object the rule code put back, a
// frozen content value) is kept as it is.

type Obj = Record<string, unknown>;

function copyArray(x: readonly unknown[]): unknown[] {
  const n = x.length;
  const out = new Array<unknown>(n);
  for (let i = 0; i < n; i++) {
    const v = x[i];
    out[i] = typeof v === 'object' && v !== null ? copyValue(v) : v;
  }
  return out;
}

function copyObject(x: Obj): Obj {
  const out: Obj = {};
  for (const k in x) {
    const v = x[k];
    out[k] = typeof v === 'object' && v !== null ? copyValue(v) : v;
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

function keyCount(o: Obj): number {
  let n = 0;
  for (const _ in o) n++;
  return n;
}

/**
 * The finished working copy `x` with every subtree that equals `base`'s replaced by `base`'s own
 * object (returns `base` itself when nothing changed), all of it frozen.
 */
export function settle<T>(x: T, base: unknown): T {
  if (typeof x !== 'object' || x === null) return x;
  if (x === base || Object.isFrozen(x)) {
    freezeDeep(x);
    return x;
  }
  const b = typeof base === 'object' && base !== null ? base : null;
  let same = b !== null;
  if (Array.isArray(x)) {
    const ba = b !== null && Array.isArray(b) ? (b as unknown[]) : null;
    if (ba === null || ba.length !== x.length) same = false;
    for (let i = 0; i < x.length; i++) {
      const old = ba?.[i];
      const v = settle(x[i] as unknown, old);
      if (v !== x[i]) x[i] = v;
      if (v !== old) same = false;
    }
  } else {
    const bo = b !== null && !Array.isArray(b) ? (b as Obj) : null;
    if (bo === null) same = false;
    const xo = x as Obj;
    let n = 0;
    for (const k in xo) {
      n++;
      const old = bo?.[k];
      const v = settle(xo[k], old);
      if (v !== xo[k]) xo[k] = v;
      if (v !== old || (old === undefined && bo !== null && !(k in bo))) same = false;
    }
    if (same && bo !== null && keyCount(bo) !== n) same = false;
  }
  if (same) {
    freezeDeep(b);
    return b as T;
  }
  Object.freeze(x);
  return x;
}

/**
 * Run `recipe` on a working copy of `base` and return the settled result (shared where unchanged,
 * frozen): what immer's `produce` gave, without proxies.
 */
export function applyWorking<T extends object, C>(
  base: T,
  newRun: () => C,
  recipe: (draft: T, run: C) => void,
): { result: T; run: C } {
  const draft = workingCopy(base);
  const run = newRun();
  recipe(draft, run);
  return { result: settle(draft, base), run };
}
