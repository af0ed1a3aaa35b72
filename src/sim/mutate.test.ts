// Issue 19: "validation is the legal list". Mutants of listed actions (one field changed: other
// enumeration values, wrong types, missing and extra fields, numbers ±1, other ids, prototype
// member names) in random play states of every playable scenario: accepted ⇒ listed, listed ⇒
// accepted, never a crash, every refusal names a rule. Long runs: `npm run fuzz -- --mutate 200`.
import { describe, expect, it } from 'vitest';
import { mutationFuzz, playableScenarios } from './mutate';

describe('mutated actions (issue 19, ENGINE-ACTION)', () => {
  it('every playable scenario: accepted ⇒ listed, listed ⇒ accepted, no crash', () => {
    const scenarios = playableScenarios();
    expect(scenarios.length).toBe(11);
    const rep = mutationFuzz({
      seed: 7,
      games: scenarios.length,
      steps: 120,
      perState: 2,
      every: 6,
    });
    const lines = rep.findings
      .slice(0, 10)
      .map(
        (f) =>
          `${f.kind} ${f.scenario} seed=${f.seed} step=${f.step}: ${JSON.stringify(f.action)} — ${f.message}`,
      );
    expect(lines.join('\n')).toBe('');
    // The run really probed: many states and mutants, and some mutants are legal (listed ones).
    expect(rep.states).toBeGreaterThan(150);
    expect(rep.mutants).toBeGreaterThan(10_000);
    expect(rep.accepted).toBeGreaterThan(0);
  }, 60_000);
});
