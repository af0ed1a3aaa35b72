// Combat effects of skill tokens: one describe per skill, its effect and at least one restriction,
// through the `use-skill` action.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../index';
import { damagePreview } from '../combat/damage';
import { columnSummary, enemyStats } from '../combat/numbers';
import {
  act,
  choose,
  combatEnemies,
  edit,
  handCard,
  inCombat,
  legal,
  refusal,
  testGame,
  withColumn,
  withHand,
  withUnits,
} from '../testing/builders';

const P = 0;

/** A game where player 0 holds these skill tokens (and these cards). */
function game(skills: string[], cards: string[] = []): GameState {
  return edit(withHand(testGame({ heroes: ['tovak'] }), P, cards), (d) => {
    const p = d.players[P];
    if (p)
      for (const id of skills)
        p.skills.push({ id, flipped: false, usedThisTurn: false, inCenter: false });
  });
}

const use = (s: GameState, skill: string) => act(s, { type: 'use-skill', player: P, skill });
const useRefusal = (s: GameState, skill: string) =>
  refusal(s, { type: 'use-skill', player: P, skill });
const eid = (s: GameState, i = 0): string => {
  const x = combatEnemies(s)[i];
  if (!x) throw new Error('no enemy');
  return x;
};
const stats = (s: GameState, id: string) => {
  const x = enemyStats(s).find((e) => e.id === id);
  if (!x) throw new Error('no stats');
  return x;
};
const endPhase = (s: GameState) => act(s, { type: 'end-combat-phase', player: P });
const resolve = (s: GameState) => act(s, { type: 'resolve-column', player: P });
const abandon = (s: GameState) => act(s, { type: 'abandon-column', player: P });
const attackOn = (s: GameState, ...targets: string[]) =>
  act(s, { type: 'declare-attack', player: P, targets });
const blockOn = (s: GameState, enemy: string, attack = 0) =>
  act(s, { type: 'declare-block', player: P, enemy, attack });
const options = (s: GameState) => legal(s, 'combat-option').map((a) => a.option);
const option = (s: GameState, o: string) => act(s, { type: 'combat-option', player: P, option: o });
const entries = (s: GameState) => s.combat?.attack?.entries ?? s.combat?.block?.entries ?? [];
const fame = (s: GameState) => s.players[P]?.fame ?? 0;
const unitId = (s: GameState, i = 0): string => s.players[P]?.units[i]?.id ?? '';
const toBlock = (s: GameState) => endPhase(s);
const toDamage = (s: GameState) => endPhase(endPhase(s));
const toAttack = (s: GameState) =>
  endPhase(
    edit(endPhase(s), (d) => {
      for (const e of d.combat?.enemies ?? []) e.blocked = e.blocked.map(() => true);
    }),
  );
const play = (s: GameState, card: string, mode: 'basic' | 'sideways', as?: 'attack' | 'block') =>
  act(s, { type: 'play-card', player: P, card: handCard(s, P, card), mode, ...(as ? { as } : {}) });

describe('krang-battle-hardened', () => {
  it('ignores 2 damage of one physical attack', () => {
    let s = toDamage(inCombat(game(['krang-battle-hardened']), ['swordsmen']));
    s = use(s, 'krang-battle-hardened');
    expect(damagePreview(s, eid(s), 0, 'hero')).toMatchObject({ damage: 4, heroWounds: 2 });
  });
  it('or 1 damage of a non-physical attack (Brutal doubling first)', () => {
    let s = toDamage(inCombat(game(['krang-battle-hardened']), ['fire-golems']));
    s = use(s, 'krang-battle-hardened');
    expect(damagePreview(s, eid(s), 0, 'hero')).toMatchObject({ damage: 5 });
  });
  it('restriction: only in the Assign Damage phase, against an attack still to assign', () => {
    const s = toBlock(inCombat(game(['krang-battle-hardened']), ['swordsmen']));
    expect(useRefusal(s, 'krang-battle-hardened')).toBeDefined();
  });
  it('with two attacks, the player chooses one; an attack reduced to 0 deals nothing', () => {
    let s = toDamage(inCombat(game(['krang-battle-hardened']), ['orc-skirmishers']));
    s = use(s, 'krang-battle-hardened');
    expect(s.pending[0]?.kind).toBe('reduce-damage');
    s = choose(s, `${eid(s)}|1`);
    expect(s.combat?.enemies[0]?.damageAssigned).toEqual([false, true]);
  });
});

describe('braevalar-elemental-resistance', () => {
  it('ignores 2 damage of one Fire or Ice (or ColdFire) attack', () => {
    let s = toDamage(inCombat(game(['braevalar-elemental-resistance']), ['fire-mages']));
    s = use(s, 'braevalar-elemental-resistance');
    expect(damagePreview(s, eid(s), 0, 'hero')).toMatchObject({ damage: 4 });
  });
  it('restriction: only 1 against a physical attack', () => {
    let s = toDamage(inCombat(game(['braevalar-elemental-resistance']), ['swordsmen']));
    s = use(s, 'braevalar-elemental-resistance');
    expect(damagePreview(s, eid(s), 0, 'hero')).toMatchObject({ damage: 5 });
  });
});

describe('wolfhawk-deadly-aim', () => {
  it('Ranged phase: +1 to an attack card played', () => {
    let s = inCombat(game(['wolfhawk-deadly-aim'], ['swiftness']), ['prowlers']);
    s = attackOn(s, eid(s));
    s = use(s, 'wolfhawk-deadly-aim'); // before the card: it waits for it
    s = edit(s, (d) => {
      d.turn?.manaTokens.push('white');
    });
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'swiftness'),
      mode: 'strong',
      mana: [{ kind: 'token', color: 'white' }],
    });
    expect(columnSummary(s)).toMatchObject({ raw: 4 });
  });
  it('Attack phase: +2 to a sideways card already played', () => {
    let s = toAttack(inCombat(game(['wolfhawk-deadly-aim'], ['march']), ['prowlers']));
    s = play(attackOn(s, eid(s)), 'march', 'sideways', 'attack');
    s = use(s, 'wolfhawk-deadly-aim');
    expect(columnSummary(s)).toMatchObject({ raw: 3 });
  });
  it('restriction: needs an open attack (not in the Block phase)', () => {
    const s = toBlock(inCombat(game(['wolfhawk-deadly-aim']), ['prowlers']));
    expect(useRefusal(s, 'wolfhawk-deadly-aim')).toBeDefined();
  });
});

describe('wolfhawk-dueling', () => {
  it('Block 1 now and Attack 1 on the same enemy in the Attack phase; Fame +1 without Units', () => {
    let s = toBlock(inCombat(game(['wolfhawk-dueling']), ['prowlers']));
    const e = eid(s);
    s = use(blockOn(s, e), 'wolfhawk-dueling');
    expect(columnSummary(s)).toMatchObject({ raw: 1 });
    s = resolve(withColumn(s, [{ amount: 3 }]));
    s = endPhase(s);
    s = attackOn(s, e);
    s = option(s, options(s).find((o) => o.startsWith('reserve:')) ?? '');
    expect(columnSummary(s)).toMatchObject({ raw: 1 });
    const f = fame(s);
    s = resolve(withColumn(s, [{ amount: 2 }]));
    expect(fame(s)).toBe(f + 2 + 1);
  });
  it('restriction: no Fame when a Unit helped; the Attack only against that enemy alone', () => {
    let s = withUnits(toBlock(inCombat(game(['wolfhawk-dueling']), ['prowlers', 'diggers'])), P, [
      'peasants',
    ]);
    const [e, other] = [eid(s), eid(s, 1)];
    s = use(blockOn(s, e), 'wolfhawk-dueling');
    s = act(s, { type: 'activate-unit', player: P, unit: unitId(s), ability: 0 });
    s = resolve(withColumn(s, [{ amount: 1 }]));
    s = endPhase(
      edit(s, (d) => {
        const x = d.combat?.enemies[1];
        if (x) x.blocked = [true];
      }),
    );
    expect(options(attackOn(s, e, other))).toEqual([]);
    s = attackOn(s, e);
    s = option(s, options(s)[0] ?? '');
    const f = fame(s);
    s = resolve(withColumn(s, [{ amount: 2 }]));
    expect(fame(s)).toBe(f + 2);
  });
  it('restriction: only in the Block phase, on an open block', () => {
    const s = inCombat(game(['wolfhawk-dueling']), ['prowlers']);
    expect(useRefusal(s, 'wolfhawk-dueling')).toBe('COMBAT-BLOCK-1');
  });
});

describe('wolfhawk-know-your-prey', () => {
  it('remove one resistance', () => {
    let s = inCombat(game(['wolfhawk-know-your-prey']), ['ironclads']);
    s = use(s, 'wolfhawk-know-your-prey');
    expect(s.pending[0]?.options).toEqual(['ability:brutal', 'res:physical']);
    s = choose(s, 'res:physical');
    expect(stats(s, eid(s)).resistances).toEqual([]);
  });
  it('or change an attack element (ColdFire → Fire or Ice), or ignore an ability', () => {
    let s = inCombat(game(['wolfhawk-know-your-prey']), ['corrupted-priests']);
    s = choose(use(s, 'wolfhawk-know-your-prey'), 'element:0:fire');
    expect(stats(s, eid(s)).attacks[0]?.element).toBe('fire');
    let t = inCombat(game(['wolfhawk-know-your-prey']), ['diggers']);
    t = use(t, 'wolfhawk-know-your-prey'); // only option: ignore Fortified
    expect(stats(t, eid(t))).toMatchObject({ fortification: 0, abilities: [] });
  });
  it('restriction: not against Arcane Immunity; once per round', () => {
    const s = inCombat(game(['wolfhawk-know-your-prey']), ['sorcerers']);
    expect(useRefusal(s, 'wolfhawk-know-your-prey')).toBe('COMBAT-5');
    const t = use(
      inCombat(game(['wolfhawk-know-your-prey']), ['diggers', 'prowlers']),
      'wolfhawk-know-your-prey',
    );
    expect(useRefusal(t, 'wolfhawk-know-your-prey')).toBe('SKILL-4a');
  });
});

describe('krang-curse', () => {
  it('one enemy: Attack -2 on one attack, or Armor -1', () => {
    let s = inCombat(game(['krang-curse']), ['swordsmen']);
    s = use(s, 'krang-curse');
    expect(s.pending[0]?.options).toEqual(['attack:0', 'armor']);
    s = choose(s, 'attack:0');
    expect(stats(s, eid(s)).attacks[0]?.value).toBe(4);
    let t = choose(use(inCombat(game(['krang-curse']), ['swordsmen']), 'krang-curse'), 'armor');
    expect(stats(t, eid(t)).armor).toBe(4);
    t = inCombat(game(['krang-curse']), ['orc-skirmishers']);
    t = choose(use(t, 'krang-curse'), 'attack:1');
    expect(stats(t, eid(t)).attacks.map((a) => a.value)).toEqual([1, 0]);
  });
  it('restriction: only the attack part against Arcane Immunity; no fortified enemy in the Ranged phase', () => {
    const s = use(inCombat(game(['krang-curse']), ['sorcerers']), 'krang-curse');
    expect(stats(s, eid(s)).attacks[0]?.value).toBe(4);
    expect(useRefusal(inCombat(game(['krang-curse']), ['diggers']), 'krang-curse')).toBe(
      'COMBAT-5',
    );
    expect(
      useRefusal(toBlock(inCombat(game(['krang-curse']), ['diggers'])), 'krang-curse'),
    ).toBeUndefined();
  });
});

describe('tovak-resistance-break', () => {
  it('Armor -1 per resistance (not below 1)', () => {
    const s = use(
      inCombat(game(['tovak-resistance-break']), ['altem-guardsmen']),
      'tovak-resistance-break',
    );
    expect(stats(s, eid(s)).armor).toBe(4);
  });
  it('restriction: no effect without resistances or with Arcane Immunity', () => {
    expect(
      useRefusal(
        inCombat(game(['tovak-resistance-break']), ['prowlers']),
        'tovak-resistance-break',
      ),
    ).toBe('COMBAT-5');
    expect(
      useRefusal(
        inCombat(game(['tovak-resistance-break']), ['blood-demon']),
        'tovak-resistance-break',
      ),
    ).toBe('COMBAT-5');
  });
});

describe('braevalar-forked-lightning', () => {
  it('Ranged ColdFire Attack 1 against each of up to three different enemies', () => {
    let s = inCombat(game(['braevalar-forked-lightning']), ['prowlers', 'diggers', 'swordsmen']);
    s = use(attackOn(s, eid(s)), 'braevalar-forked-lightning');
    expect(entries(s)).toEqual([
      expect.objectContaining({ amount: 1, element: 'cold-fire', style: 'ranged' }),
    ]);
    expect(options(s)).toEqual([]); // not twice on the same enemy
    s = abandon(s);
    s = attackOn(s, eid(s, 2));
    expect(options(s)).toHaveLength(2);
    s = option(s, options(s)[0] ?? '');
    expect(entries(s)).toHaveLength(1);
    expect(options(s)).toEqual([]);
  });
  it('restriction: a Ranged attack, so not on a fortified enemy in the Ranged phase', () => {
    const s = inCombat(game(['braevalar-forked-lightning']), ['diggers']);
    expect(useRefusal(attackOn(s, eid(s)), 'braevalar-forked-lightning')).toBeDefined();
  });
});

describe('krang-puppet-master', () => {
  it('keep a token defeated this turn, then discard it for half its attack or Armor', () => {
    let s = toAttack(inCombat(game(['krang-puppet-master']), ['swordsmen', 'prowlers']));
    const [sw, pr] = [eid(s), eid(s, 1)];
    s = resolve(withColumn(attackOn(s, sw), [{ amount: 5 }]));
    s = use(s, 'krang-puppet-master');
    expect(s.players[P]?.skillData?.['puppet-token']).toBe(sw);
    expect(s.enemyPiles.grey.discard).not.toContain(sw);
    // Once per turn: the kept token is used in a later turn (here: the token is fresh again).
    s = edit(s, (d) => {
      const slot = d.players[P]?.skills.find((x) => x.id === 'krang-puppet-master');
      if (slot) slot.usedThisTurn = false;
    });
    s = use(attackOn(s, pr), 'krang-puppet-master');
    expect(entries(s)).toEqual([expect.objectContaining({ amount: 3, element: 'physical' })]);
    expect(s.enemyPiles.grey.discard).toContain(sw);
  });
  it('restriction: nothing to keep or use', () => {
    expect(
      useRefusal(inCombat(game(['krang-puppet-master']), ['prowlers']), 'krang-puppet-master'),
    ).toBeDefined();
  });
});

describe('norowas-leadership', () => {
  it('the next Unit activated: Block +3', () => {
    let s = withUnits(toBlock(inCombat(game(['norowas-leadership']), ['swordsmen'])), P, [
      'peasants',
    ]);
    s = use(s, 'norowas-leadership');
    s = act(blockOn(s, eid(s)), { type: 'activate-unit', player: P, unit: unitId(s), ability: 0 });
    expect(columnSummary(s)).toMatchObject({ raw: 5 });
  });
  it('or Attack +2; only once', () => {
    let s = withUnits(toAttack(inCombat(game(['norowas-leadership']), ['swordsmen'])), P, [
      'peasants',
      'peasants',
    ]);
    s = use(s, 'norowas-leadership');
    s = act(attackOn(s, eid(s)), { type: 'activate-unit', player: P, unit: unitId(s), ability: 0 });
    s = act(s, { type: 'activate-unit', player: P, unit: unitId(s, 1), ability: 0 });
    expect(columnSummary(s)).toMatchObject({ raw: 6 });
  });
  it('restriction: cards get nothing from it', () => {
    let s = toBlock(inCombat(game(['norowas-leadership'], ['determination']), ['swordsmen']));
    s = use(s, 'norowas-leadership');
    s = play(blockOn(s, eid(s)), 'determination', 'basic');
    expect(columnSummary(s)).toMatchObject({ raw: 2 });
  });
});

describe('braevalar-natures-vengeance', () => {
  it('one enemy attack -1 and it gains Cumbersome; the token goes to the centre', () => {
    let s = inCombat(game(['braevalar-natures-vengeance']), ['prowlers']);
    s = use(s, 'braevalar-natures-vengeance');
    expect(stats(s, eid(s))).toMatchObject({ abilities: ['cumbersome'] });
    expect(stats(s, eid(s)).attacks[0]?.value).toBe(3);
    expect(s.players[P]?.skills.find((x) => x.id === 'braevalar-natures-vengeance')?.inCenter).toBe(
      true,
    );
  });
  it('in the centre: enemies other players fight get Attack +1 in the Block phase', () => {
    let s = inCombat(testGame({ heroes: ['tovak', 'braevalar'] }), ['prowlers']);
    const me = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      const other = d.players.find((p) => p.id !== me && p.kind !== 'dummy');
      other?.skills.push({
        id: 'braevalar-natures-vengeance',
        flipped: false,
        usedThisTurn: true,
        inCenter: true,
      });
    });
    expect(stats(s, eid(s)).attacks[0]?.value).toBe(4);
    s = act(s, { type: 'end-combat-phase', player: me });
    expect(stats(s, eid(s)).attacks[0]?.value).toBe(5);
  });
  it('restriction: its own enemy effect works on Arcane Immune enemies (about the attack)', () => {
    const s = use(
      inCombat(game(['braevalar-natures-vengeance']), ['sorcerers']),
      'braevalar-natures-vengeance',
    );
    expect(stats(s, eid(s)).attacks[0]?.value).toBe(5);
  });
});
