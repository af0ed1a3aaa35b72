// Rules audit §8: combat with enemies — starting combats, the four phases, outcomes and city
// assaults (RULES.md COMBAT-*), played through applyAction.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../index';
import { columnSummary, enemyStats, fortificationLevel } from '../combat/numbers';
import { attackAllowed } from '../combat/columns';
import { defeatEnemies } from '../combat/defeat';
import { resolveEffects } from '../effects/interpret';
import { all, block, gainMana } from '../content/vocabulary';
import {
  act,
  at,
  combatEnemies,
  edit,
  handCard,
  inCombat,
  legal,
  newCtx,
  placeRampaging,
  refusal,
  testGame,
  topOfPile,
  withColumn,
  withHand,
  withMovePoints,
  withSite,
  withTokens,
  withUnits,
} from '../testing/builders';

const P = 0;
const play = (
  s: GameState,
  def: string,
  mode: 'basic' | 'strong' | 'sideways' = 'basic',
  extra: object = {},
) => act(s, { type: 'play-card', player: P, card: handCard(s, P, def), mode, ...extra });
const endPhase = (s: GameState) => act(s, { type: 'end-combat-phase', player: P });
const attackOn = (s: GameState, targets: string[]) =>
  act(s, { type: 'declare-attack', player: P, targets });
const blockOn = (s: GameState, enemy: string, attack = 0) =>
  act(s, { type: 'declare-block', player: P, enemy, attack });
const resolve = (s: GameState) => act(s, { type: 'resolve-column', player: P });
const ids = (s: GameState) => combatEnemies(s);
const id = (s: GameState, i = 0) => ids(s)[i] ?? '';
const fight = (enemies: string[], hand: string[] = [], opts: Parameters<typeof inCombat>[2] = {}) =>
  inCombat(withHand(testGame(), P, hand), enemies, opts);

describe('starting a combat (COMBAT-1, COMBAT-2)', () => {
  it('COMBAT-2c / COMBAT-2c.2 / COMBAT-OUTCOME-2c.1: an assault may challenge rampaging enemies next to the site; they are not fortified and need not be defeated to conquer', () => {
    let s = withSite(testGame(), '1,0', { type: 'keep' });
    s = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.enemies = [{ id: 'prowlers#9201', faceUp: true }];
    });
    const orcs = placeRampaging(s, '2,-1', 'diggers'); // next to 1,0, not to 0,0
    s = withMovePoints(at(orcs.state, P, '0,0'), 9);
    s = act(s, { type: 'move', player: P, to: '1,0' });
    expect(s.combat?.kind).toBe('assault');
    expect(legal(s, 'challenge').map((a) => a.hexes)).toContainEqual(['2,-1']);
    s = act(s, { type: 'challenge', player: P, hexes: ['2,-1'] });
    const orc = s.combat?.enemies.find((e) => e.id === orcs.id);
    expect(orc).toBeDefined();
    if (!orc) return;
    // Diggers have the Fortified ability (1 level) but no site fortification
    expect(fortificationLevel(s, orc)).toBe(1);
    expect(orc.siteFortified).toBe(false);
    // defeat the keep's defender only
    s = edit(s, (d) => void defeatEnemies(d, ['prowlers#9201'], newCtx()));
    while (s.combat) s = endPhase(s.combat.phase === 'damage' ? assignAll(s) : s);
    expect(s.map.hexes['1,0']?.owner).toBe(P);
    expect(s.map.hexes['2,-1']?.enemies.map((e) => e.id)).toEqual([orcs.id]); // COMBAT-OUTCOME-3a
  });

  it('COMBAT-2c.1: after provoking, other rampaging enemies next to the new space may be challenged to join', () => {
    // orcs on 3,-3 (provoked moving 2,-2 → 3,-2); a second rampaging token next to 3,-2 only
    const extra = placeRampaging(testGame(), '4,-2', 'diggers');
    let s = withMovePoints(at(extra.state, P, '2,-2'), 9);
    s = act(s, { type: 'move', player: P, to: '3,-2' });
    expect(s.combat?.enemies).toHaveLength(1);
    s = act(s, { type: 'challenge', player: P, hexes: ['4,-2'] });
    expect(s.combat?.enemies).toHaveLength(2);
  });

  it('COMBAT-2c: joining is possible only at the start of the combat (not after the first attack)', () => {
    const extra = placeRampaging(testGame(), '4,-2', 'diggers');
    let s = withMovePoints(at(extra.state, P, '2,-2'), 9);
    s = act(s, { type: 'move', player: P, to: '3,-2' });
    s = endPhase(s);
    expect(refusal(s, { type: 'challenge', player: P, hexes: ['4,-2'] })).toBe('COMBAT-2c');
  });

  it('COMBAT-2d: no extra enemies can be challenged when entering an adventure site', () => {
    let s = withSite(testGame(), '3,-2', { type: 'monster-den' });
    s = act(at(s, P, '3,-2'), { type: 'enter-site', player: P }); // next to the orcs on 3,-3
    expect(s.combat?.kind).toBe('adventure');
    expect(refusal(s, { type: 'challenge', player: P, hexes: ['3,-3'] })).toBe('COMBAT-2d');
  });

  it('COMBAT-2 / COMBAT-2e: one combat per turn; no enemies fought on another hero’s space', () => {
    let s = testGame({ scenario: 'full-conquest', heroes: ['tovak', 'goldyx'] });
    const me = s.turn?.player ?? 0;
    const other = me === 0 ? 1 : 0;
    const r = placeRampaging(s, '1,-1', 'prowlers');
    s = edit(at(r.state, me, '1,0'), (d) => {
      const o = d.players[other];
      if (o) o.position = '1,0';
    });
    expect(refusal(s, { type: 'challenge', player: me, hexes: ['1,-1'] })).toBe('MOVE-8c');
  });
});

/** Assign all pending damage to the hero. */
function assignAll(s: GameState): GameState {
  let st = s;
  for (let guard = 0; guard < 10; guard++) {
    const a = legal(st, 'assign-damage').find((x) => x.to === 'hero');
    if (!a) break;
    st = act(st, a);
  }
  return st;
}

describe('the four phases (COMBAT-3..6)', () => {
  it('COMBAT-3 / COMBAT-3a / COMBAT-3b / COMBAT-3c / COMBAT-3d: ranged/siege → block → assign damage → attack, then the combat ends', () => {
    let s = fight(['prowlers'], ['march']);
    expect(s.combat?.phase).toBe('ranged');
    s = endPhase(s);
    expect(s.combat?.phase).toBe('block');
    s = endPhase(s);
    expect(s.combat?.phase).toBe('damage');
    s = assignAll(s);
    expect(s.combat?.phase).toBe('attack');
    s = endPhase(s);
    expect(s.combat).toBeNull();
  });

  it('COMBAT-4: each phase has its own column: no attack column in the Block phase', () => {
    const s = endPhase(fight(['prowlers']));
    expect(refusal(s, { type: 'declare-attack', player: P, targets: [id(s)] })).toBe(
      'COMBAT-RANGED-1',
    );
  });

  it('COMBAT-6 / HEAL-3d: no healing effects during combat', () => {
    const s = fight(['prowlers'], ['tranquility', 'wound']);
    const heals = legal(s, 'play-card').filter((a) => a.card.startsWith('tranquility'));
    for (const a of heals) {
      const after = act(s, a);
      expect(after.pending[after.pending.length - 1]?.options ?? []).not.toContain('0');
    }
  });
});

describe('Ranged and Siege phase (COMBAT-RANGED)', () => {
  it('COMBAT-RANGED-1: you may pass and do nothing in this phase', () => {
    const s = endPhase(fight(['prowlers']));
    expect(s.combat?.phase).toBe('block');
    expect(s.combat?.enemies[0]?.defeated).toBe(false);
  });

  it('COMBAT-RANGED-2 / COMBAT-RANGED-3 / COMBAT-RANGED-3a: choose targets, then combine Ranged cards (powered with mana) and unit abilities in one column', () => {
    let s = withUnits(withTokens(fight(['prowlers', 'wolf-riders'], ['swiftness']), ['white']), P, [
      'utem-crossbowmen',
    ]);
    s = attackOn(s, [id(s, 1)]);
    s = play(s, 'swiftness', 'strong', { mana: [{ kind: 'token', color: 'white' }] });
    const u = s.players[P]?.units[0]?.id ?? '';
    s = act(s, { type: 'activate-unit', player: P, unit: u, ability: 1 }); // Ranged Attack 2
    expect(columnSummary(s)).toMatchObject({ raw: 5, armor: 4, needed: 0 });
    s = resolve(s);
    expect(s.combat?.enemies[1]?.defeated).toBe(true);
    expect(s.combat?.enemies[0]?.defeated).toBe(false);
  });

  it('COMBAT-RANGED-3d / CARD-3e.1: no sideways cards as Ranged or Siege attacks', () => {
    let s = fight(['prowlers'], ['march']);
    s = attackOn(s, [id(s)]);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'march'),
        mode: 'sideways',
        as: 'attack',
      }),
    ).toBe('COMBAT-RANGED-3d');
  });

  it('COMBAT-RANGED-4a: the inefficient attacks of a group are added up before halving (3 + 3 → 3, not 1 + 1)', () => {
    let s = fight(['golems']); // physical resistance, Armor 5
    s = attackOn(s, [id(s)]);
    s = withColumn(s, [
      { amount: 3, style: 'ranged' },
      { amount: 3, style: 'ranged' },
    ]);
    expect(columnSummary(s)).toMatchObject({ raw: 6, effective: 3 });
  });

  it('COMBAT-RANGED-5 / COMBAT-RANGED-5a / COMBAT-RANGED-5b / COMBAT-RANGED-5c: enough attack defeats all targets at once: tokens discarded, Fame gained, no level-up yet', () => {
    let s = edit(fight(['prowlers', 'prowlers']), (d) => {
      const p = d.players[P];
      if (p) p.fame = 2;
    });
    s = attackOn(s, ids(s));
    s = withColumn(s, [{ amount: 6, style: 'ranged' }]);
    s = resolve(s);
    expect(s.combat).toBeNull(); // all defeated: the combat is over
    expect(s.players[P]?.fame).toBe(6);
    expect(s.players[P]?.level).toBe(1);
    expect(s.enemyPiles.green.discard.filter((x) => x.startsWith('prowlers'))).toHaveLength(2);
  });

  it('COMBAT-RANGED-6 / COMBAT-RANGED-6a / COMBAT-RANGED-8: a short attack has no effect; the points are lost when it is abandoned', () => {
    let s = fight(['prowlers']);
    s = attackOn(s, [id(s)]);
    s = withColumn(s, [{ amount: 2, style: 'ranged' }]);
    expect(refusal(s, { type: 'resolve-column', player: P })).toBe('COMBAT-RANGED-6');
    expect(refusal(s, { type: 'end-combat-phase', player: P })).toBe('COMBAT-RANGED-8');
    s = act(s, { type: 'abandon-column', player: P });
    expect(s.combat?.attack).toBeNull();
    expect(s.combat?.enemies[0]?.defeated).toBe(false);
    expect(s.combat?.enemies[0]?.armorMod).toBe(0);
  });

  it('COMBAT-RANGED-7 / COMBAT-RANGED-7a: several attacks per phase; unfortified enemies attacked separately with Ranged attacks', () => {
    let s = fight(['diggers', 'prowlers']); // Diggers: Fortified
    s = attackOn(s, ids(s));
    // COMBAT-RANGED-3b: with a fortified target among them only Siege attacks may be played
    expect(attackAllowed(s, 'ranged')).toBe(false);
    expect(attackAllowed(s, 'siege')).toBe(true);
    s = act(s, { type: 'abandon-column', player: P });
    s = attackOn(s, [id(s, 1)]);
    expect(attackAllowed(s, 'ranged')).toBe(true);
    s = withColumn(s, [{ amount: 3, style: 'ranged' }]);
    s = resolve(s);
    expect(s.combat?.enemies[1]?.defeated).toBe(true);
    s = attackOn(s, [id(s, 0)]);
    expect(s.combat?.attack?.targets).toEqual([id(s, 0)]);
  });
});

describe('Block phase (COMBAT-BLOCK)', () => {
  it('COMBAT-BLOCK-1: enemies defeated in the Ranged phase do not attack', () => {
    let s = fight(['prowlers', 'prowlers']);
    s = attackOn(s, [id(s)]);
    s = resolve(withColumn(s, [{ amount: 3, style: 'ranged' }]));
    s = endPhase(s);
    expect(legal(s, 'declare-block').map((a) => a.enemy)).toEqual([id(s, 1)]);
  });

  it('COMBAT-BLOCK-2a / COMBAT-BLOCK-2b: the summoned monster stands in for the summoner (which no effect may target) until the Attack phase', () => {
    const top = topOfPile(testGame(), 'prowlers', 'brown');
    let s = inCombat(top.state, ['orc-summoners']);
    const summoner = id(s);
    s = endPhase(s);
    expect(enemyStats(s).find((e) => e.id === summoner)?.hidden).toBe(true);
    expect(refusal(s, { type: 'declare-block', player: P, enemy: summoner, attack: 0 })).toBe(
      'COMBAT-BLOCK-2a',
    );
    s = endPhase(s);
    s = assignAll(s);
    expect(s.combat?.phase).toBe('attack');
    expect(enemyStats(s).find((e) => e.id === summoner)?.hidden).toBe(false);
    expect(refusal(s, { type: 'declare-attack', player: P, targets: [summoner] })).toBeUndefined();
  });

  it('COMBAT-BLOCK-3 / COMBAT-BLOCK-9: one attacking enemy per block; each blocked separately', () => {
    let s = endPhase(fight(['prowlers', 'prowlers']));
    s = blockOn(s, id(s));
    expect(refusal(s, { type: 'declare-block', player: P, enemy: id(s, 1), attack: 0 })).toBe(
      'COMBAT-BLOCK-9',
    );
  });

  it('COMBAT-BLOCK-4 / COMBAT-BLOCK-4a / COMBAT-BLOCK-4b: Block cards, unit blocks and sideways cards (physical Block 1) go into one column', () => {
    let s = withUnits(endPhase(fight(['swordsmen'], ['determination', 'march'])), P, ['peasants']);
    s = blockOn(s, id(s));
    s = play(s, 'determination');
    const pend = s.pending[s.pending.length - 1];
    if (pend) s = act(s, { type: 'choose', player: P, option: pend.options[1] ?? '' }); // Block 2
    const u = s.players[P]?.units[0]?.id ?? '';
    s = act(s, { type: 'activate-unit', player: P, unit: u, ability: 0 });
    const pu = s.pending[s.pending.length - 1];
    if (pu) s = act(s, { type: 'choose', player: P, option: pu.options[1] ?? '' }); // Block 2
    s = play(s, 'march', 'sideways', { as: 'block' });
    expect(columnSummary(s)).toMatchObject({ raw: 5 });
    expect(s.combat?.block?.entries.every((x) => x.element === 'physical')).toBe(true);
  });

  it('COMBAT-BLOCK-5 / COMBAT-BLOCK-5b: inefficient blocks are added up, halved and rounded down, then added to the efficient ones', () => {
    let s = endPhase(fight(['fire-mages'])); // Fire Attack 6
    s = blockOn(s, id(s));
    s = withColumn(s, [{ amount: 3 }, { amount: 3 }, { amount: 1 }, { amount: 2, element: 'ice' }]);
    // physical 7 → 3; ice 2 in full
    expect(columnSummary(s)).toMatchObject({ raw: 9, effective: 5, attack: 6, needed: 1 });
  });

  it('COMBAT-BLOCK-7 / COMBAT-BLOCK-10: a blocked enemy is not defeated; Block points cannot be saved', () => {
    let s = endPhase(fight(['prowlers']));
    s = blockOn(s, id(s));
    s = withColumn(s, [{ amount: 4 }]);
    expect(refusal(s, { type: 'end-combat-phase', player: P })).toBe('COMBAT-BLOCK-10');
    s = resolve(s);
    expect(s.combat?.enemies[0]).toMatchObject({ blocked: [true], defeated: false });
  });
});

describe('Assign Damage and Attack phases (COMBAT-DMG, COMBAT-ATTACK)', () => {
  it('COMBAT-DMG-1 / COMBAT-DMG-1b: only unblocked attacks of living enemies deal damage, one at a time in any order', () => {
    let s = endPhase(fight(['prowlers', 'wolf-riders', 'golems']));
    s = blockOn(s, id(s));
    s = resolve(withColumn(s, [{ amount: 4 }]));
    s = endPhase(s);
    const pending = legal(s, 'assign-damage')
      .filter((a) => a.to === 'hero')
      .map((a) => a.enemy);
    expect(pending.sort()).toEqual([id(s, 1), id(s, 2)].sort());
    // golems first, then wolf riders
    s = act(s, { type: 'assign-damage', player: P, enemy: id(s, 2), attack: 0, to: 'hero' });
    expect(s.combat?.phase).toBe('damage');
  });

  it('COMBAT-DMG-1a: with no unblocked attack the phase is skipped', () => {
    let s = endPhase(fight(['prowlers']));
    s = resolve(withColumn(blockOn(s, id(s)), [{ amount: 4 }]));
    s = endPhase(s);
    expect(s.combat?.phase).toBe('attack');
  });

  it('COMBAT-ATTACK-1a / COMBAT-ATTACK-2: in the Attack phase fortifications do not matter; one attack may defeat several enemies', () => {
    let s = fight(['diggers', 'guardsmen'], [], { siteFortified: true, kind: 'assault' });
    s = assignAll(endPhase(endPhase(s)));
    expect(s.combat?.phase).toBe('attack');
    s = attackOn(s, ids(s));
    s = withColumn(s, [{ amount: 10 }]);
    expect(columnSummary(s)).toMatchObject({ armor: 10, needed: 0 });
    s = resolve(s);
    expect(s.combat).toBeNull();
  });

  it('COMBAT-ATTACK-1b: any non-Wound card sideways is physical Attack 1 in the Attack phase', () => {
    let s = fight(['golems'], ['promise']);
    s = assignAll(endPhase(endPhase(s)));
    s = attackOn(s, [id(s)]);
    s = play(s, 'promise', 'sideways', { as: 'attack' });
    expect(s.combat?.attack?.entries).toEqual([
      expect.objectContaining({ amount: 1, element: 'physical' }),
    ]);
    // physical resistance halves it (COMBAT-ATTACK-2: resistances as in the Ranged phase)
    expect(columnSummary(s)).toMatchObject({ raw: 1, effective: 0 });
  });
});

describe('combat outcome (COMBAT-OUTCOME, COMBAT-CITY)', () => {
  it('COMBAT-OUTCOME-2 / COMBAT-OUTCOME-2b: all enemies of an adventure site defeated: shield now, reward only at the end of the turn', () => {
    let s = withSite(testGame(), '3,-2', { type: 'monster-den' });
    s = withHand(at(s, P, '3,-2'), P, ['march', 'rage']);
    s = act(s, { type: 'enter-site', player: P });
    s = edit(s, (d) => void defeatEnemies(d, d.combat?.enemies.map((e) => e.id) ?? [], newCtx()));
    while (s.combat) s = endPhase(s);
    expect(s.map.hexes['3,-2']?.shields).toEqual([P]);
    expect(s.turn?.rewards.length).toBeGreaterThan(0);
  });

  it('COMBAT-OUTCOME-3 / COMBAT-OUTCOME-3c / COMBAT-OUTCOME-3c.1: an undefeated monster-den enemy stays on the space, visible to all', () => {
    let s = withSite(testGame(), '3,-2', { type: 'monster-den' });
    s = act(at(s, P, '3,-2'), { type: 'enter-site', player: P });
    const e = id(s);
    s = endPhase(endPhase(s));
    s = assignAll(s);
    s = endPhase(s);
    expect(s.combat).toBeNull();
    expect(s.map.hexes['3,-2']?.enemies).toEqual([{ id: e, faceUp: true }]);
    expect(s.map.hexes['3,-2']?.shields).toEqual([]);
  });

  it('COMBAT-OUTCOME-2c.4 / COMBAT-CITY-2 / COMBAT-CITY-2a / COMBAT-CITY-2b: a conquered city gets its leader (most shields, ties: first placed)', () => {
    let s = withSite(testGame(), '1,0', { type: 'city', city: 'white' });
    s = edit(s, (d) => {
      d.cities.push({
        color: 'white',
        level: 1,
        hex: '1,0',
        garrison: [{ id: 'prowlers#9301', faceUp: true }],
        shields: [],
        conquered: false,
        leader: null,
      });
    });
    s = withMovePoints(at(s, P, '0,0'), 2);
    s = act(s, { type: 'move', player: P, to: '1,0' });
    expect(s.combat?.cityColor).toBe('white');
    s = edit(s, (d) => void defeatEnemies(d, ['prowlers#9301'], newCtx()));
    while (s.combat) s = endPhase(s);
    const city = s.cities[0];
    expect(city?.conquered).toBe(true);
    expect(city?.shields).toEqual([P]); // COMBAT-OUTCOME-1a
    expect(city?.leader).toBe(P);
  });
});

describe('combat effects of cards (COMBAT-BLOCK-8a, COMBAT-ATTACK-1c, COMPOSITE-1b)', () => {
  it('COMBAT-BLOCK-8a: extra effects of a Block effect apply even when the Block fails', () => {
    let s = endPhase(fight(['swordsmen']));
    s = blockOn(s, id(s));
    s = edit(s, (d) =>
      resolveEffects(d, [all(block(2), gainMana('red'))], { player: P, source: 'test' }, newCtx()),
    );
    expect(s.turn?.manaTokens).toContain('red');
    s = act(s, { type: 'abandon-column', player: P }); // Block 2 against Attack 6: no effect
    expect(s.turn?.manaTokens).toContain('red');
  });

  it('COMBAT-ATTACK-1c: an effect “only in the Attack phase” (Tornado) is refused in the Ranged phase, allowed in the Attack phase', () => {
    let s = withTokens(
      edit(fight(['prowlers'], ['whirlwind']), (d) => void (d.round.time = 'night')),
      ['white', 'black'],
    );
    const strong = {
      type: 'play-card' as const,
      player: P,
      card: handCard(s, P, 'whirlwind'),
      mode: 'strong' as const,
      mana: [
        { kind: 'token' as const, color: 'white' as const },
        { kind: 'token' as const, color: 'black' as const },
      ],
    };
    expect(refusal(s, strong)).toBe('COMBAT-ATTACK-1c');
    s = assignAll(endPhase(endPhase(s)));
    expect(s.combat?.phase).toBe('attack');
    expect(refusal(s, strong)).toBeUndefined();
  });

  it('COMPOSITE-1b: an effect played through another card keeps its own colour (blue Ice Shield via green Concentration: an Ice-resistant enemy ignores the Armor reduction)', () => {
    let s = endPhase(fight(['heroes-ice'], ['concentration', 'ice-shield']));
    const e = id(s);
    s = withTokens(s, ['green']);
    s = blockOn(s, e, 0);
    s = play(s, 'concentration', 'strong', { mana: [{ kind: 'token', color: 'green' }] });
    s = act(s, { type: 'choose', player: P, option: handCard(s, P, 'ice-shield') });
    s = resolve(s);
    expect(s.combat?.enemies[0]?.blocked[0]).toBe(true);
    expect(enemyStats(s).find((x) => x.id === e)?.armor).toBe(4);
  });
});
