// The scenarios' own actions ('scenario-action', dispatched by id to the scenario's hooks) and the
// pending choices of their special rules.
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import type { ActionOf, ActionType } from '../protocol/types';
import type { Resolver } from '../choices/resolvers';
import { ownEntry } from '../core/own';
import type { GameState } from '../state/types';
import { COOPERATION_RESOLVERS } from './cooperation';
import { gladeShieldResolver } from './druid-nights';
import { secretSiteResolver } from './dungeon-lords';
import { scenarioDef } from '../state/scenario-table';

type AnyModule = { [T in ActionType]: ActionModule<T> }[ActionType];

const actionsOf = (state: GameState) => scenarioDef(state.setup.scenario).hooks?.actions ?? {};

const scenarioAction: ActionModule<'scenario-action'> = {
  type: 'scenario-action',
  candidates(state, player) {
    if (state.turn?.player !== player || state.pending.length > 0) return [];
    const out: ActionOf<'scenario-action'>[] = [];
    for (const [id, def] of Object.entries(actionsOf(state)))
      for (const hex of def.targets(state, player))
        out.push(
          hex === undefined
            ? { type: 'scenario-action', player, id }
            : { type: 'scenario-action', player, id, hex },
        );
    return out;
  },
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const def = ownEntry(actionsOf(state), a.id);
    if (!def) return refuse('FLOW-1', `This scenario has no action "${String(a.id)}".`);
    return def.check(state, a.player, a.hex);
  },
  apply(state, a, ctx) {
    ownEntry(actionsOf(state), a.id)?.apply(state, a.player, a.hex, ctx);
  },
};

export const SCENARIO_ACTIONS: Partial<Record<ActionType, AnyModule>> = {
  'scenario-action': scenarioAction,
};

export const SCENARIO_RESOLVERS: Record<string, Resolver> = {
  ...COOPERATION_RESOLVERS,
  'secret-site': secretSiteResolver,
  'glade-shield': gladeShieldResolver, // SCEN-DRUID-7a
};
