// Starting a combat (COMBAT-1, COMBAT-2): which enemies take part and under which conditions.
import type { Ctx } from '../core/context';
import { enemyDef } from '../content';
import type { HexKey } from '../hex/hex';
import { drawEnemy } from '../state/piles';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId } from '../state/types';
import { changeReputation } from '../flow/turn';
import type { CombatEnemy, CombatState } from './types';

export function combatEnemy(
  id: string,
  origin: CombatEnemy['origin'],
  opts: { siteFortified?: boolean; rampaging?: boolean; fameFactor?: number } = {},
): CombatEnemy {
  const def = enemyDef(id);
  const attacks = def.attacks.length;
  return {
    id,
    origin,
    siteFortified: opts.siteFortified ?? false,
    rampaging: opts.rampaging ?? false,
    defeated: false,
    blocked: Array.from({ length: attacks }, () => false),
    damageAssigned: Array.from({ length: attacks }, () => false),
    armorMod: 0,
    attackMod: Array.from({ length: attacks }, () => 0),
    flags: {},
    ...(opts.fameFactor !== undefined ? { fameFactor: opts.fameFactor } : {}),
  };
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
  opts: { nightRules?: boolean; unitsAllowed?: boolean },
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
    // Tokens fought are revealed (COMBAT-3).
    ctx.emit({ type: 'enemy-revealed', enemy: e.id, hex: hex ?? null });
  }
  state.combat = {
    phase: 'ranged',
    kind,
    hex,
    enemies,
    attack: null,
    block: null,
    nightRules: opts.nightRules ?? false,
    unitsAllowed: opts.unitsAllowed ?? true,
    woundsThisCombat: 0,
    knockedOut: false,
    unitsAbsorbed: [],
    fameGained: 0,
  };
  ctx.emit({ type: 'combat-started', player, kind, hex: hex ?? null, enemies: enemies.map((e) => e.id) });
}

/** Enemies of a fortified site being assaulted (COMBAT-1a, COMBAT-1a.1). */
export function siteDefenders(state: GameState, player: PlayerId, hex: HexKey): CombatEnemy[] {
  const h = state.map.hexes[hex];
  if (!h?.site) return [];
  if (h.site.type === 'city') {
    const city = state.cities.find((c) => c.hex === hex);
    return (city?.garrison ?? []).map((g) =>
      combatEnemy(g.id, { kind: 'city', hex }, { siteFortified: true }),
    );
  }
  if (h.site.type === 'keep' && h.owner !== undefined && h.owner !== player) {
    // COMBAT-1a.1: another player's empty keep gets a grey garrison worth half Fame.
    const id = drawEnemy(state, 'grey');
    return id ? [combatEnemy(id, { kind: 'drawn' }, { siteFortified: true, fameFactor: 0.5 })] : [];
  }
  return h.enemies.map((m) => combatEnemy(m.id, { kind: 'hex', hex }, { siteFortified: true }));
}

export function rampagingEnemies(state: GameState, hexes: HexKey[]): CombatEnemy[] {
  return hexes.flatMap((hex) =>
    (state.map.hexes[hex]?.enemies ?? []).map((m) =>
      combatEnemy(m.id, { kind: 'hex', hex }, { rampaging: true }),
    ),
  );
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
  if (what.assault) {
    enemies.push(...siteDefenders(state, player, what.assault));
    // COMBAT-1a: Reputation −1 for every assault.
    changeReputation(state, p, -1, ctx);
  }
  enemies.push(...rampagingEnemies(state, what.provoked));
  for (const e of enemies) markFaceUp(state, e);
  beginCombat(
    state,
    player,
    what.assault ? 'assault' : 'rampaging',
    what.assault ?? what.provoked[0] ?? null,
    enemies,
    {},
    ctx,
  );
}

function markFaceUp(state: GameState, e: CombatEnemy): void {
  if (e.origin.kind === 'hex') {
    const m = state.map.hexes[e.origin.hex]?.enemies.find((x) => x.id === e.id);
    if (m) m.faceUp = true;
  } else if (e.origin.kind === 'city') {
    const hex = e.origin.hex;
    const m = state.cities.find((c) => c.hex === hex)?.garrison.find((x) => x.id === e.id);
    if (m) m.faceUp = true;
  }
}
