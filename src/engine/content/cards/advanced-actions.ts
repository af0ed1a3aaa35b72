// TODO(content): transcribe from ../shared/reference. Placeholder so the registry compiles.
import type { CardDef } from '../types';

export const ADVANCED_ACTIONS: CardDef[] = [];
