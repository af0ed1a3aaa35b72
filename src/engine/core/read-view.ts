// Plain reads during applyAction without immer's proxies (issue 15). Reading through a draft makes
// a proxy for every object touched — a scan of the whole map made one per hex, at every end of
// turn. A draft that nothing has changed yet (isModified is false, also for changes below it) is
// exactly its original, which is frozen and can be read directly; a changed one is returned as is.
// Only for reads: what it returns must never be written to (the original is frozen: writing throws).
import { isDraft, isModified, original } from 'immer';

export function readView<T extends object>(x: T): T {
  return isDraft(x) && !isModified(x) ? original(x as never) : x;
}
