// Issue 13 point 4: createGame refuses malformed setups with a message naming the field (SETUP-0),
// never a TypeError, and never copies unknown fields into state.setup.
import { describe, expect, it } from 'vitest';
import { createGame, RuleError, SEED_MAX, type GameSetup } from '../index';

const base = (): Record<string, unknown> => ({
  scenario: 'solo-conquest',
  players: [{ hero: 'tovak', kind: 'human' }],
  seed: 5,
});

/** The refusal createGame gives for a setup (fails the test on a crash or an acceptance). */
function refusal(setup: unknown): { ruleId: string; message: string } {
  try {
    createGame(setup as GameSetup);
  } catch (e) {
    expect(e, String(e)).toBeInstanceOf(RuleError);
    const r = e as RuleError;
    return { ruleId: r.ruleId, message: r.message };
  }
  throw new Error(`accepted: ${JSON.stringify(setup)}`);
}

describe('malformed setups (issue 13.4, SETUP-0)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['players: [null]', { ...base(), players: [null] }, 'players[0]'],
    ['players: [5]', { ...base(), players: [5] }, 'players[0]'],
    ['players: "tovak"', { ...base(), players: 'tovak' }, 'players'],
    ['options: null', { ...base(), options: null }, 'options'],
    ['options: a string', { ...base(), options: 'fast' }, 'options'],
    ['options: a list', { ...base(), options: [] }, 'options'],
    ['options.teams: "ab"', { ...base(), options: { teams: 'ab' } }, 'options.teams'],
    ['options.teams: [["a"]]', { ...base(), options: { teams: [['a']] } }, 'options.teams'],
    ['options.cityLevels: 5', { ...base(), options: { cityLevels: 5 } }, 'options.cityLevels'],
    [
      'options.cityLevels: ["5"]',
      { ...base(), options: { cityLevels: ['5'] } },
      'options.cityLevels',
    ],
    ['options.chosenOnes: 0', { ...base(), options: { chosenOnes: 0 } }, 'options.chosenOnes'],
    ['options.fameBids: "3"', { ...base(), options: { fameBids: '3' } }, 'options.fameBids'],
    ['options.sets: "core"', { ...base(), options: { sets: 'core' } }, 'options.sets'],
    ['options.dummyHero: 3', { ...base(), options: { dummyHero: 3 } }, 'options.dummyHero'],
    [
      'options.megapolisLevel: "8"',
      { ...base(), options: { megapolisLevel: '8' } },
      'options.megapolisLevel',
    ],
    ['unknown option', { ...base(), options: { speed: 2 } }, 'options.speed'],
    ['unknown top-level field', { ...base(), cheat: true }, 'cheat'],
    ['__proto__-like top-level field', { ...base(), constructor: 1 }, 'constructor'],
    [
      'unknown player field',
      { ...base(), players: [{ hero: 'tovak', kind: 'human', fame: 99 }] },
      'players[0].fame',
    ],
    [
      'player hero not a string',
      { ...base(), players: [{ hero: 7, kind: 'human' }] },
      'players[0].hero',
    ],
    ['variants: "rampage"', { ...base(), variants: 'rampage' }, 'variants'],
    ['variants: [1]', { ...base(), variants: [1] }, 'variants'],
    ['scenario: 3', { ...base(), scenario: 3 }, 'scenario'],
  ];
  for (const [name, setup, field] of cases)
    it(`${name} → refused naming "${field}"`, () => {
      const r = refusal(setup);
      expect(r.ruleId).toBe('SETUP-0');
      expect(r.message).toContain(`Setup field "${field}"`);
    });

  for (const seed of [1.5, -1, 4294967296, 4294967297, Number.MAX_SAFE_INTEGER, NaN, '7', null])
    it(`seed ${String(seed)} → refused, saying the range`, () => {
      const r = refusal({ ...base(), seed });
      expect(r.ruleId).toBe('SETUP-0');
      expect(r.message).toContain(
        `Setup field "seed": must be a whole number from 0 to ${SEED_MAX}`,
      );
    });

  it('seeds 0 and 2^32 − 1 are accepted; different seeds no longer alias', () => {
    expect(createGame({ ...base(), seed: 0 } as unknown as GameSetup).setup.seed).toBe(0);
    expect(createGame({ ...base(), seed: SEED_MAX } as unknown as GameSetup).setup.seed).toBe(
      SEED_MAX,
    );
    // Before issue 13.4, 1, 1.5 and 4294967297 all gave the seed-1 game; now only 1 is a game.
    expect(() => createGame({ ...base(), seed: 4294967297 } as unknown as GameSetup)).toThrow(
      RuleError,
    );
  });

  it('undefined fields count as absent and are not copied into state.setup', () => {
    const s = createGame({
      ...base(),
      variants: undefined,
      options: { cityLevels: undefined },
    } as unknown as GameSetup);
    expect(Object.keys(s.setup).sort()).toEqual(['options', 'players', 'scenario', 'seed']);
    expect(s.setup.options).toEqual({});
  });
});
