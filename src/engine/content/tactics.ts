// TODO(content): transcribe from ../shared/reference. Placeholder so the registry compiles.
import type { TacticDef } from './types';

export const TACTICS: TacticDef[] = [];
