import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_VARIANTS, SCENARIO_IDS, SCENARIOS, VARIANTS as ENGINE_VARIANTS } from './index';
import type { ScenarioId } from './core/types';
import {
  KNOWN_VARIANTS as META_VARIANTS,
  scenarioMeta,
  variantFits,
  variantNeeds,
  VARIANTS_META,
} from './meta';
import { buildScenarioFacts, buildVariantMeta, buildVariants } from './meta-build';
import { SCENARIO_FACTS, VARIANT_META, VARIANTS } from './meta-facts';

/** The variants allowed in this scenario with this many players (team games included). */
const fitting = (id: ScenarioId, n: number): string[] =>
  ENGINE_VARIANTS.filter((v) => variantFits(v, id, n)).map((v) => v.id);

describe('engine/meta (the light entry for the start screen)', () => {
  it('its generated facts match the scenario definitions (else run `npm run gen:meta`)', () => {
    expect(SCENARIO_FACTS).toEqual(buildScenarioFacts());
    expect(VARIANTS).toEqual(buildVariants());
    expect(VARIANT_META).toEqual(buildVariantMeta());
  });

  it('answers like scenarioDef for every scenario and player count', () => {
    expect(META_VARIANTS).toEqual(KNOWN_VARIANTS);
    for (const id of SCENARIO_IDS) {
      const d = SCENARIOS[id];
      const m = scenarioMeta(id);
      expect(m.playable, id).toBe(d.playable);
      expect([m.minPlayers, m.maxPlayers], id).toEqual([d.minPlayers, d.maxPlayers]);
      expect(m.cooperative, id).toBe(d.cooperative);
      for (let n = d.minPlayers; n <= d.maxPlayers; n++) {
        expect(m.rounds(n), `${id} ${n}`).toBe(d.rounds(n));
        expect(m.dummy(n), `${id} ${n}`).toBe(d.dummy(n));
        expect(m.setup(n), `${id} ${n}`).toEqual(d.setup(n));
        // variants that change the setup numbers (SCEN-FULL-CONQ-5, SCEN-DRUID-7b)
        for (const v of fitting(id, n)) {
          const full = d.setup(n, [v]);
          // SCEN-DRUID-7b's "all the tiles" (Infinity) is not in the light facts.
          const plain = Object.values(full.tiles).every(Number.isFinite);
          expect(m.setup(n, [v]), `${id} ${n} ${v}`).toEqual(plain ? full : d.setup(n));
          expect(m.rounds(n, [v]), `${id} ${n} ${v}`).toBe(d.rounds(n, [v]));
        }
      }
    }
  });

  it('SCEN-FULL-CONQ-5 / VAR-MEGA-8: two Megapolises fit 4-player Full Conquest only as a team game, with 2 city tiles', () => {
    const two = VARIANTS_META.find((v) => v.id === 'two-megapolises');
    if (!two) throw new Error('two-megapolises expected');
    expect(two.teamGame).toEqual({ scenarios: ['full-conquest'], ruleId: 'SCEN-FULL-CONQ-5' });
    expect(two.conflicts).toEqual(['megapolis', 'team-two-cities']);
    expect(variantFits(two, 'full-conquest', 4)).toBe(true);
    expect(variantNeeds(two, 'full-conquest', 4)).toEqual(['team-play']);
    expect(variantFits(two, 'full-conquest', 2)).toBe(true);
    expect(variantNeeds(two, 'full-conquest', 2)).toEqual([]);
    for (const [id, n] of [
      ['full-conquest', 3],
      ['blitz-conquest', 3],
      ['blitz-conquest', 4],
    ] as const)
      expect(variantFits(two, id, n), `${id} ${n}`).toBe(false);
    const m = scenarioMeta('full-conquest');
    expect(m.setup(4, ['team-play', 'two-megapolises']).tiles.coreCity).toBe(2);
    expect(m.setup(4, ['team-play']).tiles.coreCity).toBe(4);
    expect(m.setup(2, ['two-megapolises'])).toEqual(m.setup(2));
  });

  it('imports no engine code, only types and its generated data (it must stay light)', () => {
    for (const f of ['./meta.ts', './meta-facts.ts']) {
      const src = fs.readFileSync(new URL(f, import.meta.url), 'utf8');
      const values = [...src.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)'/gm)].map(
        (m) => m[1],
      );
      expect(
        values.every((v) => v === './core/types' || v === './meta-facts'),
        `${f}: ${values.join(', ')}`,
      ).toBe(true);
    }
  });
});
