// The tutorial's steps on real engine states: the seed really offers what the steps say (a
// green die, Crystallize and March, Diggers next to the village, Peasants for hire), a whole
// playthrough advances through every step in order, and a player who does something else is
// credited or skipped with a note instead of getting stuck.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Action, type GameState } from '../../engine';
import {
  advanceTutorial,
  confirmStep,
  currentStep,
  newProgress,
  STEPS,
  targetOf,
  TUTORIAL,
  type TutorialProgress,
} from './steps';
import { tutorialSetup } from './setup';

/** A game under the tutorial: every action goes through the runner as in the UI. */
class Run {
  s: GameState = createGame(tutorialSetup());
  p: TutorialProgress = advanceTutorial(newProgress(), this.s, null);
  act(a: Action) {
    const prev = this.s;
    this.s = applyAction(this.s, a).state;
    this.p = advanceTutorial(this.p, this.s, prev);
  }
  pick(f: (a: Action) => boolean) {
    const a = legalActions(this.s).find(f);
    if (!a) throw new Error(`no such legal action; step ${this.step}`);
    this.act(a);
  }
  card(def: string) {
    const c = this.s.players[0]?.hand.find((h) => h.startsWith(`${def}#`));
    if (!c) throw new Error(`${def} not in hand`);
    return c;
  }
  play(def: string, mode: 'basic' | 'strong' | 'sideways', extra: Partial<Action> = {}) {
    this.act({ type: 'play-card', player: 0, card: this.card(def), mode, ...extra } as Action);
  }
  /** End the turn keeping every card; take level rewards; let the dummy play. */
  endTurn() {
    this.act({ type: 'end-turn', player: 0 });
    this.settle();
  }
  settle() {
    for (let i = 0; i < 40; i++) {
      const s = this.s;
      if (s.round.phase === 'turns' && s.turn?.player === 0 && s.pending.length === 0) return;
      if (s.round.phase === 'tactics' && s.round.tacticPicker === 0) return; // the player picks
      const mine = s.pending.find((p) => p.player === 0);
      if (mine?.kind === 'end-discard') {
        // keep everything; a turn without any card played must discard one (TURN-OPT-5a)
        const keep = legalActions(s).find(
          (a) => a.type === 'choose' && Array.isArray(a.option) && a.option.length === 0,
        );
        const one = legalActions(s).find(
          (a) => a.type === 'choose' && Array.isArray(a.option) && a.option.length === 1,
        );
        const a = keep ?? one;
        if (!a) throw new Error('no discard choice');
        this.act(a);
      } else {
        const la = legalActions(s);
        const a = la.find((x) => x.type === 'dummy-turn') ?? la[0];
        if (!a) throw new Error('stuck');
        this.act(a);
      }
    }
  }
  get step() {
    return currentStep(this.p)?.id ?? 'none';
  }
  next() {
    this.p = confirmStep(this.p, this.s);
  }
}

describe('tutorial seed (steps.ts: seed 386, Tovak)', () => {
  it('offers what the steps teach: green die, Crystallize + March, Diggers by the village, Peasants', () => {
    const s = createGame(tutorialSetup());
    const p = s.players[0];
    expect(p?.hero).toBe('tovak');
    expect(p?.hand.map((c) => c.split('#')[0])).toEqual(
      expect.arrayContaining(['crystallize', 'march', 'stamina', 'cold-toughness']),
    );
    expect(s.source.dice.some((d) => d.color === 'green')).toBe(true);
    expect(s.map.hexes[TUTORIAL.orcs]?.enemies[0]?.id).toMatch(/^diggers#/);
    expect(s.map.hexes[TUTORIAL.village]?.site?.type).toBe('village');
    expect(s.offers.units.some((u) => u.startsWith('peasants#'))).toBe(true);
  });
});

describe('tutorial runner on real engine states', () => {
  it('a whole playthrough advances through every step in order (ROUND-3a … ROUND-2a)', () => {
    const r = new Run();
    const order: string[] = [r.step];
    const track = () => {
      if (order[order.length - 1] !== r.step) order.push(r.step);
    };
    expect(r.step).toBe('welcome');
    r.next();
    track();
    expect(r.step).toBe('tactic');
    r.act({ type: 'choose-tactic', player: 0, tactic: 'early-bird' });
    r.settle();
    track();
    expect(r.step).toBe('crystallize');
    // MANA-3: one die from the Source pays Crystallize → a green crystal (GAIN-2)
    const green = r.s.source.dice.find((d) => d.color === 'green');
    r.play('crystallize', 'basic');
    r.act({ type: 'choose', player: 0, option: `die:${green?.id}` });
    track();
    expect(r.s.players[0]?.crystals.green).toBe(1);
    expect(r.step).toBe('march');
    // CARD-3a + MANA-1c: March strong paid with the crystal; the crystal step is credited too
    r.play('march', 'strong', { mana: [{ kind: 'crystal', color: 'green' }] });
    track();
    expect(r.step).toBe('walk');
    expect(r.p.done).toContain('crystal');
    expect(r.p.note).toEqual([{ kind: 'already', step: 'crystal' }]);
    r.act({ type: 'move', player: 0, to: '0,-1' });
    r.act({ type: 'move', player: 0, to: TUTORIAL.firstStop });
    track();
    expect(r.step).toBe('end-turn-1');
    r.endTurn();
    track();
    expect(r.step).toBe('village');
    r.play('stamina', 'basic');
    r.act({ type: 'move', player: 0, to: TUTORIAL.village });
    track();
    expect(r.step).toBe('challenge');
    r.act({ type: 'challenge', player: 0, hexes: [TUTORIAL.orcs] });
    track();
    expect(r.step).toBe('block');
    r.pick((a) => a.type === 'end-combat-phase'); // no ranged attacks
    r.pick((a) => a.type === 'declare-block');
    r.play('cold-toughness', 'basic');
    r.pick((a) => a.type === 'resolve-column');
    track();
    expect(r.step).toBe('damage');
    r.pick((a) => a.type === 'end-combat-phase');
    if (r.s.combat?.phase === 'damage') r.pick((a) => a.type === 'end-combat-phase');
    track();
    expect(r.step).toBe('attack');
    r.pick((a) => a.type === 'declare-attack');
    r.play('instinct', 'basic');
    while (r.s.pending.length > 0) r.pick((a) => a.type === 'choose');
    r.play('concentration', 'sideways', { as: 'attack' });
    r.pick((a) => a.type === 'resolve-column');
    while (r.s.combat) r.pick((a) => a.type === 'end-combat-phase');
    track();
    expect(r.s.map.hexes[TUTORIAL.orcs]?.enemies).toEqual([]);
    expect(r.step).toBe('end-turn-2');
    r.endTurn();
    track();
    expect(r.step).toBe('explore');
    r.play('march', 'basic');
    r.pick((a) => a.type === 'explore');
    track();
    expect(r.step).toBe('recruit');
    r.pick((a) => a.type === 'interact');
    r.play('promise', 'basic');
    r.play('threaten', 'basic');
    r.pick((a) => a.type === 'recruit' && a.unit.startsWith('peasants#'));
    track();
    expect(r.step).toBe('end-turn-3');
    r.endTurn();
    track();
    expect(r.step).toBe('rest');
    r.pick((a) => a.type === 'rest');
    track();
    expect(r.step).toBe('round-end');
    for (let i = 0; i < 8 && r.s.round.number === 1; i++) r.endTurn();
    track();
    expect(r.s.round.time).toBe('night');
    expect(r.step).toBe('night');
    r.pick((a) => a.type === 'choose-tactic');
    r.settle();
    track();
    expect(r.step).toBe('finish');
    r.next();
    expect(currentStep(r.p)).toBeNull();
    expect(order).toEqual(STEPS.map((s) => s.id).filter((id) => id !== 'crystal'));
    expect(r.p.skipped).toEqual([]);
  });

  it('Stamina played for Move without the crystal: the crystal step stays until the crystal is used', () => {
    const r = new Run();
    r.next();
    r.act({ type: 'choose-tactic', player: 0, tactic: 'early-bird' });
    r.settle();
    const green = r.s.source.dice.find((d) => d.color === 'green');
    r.play('crystallize', 'basic');
    r.act({ type: 'choose', player: 0, option: `die:${green?.id}` });
    r.play('stamina', 'basic');
    expect(r.step).toBe('crystal');
    // the crystal pays March's strong effect later in the turn (MANA-1c): done, walking is next
    r.play('march', 'strong', { mana: [{ kind: 'crystal', color: 'green' }] });
    expect(r.step).toBe('walk');
  });

  it('something else first: moving before Crystallize skips the Source steps and says so', () => {
    const r = new Run();
    r.next();
    r.act({ type: 'choose-tactic', player: 0, tactic: 'early-bird' });
    r.settle();
    expect(r.step).toBe('crystallize');
    r.play('stamina', 'basic'); // Move 2 without any mana
    r.act({ type: 'move', player: 0, to: '0,-1' });
    r.endTurn();
    // the turn ended: the first turn's steps cannot be done any more — skipped or credited
    expect(r.p.skipped).toEqual(expect.arrayContaining(['crystallize']));
    expect(r.p.note.some((n) => n.kind === 'skipped' && n.step === 'crystallize')).toBe(true);
    expect(r.p.done).toEqual(expect.arrayContaining(['march', 'walk']));
    expect(r.step).toBe('village');
  });

  it('highlights follow the state: the village hex once Move 2 is there, the cards before', () => {
    const r = new Run();
    const village = STEPS.find((s) => s.id === 'village');
    if (!village) throw new Error('no village step');
    r.next();
    r.act({ type: 'choose-tactic', player: 0, tactic: 'early-bird' });
    r.settle();
    expect(targetOf(village, r.s)).toMatchObject({ kind: 'dom' });
    r.play('stamina', 'basic');
    expect(targetOf(village, r.s)).toEqual({ kind: 'hex', hex: TUTORIAL.village });
  });

  it('hints adapt to the state: no Move yet, less than Move 4, a rest only as a whole turn', () => {
    const r = new Run();
    const walk = STEPS.find((s) => s.id === 'walk');
    const rest = STEPS.find((s) => s.id === 'rest');
    const challenge = STEPS.find((s) => s.id === 'challenge');
    if (!walk || !rest || !challenge) throw new Error('steps missing');
    r.next();
    r.act({ type: 'choose-tactic', player: 0, tactic: 'early-bird' });
    r.settle();
    expect(walk.hint?.(r.s)).toBe('noMove');
    expect(rest.hint?.(r.s)).toBeNull();
    // COMBAT-1d: challenging needs a space next to the orcs
    expect(challenge.hint?.(r.s)).toBe('notAdjacent');
    r.play('stamina', 'basic'); // Move 2 only
    expect(walk.hint?.(r.s)).toBe('lessMove');
    // TURN-OPT-5: once a card is played this turn, resting waits for the next turn
    expect(rest.hint?.(r.s)).toBe('nextTurn');
  });
});
