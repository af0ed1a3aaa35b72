// Combat outcomes per site (COMBAT-OUTCOME-*, COMBAT-CITY-2, sites.md) and the rewards taken at
// the end of the turn (END-5).
import { describe, expect, it } from 'vitest';
import { manaTime } from '../mana/mana';
import type { GameState } from '../state/types';
import {
  act,
  actWithEvents,
  choose,
  combatEnemies,
  edit,
  enemyToken,
  handCard,
  inCombat,
  legal,
  placeRampaging,
  refusal,
  testGame,
  topOfPile,
  withColumn,
  withCrystals,
  withDice,
  withHand,
  withSite,
  withUnits,
} from '../testing/builders';
import { columnSummary } from './numbers';
import { cityLeader } from './outcome';

const P = 0;
const endPhase = (s: GameState) => act(s, { type: 'end-combat-phase', player: P });

/** Take every hit on the hero, end the phases; defeat every enemy in the Attack phase if `win`. */
function fightOut(s: GameState, win: boolean, keep: string[] = []): GameState {
  for (let guard = 0; guard < 40 && s.combat; guard++) {
    const c = s.combat;
    if (c.phase === 'damage') {
      const e = c.enemies.find(
        (x) => x.damageAssigned.some((d, i) => !d && !x.blocked[i]) && !x.defeated,
      );
      const i = e?.damageAssigned.findIndex((d, j) => !d && !e.blocked[j]) ?? -1;
      if (e && i >= 0 && !e.summoned?.length) {
        s = act(s, { type: 'assign-damage', player: P, enemy: e.id, attack: i, to: 'hero' });
        continue;
      }
    }
    if (c.phase === 'attack' && win) {
      const target = c.enemies.find((e) => !e.defeated && !keep.includes(e.id));
      if (target) {
        s = act(s, { type: 'declare-attack', player: P, targets: [target.id] });
        const armor = (columnSummary(s) as { armor: number }).armor;
        s = act(withColumn(s, [{ amount: armor * 2 + 1 }]), { type: 'resolve-column', player: P });
        continue;
      }
    }
    s = endPhase(s);
  }
  return s;
}

/** End the turn and answer the end-of-turn discard with nothing. */
function endTurn(s: GameState): GameState {
  s = act(s, { type: 'end-turn', player: P });
  return s;
}
const top = (s: GameState) => s.pending[s.pending.length - 1];
function skipDiscard(s: GameState): GameState {
  for (let t = top(s); t?.kind === 'end-discard' || t?.kind === 'glade-wound'; t = top(s))
    s = choose(s, t.kind === 'glade-wound' ? 'none' : t.options.slice(0, t.min ?? 0));
  return s;
}

function atSite(
  type: Parameters<typeof withSite>[2]['type'],
  patch: Parameters<typeof withSite>[3] = {},
): GameState {
  return withSite(withHand(testGame(), P, ['march', 'rage', 'stamina']), '0,0', { type }, patch);
}

describe('COMBAT-OUTCOME-2a/3a rampaging enemies', () => {
  it('COMBAT-OUTCOME-2a: a defeated draconum is removed with Reputation +2', () => {
    const made = placeRampaging(withHand(testGame(), P, ['march']), '1,-1', 'swamp-dragon');
    let s = made.state;
    const id = made.id;
    s = act(s, { type: 'challenge', player: P, hexes: ['1,-1'] });
    s = fightOut(s, true);
    expect(s.players[P]?.reputation).toBe(2);
    expect(s.players[P]?.fame).toBe(7);
    expect(s.map.hexes['1,-1']?.enemies).toEqual([]);
    expect(s.enemyPiles.red.discard).toContain(id);
    expect(s.map.hexes['1,-1']?.shields).toEqual([]);
  });
  it('COMBAT-OUTCOME-3a: an undefeated rampaging enemy stays on its space', () => {
    const made = placeRampaging(withHand(testGame(), P, ['march']), '1,-1', 'prowlers');
    let s = made.state;
    const id = made.id;
    s = act(s, { type: 'challenge', player: P, hexes: ['1,-1'] });
    s = fightOut(s, false);
    expect(s.combat).toBeNull();
    expect(s.map.hexes['1,-1']?.enemies.map((e) => e.id)).toEqual([id]);
    expect(s.players[P]?.reputation).toBe(0);
  });
  it('COMBAT-OUTCOME-2a: orcs fought elsewhere (ruins) give no Reputation', () => {
    let s = atSite('ancient-ruins', { ruins: { id: 'ruin-green-green#900', faceUp: true } });
    s = topOfPile(s, 'prowlers').state;
    s = topOfPile(s, 'diggers').state;
    s = act(s, { type: 'enter-site', player: P });
    expect(s.combat?.enemies.map((e) => e.rampaging)).toEqual([false, false]);
    s = fightOut(s, true);
    expect(s.players[P]?.reputation).toBe(0);
    expect(s.players[P]?.fame).toBe(4);
  });
});

describe('COMBAT-OUTCOME-2c fortified sites', () => {
  function keepAssault(owner?: number): { s: GameState; keeper: string } {
    let s = withHand(testGame(), P, ['march', 'rage']);
    const keeper = enemyToken('guardsmen');
    s = withSite(
      s,
      '1,0',
      { type: 'keep' },
      owner === undefined
        ? { enemies: [{ id: keeper, faceUp: false }] }
        : { owner, shields: [owner] },
    );
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    return { s, keeper };
  }
  it('COMBAT-1a/COMBAT-OUTCOME-2c.2: assaulting costs Reputation −1; a conquered keep gets your shield and owner', () => {
    const made = keepAssault();
    let s = made.s;
    const keeper = made.keeper;
    s = act(s, { type: 'move', player: P, to: '1,0' });
    expect(s.players[P]?.reputation).toBe(-1);
    expect(s.combat?.enemies.map((e) => e.id)).toEqual([keeper]);
    s = fightOut(s, true);
    const h = s.map.hexes['1,0'];
    expect(h?.owner).toBe(P);
    expect(h?.shields).toEqual([P]);
    expect(h?.enemies).toEqual([]);
    expect(s.players[P]?.position).toBe('1,0'); // the turn ends on the conquered space
    expect(s.players[P]?.fame).toBe(3);
  });
  it('COMBAT-OUTCOME-3d: a failed assault withdraws to the space the assault came from; the defenders stay', () => {
    const made = keepAssault();
    let s = made.s;
    const keeper = made.keeper;
    s = act(s, { type: 'move', player: P, to: '1,0' });
    s = fightOut(s, false);
    expect(s.players[P]?.position).toBe('0,0');
    expect(s.turn?.path[s.turn.path.length - 1]).toBe('0,0');
    expect(s.map.hexes['1,0']?.enemies.map((e) => e.id)).toEqual([keeper]);
    expect(s.map.hexes['1,0']?.enemies[0]?.faceUp).toBe(true);
    expect(s.map.hexes['1,0']?.owner).toBeUndefined();
  });
  it("COMBAT-1a.1: another player's empty keep: a grey garrison worth half Fame (rounded up); your shield replaces theirs", () => {
    let { s } = keepAssault(1);
    const grey = topOfPile(s, 'swordsmen');
    s = act(grey.state, { type: 'move', player: P, to: '1,0' });
    expect(s.players[P]?.reputation).toBe(-1);
    expect(s.combat?.enemies[0]).toMatchObject({
      id: grey.id,
      fameFactor: 0.5,
      siteFortified: true,
    });
    s = fightOut(s, true);
    expect(s.players[P]?.fame).toBe(2); // 4 / 2
    expect(s.map.hexes['1,0']?.owner).toBe(P);
    expect(s.map.hexes['1,0']?.shields).toEqual([P]);
    expect(s.enemyPiles.grey.discard).toContain(grey.id);
  });
  it('COMBAT-OUTCOME-2c.3: a conquered mage tower gets a shield and a spell at the end of the turn (END-5c)', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    s = withSite(
      s,
      '1,0',
      { type: 'mage-tower' },
      { enemies: [{ id: enemyToken('monks'), faceUp: true }] },
    );
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    s = act(s, { type: 'move', player: P, to: '1,0' });
    s = fightOut(s, true);
    expect(s.map.hexes['1,0']?.shields).toEqual([P]);
    expect(s.map.hexes['1,0']?.conquered).toBe(true);
    expect(s.turn?.rewards).toEqual([{ kind: 'spell', count: 1 }]);
    const offer = [...s.offers.spells];
    const next = s.decks.spells[0];
    s = endTurn(s);
    expect(top(s)?.kind).toBe('reward-spell');
    expect(top(s)?.options).toEqual(offer);
    const picked = offer[1] ?? '';
    s = choose(s, picked);
    expect(s.players[P]?.deck[0]).toBe(picked);
    expect(s.offers.spells[0]).toBe(next); // GAIN-3a: refilled at the top
    expect(s.offers.spells).not.toContain(picked);
  });
});

describe('COMBAT-OUTCOME-1a/COMBAT-CITY-2 cities', () => {
  function cityAssault(): GameState {
    let s = withHand(testGame(), P, ['march']);
    s = withSite(s, '1,0', { type: 'city', city: 'white' });
    s = edit(s, (d) => {
      d.cities.push({
        color: 'white',
        level: 2,
        hex: '1,0',
        garrison: [
          { id: enemyToken('swordsmen'), faceUp: false },
          { id: enemyToken('freezers'), faceUp: false },
        ],
        shields: [],
        conquered: false,
        leader: null,
      });
    });
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    return act(s, { type: 'move', player: P, to: '1,0' });
  }
  it('COMBAT-OUTCOME-1a: one shield per defeated defender; survivors stay in the city; the hero withdraws', () => {
    let s = cityAssault();
    expect(s.combat?.cityColor).toBe('white');
    const [sw, fr] = combatEnemies(s) as [string, string];
    s = fightOut(s, true, [fr]);
    const city = s.cities[0];
    expect(city?.shields).toEqual([P]);
    expect(city?.garrison.map((g) => g.id)).toEqual([fr]);
    expect(city?.conquered).toBe(false);
    expect(s.enemyPiles.grey.discard).toContain(sw);
    expect(s.players[P]?.position).toBe('0,0');
  });
  it('COMBAT-CITY-2a: defeating all defenders conquers the city; the player with most shields leads it', () => {
    const s = fightOut(cityAssault(), true);
    const city = s.cities[0];
    expect(city?.conquered).toBe(true);
    expect(city?.shields).toEqual([P, P]);
    expect(city?.leader).toBe(P);
    expect(s.players[P]?.position).toBe('1,0');
  });
  it('COMBAT-CITY-2a: on a tie of shields the player whose shield was placed first leads', () => {
    const city = {
      color: 'white' as const,
      level: 1,
      hex: '1,0',
      garrison: [],
      conquered: true,
      leader: null,
    };
    expect(cityLeader({ ...city, shields: [1, P, P, 1] })).toBe(1);
    expect(cityLeader({ ...city, shields: [1, P, P] })).toBe(P);
  });
});

describe('COMBAT-OUTCOME-2d burning a monastery', () => {
  it('COMBAT-1c/COMBAT-OUTCOME-2d: Reputation −3, a violet defender, no units; winning burns it and earns an artifact', () => {
    let s = withUnits(atSite('monastery'), P, ['peasants']);
    const violet = topOfPile(s, 'monks');
    s = act(violet.state, { type: 'burn-monastery', player: P });
    expect(s.players[P]?.reputation).toBe(-3);
    expect(s.combat).toMatchObject({ kind: 'burn-monastery', unitsAllowed: false });
    expect(combatEnemies(s)).toEqual([violet.id]);
    s = fightOut(s, true);
    expect(s.map.hexes['0,0']?.burned).toBe(true);
    expect(s.map.hexes['0,0']?.shields).toEqual([P]);
    expect(s.enemyPiles.violet.discard).toContain(violet.id);
    expect(refusal(s, { type: 'burn-monastery', player: P })).toBe('COMBAT-OUTCOME-2d');
    // END-5b: draw 2 artifacts, one goes back to the bottom of the deck.
    const two = s.decks.artifacts.slice(0, 2);
    s = endTurn(s);
    expect(top(s)).toMatchObject({ kind: 'reward-artifact', options: two });
    s = choose(s, two[0] ?? '');
    expect(s.decks.artifacts[s.decks.artifacts.length - 1]).toBe(two[0]);
    expect(s.players[P]?.deck[0]).toBe(two[1]);
  });
  it('COMBAT-OUTCOME-3b: an undefeated monastery defender is discarded; the monastery stands', () => {
    let s = atSite('monastery');
    const violet = topOfPile(s, 'monks');
    s = fightOut(act(violet.state, { type: 'burn-monastery', player: P }), false);
    expect(s.map.hexes['0,0']?.burned).toBeFalsy();
    expect(s.enemyPiles.violet.discard).toContain(violet.id);
    expect(s.map.hexes['0,0']?.enemies).toEqual([]);
  });
});

describe('COMBAT-OUTCOME-2b adventure sites', () => {
  it('sites.md Dungeon: 1 brown, night rules, no units; a shield and the dungeon roll; the token is discarded', () => {
    let s = withUnits(atSite('dungeon'), P, ['peasants']);
    const brown = topOfPile(s, 'gargoyle');
    s = act(brown.state, { type: 'enter-site', player: P });
    expect(s.combat).toMatchObject({ kind: 'adventure', nightRules: true, unitsAllowed: false });
    expect(s.round.time).toBe('day');
    expect(manaTime(s)).toBe('night');
    s = fightOut(s, true);
    expect(manaTime(s)).toBe('day');
    expect(s.map.hexes['0,0']).toMatchObject({ conquered: true, shields: [P] });
    expect(s.turn?.rewards).toEqual([{ kind: 'dungeon-roll' }]);
    expect(s.enemyPiles.brown.discard).toContain(brown.id);
    s = endTurn(s);
    expect(['reward-spell', 'reward-artifact']).toContain(top(s)?.kind);
  });
  it('sites.md Dungeon: a conquered dungeon may be entered again for Fame only (no reward, no shield)', () => {
    let s = atSite('dungeon', { conquered: true, shields: [P] });
    s = act(topOfPile(s, 'gargoyle').state, { type: 'enter-site', player: P });
    expect(s.combat?.site).toMatchObject({ fameOnly: true, rewards: [] });
    s = fightOut(s, true);
    expect(s.map.hexes['0,0']?.shields).toEqual([P]);
    expect(s.turn?.rewards).toEqual([]);
    expect(s.players[P]?.fame).toBe(4);
  });
  it('sites.md Tomb: 1 red, night rules, no units; a spell and an artifact', () => {
    let s = act(topOfPile(atSite('tomb'), 'swamp-dragon').state, { type: 'enter-site', player: P });
    expect(s.combat).toMatchObject({ nightRules: true, unitsAllowed: false });
    s = fightOut(s, true);
    expect(s.turn?.rewards).toEqual([
      { kind: 'spell', count: 1 },
      { kind: 'artifact', count: 1 },
    ]);
  });
  it('COMBAT-OUTCOME-3c Monster Den: an undefeated monster stays face up; the next visit fights the same one', () => {
    let s = atSite('monster-den');
    const brown = topOfPile(s, 'werewolf');
    s = fightOut(act(brown.state, { type: 'enter-site', player: P }), false);
    expect(s.map.hexes['0,0']?.enemies).toEqual([{ id: brown.id, faceUp: true }]);
    expect(s.map.hexes['0,0']?.conquered).toBeFalsy();
    // next turn (simulated): the same enemy
    s = edit(s, (d) => {
      if (d.turn) {
        d.turn.action = null;
        d.turn.phase = 'start';
      }
    });
    s = act(s, { type: 'enter-site', player: P });
    expect(combatEnemies(s)).toEqual([brown.id]);
    s = fightOut(s, true);
    expect(s.map.hexes['0,0']).toMatchObject({ conquered: true, enemies: [], shields: [P] });
    expect(s.turn?.rewards).toEqual([{ kind: 'random-crystals', count: 2 }]);
    s = edit(s, (d) => {
      if (d.turn) {
        d.turn.action = null;
        d.turn.phase = 'start';
      }
    });
    expect(refusal(s, { type: 'enter-site', player: P })).toBe('COMBAT-1b');
  });
  it('COMBAT-OUTCOME-3c Spawning Grounds: 2 brown; survivors stay, each defeated one is replaced face down (sites.md doubt 1)', () => {
    let s = atSite('spawning-grounds');
    const a = topOfPile(s, 'gargoyle');
    const b = topOfPile(a.state, 'minotaur');
    s = act(b.state, { type: 'enter-site', player: P });
    expect(combatEnemies(s).sort()).toEqual([a.id, b.id].sort());
    s = fightOut(s, true, [a.id]);
    const left = s.map.hexes['0,0']?.enemies ?? [];
    expect(left.length).toBe(2);
    expect(left[0]).toEqual({ id: a.id, faceUp: true });
    expect(left[1]?.faceUp).toBe(false);
  });
  it('COMBAT-OUTCOME-2b.1 Ancient Ruins (enemies): the token’s enemies; winning: shield, token’s reward, token gone', () => {
    let s = atSite('ancient-ruins', { ruins: { id: 'ruin-grey-brown#901', faceUp: false } });
    s = topOfPile(s, 'swordsmen').state;
    s = topOfPile(s, 'gargoyle').state;
    s = act(s, { type: 'enter-site', player: P });
    expect(s.combat?.enemies.length).toBe(2);
    s = fightOut(s, true);
    expect(s.map.hexes['0,0']).toMatchObject({ conquered: true, shields: [P] });
    expect(s.map.hexes['0,0']?.ruins).toBeUndefined();
    expect(s.ruinsPile.discard).toContain('ruin-grey-brown#901');
    expect(s.turn?.rewards).toEqual([{ kind: 'artifact', count: 1 }]);
  });
  it('sites.md Ancient Ruins (altar): pay the tribute for a shield and 7 Fame; no combat', () => {
    let s = atSite('ancient-ruins', { ruins: { id: 'ruin-altar-green#902', faceUp: true } });
    expect(refusal(s, { type: 'enter-site', player: P })).toBe('COMBAT-OUTCOME-2b.1');
    s = withCrystals(s, P, { green: 3 });
    const mana = [0, 1, 2].map(() => ({ kind: 'crystal' as const, color: 'green' as const }));
    s = act(s, { type: 'enter-site', player: P, mana });
    expect(s.combat).toBeNull();
    expect(s.players[P]?.crystals.green).toBe(0);
    expect(s.map.hexes['0,0']).toMatchObject({ conquered: true, shields: [P] });
    expect(s.turn?.phase).toBe('after');
    s = skipDiscard(endTurn(s));
    expect(s.players[P]?.fame).toBe(7);
  });
  it('COMBAT-OUTCOME-2b.1 altar tribute: each way to pay is offered once, not once per order', () => {
    let s = atSite('ancient-ruins', { ruins: { id: 'ruin-altar-green#903', faceUp: true } });
    s = withDice(withCrystals(s, P, { green: 3 }), ['green', 'gold', 'blue']);
    const ways = legal(s, 'enter-site').map((a) =>
      (a.mana ?? [])
        .map((m) =>
          m.kind === 'die'
            ? `die:${s.source.dice.find((d) => d.id === m.die)?.color}`
            : `${m.kind}:${m.color}`,
        )
        .sort()
        .join('+'),
    );
    // three crystals; two crystals and the green die; two crystals and the gold die (by Day)
    expect(ways.sort()).toEqual([
      'crystal:green+crystal:green+crystal:green',
      'crystal:green+crystal:green+die:gold',
      'crystal:green+crystal:green+die:green',
    ]);
  });
  it('sites.md Maze: choose a path, pay its Move after entering, fight 1 brown with at most the one unit taken along', () => {
    let s = withUnits(withUnits(atSite('maze'), P, ['peasants']), P, ['foresters']);
    const [u1, u2] = (s.players[P]?.units ?? []).map((u) => u.id) as [string, string];
    s = withHand(s, P, ['march', 'stamina', 'rage']);
    s = edit(s, (d) => {
      if (d.turn) d.turn.movePoints = 5; // left-over Move does not count
    });
    s = act(s, { type: 'enter-site', player: P, path: 4, unit: u1 });
    expect(s.combat).toBeNull();
    expect(s.turn?.movePoints).toBe(0);
    expect(refusal(s, { type: 'enter-site', player: P, path: 4, unit: u1 })).toBe('COMBAT-1b');
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'stamina'), mode: 'basic' });
    const brown = topOfPile(s, 'gargoyle');
    s = act(brown.state, { type: 'enter-site', player: P, path: 4, unit: u1 });
    expect(combatEnemies(s)).toEqual([brown.id]);
    expect(s.combat?.allowedUnits).toEqual([u1]);
    s = endPhase(endPhase(s));
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: brown.id, attack: 0, to: u2 }),
    ).toBe('COMBAT-1b');
    expect(
      refusal(s, { type: 'assign-damage', player: P, enemy: brown.id, attack: 0, to: u1 }),
    ).toBeUndefined();
    s = fightOut(s, true);
    expect(s.map.hexes['0,0']?.paths).toEqual([{ cost: 4, player: P }]);
    expect(s.turn?.rewards).toEqual([{ kind: 'spell', count: 1 }]);
    s = edit(s, (d) => {
      if (d.turn) {
        d.turn.action = null;
        d.turn.phase = 'start';
      }
    });
    expect(refusal(s, { type: 'enter-site', player: P, path: 6 })).toBe('COMBAT-1b'); // not twice
  });
});

describe('END-5 rewards', () => {
  function withRewards(rewards: NonNullable<GameState['turn']>['rewards']): GameState {
    return edit(inCombat(withHand(testGame(), P, ['march']), []), (d) => {
      if (d.turn) d.turn.rewards = rewards;
    });
  }
  it('END-5a: a set of crystals adds one of each colour (not above 3)', () => {
    let s = withCrystals(withRewards([{ kind: 'crystal-set' }]), P, { red: 3 });
    s = skipDiscard(endTurn(s));
    expect(s.players[P]?.crystals).toEqual({ red: 3, blue: 1, green: 1, white: 1 });
  });
  it('END-5a: random crystals roll a die each: black gives 1 Fame, gold a colour of choice, others that crystal', () => {
    const { state, events } = actWithEvents(withRewards([{ kind: 'random-crystals', count: 6 }]), {
      type: 'end-turn',
      player: P,
    });
    const faces = events
      .filter((e) => e.type === 'die-rolled' && e.source === 'random-crystal')
      .map((e) => String(e.color));
    expect(faces.length).toBe(6);
    let s = state;
    const gold = faces.filter((f) => f === 'gold').length;
    for (let i = 0; i < gold; i++) {
      expect(top(s)?.kind).toBe('reward-crystal');
      s = choose(s, 'white');
    }
    s = skipDiscard(s);
    const expected: Record<string, number> = { red: 0, blue: 0, green: 0, white: 0 };
    for (const f of faces) {
      const c = f === 'gold' ? 'white' : f;
      if (c in expected) expected[c] = Math.min(3, (expected[c] ?? 0) + 1);
    }
    expect(s.players[P]?.crystals).toEqual(expected);
    expect(s.players[P]?.fame).toBe(faces.filter((f) => f === 'black').length);
  });
  it('END-5a: crystals of choice only offer colours not already held 3 times', () => {
    let s = withCrystals(withRewards([{ kind: 'crystals-of-choice', count: 2 }]), P, {
      red: 3,
      blue: 3,
    });
    s = endTurn(s);
    expect(top(s)).toMatchObject({ kind: 'reward-crystal', options: ['green', 'white'] });
    s = choose(s, 'green');
    expect(top(s)?.kind).toBe('reward-crystal');
    s = choose(s, 'green');
    expect(s.players[P]?.crystals.green).toBe(2);
  });
  it('END-5c: an Advanced Action reward comes from the AA offer (not the unit offer)', () => {
    let s = withRewards([{ kind: 'advanced-action', count: 1 }]);
    const offer = [...s.offers.advancedActions];
    s = endTurn(s);
    expect(top(s)).toMatchObject({ kind: 'reward-advanced-action', options: offer });
  });
  it('END-5d: a unit of any type from the offer; with no free Command token disband one or forgo', () => {
    let s = withRewards([{ kind: 'unit', count: 1 }]);
    s = withUnits(s, P, ['peasants']);
    const want =
      s.offers.units.find((u) => !u.startsWith('magic-familiars') && !u.startsWith('delphana')) ??
      '';
    s = endTurn(s);
    expect(top(s)?.kind).toBe('reward-unit');
    expect(top(s)?.options).toContain('forgo');
    s = choose(s, want);
    expect(top(s)?.kind).toBe('reward-unit-disband');
    const old = s.players[P]?.units[0]?.id ?? '';
    s = choose(s, old);
    expect(s.players[P]?.units.map((u) => u.id)).toEqual([want]);
    expect(s.offers.units).not.toContain(want);
    expect(s.removed).toContain(old);
  });
  it('END-5d.1: a level-up this turn bringing a Command token avoids disbanding', () => {
    let s = withRewards([{ kind: 'unit', count: 1 }]);
    s = withUnits(s, P, ['peasants']);
    s = edit(s, (d) => {
      const p = d.players[P];
      if (p) p.fame = 9; // level 3 reached this turn: a second Command token
    });
    const want =
      s.offers.units.find((u) => !u.startsWith('magic-familiars') && !u.startsWith('delphana')) ??
      '';
    s = endTurn(s);
    s = choose(s, want);
    expect(top(s)?.kind).not.toBe('reward-unit-disband');
    expect(s.players[P]?.units.length).toBe(2);
  });
  it('END-5: rewards are taken at the end of the turn, not when the combat ends', () => {
    let s = atSite('monster-den');
    s = fightOut(act(topOfPile(s, 'gargoyle').state, { type: 'enter-site', player: P }), true);
    const crystals = { ...s.players[P]?.crystals };
    expect(s.turn?.rewards.length).toBe(1);
    expect(s.players[P]?.crystals).toEqual(crystals);
  });
});
