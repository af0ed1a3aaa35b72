// TODO(content): transcribe from ../shared/reference. Placeholder so the registry compiles.
import type { SiteDef } from './types';

export const SITES: SiteDef[] = [];
