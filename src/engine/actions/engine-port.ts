// The engine's own entry points (checkAction, legalActions, applyAction) for the few helpers that
// sit beside them and drive whole actions (view/play-options, view/replay). They are defined in the
// public face index.ts, which imports everything; a helper importing index.ts back would close an
// import cycle through the whole engine (issue 14). index.ts, the composition root, fills this port.
import type { Refusal } from '../mana/mana';
import type { GameState } from '../state/types';
import type { Action } from '../protocol/types';

export interface EnginePort {
  checkAction: (state: GameState, action: Action) => Refusal | null;
  legalActions: (state: GameState) => Action[];
  applyAction: (state: GameState, action: Action) => { state: GameState };
}

let port: EnginePort | undefined;

/** Called once by src/engine/index.ts. */
export function registerEnginePort(p: EnginePort): void {
  port = p;
}

export function enginePort(): EnginePort {
  if (!port) throw new Error('engine port not registered (import the engine through src/engine)');
  return port;
}
