// TODO(content): transcribe from ../shared/reference. Placeholder so the registry compiles.
import type { TileDef } from './types';

export const TILES: TileDef[] = [];
