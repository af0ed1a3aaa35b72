// SCEN-DRUID: Druid Nights — mark magical glades by Day, chant by Night: each marked glade summons a
// monster worth double Fame, and crystals whatever the outcome.
import { refuse } from '../actions/framework';
import { ownTurn } from '../actions/framework';
import { beginCombat, combatEnemy } from '../combat/start';
import { voluntaryActionRefusal } from '../combat/sites';
import type { Ctx } from '../core/context';
import type { SiteType } from '../content/types';
import type { HexKey } from '../hex/hex';
import { drawEnemy } from '../state/piles';
import type { GameState, PlayerId } from '../state/types';
import type { ScenarioActionDef, ScenarioDef } from './types';
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

/** Which Night of the game this round is (1 = the first Night, 2 = the second), 0 by Day. */
export function nightNumber(state: GameState): number {
  return state.round.time === 'night' ? Math.ceil(state.round.number / 2) : 0;
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

/** SCEN-DRUID-4a: mark the glade you stand on with your shield (at most one per player). */
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
    h.shields.push(player);
    ctx.emit({ type: 'glade-activated', player, hex: pos });
  },
};

/**
 * SCEN-DRUID-4b/4d: once per Night, as the action, not on an inhabited space: one brown (first
 * Night) or red (second Night) monster per marked glade; double Fame (fameFactor 2); undefeated
 * ones vanish (drawn tokens are discarded, COMBAT-OUTCOME-3b); 1 (2) random crystals per monster at
 * the end of the turn however the combat went.
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
    if (night < 1 || night > 2)
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
    for (let i = 0; i < n; i++) {
      const id = drawEnemy(state, night === 1 ? 'brown' : 'red');
      if (id) enemies.push(combatEnemy(id, { kind: 'drawn' }, { fameFactor: 2 }));
    }
    t.rewards.push({ kind: 'random-crystals', count: n * night }); // 4b.3, 4d
    ctx.emit({ type: 'incantation', player, monsters: enemies.length });
    beginCombat(state, player, 'scenario', pos, enemies, {}, ctx);
  },
};

/** SCEN-DRUID-4c: at the end of the first Night all shields leave the glades. */
function clearGlades(state: GameState, ctx: Ctx): boolean {
  if (nightNumber(state) !== 1) return false;
  for (const h of Object.values(state.map.hexes))
    if (h.site?.type === 'magical-glade') h.shields = [];
  ctx.emit({ type: 'glades-cleared' });
  return false;
}

export const druidNights: ScenarioDef = {
  id: 'druid-nights',
  minPlayers: 2,
  maxPlayers: 4,
  rounds: () => 4,
  dummy: () => false,
  cooperative: false,
  setup: fourColumnSetup,
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
  // SCEN-DRUID-5 (U33): everyone chanted in the second Night → one more turn each.
  endMet: (state) => {
    if (nightNumber(state) !== 2) return false;
    const done = state.scenario?.incantations?.[String(state.round.number)] ?? [];
    return realPlayers(state).every((p) => done.includes(p.id));
  },
  playable: true,
  end: 'incantations',
  score: standardScore, // SCEN-DRUID-6
};
