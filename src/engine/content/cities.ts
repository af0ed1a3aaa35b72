// TODO(content): transcribe from ../shared/reference. Placeholder so the registry compiles.
import type { CityDef } from './types';

export const CITIES: CityDef[] = [];
