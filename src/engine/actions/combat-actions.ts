// Combat action modules (§8): starting a combat (challenge, enter-site, burn-monastery), attack
// groups and blocks as columns (declare-attack/declare-block, resolve-column, abandon-column),
// cumbersome Move (spend-move), damage (assign-damage) and the phases (end-combat-phase). In actions/
// (issue 14): they call the combat-flow hooks after an attack or block resolves.
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import type { ActionOf, ActionType } from '../protocol/types';
import { enemyDef } from '../content';
import type { Ctx } from '../core/context';
import type { HexKey } from '../hex/hex';
import type { Refusal } from '../mana/mana';
import { adjacentRampaging } from '../movement/movement';
import type { GameState, PlayerId } from '../state/types';
import { cumbersomeTargets } from '../combat/columns';
import { assignDamage, damageRefusal, pendingDamage } from '../combat/damage';
import { defeatEnemies, discardSummoned } from '../combat/defeat';
import {
  activeEnemies,
  allAttacksBlocked,
  attackActive,
  attackSummary,
  blockSummary,
  enemyAttackDef,
  enemyAttackValue,
  findEnemy,
  writableEnemy,
  fortificationLevel,
  hasAbility,
  hiddenSummoner,
} from '../combat/numbers';
import { finishIfOver, nextPhase, startAttackPhase } from '../combat/phases';
import {
  burnMonastery,
  burnRefusal,
  enterSite,
  enterSiteCandidates,
  enterSiteRefusal,
  voluntaryActionRefusal,
} from '../combat/sites';
import { joinChallenged, startChallenge } from '../combat/start';
import type { CombatEnemy } from '../state/combat-types';
import {
  afterAttackResolved,
  afterBlockResolved,
  combatOptionAction,
} from '../effects/hooks/combat-flow';

type AnyModule = { [T in ActionType]: ActionModule<T> }[ActionType];

/** Own turn, no open choice, in combat. */
function inCombatRefusal(state: GameState, player: PlayerId): Refusal | null {
  const base = ownTurn(state, player);
  if (base) return base;
  if (!state.combat) return refuse('COMBAT-3', 'You are not in combat.');
  return null;
}

/** Non-empty subsets of a small list (all of them up to 4 items; else singles and all). */
function subsets<T>(xs: T[]): T[][] {
  if (xs.length === 0) return [];
  if (xs.length > 4) return [...xs.map((x) => [x]), xs];
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << xs.length; mask++)
    out.push(xs.filter((_, i) => (mask & (1 << i)) !== 0));
  return out;
}

function uniq<T>(xs: T[]): boolean {
  return new Set(xs).size === xs.length;
}

// ----------------------------------------------------------------------------- starting combat

const challenge: ActionModule<'challenge'> = {
  type: 'challenge',
  candidates(state, player) {
    const turn = state.turn;
    const pos = state.players[player]?.position;
    if (!turn || turn.player !== player || !pos) return [];
    const c = state.combat;
    const hexes = c
      ? (c.challengeable ?? [])
      : turn.action === null
        ? adjacentRampaging(state, pos)
        : [];
    return subsets(hexes).map((h) => ({ type: 'challenge', player, hexes: h }));
  },
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const turn = state.turn;
    const pos = state.players[a.player]?.position;
    if (!turn || !pos) return refuse('ROUND-4a', 'It is not your turn.');
    if (!Array.isArray(a.hexes) || a.hexes.length === 0 || !uniq(a.hexes))
      return refuse('COMBAT-1d', 'Choose one or more spaces with rampaging enemies.');
    const c = state.combat;
    if (c) {
      // COMBAT-2c/2d: only a combat started by a move, before the first attack.
      if (c.kind === 'adventure')
        return refuse(
          'COMBAT-2d',
          'You cannot challenge extra enemies when entering an adventure site.',
        );
      const open = c.challengeable ?? [];
      if (c.phase !== 'ranged' || open.length === 0)
        return refuse(
          'COMBAT-2c',
          'Rampaging enemies may join only at the start of a combat your move started.',
        );
      if (!a.hexes.every((h) => open.includes(h)))
        return refuse(
          'COMBAT-2c',
          'Only rampaging enemies adjacent to the space you moved into may be challenged.',
        );
      return null;
    }
    const r = voluntaryActionRefusal(state, turn);
    if (r) return r;
    const adjacent = adjacentRampaging(state, pos);
    if (!a.hexes.every((h) => adjacent.includes(h)))
      return refuse(
        'COMBAT-1d',
        'You can only challenge rampaging enemies on spaces adjacent to you.',
      );
    return null;
  },
  apply(state, a, ctx) {
    if (state.combat) joinChallenged(state, a.hexes, ctx);
    else startChallenge(state, a.player, a.hexes, ctx);
  },
};

const enterSiteAction: ActionModule<'enter-site'> = {
  type: 'enter-site',
  candidates: enterSiteCandidates,
  check(state, a) {
    return ownTurn(state, a.player) ?? enterSiteRefusal(state, a);
  },
  apply: enterSite,
};

const burnMonasteryAction: ActionModule<'burn-monastery'> = {
  type: 'burn-monastery',
  candidates(state, player) {
    const pos = state.players[player]?.position;
    const h = pos ? state.map.hexes[pos] : undefined;
    return h?.site?.type === 'monastery' ? [{ type: 'burn-monastery', player }] : [];
  },
  check(state, a) {
    return ownTurn(state, a.player) ?? burnRefusal(state, a);
  },
  apply: burnMonastery,
};

// ----------------------------------------------------------------------------- attack groups

/** Enemies that may be chosen as attack targets now (COMBAT-RANGED-2/3c, COMBAT-BLOCK-2b). */
export function attackTargets(state: GameState): CombatEnemy[] {
  const c = state.combat;
  if (!c || (c.phase !== 'ranged' && c.phase !== 'attack')) return [];
  return activeEnemies(state).filter(
    (e) => !e.summonedBy && (c.phase === 'attack' || fortificationLevel(state, e) < 2),
  );
}

/**
 * ABIL-DEFEND (ruling, the rulebook gives no procedure): when an attack is declared, each
 * undefeated enemy with Defend whose Defend is unused adds its value once per combat to the Armor
 * of one target of that attack — itself if targeted, else the first target without a Defend bonus.
 * An enemy gets at most one Defend bonus; the bonus lasts for the rest of the combat, also when the
 * attack is abandoned or the defender is defeated later.
 */
function applyDefend(state: GameState, targets: string[], ctx: Ctx): void {
  const c = state.combat;
  if (!c) return;
  const used = c.defendUsed ?? [];
  for (const d of c.enemies) {
    if (d.defeated || used.includes(d.id) || hiddenSummoner(state, d)) continue;
    if (!hasAbility(state, d, 'defend')) continue;
    const value = enemyDef(d.id).defend ?? 0;
    if (value <= 0) continue;
    const free = (id: string) => (findEnemy(state, id)?.defendBonus ?? 0) === 0;
    const target = targets.includes(d.id) && free(d.id) ? d.id : targets.find(free);
    if (!target) continue;
    const t = writableEnemy(state, target);
    if (!t) continue;
    t.defendBonus = value;
    used.push(d.id);
    ctx.emit({ type: 'enemy-defends', enemy: target, by: d.id, armor: value });
  }
  c.defendUsed = used;
}

const declareAttack: ActionModule<'declare-attack'> = {
  type: 'declare-attack',
  candidates(state, player) {
    const c = state.combat;
    if (!c || c.attack || state.turn?.player !== player) return [];
    const ids = attackTargets(state).map((e) => e.id);
    return subsets(ids).map((targets) => ({ type: 'declare-attack', player, targets }));
  },
  check(state, a) {
    const r = inCombatRefusal(state, a.player);
    if (r) return r;
    const c = state.combat;
    if (!c) return refuse('COMBAT-3', 'You are not in combat.');
    if (c.phase !== 'ranged' && c.phase !== 'attack')
      return refuse(
        'COMBAT-RANGED-1',
        'Attacks are declared only in the Ranged and Siege phase or the Attack phase.',
      );
    if (c.attack) return refuse('COMBAT-RANGED-7', 'Resolve or abandon the open attack first.');
    if (!Array.isArray(a.targets) || a.targets.length === 0 || !uniq(a.targets))
      return refuse('COMBAT-RANGED-2', 'Choose one or more enemies as targets.');
    const ok = attackTargets(state).map((e) => e.id);
    for (const t of a.targets) {
      const e = findEnemy(state, t);
      if (!e || e.defeated) return refuse('COMBAT-RANGED-5a', 'That enemy is not in the fight.');
      if (hiddenSummoner(state, e) || e.summonedBy)
        return refuse('COMBAT-BLOCK-2a', 'The summoner cannot be targeted now.');
      if (c.phase === 'ranged' && fortificationLevel(state, e) >= 2)
        return refuse(
          'COMBAT-RANGED-3c',
          'A fortified enemy defending a fortified site cannot be targeted in the Ranged and Siege phase.',
        );
      if (!ok.includes(t)) return refuse('COMBAT-RANGED-2', 'That enemy cannot be targeted now.');
    }
    return null;
  },
  apply(state, a, ctx) {
    const c = state.combat;
    const turn = state.turn;
    if (!c || !turn) return;
    c.attack = { targets: [...a.targets], entries: [] };
    c.challengeable = [];
    turn.flags['combat-acted'] = 1;
    ctx.emit({ type: 'attack-declared', player: a.player, targets: a.targets, phase: c.phase });
    applyDefend(state, a.targets, ctx);
  },
};

// ----------------------------------------------------------------------------- blocks

/** Attacks that may be blocked now: alive, attacking, not yet blocked (COMBAT-BLOCK-3, ABIL-MULTI). */
export function blockableAttacks(state: GameState): { enemy: string; attack: number }[] {
  const c = state.combat;
  if (!c || c.phase !== 'block') return [];
  const out: { enemy: string; attack: number }[] = [];
  for (const e of c.enemies) {
    if (hiddenSummoner(state, e)) continue;
    e.blocked.forEach((_, i) => {
      if (attackActive(state, e, i)) out.push({ enemy: e.id, attack: i });
    });
  }
  return out;
}

const declareBlock: ActionModule<'declare-block'> = {
  type: 'declare-block',
  candidates(state, player) {
    const c = state.combat;
    if (!c || c.block || state.turn?.player !== player) return [];
    return blockableAttacks(state).map((x) => ({ type: 'declare-block', player, ...x }));
  },
  check(state, a) {
    const r = inCombatRefusal(state, a.player);
    if (r) return r;
    const c = state.combat;
    if (!c) return refuse('COMBAT-3', 'You are not in combat.');
    if (c.phase !== 'block')
      return refuse('COMBAT-BLOCK-1', 'Blocks are declared only in the Block phase.');
    if (c.block)
      return refuse(
        'COMBAT-BLOCK-9',
        'Resolve or abandon the open block first; each attack is blocked separately.',
      );
    const e = findEnemy(state, a.enemy);
    if (!e || e.defeated) return refuse('COMBAT-BLOCK-3', 'That enemy is not in the fight.');
    if (hiddenSummoner(state, e))
      return refuse(
        'COMBAT-BLOCK-2a',
        'The summoned monster replaces its summoner: block the summoned monster.',
      );
    if (enemyAttackDef(e, a.attack)?.kind !== 'attack')
      return refuse('COMBAT-BLOCK-3', 'That enemy has no such attack.');
    if (e.flags['does-not-attack']) return refuse('COMBAT-BLOCK-1', 'That enemy does not attack.');
    if (e.blocked[a.attack]) return refuse('ABIL-MULTI', 'That attack is already blocked.');
    if (enemyAttackValue(state, e, a.attack) <= 0)
      return refuse('ABIL-CUMBERSOME', 'That attack is reduced to 0 and counts as blocked.');
    return null;
  },
  apply(state, a, ctx) {
    const c = state.combat;
    if (!c) return;
    c.block = { enemy: a.enemy, attackIndex: a.attack, entries: [] };
    ctx.emit({ type: 'block-declared', player: a.player, enemy: a.enemy, attack: a.attack });
  },
};

/** An attack counts as successfully blocked (COMBAT-BLOCK-7, ABIL-CUMBERSOME reduced to 0). */
function markBlocked(state: GameState, e: CombatEnemy, i: number, ctx: Ctx): void {
  const turn = state.turn;
  e.blocked[i] = true;
  ctx.emit({ type: 'enemy-blocked', enemy: e.id, attack: i });
  if (!allAttacksBlocked(e)) return;
  if (turn) turn.flags['enemies-blocked'] = (turn.flags['enemies-blocked'] ?? 0) + 1;
  if (e.summonedBy) {
    discardSummoned(state, e, ctx); // COMBAT-BLOCK-7a: no Fame
    return;
  }
  if (e.flags['destroy-if-blocked']) defeatEnemies(state, [e.id], ctx);
}

const spendMove: ActionModule<'spend-move'> = {
  type: 'spend-move',
  candidates(state, player) {
    const turn = state.turn;
    if (!turn || turn.player !== player || turn.movePoints <= 0) return [];
    const out: ActionOf<'spend-move'>[] = [];
    for (const t of cumbersomeTargets(state)) {
      const e = findEnemy(state, t.enemy);
      if (!e) continue;
      const max = Math.min(turn.movePoints, enemyAttackValue(state, e, t.attack));
      out.push({ type: 'spend-move', player, ...t, amount: 1 });
      if (max > 1) out.push({ type: 'spend-move', player, ...t, amount: max });
    }
    return out;
  },
  check(state, a) {
    const r = inCombatRefusal(state, a.player);
    if (r) return r;
    const c = state.combat;
    const turn = state.turn;
    if (!c || !turn) return refuse('COMBAT-3', 'You are not in combat.');
    if (c.phase !== 'block')
      return refuse(
        'ABIL-CUMBERSOME',
        'Move points reduce a cumbersome attack only in the Block phase.',
      );
    if (!cumbersomeTargets(state).some((t) => t.enemy === a.enemy && t.attack === a.attack))
      return refuse(
        'ABIL-CUMBERSOME',
        'Only the unblocked attack of a cumbersome enemy can be reduced with Move points.',
      );
    if (!Number.isInteger(a.amount) || a.amount < 1)
      return refuse('ABIL-CUMBERSOME', 'Spend at least 1 Move point.');
    if (a.amount > turn.movePoints)
      return refuse('ABIL-CUMBERSOME', `You have only ${turn.movePoints} Move points.`);
    const e = findEnemy(state, a.enemy);
    if (e && a.amount > enemyAttackValue(state, e, a.attack))
      return refuse('ABIL-CUMBERSOME', 'That is more than the attack left.');
    return null;
  },
  apply(state, a, ctx) {
    const turn = state.turn;
    const e = findEnemy(state, a.enemy);
    if (!turn || !e) return;
    turn.movePoints -= a.amount;
    e.attackMod[a.attack] = (e.attackMod[a.attack] ?? 0) - a.amount;
    ctx.emit({
      type: 'attack-reduced',
      player: a.player,
      enemy: e.id,
      attack: a.attack,
      amount: a.amount,
    });
    // An attack reduced to 0 counts as successfully blocked.
    if (enemyAttackValue(state, e, a.attack) <= 0) {
      if (state.combat?.block?.enemy === e.id && state.combat.block.attackIndex === a.attack)
        state.combat.block = null;
      markBlocked(state, e, a.attack, ctx);
    }
  },
};

// ----------------------------------------------------------------------------- columns

const resolveColumn: ActionModule<'resolve-column'> = {
  type: 'resolve-column',
  candidates(state, player) {
    const c = state.combat;
    return c && (c.attack || c.block) && state.turn?.player === player
      ? [{ type: 'resolve-column', player }]
      : [];
  },
  check(state, a) {
    const r = inCombatRefusal(state, a.player);
    if (r) return r;
    const c = state.combat;
    if (!c) return refuse('COMBAT-3', 'You are not in combat.');
    if (c.attack) {
      const s = attackSummary(state, c.attack);
      if (s.effective < s.armor)
        return refuse(
          'COMBAT-RANGED-6',
          `The attack totals ${s.effective} against Armor ${s.armor}: add ${s.needed} more, or abandon it (it would have no effect).`,
        );
      return null;
    }
    if (c.block) {
      const s = blockSummary(state, c.block);
      if (!s) return refuse('COMBAT-BLOCK-3', 'That enemy is not in the fight.');
      if (s.effective < s.attack)
        return refuse(
          'COMBAT-BLOCK-8',
          `The block totals ${s.effective} against an attack of ${s.attack}: add ${s.needed} more, or abandon it (a short block has no effect).`,
        );
      return null;
    }
    return refuse('COMBAT-RANGED-2', 'There is no open attack or block to resolve.');
  },
  apply(state, a, ctx) {
    const c = state.combat;
    if (!c) return;
    if (c.attack) {
      const targets = [...c.attack.targets]; // a copy: events must not hold draft arrays
      const sources = c.attack.entries.map((x) => x.source);
      c.attack = null;
      ctx.emit({ type: 'attack-succeeded', player: a.player, targets });
      afterAttackResolved(state, targets, sources);
      defeatEnemies(state, targets, ctx, sources); // COMBAT-RANGED-5
      finishIfOver(state, ctx);
      return;
    }
    if (c.block) {
      const b = c.block;
      c.block = null;
      const e = findEnemy(state, b.enemy);
      if (e) markBlocked(state, e, b.attackIndex, ctx);
      afterBlockResolved(state, b, ctx); // on-successful-block follow-ups
      finishIfOver(state, ctx); // e.g. the blocked enemy was destroyed
    }
  },
};

const abandonColumn: ActionModule<'abandon-column'> = {
  type: 'abandon-column',
  candidates(state, player) {
    const c = state.combat;
    return c && (c.attack || c.block) && state.turn?.player === player
      ? [{ type: 'abandon-column', player }]
      : [];
  },
  check(state, a) {
    const r = inCombatRefusal(state, a.player);
    if (r) return r;
    const c = state.combat;
    if (!c?.attack && !c?.block)
      return refuse('COMBAT-RANGED-6a', 'There is no open attack or block.');
    return null;
  },
  apply(state, a, ctx) {
    const c = state.combat;
    if (!c) return;
    // COMBAT-RANGED-6/6a, COMBAT-BLOCK-8: the played effects are lost without effect.
    ctx.emit({ type: 'column-abandoned', player: a.player, kind: c.attack ? 'attack' : 'block' });
    c.attack = null;
    c.block = null;
  },
};

// ----------------------------------------------------------------------------- damage, phases

const assignDamageAction: ActionModule<'assign-damage'> = {
  type: 'assign-damage',
  candidates(state, player) {
    const c = state.combat;
    const p = state.players[player];
    if (!c || c.phase !== 'damage' || !p || state.turn?.player !== player) return [];
    const out: ActionOf<'assign-damage'>[] = [];
    for (const x of pendingDamage(state)) {
      out.push({ type: 'assign-damage', player, enemy: x.enemy, attack: x.attack, to: 'hero' });
      for (const u of p.units)
        out.push({ type: 'assign-damage', player, enemy: x.enemy, attack: x.attack, to: u.id });
    }
    return out;
  },
  check(state, a) {
    return inCombatRefusal(state, a.player) ?? damageRefusal(state, a.enemy, a.attack, a.to);
  },
  apply(state, a, ctx) {
    assignDamage(state, a.enemy, a.attack, a.to, ctx);
    // COMBAT-DMG-7: once all damage is assigned, the Attack phase begins.
    if (state.combat?.phase === 'damage' && pendingDamage(state).length === 0)
      startAttackPhase(state, ctx);
  },
};

const endCombatPhase: ActionModule<'end-combat-phase'> = {
  type: 'end-combat-phase',
  candidates(state, player) {
    return state.combat && state.turn?.player === player
      ? [{ type: 'end-combat-phase', player }]
      : [];
  },
  check(state, a) {
    const r = inCombatRefusal(state, a.player);
    if (r) return r;
    const c = state.combat;
    if (!c) return refuse('COMBAT-3', 'You are not in combat.');
    if (c.attack) return refuse('COMBAT-RANGED-8', 'Resolve or abandon the open attack first.');
    if (c.block) return refuse('COMBAT-BLOCK-10', 'Resolve or abandon the open block first.');
    if (c.phase === 'damage' && pendingDamage(state).length > 0)
      return refuse('COMBAT-DMG-3', 'All damage of unblocked attacks must be assigned first.');
    return null;
  },
  apply(state, _a, ctx) {
    nextPhase(state, ctx);
  },
};

export const COMBAT_ACTIONS: Partial<Record<ActionType, AnyModule>> = {
  challenge,
  'enter-site': enterSiteAction,
  'burn-monastery': burnMonasteryAction,
  'declare-attack': declareAttack,
  'declare-block': declareBlock,
  'spend-move': spendMove,
  'resolve-column': resolveColumn,
  'abandon-column': abandonColumn,
  'assign-damage': assignDamageAction,
  'end-combat-phase': endCombatPhase,
  'combat-option': combatOptionAction,
};

export type { HexKey };
