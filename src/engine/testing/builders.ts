// Test helpers (tests only): games at a known point and state builders. They use the engine's
// public API to reach a turn, then adjust the state with immer for the situation under test.
import { produce } from 'immer';
import { applyAction, createGame, legalActions, checkAction, activePlayer } from '../index';
import type { Action, ActionType } from '../protocol/types';
import type { BasicColor, EnemyColor, HeroId, ManaColor, ScenarioId } from '../core/types';
import { instanceId } from '../core/types';
import { newCtx } from '../core/context';
import type { Ctx } from '../core/context';
import { enemyDef } from '../content';
import type { HexKey } from '../hex/hex';
import type { CombatState } from '../state/combat-types';
import { beginCombat, combatEnemy } from '../combat/start';
import type { GameState, PlayerId } from '../state/types';
import type { GameEvent } from '../view/events';

export interface TestGameOptions {
  scenario?: ScenarioId;
  heroes?: HeroId[];
  seed?: number;
  /** Tactic for player 0 in round 1 (default: the lowest-numbered one on display). */
  tactic?: string;
}

/**
 * A game at the start of player 0's first turn (tactics chosen; the dummy, if any, has drawn).
 * Solo First Reconnaissance by default.
 */
export function testGame(opts: TestGameOptions = {}): GameState {
  const heroes = opts.heroes ?? ['tovak'];
  let s = createGame({
    scenario: opts.scenario ?? 'first-reconnaissance',
    players: heroes.map((hero) => ({ hero, kind: 'human' as const })),
    seed: opts.seed ?? 1,
  });
  for (let guard = 0; guard < 20 && s.round.phase === 'tactics'; guard++) {
    const who = activePlayer(s);
    if (who === null) break;
    const offer = s.round.tacticsOffer;
    const t =
      who === 0 && opts.tactic
        ? opts.tactic
        : (offer.find((x) => x !== 'rethink' && x !== 'mana-steal' && x !== 'preparation') ??
          offer[0]);
    if (!t) break;
    s = applyAction(s, { type: 'choose-tactic', player: who, tactic: t }).state;
    while (s.pending.length > 0) {
      const a = legalActions(s)[0];
      if (!a) break;
      s = applyAction(s, a).state;
    }
  }
  // Let the dummy play until it is player 0's turn.
  for (let guard = 0; guard < 10 && !s.turn; guard++) {
    const who = activePlayer(s);
    if (who === null) break;
    s = applyAction(s, { type: 'dummy-turn', player: who }).state;
  }
  return s;
}

/** Change a state for a test situation (immer recipe). */
export function edit(state: GameState, recipe: (draft: GameState) => void): GameState {
  return produce(state, recipe);
}

let serial = 100000;
/** A fresh card instance id for tests. */
export const card = (defId: string): string => instanceId(defId, serial++);

/** Replace the hand of a player with fresh instances of these card definitions. */
export function withHand(state: GameState, player: PlayerId, defIds: string[]): GameState {
  return edit(state, (s) => {
    const p = s.players[player];
    if (p) p.hand = defIds.map(card);
  });
}

export function withCrystals(
  state: GameState,
  player: PlayerId,
  crystals: Partial<Record<BasicColor, number>>,
): GameState {
  return edit(state, (s) => {
    const p = s.players[player];
    if (p) Object.assign(p.crystals, crystals);
  });
}

export function withTokens(state: GameState, tokens: ManaColor[]): GameState {
  return edit(state, (s) => {
    if (s.turn) s.turn.manaTokens.push(...tokens);
  });
}

/** Set the Source dice to these colours. */
export function withDice(state: GameState, colors: ManaColor[]): GameState {
  return edit(state, (s) => {
    s.source.dice = colors.map((color, i) => ({ id: i + 1, color, takenBy: null }));
    s.source.nextDieId = colors.length + 1;
  });
}

export function withMovePoints(state: GameState, n: number): GameState {
  return edit(state, (s) => {
    if (s.turn) {
      s.turn.movePoints = n;
      s.turn.phase = 'move';
    }
  });
}

export function at(state: GameState, player: PlayerId, hex: HexKey): GameState {
  return edit(state, (s) => {
    const p = s.players[player];
    if (p) p.position = hex;
    if (s.turn && s.turn.player === player) s.turn.path = [hex];
  });
}

export function withTime(state: GameState, time: 'day' | 'night'): GameState {
  return edit(state, (s) => {
    s.round.time = time;
  });
}

/**
 * Start a combat against these enemy definitions for the player whose turn it is (tokens are
 * created fresh). Options as the site would set them.
 */
export function inCombat(
  state: GameState,
  enemyIds: string[],
  opts: {
    kind?: CombatState['kind'];
    siteFortified?: boolean;
    nightRules?: boolean;
    unitsAllowed?: boolean;
    hex?: HexKey;
    /** City defenders of a city of this colour (COMBAT-CITY-1 bonus). */
    cityColor?: import('../core/types').CityColor;
    /** The enemies are rampaging (reputation on defeat). */
    rampaging?: boolean;
  } = {},
): GameState {
  return edit(state, (s) => {
    const player = s.turn?.player ?? 0;
    const ctx: Ctx = newCtx();
    const hex = opts.hex ?? '0,0';
    const enemies = enemyIds.map((id) =>
      combatEnemy(
        instanceId(id, serial++),
        opts.cityColor ? { kind: 'city', hex } : { kind: 'drawn' },
        {
          siteFortified: opts.siteFortified ?? !!opts.cityColor,
          rampaging: opts.rampaging ?? false,
        },
      ),
    );
    beginCombat(
      s,
      player,
      opts.kind ?? 'rampaging',
      opts.hex ?? null,
      enemies,
      { ...opts, cityColor: opts.cityColor ?? null },
      ctx,
    );
  });
}

/** A fresh enemy token id of a definition (e.g. 'prowlers'). */
export function enemyToken(defId: string): string {
  enemyDef(defId);
  return instanceId(defId, serial++);
}

export function placeEnemy(state: GameState, hex: HexKey, defId: string, faceUp = true): GameState {
  return edit(state, (s) => {
    const h = s.map.hexes[hex];
    if (h) h.enemies.push({ id: enemyToken(defId), faceUp });
  });
}

export const pileColor = (defId: string): EnemyColor => enemyDef(defId).color;

/** Apply an action and return the new state. */
export function act(state: GameState, action: Action): GameState {
  return applyAction(state, action).state;
}

export function actWithEvents(
  state: GameState,
  action: Action,
): { state: GameState; events: GameEvent[] } {
  return applyAction(state, action);
}

/** Legal actions of one type. */
export function legal<T extends ActionType>(
  state: GameState,
  type: T,
): Extract<Action, { type: T }>[] {
  return legalActions(state).filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** The rule id an illegal action is refused with (undefined when legal). */
export function refusal(state: GameState, action: Action): string | undefined {
  return checkAction(state, action)?.ruleId;
}

/** Find a hand card instance by definition id. */
export function handCard(state: GameState, player: PlayerId, defId: string): string {
  const c = state.players[player]?.hand.find((x) => x.startsWith(`${defId}#`));
  if (!c) throw new Error(`no ${defId} in hand of player ${player}`);
  return c;
}

/** Answer the open choice with an option. */
export function choose(state: GameState, option: string | string[]): GameState {
  const p = state.pending[state.pending.length - 1];
  if (!p) throw new Error('nothing to choose');
  return act(state, { type: 'choose', player: p.player, option });
}

export { newCtx };

// ----------------------------------------------------------------------------- combat helpers

/** Put a site on a hex (and optionally change more of the hex). */
export function withSite(
  state: GameState,
  hex: HexKey,
  site: import('../content/types').SiteOnHex,
  patch: Partial<import('../state/types').HexState> = {},
): GameState {
  return edit(state, (s) => {
    const h = s.map.hexes[hex];
    if (!h) throw new Error(`no hex ${hex}`);
    h.site = site;
    h.terrain = h.terrain === 'sea' || h.terrain === 'lake' ? 'plains' : h.terrain;
    Object.assign(h, patch);
  });
}

/** A rampaging enemy token (orcs: green, draconum: red) on a hex. Returns the state and token id. */
export function placeRampaging(
  state: GameState,
  hex: HexKey,
  defId: string,
): { state: GameState; id: string } {
  const id = enemyToken(defId);
  const type = enemyDef(defId).color === 'red' ? 'draconum' : 'orcs';
  const s = edit(withSite(state, hex, { type }), (d) => {
    d.map.hexes[hex]?.enemies.push({ id, faceUp: true });
  });
  return { state: s, id };
}

/** Put a fresh token of this definition on top of its pile; returns the state and token id. */
export function topOfPile(
  state: GameState,
  defId: string,
  color?: EnemyColor,
): { state: GameState; id: string } {
  const id = enemyToken(defId);
  const s = edit(state, (d) => {
    d.enemyPiles[color ?? enemyDef(defId).color].draw.unshift(id);
  });
  return { state: s, id };
}

/** Add entries to the open attack group or block column (numbers under test, not cards). */
export function withColumn(
  state: GameState,
  entries: {
    amount: number;
    element?: import('../core/types').Element;
    style?: 'melee' | 'ranged' | 'siege';
    swiftDouble?: boolean;
  }[],
): GameState {
  return edit(state, (s) => {
    const c = s.combat;
    const col = c?.attack ?? c?.block;
    if (!col) throw new Error('no open column');
    for (const e of entries)
      col.entries.push({
        amount: e.amount,
        element: e.element ?? 'physical',
        style: e.style ?? 'melee',
        source: 'test',
        ...(e.swiftDouble ? { swiftDouble: true } : {}),
      });
  });
}

/** Give a player units (fresh instances, ready and unwounded). */
export function withUnits(state: GameState, player: PlayerId, unitDefIds: string[]): GameState {
  return edit(state, (s) => {
    const p = s.players[player];
    if (p)
      p.units.push(
        ...unitDefIds.map((u) => ({ id: instanceId(u, serial++), ready: true, wounds: 0 })),
      );
  });
}

/** Ids of the enemies in the current combat. */
export function combatEnemies(state: GameState): string[] {
  return state.combat?.enemies.map((e) => e.id) ?? [];
}
