// The rules engine and its content are most of the app's code, and the start screen needs none of
// it. The store therefore reaches the engine through this loader: `loadEngine()` imports it on
// demand (a separate chunk), `engine()` hands it out once loaded. The game screen is only shown
// when a game exists, and a game only exists after the engine was loaded, so game UI code may call
// `engine()` freely. Tests and tools that import the engine statically hand it over with
// `provideEngine` (src/test-setup.ts does so for every unit test).
import type * as EngineModule from '../engine';

export type Engine = typeof EngineModule;

let loaded: Engine | null = null;
let loading: Promise<Engine> | null = null;

export function loadEngine(): Promise<Engine> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('../engine').then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = null; // e.g. offline before the chunk was cached: a later attempt may succeed
      throw e;
    },
  );
  return loading;
}

/** The engine, or null while it is not loaded yet. */
export function engineIfLoaded(): Engine | null {
  return loaded;
}

/** The loaded engine; throws when nothing loaded it yet (a programming error). */
export function engine(): Engine {
  if (!loaded) throw new Error('The rules engine is not loaded yet (call loadEngine first).');
  return loaded;
}

export function provideEngine(m: Engine): void {
  loaded = m;
}
