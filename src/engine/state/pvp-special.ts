// Special combat effects in PvP (§11.4): effects that target enemies are played on the opponent's
// unwounded units (PVP-SPECIAL-2), never on the hero. combat/enemy-effects.ts delegates here while
// a PvP combat is fought. Supported: "destroy/defeat an enemy" wounds the unit (2c); Armor
// reductions (never below 1, 2d); losing resistances; "does not attack" and attack reductions
// against a unit taking part in the attack being blocked (PVP-SPECIAL-4); red / blue effects do
// nothing to Fire / Ice resistant units (2a/2b); "loses the abilities of its attack" against a
// ranged attack (PVP-RANGED-4c.1); block follow-ups on a unit taking part in the attack (2e);
// cancelling one attack (5). Effects without a PvP meaning are not usable. In state/ (issue 14):
// it reads and changes only state.pvp, and combat, the interpreter and the hooks ask it.
import type { Ctx } from '../core/context';
import { unitDef } from '../content';
import type { Resistance } from '../core/types';
import type { Effect, EnemyEffect, EnemyTrait } from '../content/vocabulary';
import type { EffectContext, EffectCtx } from './choice-types';
import type { GameState, PlayerId, UnitInstance } from './types';
import { pvpBlockAllowed, pvpFighting } from './pvp-columns';
import type { PvpState } from './pvp-types';

const opponent = (pvp: PvpState, me: PlayerId): PlayerId =>
  me === pvp.aggressor ? pvp.defender : pvp.aggressor;

/** A unit's resistances now (PVP-SPECIAL-2: some may have been removed). */
export function pvpUnitResistances(
  pvp: PvpState | null | undefined,
  u: UnitInstance,
): Resistance[] {
  const lost = pvp?.unitLostRes?.[u.id] ?? [];
  return unitDef(u.id).resistances.filter((r) => !lost.includes(r));
}

/** A unit's Armor now (PVP-SPECIAL-2d: never below 1). */
export function pvpUnitArmor(pvp: PvpState | null | undefined, u: UnitInstance): number {
  return Math.max(1, unitDef(u.id).armor + (pvp?.unitArmor?.[u.id] ?? 0));
}

function hasTrait(pvp: PvpState, u: UnitInstance, t: EnemyTrait): boolean {
  const res = pvpUnitResistances(pvp, u);
  if (t === 'fire-resistant') return res.includes('fire');
  if (t === 'ice-resistant') return res.includes('ice');
  if (t === 'physical-resistant') return res.includes('physical');
  return false;
}

/** The unit takes part in the attack being blocked (PVP-SPECIAL-4). */
function inCurrentAttack(state: GameState, pvp: PvpState, u: UnitInstance, me: PlayerId): boolean {
  return (
    pvp.step === 'block' &&
    pvp.attacker !== me &&
    state.turn?.player === me &&
    pvp.attack.some((e) => e.source === u.id)
  );
}

function applies(
  state: GameState,
  pvp: PvpState,
  u: UnitInstance,
  eff: EnemyEffect,
  me: PlayerId,
): boolean {
  switch (eff.kind) {
    case 'defeat':
      return eff.maxArmor === undefined || pvpUnitArmor(pvp, u) <= eff.maxArmor; // 2c
    case 'armor':
      return eff.amount < 0 && pvpUnitArmor(pvp, u) > 1; // 2d
    case 'lose-resistances':
      return pvpUnitResistances(pvp, u).some((r) => !eff.which || eff.which.includes(r));
    case 'does-not-attack':
      return inCurrentAttack(state, pvp, u, me); // 4
    case 'attack':
      return eff.amount < 0 && inCurrentAttack(state, pvp, u, me);
    case 'combined':
      return eff.effects.some((x) => applies(state, pvp, u, x, me));
    case 'unless':
      return !eff.traits.some((t) => hasTrait(pvp, u, t)) && applies(state, pvp, u, eff.effect, me);
    case 'custom':
      // PVP-RANGED-4c.1: "loses the special abilities of its attack (Swift …)" played by the blocker
      // on a unit taking part in a ranged/siege attack makes the whole block count 1 per point.
      if (eff.hook === 'lose-attack-abilities')
        return pvp.phase === 'ranged' && !pvp.swiftLost && inCurrentAttack(state, pvp, u, me);
      return false;
    default:
      return false;
  }
}

/** The opponent's units an enemy-targeting effect may be played on now. */
export function pvpEnemyTargets(state: GameState, eff: EnemyEffect, ec: EffectCtx): string[] {
  const pvp = state.pvp;
  if (!pvp || !pvpFighting(state) || state.turn?.player !== ec.player) return [];
  const opp = state.players[opponent(pvp, ec.player)];
  if (!opp) return [];
  return opp.units
    .filter((u) => u.wounds === 0)
    .filter((u) => !pvp.blockedUnits || pvp.blockedUnits.includes(u.id)) // PVP-SPECIAL-2e
    .filter((u) => {
      const res = pvpUnitResistances(pvp, u);
      if (ec.color === 'red' && res.includes('fire')) return false; // 2a
      if (ec.color === 'blue' && res.includes('ice')) return false; // 2b
      return applies(state, pvp, u, eff, ec.player);
    })
    .map((u) => u.id);
}

function applyTo(
  state: GameState,
  pvp: PvpState,
  owner: PlayerId,
  u: UnitInstance,
  eff: EnemyEffect,
  me: PlayerId,
  ctx: Ctx,
): void {
  if (!applies(state, pvp, u, eff, me)) return;
  switch (eff.kind) {
    case 'defeat':
      u.wounds += 1;
      state.woundPile -= 1;
      ctx.emit({ type: 'unit-wounded', player: owner, unit: u.id, wounds: 1 });
      return;
    case 'armor':
      pvp.unitArmor = {
        ...(pvp.unitArmor ?? {}),
        [u.id]: (pvp.unitArmor?.[u.id] ?? 0) + eff.amount,
      };
      return;
    case 'lose-resistances': {
      const lost = unitDef(u.id).resistances.filter((r) => !eff.which || eff.which.includes(r));
      pvp.unitLostRes = {
        ...(pvp.unitLostRes ?? {}),
        [u.id]: [...new Set([...(pvp.unitLostRes?.[u.id] ?? []), ...lost])],
      };
      return;
    }
    case 'does-not-attack':
      pvp.attack = pvp.attack.filter((e) => e.source !== u.id);
      return;
    case 'attack': {
      let cut = -eff.amount;
      const total = pvp.attack.filter((e) => e.source === u.id).reduce((n, e) => n + e.amount, 0);
      cut = Math.min(cut, Math.max(0, total - eff.min));
      for (const e of pvp.attack) {
        if (e.source !== u.id || cut <= 0) continue;
        const d = Math.min(e.amount, cut);
        e.amount -= d;
        cut -= d;
      }
      pvp.attack = pvp.attack.filter((e) => e.amount > 0);
      return;
    }
    case 'combined':
      for (const x of eff.effects) applyTo(state, pvp, owner, u, x, me, ctx);
      return;
    case 'unless':
      applyTo(state, pvp, owner, u, eff.effect, me, ctx);
      return;
    case 'custom':
      if (eff.hook === 'lose-attack-abilities') pvp.swiftLost = true; // PVP-RANGED-4c.1
      return;
    default:
      return;
  }
}

/** Apply an enemy-targeting effect to one of the opponent's units. */
export function pvpApplyEnemyEffect(
  state: GameState,
  unitId: string,
  eff: EnemyEffect,
  ec: EffectCtx,
  ctx: Ctx,
): void {
  const pvp = state.pvp;
  if (!pvp) return;
  const owner = opponent(pvp, ec.player);
  const u = state.players[owner]?.units.find((x) => x.id === unitId);
  if (!u || u.wounds > 0) return;
  applyTo(state, pvp, owner, u, eff, ec.player, ctx);
  ctx.emit({ type: 'pvp-unit-affected', player: ec.player, unit: unitId, effect: eff.kind });
}

/**
 * PVP-SPECIAL-2f: "the number of enemies" is the opponent's ready unwounded units plus the units
 * taking part in the current attack or block, plus 1 for the opposing hero.
 */
export function pvpEnemyCount(state: GameState, me: PlayerId): number {
  const pvp = state.pvp;
  if (!pvp) return 0;
  const opp = state.players[opponent(pvp, me)];
  if (!opp) return 0;
  const ready = opp.units.filter((u) => u.ready && u.wounds === 0).map((u) => u.id);
  const involved = [...pvp.attack, ...pvp.block]
    .map((e) => e.source)
    .filter((s) => opp.units.some((u) => u.id === s));
  return new Set([...ready, ...involved]).size + 1;
}

// ----------------------------------------------------------------------------- blocks (2e, 5)

/** The attacker's units taking part in the current attack (PVP-SPECIAL-2e, PVP-SPECIAL-4). */
export function unitsInAttack(state: GameState, pvp: PvpState): string[] {
  const owner = state.players[pvp.attacker];
  if (!owner) return [];
  const ids = pvp.attack.map((e) => e.source).filter((s) => owner.units.some((u) => u.id === s));
  return [...new Set(ids)];
}

/**
 * PVP-SPECIAL-2e: an "if this blocks successfully" follow-up waits on the PvP block column; it is
 * resolved when the block reduces the attack to 0 (pvp/flow.ts finishBlock).
 */
export function pvpAddOnSuccess(state: GameState, effect: Effect, context: EffectContext): void {
  const pvp = state.pvp;
  if (!pvp || !pvpBlockAllowed(state)) return;
  pvp.onSuccess = [...(pvp.onSuccess ?? []), { effect, context }];
}

/**
 * PVP-SPECIAL-5: an effect that would skip the Block and Assign Damage phases (Banner of Fear and
 * Wings of Night, whose UE texts became "enemies do not attack") cancels one attack: the blocker
 * plays it against the attack being blocked.
 */
export function pvpCancelUsable(state: GameState, player: PlayerId): boolean {
  const pvp = state.pvp;
  return (
    !!pvp &&
    pvpBlockAllowed(state) &&
    state.turn?.player === player &&
    !pvp.cancelled &&
    pvp.attack.some((e) => e.amount > 0)
  );
}

/** PVP-SPECIAL-5: the attack deals no damage; its cards stay played and its units stay spent. */
export function pvpCancelAttack(
  state: GameState,
  player: PlayerId,
  source: string,
  ctx: Ctx,
): void {
  const pvp = state.pvp;
  if (!pvp || !pvpCancelUsable(state, player)) return;
  pvp.cancelled = true;
  ctx.emit({ type: 'pvp-attack-cancelled', player, source });
}

/**
 * PVP-SPECIAL-2e: a successful-block follow-up as played on a unit taking part in the attack.
 * "Armor -1 per point of Block above what was needed" (Shield Bash) becomes that Armor change.
 */
export function pvpBlockedEnemyEffect(e: Effect, excess: number): Effect {
  const mapEnemy = (x: EnemyEffect): EnemyEffect => {
    if (x.kind === 'custom' && x.hook === 'armor-per-excess-block')
      return { kind: 'armor', amount: -excess, min: 1 };
    if (x.kind === 'combined') return { ...x, effects: x.effects.map(mapEnemy) };
    if (x.kind === 'unless') return { ...x, effect: mapEnemy(x.effect) };
    return x;
  };
  if (e.kind === 'enemy') return { ...e, effect: mapEnemy(e.effect) };
  if (e.kind === 'all')
    return { ...e, effects: e.effects.map((x) => pvpBlockedEnemyEffect(x, excess)) };
  return e;
}
