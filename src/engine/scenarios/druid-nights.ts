// SCEN-DRUID: Druid Nights — mark magical glades by Day, chant by Night: each marked glade summons a
// monster worth double Fame, and crystals whatever the outcome. Variants (SCEN-DRUID-7, offered in
// variants/registry.ts): 'druid-more-competition' (7a: few shields per glade, replace another's)
// and 'druid-epic' (7b: 3 Days and 3 Nights on all the tiles).
import { refuse } from '../protocol/framework';
import { ownTurn } from '../protocol/framework';
import { beginCombat, combatEnemy } from '../combat/start';
import { voluntaryActionRefusal } from '../combat/sites';
import type { Ctx } from '../core/context';
import type { SiteType } from '../content/types';
import type { HexKey } from '../hex/hex';
import { drawEnemy } from '../state/piles';
import type { Resolver } from '../choices/resolvers';
import type { GameState, PlayerId } from '../state/types';
import type { ScenarioActionDef, ScenarioDef, ScenarioSetup } from '../state/scenario-types';
import { fourColumnSetup, realPlayers, standardScore } from './common';
import { hasSite } from './tiles';

const INHABITED: SiteType[] = [
  'village',
  'monastery',
  'keep',
  'mage-tower',
  'city',
  'refugee-camp',
];

/** SCEN-DRUID-7a "More competition" (variant id). */
export const DRUID_COMPETITION = 'druid-more-competition';
/** SCEN-DRUID-7b "Epic" (variant id). */
export const DRUID_EPIC = 'druid-epic';

/** SCEN-DRUID-7b: "all" tiles of a kind (the deck takes as many as the box holds). */
const ALL_TILES = Number.POSITIVE_INFINITY;

const epic = (variants: readonly string[] | undefined): boolean =>
  (variants ?? []).includes(DRUID_EPIC);

/** SCEN-DRUID-1, SCEN-DRUID-7b: the last Night of the game (2, or 3 in the epic variant). */
export function lastNight(state: Pick<GameState, 'setup'>): number {
  return epic(state.setup.variants) ? 3 : 2;
}

/** Which Night of the game this round is (1 = the first Night, 2 = the second), 0 by Day. */
export function nightNumber(state: GameState): number {
  return state.round.time === 'night' ? Math.ceil(state.round.number / 2) : 0;
}

/**
 * SCEN-DRUID-7a: shields a glade may hold with "More competition" — 1 with 2 players, 2 with 3–4
 * players; without the variant one per player (SCEN-DRUID-4a), i.e. no limit of its own.
 */
export function gladeLimit(state: GameState): number {
  if (!(state.setup.variants ?? []).includes(DRUID_COMPETITION)) return Number.POSITIVE_INFINITY;
  return state.players.filter((p) => p.kind !== 'dummy').length <= 2 ? 1 : 2;
}

/** Glades bearing this player's shield (SCEN-DRUID-4a). */
export function markedGlades(state: GameState, player: PlayerId): HexKey[] {
  return Object.entries(state.map.hexes)
    .filter(([, h]) => h.site?.type === 'magical-glade' && h.shields.includes(player))
    .map(([k]) => k);
}

function chanted(state: GameState, player: PlayerId): boolean {
  return (state.scenario?.incantations?.[String(state.round.number)] ?? []).includes(player);
}

/** SCEN-DRUID-7a: put `player`'s shield on the glade in place of `replaced`'s. */
function replaceShield(
  state: GameState,
  hex: HexKey,
  player: PlayerId,
  replaced: PlayerId,
  ctx: Ctx,
): void {
  const h = state.map.hexes[hex];
  if (!h || h.shields.includes(player)) return;
  const i = h.shields.indexOf(replaced);
  if (i < 0) return;
  h.shields[i] = player;
  ctx.emit({ type: 'glade-activated', player, hex, replaced });
}

/** SCEN-DRUID-7a: the player chose whose shield leaves the glade (pending 'glade-shield'). */
export const gladeShieldResolver: Resolver = (state, p, answer, ctx) => {
  const hex = typeof p.data?.hex === 'string' ? p.data.hex : '';
  const replaced = Number(answer[0]);
  if (hex && Number.isInteger(replaced)) replaceShield(state, hex, p.player, replaced, ctx);
};

/**
 * SCEN-DRUID-4a: mark the glade you stand on with your shield (at most one per player).
 * SCEN-DRUID-7a: with "More competition" a glade at its limit takes your shield in place of
 * another player's — your choice (pending 'glade-shield') when there are several.
 */
const activateGlade: ScenarioActionDef = {
  targets: () => [undefined],
  check(state, player) {
    const base = ownTurn(state, player);
    if (base) return base;
    const t = state.turn;
    const pos = state.players[player]?.position;
    const h = pos ? state.map.hexes[pos] : undefined;
    if (!t || t.phase === 'end') return refuse('TURN-END-8c', 'Your turn is ending.');
    if (state.combat || state.pvp) return refuse('SCEN-DRUID-4a', 'Not during a combat.');
    if (h?.site?.type !== 'magical-glade')
      return refuse('SCEN-DRUID-4a', 'Stand on a magical glade to activate it.');
    if (h.shields.includes(player))
      return refuse('SCEN-DRUID-4a', 'Your shield already lies on this glade.');
    return null;
  },
  apply(state, player, _hex, ctx) {
    const pos = state.players[player]?.position;
    const h = pos ? state.map.hexes[pos] : undefined;
    if (!h || !pos) return;
    const others = h.shields.filter((x) => x !== player);
    if (others.length < gladeLimit(state)) {
      h.shields.push(player);
      ctx.emit({ type: 'glade-activated', player, hex: pos });
      return;
    }
    const [only] = others;
    if (others.length === 1 && only !== undefined) {
      replaceShield(state, pos, player, only, ctx);
      return;
    }
    state.pending.push({
      kind: 'glade-shield',
      player,
      source: 'magical-glade',
      options: others.map(String),
      data: { hex: pos },
    });
  },
};

/**
 * SCEN-DRUID-4b/4d: once per Night, as the action, not on an inhabited space: one brown (first
 * Night) or red (second Night) monster per marked glade; double Fame (fameFactor 2); undefeated
 * ones vanish (drawn tokens are discarded, COMBAT-OUTCOME-3b); 1 (2) random crystals per monster at
 * the end of the turn however the combat went. SCEN-DRUID-7b: in the epic third Night a brown and
 * a red monster per marked glade (double Fame as before) and 3 random crystals per pair.
 */
const incantation: ScenarioActionDef = {
  targets: () => [undefined],
  check(state, player) {
    const base = ownTurn(state, player);
    if (base) return base;
    const t = state.turn;
    const pos = state.players[player]?.position;
    if (!t || !pos) return refuse('ROUND-4a', 'It is not your turn.');
    const night = nightNumber(state);
    if (night < 1 || night > lastNight(state))
      return refuse('SCEN-DRUID-4b', 'The incantation is performed by Night.');
    if (chanted(state, player))
      return refuse('SCEN-DRUID-4b', 'You have already performed the incantation this Night.');
    const r = voluntaryActionRefusal(state, t);
    if (r) return r;
    const site = state.map.hexes[pos]?.site?.type;
    if (site && INHABITED.includes(site))
      return refuse('SCEN-DRUID-4b', 'The incantation cannot be performed on an inhabited space.');
    if (markedGlades(state, player).length === 0)
      return refuse(
        'SCEN-DRUID-4b',
        'No magical glade bears your shield: nothing would be summoned.',
      );
    return null;
  },
  apply(state, player, _hex, ctx: Ctx) {
    const t = state.turn;
    const pos = state.players[player]?.position;
    if (!t || !pos) return;
    const night = nightNumber(state);
    const n = markedGlades(state, player).length;
    const round = String(state.round.number);
    const inc = { ...(state.scenario?.incantations ?? {}) };
    inc[round] = [...(inc[round] ?? []), player];
    state.scenario = { ...(state.scenario ?? {}), incantations: inc };
    const enemies = [];
    // 4b: brown in the first Night, 4d: red in the second, 7b: a brown and a red in the third.
    const colors: ('brown' | 'red')[] =
      night === 1 ? ['brown'] : night === 2 ? ['red'] : ['brown', 'red'];
    for (let i = 0; i < n; i++)
      for (const color of colors) {
        const id = drawEnemy(state, color);
        if (id) enemies.push(combatEnemy(id, { kind: 'drawn' }, { fameFactor: 2 }));
      }
    // 4b.3: 1 crystal per monster, 4d: 2 per monster, 7b: 3 per pair — n × the Night's number.
    t.rewards.push({ kind: 'random-crystals', count: n * night });
    ctx.emit({ type: 'incantation', player, monsters: enemies.length });
    beginCombat(state, player, 'scenario', pos, enemies, {}, ctx);
  },
};

/**
 * SCEN-DRUID-4c: at the end of the first Night all shields leave the glades; SCEN-DRUID-7b: in the
 * epic variant after the second Night too.
 */
function clearGlades(state: GameState, ctx: Ctx): boolean {
  const night = nightNumber(state);
  if (night < 1 || night >= lastNight(state)) return false;
  for (const h of Object.values(state.map.hexes))
    if (h.site?.type === 'magical-glade') h.shields = [];
  ctx.emit({ type: 'glades-cleared' });
  return false;
}

/**
 * SCEN-DRUID-1; SCEN-DRUID-7b: the epic variant uses all Countryside tiles and all non-city Core
 * tiles (the one city tile stays the Green City's, the map shape is the scenario's).
 */
function druidSetup(n: number, variants?: readonly string[]): ScenarioSetup {
  const base = fourColumnSetup(n);
  if (!epic(variants)) return base;
  return { ...base, tiles: { countryside: ALL_TILES, coreCity: 1, coreNonCity: ALL_TILES } };
}

export const druidNights: ScenarioDef = {
  id: 'druid-nights',
  minPlayers: 2,
  maxPlayers: 4,
  // SCEN-DRUID-1: 2 Days and 2 Nights; SCEN-DRUID-7b: 3 Days and 3 Nights.
  rounds: (_n, variants) => (epic(variants) ? 6 : 4),
  dummy: () => false,
  cooperative: false,
  setup: druidSetup,
  tacticRule: () => 'standard',
  removeInteractive: () => false,
  cityColor: 'green',
  friendlyCity: true, // SCEN-DRUID-3
  tiles: { countrysideFirst: hasSite('magical-glade') }, // SCEN-DRUID-2 (U30)
  pvp: true,
  hooks: {
    actions: { 'activate-glade': activateGlade, incantation },
    roundEnd: clearGlades,
  },
  // SCEN-DRUID-5 (U33): everyone chanted in the second Night → one more turn each (SCEN-DRUID-7b:
  // the third Night).
  endMet: (state) => {
    if (nightNumber(state) !== lastNight(state)) return false;
    const done = state.scenario?.incantations?.[String(state.round.number)] ?? [];
    return realPlayers(state).every((p) => done.includes(p.id));
  },
  playable: true,
  end: 'incantations',
  score: standardScore, // SCEN-DRUID-6
};
