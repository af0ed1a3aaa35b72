// English strings of the play UI (merged into ../en.ts).
export const playEn = {} as const;
