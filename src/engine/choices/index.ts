// All pending-choice resolvers, looked up lazily (so that modules may import each other freely).
import { CORE_RESOLVERS, type Resolver } from './resolvers';
import { TACTIC_RESOLVERS } from '../flow/tactic-effects';
import { LEVEL_RESOLVERS } from '../flow/level-up';
import { COMBAT_RESOLVERS } from '../combat/resolvers';
import { INTERACTION_RESOLVERS } from '../interaction/resolvers';
import { BASIC_CARD_RESOLVERS } from '../effects/hooks/basic-cards';
import { deedResolvers } from '../effects/hook-port';
import { COMBAT_CARD_RESOLVERS } from '../effects/hooks/combat-cards';
import { COMBAT_SKILL_RESOLVERS } from '../effects/hooks/combat-skills';
import { COMBAT_ENEMY_RESOLVERS } from '../effects/hooks/combat-enemies';
import { COMBAT_FLOW_RESOLVERS } from '../effects/hooks/combat-flow';
import { COOP_RESOLVERS } from '../coop/actions';
import { SCENARIO_RESOLVERS } from '../scenarios/actions';
import { VARIANT_RESOLVERS } from '../variants';

export function resolverFor(kind: string): Resolver | undefined {
  return (
    CORE_RESOLVERS[kind] ??
    TACTIC_RESOLVERS[kind] ??
    LEVEL_RESOLVERS[kind] ??
    COMBAT_RESOLVERS[kind] ??
    INTERACTION_RESOLVERS[kind] ??
    BASIC_CARD_RESOLVERS[kind] ??
    deedResolvers()[kind] ??
    COMBAT_CARD_RESOLVERS[kind] ??
    COMBAT_SKILL_RESOLVERS[kind] ??
    COMBAT_ENEMY_RESOLVERS[kind] ??
    COMBAT_FLOW_RESOLVERS[kind] ??
    COOP_RESOLVERS[kind] ??
    SCENARIO_RESOLVERS[kind] ??
    VARIANT_RESOLVERS[kind]
  );
}

export type { Resolver };
