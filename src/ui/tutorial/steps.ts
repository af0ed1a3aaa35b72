// The guided tutorial (issue 17.1): a First Reconnaissance on a fixed seed, played with the real
// engine. Each step is data: what to do (i18n `tut.<id>.title/body`), the rule behind it (a rule
// ID of RULES.md, shown as a RuleLink), what to highlight (CSS selectors of stable data-testids,
// or a map hex / tile position) and a `done` predicate on the engine state. The runner
// (`advanceTutorial`) checks the current step after every state change, credits what the player
// already did, and skips what can no longer be done (saying so) — the game itself is never
// scripted or changed.
//
// Seed and hero (found with scripts/tutorial-seed.ts, which runs createGame over seeds and
// heroes): seed 386, Tovak, solo First Reconnaissance. Every seed of this scenario lays out the
// same start (portal 0,0; countryside-1 at 1,0 and countryside-2 at 0,1): a crystal mine at 0,-2,
// villages at 2,-3 and 4,-2, a magical glade, and two rampaging orc camps, at 3,-3 and 1,-4. What
// the seed decides is which orcs, the hand, the dice and the units. Seed 386 gives:
//   - Diggers at 3,-3 (armour 3, attack 3, fortified — which only matters against ranged
//     attacks), right next to the village 2,-3;
//   - Tovak's first hand March, Concentration, Crystallize, Cold Toughness, Stamina and a green
//     die in the Source: Crystallize paid with the green die makes a green crystal, which pays
//     March's strong effect (Move 4) — Source and crystal in the first turn;
//   - the next draws Promise, Instinct, Threaten, Mana Draw, March: turn 2 walks to the village
//     (Stamina, Move 2), challenges the Diggers, blocks 3 with Cold Toughness and attacks 3 with
//     Instinct + Concentration sideways; turn 3 explores from the village (March, Move 2) and
//     recruits Peasants (Influence 4: Promise + Threaten) — the unit offer holds Peasants and
//     Foresters, both recruitable in villages;
//   - turn 4 rests; the dummy's deck runs out two turns later, the round ends, Night begins and
//     the Night tactic is chosen.
//
// Steps: welcome · tactic · crystallize (mana from the Source) · march (a card for Move, strong,
// paid with the crystal) · crystal (if not yet used) · walk · end-turn-1 · village · challenge ·
// block · damage · attack · end-turn-2 · explore · recruit · end-turn-3 · rest · round-end ·
// night · finish.
import type { GameState, HexKey } from '../../engine';
import { TUTORIAL_SETUP } from './setup';

export const TUTORIAL = {
  ...TUTORIAL_SETUP,
  portal: '0,0',
  firstStop: '1,-2',
  village: '2,-3',
  orcs: '3,-3',
  /** the tile position explored from the village */
  newTile: '1,1',
  startTiles: 3,
} as const;

export const ME = 0;

/** What the runner has seen happen since the tutorial started (kept with the progress). */
export interface Seen {
  dieTaken: boolean;
  crystalGained: boolean;
  crystalUsed: boolean;
  turnsEnded: number;
  fought: boolean;
  blocked: boolean;
  rested: boolean;
}

export const NO_SEEN: Seen = {
  dieTaken: false,
  crystalGained: false,
  crystalUsed: false,
  turnsEnded: 0,
  fought: false,
  blocked: false,
  rested: false,
};

export type Target =
  | { kind: 'dom'; selectors: string[] }
  | { kind: 'hex'; hex: HexKey }
  | { kind: 'tile'; pos: string };

export interface StepCtx {
  seen: Seen;
  /** `seen` when this step became the current one */
  atStart: Seen;
}

export interface TutorialStep {
  id: string;
  /** rule ID in RULES.md (shown as a link to the rules reference) */
  rule: string;
  /** what to highlight; a function when it depends on the state (e.g. the combat phase) */
  target?: Target | ((s: GameState) => Target | null);
  /** a manual step (welcome, finish) advances with its button */
  manual?: boolean;
  done?: (s: GameState, ctx: StepCtx) => boolean;
  /** true when the step can no longer be done: the runner skips it and says why */
  skip?: (s: GameState, ctx: StepCtx) => boolean;
  /** an extra line for the current situation (i18n key suffix `tut.<id>.<hint>`), if any */
  hint?: (s: GameState) => string | null;
}

const me = (s: GameState) => s.players[ME];
const crystalsOf = (s: GameState) => {
  const c = me(s)?.crystals;
  return c ? c.red + c.blue + c.green + c.white : 0;
};
const myTurn = (s: GameState) => s.round.phase === 'turns' && s.turn?.player === ME;
const hasCard = (s: GameState, def: string) =>
  (me(s)?.hand ?? []).some((c) => c.startsWith(`${def}#`));
const card = (def: string) => `[data-testid="hand-card"][data-card^="${def}#"]`;
const orcsThere = (s: GameState) => (s.map.hexes[TUTORIAL.orcs]?.enemies.length ?? 0) > 0;
const round1Over = (s: GameState) => s.round.number > 1;
const endTurnTarget: Target = {
  kind: 'dom',
  selectors: ['[data-testid="choice-confirm"]', '[data-testid="end-turn"]'],
};

/** What the new state shows that the runner should remember. */
export function observe(seen: Seen, s: GameState, prev: GameState | null): Seen {
  const next = { ...seen };
  if (s.source.dice.some((d) => d.takenBy === ME)) next.dieTaken = true;
  if (prev) {
    const before = crystalsOf(prev);
    const after = crystalsOf(s);
    if (after > before) next.crystalGained = true;
    if (after < before) next.crystalUsed = true;
    if (prev.turn?.player === ME && s.turn?.player !== ME) next.turnsEnded += 1;
    else if (prev.turn?.player === ME && prev.round.number < s.round.number) next.turnsEnded += 1;
  }
  if (s.combat) next.fought = true;
  if (s.combat?.enemies.some((e) => e.blocked.some(Boolean))) next.blocked = true;
  if (s.turn?.player === ME && s.turn.rested) next.rested = true;
  return next;
}

const endTurn = (id: string): TutorialStep => ({
  id,
  rule: 'TURN-END-8',
  target: endTurnTarget,
  done: (_s, { seen, atStart }) => seen.turnsEnded > atStart.turnsEnded,
});

export const STEPS: readonly TutorialStep[] = [
  { id: 'welcome', rule: 'TURN-OPT-5', manual: true },
  {
    id: 'tactic',
    rule: 'ROUND-3a',
    target: { kind: 'dom', selectors: ['[data-testid="tactic-picker"]'] },
    done: (s) => me(s)?.tactic !== null || s.round.phase === 'turns' || s.round.number > 1,
  },
  {
    id: 'crystallize',
    rule: 'MANA-3',
    target: (s) => ({
      kind: 'dom',
      selectors: [
        '[data-testid="choice-panel"]',
        '[data-testid="payment-plan"]',
        hasCard(s, 'crystallize') ? card('crystallize') : '[data-testid="source"]',
      ],
    }),
    done: (s, { seen }) => seen.dieTaken || crystalsOf(s) > 0,
    skip: (s, { seen }) => round1Over(s) || seen.turnsEnded > 0,
    hint: (s) => (hasCard(s, 'crystallize') ? null : 'noCard'),
  },
  {
    id: 'march',
    rule: 'CARD-3a',
    target: (s) => ({
      kind: 'dom',
      selectors: [
        '[data-testid="card-menu"]',
        '[data-testid="payment-plan"]',
        hasCard(s, 'march') ? card('march') : '[data-testid="drop-move"]',
      ],
    }),
    done: (s) =>
      (myTurn(s) && (s.turn?.movePoints ?? 0) > 0) || me(s)?.position !== TUTORIAL.portal,
    skip: (s, { seen }) => round1Over(s) || seen.turnsEnded > 0,
    hint: (s) => (hasCard(s, 'march') ? (crystalsOf(s) > 0 ? 'withCrystal' : null) : 'noCard'),
  },
  {
    id: 'crystal',
    rule: 'MANA-1c',
    target: { kind: 'dom', selectors: ['[data-testid="payment-plan"]', '[data-testid="hand"]'] },
    done: (_s, { seen }) => seen.crystalUsed,
    // nothing to pay with: no crystal was made (the die went elsewhere)
    skip: (s, { seen }) => !seen.crystalUsed && crystalsOf(s) === 0,
  },
  {
    id: 'walk',
    rule: 'MOVE-3',
    target: { kind: 'hex', hex: TUTORIAL.firstStop },
    done: (s) => me(s)?.position !== TUTORIAL.portal && me(s)?.position !== null,
    skip: (s, { seen }) => round1Over(s) || seen.turnsEnded > 0,
    hint: (s) =>
      !myTurn(s)
        ? null
        : (s.turn?.movePoints ?? 0) === 0
          ? 'noMove'
          : (s.turn?.movePoints ?? 0) < 4
            ? 'lessMove'
            : null,
  },
  endTurn('end-turn-1'),
  {
    id: 'village',
    rule: 'MOVE-3',
    target: (s) =>
      myTurn(s) && (s.turn?.movePoints ?? 0) >= 2
        ? { kind: 'hex', hex: TUTORIAL.village }
        : { kind: 'dom', selectors: [card('stamina'), card('march'), '[data-testid="hand"]'] },
    done: (s) => me(s)?.position === TUTORIAL.village,
    skip: (s) => round1Over(s),
    hint: (s) => (myTurn(s) && (s.turn?.movePoints ?? 0) === 0 ? 'needMove' : null),
  },
  {
    id: 'challenge',
    rule: 'COMBAT-1d',
    target: {
      kind: 'dom',
      selectors: ['[data-testid="challenge"]', '[data-testid="encounter"]'],
    },
    done: (s, { seen }) => seen.fought,
    skip: (s) => !orcsThere(s) || round1Over(s),
    hint: (s) => (myTurn(s) && me(s)?.position !== TUTORIAL.village ? 'notAdjacent' : null),
  },
  {
    id: 'block',
    rule: 'COMBAT-BLOCK-1',
    target: (s) => ({
      kind: 'dom',
      selectors:
        s.combat?.phase === 'ranged'
          ? ['[data-testid="next-phase"]']
          : s.combat?.block
            ? [
                '[data-testid="card-menu"]',
                '[data-testid="resolve-column"]:not([disabled])',
                card('cold-toughness'),
                '[data-testid="hand"]',
              ]
            : ['[data-testid="block-attack"]'],
    }),
    done: (_s, { seen }) => seen.blocked,
    // the block phase passed (or the fight ended) without a block
    skip: (s, { seen }) =>
      !seen.blocked &&
      ((s.combat !== null && s.combat.phase !== 'ranged' && s.combat.phase !== 'block') ||
        (s.combat === null && seen.fought) ||
        (!orcsThere(s) && !seen.fought)),
  },
  {
    id: 'damage',
    rule: 'COMBAT-DMG-1',
    target: { kind: 'dom', selectors: ['[data-testid="next-phase"]'] },
    done: (s, { seen }) =>
      seen.fought && (s.combat === null || s.combat.phase === 'attack') && !hasPendingDamage(s),
    skip: (s, { seen }) => !seen.fought && !orcsThere(s),
    hint: (s) => (s.combat?.phase === 'damage' ? 'assign' : null),
  },
  {
    id: 'attack',
    rule: 'COMBAT-ATTACK-1',
    target: (s) => ({
      kind: 'dom',
      selectors: s.combat?.attack
        ? [
            '[data-testid="card-menu"]',
            '[data-testid="resolve-column"]:not([disabled])',
            card('instinct'),
            card('concentration'),
            '[data-testid="hand"]',
          ]
        : [
            '[data-testid="declare-attack"]',
            '[data-testid="summary-continue"]',
            '[data-testid="next-phase"]:not([disabled])',
          ],
    }),
    done: (s, { seen }) => seen.fought && !orcsThere(s),
    skip: (s, { seen }) => seen.fought && s.combat === null && orcsThere(s),
  },
  endTurn('end-turn-2'),
  {
    id: 'explore',
    rule: 'MOVE-5b',
    target: (s) =>
      myTurn(s) && (s.turn?.movePoints ?? 0) >= 2
        ? { kind: 'tile', pos: TUTORIAL.newTile }
        : { kind: 'dom', selectors: [card('march'), card('stamina'), '[data-testid="hand"]'] },
    done: (s) => s.map.tiles.length > TUTORIAL.startTiles,
    skip: (s) => round1Over(s),
    hint: (s) => (myTurn(s) && (s.turn?.movePoints ?? 0) < 2 ? 'needMove' : null),
  },
  {
    id: 'recruit',
    rule: 'INTERACT-4a',
    target: {
      kind: 'dom',
      selectors: [
        '[data-testid="site-interact"]',
        '[data-testid="option-buy"]:not([disabled])',
        '[data-testid="card-menu"]',
        card('promise'),
        card('threaten'),
        '[data-testid="site-options"]',
      ],
    },
    done: (s) => (me(s)?.units.length ?? 0) > 0,
    skip: (s) => round1Over(s) || me(s)?.position !== TUTORIAL.village,
    hint: (s) =>
      s.turn?.interaction && (s.turn.influencePoints ?? 0) < 4 ? 'needInfluence' : null,
  },
  endTurn('end-turn-3'),
  {
    id: 'rest',
    rule: 'TURN-REST-7b',
    target: {
      kind: 'dom',
      selectors: [
        '[data-testid="rest-confirm"]:not([disabled])',
        '[data-testid="rest-picker"]',
        '[data-testid="rest"]',
      ],
    },
    done: (_s, { seen }) => seen.rested,
    skip: (s) => round1Over(s),
    // TURN-OPT-5: a rest is the whole turn — after playing cards or moving it waits for the next turn
    hint: (s) =>
      myTurn(s) && ((s.turn?.played.length ?? 0) > 0 || s.turn?.moved) ? 'nextTurn' : null,
  },
  {
    id: 'round-end',
    rule: 'ROUND-4b',
    target: {
      kind: 'dom',
      selectors: [
        '[data-testid="choice-confirm"]',
        '[data-testid="announce-end-of-round"]',
        '[data-testid="end-turn"]',
      ],
    },
    done: (s) => s.round.number > 1,
  },
  {
    id: 'night',
    rule: 'ROUND-2a',
    target: { kind: 'dom', selectors: ['[data-testid="tactic-picker"]'] },
    done: (s) => s.round.time === 'night' && (me(s)?.tactic ?? null) !== null,
  },
  { id: 'finish', rule: 'ROUND-1', manual: true },
];

function hasPendingDamage(s: GameState): boolean {
  return s.combat?.phase === 'damage' && s.pending.some((p) => p.player === ME);
}

// ---------------------------------------------------------------- the runner (pure)

export interface TutorialProgress {
  /** ids of steps done (or confirmed, for manual steps) */
  done: string[];
  /** ids of steps skipped because they could no longer be done */
  skipped: string[];
  seen: Seen;
  /** `seen` when the current step began */
  atStart: Seen;
  /** the player left the tutorial (the game goes on as a normal game) */
  left: boolean;
  /** what changed with the last advance, shown above the current step */
  note: { kind: 'already' | 'skipped'; step: string }[];
}

export function newProgress(): TutorialProgress {
  return { done: [], skipped: [], seen: NO_SEEN, atStart: NO_SEEN, left: false, note: [] };
}

export function currentStep(p: TutorialProgress): TutorialStep | null {
  return STEPS.find((st) => !p.done.includes(st.id) && !p.skipped.includes(st.id)) ?? null;
}

export function stepIndex(p: TutorialProgress): number {
  const cur = currentStep(p);
  return cur ? STEPS.indexOf(cur) : STEPS.length;
}

/**
 * One state change: remember what happened, then advance over every step that is done (or can no
 * longer be done). Steps passed without the player acting on them since they became current are
 * reported as "already done"; skipped ones as skipped.
 */
export function advanceTutorial(
  p: TutorialProgress,
  s: GameState,
  prev: GameState | null,
): TutorialProgress {
  const seen = observe(p.seen, s, prev);
  let next: TutorialProgress = { ...p, seen };
  const notes: TutorialProgress['note'] = [];
  let first = true;
  for (let guard = 0; guard < STEPS.length; guard++) {
    const cur = currentStep(next);
    if (!cur || cur.manual) break;
    const ctx = { seen, atStart: next.atStart };
    // the next step starts from what was seen before this change: if this change ended the
    // turn, an "end your turn" step reached now counts it (it was done while on an earlier step)
    if (cur.done?.(s, ctx)) {
      if (!first) notes.push({ kind: 'already', step: cur.id });
      next = { ...next, done: [...next.done, cur.id], atStart: p.seen };
    } else if (cur.skip?.(s, ctx)) {
      notes.push({ kind: 'skipped', step: cur.id });
      next = { ...next, skipped: [...next.skipped, cur.id], atStart: p.seen };
    } else break;
    first = false;
  }
  if (notes.length > 0 || currentStep(next) !== currentStep(p)) next = { ...next, note: notes };
  return next;
}

/** The manual step's button (or "skip this step"): mark the current step and go on. */
export function confirmStep(
  p: TutorialProgress,
  s: GameState | null,
  skip = false,
): TutorialProgress {
  const cur = currentStep(p);
  if (!cur) return p;
  let next: TutorialProgress = skip
    ? { ...p, skipped: [...p.skipped, cur.id], atStart: p.seen, note: [] }
    : { ...p, done: [...p.done, cur.id], atStart: p.seen, note: [] };
  if (s) {
    const moved = advanceTutorial({ ...next, note: [] }, s, null);
    // steps passed at once after the confirmation were done before: say so
    next = {
      ...moved,
      note: moved.note.map((n) => ({ ...n, kind: n.kind === 'skipped' ? 'skipped' : 'already' })),
    };
  }
  return next;
}

/** Resolve a step's target for the state. */
export function targetOf(step: TutorialStep, s: GameState): Target | null {
  if (!step.target) return null;
  return typeof step.target === 'function' ? step.target(s) : step.target;
}
