// One describe per Advanced Action card: basic effect, strong effect and at least one restriction,
// played through applyAction. Combat-only extras (move-to-attack, ambush, …) belong to the combat
// module's tests; here their non-combat halves and plain Attack/Block values are checked.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../index';
import { moveCost } from '../movement/movement';
import {
  at,
  card,
  handCard,
  inCombat,
  legal,
  refusal,
  withCrystals,
  withMovePoints,
  withTokens,
  withUnits,
} from '../testing/builders';
import {
  P,
  act,
  attackTotal,
  attacking,
  blockTotal,
  blocking,
  choose,
  deedGame,
  defIds,
  edit,
  endTurn,
  hand,
  interacting,
  play,
  playAction,
  top,
} from '../skills/test-kit';

const crystals = (s: GameState) => s.players[P]?.crystals;
const wounds = (s: GameState) => hand(s).filter((c) => c.startsWith('wound#')).length;
const spend = (s: GameState, ...ids: number[]) =>
  edit(s, (d) => {
    for (const die of d.source.dice) if (ids.includes(die.id)) die.takenBy = 1;
  });
const offer = (s: GameState, which: 'spells' | 'advancedActions', defs: string[]) =>
  edit(s, (d) => {
    d.offers[which] = defs.map(card);
  });

describe('fire-bolt', () => {
  it('basic: a red crystal', () =>
    expect(crystals(play(deedGame(['fire-bolt']), 'fire-bolt', 'basic'))?.red).toBe(1));
  it('strong: Ranged Fire Attack 3', () => {
    const s = play(attacking(deedGame(['fire-bolt'])), 'fire-bolt', 'strong', 1);
    expect(s.combat?.attack?.entries[0]).toMatchObject({
      amount: 3,
      style: 'ranged',
      element: 'fire',
    });
  });
  it('restriction: the strong effect needs red mana', () => {
    const s = attacking(deedGame(['fire-bolt']));
    expect(refusal(s, playAction(s, 'fire-bolt', 'strong', 2))).toBe('CARD-3a');
  });
});

describe('ice-bolt', () => {
  it('basic: a blue crystal; strong: Ranged Ice Attack 3', () => {
    expect(crystals(play(deedGame(['ice-bolt']), 'ice-bolt', 'basic'))?.blue).toBe(1);
    const s = play(attacking(deedGame(['ice-bolt'])), 'ice-bolt', 'strong', 2);
    expect(s.combat?.attack?.entries[0]).toMatchObject({
      amount: 3,
      style: 'ranged',
      element: 'ice',
    });
  });
  it('restriction: the strong attack is useless outside combat', () => {
    const s = deedGame(['ice-bolt']);
    expect(refusal(s, playAction(s, 'ice-bolt', 'strong', 2))).toBe('COMBAT-1');
  });
});

describe('swift-bolt', () => {
  it('basic: a white crystal; strong: Ranged Attack 4', () => {
    expect(crystals(play(deedGame(['swift-bolt']), 'swift-bolt', 'basic'))?.white).toBe(1);
    const s = play(attacking(deedGame(['swift-bolt'])), 'swift-bolt', 'strong', 4);
    expect(s.combat?.attack?.entries[0]).toMatchObject({
      amount: 4,
      style: 'ranged',
      element: 'physical',
    });
  });
  it('restriction: a ranged attack cannot target a fortified enemy', () => {
    const s = attacking(deedGame(['swift-bolt']), 'diggers');
    expect(refusal(s, playAction(s, 'swift-bolt', 'strong', 4))).toBe('COMBAT-RANGED-3b');
  });
});

describe('crushing-bolt', () => {
  it('basic: a green crystal; strong: Siege Attack 3 even against a fortified enemy', () => {
    expect(crystals(play(deedGame(['crushing-bolt']), 'crushing-bolt', 'basic'))?.green).toBe(1);
    const s = play(attacking(deedGame(['crushing-bolt']), 'diggers'), 'crushing-bolt', 'strong', 3);
    expect(attackTotal(s)).toBe(3);
  });
  it('GAIN-2: a fourth crystal becomes a token', () => {
    const s = play(
      withCrystals(deedGame(['crushing-bolt']), P, { green: 3 }),
      'crushing-bolt',
      'basic',
    );
    expect(s.turn?.manaTokens).toEqual(['green']);
  });
});

describe('blood-rage', () => {
  it('basic: Attack 2, or take a Wound for Attack 5', () => {
    let s = play(attacking(deedGame(['blood-rage']), 'prowlers', 'attack'), 'blood-rage', 'basic');
    s = choose(s, '1');
    expect(attackTotal(s)).toBe(5);
    expect(wounds(s)).toBe(1);
  });
  it('strong: Attack 4 or 9', () => {
    let s = play(
      attacking(deedGame(['blood-rage']), 'prowlers', 'attack'),
      'blood-rage',
      'strong',
      1,
    );
    s = choose(s, '0');
    expect(attackTotal(s)).toBe(4);
  });
  it('restriction: no melee attack in the ranged phase', () => {
    const s = attacking(deedGame(['blood-rage']));
    expect(refusal(s, playAction(s, 'blood-rage', 'basic'))).toBe('COMBAT-RANGED-3');
  });
});

describe('ice-shield', () => {
  it('basic: Ice Block 3', () => {
    const s = play(blocking(deedGame(['ice-shield'])), 'ice-shield', 'basic');
    expect(s.combat?.block?.entries[0]).toMatchObject({ amount: 3, element: 'ice' });
  });
  it('strong: Ice Block 3 (its armor reduction follows a successful block)', () => {
    expect(blockTotal(play(blocking(deedGame(['ice-shield'])), 'ice-shield', 'strong', 2))).toBe(3);
  });
  it('restriction: only in the Block phase', () => {
    const s = deedGame(['ice-shield']);
    expect(refusal(s, playAction(s, 'ice-shield', 'basic'))).toBe('COMBAT-1');
  });
});

describe('agility', () => {
  it('basic: Move 2 and the Move → Attack option for the turn', () => {
    const s = play(deedGame(['agility']), 'agility', 'basic');
    expect(s.turn?.movePoints).toBe(2);
    expect(
      s.turn?.modifiers.some(
        (m) => m.modifier.kind === 'custom' && m.modifier.hook === 'move-to-attack',
      ),
    ).toBe(true);
  });
  it('strong: Move 4', () =>
    expect(play(deedGame(['agility']), 'agility', 'strong', 4).turn?.movePoints).toBe(4));
  it('restriction: the strong effect needs white mana', () => {
    const s = deedGame(['agility']);
    expect(refusal(s, playAction(s, 'agility', 'strong', 1))).toBe('CARD-3a');
  });
});

describe('refreshing-walk', () => {
  it('basic: Move 2 and Heal 1', () => {
    const s = play(deedGame(['refreshing-walk', 'wound']), 'refreshing-walk', 'basic');
    expect([s.turn?.movePoints, s.turn?.healPoints]).toEqual([2, 1]);
  });
  it('strong: Move 4 and Heal 2', () => {
    const s = play(deedGame(['refreshing-walk']), 'refreshing-walk', 'strong', 3);
    expect([s.turn?.movePoints, s.turn?.healPoints]).toEqual([4, 2]);
  });
  it('restriction: in combat neither part can be used', () => {
    const s = blocking(deedGame(['refreshing-walk']));
    expect(refusal(s, playAction(s, 'refreshing-walk', 'basic'))).toBe('TURN-REG-6d');
  });
});

describe('intimidate', () => {
  it('basic: Influence 4 while interacting, Reputation −1 at the end of the turn', () => {
    let s = play(interacting(deedGame(['intimidate', 'march'])), 'intimidate', 'basic');
    expect(s.turn?.influencePoints).toBe(4);
    s = endTurn(s);
    expect(s.players[P]?.reputation).toBe(-1);
  });
  it('strong: Attack 7 in combat, Reputation −2 at the end', () => {
    const s = play(
      attacking(deedGame(['intimidate']), 'prowlers', 'attack'),
      'intimidate',
      'strong',
      1,
    );
    expect(attackTotal(s)).toBe(7);
    expect(s.turn?.endOfTurnReputation).toBe(-2);
  });
  it('restriction: nothing to use outside interaction and combat', () => {
    const s = deedGame(['intimidate']);
    expect(refusal(s, playAction(s, 'intimidate', 'basic'))).toBe('INTERACT-2');
  });
});

describe('frost-bridge', () => {
  it('basic: Move 2, swamps cost 1', () => {
    const s = play(deedGame(['frost-bridge']), 'frost-bridge', 'basic');
    const swamp = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'swamp';
    });
    expect(moveCost(swamp, '1,0')).toBe(1);
  });
  it('strong: Move 4, lakes can be crossed for 1', () => {
    const s = edit(play(deedGame(['frost-bridge']), 'frost-bridge', 'strong', 2), (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'lake';
    });
    expect(s.turn?.movePoints).toBe(4);
    expect(moveCost(s, '1,0')).toBe(1);
  });
  it('restriction: without it a lake is impassable', () => {
    const s = edit(deedGame([]), (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'lake';
    });
    expect(moveCost(s, '1,0')).toBeNull();
  });
});

describe('song-of-wind', () => {
  it('basic: Move 2, plains cost 1 less', () => {
    const s = play(deedGame(['song-of-wind']), 'song-of-wind', 'basic');
    expect(moveCost(s, '1,0')).toBe(1);
  });
  it('strong: plains cost 0; with blue mana lakes cost 0', () => {
    let s = play(withTokens(deedGame(['song-of-wind']), ['blue']), 'song-of-wind', 'strong', 4);
    expect(moveCost(s, '1,0')).toBe(0);
    s = choose(s, '1');
    s = choose(s, 'token:blue');
    const lake = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'lake';
    });
    expect(moveCost(lake, '1,0')).toBe(0);
  });
  it('restriction: forests are not cheaper', () => {
    expect(moveCost(play(deedGame(['song-of-wind']), 'song-of-wind', 'basic'), '1,-1')).toBe(3);
  });
});

describe('path-finding', () => {
  it('basic: Move 2, every terrain 1 less (min 2)', () => {
    const s = play(deedGame(['path-finding']), 'path-finding', 'basic');
    expect([moveCost(s, '1,-1'), moveCost(s, '1,0')]).toEqual([2, 2]);
  });
  it('strong: Move 4, every terrain costs 2', () => {
    const s = edit(play(deedGame(['path-finding']), 'path-finding', 'strong', 3), (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'swamp';
    });
    expect([s.turn?.movePoints, moveCost(s, '1,0')]).toEqual([4, 2]);
  });
  it('restriction: lakes stay impassable', () => {
    const s = edit(play(deedGame(['path-finding']), 'path-finding', 'strong', 3), (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'lake';
    });
    expect(moveCost(s, '1,0')).toBeNull();
  });
});

describe('blood-ritual', () => {
  it('basic: a Wound, a red crystal and a mana token of any colour', () => {
    let s = play(deedGame(['blood-ritual']), 'blood-ritual', 'basic');
    s = choose(s, 'black');
    expect([wounds(s), crystals(s)?.red, s.turn?.manaTokens]).toEqual([1, 1, ['black']]);
  });
  it('strong: a Wound, 3 tokens, then one basic mana may become a crystal', () => {
    let s = play(deedGame(['blood-ritual']), 'blood-ritual', 'strong', 1);
    s = choose(choose(choose(s, 'green'), 'green'), 'gold');
    s = choose(s, '1');
    s = choose(s, 'token:green');
    expect(crystals(s)?.green).toBe(1);
    expect(s.turn?.manaTokens).toEqual(['green', 'gold']);
  });
  it('restriction: the strong effect needs red mana', () => {
    const s = deedGame(['blood-ritual']);
    expect(refusal(s, playAction(s, 'blood-ritual', 'strong', 2))).toBe('CARD-3a');
  });
});

describe('pure-magic', () => {
  it('basic: green mana → Move 4', () => {
    let s = play(deedGame(['pure-magic']), 'pure-magic', 'basic');
    s = choose(s, 'die:3');
    expect(s.turn?.movePoints).toBe(4);
  });
  it('strong: red mana → Attack 7', () => {
    let s = play(
      withTokens(attacking(deedGame(['pure-magic']), 'prowlers', 'attack'), ['red']),
      'pure-magic',
      'strong',
      2,
    );
    s = choose(s, 'token:red');
    expect(attackTotal(s)).toBe(7);
  });
  it('restriction: no mana left to pay (CARD-6)', () => {
    const s = spend(deedGame(['pure-magic']), 1, 2, 3, 4);
    expect(refusal(s, playAction(s, 'pure-magic', 'basic'))).toBe('CARD-6');
  });
});

describe('heroic-tale', () => {
  const recruitable = (s: GameState) =>
    edit(s, (d) => {
      d.offers.units = [card('peasants')];
      const h = d.map.hexes['0,0'];
      if (h) h.site = { type: 'village' };
    });
  it('basic: Influence 3, Reputation +1 at the end per unit recruited', () => {
    let s = recruitable(deedGame(['heroic-tale', 'march']));
    s = act(s, { type: 'interact', player: P });
    s = play(s, 'heroic-tale', 'basic');
    s = play(s, 'march', 'sideways', undefined, 'influence');
    s = act(s, { type: 'recruit', player: P, unit: s.offers.units[0] ?? '' });
    expect(s.turn?.endOfTurnReputation).toBe(1);
  });
  it('strong: Influence 6, Fame +1 per unit recruited', () => {
    let s = recruitable(deedGame(['heroic-tale']));
    s = act(s, { type: 'interact', player: P });
    s = play(s, 'heroic-tale', 'strong', 4);
    s = act(s, { type: 'recruit', player: P, unit: s.offers.units[0] ?? '' });
    expect(s.players[P]?.fame).toBe(1);
  });
  it('restriction: Influence only while interacting', () => {
    const s = deedGame(['heroic-tale']);
    expect(refusal(s, playAction(s, 'heroic-tale', 'basic'))).toBe('INTERACT-2');
  });
});

describe('regeneration', () => {
  const spent = (s: GameState) =>
    edit(s, (d) => d.players[P]?.units.forEach((u) => (u.ready = false)));
  it('basic: Heal 1 and ready a unit of level ≤ 2', () => {
    const s = play(
      spent(withUnits(deedGame(['regeneration']), P, ['utem-guardsmen'])),
      'regeneration',
      'basic',
    );
    expect([s.turn?.healPoints, s.players[P]?.units[0]?.ready]).toEqual([1, true]);
  });
  it('strong: Heal 2 and ready a unit of level ≤ 3', () => {
    const s = play(
      spent(withUnits(deedGame(['regeneration']), P, ['sorcerers'])),
      'regeneration',
      'strong',
      3,
    );
    expect([s.turn?.healPoints, s.players[P]?.units[0]?.ready]).toEqual([2, true]);
  });
  it('restriction: not in combat', () => {
    const s = blocking(deedGame(['regeneration']));
    expect(refusal(s, playAction(s, 'regeneration', 'basic'))).toBe('HEAL-3d');
  });
});

describe('into-the-heat', () => {
  it('basic: units +2 Attack/Block this combat, played at its start', () => {
    const s = play(inCombat(deedGame(['into-the-heat']), ['prowlers']), 'into-the-heat', 'basic');
    expect(s.turn?.modifiers.filter((m) => m.modifier.kind === 'value-bonus')).toHaveLength(2);
  });
  it('strong: +3', () => {
    const s = play(
      inCombat(deedGame(['into-the-heat']), ['prowlers']),
      'into-the-heat',
      'strong',
      1,
    );
    expect(
      s.turn?.modifiers.some((m) => m.modifier.kind === 'value-bonus' && m.modifier.amount === 3),
    ).toBe(true);
  });
  it('restriction: only at the start of a combat', () => {
    const s = deedGame(['into-the-heat']);
    expect(refusal(s, playAction(s, 'into-the-heat', 'basic'))).toBeDefined();
  });
});

describe('steady-tempo', () => {
  it('basic: Move 2; at the end of the turn it may go under the Deed deck', () => {
    let s = play(deedGame(['steady-tempo']), 'steady-tempo', 'basic');
    expect(s.turn?.movePoints).toBe(2);
    s = endTurn(s, { 'card-to-deck': 'yes' });
    const deck = s.players[P]?.deck ?? [];
    expect(defIds(deck.slice(-1))).toEqual(['steady-tempo']);
  });
  it('strong: Move 4; it may go on top of the deck', () => {
    let s = play(deedGame(['steady-tempo']), 'steady-tempo', 'strong', 2);
    s = endTurn(s, { 'card-to-deck': 'yes' });
    expect(defIds(s.players[P]?.hand ?? [])).toContain('steady-tempo'); // drawn again at once
  });
  it('restriction: the bottom option needs a non-empty deck', () => {
    let s = edit(play(deedGame(['steady-tempo']), 'steady-tempo', 'basic'), (d) => {
      const p = d.players[P];
      if (p) p.deck = [];
    });
    s = endTurn(s);
    expect(defIds(s.players[P]?.discard ?? [])).toContain('steady-tempo');
  });
});

describe('diplomacy', () => {
  it('basic: Influence 2 and Influence as Block this turn', () => {
    const s = play(interacting(deedGame(['diplomacy'])), 'diplomacy', 'basic');
    expect(s.turn?.influencePoints).toBe(2);
    expect(
      s.turn?.modifiers.some(
        (m) => m.modifier.kind === 'custom' && m.modifier.hook === 'influence-as-block',
      ),
    ).toBe(true);
  });
  it('strong: Influence 4 and a choice of Fire or Ice block', () => {
    let s = play(interacting(deedGame(['diplomacy'])), 'diplomacy', 'strong', 4);
    s = choose(s, '1');
    expect(s.turn?.influencePoints).toBe(4);
  });
  it('restriction: the strong effect needs white mana', () => {
    const s = interacting(deedGame(['diplomacy']));
    expect(refusal(s, playAction(s, 'diplomacy', 'strong', 1))).toBe('CARD-3a');
  });
  it('in the Block phase its Influence blocks, and so does later Influence this turn', () => {
    let s = blocking(deedGame(['diplomacy', 'promise']));
    s = play(s, 'diplomacy', 'basic');
    expect(blockTotal(s)).toBe(2);
    s = play(s, 'promise', 'basic');
    expect(blockTotal(s)).toBe(4);
  });
});

describe('in-need', () => {
  it('basic: Influence 3 + 1 per Wound in hand and wounded unit', () => {
    const s = edit(interacting(withUnits(deedGame(['in-need', 'wound']), P, ['peasants'])), (d) => {
      const u = d.players[P]?.units[0];
      if (u) u.wounds = 1;
    });
    expect(play(s, 'in-need', 'basic').turn?.influencePoints).toBe(5);
  });
  it('strong: Influence 5 + 2 per Wound', () => {
    expect(
      play(interacting(deedGame(['in-need', 'wound'])), 'in-need', 'strong', 3).turn
        ?.influencePoints,
    ).toBe(7);
  });
  it('restriction: Influence only while interacting', () => {
    const s = deedGame(['in-need']);
    expect(refusal(s, playAction(s, 'in-need', 'basic'))).toBe('INTERACT-2');
  });
});

describe('decompose', () => {
  it('basic: throw away an Action card → 2 crystals of its colour', () => {
    let s = play(deedGame(['decompose', 'march']), 'decompose', 'basic');
    s = choose(s, [handCard(s, P, 'march')]);
    expect(crystals(s)?.green).toBe(2);
    expect(defIds(s.removed)).toContain('march');
  });
  it('strong: a crystal of each other basic colour', () => {
    let s = play(deedGame(['decompose', 'march']), 'decompose', 'strong', 1);
    s = choose(s, [handCard(s, P, 'march')]);
    expect(crystals(s)).toEqual({ red: 1, blue: 1, green: 0, white: 1 });
  });
  it('restriction: needs another card to throw away', () => {
    const s = deedGame(['decompose', 'wound']);
    expect(refusal(s, playAction(s, 'decompose', 'basic'))).toBe('CARD-6');
  });
});

describe('crystal-mastery', () => {
  it('basic: a crystal of a colour already owned', () => {
    let s = play(
      withCrystals(deedGame(['crystal-mastery']), P, { white: 1 }),
      'crystal-mastery',
      'basic',
    );
    s = top(s) ? choose(s, 'white') : s;
    expect(crystals(s)?.white).toBe(2);
  });
  it('strong: crystals spent this turn come back at its end', () => {
    let s = withCrystals(deedGame(['crystal-mastery', 'march', 'rage']), P, { green: 1 });
    s = play(s, 'crystal-mastery', 'strong', 2);
    s = play(s, 'march', 'strong', [{ kind: 'crystal', color: 'green' }]);
    expect(crystals(s)?.green).toBe(0);
    s = endTurn(s);
    expect(s.players[P]?.crystals.green).toBe(1);
  });
  it('restriction: basic needs a crystal already', () => {
    const s = deedGame(['crystal-mastery']);
    expect(refusal(s, playAction(s, 'crystal-mastery', 'basic'))).toBeDefined();
  });
});

describe('mana-storm', () => {
  it('basic: a crystal of a Source die’s colour; that die is rerolled and stays', () => {
    let s = play(deedGame(['mana-storm']), 'mana-storm', 'basic');
    s = choose(s, '2');
    expect(crystals(s)?.blue).toBe(1);
    expect(s.source.dice.find((d) => d.id === 2)?.takenBy).toBeNull();
  });
  it('strong: 3 extra dice; black and gold dice count as any basic colour', () => {
    let s = play(
      deedGame(['mana-storm', 'march', 'stamina'], { dice: ['white', 'black', 'gold', 'red'] }),
      'mana-storm',
      'strong',
      1,
    );
    s = edit(s, (d) => {
      const [a, b] = d.source.dice.filter((x) => x.takenBy === null);
      if (a) a.color = 'black';
      if (b) b.color = 'gold';
    });
    const [black, gold] = s.source.dice.filter((x) => x.takenBy === null);
    s = play(s, 'march', 'strong', black?.id);
    expect(s.turn?.movePoints).toBe(4);
    s = edit(s, (d) => void (d.round.time = 'night'));
    expect(refusal(s, playAction(s, 'stamina', 'strong', gold?.id))).toBeUndefined();
  });
  it('restriction: without it a second Source die is refused', () => {
    const s = play(deedGame(['march', 'rage']), 'march', 'strong', 3);
    expect(refusal(s, playAction(s, 'rage', 'strong', 1))).toBe('MANA-3');
  });
});

describe('ambush', () => {
  it('basic: Move 2 and the first Attack/Block card bonus', () => {
    const s = play(deedGame(['ambush']), 'ambush', 'basic');
    expect(s.turn?.movePoints).toBe(2);
    expect(
      s.turn?.modifiers.some((m) => m.modifier.kind === 'custom' && m.modifier.hook === 'ambush'),
    ).toBe(true);
  });
  it('strong: Move 4', () =>
    expect(play(deedGame(['ambush']), 'ambush', 'strong', 3).turn?.movePoints).toBe(4));
  it('restriction: the strong effect needs green mana', () => {
    const s = deedGame(['ambush']);
    expect(refusal(s, playAction(s, 'ambush', 'strong', 1))).toBe('CARD-3a');
  });
});

describe('maximal-effect', () => {
  it('basic: throw away March → its basic effect three times (Move 6)', () => {
    let s = play(deedGame(['maximal-effect', 'march']), 'maximal-effect', 'basic');
    s = choose(s, handCard(s, P, 'march'));
    expect(s.turn?.movePoints).toBe(6);
    expect(defIds(s.removed)).toContain('march');
  });
  it('strong: Rage’s strong effect twice as one attack (Attack 8)', () => {
    let s = play(
      attacking(deedGame(['maximal-effect', 'rage']), 'prowlers', 'attack'),
      'maximal-effect',
      'strong',
      1,
    );
    s = choose(s, handCard(s, P, 'rage'));
    expect(s.combat?.attack?.entries).toEqual([expect.objectContaining({ amount: 8 })]);
  });
  it('restriction: needs another Action card (a Spell does not count)', () => {
    const s = deedGame(['maximal-effect', 'fireball']);
    expect(refusal(s, playAction(s, 'maximal-effect', 'basic'))).toBeDefined();
  });
});

describe('magic-talent', () => {
  it('basic: discard a red card → cast a red spell of the offer (paying its mana); it stays there', () => {
    let s = offer(withTokens(deedGame(['magic-talent', 'rage']), ['red']), 'spells', [
      'demolish',
      'fireball',
    ]);
    s = attacking(s);
    s = play(s, 'magic-talent', 'basic');
    s = choose(s, [handCard(s, P, 'rage')]);
    s = choose(s, top(s)?.options.find((o) => o.startsWith('fireball')) ?? '');
    s = choose(s, 'token:red');
    expect(s.combat?.attack?.entries[0]).toMatchObject({
      amount: 5,
      element: 'fire',
      style: 'ranged',
    });
    expect(defIds(s.offers.spells)).toContain('fireball');
  });
  it('strong: pay mana of a colour → a spell of that colour into the discard pile', () => {
    let s = offer(withTokens(deedGame(['magic-talent']), ['red']), 'spells', [
      'fireball',
      'snowstorm',
    ]);
    s = play(s, 'magic-talent', 'strong', 2);
    s = choose(s, 'token:red');
    expect(defIds(s.players[P]?.discard ?? [])).toContain('fireball');
  });
  it('restriction: no usable spell of a colour you could discard', () => {
    const s = offer(deedGame(['magic-talent', 'march']), 'spells', ['fireball']);
    expect(refusal(s, playAction(s, 'magic-talent', 'basic'))).toBeDefined();
  });
});

describe('learning', () => {
  it('basic: Influence 2; once, 6 Influence buys an Advanced Action into the discard pile', () => {
    let s = play(interacting(deedGame(['learning']), 4), 'learning', 'basic');
    const aa = s.offers.advancedActions[0] ?? '';
    s = act(s, { type: 'spend-influence', player: P, item: `aa:${aa}` });
    expect(s.players[P]?.discard).toContain(aa);
    expect(s.turn?.influencePoints).toBe(0);
  });
  it('strong: Influence 4; 9 Influence buys one into the hand', () => {
    let s = play(interacting(deedGame(['learning']), 5), 'learning', 'strong', 4);
    const aa = s.offers.advancedActions[1] ?? '';
    s = act(s, { type: 'spend-influence', player: P, item: `aa:${aa}` });
    expect(hand(s)).toContain(aa);
  });
  it('restriction: once per turn, and only with enough Influence', () => {
    let s = play(interacting(deedGame(['learning']), 20), 'learning', 'basic');
    s = act(s, {
      type: 'spend-influence',
      player: P,
      item: `aa:${s.offers.advancedActions[0] ?? ''}`,
    });
    expect(
      refusal(s, {
        type: 'spend-influence',
        player: P,
        item: `aa:${s.offers.advancedActions[0] ?? ''}`,
      }),
    ).toBe('buy-from-offer');
  });
});

describe('training', () => {
  it('basic: throw away an Action card → an Advanced Action of its colour to the discard pile', () => {
    let s = offer(deedGame(['training', 'march']), 'advancedActions', [
      'fire-bolt',
      'path-finding',
    ]);
    s = play(s, 'training', 'basic');
    s = choose(s, [handCard(s, P, 'march')]);
    expect(defIds(s.players[P]?.discard ?? [])).toContain('path-finding');
  });
  it('strong: into the hand', () => {
    let s = offer(deedGame(['training', 'rage']), 'advancedActions', ['fire-bolt', 'path-finding']);
    s = play(s, 'training', 'strong', 3);
    s = choose(s, [handCard(s, P, 'rage')]);
    expect(defIds(hand(s))).toContain('fire-bolt');
  });
  it('restriction: a Wound cannot be thrown away for it', () => {
    const s = deedGame(['training', 'wound']);
    expect(refusal(s, playAction(s, 'training', 'basic'))).toBe('CARD-6');
  });
});

describe('counterattack', () => {
  it('basic: Attack 2 + 2 per enemy blocked this turn', () => {
    const s = edit(attacking(deedGame(['counterattack']), 'prowlers', 'attack'), (d) => {
      if (d.turn) d.turn.flags['enemies-blocked'] = 1;
    });
    expect(attackTotal(play(s, 'counterattack', 'basic'))).toBe(4);
  });
  it('strong: Attack 4 + 3 per enemy blocked', () => {
    const s = edit(attacking(deedGame(['counterattack']), 'prowlers', 'attack'), (d) => {
      if (d.turn) d.turn.flags['enemies-blocked'] = 2;
    });
    expect(attackTotal(play(s, 'counterattack', 'strong', 1))).toBe(10);
  });
  it('restriction: not outside combat', () => {
    const s = deedGame(['counterattack']);
    expect(refusal(s, playAction(s, 'counterattack', 'basic'))).toBe('COMBAT-1');
  });
});

describe('ritual-attack', () => {
  it('basic: throw away a white card → Ranged Attack 3', () => {
    let s = play(attacking(deedGame(['ritual-attack', 'swiftness'])), 'ritual-attack', 'basic');
    s = choose(s, [handCard(s, P, 'swiftness')]);
    expect(s.combat?.attack?.entries[0]).toMatchObject({ amount: 3, style: 'ranged' });
  });
  it('strong: throw away a red card → Fire Attack 6', () => {
    let s = play(
      attacking(deedGame(['ritual-attack', 'rage']), 'prowlers', 'attack'),
      'ritual-attack',
      'strong',
      1,
    );
    s = choose(s, [handCard(s, P, 'rage')]);
    expect(s.combat?.attack?.entries[0]).toMatchObject({ amount: 6, element: 'fire' });
  });
  it('restriction: needs another card to throw away', () => {
    const s = attacking(deedGame(['ritual-attack']));
    expect(refusal(s, playAction(s, 'ritual-attack', 'basic'))).toBe('CARD-6');
  });
});

describe('blood-of-ancients', () => {
  it('basic: a Wound; pay mana → an Advanced Action of that colour into the hand', () => {
    let s = offer(deedGame(['blood-of-ancients']), 'advancedActions', ['ice-bolt', 'fire-bolt']);
    s = play(s, 'blood-of-ancients', 'basic');
    s = choose(s, 'die:2');
    expect(wounds(s)).toBe(1);
    expect(defIds(hand(s))).toContain('ice-bolt');
  });
  it('strong: a Wound → the strong effect of an offered Advanced Action, without mana', () => {
    let s = offer(deedGame(['blood-of-ancients']), 'advancedActions', [
      'path-finding',
      'fire-bolt',
    ]);
    s = play(s, 'blood-of-ancients', 'strong', 1);
    s =
      top(s)?.kind === 'use-offer'
        ? choose(s, top(s)?.options.find((o) => o.startsWith('path-finding')) ?? '')
        : s;
    expect(s.turn?.movePoints).toBe(4);
    expect(defIds(s.offers.advancedActions)).toContain('path-finding');
  });
  it('restriction: the strong effect needs red mana', () => {
    const s = deedGame(['blood-of-ancients']);
    expect(refusal(s, playAction(s, 'blood-of-ancients', 'strong', 3))).toBe('CARD-3a');
  });
});

describe('shield-bash', () => {
  it('basic: Block 3 (counting double against Swift)', () => {
    const s = play(blocking(deedGame(['shield-bash'])), 'shield-bash', 'basic');
    expect(s.combat?.block?.entries[0]).toMatchObject({ amount: 3, swiftDouble: true });
  });
  it('strong: Block 5', () =>
    expect(blockTotal(play(blocking(deedGame(['shield-bash'])), 'shield-bash', 'strong', 2))).toBe(
      5,
    ));
  it('restriction: only in the Block phase', () => {
    const s = attacking(deedGame(['shield-bash']));
    expect(refusal(s, playAction(s, 'shield-bash', 'basic'))).toBe('COMBAT-BLOCK-1');
  });
});

describe('temporal-portal', () => {
  it('basic: as the action, move to an adjacent safe space; Hand limit +1', () => {
    let s = play(deedGame(['temporal-portal']), 'temporal-portal', 'basic');
    expect(s.turn?.action).toBe('other');
    s = choose(s, '1,-1');
    expect(s.players[P]?.position).toBe('1,-1');
    expect(s.players[P]?.nextDrawBonus).toBe(1);
  });
  it('strong: move up to 2 spaces with Hand limit +1', () => {
    let s = play(deedGame(['temporal-portal']), 'temporal-portal', 'strong', 2);
    s = choose(s, '0');
    s = choose(s, '2,-1');
    expect(s.players[P]?.position).toBe('2,-1');
  });
  it('restriction: it uses the action, so not after another action', () => {
    const s = edit(deedGame(['temporal-portal']), (d) => {
      if (d.turn) d.turn.action = 'interaction';
    });
    expect(refusal(s, playAction(s, 'temporal-portal', 'basic'))).toBe('TURN-REG-6d');
  });
});

describe('spell-forge', () => {
  it('basic: a crystal of the colour of a Spell in the offer', () => {
    let s = offer(deedGame(['spell-forge']), 'spells', ['fireball', 'snowstorm']);
    s = play(s, 'spell-forge', 'basic');
    s = choose(s, [s.offers.spells[1] ?? '']);
    expect(crystals(s)?.blue).toBe(1);
  });
  it('strong: two crystals matching two different Spells', () => {
    let s = offer(deedGame(['spell-forge']), 'spells', ['fireball', 'snowstorm', 'expose']);
    s = play(s, 'spell-forge', 'strong', 2);
    s = choose(s, [s.offers.spells[0] ?? '', s.offers.spells[2] ?? '']);
    expect(crystals(s)).toMatchObject({ red: 1, white: 1 });
  });
  it('restriction: nothing without a Spell in the offer', () => {
    const s = offer(deedGame(['spell-forge']), 'spells', []);
    expect(refusal(s, playAction(s, 'spell-forge', 'basic'))).toBeDefined();
  });
});

describe('chivalry', () => {
  it('basic: Attack 3 (or Attack 2 + Reputation per enemy defeated)', () => {
    let s = play(attacking(deedGame(['chivalry']), 'prowlers', 'attack'), 'chivalry', 'basic');
    s = choose(s, '0');
    expect(attackTotal(s)).toBe(3);
  });
  it('strong: Attack 6', () => {
    let s = play(attacking(deedGame(['chivalry']), 'prowlers', 'attack'), 'chivalry', 'strong', 4);
    s = choose(s, '0');
    expect(attackTotal(s)).toBe(6);
  });
  it('restriction: a melee attack, not in the Ranged phase', () => {
    const s = attacking(deedGame(['chivalry']));
    expect(refusal(s, playAction(s, 'chivalry', 'basic'))).toBe('COMBAT-RANGED-3');
  });
});

describe('peaceful-moment', () => {
  it('basic as the action: 2 Influence → Heal 1', () => {
    let s = play(deedGame(['peaceful-moment', 'wound']), 'peaceful-moment', 'basic');
    expect(s.turn?.action).toBe('other');
    s = act(s, { type: 'spend-influence', player: P, item: 'heal' });
    s = act(s, { type: 'heal', player: P, target: 'wound' });
    expect(wounds(s)).toBe(0);
  });
  it('strong as the action: Influence 6 readies units for 2 per level', () => {
    let s = edit(withUnits(deedGame(['peaceful-moment']), P, ['utem-guardsmen']), (d) => {
      const u = d.players[P]?.units[0];
      if (u) u.ready = false;
    });
    s = play(s, 'peaceful-moment', 'strong', 4);
    const unit = s.players[P]?.units[0]?.id ?? '';
    s = act(s, { type: 'spend-influence', player: P, item: `ready:${unit}` });
    expect([s.players[P]?.units[0]?.ready, s.turn?.influencePoints]).toEqual([true, 2]);
  });
  it('restriction: the basic one cannot ready units', () => {
    let s = edit(withUnits(deedGame(['peaceful-moment']), P, ['peasants']), (d) => {
      const u = d.players[P]?.units[0];
      if (u) u.ready = false;
    });
    s = play(s, 'peaceful-moment', 'basic');
    expect(
      refusal(s, {
        type: 'spend-influence',
        player: P,
        item: `ready:${s.players[P]?.units[0]?.id ?? ''}`,
      }),
    ).toBe('ready-units-for-influence');
  });
});

describe('dodge-and-weave', () => {
  it('basic: one enemy attack −2 in the Block phase', () => {
    const s = play(blocking(deedGame(['dodge-and-weave'])), 'dodge-and-weave', 'basic');
    expect(s.combat?.enemies[0]?.attackMod[0]).toBe(-2);
  });
  it('strong: one attack −4', () => {
    let s = play(blocking(deedGame(['dodge-and-weave'])), 'dodge-and-weave', 'strong', 4);
    s = top(s)?.kind === 'effect-option' ? choose(s, '0') : s;
    expect(s.combat?.enemies[0]?.attackMod[0]).toBe(-4);
  });
  it('restriction: only in the Block phase', () => {
    const s = attacking(deedGame(['dodge-and-weave']));
    expect(refusal(s, playAction(s, 'dodge-and-weave', 'basic'))).toBe('COMBAT-BLOCK-1');
  });
});

describe('stout-resolve', () => {
  it('basic: Move 2, +1 for a discarded Wound', () => {
    let s = play(deedGame(['stout-resolve', 'wound']), 'stout-resolve', 'basic');
    s = choose(s, [hand(s).find((c) => c.startsWith('wound#')) ?? '']);
    expect(s.turn?.movePoints).toBe(3);
  });
  it('strong: Move 3, +2 per discarded card (at most one Wound)', () => {
    let s = play(deedGame(['stout-resolve', 'march', 'wound']), 'stout-resolve', 'strong', 3);
    s = choose(s, [handCard(s, P, 'march'), hand(s).find((c) => c.startsWith('wound#')) ?? '']);
    expect(s.turn?.movePoints).toBe(7);
  });
  it('restriction: Move only in the movement part of the turn', () => {
    const s = edit(deedGame(['stout-resolve']), (d) => {
      if (d.turn) d.turn.phase = 'after';
    });
    expect(refusal(s, playAction(s, 'stout-resolve', 'basic'))).toBeDefined();
  });
});

describe('force-of-nature', () => {
  it('basic: one unit gains Physical resistance this combat', () => {
    const s = play(
      blocking(withUnits(deedGame(['force-of-nature']), P, ['peasants'])),
      'force-of-nature',
      'basic',
    );
    expect(s.turn?.modifiers.some((m) => m.modifier.kind === 'unit-resistances')).toBe(true);
  });
  it('strong: Siege Attack 3 or Block 6', () => {
    expect(
      attackTotal(
        play(attacking(deedGame(['force-of-nature']), 'diggers'), 'force-of-nature', 'strong', 3),
      ),
    ).toBe(3);
    expect(
      blockTotal(play(blocking(deedGame(['force-of-nature'])), 'force-of-nature', 'strong', 3)),
    ).toBe(6);
  });
  it('restriction: the strong effect needs green mana', () => {
    const s = blocking(deedGame(['force-of-nature']));
    expect(refusal(s, playAction(s, 'force-of-nature', 'strong', 1))).toBe('CARD-3a');
  });
});

describe('mountain-lore', () => {
  it('basic: Move 3; ending the turn in hills gives Hand limit +1', () => {
    let s = play(at(deedGame(['mountain-lore']), P, '1,-3'), 'mountain-lore', 'basic');
    expect(s.turn?.movePoints).toBe(3);
    const before = s.players[P]?.hand.length ?? 0;
    s = endTurn(s);
    expect(s.players[P]?.hand.length).toBe(before + 6);
  });
  it('strong: Move 5; mountains can be entered for 5 and are safe', () => {
    let s = play(deedGame(['mountain-lore']), 'mountain-lore', 'strong', 3);
    s = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'mountain';
    });
    expect(moveCost(s, '1,0')).toBe(5);
    s = act(s, { type: 'move', player: P, to: '1,0' });
    s = endTurn(s);
    expect(s.players[P]?.position).toBe('1,0');
    expect(wounds(s)).toBe(0);
  });
  it('restriction: without it a mountain cannot be entered', () => {
    const s = edit(withMovePoints(deedGame([]), 5), (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'mountain';
    });
    expect(refusal(s, { type: 'move', player: P, to: '1,0' })).toBe('MOVE-3a');
  });
});

describe('chilling-stare', () => {
  it('basic: Influence 3 while interacting', () => {
    expect(
      play(interacting(deedGame(['chilling-stare'])), 'chilling-stare', 'basic').turn
        ?.influencePoints,
    ).toBe(3);
  });
  it('strong: Influence 5 (blue or white mana)', () => {
    expect(
      play(interacting(deedGame(['chilling-stare'])), 'chilling-stare', 'strong', 4).turn
        ?.influencePoints,
    ).toBe(5);
    expect(
      play(interacting(deedGame(['chilling-stare'])), 'chilling-stare', 'strong', 2).turn
        ?.influencePoints,
    ).toBe(5);
  });
  it('restriction: red mana does not power it', () => {
    const s = interacting(deedGame(['chilling-stare']));
    expect(refusal(s, playAction(s, 'chilling-stare', 'strong', 1))).toBe('CARD-3a');
  });
});

describe('rush-of-adrenaline', () => {
  it('basic: for each of the first 3 Wounds into the hand this turn, draw 1', () => {
    let s = play(deedGame(['rush-of-adrenaline', 'blood-ritual']), 'rush-of-adrenaline', 'basic');
    const before = hand(s).length;
    s = play(s, 'blood-ritual', 'basic');
    s = choose(s, 'red');
    expect(hand(s).length).toBe(before - 1 + 1 + 1); // blood ritual played, a wound, a card drawn
  });
  it('strong: the first Wound is thrown away and 1 card drawn', () => {
    let s = play(
      deedGame(['rush-of-adrenaline', 'blood-ritual']),
      'rush-of-adrenaline',
      'strong',
      3,
    );
    s = play(s, 'blood-ritual', 'basic');
    s = choose(s, 'red');
    expect(wounds(s)).toBe(0);
    expect(hand(s)).toHaveLength(1);
  });
  it('restriction: needs green or red mana for the strong effect', () => {
    const s = deedGame(['rush-of-adrenaline']);
    expect(refusal(s, playAction(s, 'rush-of-adrenaline', 'strong', 2))).toBe('CARD-3a');
  });
});

describe('power-of-crystals', () => {
  it('basic: a crystal of a colour you have none of', () => {
    let s = play(
      withCrystals(deedGame(['power-of-crystals']), P, { red: 1, blue: 1, white: 1 }),
      'power-of-crystals',
      'basic',
    );
    s = choose(s, 'green');
    expect(crystals(s)?.green).toBe(1);
  });
  it('strong: Move 4 + 2 per complete crystal set', () => {
    let s = withCrystals(deedGame(['power-of-crystals']), P, {
      red: 1,
      blue: 1,
      white: 1,
      green: 1,
    });
    s = play(s, 'power-of-crystals', 'strong', 3);
    s = choose(s, '0');
    expect(s.turn?.movePoints).toBe(6);
  });
  it('restriction: basic needs a missing colour', () => {
    const s = withCrystals(deedGame(['power-of-crystals']), P, {
      red: 1,
      blue: 1,
      white: 1,
      green: 1,
    });
    expect(refusal(s, playAction(s, 'power-of-crystals', 'basic'))).toBeDefined();
  });
});

describe('explosive-bolt', () => {
  it('basic: a Wound, a white and a red crystal', () => {
    const s = play(deedGame(['explosive-bolt']), 'explosive-bolt', 'basic');
    expect([wounds(s), crystals(s)?.white, crystals(s)?.red]).toEqual([1, 1, 1]);
  });
  it('strong: Ranged Attack 3', () => {
    expect(
      attackTotal(play(attacking(deedGame(['explosive-bolt'])), 'explosive-bolt', 'strong', 4)),
    ).toBe(3);
  });
  it('restriction: the strong effect is unusable outside combat', () => {
    const s = deedGame(['explosive-bolt']);
    expect(refusal(s, playAction(s, 'explosive-bolt', 'strong', 4))).toBe('COMBAT-1');
  });
});

describe('legal actions of the family', () => {
  it('every advanced action in hand offers its legal plays without throwing', () => {
    const s = deedGame([
      'fire-bolt',
      'learning',
      'maximal-effect',
      'magic-talent',
      'temporal-portal',
      'march',
    ]);
    expect(legal(s, 'play-card').length).toBeGreaterThan(0);
  });
});
