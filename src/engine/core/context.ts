// What an apply function gets besides the draft: an event sink.
import type { GameEvent } from './events';

export interface Ctx {
  events: GameEvent[];
  emit(e: GameEvent): void;
}

export function newCtx(): Ctx {
  const events: GameEvent[] = [];
  return { events, emit: (e) => void events.push(e) };
}
