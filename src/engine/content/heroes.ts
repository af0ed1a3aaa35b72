// TODO(content): transcribe from ../shared/reference. Placeholder so the registry compiles.
import type { HeroDef } from './types';

export const HEROES: HeroDef[] = [];
