// Issue 15: applyAction runs the rules on a plain working copy instead of immer's produce. It must
// give what produce gave (deep-equal), never change its input (undo keeps old states), share the
// unchanged parts with the input and hand out deep-frozen states.
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Action, type GameState } from '../index';
import { ACTION_MODULES } from '../action-modules';
import { newCtx } from './context';
import { advance } from '../flow/advance';
import { createBot } from '../../sim/bots';
import { HEROES, setupFor } from '../../sim/runner';
import { writableDie } from '../mana/source';
import { writableHex } from '../map/map';
import { writableEnemy } from '../combat/numbers';
import {
  applyWorking,
  freezeDeep,
  newCopyPlan,
  planPaths,
  settle,
  workingCopy,
  writable,
  writableDeep,
} from './working-copy';

function frozen<T>(x: T): T {
  freezeDeep(x);
  return x;
}

function isDeepFrozen(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return true;
  if (!Object.isFrozen(x)) return false;
  return Object.values(x).every(isDeepFrozen);
}

/** What applyAction gave before issue 15: the same rules inside immer's produce. */
function applyWithImmer(state: GameState, action: Action): GameState {
  const mod = ACTION_MODULES[action.type] as unknown as {
    apply(s: GameState, a: Action, ctx: ReturnType<typeof newCtx>): void;
  };
  const ctx = newCtx();
  return produce(state, (draft) => {
    mod.apply(draft, action, ctx);
    advance(draft, ctx);
  });
}

describe('settle (issue 15)', () => {
  it('gives back the input itself when nothing changed, frozen all through', () => {
    const base = { a: [1, 2, { b: 'x' }], c: { d: null, e: undefined } };
    const out = settle(workingCopy(base), base);
    expect(out).toBe(base);
    expect(isDeepFrozen(base)).toBe(true);
  });

  it('shares every unchanged subtree and freezes the new ones', () => {
    const base = frozen({
      keep: { x: [1, 2] },
      edit: { y: 1, z: { w: 2 } },
      list: [{ id: 1 }, { id: 2 }],
    });
    const draft = workingCopy(base);
    draft.edit.y = 5;
    draft.list.pop();
    const out = settle(draft, base);
    expect(out).not.toBe(base);
    expect(out.keep).toBe(base.keep);
    expect(out.edit).not.toBe(base.edit);
    expect(out.edit.z).toBe(base.edit.z);
    expect(out.list).toEqual([{ id: 1 }]);
    expect(out.list[0]).toBe(base.list[0]);
    expect(isDeepFrozen(out)).toBe(true);
    expect(base.edit.y).toBe(1);
    expect(base.list).toHaveLength(2);
  });

  it('sees added and removed keys, also ones holding undefined', () => {
    const base = frozen({ a: 1, b: undefined as number | undefined });
    const removed = workingCopy(base) as { a: number; b?: number };
    delete removed.b;
    expect(settle(removed, base)).not.toBe(base);
    expect(Object.keys(settle(removed, base))).toEqual(['a']);
    const added = workingCopy(base) as { a: number; b?: number; c?: number };
    added.c = undefined;
    expect(settle(added, base)).not.toBe(base);
    expect('c' in settle(added, base)).toBe(true);
  });

  it('keeps a new object that equals nothing in the input, and an array that changed type', () => {
    const base = frozen({ a: [1], b: null as null | { n: number } });
    const draft = workingCopy(base) as { a: unknown; b: null | { n: number } };
    draft.a = { 0: 1 };
    draft.b = { n: 1 };
    const out = settle(draft, base);
    expect(Array.isArray(out.a)).toBe(false);
    expect(out.b).toEqual({ n: 1 });
    expect(isDeepFrozen(out)).toBe(true);
  });
});

describe('applyWorking: copy only the planned parts (issue 15)', () => {
  interface S {
    a: { n: number };
    b: { n: number };
    list: { n: number }[];
  }
  const split = new Set(['list']);
  const settledInput = (): S => {
    // a result of applyWorking is what may be shared part by part
    const raw: S = { a: { n: 0 }, b: { n: 0 }, list: [{ n: 0 }, { n: 0 }] };
    return applyWorking(
      raw,
      newCopyPlan(),
      split,
      () => null,
      () => {},
    ).result;
  };

  it('learns the parts a recipe writes, gives the same result on every path', () => {
    const plan = newCopyPlan();
    const input = settledInput();
    const bump = (d: S) => {
      d.b.n += 1;
      (d.list[1] as { n: number }).n += 1;
    };
    // first run: nothing planned, the write into the frozen part fails and the full copy runs
    const first = applyWorking(input, plan, split, () => null, bump).result;
    expect(planPaths(plan)).toEqual(['b.', 'list.1.']);
    // second run: the planned parts are copied, nothing fails
    const second = applyWorking(input, plan, split, () => null, bump).result;
    for (const out of [first, second]) {
      expect(out).toEqual({ a: { n: 0 }, b: { n: 1 }, list: [{ n: 0 }, { n: 1 }] });
      expect(out.a).toBe(input.a);
      expect(out.list[0]).toBe(input.list[0]);
      expect(isDeepFrozen(out)).toBe(true);
    }
    expect(input).toEqual({ a: { n: 0 }, b: { n: 0 }, list: [{ n: 0 }, { n: 0 }] });
  });

  it('finds a part written without a change (the full result cannot show it)', () => {
    const plan = newCopyPlan();
    const input = settledInput();
    const same = (d: S) => {
      d.a.n = 0; // writes, changes nothing
    };
    expect(applyWorking(input, plan, split, () => null, same).result).toBe(input);
    expect(planPaths(plan)).toEqual(['a']);
    expect(plan.full).toBe(false);
  });

  it('a fresh run context per attempt: what a failed attempt recorded is dropped', () => {
    const plan = newCopyPlan();
    const input = settledInput();
    const { run } = applyWorking(
      input,
      plan,
      split,
      () => [] as string[],
      (d, log) => {
        log.push('before');
        d.b.n = 2;
        log.push('after');
      },
    );
    expect(run).toEqual(['before', 'after']);
  });
});

describe('applyWorking: lazy parts, copied at their first write (issue 15)', () => {
  interface Item {
    n: number;
    tags: string[];
  }
  interface L {
    b: { n: number };
    c: { k: number; items: Item[] };
    m: Record<string, Item>;
  }
  const split = new Set<string>();
  const lazy = new Set(['c.items', 'm.*']);
  const fresh = (): L => ({
    b: { n: 0 },
    c: { k: 0, items: [0, 1, 2].map((n) => ({ n, tags: ['t'] })) },
    m: { x: { n: 0, tags: [] }, y: { n: 0, tags: [] } },
  });
  const settledInput = (): L =>
    applyWorking(
      fresh(),
      newCopyPlan(),
      split,
      () => null,
      () => {},
      lazy,
    ).result;
  const item = (d: L, i: number) => writableDeep<Item>(writable(writable(d, 'c'), 'items'), i);

  it('a part written through writable is copied then, and never planned', () => {
    const plan = newCopyPlan();
    const input = settledInput();
    const write = (d: L) => {
      d.b.n = 1; // unplanned: the first run fails and the full copy is learned from
      item(d, 1).tags.push('u');
      writableDeep<Item>(writable(d, 'm'), 'y').n = 5;
    };
    const first = applyWorking(input, plan, split, () => null, write, lazy).result;
    expect(planPaths(plan)).toEqual(['b.']);
    const second = applyWorking(input, plan, split, () => null, write, lazy).result;
    for (const out of [first, second]) {
      expect(out).toEqual({
        b: { n: 1 },
        c: { k: 0, items: [0, 1, 2].map((n) => ({ n, tags: n === 1 ? ['t', 'u'] : ['t'] })) },
        m: { x: { n: 0, tags: [] }, y: { n: 5, tags: [] } },
      });
      expect(out.c.items[0]).toBe(input.c.items[0]);
      expect(out.m.x).toBe(input.m.x);
      expect(isDeepFrozen(out)).toBe(true);
    }
    expect(input).toEqual(fresh());
    // a run that writes nothing through writable shares all of the lazy parts
    const none = applyWorking(
      input,
      plan,
      split,
      () => null,
      (d) => void (d.b.n = 2),
      lazy,
    );
    expect(none.result.c).toBe(input.c);
    expect(none.result.m).toBe(input.m);
  });

  it('a write into a lazy part not made through writable plans that part', () => {
    const plan = newCopyPlan();
    const input = settledInput();
    const write = (d: L) => {
      (d.c.items[2] as Item).n = 7;
    };
    const first = applyWorking(input, plan, split, () => null, write, lazy).result;
    expect(planPaths(plan)).toEqual(['c.items']);
    expect(plan.full).toBe(false);
    const second = applyWorking(input, plan, split, () => null, write, lazy).result;
    for (const out of [first, second]) expect(out.c.items[2]).toEqual({ n: 7, tags: ['t'] });
  });

  it('a new entry of a lazy table plans the table writable', () => {
    const plan = newCopyPlan();
    const input = settledInput();
    const add = (d: L) => {
      d.m.z = { n: 1, tags: [] };
    };
    applyWorking(input, plan, split, () => null, add, lazy);
    expect(planPaths(plan)).toEqual(['m.']);
  });
});

describe("the rules' copy-on-write helpers (issue 15)", () => {
  it('copy a die, a map space, a combat enemy at the first write; the input stays as it was', () => {
    // a result of applyAction (deep-frozen, shared part by part with a working copy) in a combat
    const inCombat = (x: GameState) => (x.combat?.enemies.length ?? 0) > 0;
    let s: GameState = createGame(setupFor('first-reconnaissance', HEROES.slice(0, 1), 1000));
    for (let seed = 1000; seed < 1010 && !inCombat(s); seed++) {
      s = createGame(setupFor('first-reconnaissance', HEROES.slice(0, 1), seed));
      const bot = createBot('random', seed);
      for (let i = 0; i < 3000 && !s.gameOver && !inCombat(s); i++)
        s = applyAction(s, bot.choose(s, legalActions(s))).state;
    }
    const combat = s.combat;
    if (!combat) throw new Error('no combat');
    const before = JSON.stringify(s);
    const draft: GameState = { ...s }; // the root of a working copy: its own keys writable

    const [d0, d1] = s.source.dice;
    if (!d0 || !d1) throw new Error('dice');
    const die = writableDie(draft, d0.id);
    die.keepColor = true;
    expect(draft.source.dice[0]).toBe(die);
    expect(draft.source.dice[1]).toBe(d1); // the other dice stay shared
    expect(writableDie(draft, d0.id)).toBe(die); // copied once

    const [k0, k1] = Object.keys(s.map.hexes);
    if (!k0 || !k1) throw new Error('map');
    const space = writableHex(draft, k0);
    space.shields.push(0);
    expect(draft.map.hexes[k0]).toBe(space);
    expect(draft.map.hexes[k1]).toBe(s.map.hexes[k1]);
    expect(writableHex(draft, k0)).toBe(space);

    const e0 = combat.enemies[0];
    if (!e0) throw new Error('enemy');
    const enemy = writableEnemy(draft, e0.id);
    if (!enemy) throw new Error('no enemy copy');
    enemy.defendBonus = 3;
    expect(draft.combat?.enemies[0]).toBe(enemy);
    for (let i = 1; i < combat.enemies.length; i++)
      expect(draft.combat?.enemies[i]).toBe(combat.enemies[i]);

    expect(JSON.stringify(s)).toBe(before);
    expect(isDeepFrozen(s)).toBe(true);
  });
});

describe('applyAction on a working copy (issue 15)', () => {
  it('equals immer produce, leaves its input alone, shares the unchanged parts, freezes', () => {
    let checked = 0;
    let shared = 0;
    for (let g = 0; g < 4; g++) {
      const scenario = g % 2 ? 'solo-conquest' : 'first-reconnaissance';
      const seed = 4100 + g;
      let s: GameState = createGame(setupFor(scenario, HEROES.slice(g, g + 1), seed));
      const bot = createBot('random', seed);
      for (let i = 0; i < 400 && !s.gameOver; i++) {
        const legal = legalActions(s);
        if (legal.length === 0) break;
        const a = bot.choose(s, legal);
        const before = JSON.stringify(s);
        const next = applyAction(s, a).state;
        expect(JSON.stringify(s)).toBe(before); // the input did not change
        expect(next).toEqual(applyWithImmer(s, a));
        expect(isDeepFrozen(next)).toBe(true);
        for (const k of Object.keys(s) as (keyof GameState)[])
          if (JSON.stringify(s[k]) === JSON.stringify(next[k]) && typeof s[k] === 'object') {
            // an unchanged part is the input's own object, as immer kept it
            if (next[k] !== s[k] && i > 0) throw new Error(`${a.type}: ${k} unchanged but copied`);
            shared++;
          }
        checked++;
        s = next;
      }
    }
    expect(checked).toBeGreaterThan(800);
    expect(shared).toBeGreaterThan(checked * 10);
  }, 60_000);
});

describe('applyAction on an immer draft (a caller inside a store update)', () => {
  it('gives the same state as on the plain state, deep-frozen', () => {
    let s = createGame(setupFor('first-reconnaissance', ['tovak'], 11));
    const bot = createBot('random', 11);
    // a few actions so that the input is a state applyAction produced (the shared, partial path)
    for (let i = 0; i < 6; i++) s = applyAction(s, bot.choose(s, legalActions(s))).state;
    const action = bot.choose(s, legalActions(s));
    const plain = applyAction(s, action).state;
    const wrapped = produce({ game: s }, (d) => {
      d.game = applyAction(d.game, action).state;
    });
    expect(wrapped.game).toEqual(plain);
    expect(isDeepFrozen(wrapped.game)).toBe(true);
  });
});

describe('copies of the large state objects by literal (issue 15)', () => {
  it('copy the root, a player, the turn and the round key for key, in the same order', async () => {
    const { copyKnownShape } = await import('../state/shape-copy');
    let s = createGame(setupFor('first-reconnaissance', HEROES.slice(0, 1), 7));
    const bot = createBot('random', 7);
    for (let i = 0; (i < 60 || !s.turn) && !s.gameOver; i++)
      s = applyAction(s, bot.choose(s, legalActions(s))).state;
    expect(s.turn).not.toBeNull();
    for (const o of [s, s.players[0], s.turn, s.round] as unknown as Record<string, unknown>[]) {
      const c = copyKnownShape(o);
      expect(c).not.toBeNull();
      expect(c).not.toBe(o);
      expect(Object.keys(c as object)).toEqual(Object.keys(o));
      expect(JSON.stringify(c)).toBe(JSON.stringify(o));
      for (const k of Object.keys(o)) expect((c as Record<string, unknown>)[k]).toBe(o[k]);
    }
  });

  it('leave any other object, or one with its keys in another order, to the spread', async () => {
    const { copyKnownShape } = await import('../state/shape-copy');
    const s = createGame(setupFor('first-reconnaissance', HEROES.slice(0, 1), 7));
    const { version, ...rest } = s;
    expect(copyKnownShape({ ...rest, version })).toBeNull();
    expect(copyKnownShape({ ...s, extra: 1 })).toBeNull();
    expect(copyKnownShape({ id: 1, color: 'red' })).toBeNull();
    expect(copyKnownShape({})).toBeNull();
  });
});
