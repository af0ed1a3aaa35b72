// SCEN-MINES: Mines Liberation — every mine is held by two enemies; liberate them for crystals,
// Reputation and Fame.
import { ownTurn, refuse } from '../protocol/framework';
import { beginCombat, combatEnemy, markFaceUp } from '../combat/start';
import { voluntaryActionRefusal } from '../combat/sites';
import type { CombatState } from '../state/combat-types';
import { tileDef } from '../content';
import type { Ctx } from '../core/context';
import { BASIC_COLORS, type BasicColor } from '../core/types';
import { changeReputation } from '../state/fame';
import { hexKey, tileHexes, type HexKey, type TilePos } from '../hex/hex';
import { gainCrystalCapped } from '../mana/mana';
import { drawEnemy } from '../state/piles';
import { getPlayer } from '../state/player';
import type { GameState, HexState, PlayerId, ScoreLine } from '../state/types';
import type { ScenarioActionDef, ScenarioDef } from '../state/scenario-types';
import { fourColumnSetup, realPlayers } from './common';
import { highest, standardSheets, sum } from './scoring';
import { hasSite } from './tiles';

const isMine = (h: HexState | undefined): boolean =>
  h?.site?.type === 'crystal-mine' || h?.site?.type === 'deep-mine';

/** Whether the mine's space lies on a core tile (red guard, +2 Reputation, 7 Fame). */
function onCore(state: GameState, h: HexState): boolean {
  const t = state.map.tiles.find((x) => x.pos === h.tile);
  return !!t && tileDef(t.tile).kind === 'core';
}

export function mineHexes(state: GameState): [HexKey, HexState][] {
  return Object.entries(state.map.hexes).filter(([, h]) => isMine(h));
}

/** SCEN-MINES-4c: a liberated mine carries its liberator's shield. */
export const liberated = (h: HexState): boolean => isMine(h) && !!h.conquered;

/** SCEN-MINES-4a: a green (countryside) or red (core) token face up and a brown one face down. */
function guardMines(
  state: GameState,
  _tile: string,
  pos: TilePos,
  _by: PlayerId | null,
  _ctx: Ctx,
): void {
  for (const { hex } of tileHexes(pos)) {
    const h = state.map.hexes[hexKey(hex)];
    if (!h || !isMine(h)) continue;
    const guard = drawEnemy(state, onCore(state, h) ? 'red' : 'green');
    if (guard) h.enemies.push({ id: guard, faceUp: true });
    const deep = drawEnemy(state, 'brown');
    if (deep) h.enemies.push({ id: deep, faceUp: false });
  }
}

/** SCEN-MINES-4b: enter the mine as the action and fight both enemies (night rules, units allowed). */
const liberateMine: ScenarioActionDef = {
  targets: () => [undefined],
  check(state, player) {
    const base = ownTurn(state, player);
    if (base) return base;
    const t = state.turn;
    const pos = state.players[player]?.position;
    const h = pos ? state.map.hexes[pos] : undefined;
    if (!t || !pos) return refuse('ROUND-4a', 'It is not your turn.');
    if (!isMine(h)) return refuse('SCEN-MINES-4b', 'Stand on a mine to enter it.');
    if (!h || h.conquered || h.enemies.length === 0)
      return refuse('SCEN-MINES-4b', 'This mine is already liberated.');
    return voluntaryActionRefusal(state, t);
  },
  apply(state, player, _hex, ctx) {
    const pos = state.players[player]?.position;
    const h = pos ? state.map.hexes[pos] : undefined;
    if (!pos || !h) return;
    const enemies = h.enemies.map((m) => combatEnemy(m.id, { kind: 'hex', hex: pos }, {}));
    for (const e of enemies) markFaceUp(state, e);
    ctx.emit({ type: 'mine-entered', player, hex: pos });
    beginCombat(
      state,
      player,
      'scenario',
      pos,
      enemies,
      { nightRules: true, unitsAllowed: true },
      ctx,
    );
  },
};

/** SCEN-MINES-4c: whoever defeats the last enemy liberates the mine. */
function afterMineCombat(state: GameState, c: CombatState, ctx: Ctx): void {
  if (c.kind !== 'scenario' || !c.hex) return;
  const h = state.map.hexes[c.hex];
  const player = state.turn?.player;
  if (!h || !isMine(h) || h.conquered || h.enemies.length > 0 || player === undefined) return;
  if (!c.enemies.some((e) => e.defeated)) return;
  h.conquered = true;
  h.shields.push(player);
  changeReputation(state, getPlayer(state, player), onCore(state, h) ? 2 : 1, ctx);
  ctx.emit({ type: 'mine-liberated', player, hex: c.hex });
}

/** SCEN-MINES-4e: at the start of each Day and Night, 1 crystal per liberated mine (max 3 per colour). */
function mineIncome(state: GameState, ctx: Ctx): void {
  for (const [, h] of mineHexes(state)) {
    const owner = h.shields[0];
    if (!liberated(h) || owner === undefined) continue;
    const p = getPlayer(state, owner);
    // Ruling for deep mines (two colours): the colour the player has fewest of.
    const colors: BasicColor[] = h.site?.color
      ? [h.site.color]
      : (h.site?.colors ?? [...BASIC_COLORS]);
    const color = [...colors].sort((a, b) => p.crystals[a] - p.crystals[b])[0];
    if (color) gainCrystalCapped(p, color, ctx, 'liberated-mine');
  }
}

/** SCEN-MINES-5: all tiles revealed and all mines liberated. */
function allLiberated(state: GameState): boolean {
  const mines = mineHexes(state);
  return state.tileDeck.length === 0 && mines.length > 0 && mines.every(([, h]) => liberated(h));
}

/** SCEN-MINES-6: standard achievements plus 4/7 Fame per own mine and Greatest Liberator. */
function minesScore(state: GameState) {
  const real = realPlayers(state);
  const sheets = standardSheets(state, real, { titles: real.length > 1 });
  const points = real.map((p) => {
    let n = 0;
    for (const [, h] of mineHexes(state))
      if (liberated(h) && h.shields[0] === p.id) n += onCore(state, h) ? 7 : 4;
    return n;
  });
  const best = Math.max(0, ...points);
  const tied = points.filter((v) => v === best).length > 1;
  sheets.forEach((s, i) => {
    const pts = points[i] ?? 0;
    const lines: ScoreLine[] = [{ id: 'mines-liberated', points: pts }]; // 6a
    // 6b (U32: no tie value given): ruling +2 each on a tie, as for the other +5 titles.
    if (best > 0 && pts === best)
      lines.push({ id: 'title-greatest-liberator', points: tied ? 2 : 5 });
    s.lines.push(...lines);
    s.total = sum(s.lines);
  });
  // SCEN-MINES-6: the mission succeeded only if all mines were liberated — every tile in the deck
  // has one, so all tiles must be revealed (the same test as the end condition, SCEN-MINES-5).
  return { sheets, winners: highest(sheets), victory: allLiberated(state) };
}

export const minesLiberation: ScenarioDef = {
  id: 'mines-liberation',
  minPlayers: 2,
  maxPlayers: 4,
  rounds: () => 4,
  dummy: () => false,
  cooperative: false,
  setup: fourColumnSetup,
  tacticRule: () => 'standard',
  removeInteractive: () => false,
  cityColor: 'red',
  friendlyCity: true, // SCEN-MINES-3
  // SCEN-MINES-2 (U30): countryside tiles with mines always in; the non-city core tiles with mines.
  tiles: {
    countrysideFirst: hasSite('crystal-mine', 'deep-mine'),
    coreOnly: hasSite('crystal-mine', 'deep-mine'),
  },
  pvp: true,
  hooks: {
    tilePlaced: guardMines,
    actions: { 'liberate-mine': liberateMine },
    combatEnded: afterMineCombat,
    // SCEN-MINES-4d: no crystals before liberation; afterwards as usual (END-4b).
    mineProduces: (state, hex) => !!state.map.hexes[hex]?.conquered,
    roundStart: mineIncome,
  },
  endMet: allLiberated,
  playable: true,
  end: 'all-mines-liberated',
  score: minesScore,
};
