// Combat outcome (COMBAT-OUTCOME-*, COMBAT-CITY-2): tokens leave or stay, sites are conquered,
// rewards are earned for the end of the turn (END-5), a failed assault withdraws.
import type { Ctx } from '../core/context';
import { enemyDef } from '../content';
import { discardEnemy, drawEnemy } from '../state/piles';
import { getPlayer } from '../state/player';
import type { CityState, GameState, PlayerId, PlayerState, TurnState } from '../state/types';
import { discardSummoned } from './defeat';
import type { CombatEnemy, CombatSite, CombatState } from '../state/combat-types';
import { cityDefendersLeft } from '../state/coop-assault';
import { combatEndedHook, towersAsKeeps } from '../state/scenario-hooks';
import { cityAt } from '../state/cities';
import { faceUpOnHex } from '../map/map';

/** COMBAT-CITY-2a: most shields; on a tie the one whose shield was placed first. */
export function cityLeader(city: CityState): PlayerId | null {
  const count = new Map<PlayerId, number>();
  for (const s of city.shields) count.set(s, (count.get(s) ?? 0) + 1);
  let best: PlayerId | null = null;
  let bestN = 0;
  for (const s of city.shields) {
    const n = count.get(s) ?? 0;
    if (n > bestN) {
      best = s;
      bestN = n;
    }
  }
  return best;
}

/** Put each undefeated token where it belongs after the combat (COMBAT-OUTCOME-3a–3c). */
function settleToken(state: GameState, e: CombatEnemy): void {
  if (e.defeated) return; // already discarded (COMBAT-RANGED-5a)
  if (e.origin.kind === 'hex') {
    // stays on its space (COMBAT-OUTCOME-3a/3c)
    if (state.map.hexes[e.origin.hex]?.enemies.some((x) => x.id === e.id && !x.faceUp))
      faceUpOnHex(state, e.origin.hex, e.id);
    return;
  }
  // Survivors stay in the city (COMBAT-CITY); tokens drawn for this fight only (dungeon, tomb,
  // maze, monastery, another player's keep) are discarded win or lose (COMBAT-OUTCOME-3b).
  if (e.origin.kind === 'drawn') discardEnemy(state, e.id, enemyDef(e.id).color);
}

function placeShield(state: GameState, site: CombatSite, player: PlayerId): void {
  state.map.hexes[site.hex]?.shields.push(player);
}

function conquer(
  state: GameState,
  site: CombatSite,
  p: PlayerState,
  turn: TurnState,
  ctx: Ctx,
): void {
  const h = state.map.hexes[site.hex];
  if (!h) return;
  switch (site.type) {
    case 'keep':
      // COMBAT-OUTCOME-2c.2 / COMBAT-1a.1: your shield replaces the previous owner's.
      if (site.previousOwner !== undefined)
        h.shields = h.shields.filter((s) => s !== site.previousOwner);
      h.owner = p.id;
      h.conquered = true;
      h.shields.push(p.id);
      break;
    case 'mage-tower':
      if (towersAsKeeps(state)) {
        // SCEN-HOLD-9b: a conquered mage tower belongs to its conqueror like a keep.
        if (site.previousOwner !== undefined)
          h.shields = h.shields.filter((s) => s !== site.previousOwner);
        h.owner = p.id;
      }
      h.conquered = true;
      h.shields.push(p.id);
      break;
    case 'city': {
      const city = cityAt(state, site.hex);
      if (city) {
        city.conquered = true;
        city.leader = cityLeader(city); // COMBAT-CITY-2
        ctx.emit({ type: 'city-conquered', player: p.id, hex: site.hex, leader: city.leader });
      }
      break;
    }
    case 'monastery':
      // COMBAT-OUTCOME-2d: burned down, an empty space from now on.
      h.burned = true;
      h.shields.push(p.id);
      break;
    case 'maze':
    case 'labyrinth':
      h.paths = [...(h.paths ?? []), { cost: site.path ?? 0, player: p.id }];
      h.shields.push(p.id);
      break;
    case 'ancient-ruins':
      if (h.ruins) {
        state.ruinsPile.discard.push(h.ruins.id);
        delete h.ruins;
      }
      h.conquered = true;
      placeShield(state, site, p.id);
      break;
    default:
      // Adventure sites: shield on the first conquest only (sites.md 3.4).
      if (!site.fameOnly) {
        h.conquered = true;
        placeShield(state, site, p.id);
      }
      break;
  }
  // END-5: rewards are taken at the end of the turn.
  turn.rewards.push(...site.rewards);
  ctx.emit({
    type: 'site-conquered',
    player: p.id,
    hex: site.hex,
    site: site.type,
    fameOnly: !!site.fameOnly,
  });
}

/** Failed attempt at a site (COMBAT-OUTCOME-3). */
function fail(
  state: GameState,
  c: CombatState,
  site: CombatSite,
  p: PlayerState,
  turn: TurnState,
  ctx: Ctx,
): void {
  const h = state.map.hexes[site.hex];
  if (site.type === 'spawning-grounds' && h) {
    // Decision (sites.md doubt 1): each defeated monster is replaced by a new face-down brown token.
    const defeated = c.enemies.filter((e) => e.defeated && e.origin.kind === 'hex').length;
    for (let i = 0; i < defeated; i++) {
      const id = drawEnemy(state, 'brown');
      if (id) h.enemies.push({ id, faceUp: false });
    }
  }
  if (c.kind === 'assault') {
    // COMBAT-OUTCOME-3d: withdraw to the space the assault came from (forced withdrawal at the end
    // of the turn applies if that space is not safe).
    const back = turn.assaultFrom;
    if (back && p.position !== back) {
      p.position = back;
      if (turn.path[turn.path.length - 1] === site.hex) turn.path.pop();
      if (turn.path[turn.path.length - 1] !== back) turn.path.push(back);
      ctx.emit({ type: 'withdrawn', player: p.id, hex: back });
    }
  }
}

/** COMBAT-OUTCOME-1: the combat ends; settle tokens and the site; the turn goes on after it. */
export function endCombat(state: GameState, ctx: Ctx): void {
  const c = state.combat;
  const turn = state.turn;
  if (!c || !turn) return;
  const p = getPlayer(state, turn.player);
  for (const e of c.enemies.filter((x) => x.summonedBy)) discardSummoned(state, e, ctx);
  const enemies = [...c.enemies];
  // COMBAT-OUTCOME-2c.1: only the site's defenders decide a conquest.
  const won = enemies.filter((e) => e.defender).every((e) => e.defeated);
  for (const e of enemies) settleToken(state, e);
  const site = c.site ?? null;
  if (site) {
    // COOP-7: a participant who defeated their share stays; the city falls when no defender is left.
    const shareOnly = won && site.type === 'city' && cityDefendersLeft(state, site.hex);
    if (shareOnly) ctx.emit({ type: 'coop-share-defeated', player: p.id, hex: site.hex });
    else if (won) conquer(state, site, p, turn, ctx);
    else fail(state, c, site, p, turn, ctx);
  }
  state.combat = null;
  combatEndedHook(state, c, ctx); // SCEN-MINES-4c, SCEN-DRUID-4b
  turn.phase = 'after';
  turn.movePoints = 0;
  turn.siteEntry = null;
  ctx.emit({
    type: 'combat-ended',
    player: p.id,
    won: site ? won : enemies.every((e) => e.defeated),
    fame: c.fameGained,
    defeated: enemies.filter((e) => e.defeated).map((e) => e.id),
  });
}
