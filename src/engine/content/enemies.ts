// TODO(content): transcribe from ../shared/reference. Placeholder so the registry compiles.
import type { EnemyDef } from './types';

export const ENEMIES: EnemyDef[] = [];
