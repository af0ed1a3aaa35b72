// Combat hooks of skill tokens (content/custom-hooks-used.ts "skills"): Battle Hardened /
// Elemental Resistance ('reduce-damage'), Deadly Aim, Dueling, Puppet Master and Nature's
// Vengeance's lasting effect (combat/numbers.ts). Used through the `use-skill` action (skills/);
// the enemy-effect skills (Resistance Break, Know Your Prey, Curse) are in combat-enemies.ts,
// Leadership's bonus in combat-flow.ts.
import type { Resolver } from '../../choices/resolvers';
import { addAttack, addBlock, attackAllowed, blockAllowed } from '../../combat/columns';
import { attackDamage, pendingDamage } from '../../combat/damage';
import { enemyAttackElement, findEnemy } from '../../combat/numbers';
import { enemyDef } from '../../content';
import type { Ctx } from '../../core/context';
import type { Element } from '../../core/types';
import { getPlayer } from '../../state/player';
import type { GameState, PlayerId, PlayerState } from '../../state/types';
import { addReserve } from '../../combat/modifier-queries';
import type { CustomHook, HookParams } from '../../protocol/hook-types';

// ----------------------------------------------------------------------------- reduce-damage

/** How much 'reduce-damage' takes off this attack: {amount} for its kind of attack, else {otherAmount}. */
function reduction(element: Element, params: HookParams): number {
  const from = String(params.from ?? 'physical');
  const matches = from === 'physical' ? element === 'physical' : element !== 'physical';
  return Number(matches ? (params.amount ?? 2) : (params.otherAmount ?? 1));
}

function reduceDamage(
  state: GameState,
  player: PlayerId,
  key: string,
  params: HookParams,
  source: string,
  ctx: Ctx,
): void {
  const [enemyId, idx] = key.split('|');
  const i = Number(idx);
  const e = findEnemy(state, enemyId ?? '');
  if (!e) return;
  const before = attackDamage(state, e, i);
  const cut = Math.min(before, reduction(enemyAttackElement(e, i), params));
  const left = before - cut;
  if (!e.damageLeft) e.damageLeft = e.blocked.map(() => null);
  e.damageLeft[i] = left;
  if (left === 0) e.damageAssigned[i] = true; // nothing left to assign (COMBAT-DMG-7)
  ctx.emit({ type: 'damage-reduced', player, enemy: e.id, attack: i, amount: cut, source });
}

// ----------------------------------------------------------------------------- Puppet Master

const PUPPET = 'puppet-token';

function keptToken(p: PlayerState): string | null {
  const v = p.skillData?.[PUPPET];
  return typeof v === 'string' ? v : null;
}

function setKept(p: PlayerState, id: string | null): void {
  const data = { ...(p.skillData ?? {}) };
  if (id) data[PUPPET] = id;
  else delete data[PUPPET];
  p.skillData = data;
}

function backToPile(state: GameState, id: string): void {
  state.enemyPiles[enemyDef(id).color].discard.push(id);
}

/** Puppet Master: `keep:<enemy>` (defeated this turn, still on its discard pile), 'attack', 'block'. */
function puppetOptions(state: GameState, player: PlayerId): string[] {
  const p = getPlayer(state, player);
  const t = state.turn;
  if (!t) return [];
  const kept = keptToken(p);
  const out: string[] = [];
  for (const [k, v] of Object.entries(t.flags)) {
    if (!v || !k.startsWith('defeated:')) continue;
    const id = k.slice('defeated:'.length);
    if (id !== kept && state.enemyPiles[enemyDef(id).color].discard.includes(id))
      out.push(`keep:${id}`);
  }
  if (kept && state.combat?.attack && attackAllowed(state, 'melee')) out.push('attack');
  if (kept && blockAllowed(state)) out.push('block');
  return out;
}

const half = (n: number): number => Math.ceil(n / 2);

function puppet(
  state: GameState,
  player: PlayerId,
  option: string,
  source: string,
  ctx: Ctx,
): void {
  const p = getPlayer(state, player);
  const [kind, id] = option.split(':');
  if (kind === 'keep' && id) {
    const pile = state.enemyPiles[enemyDef(id).color].discard;
    const at = pile.indexOf(id);
    if (at < 0) return;
    pile.splice(at, 1);
    const old = keptToken(p);
    if (old) backToPile(state, old); // one kept token at a time
    setKept(p, id);
    ctx.emit({ type: 'enemy-kept', player, enemy: id, source });
    return;
  }
  const kept = keptToken(p);
  if (!kept) return;
  const def = enemyDef(kept);
  const attacks = def.attacks.filter((a) => a.kind === 'attack');
  if (kind === 'attack') {
    // Half its attack value, rounded up, with its elements (each attack of a multi-attack token).
    for (const a of attacks) {
      if (a.kind !== 'attack') continue;
      addAttack(state, { amount: half(a.value), element: a.element, style: 'melee', source });
      ctx.emit({
        type: 'points',
        player,
        kind: 'attack',
        amount: half(a.value),
        element: a.element,
        style: 'melee',
      });
    }
  } else {
    // Ruling: the Block has the element of the token's (first) attack.
    const first = attacks[0];
    const element: Element = first?.kind === 'attack' ? first.element : 'physical';
    addBlock(state, { amount: half(def.armor), element, style: 'melee', source });
    ctx.emit({ type: 'points', player, kind: 'block', amount: half(def.armor), element });
  }
  setKept(p, null);
  backToPile(state, kept);
}

// ----------------------------------------------------------------------------- the hooks

export const COMBAT_SKILL_HOOKS: Record<string, CustomHook> = {
  /**
   * Battle Hardened / Elemental Resistance: ignore {amount} damage of one {from} attack
   * ('physical', or 'fire-ice' = Fire, Ice or ColdFire), or {otherAmount} of one other attack.
   * Used in the Assign Damage phase before that attack's damage is assigned (Brutal doubling first).
   */
  'reduce-damage': {
    usable: (state) => state.combat?.phase === 'damage' && pendingDamage(state).length > 0,
    resolve(state, ec, params, ctx) {
      const options = pendingDamage(state).map((x) => `${x.enemy}|${x.attack}`);
      const only = options[0];
      if (options.length === 1 && only)
        reduceDamage(state, ec.player, only, params, ec.source, ctx);
      else if (options.length > 1)
        state.pending.push({
          kind: 'reduce-damage',
          player: ec.player,
          source: ec.source,
          options,
          data: { params },
        });
    },
  },
  /**
   * Deadly Aim: +1 to an attack card played in the Ranged and Siege phase, +2 in the Attack phase
   * (sideways cards too): the card attack last added to the open attack, else the next one this
   * phase.
   */
  'wolfhawk-deadly-aim': {
    usable: (state) => {
      const c = state.combat;
      return !!c?.attack && (c.phase === 'ranged' || c.phase === 'attack');
    },
    resolve(state, ec, _params, ctx) {
      const c = state.combat;
      const t = state.turn;
      if (!c?.attack || !t) return;
      const amount = c.phase === 'ranged' ? 1 : 2;
      const cards = new Set(t.played.map((x) => x.card));
      const entry = [...c.attack.entries].reverse().find((x) => cards.has(x.source));
      if (entry) {
        entry.amount += amount;
        ctx.emit({
          type: 'points',
          player: ec.player,
          kind: 'attack',
          amount,
          element: entry.element,
          style: entry.style,
        });
        return;
      }
      const modifier = {
        kind: 'custom' as const,
        hook: 'deadly-aim',
        params: { amount, phase: c.phase },
      };
      t.modifiers.push({
        modifier,
        duration: 'turn',
        source: ec.source,
        player: ec.player,
      });
      ctx.emit({
        type: 'modifier',
        player: ec.player,
        modifier: 'deadly-aim',
        source: ec.source,
        duration: 'turn',
        detail: JSON.stringify(modifier), // the log describes it in words
      });
    },
  },
  /**
   * Dueling: Block 1 against the enemy attack being blocked and, in the Attack phase, Attack 1
   * against that same enemy alone (a combat option); Fame +1 if it is defeated without any Unit
   * blocking or attacking it (combat-flow.ts).
   */
  'wolfhawk-dueling': {
    usable: (state) => blockAllowed(state),
    resolve(state, ec, _params, ctx) {
      const b = state.combat?.block;
      if (!b) return;
      addBlock(state, { amount: 1, element: 'physical', style: 'melee', source: ec.source });
      ctx.emit({
        type: 'points',
        player: ec.player,
        kind: 'block',
        amount: 1,
        element: 'physical',
      });
      const e = findEnemy(state, b.enemy);
      if (e) e.flags['dueled'] = 1;
      addReserve(state, {
        source: ec.source,
        kind: 'attack',
        phase: 'attack',
        only: b.enemy,
        entries: [{ amount: 1, element: 'physical', style: 'melee', source: ec.source }],
      });
    },
  },
  /**
   * Puppet Master: keep one enemy token defeated this turn (one at a time), or discard the kept
   * token for an Attack of half its attack value or a Block of half its Armor (rounded up).
   */
  'krang-puppet-master': {
    usable: (state, ec) => puppetOptions(state, ec.player).length > 0,
    resolve(state, ec, _params, ctx) {
      const options = puppetOptions(state, ec.player);
      const only = options[0];
      if (options.length === 1 && only) puppet(state, ec.player, only, ec.source, ctx);
      else if (options.length > 1)
        state.pending.push({
          kind: 'puppet-master',
          player: ec.player,
          source: ec.source,
          options,
        });
    },
  },
  /**
   * Nature's Vengeance (★): its own effect is in the data; the token in the centre gives the
   * enemies other players fight Attack +1 in the Block phase (combat/numbers.ts).
   */
  'braevalar-natures-vengeance': { usable: () => true, resolve() {} },
  /**
   * Nature's Vengeance (☆): its own effect is in the data; the token goes to the centre (use-skill)
   * and another player returning it gets the same enemy effect (skills.ts returnEffect).
   */
  'braevalar-natures-vengeance-coop': { usable: () => true, resolve() {} },
};

export const COMBAT_SKILL_RESOLVERS: Record<string, Resolver> = {
  'reduce-damage': (state, pend, answer, ctx) => {
    reduceDamage(
      state,
      pend.player,
      answer[0] ?? '',
      (pend.data?.params ?? {}) as HookParams,
      pend.source,
      ctx,
    );
  },
  'puppet-master': (state, pend, answer, ctx) => {
    puppet(state, pend.player, answer[0] ?? '', pend.source, ctx);
  },
};
