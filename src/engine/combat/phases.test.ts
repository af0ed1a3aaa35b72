// Starting combats (COMBAT-1, COMBAT-2) and the four phases with their columns (COMBAT-3,
// COMBAT-RANGED-*, COMBAT-BLOCK-*, COMBAT-ATTACK-*), played through applyAction.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../state/types';
import {
  act,
  combatEnemies,
  edit,
  handCard,
  inCombat,
  legal,
  placeRampaging,
  refusal,
  testGame,
  topOfPile,
  withColumn,
  withCrystals,
  withHand,
  withSite,
} from '../testing/builders';
import { attackAllowed } from './columns';
import { columnSummary, enemyStats } from './numbers';

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
const resolve = (s: GameState) => act(s, { type: 'resolve-column', player: P });
const first = (s: GameState): string => {
  const id = combatEnemies(s)[0];
  if (!id) throw new Error('no enemy');
  return id;
};

function fight(
  enemies: string[],
  hand: string[] = [],
  opts: Parameters<typeof inCombat>[2] = {},
): GameState {
  return inCombat(withHand(testGame(), P, hand), enemies, opts);
}

describe('COMBAT-1e provoking: a full fight through applyAction', () => {
  it('COMBAT-1e/COMBAT-OUTCOME-2a: moving past an orc provokes it; defeating it gives Fame and Reputation +1', () => {
    const made = placeRampaging(
      withHand(testGame(), P, ['march', 'rage', 'rage', 'rage', 'rage']),
      '1,-1',
      'prowlers',
    );
    let s = made.state;
    const orc = made.id;
    s = play(s, 'march');
    s = act(s, { type: 'move', player: P, to: '1,0' });
    expect(s.combat?.enemies.map((e) => e.id)).toEqual([orc]);
    expect(s.turn?.phase).toBe('action');
    expect(s.players[P]?.reputation).toBe(0);
    s = endPhase(s); // ranged → block
    expect(s.combat?.phase).toBe('block');
    s = act(s, { type: 'declare-block', player: P, enemy: orc, attack: 0 });
    s = play(s, 'rage'); // Block 2 (the attack option is not usable in the Block phase)
    s = play(s, 'rage');
    s = resolve(s);
    expect(s.combat?.enemies[0]?.blocked).toEqual([true]);
    s = endPhase(s); // block → damage (nothing unblocked) → attack
    expect(s.combat?.phase).toBe('attack');
    s = attackOn(s, [orc]);
    s = play(s, 'rage');
    s = play(s, 'rage');
    s = resolve(s);
    expect(s.combat).toBeNull();
    expect(s.turn?.phase).toBe('after');
    expect(s.players[P]?.fame).toBe(2);
    expect(s.players[P]?.reputation).toBe(1);
    expect(s.map.hexes['1,-1']?.enemies).toEqual([]);
    expect(s.enemyPiles.green.discard).toContain(orc);
    expect(s.players[P]?.hand.some((c) => c.startsWith('wound'))).toBe(false);
  });
});

describe('COMBAT-1d challenge', () => {
  it('COMBAT-1d: challenging one or several adjacent rampaging enemies starts a combat as the action', () => {
    const made = placeRampaging(withHand(testGame(), P, ['rage']), '1,-1', 'prowlers');
    let s = made.state;
    const a = made.id;
    const r2 = placeRampaging(s, '0,-1', 'diggers');
    s = r2.state;
    expect(legal(s, 'challenge').length).toBe(3);
    s = act(s, { type: 'challenge', player: P, hexes: ['1,-1', '0,-1'] });
    expect(combatEnemies(s).sort()).toEqual([a, r2.id].sort());
    expect(s.turn?.action).toBe('combat');
  });
  it('COMBAT-1d: a rampaging enemy that is not adjacent cannot be challenged', () => {
    const { state: s } = placeRampaging(testGame(), '2,-1', 'prowlers');
    expect(refusal(s, { type: 'challenge', player: P, hexes: ['2,-1'] })).toBe('COMBAT-1d');
  });
  it('COMBAT-2: only one combat per turn', () => {
    const made = placeRampaging(withHand(testGame(), P, ['rage']), '1,-1', 'prowlers');
    let s = made.state;
    const id = made.id;
    const other = placeRampaging(s, '0,-1', 'prowlers');
    s = act(other.state, { type: 'challenge', player: P, hexes: ['1,-1'] });
    expect(refusal(s, { type: 'challenge', player: P, hexes: ['0,-1'] })).toBe('COMBAT-2c');
    s = endPhase(endPhase(s)); // ranged → block → damage
    s = act(s, { type: 'assign-damage', player: P, enemy: id, attack: 0, to: 'hero' });
    s = endPhase(s); // attack → end
    expect(s.combat).toBeNull();
    expect(refusal(s, { type: 'challenge', player: P, hexes: ['0,-1'] })).toBe('COMBAT-2');
  });
  it('TURN-REST-7: no combat in a resting turn', () => {
    const { state } = placeRampaging(
      withHand(testGame(), P, ['rage', 'march']),
      '1,-1',
      'prowlers',
    );
    const s = act(state, { type: 'rest', player: P, discard: [handCard(state, P, 'march')] });
    expect(refusal(s, { type: 'challenge', player: P, hexes: ['1,-1'] })).toBe('TURN-REST-7');
  });
});

describe('COMBAT-2 several enemy groups in one combat', () => {
  it('COMBAT-2a: one move provoking two rampaging enemies fights both', () => {
    let s = placeRampaging(withHand(testGame(), P, ['march']), '1,-1', 'prowlers').state;
    s = placeRampaging(s, '0,1', 'diggers').state; // a sea space made land for the test
    s = play(s, 'march');
    s = act(s, { type: 'move', player: P, to: '1,0' });
    expect(s.combat?.enemies.length).toBe(2);
  });
  it('COMBAT-2c: after a move started a combat, rampaging enemies next to the new space may join — until the first attack', () => {
    let s = placeRampaging(withHand(testGame(), P, ['march']), '1,-1', 'prowlers').state;
    const extra = placeRampaging(s, '2,-1', 'wolf-riders');
    s = play(extra.state, 'march');
    s = act(s, { type: 'move', player: P, to: '1,0' });
    expect(s.combat?.challengeable).toEqual(['2,-1']);
    expect(legal(s, 'challenge')).toEqual([{ type: 'challenge', player: P, hexes: ['2,-1'] }]);
    const joined = act(s, { type: 'challenge', player: P, hexes: ['2,-1'] });
    expect(combatEnemies(joined)).toContain(extra.id);
    expect(joined.combat?.enemies.find((e) => e.id === extra.id)?.rampaging).toBe(true);
    const attacked = attackOn(s, [first(s)]);
    expect(refusal(attacked, { type: 'challenge', player: P, hexes: ['2,-1'] })).toBe('COMBAT-2c');
  });
  it('COMBAT-2d: no extra challenges when entering an adventure site', () => {
    let s = withSite(testGame(), '0,0', { type: 'dungeon' });
    s = placeRampaging(s, '1,-1', 'prowlers').state;
    s = act(s, { type: 'enter-site', player: P });
    expect(s.combat?.kind).toBe('adventure');
    expect(refusal(s, { type: 'challenge', player: P, hexes: ['1,-1'] })).toBe('COMBAT-2d');
  });
  it('COMBAT-2b/2c.2: an assault that provokes fights defenders (fortified) and rampaging enemies (not fortified)', () => {
    let s = withHand(testGame(), P, ['march']);
    s = withSite(s, '1,0', { type: 'keep' });
    const keeper = topOfPile(s, 'crossbowmen');
    s = edit(keeper.state, (d) => {
      const id = d.enemyPiles.grey.draw.shift();
      if (id) d.map.hexes['1,0']?.enemies.push({ id, faceUp: false });
    });
    s = placeRampaging(s, '1,-1', 'prowlers').state;
    s = play(s, 'march');
    s = act(s, { type: 'move', player: P, to: '1,0' });
    expect(s.combat?.kind).toBe('assault');
    const stats = enemyStats(s);
    expect(stats.find((e) => e.id === keeper.id)?.fortification).toBe(1);
    expect(stats.find((e) => e.id !== keeper.id)?.fortification).toBe(0);
    expect(s.players[P]?.reputation).toBe(-1); // COMBAT-1a
  });
});

describe('COMBAT-1b entering adventure sites', () => {
  it('TURN-REG-6c.2: only an adventure site you stand on can be entered', () => {
    expect(refusal(testGame(), { type: 'enter-site', player: P })).toBe('TURN-REG-6c.2');
    expect(legal(testGame(), 'enter-site')).toEqual([]);
  });
  it('TURN-REG-6d: entering is the action of the turn — not after another action', () => {
    let s = withSite(testGame(), '0,0', { type: 'monster-den' });
    s = edit(s, (d) => {
      if (d.turn) d.turn.action = 'interaction';
    });
    expect(refusal(s, { type: 'enter-site', player: P })).toBe('TURN-REG-6d');
  });
  it('COMBAT-1b: entering starts a combat with all enemies of the site, revealed', () => {
    let s = withSite(testGame(), '0,0', { type: 'spawning-grounds' });
    const a = topOfPile(s, 'gargoyle');
    const b = topOfPile(a.state, 'medusa');
    s = act(b.state, { type: 'enter-site', player: P });
    expect(combatEnemies(s).sort()).toEqual([a.id, b.id].sort());
    expect(s.map.hexes['0,0']?.enemies.every((e) => e.faceUp)).toBe(true);
  });
});

describe('COMBAT-RANGED Ranged and Siege phase', () => {
  it('COMBAT-RANGED-3: melee attacks cannot be played in the Ranged phase; ranged can', () => {
    let s = fight(['prowlers'], ['rage', 'swiftness']);
    s = withCrystals(s, P, { white: 1 });
    s = attackOn(s, [first(s)]);
    expect(
      refusal(s, { type: 'play-card', player: P, card: handCard(s, P, 'rage'), mode: 'basic' }),
    ).toBe('COMBAT-RANGED-3');
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'rage'),
        mode: 'sideways',
        as: 'attack',
      }),
    ).toBe('COMBAT-RANGED-3d');
    s = play(s, 'swiftness', 'strong', { mana: [{ kind: 'crystal', color: 'white' }] });
    expect(columnSummary(s)).toMatchObject({
      kind: 'attack',
      raw: 3,
      effective: 3,
      armor: 3,
      needed: 0,
    });
    s = resolve(s);
    expect(s.combat).toBeNull(); // all defeated → the combat ends
    expect(s.players[P]?.fame).toBe(2);
  });
  it('COMBAT-RANGED-3b: against a fortified target only siege attacks count', () => {
    let s = fight(['crossbowmen'], [], { siteFortified: true, kind: 'assault' });
    s = attackOn(s, [first(s)]);
    expect(attackAllowed(s, 'ranged')).toBe(false);
    expect(attackAllowed(s, 'siege')).toBe(true);
    expect(attackAllowed(s, 'melee')).toBe(false);
  });
  it('COMBAT-RANGED-3b/ABIL-FORT: an enemy with Fortified needs siege even outside a site', () => {
    let s = fight(['diggers']);
    s = attackOn(s, [first(s)]);
    expect(attackAllowed(s, 'ranged')).toBe(false);
    expect(attackAllowed(s, 'siege')).toBe(true);
  });
  it('COMBAT-RANGED-3c: a fortified enemy defending a fortified site cannot be targeted in the Ranged phase (but in the Attack phase)', () => {
    let s = fight(['guardsmen'], [], { siteFortified: true, kind: 'assault' });
    expect(enemyStats(s)[0]?.fortification).toBe(2);
    expect(refusal(s, { type: 'declare-attack', player: P, targets: [first(s)] })).toBe(
      'COMBAT-RANGED-3c',
    );
    expect(legal(s, 'declare-attack')).toEqual([]);
    s = endPhase(endPhase(s));
    s = act(s, { type: 'assign-damage', player: P, enemy: first(s), attack: 0, to: 'hero' });
    expect(s.combat?.phase).toBe('attack');
    expect(refusal(s, { type: 'declare-attack', player: P, targets: [first(s)] })).toBeUndefined();
    s = attackOn(s, [first(s)]);
    expect(attackAllowed(s, 'melee')).toBe(true); // COMBAT-ATTACK-1a: fortifications do not matter
  });
  it('ABIL-UNFORT: an unfortified enemy ignores site fortification', () => {
    let s = fight(['shocktroops'], [], { siteFortified: true, kind: 'assault' });
    expect(enemyStats(s)[0]?.fortification).toBe(0);
    s = attackOn(s, [first(s)]);
    expect(attackAllowed(s, 'ranged')).toBe(true);
  });
  it('COMBAT-RANGED-7a: fortified and unfortified enemies may be attacked separately', () => {
    let s = fight(['diggers', 'prowlers']);
    const [diggers, prowlers] = combatEnemies(s) as [string, string];
    s = attackOn(s, [prowlers]);
    expect(attackAllowed(s, 'ranged')).toBe(true);
    s = act(s, { type: 'abandon-column', player: P });
    s = attackOn(s, [diggers, prowlers]);
    expect(attackAllowed(s, 'ranged')).toBe(false);
  });
  it('COMBAT-RANGED-4a: a resistance halves matching attacks over the whole group (sum, halve, round down)', () => {
    let s = fight(['ironclads', 'prowlers']);
    s = attackOn(s, combatEnemies(s));
    s = withColumn(s, [
      { amount: 3, style: 'ranged' },
      { amount: 4, style: 'ranged' },
      { amount: 2, element: 'fire', style: 'ranged' },
    ]);
    // physical 7 → 3 (one target resists), fire 2 in full; armor 3 + 3
    expect(columnSummary(s)).toMatchObject({ raw: 9, effective: 5, armor: 6, needed: 1 });
    expect(refusal(s, { type: 'resolve-column', player: P })).toBe('COMBAT-RANGED-6');
    s = withColumn(s, [{ amount: 1, element: 'ice', style: 'ranged' }]);
    expect(columnSummary(s)).toMatchObject({ effective: 6, needed: 0 });
    s = resolve(s);
    expect(s.combat).toBeNull();
    expect(s.players[P]?.fame).toBe(6);
  });
  it('COMBAT-RANGED-7b: attacking the resistant enemy separately keeps the others unhalved', () => {
    let s = fight(['ironclads', 'prowlers']);
    s = attackOn(s, [combatEnemies(s)[1] ?? '']);
    s = withColumn(s, [{ amount: 3, style: 'ranged' }]);
    expect(columnSummary(s)).toMatchObject({ effective: 3, needed: 0 });
  });
  it('COMBAT-RANGED-4b/ABIL-RES-FIREICE: Cold Fire attacks are halved only by a target with both Fire and Ice resistance', () => {
    let s = fight(['fire-dragon']);
    s = attackOn(s, [first(s)]);
    s = withColumn(s, [{ amount: 7, element: 'cold-fire', style: 'ranged' }]);
    expect(columnSummary(s)).toMatchObject({ effective: 7 });
    let t = fight(['high-dragon']);
    t = attackOn(t, [first(t)]);
    t = withColumn(t, [{ amount: 7, element: 'cold-fire', style: 'ranged' }]);
    expect(columnSummary(t)).toMatchObject({ effective: 3 });
    // Two targets with one resistance each do not make Cold Fire inefficient.
    let u = fight(['fire-mages', 'ice-mages']);
    u = attackOn(u, combatEnemies(u));
    u = withColumn(u, [{ amount: 5, element: 'cold-fire', style: 'ranged' }]);
    expect(columnSummary(u)).toMatchObject({ effective: 5 });
  });
  it('COMBAT-RANGED-6: an insufficient attack cannot be resolved; abandoning it loses the played cards (COMBAT-RANGED-6a)', () => {
    let s = fight(['prowlers'], ['swiftness']);
    s = withCrystals(s, P, { white: 1 });
    s = attackOn(s, [first(s)]);
    s = withColumn(s, [{ amount: 2, style: 'ranged' }]);
    expect(refusal(s, { type: 'resolve-column', player: P })).toBe('COMBAT-RANGED-6');
    s = act(s, { type: 'abandon-column', player: P });
    expect(s.combat?.attack).toBeNull();
    expect(s.combat?.enemies[0]?.defeated).toBe(false);
    expect(refusal(s, { type: 'end-combat-phase', player: P })).toBeUndefined();
  });
  it('COMBAT-RANGED-8: attack points without an open attack group cannot be played', () => {
    const s = fight(['prowlers'], ['swiftness']);
    const c = withCrystals(s, P, { white: 1 });
    expect(
      refusal(c, {
        type: 'play-card',
        player: P,
        card: handCard(c, P, 'swiftness'),
        mode: 'strong',
        mana: [{ kind: 'crystal', color: 'white' }],
      }),
    ).toBe('COMBAT-RANGED-8');
  });
  it('COMBAT-RANGED-5b/5c: Fame is gained at once, the level-up waits for the end of the turn', () => {
    let s = fight(['swamp-dragon']);
    s = attackOn(s, [first(s)]);
    s = withColumn(s, [{ amount: 9, style: 'ranged' }]);
    s = resolve(s);
    expect(s.players[P]?.fame).toBe(7);
    expect(s.players[P]?.level).toBe(1);
  });
  it('COMBAT-RANGED-5b: Reputation printed on a token changes at once (Thugs +1, Heroes −1)', () => {
    let s = fight(['thugs', 'heroes-swift']);
    const [thugs, heroes] = combatEnemies(s) as [string, string];
    s = withColumn(attackOn(s, [thugs]), [{ amount: 5, style: 'ranged' }]);
    s = resolve(s);
    expect(s.players[P]?.reputation).toBe(1);
    s = withColumn(attackOn(s, [heroes]), [{ amount: 5, style: 'ranged' }]);
    s = resolve(s);
    expect(s.players[P]?.reputation).toBe(0);
    expect(s.players[P]?.fame).toBe(7);
  });
  it('COMBAT-RANGED-5a: a defeated token is discarded at once and takes no further part', () => {
    let s = fight(['prowlers', 'diggers']);
    const [a, b] = combatEnemies(s) as [string, string];
    s = resolve(withColumn(attackOn(s, [a]), [{ amount: 3, style: 'ranged' }]));
    expect(s.enemyPiles.green.discard).toContain(a);
    expect(refusal(s, { type: 'declare-attack', player: P, targets: [a] })).toBe(
      'COMBAT-RANGED-5a',
    );
    s = endPhase(s);
    expect(legal(s, 'declare-block').map((x) => x.enemy)).toEqual([b]);
  });
  it('COMBAT-RANGED-5: one attack may defeat several enemies; the legal targets include each enemy and the group', () => {
    let s = fight(['prowlers', 'prowlers']);
    const ids = combatEnemies(s);
    expect(
      legal(s, 'declare-attack')
        .map((a) => a.targets.length)
        .sort(),
    ).toEqual([1, 1, 2]);
    s = attackOn(s, ids);
    s = withColumn(s, [{ amount: 6, style: 'ranged' }]);
    s = resolve(s);
    expect(s.players[P]?.fame).toBe(4);
  });
});

describe('COMBAT-BLOCK Block phase', () => {
  function blocking(
    enemy: string,
    entries: Parameters<typeof withColumn>[1],
    opts: Parameters<typeof inCombat>[2] = {},
  ) {
    let s = endPhase(fight([enemy], [], opts));
    s = act(s, { type: 'declare-block', player: P, enemy: first(s), attack: 0 });
    return withColumn(s, entries);
  }
  it('COMBAT-BLOCK-5a.1: every block type is efficient against physical attacks', () => {
    expect(
      columnSummary(
        blocking('prowlers', [
          { amount: 2, element: 'fire' },
          { amount: 2, element: 'ice' },
        ]),
      ),
    ).toMatchObject({ effective: 4, attack: 4 });
  });
  it('COMBAT-BLOCK-5a.2/ABIL-FIRE-ATK: against Fire only Ice and Cold Fire blocks are efficient; the others are summed and halved', () => {
    const s = blocking('fire-mages', [
      { amount: 3, element: 'ice' },
      { amount: 3, element: 'physical' },
      { amount: 2, element: 'fire' },
    ]);
    expect(columnSummary(s)).toMatchObject({ raw: 8, effective: 5, attack: 6, needed: 1 });
  });
  it('COMBAT-BLOCK-5a.3/ABIL-ICE-ATK: against Ice only Fire and Cold Fire blocks are efficient', () => {
    const s = blocking('ice-mages', [
      { amount: 3, element: 'fire' },
      { amount: 2, element: 'cold-fire' },
      { amount: 1, element: 'ice' },
    ]);
    expect(columnSummary(s)).toMatchObject({ effective: 5, attack: 5 });
  });
  it('COMBAT-BLOCK-5a.4/ABIL-COLDFIRE-ATK: against Cold Fire only Cold Fire blocks are efficient', () => {
    const s = blocking('shadow', [
      { amount: 2, element: 'cold-fire' },
      { amount: 3, element: 'fire' },
      { amount: 1, element: 'ice' },
    ]);
    expect(columnSummary(s)).toMatchObject({ effective: 4, attack: 4 });
  });
  it('COMBAT-BLOCK-6/7: a sufficient block stops the attack; the enemy is not defeated', () => {
    let s = blocking('prowlers', [{ amount: 4 }]);
    s = resolve(s);
    expect(s.combat?.enemies[0]).toMatchObject({ blocked: [true], defeated: false });
    s = endPhase(s);
    expect(s.combat?.phase).toBe('attack'); // COMBAT-DMG-1a: nothing to assign
  });
  it('COMBAT-BLOCK-8: a short block has no effect: it cannot be resolved, abandoning leaves the full attack', () => {
    let s = blocking('prowlers', [{ amount: 3 }]);
    expect(refusal(s, { type: 'resolve-column', player: P })).toBe('COMBAT-BLOCK-8');
    s = act(s, { type: 'abandon-column', player: P });
    s = endPhase(s);
    expect(s.combat?.phase).toBe('damage');
    expect(legal(s, 'assign-damage')).toEqual([
      { type: 'assign-damage', player: P, enemy: first(s), attack: 0, to: 'hero' },
    ]);
  });
  it('COMBAT-BLOCK-9: each attack is blocked separately; one block column at a time', () => {
    let s = endPhase(fight(['prowlers', 'prowlers']));
    const [a, b] = combatEnemies(s) as [string, string];
    s = act(s, { type: 'declare-block', player: P, enemy: a, attack: 0 });
    expect(refusal(s, { type: 'declare-block', player: P, enemy: b, attack: 0 })).toBe(
      'COMBAT-BLOCK-9',
    );
    expect(refusal(s, { type: 'end-combat-phase', player: P })).toBe('COMBAT-BLOCK-10');
  });
  it('COMBAT-BLOCK-4b: a card played sideways gives physical Block 1', () => {
    let s = endPhase(fight(['prowlers'], ['march']));
    s = act(s, { type: 'declare-block', player: P, enemy: first(s), attack: 0 });
    s = play(s, 'march', 'sideways', { as: 'block' });
    expect(columnSummary(s)).toMatchObject({ raw: 1, effective: 1, element: 'physical' });
  });
  it('COMBAT-BLOCK-10: block points without an open block column cannot be played', () => {
    const s = endPhase(fight(['prowlers'], ['march']));
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'march'),
        mode: 'sideways',
        as: 'block',
      }),
    ).toBe('COMBAT-BLOCK-10');
  });
});

describe('COMBAT-ATTACK Attack phase', () => {
  it('COMBAT-ATTACK-1a/1b: any attacks combine; a sideways card is physical Attack 1', () => {
    let s = fight(['prowlers'], ['march', 'stamina', 'tranquility']);
    s = endPhase(endPhase(s));
    s = act(s, { type: 'assign-damage', player: P, enemy: first(s), attack: 0, to: 'hero' });
    s = attackOn(s, [first(s)]);
    s = play(s, 'march', 'sideways', { as: 'attack' });
    s = play(s, 'stamina', 'sideways', { as: 'attack' });
    s = withColumn(s, [{ amount: 1, style: 'siege' }]);
    expect(columnSummary(s)).toMatchObject({ raw: 3, effective: 3, needed: 0 });
    s = resolve(s);
    expect(s.combat).toBeNull();
  });
  it('COMBAT-OUTCOME-1: the combat ends after the Attack phase; the turn goes on with special effects only', () => {
    let s = fight(['prowlers']);
    s = endPhase(endPhase(s));
    s = act(s, { type: 'assign-damage', player: P, enemy: first(s), attack: 0, to: 'hero' });
    s = endPhase(s);
    expect(s.combat).toBeNull();
    expect(s.turn?.phase).toBe('after');
    expect(refusal(s, { type: 'move', player: P, to: '1,0' })).toBe('TURN-REG-6d');
  });
});
