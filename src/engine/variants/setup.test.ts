import { describe, expect, it } from 'vitest';
import { KNOWN_VARIANTS, VARIANTS, createGame, validateSetup } from '../index';
import { SPELLS, skillDef } from '../content';
import { defIdOf } from '../core/types';
import { VARIANTS_META } from '../meta';
import { ruleOf, setupOf, variantGame } from './test-kit';

describe('§14.0 variant guidelines (VARIANTS, validateSetup)', () => {
  it('VAR-0c: the variants are agreed at setup — every known id has metadata, the light entry agrees', () => {
    expect(VARIANTS.map((v) => v.id)).toEqual([...KNOWN_VARIANTS]);
    expect(VARIANTS_META).toEqual(VARIANTS);
    for (const v of VARIANTS) {
      expect(v.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(v.ruleIds.length).toBeGreaterThan(0);
    }
    expect(ruleOf(() => validateSetup(setupOf('full-conquest', 2, ['no-such-thing'])))).toBe(
      'VAR-0c',
    );
  });

  it('VAR-0c: a variant must fit the scenario and the player count', () => {
    expect(ruleOf(() => validateSetup(setupOf('full-conquest', 2, ['allow-pvp'])))).toBe(
      'SCEN-RECON-4b',
    );
    expect(ruleOf(() => validateSetup(setupOf('full-conquest', 2, ['team-play'])))).toBe(
      'SCEN-TEAM-1',
    );
    expect(ruleOf(() => validateSetup(setupOf('druid-nights', 2, ['night-arrival'])))).toBe(
      'VAR-TIME-1',
    );
    expect(() => validateSetup(setupOf('full-conquest', 4, ['team-play']))).not.toThrow();
  });

  it('VAR-0d: variants that exclude each other cannot be combined', () => {
    expect(
      ruleOf(() => validateSetup(setupOf('full-conquest', 2, ['rampage', 'more-rampage']))),
    ).toBe('VAR-0d');
    expect(
      ruleOf(() =>
        validateSetup(setupOf('full-conquest', 2, ['night-arrival', 'darkness-is-coming'])),
      ),
    ).toBe('VAR-0d');
  });

  it('the same setup with variants gives the same game (deterministic)', () => {
    const v = ['rampage', 'random-tile-orientation', 'random-cities', 'drafting', 'night-arrival'];
    const a = createGame(setupOf('full-conquest', 3, v, 7));
    const b = createGame(setupOf('full-conquest', 3, v, 7));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('§14.4 Be nice to each other: interactive spells and skills', () => {
  it('VAR-NICE-1: the interactive spells 109–112 are removed from the Spell deck', () => {
    const interactive = SPELLS.filter((c) => c.interactive).map((c) => c.id);
    expect(interactive).toHaveLength(4);
    const spellsOf = (s: ReturnType<typeof variantGame>) =>
      [...s.decks.spells, ...s.offers.spells].map(defIdOf);
    const plain = variantGame('full-conquest', 2);
    const nice = variantGame('full-conquest', 2, ['no-interactive-spells']);
    expect(spellsOf(plain).filter((c) => interactive.includes(c)).length).toBe(4);
    expect(spellsOf(nice).filter((c) => interactive.includes(c))).toEqual([]);
  });

  it('VAR-NICE-2: the interactive skills leave the skill piles (the cooperative tokens stay out too)', () => {
    const plain = variantGame('full-conquest', 2);
    const nice = variantGame('full-conquest', 2, ['no-interactive-skills']);
    const interactive = (pile: string[]) => pile.filter((s) => skillDef(s).interactive);
    for (const p of plain.players)
      expect(interactive(p.skillPile).map((s) => skillDef(s).interactive)).toEqual(['competitive']);
    for (const p of nice.players) {
      expect(interactive(p.skillPile)).toEqual([]);
      expect(p.skillPile).toHaveLength(9);
    }
  });
});
