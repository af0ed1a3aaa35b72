// TODO(content): transcribe from ../shared/reference. Placeholder so the registry compiles.
import type { RuinsTokenDef } from './types';

export const RUINS_TOKENS: RuinsTokenDef[] = [];
