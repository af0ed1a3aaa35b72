// Custom effect hooks of unit abilities (content/custom-hooks-used.ts "units (effects)").
// Kept free of imports from the interpreter so that the HOOKS registry can spread it safely.
import type { Ctx } from '../core/context';
import type { EnemyColor } from '../core/types';
import { ENEMY_COLORS } from '../core/types';
import type { CustomHook } from '../protocol/hook-types';
import { hexDistance, parseHexKey } from '../hex/hex';
import { rngOf } from '../rng/rng';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId } from '../state/types';
import { cityHexes } from '../state/cities';

// ----------------------------------------------------------------------------- Utem Swordsmen

/**
 * 'wound-this-unit': after resolving, this unit becomes wounded. Not usable on its own (the
 * ability it belongs to is usable when its Attack/Block part is).
 */
const woundThisUnit: CustomHook = {
  usable: () => false,
  resolve(state, ec, _params, ctx) {
    const p = getPlayer(state, ec.player);
    const u = p.units.find((x) => x.id === ec.source);
    if (!u) return;
    u.wounds += 1;
    state.woundPile -= 1;
    ctx.emit({ type: 'unit-wounded', player: p.id, unit: u.id, source: 'own-ability' });
  },
};

// ----------------------------------------------------------------------------- Scouts

/** Face-down enemy tokens within `range` spaces (map tokens and city garrisons). */
export function scoutTargets(state: GameState, player: PlayerId, range: number): string[] {
  const pos = state.players[player]?.position;
  if (!pos) return [];
  const here = parseHexKey(pos);
  const out: string[] = [];
  for (const [k, h] of Object.entries(state.map.hexes)) {
    if (hexDistance(here, parseHexKey(k)) > range) continue;
    for (const e of h.enemies) if (!e.faceUp) out.push(`token:${e.id}`);
  }
  for (const c of state.cities) {
    // VAR-MEGA-6a: either part of a Megapolis
    if (cityHexes(c).every((k) => hexDistance(here, parseHexKey(k)) > range)) continue;
    for (const e of c.garrison) if (!e.faceUp) out.push(`token:${e.id}`);
  }
  for (const color of ENEMY_COLORS) {
    const pile = state.enemyPiles[color];
    if (pile.draw.length + pile.discard.length > 0) out.push(`pile:${color}`);
  }
  return out;
}

/**
 * 'scout-peek': look at one face-down enemy token within {range} spaces, or at the top token of an
 * enemy pile; Fame +1 if you defeat that enemy this turn (flag `scouted:<enemy>` for the combat
 * module). Ruling: a looked-at map token is turned face up (the engine keeps no per-player
 * knowledge); the top token of a pile is shown in the event only.
 */
const scoutPeek: CustomHook = {
  usable: (state, ec, params) =>
    scoutTargets(state, ec.player, Number(params['range'] ?? 3)).length > 0,
  resolve(state, ec, params, ctx) {
    const options = scoutTargets(state, ec.player, Number(params['range'] ?? 3));
    const only = options[0];
    if (options.length === 1 && only) {
      resolveScoutPeek(state, ec.player, only, ctx);
      return;
    }
    if (options.length === 0) return;
    state.pending.push({ kind: 'scout-peek', player: ec.player, source: ec.source, options });
  },
};

export function resolveScoutPeek(
  state: GameState,
  player: PlayerId,
  option: string,
  ctx: Ctx,
): void {
  const [kind, id] = option.split(':');
  if (!id) return;
  let enemy: string | undefined;
  if (kind === 'token') {
    for (const [k, h] of Object.entries(state.map.hexes))
      for (const e of h.enemies)
        if (e.id === id) {
          e.faceUp = true;
          enemy = id;
          ctx.emit({ type: 'enemy-revealed', player, hex: k, enemy: id, by: 'scouts' });
        }
    for (const c of state.cities)
      for (const e of c.garrison)
        if (e.id === id) {
          e.faceUp = true;
          enemy = id;
          ctx.emit({ type: 'enemy-revealed', player, hex: c.hex, enemy: id, by: 'scouts' });
        }
  } else if (kind === 'pile') {
    const pile = state.enemyPiles[id as EnemyColor];
    if (pile.draw.length === 0 && pile.discard.length > 0) {
      // SETUP-2: an empty pile is rebuilt from its discards (shuffled).
      pile.draw = rngOf(state).shuffle(pile.discard);
      pile.discard = [];
    }
    enemy = pile.draw[0];
    if (enemy) ctx.emit({ type: 'enemy-revealed', player, pile: id, enemy, by: 'scouts' });
  }
  if (enemy && state.turn) state.turn.flags[`scouted:${enemy}`] = 1;
}

// ----------------------------------------------------------------------------- Shocktroops

/** Enemy attacks that may be reduced in the Block phase: `<enemy>|<attack index>`. */
export function attackTargets(state: GameState): string[] {
  const c = state.combat;
  if (!c || c.phase !== 'block') return [];
  const out: string[] = [];
  for (const e of c.enemies) {
    if (e.defeated) continue;
    e.blocked.forEach((b, i) => {
      if (!b) out.push(`${e.id}|${i}`);
    });
  }
  return out;
}

/**
 * 'draw-attack-to-this-unit': one enemy attack −{reduce}; its damage must be assigned to this unit
 * first, even against Assassination. The combat module reads the enemy flag
 * `damage-first-to:<unit>` (value: attack index + 1) when damage is assigned.
 */
const drawAttackToThisUnit: CustomHook = {
  usable: (state) => attackTargets(state).length > 0,
  resolve(state, ec, params, ctx) {
    const options = attackTargets(state);
    const reduce = Number(params['reduce'] ?? 3);
    const only = options[0];
    if (options.length === 1 && only) {
      applyDrawAttack(state, ec.player, ec.source, only, reduce, ctx);
      return;
    }
    if (options.length === 0) return;
    state.pending.push({
      kind: 'draw-attack-to-unit',
      player: ec.player,
      source: ec.source,
      options,
      data: { unit: ec.source, reduce },
    });
  },
};

export function applyDrawAttack(
  state: GameState,
  player: PlayerId,
  unit: string,
  option: string,
  reduce: number,
  ctx: Ctx,
): void {
  const [enemyId, idx] = option.split('|');
  const i = Number(idx);
  const e = state.combat?.enemies.find((x) => x.id === enemyId);
  if (!e || !Number.isInteger(i) || e.attackMod[i] === undefined) return;
  e.attackMod[i] = (e.attackMod[i] ?? 0) - reduce;
  e.flags[`damage-first-to:${unit}`] = i + 1;
  ctx.emit({
    type: 'enemy-affected',
    player,
    enemy: e.id,
    effect: 'attack',
    amount: -reduce,
    unit,
  });
}

export const UNIT_HOOKS: Record<string, CustomHook> = {
  'wound-this-unit': woundThisUnit,
  'scout-peek': scoutPeek,
  'draw-attack-to-this-unit': drawAttackToThisUnit,
};
