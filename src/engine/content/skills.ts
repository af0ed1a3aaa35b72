// TODO(content): transcribe from ../shared/reference. Placeholder so the registry compiles.
import type { SkillDef } from './types';

export const SKILLS: SkillDef[] = [];
