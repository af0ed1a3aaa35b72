import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_VARIANTS, SCENARIO_IDS, SCENARIOS } from './index';
import { KNOWN_VARIANTS as META_VARIANTS, scenarioMeta } from './meta';
import { buildScenarioFacts, buildVariantMeta, buildVariants } from './meta-build';
import { SCENARIO_FACTS, VARIANT_META, VARIANTS } from './meta-facts';

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
      }
    }
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
