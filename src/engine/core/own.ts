// Lookups by a string that may come from outside (an action, a saved file, a setup) must only find
// a table's own entries, never members every object inherits (`__proto__`, `constructor`,
// `toString` …): issue 13 point 3, issue 19.

/** The table's own entry under `key`, or undefined (inherited members never match). */
export function ownEntry<V>(
  table: Readonly<Record<string, V>> | Readonly<Partial<Record<string, V>>>,
  key: string,
): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
