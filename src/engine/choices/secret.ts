// Pending-choice kinds whose answers are secret: the event log does not tell them (actions/choose.ts)
// and playerView hides their options from the other players.
export const SECRET_CHOICES: ReadonlySet<string> = new Set([
  'intcombat-die', // VAR-INTCOMBAT-2: set secretly, revealed in the phase where it matters
  'draft-pick', // VAR-DECK-2b: the drafted cards are face down
  'draft-return', // VAR-DECK-2e: which drafted card goes into the deck
]);
