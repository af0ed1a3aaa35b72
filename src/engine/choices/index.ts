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
import { ownEntry } from '../core/own';

export function resolverFor(kind: string): Resolver | undefined {
  // Own keys only (core/own.ts): a kind read from a loaded state never finds an inherited member.
  const tables = [
    CORE_RESOLVERS,
    TACTIC_RESOLVERS,
    LEVEL_RESOLVERS,
    COMBAT_RESOLVERS,
    INTERACTION_RESOLVERS,
    BASIC_CARD_RESOLVERS,
    deedResolvers(),
    COMBAT_CARD_RESOLVERS,
    COMBAT_SKILL_RESOLVERS,
    COMBAT_ENEMY_RESOLVERS,
    COMBAT_FLOW_RESOLVERS,
    COOP_RESOLVERS,
    SCENARIO_RESOLVERS,
    VARIANT_RESOLVERS,
  ];
  for (const t of tables) {
    const r = ownEntry(t as Partial<Record<string, Resolver>>, kind);
    if (r) return r;
  }
  return undefined;
}

export type { Resolver };
