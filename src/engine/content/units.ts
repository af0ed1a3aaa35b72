// TODO(content): transcribe from ../shared/reference. Placeholder so the registry compiles.
import type { UnitDef } from './types';

export const UNITS: UnitDef[] = [];
