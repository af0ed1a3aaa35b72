// German scan of what games say: random legal walks through several scenarios; every event's log
// line, every pending choice's prompt and option words and every legal action's label, in German,
// hold no English words (names of content excepted, src/ui/english-leaks.ts).
import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../engine';
import { makeT } from '../i18n';
import { choicePrompt } from './choices/prompt';
import { englishWords } from './english-leaks';
import { actionLabel, logText, optionText } from './panels/labels';
import { randomWalk, WALK_HEROES } from './test-walk-kit';

const t = makeT('de');

function walk(s0: GameState, steps: number, seed: number): Map<string, string> {
  const leaks = new Map<string, string>();
  const note = (where: string, text: string) => {
    const w = englishWords(text);
    if (w.length > 0 && !leaks.has(`${where}`)) leaks.set(where, `${text} [${w.join(', ')}]`);
  };
  randomWalk(s0, steps, seed, {
    state(s, legal) {
      for (const p of s.pending) {
        note(`prompt ${p.kind}`, choicePrompt(p, s, t));
        for (const o of p.options) note(`option ${p.kind}/${o}`, optionText(o, t, s));
      }
      for (const a of legal) note(`action ${a.type}`, actionLabel(a, s, t));
    },
    events(events, s) {
      for (const e of events) note(`event ${e.type}`, logText(e, s, t));
    },
  });
  return leaks;
}

/** Scenario and number of heroes of each walk (a dummy joins the solo and cooperative ones). */
const WALKS: [string, number][] = [
  ['solo-conquest', 1],
  ['full-conquest', 2],
  ['full-cooperation', 2],
  ['druid-nights', 2],
  ['dungeon-lords', 2],
  ['mines-liberation', 2],
  ['conquer-and-hold', 2],
  ['only-one-returns', 2],
  ['blitz-conquest', 2],
  ['blitz-cooperation', 2],
];

describe('German words of options and actions', () => {
  const g = createGame({
    scenario: 'solo-conquest',
    players: [{ hero: 'tovak', kind: 'human' }],
    seed: 3,
  });
  it('mana, yes/no and Sparing Power options', () => {
    expect(optionText('crystal:red', t, g)).toBe('Kristall (rot)');
    expect(optionText('token:gold@red', t, g)).toBe('Manamarker (golden) = rot');
    expect(optionText('yes', t, g)).toBe('Ja');
    expect(optionText('take', t, g)).toBe('Die aufbewahrten Karten nehmen');
  });
  it('buying, spending Move on an enemy, plundering', () => {
    expect(actionLabel({ type: 'buy', player: 0, item: 'heal' }, g, t)).not.toMatch(/Heal/);
    expect(actionLabel({ type: 'plunder-village', player: 0 }, g, t)).toBe(t('sites.plunder'));
    expect(
      actionLabel(
        { type: 'spend-move', player: 0, enemy: 'prowlers#1', attack: 0, amount: 2 },
        g,
        t,
      ),
    ).toBe('2 Bewegungspunkte für Prowlers ausgeben');
  });
});

describe('German scan of random games', () => {
  it('every scenario: log lines, prompts, options and action labels', () => {
    const all = new Map<string, string>();
    for (const [i, [scenario, n]] of WALKS.entries()) {
      for (const seed of [1, 2, 3]) {
        const g = createGame({
          scenario: scenario as 'solo-conquest',
          players: WALK_HEROES.slice(i % 3, (i % 3) + n).map((hero) => ({
            hero: hero as 'tovak',
            kind: 'human' as const,
          })),
          seed: seed * 31 + i,
        });
        for (const [k, v] of walk(g, 1500, 17 + seed + i))
          if (!all.has(k)) all.set(k, `${scenario}: ${v}`);
      }
    }
    expect([...all].map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  }, 120_000);
});
