// All pending-choice resolvers, looked up lazily (so that modules may import each other freely).
import { CORE_RESOLVERS, type Resolver } from './resolvers';
import { TACTIC_RESOLVERS } from '../flow/tactic-effects';
import { LEVEL_RESOLVERS } from '../flow/level-up';
import { COMBAT_RESOLVERS } from '../combat/resolvers';
import { INTERACTION_RESOLVERS } from '../interaction/resolvers';
import { BASIC_CARD_RESOLVERS } from '../effects/hooks/basic-cards';

export function resolverFor(kind: string): Resolver | undefined {
  return (
    CORE_RESOLVERS[kind] ??
    TACTIC_RESOLVERS[kind] ??
    LEVEL_RESOLVERS[kind] ??
    COMBAT_RESOLVERS[kind] ??
    INTERACTION_RESOLVERS[kind] ??
    BASIC_CARD_RESOLVERS[kind]
  );
}

export type { Resolver };
