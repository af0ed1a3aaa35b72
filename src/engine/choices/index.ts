// All pending-choice resolvers, looked up by kind. The core resolvers live here; every other table
// (tactics, level-up, combat, interaction, the effect-hook families, coop, scenarios, variants)
// belongs to a floor above the choices and is registered by the composition root (plugins.ts), in
// the order they are asked — issue 14: importing them closed one folder cycle through the engine.
import { CORE_RESOLVERS, type Resolver } from './resolvers';
import { ownEntry } from '../core/own';

/** A table of resolvers by choice kind, or a getter for one built on first use. */
export type ResolverTable =
  Readonly<Partial<Record<string, Resolver>>> | (() => Readonly<Partial<Record<string, Resolver>>>);

const tables: ResolverTable[] = [CORE_RESOLVERS];

/** Called once by the composition root; tables are asked in the order registered, core first. */
export function registerResolvers(...more: ResolverTable[]): void {
  tables.push(...more);
}

export function resolverFor(kind: string): Resolver | undefined {
  // Own keys only (core/own.ts): a kind read from a loaded state never finds an inherited member.
  for (const entry of tables) {
    const t = typeof entry === 'function' ? entry() : entry;
    const r = ownEntry(t, kind);
    if (r) return r;
  }
  return undefined;
}

export type { Resolver };
