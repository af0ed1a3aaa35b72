// What the combat panel shows, derived from the engine state, its legal actions and its number
// functions (enemyStats, columnSummary, damagePreview). Plain data, no React; unit-tested. Nothing
// here decides a rule: legality always comes from legalActions / checkAction.
import type { Key } from '../../i18n';
import {
  pendingDamage,
  checkAction,
  cityDef,
  enemyDef,
  type CityColor,
  type CityState,
  enemyStats,
  type Action,
  type CombatEnemy,
  type EnemyColor,
  type EnemyDef,
  type EnemyStats,
  type GameEvent,
  type GameState,
} from '../../engine';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
export type DeclareAttack = Of<'declare-attack'>;
export type DeclareBlock = Of<'declare-block'>;
export type AssignDamage = Of<'assign-damage'>;
export type SpendMove = Of<'spend-move'>;

function safeDef(id: string): EnemyDef | null {
  try {
    return enemyDef(id);
  } catch {
    return null;
  }
}

export interface EnemyView {
  id: string;
  def: EnemyDef | null;
  pile: EnemyColor;
  stats: EnemyStats;
  enemy: CombatEnemy;
  /** Printed lower armor of an elusive enemy (the engine's armor is the one in force now). */
  elusiveLow: number | null;
  /** May be chosen as an attack target now (some legal declare-attack names it). */
  targetable: boolean;
  /** Legal declare-block actions against its attacks, by attack index. */
  blocks: Map<number, DeclareBlock>;
  /** Legal spend-move actions against its attacks (cumbersome). */
  spendMoves: SpendMove[];
  /** In the open attack group or block column. */
  inColumn: boolean;
}

export function actingPlayer(state: GameState): number {
  return state.turn?.player ?? 0;
}

export function enemyViews(state: GameState, legal: readonly Action[]): EnemyView[] {
  const c = state.combat;
  if (!c) return [];
  const stats = enemyStats(state);
  const targetable = new Set<string>();
  for (const a of legal)
    if (a.type === 'declare-attack') for (const x of a.targets) targetable.add(x);
  return c.enemies.map((enemy, i) => {
    const s = stats[i] ?? stats.find((x) => x.id === enemy.id);
    const def = safeDef(enemy.id);
    const blocks = new Map<number, DeclareBlock>();
    const spendMoves: SpendMove[] = [];
    for (const a of legal) {
      if (a.type === 'declare-block' && a.enemy === enemy.id) blocks.set(a.attack, a);
      if (a.type === 'spend-move' && a.enemy === enemy.id) spendMoves.push(a);
    }
    const inColumn = (c.attack?.targets.includes(enemy.id) ?? false) || c.block?.enemy === enemy.id;
    return {
      id: enemy.id,
      def,
      pile: def?.color ?? 'brown',
      stats: s ?? {
        id: enemy.id,
        defeated: enemy.defeated,
        armor: def?.armor ?? 0,
        fortification: 0,
        resistances: [],
        abilities: [],
        attacks: [],
        summonedBy: null,
        hidden: false,
      },
      enemy,
      elusiveLow:
        def?.elusiveArmor !== undefined && s?.abilities.includes('elusive') ? def.armor : null,
      targetable: targetable.has(enemy.id),
      blocks,
      spendMoves,
      inColumn,
    };
  });
}

/** The declare-attack action for the chosen targets (checked by the engine). */
export function declareAttackFor(state: GameState, targets: string[]): DeclareAttack {
  return { type: 'declare-attack', player: actingPlayer(state), targets: [...targets] };
}

/** Keep only the chosen targets that can still be targeted. */
export function pruneTargets(selected: string[], views: EnemyView[]): string[] {
  const ok = new Set(views.filter((v) => v.targetable).map((v) => v.id));
  return selected.filter((x) => ok.has(x));
}

export interface DamageRow {
  enemy: string;
  attack: number;
  /** Everyone who could take it: 'hero' and the player's units, with the engine's verdict. */
  targets: {
    to: string;
    action: AssignDamage;
    refusal: { ruleId: string; message: string } | null;
  }[];
}

/** Unblocked attacks whose damage is still to be assigned (from legal assign-damage candidates). */
export function damageRows(state: GameState, legal: readonly Action[]): DamageRow[] {
  const player = actingPlayer(state);
  const p = state.players[player];
  const rows = new Map<string, DamageRow>();
  for (const a of legal) {
    if (a.type !== 'assign-damage') continue;
    const key = `${a.enemy}|${a.attack}`;
    if (!rows.has(key)) rows.set(key, { enemy: a.enemy, attack: a.attack, targets: [] });
  }
  for (const row of rows.values()) {
    for (const to of ['hero', ...(p?.units.map((u) => u.id) ?? [])]) {
      const action: AssignDamage = {
        type: 'assign-damage',
        player,
        enemy: row.enemy,
        attack: row.attack,
        to,
      };
      row.targets.push({ to, action, refusal: checkAction(state, action) });
    }
  }
  return [...rows.values()];
}

// ---------------------------------------------------------------- summary from the log

export interface CombatSummary {
  /** Log id of the combat-ended event (the summary is shown once per combat). */
  id: number;
  won: boolean;
  fame: number;
  defeated: string[];
  heroWounds: number;
  discardWounds: number;
  unitsWounded: string[];
  unitsDestroyed: string[];
  reputation: number;
  conquered: string | null;
  /** The space of the city conquered (COMBAT-OUTCOME-2c.4), to name it and count its shields. */
  conqueredCity: string | null;
  withdrawn: boolean;
  knockedOut: boolean;
  /** Enemies that fought (from combat-started / challenges / summons are left out). */
  enemies: string[];
}

/** The summary of the last combat in the log, or null when the log holds no finished combat. */
export function lastCombatSummary(
  log: readonly { id: number; event: GameEvent }[],
): CombatSummary | null {
  let end = -1;
  for (let i = log.length - 1; i >= 0; i--)
    if (log[i]?.event.type === 'combat-ended') {
      end = i;
      break;
    }
  if (end < 0) return null;
  let start = 0;
  for (let i = end - 1; i >= 0; i--)
    if (log[i]?.event.type === 'combat-started') {
      start = i;
      break;
    }
  const endEntry = log[end];
  if (!endEntry) return null;
  const ev = endEntry.event;
  const out: CombatSummary = {
    id: endEntry.id,
    won: ev.won === true,
    fame: typeof ev.fame === 'number' ? ev.fame : 0,
    defeated: Array.isArray(ev.defeated) ? (ev.defeated as string[]) : [],
    heroWounds: 0,
    discardWounds: 0,
    unitsWounded: [],
    unitsDestroyed: [],
    reputation: 0,
    conquered: null,
    conqueredCity: null,
    withdrawn: false,
    knockedOut: false,
    enemies: [],
  };
  for (let i = start; i <= end; i++) {
    const e = log[i]?.event;
    if (!e) continue;
    switch (e.type) {
      case 'combat-started':
        if (Array.isArray(e.enemies)) out.enemies.push(...(e.enemies as string[]));
        break;
      case 'enemies-challenged':
        if (Array.isArray(e.enemies)) out.enemies.push(...(e.enemies as string[]));
        break;
      case 'wounds-taken':
        if (e.to === 'hand') out.heroWounds += Number(e.count ?? 0);
        else out.discardWounds += Number(e.count ?? 0);
        break;
      case 'unit-wounded':
        if (typeof e.unit === 'string') out.unitsWounded.push(e.unit);
        break;
      case 'unit-destroyed':
        if (typeof e.unit === 'string') out.unitsDestroyed.push(e.unit);
        break;
      case 'reputation-changed':
        out.reputation += Number(e.delta ?? 0);
        break;
      case 'site-conquered':
        out.conquered = typeof e.site === 'string' ? e.site : 'site';
        break;
      case 'city-conquered':
        out.conquered = 'city';
        if (typeof e.hex === 'string') out.conqueredCity = e.hex;
        break;
      case 'withdrawn':
        out.withdrawn = true;
        break;
      case 'knocked-out':
        out.knockedOut = true;
        break;
    }
  }
  // Reputation changes that came with the combat's outcome are logged right after it.
  for (let i = end + 1; i < log.length; i++) {
    const e = log[i]?.event;
    if (e?.type === 'reputation-changed') out.reputation += Number(e.delta ?? 0);
    else break;
  }
  return out;
}

/** The city on this space (VAR-MEGA-4: either space of a Megapolis). */
export function cityOn(state: GameState, hex: string | null | undefined): CityState | null {
  if (!hex) return null;
  return state.cities.find((c) => c.hex === hex || c.megapolis?.hex === hex) ?? null;
}

/** The colours of a city (both of a Megapolis). */
export function cityColorsOf(city: CityState): CityColor[] {
  return city.megapolis ? [city.color, city.megapolis.color] : [city.color];
}

/**
 * COMBAT-CITY-1: the defender bonuses of the city assaulted, one entry per city colour (both of a
 * Megapolis, VAR-MEGA-6c), as i18n keys with their parameters; empty outside a city assault.
 */
export interface CityBonus {
  color: CityColor;
  key: string;
  params: Record<string, number>;
}

export function cityBonuses(state: GameState): CityBonus[] {
  const c = state.combat;
  if (!c?.cityColor) return [];
  const city = cityOn(state, c.site?.hex ?? c.hex);
  const colors = city ? cityColorsOf(city) : [c.cityColor];
  return colors.map((color): CityBonus => {
    const b = cityDef(color).defenderBonus;
    switch (b.kind) {
      case 'armor':
        return { color, key: 'combat.cityBonus.armor', params: { n: b.amount } };
      case 'elemental-attack':
        return {
          color,
          key: 'combat.cityBonus.elemental-attack',
          params: { n: b.fireOrIce, m: b.coldFire },
        };
      case 'gain-ability':
        return { color, key: `combat.cityBonus.${b.ability}`, params: {} };
    }
  });
}

/**
 * The words of the next-phase button. COMBAT-DMG-1a: with every attack blocked there are no hits to
 * take (the Assign Damage phase is skipped), so the Block phase's button does not say "Take the hits".
 */
export function nextPhaseKey(state: GameState): Key {
  const phase = state.combat?.phase ?? 'ranged';
  if (phase === 'block' && pendingDamage(state).length === 0) return 'combat.next.blockNoHits';
  return `combat.next.${phase}`;
}
