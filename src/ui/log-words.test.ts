// The log in words (issue 16 part 6): long random games of every scenario, in English and German;
// every event's log line names things by their names — no raw ids (kebab-case), no internal labels
// (`Token:`, `Own:`, `#2`), no placeholder sentences ("An effect lasts for a while.").
import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../engine';
import { isKey, makeT, type Language as Lang } from '../i18n';
import { isLogWorthy, logText } from './panels/labels';
import { rawIdIn } from './raw-ids';
import { randomWalk, WALK_HEROES } from './test-walk-kit';

function walk(s0: GameState, steps: number, seed: number, lang: Lang, found: Map<string, string>) {
  const t = makeT(lang);
  randomWalk(s0, steps, seed, {
    events(events, s) {
      for (const e of events) {
        if (!isLogWorthy(e, s)) continue;
        const line = logText(e, s, t);
        // an event without its own sentence would show its internal type
        const bad = isKey(`event.${e.type}`) ? rawIdIn(line) : `no sentence for ${e.type}`;
        const key = `${lang} ${e.type}${e.type === 'chosen' ? `/${String(e.kind)}` : ''}`;
        if (bad && !found.has(key)) found.set(key, `${line}  [${bad}]`);
      }
    },
  });
}

const GAMES: [string, number][] = [
  ['first-reconnaissance', 1],
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

describe('rawIdIn', () => {
  it('finds the ids the issue quotes and passes words', () => {
    expect(rawIdIn('Tovak chooses Token:ice Mages.')).toBe('Token:i');
    expect(rawIdIn('Tovak chooses Own:tovak Night Sharpshooting.')).toBe('Own:t');
    expect(rawIdIn('Tovak gains ice-mages.')).toBe('ice-mages');
    expect(rawIdIn('An effect lasts for a while.')).not.toBeNull();
    expect(rawIdIn('Tovak recruits Ice Mages.')).toBeNull();
    expect(rawIdIn('Tovak wählt Eismagier.')).toBeNull();
    expect(rawIdIn('Tovak recruits unit:ice-mages.')).not.toBeNull();
    expect(rawIdIn('Tovak gains [object Object].')).toBe('[object');
  });
});

describe('the lines the issue quotes, in words', () => {
  const g = createGame({
    scenario: 'solo-conquest',
    players: [{ hero: 'tovak', kind: 'human' }],
    seed: 5,
  });
  const en = makeT('en');
  const de = makeT('de');
  it('END-6b: a skill token chosen at a level-up is named, own or from the common offer', () => {
    const own = {
      type: 'chosen',
      player: 0,
      kind: 'level-skill',
      option: ['own:tovak-night-sharpshooting'],
    };
    expect(logText(own, g, en)).toBe('Tovak chooses Night Sharpshooting (own token).');
    const common = {
      type: 'chosen',
      player: 0,
      kind: 'level-skill',
      option: ['common:goldyx-flight'],
    };
    expect(logText(common, g, en)).toMatch(/^Tovak chooses \S.* \(from the common offer\)\.$/);
    expect(rawIdIn(logText(common, g, de))).toBeNull();
  });
  it("the Scouts' look names the token or the pile", () => {
    const ev = { type: 'chosen', player: 0, kind: 'scout-peek', option: ['token:ice-mages#2'] };
    expect(logText(ev, g, en)).toBe('Tovak chooses the face-down token Ice Mages.');
    const pile = { type: 'chosen', player: 0, kind: 'scout-peek', option: ['pile:violet'] };
    expect(logText(pile, g, de)).toBe(
      'Tovak wählt das oberste Plättchen des Stapels Magier (violett).',
    );
  });
  it('an effect says what it does and how long it lasts', () => {
    const ev = {
      type: 'modifier',
      player: 0,
      modifier: 'terrain-cost',
      source: 'stamina',
      duration: 'turn',
      detail: JSON.stringify({ kind: 'terrain-cost', terrain: 'all', delta: -1, min: 1 }),
    };
    const line = logText(ev, g, en);
    expect(line).toMatch(/^Tovak — Stamina: .+ \(until the end of the turn\)\.$/);
    expect(line).not.toMatch(/for a while/);
    expect(logText({ ...ev, duration: 'round' }, g, de)).toMatch(/bis zum Ende der Runde/);
  });
  it('SCEN-DUMMY-3: the dummy flips cards named one by one, and says why it flipped more', () => {
    const ev = {
      type: 'dummy-turn',
      player: 0,
      cards: ['march', 'stamina', 'rage'],
      color: 'red',
      extra: 1,
    };
    expect(logText(ev, g, en)).toBe(
      'Tovak (dummy) flips March, Stamina, Rage. The last is red: with 1 red crystal(s) it flips 1 more.',
    );
    const dummyGame = createGame({
      scenario: 'solo-conquest',
      players: [{ hero: 'tovak', kind: 'human' }],
      seed: 5,
    });
    const dummy = dummyGame.players.find((p) => p.kind === 'dummy');
    expect(dummy).toBeDefined();
    expect(isLogWorthy({ type: 'cards-drawn', player: dummy?.id ?? 0, count: 3 }, dummyGame)).toBe(
      false,
    );
    expect(logText({ type: 'cards-drawn', player: 0, count: 4 }, g, en)).toBe(
      'Tovak draws 4 cards.',
    );
  });
  it('SCEN-SOLOSKILL-3 / END-6b.1: a skill going to the common offer says whose it is', () => {
    const ev = { type: 'skill-offered', player: 0, skill: 'tovak-night-sharpshooting' };
    expect(logText(ev, g, en)).toBe(
      'Tovak’s skill token Night Sharpshooting goes to the common offer.',
    );
  });
});

describe('the log in words (random games, every scenario, English and German)', () => {
  for (const lang of ['en', 'de'] as const)
    it(`${lang}: no raw ids or internal labels in any log line`, () => {
      const found = new Map<string, string>();
      for (const [i, [scenario, n]] of GAMES.entries()) {
        for (const seed of [1]) {
          const g = createGame({
            scenario: scenario as 'solo-conquest',
            players: WALK_HEROES.slice(i % 4, (i % 4) + n).map((hero) => ({
              hero: hero as 'tovak',
              kind: 'human' as const,
            })),
            seed: seed * 53 + i,
          });
          walk(g, 1200, 11 + seed * 7 + i, lang, found);
        }
      }
      expect([...found].map(([k, v]) => `${k}: ${v}`)).toEqual([]);
    }, 150_000);
});
