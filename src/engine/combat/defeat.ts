// Defeating enemies (COMBAT-RANGED-5): Fame at once (the level-up waits for the end of the turn,
// COMBAT-RANGED-5c), Reputation printed on some tokens, Reputation for rampaging enemies
// (COMBAT-OUTCOME-2a), a city shield per defeated defender (COMBAT-OUTCOME-1a).
import type { Ctx } from '../core/context';
import { enemyDef } from '../content';
import { onEnemyDefeated } from '../protocol/hook-port';
import { changeReputation, gainFame } from '../state/fame';
import { discardEnemy } from '../state/piles';
import { getPlayer } from '../state/player';
import type { GameState } from '../state/types';
import type { CombatEnemy } from '../state/combat-types';
import { intCombatFame } from './intcombat';
import { cityAt } from '../state/cities';

/** Fame for defeating this enemy (COMBAT-1a.1: another player's keep gives half, rounded up). */
export function fameFor(e: CombatEnemy): number {
  if (e.summonedBy) return 0; // ABIL-SUMMON: summoned monsters give no Fame
  const fame = enemyDef(e.id).fame;
  return Math.ceil(fame * (e.fameFactor ?? 1));
}

/**
 * SCEN-HOLD-10/11: the Fame of the half-Fame garrison of another player's keep or mage tower is
 * added up and then halved, rounded up ("addiert und dann halbiert (aufgerundet)"); each defeat
 * gives what the running total adds. With one token this is its Fame halved, rounded up
 * (COMBAT-1a.1, SCEN-HOLD-9b). Null for other enemies.
 */
function pooledHalfFame(state: GameState, e: CombatEnemy): number | null {
  const turn = state.turn;
  if (!turn || e.summonedBy || e.fameFactor !== 0.5) return null;
  const pool = (turn.flags['half-fame-pool'] ?? 0) + enemyDef(e.id).fame;
  const given = turn.flags['half-fame-given'] ?? 0;
  const now = Math.ceil(pool / 2) - given;
  turn.flags['half-fame-pool'] = pool;
  turn.flags['half-fame-given'] = given + now;
  return now;
}

/** Reputation for defeating this enemy: printed on the token, +1/+2 for rampaging orcs/draconum. */
export function reputationFor(e: CombatEnemy): number {
  if (e.summonedBy) return 0;
  const def = enemyDef(e.id);
  let rep = def.reputation ?? 0;
  // COMBAT-OUTCOME-2a: only as rampaging enemies on the map.
  // VAR-RAMPAGE-2a: a brown token added to a rampaging space gives +1 as well.
  if (e.rampaging)
    rep += def.color === 'red' ? 2 : def.color === 'green' || def.color === 'brown' ? 1 : 0;
  return rep;
}

/** A summoned token leaves the combat for its discard pile (COMBAT-BLOCK-7a, COMBAT-DMG-6c). */
export function discardSummoned(state: GameState, e: CombatEnemy, ctx: Ctx): void {
  const c = state.combat;
  if (!c) return;
  c.enemies = c.enemies.filter((x) => x.id !== e.id);
  const summoner = c.enemies.find((x) => x.id === e.summonedBy);
  if (summoner?.summoned) summoner.summoned = summoner.summoned.filter((s) => s !== e.id);
  discardEnemy(state, e.id, enemyDef(e.id).color);
  ctx.emit({ type: 'summoned-discarded', enemy: e.id });
}

/**
 * COMBAT-RANGED-5a: a defeated token is discarded at once (off its space or city card); the
 * combat keeps a record of it for the outcome and the UI.
 */
export function discardDefeated(state: GameState, e: CombatEnemy): void {
  if (e.origin.kind === 'hex') {
    const h = state.map.hexes[e.origin.hex];
    if (h) h.enemies = h.enemies.filter((x) => x.id !== e.id);
  } else if (e.origin.kind === 'city') {
    const hex = e.origin.hex;
    const city = cityAt(state, hex);
    if (city) city.garrison = city.garrison.filter((x) => x.id !== e.id);
  }
  discardEnemy(state, e.id, enemyDef(e.id).color);
}

/**
 * Defeat enemies: Fame, Reputation, city shields, triggers; the tokens are discarded at once.
 * `sources`: the cards/units/skills in the attack that defeated them ('enemy-defeated' by 'this').
 */
export function defeatEnemies(
  state: GameState,
  ids: string[],
  ctx: Ctx,
  sources: string[] = [],
): void {
  const c = state.combat;
  const turn = state.turn;
  if (!c || !turn) return;
  const p = getPlayer(state, turn.player);
  for (const id of ids) {
    const e = c.enemies.find((x) => x.id === id);
    if (!e || e.defeated) continue;
    if (e.summonedBy) {
      discardSummoned(state, e, ctx);
      continue;
    }
    e.defeated = true;
    discardDefeated(state, e);
    // VAR-INTCOMBAT-2d: 1 Fame more when the previous player's die strengthened it.
    const fame = (pooledHalfFame(state, e) ?? fameFor(e)) + intCombatFame(state, e);
    ctx.emit({ type: 'enemy-defeated', player: p.id, enemy: e.id, fame });
    gainFame(state, p, fame, ctx);
    c.fameGained += fame;
    const rep = reputationFor(e);
    if (rep !== 0) changeReputation(state, p, rep, ctx);
    if (e.origin.kind === 'city') {
      // COMBAT-OUTCOME-1a: one shield per defeated defender, in order.
      const hex = e.origin.hex;
      const city = cityAt(state, hex);
      if (city) city.shields.push(p.id);
    }
    turn.flags['enemies-defeated'] = (turn.flags['enemies-defeated'] ?? 0) + 1;
    onEnemyDefeated(state, e, sources, ctx); // triggers, Scouts' and Dueling's Fame
  }
}
