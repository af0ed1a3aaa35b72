// Starting a combat (COMBAT-1, COMBAT-2): which enemies take part and under which conditions.
import type { Ctx } from '../core/context';
import type { CityColor } from '../core/types';
import { siteDef } from '../content';
import type { HexKey } from '../hex/hex';
import { adjacentRampaging } from '../movement/movement';
import { drawEnemy } from '../state/piles';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId } from '../state/types';
import { changeReputation } from '../state/fame';
import { finishIfOver } from './phases';
import type { CombatEnemy, CombatSite, CombatState } from '../state/combat-types';
import { coopAssigned } from '../state/coop-assault';
import { assaultReputationLoss, ownedSiteDefenders, towersAsKeeps } from '../state/scenario-hooks';
import { intCombatStart } from './intcombat';
import { cityAt } from '../state/cities';
import { faceUpOnHex } from '../map/map';

import { combatEnemy } from './enemy';

export { combatEnemy };

export interface BeginOptions {
  nightRules?: boolean;
  unitsAllowed?: boolean;
  site?: CombatSite | null;
  cityColor?: CityColor | null;
  challengeable?: HexKey[];
  allowedUnits?: string[] | null;
}

/**
 * Put the turn into its action phase with a combat. TURN-REG-6e: unspent Move and Influence points
 * are lost; HEAL-3d.2: unused Healing points are lost when a combat begins.
 */
export function beginCombat(
  state: GameState,
  player: PlayerId,
  kind: CombatState['kind'],
  hex: HexKey | null,
  enemies: CombatEnemy[],
  opts: BeginOptions,
  ctx: Ctx,
): void {
  const turn = state.turn;
  if (!turn) throw new Error('combat outside a turn');
  turn.action = 'combat';
  turn.phase = 'action';
  turn.movePoints = 0;
  turn.influencePoints = 0;
  turn.healPoints = 0;
  for (const e of enemies) {
    // COMBAT-3: the tokens fought are revealed.
    ctx.emit({ type: 'enemy-revealed', enemy: e.id, hex: hex ?? null });
  }
  state.combat = {
    phase: 'ranged',
    kind,
    hex,
    site: opts.site ?? null,
    cityColor: opts.cityColor ?? null,
    enemies,
    attack: null,
    block: null,
    nightRules: opts.nightRules ?? false,
    unitsAllowed: opts.unitsAllowed ?? true,
    allowedUnits: opts.allowedUnits ?? null,
    woundsThisCombat: 0,
    knockedOut: false,
    unitsAbsorbed: [],
    fameGained: 0,
    challengeable: opts.challengeable ?? [],
    defendUsed: [],
  };
  ctx.emit({
    type: 'combat-started',
    player,
    kind,
    hex: hex ?? null,
    enemies: enemies.map((e) => e.id),
  });
  intCombatStart(state, player, ctx); // VAR-INTCOMBAT-1/2
  finishIfOver(state, ctx);
}

/** Enemies of a fortified site being assaulted (COMBAT-1a, COMBAT-1a.1). */
export function siteDefenders(state: GameState, player: PlayerId, hex: HexKey): CombatEnemy[] {
  const h = state.map.hexes[hex];
  if (!h?.site) return [];
  if (h.site.type === 'city') {
    const city = cityAt(state, hex);
    // COOP-6d.1: in a cooperative assault each participant faces only the defenders dealt to them.
    const assigned = coopAssigned(state, player, hex);
    const garrison = (city?.garrison ?? []).filter((g) => !assigned || assigned.includes(g.id));
    return garrison.map((g) =>
      combatEnemy(g.id, { kind: 'city', hex }, { siteFortified: true, defender: true }),
    );
  }
  // SCEN-HOLD-9b/10/11: the scenario's garrison of another player's keep or mage tower.
  const owned =
    h.owner !== undefined && h.owner !== player ? ownedSiteDefenders(state, player, hex) : null;
  if (owned) return owned;
  if (h.site.type === 'keep' && h.owner !== undefined && h.owner !== player) {
    // COMBAT-1a.1: another player's empty keep gets a grey garrison worth half Fame.
    const id = drawEnemy(state, 'grey');
    return id
      ? [
          combatEnemy(
            id,
            { kind: 'drawn' },
            { siteFortified: true, fameFactor: 0.5, defender: true },
          ),
        ]
      : [];
  }
  return h.enemies.map((m) =>
    combatEnemy(m.id, { kind: 'hex', hex }, { siteFortified: true, defender: true }),
  );
}

/** The tokens of rampaging enemies on these spaces (COMBAT-1d, COMBAT-1e). */
export function rampagingEnemies(state: GameState, hexes: HexKey[]): CombatEnemy[] {
  return hexes.flatMap((hex) =>
    (state.map.hexes[hex]?.enemies ?? []).map((m) =>
      combatEnemy(m.id, { kind: 'hex', hex }, { rampaging: true }),
    ),
  );
}

/** The site-related part of an assault: what conquering it means (COMBAT-OUTCOME-2c). */
function assaultSite(state: GameState, player: PlayerId, hex: HexKey): CombatSite | null {
  const h = state.map.hexes[hex];
  if (!h?.site) return null;
  const type = h.site.type;
  const site: CombatSite = { hex, type, rewards: [] };
  // COMBAT-OUTCOME-2c.3: a mage tower gives a spell (SCEN-HOLD-9a: not in Conquer and Hold).
  const towerKeep = type === 'mage-tower' && towersAsKeeps(state);
  if (type === 'mage-tower' && !towerKeep) site.rewards = [...(siteDef(type).rewards ?? [])];
  if ((type === 'keep' || towerKeep) && h.owner !== undefined && h.owner !== player)
    site.previousOwner = h.owner;
  return site;
}

/** A move ended in an assault and/or provoked rampaging enemies (MOVE-4a, MOVE-4c, COMBAT-2a/2b). */
export function startCombatFromMove(
  state: GameState,
  player: PlayerId,
  what: { assault: HexKey | null; provoked: HexKey[] },
  ctx: Ctx,
): void {
  const p = getPlayer(state, player);
  const enemies: CombatEnemy[] = [];
  let site: CombatSite | null = null;
  let cityColor: CityColor | null = null;
  if (what.assault) {
    enemies.push(...siteDefenders(state, player, what.assault));
    site = assaultSite(state, player, what.assault);
    cityColor = cityAt(state, what.assault)?.color ?? null;
    // COMBAT-1a: Reputation −1 for every assault (SCEN-HOLD-8: none for keeps and mage towers).
    const loss = assaultReputationLoss(state, what.assault);
    if (loss !== 0) changeReputation(state, p, -loss, ctx);
  }
  // COMBAT-2a/2b: provoked rampaging enemies join (not fortified).
  enemies.push(...rampagingEnemies(state, what.provoked));
  for (const e of enemies) markFaceUp(state, e);
  // COMBAT-2c: other adjacent rampaging enemies may be challenged to join.
  const challengeable = p.position
    ? adjacentRampaging(state, p.position).filter((k) => !what.provoked.includes(k))
    : [];
  beginCombat(
    state,
    player,
    what.assault ? 'assault' : 'rampaging',
    what.assault ?? what.provoked[0] ?? null,
    enemies,
    { site, cityColor, challengeable },
    ctx,
  );
}

/** COMBAT-1d: challenge rampaging enemies on adjacent spaces as the turn's action. */
export function startChallenge(
  state: GameState,
  player: PlayerId,
  hexes: HexKey[],
  ctx: Ctx,
): void {
  const enemies = rampagingEnemies(state, hexes);
  for (const e of enemies) markFaceUp(state, e);
  beginCombat(state, player, 'rampaging', hexes[0] ?? null, enemies, {}, ctx);
}

/** COMBAT-2c: rampaging enemies challenged to join a combat a move started. */
export function joinChallenged(state: GameState, hexes: HexKey[], ctx: Ctx): void {
  const c = state.combat;
  if (!c) return;
  const enemies = rampagingEnemies(state, hexes);
  for (const e of enemies) {
    markFaceUp(state, e);
    ctx.emit({
      type: 'enemy-revealed',
      enemy: e.id,
      hex: e.origin.kind === 'drawn' ? null : e.origin.hex,
    });
  }
  c.enemies.push(...enemies);
  c.challengeable = (c.challengeable ?? []).filter((k) => !hexes.includes(k));
  ctx.emit({ type: 'enemies-challenged', hexes, enemies: enemies.map((e) => e.id) });
}

// Written only when it changes something: applyAction copies only the parts of the state an action
// writes (core/working-copy.ts), and the map is seldom one of them.
export function markFaceUp(state: GameState, e: CombatEnemy): void {
  if (e.origin.kind === 'hex') {
    if (state.map.hexes[e.origin.hex]?.enemies.some((x) => x.id === e.id && !x.faceUp))
      faceUpOnHex(state, e.origin.hex, e.id);
  } else if (e.origin.kind === 'city') {
    const hex = e.origin.hex;
    const m = cityAt(state, hex)?.garrison.find((x) => x.id === e.id);
    if (m && !m.faceUp) m.faceUp = true;
  }
}
