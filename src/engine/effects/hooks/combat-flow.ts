// The combat effects of cards, skills, units and banners at the points where combat happens:
// `on-successful-block` (the block's follow-up once it succeeds), the 'enemy-defeated' and
// 'wound-to-hand' triggers, bonuses to attacks and blocks as they are played (Ambush, Deadly Aim,
// Leadership, Banner of Glory), Scouts' and Dueling's extra Fame, and the `combat-option` action
// (kept Attack/Block points, Agility's Move → Attack, Wings of Night, Banner of Fear).
import type { ActionModule } from '../../protocol/framework';
import { ownTurn, refuse } from '../../protocol/framework';
import type { ActionOf } from '../../protocol/types';
import type { Resolver } from '../../choices/resolvers';
import type { Ctx } from '../../core/context';
import { addAttack, addBlock, attackAllowed, blockAllowed } from '../../combat/columns';
import {
  attackActive,
  blockSummary,
  findEnemy,
  hasAbility,
  hiddenSummoner,
} from '../../combat/numbers';
import type { BlockColumn, CombatEnemy, CombatReserve } from '../../state/combat-types';
import { checkKnockout } from '../../combat/damage';
import { gainFame } from '../../state/fame';
import { takeWounds } from '../../state/cards';
import type { Refusal } from '../../mana/mana';
import { getPlayer } from '../../state/player';
import type { GameState, PlayerId } from '../../state/types';
import type { Effect } from '../../content/vocabulary';
import { contextOf, fireTriggers, resolveEffects, type EffectCtx } from '../interpret';
import { pvpAddOnSuccess } from '../../state/pvp-special';
import {
  addReserve,
  bannerOf,
  customModifiers,
  doesNotAttackTargets,
  isUnitOf,
  modifierParam,
  wingsCost,
  wingsOpen,
} from '../../combat/modifier-queries';

// ----------------------------------------------------------------------------- triggers

/** 'wound-to-hand' triggers, once per Wound taken into the hand (Rush of Adrenaline). */
export function woundsToHandTriggers(state: GameState, count: number, ctx: Ctx): void {
  for (let i = 0; i < count; i++) fireTriggers(state, { on: 'wound-to-hand' }, ctx);
}

/** Wounds into the hero's hand from an effect: knockout count (COMBAT-DMG-5d.1) and triggers. */
export function heroWoundsToHand(
  state: GameState,
  player: PlayerId,
  count: number,
  ctx: Ctx,
): void {
  if (count <= 0) return;
  const p = getPlayer(state, player);
  takeWounds(state, p, count, 'hand', ctx);
  if (state.combat) {
    state.combat.woundsThisCombat += count;
    checkKnockout(state, p, ctx);
  }
  woundsToHandTriggers(state, count, ctx);
}

/**
 * An enemy was defeated (COMBAT-RANGED-5; summoned monsters never count): Scouts' Fame +1 for a
 * scouted enemy, Dueling's Fame +1, and the 'enemy-defeated' triggers — 'turn' always, 'phase'
 * when created in this combat phase, 'this' when the attack that defeated it had an entry from
 * the trigger's source. The triggered effect knows the defeated enemy (`defeated`); its enemy
 * effects target another enemy of the player's choice.
 */
export function onEnemyDefeated(
  state: GameState,
  e: CombatEnemy,
  sources: string[],
  ctx: Ctx,
): void {
  const turn = state.turn;
  const c = state.combat;
  if (!turn || !c) return;
  const p = getPlayer(state, turn.player);
  turn.flags[`defeated:${e.id}`] = 1;
  if (turn.flags[`scouted:${e.id}`]) {
    // Scouts: Fame +1 for defeating the enemy looked at this turn.
    gainFame(state, p, 1, ctx);
    c.fameGained += 1;
    ctx.emit({ type: 'bonus-fame', player: p.id, enemy: e.id, source: 'scout-peek', amount: 1 });
  }
  const byUnit = sources.some((s) => isUnitOf(p, s));
  if (e.flags['dueled'] && !e.flags['unit-helped'] && !byUnit) {
    // Dueling: Fame +1 for defeating the dueled enemy without Unit abilities.
    gainFame(state, p, 1, ctx);
    c.fameGained += 1;
    ctx.emit({
      type: 'bonus-fame',
      player: p.id,
      enemy: e.id,
      source: 'wolfhawk-dueling',
      amount: 1,
    });
  }
  for (const t of [...turn.triggers]) {
    if (t.event.on !== 'enemy-defeated' || t.left === 0) continue;
    const by = t.event.by;
    if (by === 'phase' && t.phase !== c.phase) continue;
    if (by === 'this' && !sources.includes(t.context.source)) continue;
    if (t.left !== null) t.left -= 1;
    const ec: EffectCtx = { player: t.player, ...t.context, defeated: e.id };
    resolveEffects(state, [t.effect], ec, ctx);
  }
}

// ----------------------------------------------------------------------------- blocks

/**
 * `on-successful-block`: the block is played into the open column; `then` waits on the column
 * until it is resolved successfully (COMBAT-BLOCK-8a: other effects apply anyway — these do not).
 */
export function resolveOnSuccessfulBlock(
  state: GameState,
  e: Extract<Effect, { kind: 'on-successful-block' }>,
  ec: EffectCtx,
  ctx: Ctx,
): void {
  const col = state.combat?.block;
  if (col) col.onSuccess = [...(col.onSuccess ?? []), { effect: e.then, context: contextOf(ec) }];
  else if (state.pvp) pvpAddOnSuccess(state, e.then, contextOf(ec)); // PVP-SPECIAL-2e
  resolveEffects(state, [e.block], ec, ctx);
}

/**
 * A block column was resolved successfully (combat/actions.ts): its `on-successful-block`
 * follow-ups run against the blocked enemy; an Attack among them is kept for the Attack phase
 * (Burning Shield). Units in the column count as helping against that enemy (Dueling).
 */
export function afterBlockResolved(state: GameState, b: BlockColumn, ctx: Ctx): void {
  const turn = state.turn;
  if (!turn) return;
  const p = getPlayer(state, turn.player);
  const e = findEnemy(state, b.enemy);
  if (e && b.entries.some((x) => isUnitOf(p, x.source))) e.flags['unit-helped'] = 1;
  const follow = b.onSuccess ?? [];
  if (follow.length === 0) return;
  const s = blockSummary(state, b);
  const excess = s ? Math.max(0, s.effective - s.attack) : 0;
  for (const f of follow) {
    const ec: EffectCtx = {
      player: turn.player,
      ...f.context,
      enemy: b.enemy,
      blockExcess: excess,
    };
    if (f.effect.kind === 'attack') {
      addReserve(state, {
        source: ec.source,
        kind: 'attack',
        phase: 'attack',
        entries: [
          {
            amount: f.effect.amount,
            element: f.effect.element,
            style: f.effect.style,
            source: ec.source,
          },
        ],
      });
      ctx.emit({
        type: 'attack-kept',
        player: turn.player,
        source: ec.source,
        amount: f.effect.amount,
      });
      continue;
    }
    resolveEffects(state, [f.effect], ec, ctx);
  }
}

/** An attack group was resolved: Units in it count as helping against its targets (Dueling). */
export function afterAttackResolved(state: GameState, targets: string[], sources: string[]): void {
  const turn = state.turn;
  if (!turn) return;
  const p = getPlayer(state, turn.player);
  if (!sources.some((s) => isUnitOf(p, s))) return;
  for (const t of targets) {
    const e = findEnemy(state, t);
    if (e) e.flags['unit-helped'] = 1;
  }
}

// ----------------------------------------------------------------------------- bonuses

function takeModifier(
  state: GameState,
  hook: string,
  pred: (params: Record<string, unknown>) => boolean,
  ec: EffectCtx,
) {
  const t = state.turn;
  if (!t) return null;
  const i = t.modifiers.findIndex(
    (m) =>
      m.modifier.kind === 'custom' &&
      m.modifier.hook === hook &&
      m.source !== ec.source &&
      pred(m.modifier.params ?? {}),
  );
  if (i < 0) return null;
  const [m] = t.modifiers.splice(i, 1);
  return m ?? null;
}

/**
 * Extra points for an Attack or Block effect as it is played: Ambush (the first Attack card +a or
 * the first Block card +b of the turn, whichever comes first; sideways cards included), Deadly Aim
 * waiting for the next attack card of the phase, Leadership (the next Unit's Block +3, Attack +2 or
 * Ranged Attack +1), Banner of Glory (+1 to each attack and block of its unit, Fame +1 each time).
 * UNIT-7: a unit's value is raised only because it has that value.
 */
export function combatBonus(
  state: GameState,
  e: { kind: 'attack' | 'block'; style?: 'melee' | 'ranged' | 'siege' },
  ec: EffectCtx,
  ctx: Ctx,
): number {
  const t = state.turn;
  const c = state.combat;
  if (!t || !c) return 0;
  const origin = ec.origin ?? 'card';
  let extra = 0;
  if (origin === 'card') {
    const ambush = takeModifier(state, 'ambush', () => true, ec);
    if (ambush) extra += modifierParam(ambush, e.kind);
    if (e.kind === 'attack') {
      const aim = takeModifier(state, 'deadly-aim', (p) => p.phase === c.phase, ec);
      if (aim) extra += modifierParam(aim, 'amount');
    }
  }
  if (origin === 'unit') {
    const gain = e.kind === 'block' ? 3 : e.style === 'melee' ? 2 : e.style === 'ranged' ? 1 : 0;
    if (gain > 0) {
      const lead = takeModifier(state, 'norowas-leadership', () => true, ec);
      if (lead) extra += gain;
    }
    const p = getPlayer(state, ec.player);
    const u = p.units.find((x) => x.id === ec.source);
    if (u && bannerOf(u) === 'banner-of-glory') {
      extra += 1;
      const key = `glory-fame:${u.id}:${t.flags['units-activated'] ?? 0}`;
      if (!t.flags[key]) {
        t.flags[key] = 1;
        gainFame(state, p, 1, ctx);
        c.fameGained += 1;
      }
    }
  }
  return extra;
}

// ----------------------------------------------------------------------------- Force of Nature

/** 'unit-resistances' for 'one' Unit: the Unit is chosen when the effect is played. */
export function modifierForOneUnit(
  state: GameState,
  e: Extract<Effect, { kind: 'modifier' }>,
  ec: EffectCtx,
  ctx: Ctx,
): void {
  const p = getPlayer(state, ec.player);
  const options = p.units.map((u) => u.id);
  if (options.length === 0 || !state.turn) return;
  if (options.length === 1 && options[0]) {
    giveModifier(state, ec.player, ec.source, e, options[0], ctx);
    return;
  }
  state.pending.push({
    kind: 'modifier-unit',
    player: ec.player,
    source: ec.source,
    options,
    data: { modifier: e.modifier, duration: e.duration },
  });
}

export function giveModifier(
  state: GameState,
  player: PlayerId,
  source: string,
  e: {
    modifier: Extract<Effect, { kind: 'modifier' }>['modifier'];
    duration: Extract<Effect, { kind: 'modifier' }>['duration'];
  },
  unit: string,
  ctx: Ctx,
): void {
  state.turn?.modifiers.push({
    modifier: e.modifier,
    duration: e.duration,
    source,
    player,
    target: unit,
  });
  ctx.emit({
    type: 'modifier',
    player,
    modifier: e.modifier.kind,
    source,
    unit,
    duration: e.duration,
    detail: JSON.stringify(e.modifier), // the log describes it in words
  });
}

// ----------------------------------------------------------------------------- combat options

function reserveUsable(state: GameState, r: CombatReserve): boolean {
  const c = state.combat;
  if (!c || c.phase !== r.phase) return false;
  if (r.unwounded && c.woundsThisCombat > 0) return false;
  if (r.kind === 'attack') {
    const g = c.attack;
    if (!g) return false;
    if (r.only && (g.targets.length !== 1 || g.targets[0] !== r.only)) return false;
    if (r.exclude && g.targets.some((t) => r.exclude?.includes(t))) return false;
    return r.entries.every((x) => attackAllowed(state, x.style));
  }
  const b = c.block;
  if (!b || !blockAllowed(state)) return false;
  if (r.only && b.enemy !== r.only) return false;
  return !(r.exclude ?? []).some((x) => x === b.enemy || x === `${b.enemy}|${b.attackIndex}`);
}

/** Agility: the best Move → Attack rates in force ('melee' 1 Move per Attack 1, 'ranged' 2 per 1). */
function agilityRates(state: GameState): { melee: number; ranged: number } {
  let melee = 0;
  let ranged = 0;
  for (const m of customModifiers(state, 'move-to-attack')) {
    const a = modifierParam(m, 'movePerAttack');
    const r = modifierParam(m, 'movePerRanged');
    if (a > 0) melee = melee === 0 ? a : Math.min(melee, a);
    if (r > 0) ranged = ranged === 0 ? r : Math.min(ranged, r);
  }
  return { melee, ranged };
}

function fearTargets(state: GameState): { enemy: CombatEnemy; attack: number }[] {
  const c = state.combat;
  if (!c || c.phase !== 'block') return [];
  const out: { enemy: CombatEnemy; attack: number }[] = [];
  for (const e of c.enemies) {
    // ABIL-ARCANE: cancelling is not an Attack/Block effect.
    if (hiddenSummoner(state, e) || hasAbility(state, e, 'arcane-immunity')) continue;
    e.blocked.forEach((_, i) => {
      if (!attackActive(state, e, i)) return;
      if (c.block?.enemy === e.id && c.block.attackIndex === i) return;
      out.push({ enemy: e, attack: i });
    });
  }
  return out;
}

/** Every combat option open to the player now (the `combat-option` action's answers). */
export function combatOptions(state: GameState, player: PlayerId): string[] {
  const c = state.combat;
  const t = state.turn;
  if (!c || !t || t.player !== player || state.pending.length > 0) return [];
  const out: string[] = [];
  for (const r of c.reserve ?? []) if (reserveUsable(state, r)) out.push(`reserve:${r.id}`);
  const rates = agilityRates(state);
  if (
    c.attack &&
    c.phase === 'attack' &&
    rates.melee > 0 &&
    t.movePoints >= rates.melee &&
    attackAllowed(state, 'melee')
  ) {
    out.push('move-to-attack:melee');
    if (t.movePoints >= 2 * rates.melee) out.push('move-to-attack:melee:all');
  }
  if (
    c.attack &&
    c.phase === 'ranged' &&
    rates.ranged > 0 &&
    t.movePoints >= rates.ranged &&
    attackAllowed(state, 'ranged')
  ) {
    out.push('move-to-attack:ranged');
    if (t.movePoints >= 2 * rates.ranged) out.push('move-to-attack:ranged:all');
  }
  if (wingsOpen(state) && t.movePoints >= wingsCost(state))
    for (const e of doesNotAttackTargets(state)) out.push(`wings-of-night:${e.id}`);
  if (c.phase === 'block' && c.unitsAllowed) {
    const p = getPlayer(state, player);
    for (const u of p.units) {
      if (!u.ready || u.wounds > 0 || bannerOf(u) !== 'banner-of-fear') continue;
      if (c.allowedUnits && !c.allowedUnits.includes(u.id)) continue;
      for (const x of fearTargets(state))
        out.push(`banner-of-fear:${u.id}:${x.enemy.id}|${x.attack}`);
    }
  }
  return out;
}

function optionRefusal(state: GameState, a: ActionOf<'combat-option'>): Refusal | null {
  const base = ownTurn(state, a.player);
  if (base) return base;
  const c = state.combat;
  if (!c) return refuse('COMBAT-3', 'You are not in combat.');
  if (typeof a.option !== 'string') return refuse('COMBAT-5', 'Name a combat option.');
  if (combatOptions(state, a.player).includes(a.option)) return null;
  const [kind] = a.option.split(':');
  switch (kind) {
    case 'reserve':
      return c.attack || c.block
        ? refuse(
            'COMBAT-RANGED-2',
            'These points cannot go into the open attack or block (wrong phase, target or element).',
          )
        : refuse('COMBAT-RANGED-8', 'Open an attack or block for these points first.');
    case 'move-to-attack':
      return refuse(
        'COMBAT-RANGED-8',
        'Move points become Attack only in an open attack, with enough Move (Agility).',
      );
    case 'wings-of-night':
      return refuse(
        'COMBAT-5',
        'Another enemy for Wings of Night needs enough Move points and an enemy that still attacks.',
      );
    case 'banner-of-fear':
      return refuse(
        'COMBAT-BLOCK-1',
        'Banner of Fear cancels an enemy attack in the Block phase with its ready, unwounded unit (not against Arcane Immunity).',
      );
    default:
      return refuse('COMBAT-5', `Unknown combat option "${a.option}".`);
  }
}

function spendReserve(state: GameState, player: PlayerId, id: string, ctx: Ctx): void {
  const c = state.combat;
  const r = c?.reserve?.find((x) => x.id === id);
  if (!c || !r) return;
  c.reserve = (c.reserve ?? []).filter((x) => x.id !== id);
  let used: string[] = [];
  if (r.kind === 'attack' && c.attack) {
    used = [...c.attack.targets];
    for (const x of r.entries) {
      addAttack(state, { ...x });
      ctx.emit({
        type: 'points',
        player,
        kind: 'attack',
        amount: x.amount,
        element: x.element,
        style: x.style,
      });
    }
  } else if (r.kind === 'block' && c.block) {
    used = [`${c.block.enemy}|${c.block.attackIndex}`];
    for (const x of r.entries) {
      addBlock(state, { ...x });
      ctx.emit({ type: 'points', player, kind: 'block', amount: x.amount, element: x.element });
    }
  }
  // Split attacks/blocks: each part against a different enemy / enemy attack.
  if (r.group)
    for (const o of c.reserve) if (o.group === r.group) o.exclude = [...(o.exclude ?? []), ...used];
}

function applyOption(state: GameState, player: PlayerId, option: string, ctx: Ctx): void {
  const c = state.combat;
  const t = state.turn;
  if (!c || !t) return;
  const parts = option.split(':');
  switch (parts[0]) {
    case 'reserve':
      spendReserve(state, player, parts[1] ?? '', ctx);
      return;
    case 'move-to-attack': {
      const style = parts[1] === 'ranged' ? 'ranged' : 'melee';
      const rates = agilityRates(state);
      const rate = style === 'ranged' ? rates.ranged : rates.melee;
      if (rate <= 0) return;
      const n = parts[2] === 'all' ? Math.floor(t.movePoints / rate) : 1;
      t.movePoints -= n * rate;
      const source = customModifiers(state, 'move-to-attack')[0]?.source ?? 'move-to-attack';
      addAttack(state, { amount: n, element: 'physical', style, source });
      ctx.emit({
        type: 'points',
        player,
        kind: 'attack',
        amount: n,
        element: 'physical',
        style,
        move: n * rate,
      });
      return;
    }
    case 'wings-of-night': {
      const e = findEnemy(state, parts[1] ?? '');
      if (!e) return;
      const cost = wingsCost(state);
      t.movePoints -= cost;
      t.flags['wings-of-night'] = cost + 1;
      e.flags['does-not-attack'] = 1;
      ctx.emit({
        type: 'enemy-affected',
        player,
        enemy: e.id,
        effect: 'does-not-attack',
        move: cost,
      });
      return;
    }
    case 'banner-of-fear': {
      const p = getPlayer(state, player);
      const u = p.units.find((x) => x.id === parts[1]);
      const [enemyId, idx] = (parts[2] ?? '').split('|');
      const e = findEnemy(state, enemyId ?? '');
      if (!u || !e) return;
      u.ready = false;
      e.flags[`cancelled:${Number(idx)}`] = 1;
      gainFame(state, p, 1, ctx);
      c.fameGained += 1;
      ctx.emit({
        type: 'attack-cancelled',
        player,
        enemy: e.id,
        attack: Number(idx),
        unit: u.id,
        source: u.banner ?? null,
      });
      return;
    }
  }
}

export const combatOptionAction: ActionModule<'combat-option'> = {
  type: 'combat-option',
  candidates(state, player) {
    return combatOptions(state, player).map((option) => ({
      type: 'combat-option',
      player,
      option,
    }));
  },
  check: optionRefusal,
  apply(state, a, ctx) {
    applyOption(state, a.player, a.option, ctx);
  },
};

export const COMBAT_FLOW_RESOLVERS: Record<string, Resolver> = {
  /** Force of Nature: the Unit that gets the modifier. */
  'modifier-unit': (state, pend, answer, ctx) => {
    const unit = answer[0];
    const data = pend.data as { modifier?: unknown; duration?: unknown } | undefined;
    if (!unit || !data?.modifier) return;
    giveModifier(
      state,
      pend.player,
      pend.source,
      {
        modifier: data.modifier as Extract<Effect, { kind: 'modifier' }>['modifier'],
        duration:
          (data.duration as Extract<Effect, { kind: 'modifier' }>['duration'] | undefined) ??
          'turn',
      },
      unit,
      ctx,
    );
  },
};
