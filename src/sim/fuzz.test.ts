// A bounded fuzz run in the unit suite: random and greedy playouts over every playable scenario and
// player count, with every check on (invariants after each action, every listed action accepted,
// undo, save/load, replay). Fails with the first distinct failures and their replay commands.
// Long runs: `npm run fuzz -- --games 10000`.
import { describe, expect, it } from 'vitest';
import { allConfigs, failureReport, fuzz } from './fuzz';

describe('fuzz', () => {
  it('short playouts over every playable setup: no errors, violations or refused actions', () => {
    const rep = fuzz({ games: 240, seed: 1, maxActions: 50 });
    expect(rep.games).toBe(240);
    expect(failureReport(rep).join('\n')).toBe('');
  }, 300_000); // a hang guard: about 40 s alone here, 100 s on a loaded 2-core machine

  it('whole games end, score and replay bit for bit', () => {
    const configs = allConfigs().filter(
      (c) =>
        c.players <= 2 && (c.scenario === 'first-reconnaissance' || c.scenario === 'solo-conquest'),
    );
    const rep = fuzz({ games: 8, seed: 500, maxActions: 2500, configs });
    expect(failureReport(rep).join('\n')).toBe('');
    expect(rep.finished).toBeGreaterThan(0);
  }, 300_000); // a hang guard: about 40 s alone here, 100 s on a loaded 2-core machine
});
