// What a greedy bot remembers between its decisions (per bot instance; suggestMove starts afresh).

export interface Goal {
  kind: 'explore' | 'assault' | 'enter' | 'challenge' | 'interact' | 'glade' | 'mine';
  /** Where the hero must stand to act (the site itself for assaults and adventure sites). */
  stand: string;
  /** The site or rampaging enemy concerned. */
  site: string;
  value: number;
}

export interface Memory {
  /** Stands where the expected exploration turned out impossible. */
  badTargets: Set<string>;
  /** Columns abandoned in the current combat phase (not declared again). */
  abandoned: Set<string>;
  /** Special plays already tried by looking ahead in the current combat phase. */
  specialsTried: Set<string>;
  combatKey: string;
  /** Own turns ended so far (with the round number: the identity of the current turn). */
  turnSerial: number;
  /** Decisions taken in the current turn (a cap keeps games finite). */
  turnSteps: number;
  stepsKey: string;
  /** Per turn: plays already judged by looking ahead and rejected. */
  turnKey: string;
  turnTried: Set<string>;
  /** The goal being pursued and since when. */
  goal: Goal | null;
  /** Turn (and map size) the goal was chosen in. */
  goalKey: string;
  /** Sites (hex → round) where a fight went badly: not tried again this round at this strength. */
  failed: Map<string, string>;
  /** Turns spent waiting at a site for a hand that can win there. */
  waits: Map<string, number>;
  /** Cached plan of the turn (see turn.ts). */
  planCache: { key: string; value: unknown } | null;
}

export const newMemory = (): Memory => ({
  badTargets: new Set(),
  abandoned: new Set(),
  specialsTried: new Set(),
  combatKey: '',
  turnSerial: 0,
  turnSteps: 0,
  stepsKey: '',
  turnKey: '',
  turnTried: new Set(),
  goal: null,
  goalKey: '',
  failed: new Map(),
  waits: new Map(),
  planCache: null,
});

/** Debug hook for traces (tools set `log`; the bot never prints by itself). */
export const greedyDebug: { log: ((msg: string) => void) | null } = { log: null };
