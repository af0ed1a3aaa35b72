// What a log line must never show (issue 16 part 6: the log in words): an id or an internal label
// instead of a name. Shared by the log's unit scan (log-words.test.ts) and the scan of the log
// panel in the browser after long random play (e2e/table.spec.ts).

const PATTERNS: readonly RegExp[] = [
  /\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b/, // kebab-case id (ice-mages, tovak-night-sharpshooting)
  /\b(?:Token|Own|Common|Die|Crystal|Card|Unit|Skill|Enemy|Tactic|Pile):[A-Za-z]/, // prefixed id
  /\b(?:token|own|common|pile|unit|card|skill|enemy):[a-z]/, // lower-case prefixed id (unit:…)
  /#\d/, // instance number of an enemy or unit
  /\{\w+\}|…/, // an unfilled placeholder
  /\b(?:undefined|null|NaN|true|false|\[object)\b|\[object/,
  /An effect lasts for a while|Ein Effekt wirkt eine Weile/,
  /draws cards: \d|zieht Karten: \d/,
];

/** The first raw id or internal label in `text`, or null when it reads as words. */
export function rawIdIn(text: string): string | null {
  for (const p of PATTERNS) {
    const m = p.exec(text);
    if (m) return m[0];
  }
  return null;
}
