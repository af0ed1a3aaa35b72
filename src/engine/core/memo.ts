// Memo for pure reads of a frozen state (issue 15). A frozen state never changes (undo keeps old
// states, immer freezes every state it returns), so a value worked out from it once — the turn's
// mana rules, say — holds for as long as the state lives; legalActions asks the same question once
// per candidate. Unfrozen objects (immer drafts while an action applies, states being built) are
// never memoised: they may still change. Kept in a WeakMap, so memos go with their states.
export function frozenMemo<K, V>(): (obj: object, key: K, compute: () => V) => V {
  const table = new WeakMap<object, Map<K, V>>();
  return (obj, key, compute) => {
    if (!Object.isFrozen(obj)) return compute();
    let m = table.get(obj);
    if (!m) {
      m = new Map();
      table.set(obj, m);
    }
    if (m.has(key)) return m.get(key) as V;
    const v = compute();
    m.set(key, v);
    return v;
  };
}
