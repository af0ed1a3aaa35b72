// SCEN-HOLD: Conquer and Hold — a fixed map full of keeps and mage towers; hold them for victory
// points. Played by 2, by 4 in two teams (SCEN-HOLD-1/12: team rules in variants/teams.ts, always
// on with 4 players), or by 3 as the scenario book's variant (SCEN-HOLD-14).
import { combatEnemy } from '../combat/start';
import type { CombatEnemy } from '../state/combat-types';
import { tileDef, unitDef } from '../content';
import type { Ctx } from '../core/context';
import { areAdjacent, tilePosKey, type HexKey, type TilePos } from '../hex/hex';
import { realCount } from '../map/map';
import { drawEnemy } from '../state/piles';
import type { GameState, PlayerId, PlayerState, ScoreLine, ScoreSheet } from '../state/types';
import type { ScenarioDef } from '../state/scenario-types';
import { hasSite } from './tiles';
import { teammates } from '../state/teams';
import { ownedSites } from '../map/owned-sites';

export { ownedSites };

/**
 * SCEN-HOLD-2: the fixed map (the scenario book only shows a picture). Decision: start tile B at
 * (0,0) with the three usual open-map tiles face up at (1,0), (0,1), (1,−1); the two further
 * countryside tiles face down at (1,1) and (2,−1); the four core tiles face down at (2,0), (2,1),
 * (3,−1) and (3,0). The layout is mirror-symmetric about the line through (1,0) and (2,0), every
 * tile touches at least two others, and the core tiles (the White City among them, at random —
 * face down they look alike) lie beyond the countryside ring.
 */
export const HOLD_COUNTRYSIDE: TilePos[] = [
  { a: 1, b: 1 },
  { a: 2, b: -1 },
];
export const HOLD_CORE: TilePos[] = [
  { a: 2, b: 0 },
  { a: 2, b: 1 },
  { a: 3, b: -1 },
  { a: 3, b: 0 },
];

function holdSetup(state: GameState, _ctx: Ctx): void {
  // SCEN-HOLD-5: the level IV units leave the Elite deck.
  const four = state.decks.eliteUnits.filter((u) => unitDef(u).level >= 4);
  state.decks.eliteUnits = state.decks.eliteUnits.filter((u) => unitDef(u).level < 4);
  state.removed.push(...four);
  // SCEN-HOLD-2: the rest of the tile deck lies face down at its positions.
  const countryside = state.tileDeck.filter((t) => tileDef(t).kind === 'countryside');
  const core = state.tileDeck.filter((t) => tileDef(t).kind === 'core');
  const hidden: { tile: string; pos: string }[] = [];
  HOLD_COUNTRYSIDE.forEach((p, i) => {
    const t = countryside[i];
    if (t) hidden.push({ tile: t, pos: tilePosKey(p) });
  });
  HOLD_CORE.forEach((p, i) => {
    const t = core[i];
    if (t) hidden.push({ tile: t, pos: tilePosKey(p) });
  });
  state.map.hidden = hidden;
  state.tileDeck = [];
}

/**
 * SCEN-HOLD-9b, -10, -11: another player's keep (grey) or mage tower (violet) is defended by 1
 * token, 2 on the second Day and Night, 3 on the third; their Fame is added up and then halved,
 * rounded up (fameFactor ½, pooled in combat/defeat.ts).
 */
function holdDefenders(state: GameState, _player: PlayerId, hex: HexKey): CombatEnemy[] | null {
  const h = state.map.hexes[hex];
  const type = h?.site?.type;
  if (type !== 'keep' && type !== 'mage-tower') return null;
  const count = Math.min(3, Math.ceil(state.round.number / 2));
  const out: CombatEnemy[] = [];
  for (let i = 0; i < count; i++) {
    const id = drawEnemy(state, type === 'keep' ? 'grey' : 'violet');
    if (id)
      out.push(
        combatEnemy(
          id,
          { kind: 'drawn' },
          { siteFortified: true, fameFactor: 0.5, defender: true },
        ),
      );
  }
  return out;
}

/**
 * SCEN-HOLD-9c/9d: 1 gold (Day) or black (Night) mana per owned tower, in or next to one of them —
 * SCEN-HOLD-12: or in or next to an ally's tower (still 1 per tower you own).
 */
function towerMana(state: GameState, p: PlayerState, ctx: Ctx): void {
  const t = state.turn;
  if (!t || t.player !== p.id || !p.position) return;
  const towers = ownedSites(state, p.id, 'mage-tower');
  const pos = p.position;
  const near = (k: HexKey) => k === pos || areAdjacent(k, pos);
  const allyTower = Object.entries(state.map.hexes).some(
    ([k, h]) =>
      near(k) &&
      h.site?.type === 'mage-tower' &&
      h.owner !== undefined &&
      h.owner !== p.id &&
      teammates(state, p.id, h.owner),
  );
  if (towers.length === 0 || !(towers.some(near) || allyTower)) return;
  const color = state.round.time === 'day' ? 'gold' : 'black';
  for (let i = 0; i < towers.length; i++) t.manaTokens.push(color);
  ctx.emit({
    type: 'mana-gained',
    player: p.id,
    color,
    count: towers.length,
    source: 'mage-tower',
  });
}

/** SCEN-HOLD-13: 3 victory points per keep, 2 per mage tower; a tie means nobody wins. */
export function holdScore(state: GameState) {
  const sheets: ScoreSheet[] = state.players
    .filter((p) => p.kind !== 'dummy')
    .map((p) => {
      const keeps = ownedSites(state, p.id, 'keep').length;
      const towers = ownedSites(state, p.id, 'mage-tower').length;
      const lines: ScoreLine[] = [
        { id: 'keeps-held', points: 3 * keeps, detail: { keeps } },
        { id: 'towers-held', points: 2 * towers, detail: { towers } },
      ];
      return { player: p.id, total: 3 * keeps + 2 * towers, lines };
    });
  const best = Math.max(...sheets.map((s) => s.total));
  const top = sheets.filter((s) => s.total === best);
  const winners = top.length === 1 && top[0] ? [top[0].player as PlayerId] : [];
  return { sheets, winners, victory: winners.length > 0 };
}

export const conquerAndHold: ScenarioDef = {
  id: 'conquer-and-hold',
  minPlayers: 2,
  maxPlayers: 4,
  // SCEN-HOLD-1, SCEN-HOLD-14: 6 rounds for 2 players, 4 for 3 or 4 (two teams).
  rounds: (n) => (n === 2 ? 6 : 4),
  dummy: () => false,
  cooperative: false,
  setup: () => ({
    shape: 'fixed',
    tiles: { countryside: 5, coreCity: 1, coreNonCity: 3 }, // SCEN-HOLD-3
    cityLevels: [1],
  }),
  tacticRule: () => 'standard',
  removeInteractive: () => false,
  cityColor: 'white',
  citiesClosed: true, // SCEN-HOLD-4
  tiles: {
    countrysideOnly: hasSite('keep', 'mage-tower'),
    coreOnly: hasSite('keep', 'mage-tower'),
  },
  pvp: true,
  hooks: {
    setup: holdSetup,
    towersAsKeeps: true, // SCEN-HOLD-9, -9a, -9b
    // SCEN-HOLD-8: no Reputation lost for assaulting a keep or mage tower.
    assaultReputation: (state, hex) => {
      const t = state.map.hexes[hex]?.site?.type;
      return t === 'keep' || t === 'mage-tower' ? 0 : 1;
    },
    ownedSiteDefenders: holdDefenders,
    turnStart: towerMana,
    // SCEN-HOLD-6: elite units only from round 4 (2 players) or round 3 (more).
    elitesInOffer: (state) => state.round.number >= (realCount(state) === 2 ? 4 : 3),
    // SCEN-HOLD-7: monastery units in mage towers, village units in keeps.
    recruitAlso: { 'mage-tower': ['monastery'], keep: ['village'] },
  },
  playable: true,
  end: 'round-limit',
  score: holdScore,
};
