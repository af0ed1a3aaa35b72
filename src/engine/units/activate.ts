// Activating units (UNIT-5..7): a ready, unwounded unit uses one ability, paid with mana where the
// ability shows a mana symbol; it stays spent until the round ends (UNIT-5a, UNIT-9).
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import type { ActionOf, ManaSource } from '../protocol/types';
import { unitDef } from '../content';
import type { UnitAbility } from '../content/types';
import { BASIC_COLORS, type BasicColor } from '../core/types';
import { fireTriggers, isUsable, resolveEffects, type EffectCtx } from '../effects/interpret';
import { checkPayment, paymentOptions, spendMana, type ManaNeed, type Refusal } from '../mana/mana';
import { getPlayer } from '../state/player';
import type { GameState, UnitInstance } from '../state/types';
import { findUnit, hasHook, heroesFeeMissing } from '../state/units';

/** UNIT-5c: the mana an ability needs (one of its colour). */
export function abilityNeeds(ability: UnitAbility): ManaNeed[] {
  const m = ability.mana;
  if (!m) return [];
  if (m === 'black' || (BASIC_COLORS as readonly string[]).includes(m)) return [m as ManaNeed];
  return ['any-basic'];
}

/** The effect context of a unit ability: its colour is the mana colour paid for it (COMBAT-5a/5b). */
export function unitEffectCtx(player: number, unit: UnitInstance, ability: UnitAbility): EffectCtx {
  const ec: EffectCtx = { player, source: unit.id, origin: 'unit' };
  const m = ability.mana;
  if (m && (BASIC_COLORS as readonly string[]).includes(m)) ec.color = m as BasicColor;
  return ec;
}

const PHASE_CODE = { ranged: 1, block: 2, damage: 3, attack: 4 } as const;
const multiMask = (id: string) => `delphana-used:${id}`;
const multiPhase = (id: string) => `delphana-phase:${id}`;

function phaseCode(state: GameState): number {
  return state.combat ? PHASE_CODE[state.combat.phase] : 0;
}

/**
 * 'delphana-multi-ability': one activation may use several different abilities (each paid). The
 * unit is spent by the first one; further, different abilities follow in the same step of the turn
 * (the same combat phase, or outside combat).
 */
function continuesMulti(state: GameState, unit: UnitInstance, ability: number): boolean {
  const t = state.turn;
  if (!t || !hasHook(unit.id, 'delphana-multi-ability')) return false;
  const mask = t.flags[multiMask(unit.id)] ?? 0;
  if (mask === 0 || (mask & (1 << ability)) !== 0) return false;
  return t.flags[multiPhase(unit.id)] === phaseCode(state) && !unit.ready;
}

function unitsForbidden(state: GameState, unit: string): Refusal | null {
  const c = state.combat;
  if (!c) return null;
  if (c.unitsAllowed) {
    // Maze/labyrinth: only the unit taken along may be used (sites.md).
    if (c.allowedUnits && !c.allowedUnits.includes(unit))
      return refuse('COMBAT-1b', 'Only the unit you took along may be used in this combat.');
    return null;
  }
  if (c.kind === 'burn-monastery')
    return refuse('COMBAT-1c', 'Units may not be used while burning a monastery.');
  return refuse('COMBAT-1b', 'Units may not be used in this combat (dungeon and tomb rules).');
}

export function activateRefusal(state: GameState, a: ActionOf<'activate-unit'>): Refusal | null {
  const base = ownTurn(state, a.player);
  if (base) return base;
  const turn = state.turn;
  if (!turn) return refuse('ROUND-4a', 'It is not your turn.');
  if (turn.phase === 'end')
    return refuse('TURN-END-8c', 'You cannot use units during your End-of-Turn step.');
  const p = getPlayer(state, a.player);
  const u = findUnit(p, a.unit);
  if (!u) return refuse('UNIT-5', 'That is not one of your units.');
  const def = unitDef(u.id);
  const forbidden = unitsForbidden(state, u.id);
  if (forbidden) return forbidden;
  if (u.wounds > 0)
    return refuse('WOUND-2a', `${def.name} is wounded and cannot be activated until healed.`);
  const ability = def.abilities[a.ability];
  if (!Number.isInteger(a.ability) || !ability)
    return refuse('UNIT-5b', `${def.name} has no ability number ${a.ability + 1}.`);
  if (!u.ready && !continuesMulti(state, u, a.ability))
    return refuse('UNIT-5a', `${def.name} is spent until the end of the round.`);
  if (heroesFeeMissing(state, u.id))
    return refuse(
      'heroes-assault-fee',
      'Heroes may be used in a fortified-site assault only after paying 2 Influence for them.',
    );
  const needs = abilityNeeds(ability);
  const sources: ManaSource[] = a.mana ?? [];
  if (needs.length === 0 && sources.length > 0)
    return refuse('UNIT-5c', 'This ability needs no mana.');
  if (needs.length > 0) {
    if (sources.length === 0)
      return refuse('UNIT-5c', `This ability needs 1 ${ability.mana ?? ''} mana.`);
    const r = checkPayment(state, p, needs, sources);
    if (r) return r;
  }
  if (!isUsable(state, ability.effect, unitEffectCtx(a.player, u, ability)))
    return refuse('UNIT-5b', `${def.name} has no effect you can use right now with that ability.`);
  return null;
}

function columnEntriesFrom(state: GameState, source: string): number {
  const c = state.combat;
  if (!c) return 0;
  const inAttack = c.attack?.entries.filter((e) => e.source === source).length ?? 0;
  const inBlock = c.block?.entries.filter((e) => e.source === source).length ?? 0;
  return inAttack + inBlock;
}

export const activateUnitAction: ActionModule<'activate-unit'> = {
  type: 'activate-unit',
  candidates(state, player) {
    const turn = state.turn;
    if (!turn || turn.player !== player || state.pending.length > 0) return [];
    const p = getPlayer(state, player);
    const out: ActionOf<'activate-unit'>[] = [];
    for (const u of p.units) {
      if (u.wounds > 0) continue;
      const def = unitDef(u.id);
      def.abilities.forEach((ab, i) => {
        if (!u.ready && !continuesMulti(state, u, i)) return;
        const needs = abilityNeeds(ab);
        if (needs.length === 0) {
          out.push({ type: 'activate-unit', player, unit: u.id, ability: i });
          return;
        }
        for (const mana of paymentOptions(state, p, needs))
          out.push({ type: 'activate-unit', player, unit: u.id, ability: i, mana });
      });
    }
    return out;
  },
  check: activateRefusal,
  apply(state, a, ctx) {
    const turn = state.turn;
    if (!turn) return;
    const p = getPlayer(state, a.player);
    const u = findUnit(p, a.unit);
    if (!u) return;
    const def = unitDef(u.id);
    const ability = def.abilities[a.ability];
    if (!ability) return;
    if (a.mana && a.mana.length > 0) spendMana(state, p, a.mana, ctx);
    ctx.emit({ type: 'unit-activated', player: a.player, unit: u.id, ability: a.ability });
    turn.flags['units-activated'] = (turn.flags['units-activated'] ?? 0) + 1;
    if (state.combat) turn.flags['combat-acted'] = 1;
    if (hasHook(u.id, 'delphana-multi-ability')) {
      turn.flags[multiMask(u.id)] =
        (u.ready ? 0 : (turn.flags[multiMask(u.id)] ?? 0)) | (1 << a.ability);
      turn.flags[multiPhase(u.id)] = phaseCode(state);
    }
    const before = columnEntriesFrom(state, u.id);
    // The unit is spent after its effect resolved, so that "ready a unit" never readies itself.
    resolveEffects(state, [ability.effect], unitEffectCtx(a.player, u, ability), ctx);
    const again = findUnit(p, a.unit);
    if (again) again.ready = false; // UNIT-5a
    // Triggers "one of your Units attacks or blocks" (each unit once per turn).
    const key = `unit-fought:${u.id}`;
    if (columnEntriesFrom(state, u.id) > before && !turn.flags[key]) {
      turn.flags[key] = 1;
      fireTriggers(state, { on: 'unit-attacks-or-blocks' }, ctx);
    }
  },
};
