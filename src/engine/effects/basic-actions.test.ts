// One describe per basic action card (all 7 heroes' starting decks): basic effect, strong effect
// and at least one restriction, played through applyAction.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../index';
import {
  act,
  at,
  choose,
  edit,
  handCard,
  inCombat,
  legal,
  refusal,
  testGame,
  withCrystals,
  withDice,
  withHand,
  withMovePoints,
  withTime,
  withTokens,
} from '../testing/builders';
import { moveCost } from '../movement/movement';

const P = 0;
type Mode = 'basic' | 'strong';

function game(
  cards: string[],
  dice: Parameters<typeof withDice>[1] = ['red', 'blue', 'green'],
): GameState {
  return withDice(withHand(testGame({ heroes: ['tovak'] }), P, cards), dice);
}

function play(s: GameState, id: string, mode: Mode, die?: number): GameState {
  return act(s, {
    type: 'play-card',
    player: P,
    card: handCard(s, P, id),
    mode,
    ...(die !== undefined ? { mana: [{ kind: 'die' as const, die }] } : {}),
  });
}

/** Combat against one enemy with an open attack column (ranged phase unless `phase`). */
function attacking(
  s: GameState,
  enemy = 'prowlers',
  phase: 'ranged' | 'attack' = 'ranged',
): GameState {
  return edit(inCombat(s, [enemy]), (d) => {
    const c = d.combat;
    const e = c?.enemies[0];
    if (!c || !e) return;
    c.phase = phase;
    c.attack = { targets: [e.id], entries: [] };
  });
}

function blocking(s: GameState, enemy = 'prowlers'): GameState {
  return edit(inCombat(s, [enemy]), (d) => {
    const c = d.combat;
    const e = c?.enemies[0];
    if (!c || !e) return;
    c.phase = 'block';
    c.block = { enemy: e.id, attackIndex: 0, entries: [] };
  });
}

const attackTotal = (s: GameState) =>
  s.combat?.attack?.entries.reduce((n, e) => n + e.amount, 0) ?? 0;
const blockTotal = (s: GameState) =>
  s.combat?.block?.entries.reduce((n, e) => n + e.amount, 0) ?? 0;

describe('rage', () => {
  it('basic: Attack 2 or Block 2 — in the attack phase it attacks for 2', () => {
    const s = play(attacking(game(['rage']), 'prowlers', 'attack'), 'rage', 'basic');
    expect(attackTotal(s)).toBe(2);
  });
  it('basic blocks 2 in the block phase', () => {
    expect(blockTotal(play(blocking(game(['rage'])), 'rage', 'basic'))).toBe(2);
  });
  it('strong: Attack 4 for red mana', () => {
    const s = play(attacking(game(['rage']), 'prowlers', 'attack'), 'rage', 'strong', 1);
    expect(attackTotal(s)).toBe(4);
  });
  it('restriction: a melee attack cannot be used in the Ranged phase', () => {
    const s = attacking(game(['rage']));
    expect(
      refusal(s, { type: 'play-card', player: P, card: handCard(s, P, 'rage'), mode: 'basic' }),
    ).toBe('COMBAT-RANGED-3');
  });
});

describe('determination', () => {
  it('basic blocks 2, strong blocks 5 (blue)', () => {
    expect(blockTotal(play(blocking(game(['determination'])), 'determination', 'basic'))).toBe(2);
    expect(blockTotal(play(blocking(game(['determination'])), 'determination', 'strong', 2))).toBe(
      5,
    );
  });
  it('restriction: strong needs blue mana', () => {
    const s = blocking(game(['determination']));
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'determination'),
        mode: 'strong',
        mana: [{ kind: 'die', die: 1 }],
      }),
    ).toBe('CARD-3a');
  });
});

describe('swiftness', () => {
  it('basic: Move 2', () => {
    expect(play(game(['swiftness']), 'swiftness', 'basic').turn?.movePoints).toBe(2);
  });
  it('strong: Ranged Attack 3 in the ranged phase', () => {
    const s = play(
      attacking(game(['swiftness'], ['white', 'red', 'red'])),
      'swiftness',
      'strong',
      1,
    );
    expect(s.combat?.attack?.entries[0]).toMatchObject({
      amount: 3,
      style: 'ranged',
      element: 'physical',
    });
  });
  it('restriction: the ranged attack does not reach a fortified target (COMBAT-RANGED-3b)', () => {
    const s = attacking(game(['swiftness'], ['white', 'red', 'red']), 'diggers');
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'swiftness'),
        mode: 'strong',
        mana: [{ kind: 'die', die: 1 }],
      }),
    ).toBe('COMBAT-RANGED-3b');
  });
});

describe('march', () => {
  it('basic Move 2, strong Move 4 (green)', () => {
    expect(play(game(['march']), 'march', 'basic').turn?.movePoints).toBe(2);
    expect(play(game(['march']), 'march', 'strong', 3).turn?.movePoints).toBe(4);
  });
  it('restriction: no Move effects in combat', () => {
    const s = attacking(game(['march']));
    expect(
      refusal(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' }),
    ).toBe('TURN-REG-6d');
  });
});

describe('stamina', () => {
  it('basic Move 2, strong Move 4 (blue)', () => {
    expect(play(game(['stamina']), 'stamina', 'basic').turn?.movePoints).toBe(2);
    expect(play(game(['stamina']), 'stamina', 'strong', 2).turn?.movePoints).toBe(4);
  });
  it('restriction: strong refused with green mana', () => {
    const s = game(['stamina']);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'stamina'),
        mode: 'strong',
        mana: [{ kind: 'die', die: 3 }],
      }),
    ).toBe('CARD-3a');
  });
});

describe('tranquility', () => {
  it('basic: Heal 1 or Draw 1 — a choice when both are usable', () => {
    let s = play(game(['tranquility', 'wound']), 'tranquility', 'basic');
    expect(s.pending[0]?.kind).toBe('effect-option');
    s = choose(s, '0');
    expect(s.turn?.healPoints).toBe(1);
    s = act(s, { type: 'heal', player: P, target: 'wound' });
    expect(s.players[P]?.hand.some((c) => c.startsWith('wound#'))).toBe(false);
  });
  it('strong: Draw 2', () => {
    let s = play(game(['tranquility']), 'tranquility', 'strong', 3);
    s = choose(s, '1');
    expect(s.players[P]?.hand).toHaveLength(2);
  });
  it('restriction: in combat only the draw is possible (HEAL-3d)', () => {
    const s = play(attacking(game(['tranquility'])), 'tranquility', 'basic');
    expect(s.pending).toHaveLength(0);
    expect(s.players[P]?.hand).toHaveLength(1);
  });
});

describe('promise', () => {
  it('basic Influence 2 / strong Influence 4 while interacting', () => {
    const s = edit(game(['promise']), (d) => {
      if (d.turn) d.turn.interaction = { hex: '0,0', reputationBonus: 0, recruited: [] };
    });
    expect(play(s, 'promise', 'basic').turn?.influencePoints).toBe(2);
    expect(
      play(withDice(s, ['white', 'red', 'red']), 'promise', 'strong', 1).turn?.influencePoints,
    ).toBe(4);
  });
  it('restriction: Influence only during an interaction', () => {
    const s = game(['promise']);
    expect(
      refusal(s, { type: 'play-card', player: P, card: handCard(s, P, 'promise'), mode: 'basic' }),
    ).toBe('INTERACT-2');
  });
});

describe('threaten', () => {
  const interacting = (s: GameState) =>
    edit(s, (d) => {
      if (d.turn) d.turn.interaction = { hex: '0,0', reputationBonus: 0, recruited: [] };
    });
  it('basic Influence 2; strong Influence 5 and Reputation −1 at the end of the turn', () => {
    expect(play(interacting(game(['threaten'])), 'threaten', 'basic').turn?.influencePoints).toBe(
      2,
    );
    const s = play(interacting(game(['threaten', 'march'])), 'threaten', 'strong', 1);
    expect(s.turn?.influencePoints).toBe(5);
    expect(s.players[P]?.reputation).toBe(0);
    const ended = act(s, { type: 'end-turn', player: P });
    expect(ended.players[P]?.reputation).toBe(-1);
  });
});

describe('crystallize', () => {
  it('basic: pay one basic mana, gain a crystal of that colour', () => {
    let s = play(game(['crystallize']), 'crystallize', 'basic');
    expect(s.pending[0]?.kind).toBe('pay-mana');
    s = choose(s, 'die:1');
    expect(s.players[P]?.crystals.red).toBe(1);
  });
  it('strong: a crystal of any basic colour (blue mana)', () => {
    let s = play(game(['crystallize']), 'crystallize', 'strong', 2);
    s = choose(s, 'white');
    expect(s.players[P]?.crystals.white).toBe(1);
  });
  it('restriction: basic needs mana to pay (CARD-6)', () => {
    const s = edit(game(['crystallize']), (d) => {
      for (const die of d.source.dice) die.takenBy = 1;
    });
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'crystallize'),
        mode: 'basic',
      }),
    ).toBe('CARD-6');
  });
  it('GAIN-2: a fourth crystal becomes a mana token instead', () => {
    let s = withCrystals(game(['crystallize']), P, { red: 3 });
    s = choose(play(s, 'crystallize', 'basic'), 'die:1');
    expect(s.players[P]?.crystals.red).toBe(3);
    expect(s.turn?.manaTokens).toEqual(['red']);
  });
});

describe('mana-draw', () => {
  it('basic: one extra die from the Source this turn', () => {
    let s = play(game(['mana-draw', 'march', 'stamina']), 'mana-draw', 'basic');
    s = play(s, 'march', 'strong', 3);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'stamina'),
        mode: 'strong',
        mana: [{ kind: 'die', die: 2 }],
      }),
    ).toBeUndefined();
  });
  it('strong: a Source die set to a colour gives 2 tokens of it and keeps its face', () => {
    let s = play(game(['mana-draw'], ['white', 'red', 'red']), 'mana-draw', 'strong', 1);
    s = choose(s, s.pending[0]?.options.find((o) => o.endsWith('=blue')) ?? '');
    expect(s.turn?.manaTokens).toEqual(['blue', 'blue']);
    const die = s.source.dice.find((d) => d.keepColor);
    expect(die?.color).toBe('blue');
    const ended = act(s, { type: 'end-turn', player: P });
    expect(ended.source.dice.find((d) => d.id === die?.id)?.color).toBe('blue');
  });
  it('restriction: gold cannot be chosen for the die', () => {
    const s = play(game(['mana-draw'], ['white', 'red', 'red']), 'mana-draw', 'strong', 1);
    expect(s.pending[0]?.options.some((o) => o.endsWith('=gold'))).toBe(false);
  });
});

describe('concentration', () => {
  it('basic: a blue, white or red mana token', () => {
    let s = play(game(['concentration']), 'concentration', 'basic');
    s = choose(s, '1');
    expect(s.turn?.manaTokens).toEqual(['white']);
  });
  it('strong: another action card’s strong effect for free, +2 (March → Move 6)', () => {
    let s = play(game(['concentration', 'march']), 'concentration', 'strong', 3);
    s = choose(s, handCard(s, P, 'march'));
    expect(s.turn?.movePoints).toBe(6);
    expect(s.turn?.played.map((c) => c.card.split('#')[0])).toEqual(['concentration', 'march']);
  });
  it('restriction: needs another action card whose strong effect is usable', () => {
    const s = game(['concentration', 'promise']);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'concentration'),
        mode: 'strong',
        mana: [{ kind: 'die', die: 3 }],
      }),
    ).toBe('TURN-OPT-5c.1');
  });
});

describe('improvisation', () => {
  it('basic: discard another card → Move 3 (or Influence/Attack/Block 3)', () => {
    let s = play(game(['improvisation', 'promise']), 'improvisation', 'basic');
    s = choose(s, [handCard(s, P, 'promise')]);
    expect(s.turn?.movePoints).toBe(3);
  });
  it('strong: Attack 5 in the attack phase', () => {
    let s = play(
      attacking(game(['improvisation', 'promise']), 'prowlers', 'attack'),
      'improvisation',
      'strong',
      1,
    );
    s = choose(s, [handCard(s, P, 'promise')]);
    expect(attackTotal(s)).toBe(5);
  });
  it('restriction: a Wound cannot pay the discard (CARD-6a)', () => {
    const s = game(['improvisation', 'wound']);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'improvisation'),
        mode: 'basic',
      }),
    ).toBe('CARD-6');
  });
});

describe('battle-versatility (Arythea)', () => {
  it('basic: Ranged Attack 1 is the only option in the ranged phase', () => {
    const s = play(attacking(game(['battle-versatility'])), 'battle-versatility', 'basic');
    expect(s.combat?.attack?.entries[0]).toMatchObject({ amount: 1, style: 'ranged' });
  });
  it('strong: choose among attack 4, fire attack 3, ranged 3, siege 2 in the attack phase', () => {
    let s = play(
      attacking(game(['battle-versatility']), 'prowlers', 'attack'),
      'battle-versatility',
      'strong',
      1,
    );
    expect(s.pending[0]?.options).toHaveLength(4);
    s = choose(s, '1');
    expect(s.combat?.attack?.entries[0]).toMatchObject({ amount: 3, element: 'fire' });
  });
  it('restriction: Siege 2 is the only strong option against a fortified target', () => {
    const s = play(
      attacking(game(['battle-versatility']), 'diggers'),
      'battle-versatility',
      'strong',
      1,
    );
    expect(s.combat?.attack?.entries[0]).toMatchObject({ amount: 2, style: 'siege' });
  });
});

describe('mana-pull (Arythea)', () => {
  it('basic: an extra die, and a black one may be used as any colour (even by Day)', () => {
    let s = play(
      game(['mana-pull', 'march', 'stamina'], ['green', 'black', 'red']),
      'mana-pull',
      'basic',
    );
    s = play(s, 'march', 'strong', 1);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'stamina'),
        mode: 'strong',
        mana: [{ kind: 'die', die: 2 }],
      }),
    ).toBeUndefined();
  });
  it('strong: two dice set to colours, one token each', () => {
    let s = play(game(['mana-pull'], ['white', 'red', 'red']), 'mana-pull', 'strong', 1);
    s = choose(s, s.pending[0]?.options.find((o) => o.endsWith('=green')) ?? '');
    s = choose(s, s.pending[0]?.options.find((o) => o.endsWith('=black')) ?? '');
    expect(s.turn?.manaTokens).toEqual(['green', 'black']);
  });
  it('restriction: without the card, a black die cannot be used by Day', () => {
    const s = game(['march'], ['black', 'red', 'red']);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'march'),
        mode: 'strong',
        mana: [{ kind: 'die', die: 1 }],
      }),
    ).toBe('MANA-2a');
  });
});

describe('will-focus (Goldyx)', () => {
  it('basic: a green crystal is one of the options', () => {
    let s = play(game(['will-focus']), 'will-focus', 'basic');
    s = choose(s, '3');
    expect(s.players[P]?.crystals.green).toBe(1);
  });
  it('strong: another action card’s strong effect +3 (Stamina → Move 7)', () => {
    let s = play(game(['will-focus', 'stamina']), 'will-focus', 'strong', 3);
    s = choose(s, handCard(s, P, 'stamina'));
    expect(s.turn?.movePoints).toBe(7);
  });
  it('restriction: a spell cannot be boosted', () => {
    const s = game(['will-focus', 'fireball']);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'will-focus'),
        mode: 'strong',
        mana: [{ kind: 'die', die: 3 }],
      }),
    ).toBe('TURN-OPT-5c.1');
  });
});

describe('crystal-joy (Goldyx)', () => {
  it('basic: mana to crystal, and at the end of the turn another card buys it back into the hand', () => {
    let s = play(game(['crystal-joy', 'promise', 'rage']), 'crystal-joy', 'basic');
    s = choose(s, 'die:2');
    expect(s.players[P]?.crystals.blue).toBe(1);
    s = act(s, { type: 'end-turn', player: P });
    expect(s.pending[s.pending.length - 1]?.kind).toBe('reclaim');
    s = choose(s, handCard(s, P, 'promise'));
    expect(s.players[P]?.hand.some((c) => c.startsWith('crystal-joy#'))).toBe(true);
  });
  it('restriction: the basic buy-back cannot use a Wound', () => {
    let s = play(game(['crystal-joy', 'wound']), 'crystal-joy', 'basic');
    s = choose(s, 'die:2');
    s = act(s, { type: 'end-turn', player: P });
    expect(s.pending.some((p) => p.kind === 'reclaim')).toBe(false);
  });
  it('strong: any crystal, and a Wound may pay the buy-back', () => {
    let s = play(game(['crystal-joy', 'wound']), 'crystal-joy', 'strong', 2);
    s = choose(s, 'red');
    s = act(s, { type: 'end-turn', player: P });
    const p = s.pending[s.pending.length - 1];
    expect(p?.kind).toBe('reclaim');
    expect(p?.options.some((o) => o.startsWith('wound#'))).toBe(true);
  });
});

describe('noble-manners (Norowas)', () => {
  const interacting = (s: GameState) =>
    edit(s, (d) => {
      if (d.turn) d.turn.interaction = { hex: '0,0', reputationBonus: 0, recruited: [] };
    });
  it('basic: Influence 2 and Fame +1 when used in an interaction', () => {
    const s = play(interacting(game(['noble-manners'])), 'noble-manners', 'basic');
    expect(s.turn?.influencePoints).toBe(2);
    expect(s.players[P]?.fame).toBe(1);
  });
  it('strong: Influence 4, Fame +1 and Reputation +1 at the end of the turn', () => {
    const s = play(
      interacting(game(['noble-manners'], ['white', 'red', 'red'])),
      'noble-manners',
      'strong',
      1,
    );
    expect(s.turn?.influencePoints).toBe(4);
    expect(act(s, { type: 'end-turn', player: P }).players[P]?.reputation).toBe(1);
  });
  it('restriction: no influence outside interactions', () => {
    const s = game(['noble-manners']);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'noble-manners'),
        mode: 'basic',
      }),
    ).toBe('INTERACT-2');
  });
});

describe('rejuvenate (Norowas)', () => {
  it('basic: Heal 1, Draw 1, a green token or readying a level ≤ II unit', () => {
    let s = play(game(['rejuvenate']), 'rejuvenate', 'basic');
    const opts = s.pending[0]?.options ?? [];
    expect(opts.length).toBe(3); // no spent unit to ready
    s = choose(s, '2');
    expect(s.turn?.manaTokens).toEqual(['green']);
  });
  it('strong: readies a spent level III unit', () => {
    let s = edit(game(['rejuvenate']), (d) => {
      d.players[P]?.units.push({ id: 'fire-mages#900', ready: false, wounds: 0 });
    });
    s = play(s, 'rejuvenate', 'strong', 3);
    s = choose(s, '3');
    expect(s.players[P]?.units[0]?.ready).toBe(true);
  });
  it('restriction: basic cannot ready a level III unit', () => {
    const s = play(
      edit(game(['rejuvenate']), (d) => {
        d.players[P]?.units.push({ id: 'fire-mages#901', ready: false, wounds: 0 });
      }),
      'rejuvenate',
      'basic',
    );
    expect(s.pending[0]?.options).toHaveLength(3);
  });
});

describe('cold-toughness (Tovak)', () => {
  it('basic: Ice Block 3', () => {
    const s = play(blocking(game(['cold-toughness'])), 'cold-toughness', 'basic');
    expect(s.pending[0]?.kind).toBeUndefined();
    expect(s.combat?.block?.entries[0]).toMatchObject({ amount: 3, element: 'ice' });
  });
  it('strong: Ice Block 5 +1 per ability, attack element and resistance of the blocked enemy', () => {
    // Fire Golems: brutal, fire attack, physical + fire resistance → +4
    const s = play(
      blocking(game(['cold-toughness']), 'fire-golems'),
      'cold-toughness',
      'strong',
      2,
    );
    expect(blockTotal(s)).toBe(9);
  });
  it('restriction: Arcane Immunity gives no bonus', () => {
    const s = play(blocking(game(['cold-toughness']), 'sorcerers'), 'cold-toughness', 'strong', 2);
    expect(blockTotal(s)).toBe(5);
  });
});

describe('instinct (Tovak)', () => {
  it('basic: Move 2 outside combat (the only usable option)', () => {
    expect(play(game(['instinct']), 'instinct', 'basic').turn?.movePoints).toBe(2);
  });
  it('strong: Block 4 in the block phase', () => {
    expect(blockTotal(play(blocking(game(['instinct'])), 'instinct', 'strong', 1))).toBe(4);
  });
  it('restriction: no discard cost, but no ranged attack either', () => {
    const s = attacking(game(['instinct']));
    expect(
      refusal(s, { type: 'play-card', player: P, card: handCard(s, P, 'instinct'), mode: 'basic' }),
    ).toBe('COMBAT-RANGED-3');
  });
});

describe('swift-reflexes (Wolfhawk)', () => {
  it('basic: Move 2 outside combat', () => {
    expect(play(game(['swift-reflexes']), 'swift-reflexes', 'basic').turn?.movePoints).toBe(2);
  });
  it('strong: Ranged Attack 3 in the ranged phase', () => {
    const s = play(
      attacking(game(['swift-reflexes'], ['white', 'red', 'red'])),
      'swift-reflexes',
      'strong',
      1,
    );
    expect(attackTotal(s)).toBe(3);
  });
  it('block phase: an enemy attack −1 (basic)', () => {
    const s = play(blocking(game(['swift-reflexes'])), 'swift-reflexes', 'basic');
    expect(s.combat?.enemies[0]?.attackMod[0]).toBe(-1);
  });
});

describe('tirelessness (Wolfhawk)', () => {
  it('basic: Move 2 and the next other card giving Move gives +1', () => {
    let s = play(game(['tirelessness', 'march', 'stamina']), 'tirelessness', 'basic');
    s = play(s, 'march', 'basic');
    s = play(s, 'stamina', 'basic');
    expect(s.turn?.movePoints).toBe(2 + 3 + 2);
  });
  it('strong: every other Move card +1, sideways included', () => {
    let s = play(game(['tirelessness', 'march', 'promise']), 'tirelessness', 'strong', 2);
    s = play(s, 'march', 'basic');
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'promise'),
      mode: 'sideways',
      as: 'move',
    });
    expect(s.turn?.movePoints).toBe(4 + 3 + 2);
  });
});

describe('savage-harvesting (Krang)', () => {
  it('basic: Move 2 and once, on entering a space, discard a card for a crystal of its colour', () => {
    let s = at(game(['savage-harvesting', 'rage']), P, '0,0');
    s = play(s, 'savage-harvesting', 'basic');
    s = act(s, { type: 'move', player: P, to: '0,-1' });
    expect(s.pending[0]?.kind).toBe('effect-option');
    s = choose(s, '1');
    s = choose(s, [handCard(s, P, 'rage')]);
    expect(s.players[P]?.crystals.red).toBe(1);
  });
  it('restriction: only once with the basic effect', () => {
    let s = at(withMovePoints(game(['savage-harvesting', 'rage', 'march']), 10), P, '0,0');
    s = play(s, 'savage-harvesting', 'basic');
    s = act(s, { type: 'move', player: P, to: '0,-1' });
    s = choose(s, '0');
    s = act(s, { type: 'move', player: P, to: '0,0' });
    expect(s.pending).toHaveLength(0);
  });
});

describe('ruthless-coercion (Krang)', () => {
  it('basic: Influence 2 and a recruiting discount for this turn', () => {
    const s = play(
      edit(game(['ruthless-coercion']), (d) => {
        if (d.turn) d.turn.interaction = { hex: '0,0', reputationBonus: 0, recruited: [] };
      }),
      'ruthless-coercion',
      'basic',
    );
    expect(s.turn?.influencePoints).toBe(2);
    expect(
      s.turn?.modifiers.some(
        (m) => m.modifier.kind === 'custom' && m.modifier.hook === 'recruit-discount',
      ),
    ).toBe(true);
  });
  it('strong: Influence 6, Reputation −1 at once', () => {
    const s = play(
      edit(game(['ruthless-coercion']), (d) => {
        if (d.turn) d.turn.interaction = { hex: '0,0', reputationBonus: 0, recruited: [] };
      }),
      'ruthless-coercion',
      'strong',
      1,
    );
    expect(s.turn?.influencePoints).toBe(6);
    expect(s.players[P]?.reputation).toBe(-1);
  });
});

describe('one-with-the-land (Braevalar)', () => {
  it('basic: Move 2 outside combat', () => {
    let s = play(game(['one-with-the-land', 'wound']), 'one-with-the-land', 'basic');
    s = choose(s, '0');
    expect(s.turn?.movePoints).toBe(2);
  });
  it('strong by Day: Fire Block equal to the cost of the space (plains portal: 2)', () => {
    const s = play(
      at(blocking(game(['one-with-the-land'])), P, '0,0'),
      'one-with-the-land',
      'strong',
      3,
    );
    expect(s.combat?.block?.entries[0]).toMatchObject({ amount: 2, element: 'fire' });
  });
  it('strong at Night: Ice Block (forest costs 5 at Night)', () => {
    const s = play(
      at(withTime(blocking(game(['one-with-the-land'])), 'night'), P, '1,-1'),
      'one-with-the-land',
      'strong',
      3,
    );
    expect(s.combat?.block?.entries[0]).toMatchObject({ amount: 5, element: 'ice' });
  });
});

describe('druidic-paths (Braevalar)', () => {
  it('basic: Move 2 and one chosen space costs 1 less (not below 2)', () => {
    let s = at(game(['druidic-paths']), P, '0,0');
    s = play(s, 'druidic-paths', 'basic');
    expect(s.pending[0]?.kind).toBe('choose-space');
    expect(s.pending[0]?.options).toContain('1,-1'); // forest, 3 by day
    s = choose(s, '1,-1');
    expect(moveCost(s, '1,-1')).toBe(2);
    expect(moveCost(s, '0,-1')).toBe(2);
  });
  it('strong: one terrain type costs 1 less', () => {
    let s = at(game(['druidic-paths']), P, '0,0');
    s = play(s, 'druidic-paths', 'strong', 2);
    const forest = s.pending[0]?.effects?.findIndex(
      (e) =>
        e.kind === 'modifier' &&
        e.modifier.kind === 'terrain-cost' &&
        e.modifier.terrain === 'forest',
    );
    s = choose(s, String(forest));
    expect(moveCost(withTime(s, 'night'), '1,-1')).toBe(4);
  });
  it('restriction: plains (cost 2) cannot get cheaper and are not offered', () => {
    const s = play(at(game(['druidic-paths']), P, '0,0'), 'druidic-paths', 'basic');
    expect(s.pending[0]?.options).not.toContain('0,-1');
  });
});

describe('legal plays match the engine', () => {
  it('every listed play-card action is accepted', () => {
    const s = withTokens(game(['rage', 'march', 'concentration', 'crystallize', 'promise']), [
      'gold',
    ]);
    for (const a of legal(s, 'play-card')) expect(refusal(s, a)).toBeUndefined();
  });
});
