// Registry of every custom effect hook, grouped by family. A hook name used in content data must
// appear here (checked by the content registry test).
import type { CustomHook } from './types';

export const HOOKS: Record<string, CustomHook> = {};
