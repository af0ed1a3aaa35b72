// The engine's refusals have a German text (ABOUT-6: German terms of the rulebook): every message
// pattern in the engine source has one, none is stale, holes are kept, and refusals the engine
// really gives in play are shown in German.
import { describe, expect, it } from 'vitest';
import { refusalPatterns, refusalSites } from '../../../scripts/refusal-messages';
import {
  activePlayer,
  applyAction,
  checkAction,
  createGame,
  legalActions,
  neighborKeys,
  type Action,
  type GameSetup,
  type GameState,
} from '../../engine';
import { ACTION_MODULES } from '../../engine/action-modules';
import { createBot } from '../../sim/bots';
import { REFUSALS_DE, localizeMessage, patternOf, refusalText, refusalWithRule } from './index';

const sites = refusalSites();
const HOLE = /\{(\d+)\}/g;
const holes = (s: string) => [...s.matchAll(HOLE)].map((m) => m[1]);

describe('refusal dictionary (ABOUT-6)', () => {
  it('reads the engine refusal messages from the source', () => {
    // A sanity floor: the engine has hundreds of refusals, and these known ones are among them.
    expect(sites.length).toBeGreaterThan(300);
    const ps = refusalPatterns(sites);
    expect(ps).toContain('It is not your turn.');
    expect(ps).toContain('Entering costs {0} Move point{1}; you have {2}.');
  });

  it('only forwards messages of other refusals (no message is built where the scan cannot see it)', () => {
    const forwarded = sites
      .filter((s) => s.forwarded !== undefined)
      .map((s) => `${s.file}: ${s.forwarded}`);
    // Each of these passes on the message of a refusal made elsewhere (scanned there).
    expect(forwarded.sort()).toEqual(
      [
        'src/engine/actions/movement.ts: allowed.message',
        'src/engine/actions/play-card.ts: why.message',
        'src/engine/actions/use-skill.ts: why.message',
        'src/engine/core/errors.ts: message',
        'src/engine/index.ts: refusal.message',
      ].sort(),
    );
  });

  it('has a German text for every engine message and none for messages the engine no longer gives', () => {
    const engine = new Set(refusalPatterns(sites));
    const german = new Set(Object.keys(REFUSALS_DE));
    expect([...engine].filter((p) => !german.has(p))).toEqual([]);
    expect([...german].filter((p) => !engine.has(p))).toEqual([]);
    expect(Object.entries(REFUSALS_DE).filter(([, de]) => de.trim() === '')).toEqual([]);
  });

  it('keeps every hole of the English message (a glued plural suffix may go)', () => {
    const bad: string[] = [];
    for (const [en, de] of Object.entries(REFUSALS_DE)) {
      const want = holes(en);
      const got = holes(de);
      const extra = got.filter((h) => !want.includes(h));
      const twice = got.filter((h, i) => got.indexOf(h) !== i);
      const lost = want.filter((h) => {
        if (got.includes(h)) return false;
        const glued = new RegExp(`[A-Za-z]\\{${h}\\}(?![A-Za-z])`).test(en);
        return !glued;
      });
      if (extra.length || twice.length || lost.length) bad.push(`${en} → ${de}`);
    }
    expect(bad).toEqual([]);
  });

  it('translates the holes that are terms: mana colours, terrain, phrases, nested refusals', () => {
    expect(localizeMessage('lake is impassable.', 'de')).toContain('See');
    expect(localizeMessage('lake is impassable.', 'de')).not.toContain('lake');
    const mana = localizeMessage('You have no red crystal in your Inventory.', 'de');
    expect(mana).toContain('rot');
    expect(mana).not.toContain('red');
    const buy = localizeMessage(
      'You can buy anything only while interacting with locals: interact first.',
      'de',
    );
    expect(buy).toContain('etwas kaufen');
    // A card's name in front of another refusal: the name stays, the reason is German.
    const nested = localizeMessage('March: It is not your turn.', 'de');
    expect(nested.startsWith('March: ')).toBe(true);
    expect(nested).toBe(`March: ${REFUSALS_DE['It is not your turn.']}`);
  });

  it('leaves English as it is and strips the "RULE: " prefix of a thrown RuleError', () => {
    expect(localizeMessage('It is not your turn.', 'en')).toBe('It is not your turn.');
    const thrown = { ruleId: 'ROUND-4a', message: 'ROUND-4a: It is not your turn.' };
    expect(refusalText(thrown, 'de')).toBe(REFUSALS_DE['It is not your turn.']);
    expect(refusalWithRule(thrown, 'en')).toBe('It is not your turn. (ROUND-4a)');
  });

  it('SETUP-0: a malformed setup is refused wholly in German, the field and its fault included', () => {
    const bad = (setup: unknown): { ruleId: string; message: string } => {
      try {
        createGame(setup as GameSetup);
      } catch (e) {
        return e as { ruleId: string; message: string };
      }
      throw new Error('accepted');
    };
    const seed = bad({
      scenario: 'first-reconnaissance',
      players: [{ hero: 'tovak', kind: 'human' }],
      seed: 1.5,
    });
    expect(seed.ruleId).toBe('SETUP-0');
    expect(refusalText(seed, 'de')).toBe(
      'Aufbau-Feld „seed“: muss eine ganze Zahl von 0 bis 4294967295 sein, nicht 1.5.',
    );
    const extra = bad({
      scenario: 'first-reconnaissance',
      players: [{ hero: 'tovak', kind: 'human', colour: 'red' }],
      seed: 1,
    });
    expect(refusalText(extra, 'de')).toBe(
      'Aufbau-Feld „players[0].colour“: unbekanntes Feld (ein Spieler hat hero und kind).',
    );
    expect(refusalText(extra, 'en')).toBe(
      'Setup field "players[0].colour": unknown field (a player has hero and kind).',
    );
  });
});

// ------------------------------------------------------------ refusals met in real play

/** Actions a player might try in this state, most of them illegal. */
function probes(s: GameState): Action[] {
  const who = activePlayer(s);
  if (who === null) return [];
  const me = s.players[who];
  const out: Action[] = [];
  for (const type of Object.keys(ACTION_MODULES))
    out.push({ type, player: who } as unknown as Action);
  out.push({ type: 'end-turn', player: (who + 1) % 4 });
  if (!me) return out;
  for (const card of me.hand) {
    out.push({ type: 'play-card', player: who, card, mode: 'basic' });
    out.push({ type: 'play-card', player: who, card, mode: 'strong' });
    out.push({
      type: 'play-card',
      player: who,
      card,
      mode: 'strong',
      mana: [{ kind: 'die', die: 0 }],
    });
    for (const as of ['move', 'influence', 'attack', 'block'] as const)
      out.push({ type: 'play-card', player: who, card, mode: 'sideways', as });
  }
  if (me.position)
    for (const to of neighborKeys(me.position)) out.push({ type: 'move', player: who, to });
  for (const slot of me.skills) out.push({ type: 'use-skill', player: who, skill: slot.id });
  for (const u of me.units)
    for (const ability of [0, 1])
      out.push({ type: 'activate-unit', player: who, unit: u.id, ability } as unknown as Action);
  return out;
}

function collect(setup: GameSetup, steps: number, into: Map<string, string>): void {
  let s = createGame(setup);
  const bot = createBot('greedy', setup.seed);
  for (let i = 0; i < steps && !s.gameOver; i++) {
    for (const a of probes(s)) {
      const r = checkAction(s, a);
      if (r && !into.has(r.message)) into.set(r.message, `${r.ruleId} after ${i} actions`);
    }
    const legal = legalActions(s);
    if (legal.length === 0) break;
    s = applyAction(s, bot.choose(s, legal)).state;
  }
}

describe('refusals given in play are German', () => {
  it('every refusal met in greedy Solo Conquest and Full Conquest games has a German text', () => {
    const met = new Map<string, string>();
    collect(
      { scenario: 'solo-conquest', players: [{ hero: 'tovak', kind: 'bot' }], seed: 7 },
      400,
      met,
    );
    collect(
      {
        scenario: 'full-conquest',
        players: [
          { hero: 'arythea', kind: 'bot' },
          { hero: 'goldyx', kind: 'bot' },
        ],
        seed: 3,
      },
      400,
      met,
    );
    // Many different situations are met (a floor, so the probe cannot silently shrink).
    expect(met.size).toBeGreaterThan(150);
    const untranslated = [...met].filter(([m]) => patternOf(m) === null);
    expect(untranslated).toEqual([]);
    for (const m of met.keys()) {
      const de = localizeMessage(m, 'de');
      expect(de, m).not.toMatch(HOLE);
    }
  }, 30_000); // two greedy games: ~4 s alone, over 5 s on a loaded 2-core machine
});
