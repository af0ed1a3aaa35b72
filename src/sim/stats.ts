// Statistics of simulated games, counted from the engine's events (defensively: event types are
// added by others over time, so unknown types only show up in the `events` histogram).
import type { GameEvent } from '../engine';
import type { Catalog } from './catalog';

export const STAT_KEYS = [
  'turns',
  'rounds',
  'tilesExplored',
  'combats',
  'enemiesDefeated',
  'sitesConquered',
  'interactions',
  'unitsRecruited',
  'levelUps',
  'skillsGained',
  'cardsPlayed',
  'advancedActionsPlayed',
  'spellsCast',
  'artifactsPlayed',
  'skillsUsed',
  'woundsTaken',
  'undos',
  'fameGained',
  'crystalsGained',
  'rests',
  'forfeitedTurns',
  'dummyTurns',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];

export interface SimStats {
  counts: Record<StatKey, number>;
  /** Every event type seen, with its count. */
  events: Record<string, number>;
  /** Every action type applied, with its count. */
  actionTypes: Record<string, number>;
}

export function emptyStats(): SimStats {
  const counts = {} as Record<StatKey, number>;
  for (const k of STAT_KEYS) counts[k] = 0;
  return { counts, events: {}, actionTypes: {} };
}

export function mergeStats(into: SimStats, from: SimStats): void {
  for (const k of STAT_KEYS) into.counts[k] += from.counts[k];
  for (const [k, v] of Object.entries(from.events)) into.events[k] = (into.events[k] ?? 0) + v;
  for (const [k, v] of Object.entries(from.actionTypes))
    into.actionTypes[k] = (into.actionTypes[k] ?? 0) + v;
}

const num = (v: unknown, dflt: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : dflt;

/** Amount carried by an event: its count/amount field, else 1. */
function amountOf(e: GameEvent): number {
  if (Array.isArray(e.enemies)) return e.enemies.length;
  return num(e.count, num(e.amount, 1));
}

export function countEvents(stats: SimStats, events: readonly GameEvent[], catalog: Catalog): void {
  const c = stats.counts;
  for (const e of events) {
    const t = typeof e.type === 'string' ? e.type : String(e.type);
    stats.events[t] = (stats.events[t] ?? 0) + 1;
    switch (t) {
      case 'turn-started':
        c.turns++;
        break;
      case 'dummy-turn':
        c.dummyTurns++;
        break;
      case 'tile-revealed':
        c.tilesExplored++;
        break;
      case 'combat-started':
        c.combats++;
        break;
      case 'level-up':
        c.levelUps++;
        break;
      case 'skill-gained':
        c.skillsGained++;
        break;
      case 'wounds-taken':
        c.woundsTaken += num(e.count, 1);
        break;
      case 'fame-gained':
        c.fameGained += num(e.amount, 0);
        break;
      case 'crystal-gained':
        c.crystalsGained += num(e.count, 1);
        break;
      case 'rested':
        c.rests++;
        break;
      case 'turn-forfeited':
        c.forfeitedTurns++;
        break;
      case 'card-played': {
        c.cardsPlayed++;
        const card = typeof e.card === 'string' ? e.card : '';
        const k = catalog.kind.get(card);
        const sideways = e.mode === 'sideways';
        if (k === 'advanced-action') c.advancedActionsPlayed++;
        else if (k === 'spell' && !sideways) c.spellsCast++;
        else if (k === 'artifact' && !sideways) c.artifactsPlayed++;
        break;
      }
      default:
        // Event names still being settled by the combat/interaction work: match by family.
        if (/^enem(y|ies)-(defeated|killed|destroyed)$/.test(t)) c.enemiesDefeated += amountOf(e);
        else if (/conquered|liberated/.test(t)) c.sitesConquered++;
        else if (/^interact(ion)?(-started|ed)?$/.test(t)) c.interactions++;
        else if (/^unit-(recruited|gained)$|^recruited$/.test(t)) c.unitsRecruited++;
        else if (/^skill-(used|activated)$/.test(t)) c.skillsUsed++;
    }
  }
}
