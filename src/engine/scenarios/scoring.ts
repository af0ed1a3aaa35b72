// Standard achievements scoring (SCEN-SCORE-1..6) and the shared scoring helpers of the scenarios.
import { cardDef, unitDef } from '../content';
import type { SiteType } from '../content/types';
import type { GameState, PlayerId, PlayerState, ScoreLine, ScoreSheet } from '../state/types';

export type AchievementId =
  | 'greatest-knowledge'
  | 'greatest-loot'
  | 'greatest-leader'
  | 'greatest-conqueror'
  | 'greatest-adventurer'
  | 'greatest-beating';

export const ACHIEVEMENTS: AchievementId[] = [
  'greatest-knowledge',
  'greatest-loot',
  'greatest-leader',
  'greatest-conqueror',
  'greatest-adventurer',
  'greatest-beating',
];

const CONQUEROR_SITES: SiteType[] = ['keep', 'mage-tower', 'monastery'];
const ADVENTURE_SITES: SiteType[] = [
  'dungeon',
  'tomb',
  'monster-den',
  'spawning-grounds',
  'ancient-ruins',
  'maze',
  'labyrinth',
];

/**
 * All deed cards a player owns: deck, hand, discard, cards in the play area, cards stored on a
 * tactic or set aside until the end of the round (Time Bending, COMPOSITE-1c — still the player's
 * cards when the game ends mid-round, SCEN-SCORE-1/2/6). Banners on units are counted separately.
 */
export function ownedCards(state: GameState, p: PlayerState): string[] {
  const played = state.turn?.player === p.id ? state.turn.played.map((c) => c.card) : [];
  const stored = p.tacticData.stored ?? [];
  return [...p.deck, ...p.hand, ...p.discard, ...played, ...stored, ...(p.setAside ?? [])];
}

/**
 * All cities of the scenario are conquered: every city tile has been revealed (an unrevealed city
 * is not conquered) and every city on the map is conquered (SCEN-SOLO-CONQ-9, SCEN-FULL-CONQ-4d).
 */
export function allCitiesConquered(state: GameState, cityTiles: number): boolean {
  return (
    state.cities.length > 0 &&
    state.cities.length >= cityTiles &&
    state.cities.every((c) => c.conquered)
  );
}

export function shieldsOn(
  state: GameState,
  player: PlayerId,
  sites: SiteType[],
  weight: (type: SiteType) => number = () => 1,
): number {
  let n = 0;
  for (const h of Object.values(state.map.hexes)) {
    if (!h.site || !sites.includes(h.site.type)) continue;
    n += h.shields.filter((s) => s === player).length * weight(h.site.type);
  }
  return n;
}

export interface ScoringOptions {
  adventurePointsPerShield?: number;
  /** SCEN-DUNGEON-6a: points per adventure-site shield by site type. */
  adventurePoints?: (type: SiteType) => number;
}

/** Raw points of one player in one category (before titles). */
export function achievementPoints(
  state: GameState,
  p: PlayerState,
  id: AchievementId,
  opts: ScoringOptions = {},
): number {
  const cards = ownedCards(state, p);
  switch (id) {
    case 'greatest-knowledge': {
      // SCEN-SCORE-1: 2 per Spell, 1 per Advanced Action.
      let n = 0;
      for (const c of cards) {
        const t = cardDef(c).type;
        if (t === 'spell') n += 2;
        else if (t === 'advanced-action') n += 1;
      }
      return n;
    }
    case 'greatest-loot': {
      // SCEN-SCORE-2: 2 per Artifact (deck or on units), 1 per 2 crystals (rounded down, U24).
      let n = 0;
      for (const c of cards) if (cardDef(c).type === 'artifact') n += 2;
      for (const u of p.units) if (u.banner) n += 2;
      const crystals = p.crystals.red + p.crystals.blue + p.crystals.green + p.crystals.white;
      return n + Math.floor(crystals / 2);
    }
    case 'greatest-leader': {
      // SCEN-SCORE-3: sum of unit levels; wounded units count half, rounded down.
      let n = 0;
      for (const u of p.units) {
        const lvl = unitDef(u.id).level;
        n += u.wounds > 0 ? Math.floor(lvl / 2) : lvl;
      }
      return n;
    }
    case 'greatest-conqueror':
      // SCEN-SCORE-4: 2 per shield on a keep, mage tower or monastery.
      return 2 * shieldsOn(state, p.id, CONQUEROR_SITES);
    case 'greatest-adventurer':
      // SCEN-SCORE-5: 2 per shield on an adventure site (4 for tombs/dungeons in Dungeon Lords).
      if (opts.adventurePoints)
        return shieldsOn(state, p.id, ADVENTURE_SITES, opts.adventurePoints);
      return (opts.adventurePointsPerShield ?? 2) * shieldsOn(state, p.id, ADVENTURE_SITES);
    case 'greatest-beating': {
      // SCEN-SCORE-6: −2 per Wound in the deck (not on units).
      let n = 0;
      for (const c of cards) if (cardDef(c).type === 'wound') n -= 2;
      return n;
    }
  }
}

/**
 * Title bonuses (SCEN-SCORE-1..6): most points +3, a tie +1 each (only with at least 1 point);
 * Greatest Beating: most lost −3, tie −1 each (not among players without wounds).
 */
export function titleBonus(values: number[], index: number, id: AchievementId): number {
  const mine = values[index] ?? 0;
  if (id === 'greatest-beating') {
    const worst = Math.min(...values);
    if (worst >= 0 || mine !== worst) return 0;
    return values.filter((v) => v === worst).length > 1 ? -1 : -3;
  }
  const best = Math.max(...values);
  if (best < 1 || mine !== best) return 0;
  return values.filter((v) => v === best).length > 1 ? 1 : 3;
}

/** Standard achievements for the given players, each sheet starting at the player's Fame. */
export function standardSheets(
  state: GameState,
  players: PlayerState[],
  opts: ScoringOptions & {
    titles: boolean;
    /** SCEN-DUNGEON-6b: another title replaces Greatest Adventurer, with its own bonuses. */
    adventureTitle?: { id: string; win: number; tie: number };
  },
): ScoreSheet[] {
  const table = ACHIEVEMENTS.map((id) => players.map((p) => achievementPoints(state, p, id, opts)));
  return players.map((p, i) => {
    const lines: ScoreLine[] = [{ id: 'fame', points: p.fame }];
    ACHIEVEMENTS.forEach((id, a) => {
      const values = table[a] ?? [];
      lines.push({ id, points: values[i] ?? 0 });
      if (opts.titles && players.length > 1) {
        const alt = id === 'greatest-adventurer' ? opts.adventureTitle : undefined;
        if (alt) {
          const b = titleBonus(values, i, id);
          if (b !== 0) lines.push({ id: `title-${alt.id}`, points: b === 3 ? alt.win : alt.tie });
        } else {
          const bonus = titleBonus(values, i, id);
          if (bonus !== 0) lines.push({ id: `title-${id}`, points: bonus });
        }
      }
    });
    return { player: p.id, total: sum(lines), lines };
  });
}

export function sum(lines: ScoreLine[]): number {
  return lines.reduce((s, l) => s + l.points, 0);
}

/** Players with the highest total (shared victory on ties, SCEN-RECON-6). */
export function highest(sheets: ScoreSheet[]): PlayerId[] {
  const best = Math.max(...sheets.map((s) => s.total));
  return sheets
    .filter((s) => s.total === best && s.player !== 'team')
    .map((s) => s.player as PlayerId);
}
