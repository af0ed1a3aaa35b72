// Every setup the start screen can produce is one createGame accepts (issue 13.4: the engine now
// refuses malformed setups, so the form must never build one): every playable scenario, player
// count, seat kind, each variant alone and all together, team splits, Megapolis levels, hero
// auction bids, city levels at their bounds, a dummy hero, the seed range.
import { describe, expect, it } from 'vitest';
import { createGame, SEED_MAX as ENGINE_SEED_MAX } from '../../engine';
import {
  bookCityLevels,
  buildSetup,
  CITY_LEVEL_MAX,
  cityLevelMin,
  fittingVariants,
  freeHero,
  MEGAPOLIS_MAX,
  MEGAPOLIS_MIN,
  offeredVariants,
  playableScenarios,
  playerRange,
  SEED_MAX,
  TEAM_SPLITS,
  toggleVariant,
  usesDummy,
  type StartForm,
} from './options';

const HEROES = ['tovak', 'goldyx', 'norowas', 'arythea', 'wolfhawk', 'krang', 'braevalar'] as const;

describe('start screen setups (issue 13.4)', () => {
  it('the form and the engine agree on the seed range', () => {
    expect(SEED_MAX).toBe(ENGINE_SEED_MAX);
  });

  it('every setup the form builds is accepted by createGame', () => {
    let count = 0;
    const failures: string[] = [];
    for (const scenario of playableScenarios()) {
      const { min, max } = playerRange(scenario);
      for (let n = min; n <= max; n++) {
        const where = { scenario, players: n };
        const offered = offeredVariants(scenario, n).map((v) => v.id);
        const chosenSets: string[][] = [[], ...offered.map((v) => toggleVariant([], v, where))];
        chosenSets.push(offered.reduce<string[]>((acc, v) => toggleVariant(acc, v, where), []));
        for (const chosen of chosenSets)
          for (const k of [0, 1, 2]) {
            const variants = fittingVariants(scenario, n, chosen);
            const book = bookCityLevels(scenario, n, variants);
            const lvl = k === 0 ? cityLevelMin(scenario, n, variants) : CITY_LEVEL_MAX;
            const f: StartForm = {
              scenario,
              players: n,
              heroes: [...HEROES].slice(0, n),
              seats: Array.from({ length: n }, (_, i) => (i === 0 || k === 1 ? 'human' : 'bot')),
              seed: [0, SEED_MAX, 123_456_789][k] ?? 0,
              cityLevels: book ? book.map(() => lvl) : null,
              variants,
              dummyHero: usesDummy(scenario, n) ? freeHero([...HEROES].slice(0, n)) : null,
              megapolisLevel: k === 0 ? MEGAPOLIS_MIN : MEGAPOLIS_MAX,
              teams: k === 2 ? null : k,
              fameBids: Array.from({ length: n }, (_, i) => (k === 2 ? 20 : i)),
            };
            if (k === 2) f.teams = TEAM_SPLITS.length - 1;
            const setup = buildSetup(f);
            count++;
            try {
              createGame(setup);
            } catch (e) {
              failures.push(`${JSON.stringify(setup)}: ${String(e)}`);
            }
          }
      }
    }
    expect(failures.slice(0, 5).join('\n')).toBe('');
    expect(count).toBeGreaterThan(100);
  }, 60_000);
});
