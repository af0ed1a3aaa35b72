// English strings of the combat UI (merged into ../en.ts).
export const combatEn = {} as const;
