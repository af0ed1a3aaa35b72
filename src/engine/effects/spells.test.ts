// One describe per Spell: basic effect (its colour's mana), strong effect (that mana + black, at
// Night) and at least one restriction, played through applyAction. Spells whose effects are about
// enemies in combat are checked as far as the interpreter goes (the attack values, the targets).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../index';
import { moveCost } from '../movement/movement';
import {
  at,
  card,
  handCard,
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

const night = (
  cards: string[],
  dice: NonNullable<Parameters<typeof deedGame>[1]>['dice'] = [
    'red',
    'blue',
    'green',
    'white',
    'black',
  ],
) => deedGame(cards, { dice, time: 'night' });
/** Spell colour die + the black die (id 5) for a strong effect at Night. */
const strong = (colorDie: number) => [
  { kind: 'die' as const, die: colorDie },
  { kind: 'token' as const, color: 'black' as const },
];
const withBlack = (s: GameState) => withTokens(s, ['black']);
const wounds = (s: GameState) => hand(s).filter((c) => c.startsWith('wound#')).length;
/** Two players; player 0 (at the portal) has the turn, player 1 stands next to it. */
const twoPlayers = (cards: string[]) =>
  edit(deedGame(cards, { heroes: ['tovak', 'goldyx'] }), (d) => {
    const o = d.players[1];
    const me = d.players[P];
    if (o) o.position = '1,0';
    if (me) me.position = '0,0';
    if (d.turn) {
      d.turn.player = P;
      d.turn.path = ['0,0'];
    }
    d.round.current = d.round.order.indexOf(P);
  });

describe('fireball', () => {
  it('basic: Ranged Fire Attack 5 for red mana', () => {
    const s = play(attacking(deedGame(['fireball'])), 'fireball', 'basic', 1);
    expect(s.combat?.attack?.entries[0]).toMatchObject({
      amount: 5,
      style: 'ranged',
      element: 'fire',
    });
  });
  it('strong (Firestorm): a Wound and Siege Fire Attack 8 at Night', () => {
    const s = play(
      withBlack(attacking(night(['fireball']), 'diggers')),
      'fireball',
      'strong',
      strong(1),
    );
    expect([attackTotal(s), wounds(s)]).toEqual([8, 1]);
  });
  it('restriction: the strong effect is refused by Day', () => {
    const s = withBlack(attacking(deedGame(['fireball'])));
    expect(refusal(s, playAction(s, 'fireball', 'strong', strong(1)))).toBe('CARD-3b');
  });
});

describe('snowstorm', () => {
  it('basic: Ranged Ice Attack 5; strong: Siege Ice Attack 8 and a Wound', () => {
    expect(attackTotal(play(attacking(deedGame(['snowstorm'])), 'snowstorm', 'basic', 2))).toBe(5);
    const s = play(withBlack(attacking(night(['snowstorm']))), 'snowstorm', 'strong', strong(2));
    expect([attackTotal(s), wounds(s)]).toEqual([8, 1]);
  });
  it('restriction: a spell needs mana of its colour', () => {
    const s = attacking(deedGame(['snowstorm']));
    expect(refusal(s, playAction(s, 'snowstorm', 'basic'))).toBe('CARD-3b');
  });
});

describe('expose', () => {
  it('basic: one enemy loses fortification and resistances, Ranged Attack 2', () => {
    const s = play(attacking(deedGame(['expose'])), 'expose', 'basic', 4);
    expect(attackTotal(s)).toBe(2);
  });
  it('strong (Mass Expose): all enemies lose fortifications (or resistances), Ranged Attack 3', () => {
    let s = play(withBlack(attacking(night(['expose']))), 'expose', 'strong', strong(4));
    s = top(s)?.kind === 'effect-option' ? choose(s, '0') : s;
    expect(attackTotal(s)).toBe(3);
  });
  it('restriction: not outside combat', () => {
    const s = deedGame(['expose']);
    expect(refusal(s, playAction(s, 'expose', 'basic', 4))).toBeDefined();
  });
});

describe('tremor', () => {
  it('basic: one enemy Armor −3', () => {
    let s = play(attacking(deedGame(['tremor'])), 'tremor', 'basic', 3);
    s = top(s)?.kind === 'effect-option' ? choose(s, '0') : s;
    expect(s.combat?.enemies[0]?.armorMod).toBe(-3);
  });
  it('strong (Earthquake): the choice is offered at Night', () => {
    const s = play(withBlack(attacking(night(['tremor']))), 'tremor', 'strong', strong(3));
    expect(s.turn?.played.map((p) => defIds([p.card])[0])).toContain('tremor');
  });
  it('restriction: no enemy outside combat', () => {
    const s = deedGame(['tremor']);
    expect(refusal(s, playAction(s, 'tremor', 'basic', 3))).toBe('COMBAT-5');
  });
});

describe('flame-wall', () => {
  it('basic: Fire Block 7 in the Block phase', () => {
    expect(blockTotal(play(blocking(deedGame(['flame-wall'])), 'flame-wall', 'basic', 1))).toBe(7);
  });
  it('strong (Flame Wave): Fire Block 7 + 2 per enemy', () => {
    expect(
      blockTotal(
        play(withBlack(blocking(night(['flame-wall']))), 'flame-wall', 'strong', strong(1)),
      ),
    ).toBe(9);
  });
  it('restriction: not in the Ranged phase (melee attack, no block)', () => {
    const s = attacking(deedGame(['flame-wall']));
    expect(refusal(s, playAction(s, 'flame-wall', 'basic', 1))).toBeDefined();
  });
});

describe('mana-bolt', () => {
  it('basic: pay white mana → Ranged Ice Attack 6', () => {
    let s = play(
      withTokens(attacking(deedGame(['mana-bolt'])), ['white']),
      'mana-bolt',
      'basic',
      2,
    );
    s = choose(s, 'token:white');
    expect(s.combat?.attack?.entries[0]).toMatchObject({
      amount: 6,
      style: 'ranged',
      element: 'ice',
    });
  });
  it('strong (Mana Thunderbolt): pay green mana → Siege Ice Attack 8', () => {
    let s = play(
      withTokens(withBlack(attacking(night(['mana-bolt']), 'diggers')), ['green']),
      'mana-bolt',
      'strong',
      strong(2),
    );
    s = choose(s, 'token:green');
    expect(attackTotal(s)).toBe(8);
  });
  it('restriction: cast with blue mana only', () => {
    const s = attacking(deedGame(['mana-bolt']));
    expect(refusal(s, playAction(s, 'mana-bolt', 'basic', 1))).toBe('CARD-3a');
  });
});

describe('whirlwind', () => {
  it('basic: one enemy does not attack', () => {
    const s = play(blocking(deedGame(['whirlwind'])), 'whirlwind', 'basic', 4);
    expect(s.combat?.enemies[0]?.flags['does-not-attack']).toBeTruthy();
  });
  it('strong (Tornado): destroy an enemy in the Attack phase', () => {
    const s = play(
      withBlack(attacking(night(['whirlwind']), 'prowlers', 'attack')),
      'whirlwind',
      'strong',
      strong(4),
    );
    expect(s.combat?.enemies[0]?.defeated ?? s.combat === null).toBeTruthy();
  });
  it('restriction: Tornado only in the Attack phase', () => {
    const s = withBlack(blocking(night(['whirlwind'])));
    expect(refusal(s, playAction(s, 'whirlwind', 'strong', strong(4)))).toBe('COMBAT-ATTACK-1c');
  });
});

describe('underground-travel', () => {
  it('basic: move up to 3 revealed spaces (no swamp or lake) onto a safe space', () => {
    let s = play(deedGame(['underground-travel']), 'underground-travel', 'basic', 3);
    expect(top(s)?.options).toContain('1,-3');
    s = choose(s, '1,-2');
    expect(s.players[P]?.position).toBe('1,-2');
    expect(s.turn?.movePoints).toBe(0);
  });
  it('strong (Underground Attack): onto a fortified site — an assault with fortifications ignored', () => {
    let s = edit(night(['underground-travel']), (d) => {
      const h = d.map.hexes['2,-1'];
      if (h) {
        h.site = { type: 'keep' };
        h.enemies = [{ id: card('diggers'), faceUp: true }];
      }
    });
    s = play(withBlack(s), 'underground-travel', 'strong', strong(3));
    s = top(s)?.kind === 'underground-attack' ? choose(s, '2,-1') : s;
    expect(s.players[P]?.position).toBe('2,-1');
    expect(s.combat?.kind).toBe('assault');
    expect(s.turn?.assaultFrom).toBe('0,0');
    expect(
      s.turn?.modifiers.some(
        (m) => m.modifier.kind === 'custom' && m.modifier.hook === 'ignore-site-fortifications',
      ),
    ).toBe(true);
  });
  it('restriction: not once the action has begun', () => {
    const s = edit(deedGame(['underground-travel']), (d) => {
      if (d.turn) {
        d.turn.action = 'interaction';
        d.turn.phase = 'action';
      }
    });
    expect(refusal(s, playAction(s, 'underground-travel', 'basic', 3))).toBe('TURN-OPT-5c.1');
  });
});

describe('burning-shield', () => {
  it('basic: Fire Block 4', () => {
    expect(
      blockTotal(play(blocking(deedGame(['burning-shield'])), 'burning-shield', 'basic', 1)),
    ).toBe(4);
  });
  it('strong (Exploding Shield): Fire Block 4', () => {
    expect(
      blockTotal(
        play(withBlack(blocking(night(['burning-shield']))), 'burning-shield', 'strong', strong(1)),
      ),
    ).toBe(4);
  });
  it('restriction: only in the Block phase', () => {
    const s = deedGame(['burning-shield']);
    expect(refusal(s, playAction(s, 'burning-shield', 'basic', 1))).toBeDefined();
  });
});

describe('chill', () => {
  it('basic: one enemy does not attack', () => {
    const s = play(blocking(deedGame(['chill'])), 'chill', 'basic', 2);
    expect(s.combat?.enemies[0]?.flags['does-not-attack']).toBeTruthy();
  });
  it('strong (Lethal Chill): does not attack and Armor −4', () => {
    const s = play(withBlack(blocking(night(['chill']))), 'chill', 'strong', strong(2));
    expect(s.combat?.enemies[0]?.armorMod).toBe(-4);
  });
  it('restriction: no target outside combat', () => {
    const s = deedGame(['chill']);
    expect(refusal(s, playAction(s, 'chill', 'basic', 2))).toBe('COMBAT-5');
  });
});

describe('wings-of-wind', () => {
  it('basic: 1 Move per space flown (terrain ignored) onto a safe space', () => {
    let s = play(withMovePoints(deedGame(['wings-of-wind']), 2), 'wings-of-wind', 'basic', 4);
    s = choose(s, '1,-2');
    expect(s.players[P]?.position).toBe('1,-2');
    expect(s.turn?.movePoints).toBe(0);
  });
  it('strong (Wings of Night) is a combat effect: unusable outside combat', () => {
    const s = withBlack(night(['wings-of-wind']));
    expect(refusal(s, playAction(s, 'wings-of-wind', 'strong', strong(4)))).toBeDefined();
  });
  it('restriction: without Move points there is nowhere to fly', () => {
    const s = deedGame(['wings-of-wind']);
    expect(refusal(s, playAction(s, 'wings-of-wind', 'basic', 4))).toBe('MOVE-7d');
  });
});

describe('restoration', () => {
  it('basic: Heal 3 (5 in a forest)', () => {
    expect(play(deedGame(['restoration']), 'restoration', 'basic', 3).turn?.healPoints).toBe(3);
    const forest = edit(deedGame(['restoration']), (d) => {
      const h = d.map.hexes['0,0'];
      if (h) h.terrain = 'forest';
    });
    expect(play(forest, 'restoration', 'basic', 3).turn?.healPoints).toBe(5);
  });
  it('strong (Rebirth): Heal 3 and ready units of total level ≤ 3', () => {
    let s = edit(withUnits(night(['restoration']), P, ['utem-guardsmen', 'peasants']), (d) => {
      for (const u of d.players[P]?.units ?? []) u.ready = false;
    });
    s = play(withBlack(s), 'restoration', 'strong', strong(3));
    if (top(s)?.kind === 'ready-units')
      s = choose(s, top(s)?.options.find((o) => o.includes('+')) ?? '');
    expect(s.players[P]?.units.every((u) => u.ready)).toBe(true);
  });
  it('restriction: not in combat', () => {
    const s = blocking(deedGame(['restoration']));
    expect(refusal(s, playAction(s, 'restoration', 'basic', 3))).toBe('HEAL-3d');
  });
});

describe('demolish', () => {
  it('basic: ignore site fortifications this turn and all enemies Armor −1', () => {
    const s = play(attacking(deedGame(['demolish'])), 'demolish', 'basic', 1);
    expect(s.combat?.enemies[0]?.armorMod).toBe(-1);
  });
  it('strong (Disintegrate): destroy one enemy in the Attack phase', () => {
    const s = play(
      withBlack(attacking(night(['demolish']), 'prowlers', 'attack')),
      'demolish',
      'strong',
      strong(1),
    );
    expect(s.combat?.enemies[0]?.defeated ?? s.combat === null).toBeTruthy();
  });
  it('restriction: Disintegrate not in the Ranged phase', () => {
    const s = withBlack(attacking(night(['demolish'])));
    expect(refusal(s, playAction(s, 'demolish', 'strong', strong(1)))).toBe('COMBAT-ATTACK-1c');
  });
});

describe('space-bending', () => {
  it('basic: spaces 2 away count as adjacent for moving (no rampaging enemy provoked)', () => {
    let s = withMovePoints(play(deedGame(['space-bending']), 'space-bending', 'basic', 2), 2);
    s = act(s, { type: 'move', player: P, to: '2,-1' });
    expect(s.players[P]?.position).toBe('2,-1');
  });
  it('strong (Time Bending): the other played cards return to hand, no draw, another turn', () => {
    let s = play(
      withBlack(night(['space-bending', 'march'])),
      'space-bending',
      'strong',
      strong(2),
    );
    s = play(s, 'march', 'basic');
    s = endTurn(s);
    expect(s.turn?.player).toBe(P);
    expect(defIds(hand(s))).toEqual(['march']);
    expect(defIds(s.players[P]?.setAside ?? [])).toEqual(['space-bending']);
  });
  it('COMPOSITE-1c: Time Bending cast through Magic Talent sets Magic Talent aside instead', () => {
    let s = edit(
      withTokens(night(['magic-talent', 'stamina', 'march']), ['blue', 'black']),
      (d) => {
        d.offers.spells = [card('space-bending')];
      },
    );
    s = play(s, 'magic-talent', 'basic');
    s = choose(s, [handCard(s, P, 'stamina')]);
    s = choose(s, top(s)?.options.find((o) => o.endsWith('|strong')) ?? '');
    s = choose(s, 'token:blue+token:black');
    s = play(s, 'march', 'basic');
    s = endTurn(s);
    expect(s.turn?.player).toBe(P);
    expect(defIds(s.players[P]?.setAside ?? [])).toEqual(['magic-talent']);
    expect(defIds(hand(s))).toEqual(['march']);
    expect(defIds(s.offers.spells)).toContain('space-bending');
  });
  it('restriction: without it, 2 spaces away is too far', () => {
    const s = withMovePoints(deedGame([]), 2);
    expect(refusal(s, { type: 'move', player: P, to: '2,-1' })).toBe('MOVE-3');
  });
});

describe('explore-distance (Scouts) and explore-cost', () => {
  /** A space next to unexplored tile positions, with 2 Move points. */
  const edge = () => {
    const base = deedGame([]);
    for (const hex of Object.keys(base.map.hexes)) {
      const s = withMovePoints(at(base, P, hex), 2);
      if (legal(s, 'explore').length > 0) return s;
    }
    throw new Error('no edge');
  };
  it('explore-cost −1: exploring costs 1 Move', () => {
    const s = edit(edge(), (d) => {
      if (d.turn) d.turn.movePoints = 1;
      d.turn?.modifiers.push({
        modifier: { kind: 'explore-cost', delta: -1 },
        duration: 'turn',
        source: 'test',
        player: P,
      });
    });
    expect(legal(s, 'explore').length).toBeGreaterThan(0);
  });
  it('explore-distance 2: more tile positions can be explored', () => {
    const s = edge();
    const far = edit(s, (d) => {
      d.turn?.modifiers.push({
        modifier: { kind: 'custom', hook: 'explore-distance', params: { distance: 2 } },
        duration: 'turn',
        source: 'scouts',
        player: P,
      });
    });
    expect(legal(far, 'explore').length).toBeGreaterThanOrEqual(legal(s, 'explore').length);
  });
  it('restriction: without it 1 Move is not enough (MOVE-5b)', () => {
    const s = edit(edge(), (d) => {
      if (d.turn) d.turn.movePoints = 1;
    });
    expect(legal(s, 'explore')).toHaveLength(0);
  });
});

describe('call-to-arms', () => {
  it('basic: use an ability of a unit in the offer', () => {
    let s = edit(attacking(deedGame(['call-to-arms']), 'prowlers', 'attack'), (d) => {
      d.offers.units = [card('utem-guardsmen')];
    });
    s = play(s, 'call-to-arms', 'basic', 4);
    if (top(s)?.kind === 'use-offer') s = choose(s, top(s)?.options[0] ?? '');
    expect(attackTotal(s)).toBe(2);
    expect(s.offers.units).toHaveLength(1);
  });
  it('strong (Call to Glory): recruit any unit of the offer for free', () => {
    let s = edit(withBlack(night(['call-to-arms'])), (d) => {
      d.offers.units = [card('sorcerers')];
    });
    s = play(s, 'call-to-arms', 'strong', strong(4));
    expect(defIds(s.players[P]?.units.map((u) => u.id) ?? [])).toEqual(['sorcerers']);
  });
  it('restriction: Magic Familiars are never recruited this way', () => {
    const s = edit(withBlack(night(['call-to-arms'])), (d) => {
      d.offers.units = [card('magic-familiars')];
    });
    expect(refusal(s, playAction(s, 'call-to-arms', 'strong', strong(4)))).toBe('GAIN-3');
  });
});

describe('meditation', () => {
  const withDiscard = (s: GameState) =>
    edit(s, (d) => {
      const p = d.players[P];
      if (p) p.discard = [card('rage'), card('march')];
    });
  it('basic: 2 random cards of the discard pile onto the deck; Hand limit +2', () => {
    let s = play(withDiscard(deedGame(['meditation'])), 'meditation', 'basic', 3);
    s = choose(s, 'top');
    s = choose(s, 'bottom');
    expect(s.players[P]?.discard).toHaveLength(0);
    expect(s.players[P]?.nextDrawBonus).toBe(2);
  });
  it('strong (Trance): the 2 cards are chosen', () => {
    let s = play(withBlack(withDiscard(night(['meditation']))), 'meditation', 'strong', strong(3));
    expect(top(s)?.kind).toBe('meditation-pick');
    s = choose(s, [...(s.players[P]?.discard ?? [])]);
    s = choose(choose(s, 'top'), 'top');
    expect(defIds((s.players[P]?.deck ?? []).slice(0, 2)).sort()).toEqual(['march', 'rage']);
  });
  it('restriction: green mana needed', () => {
    const s = deedGame(['meditation']);
    expect(refusal(s, playAction(s, 'meditation', 'basic', 1))).toBe('CARD-3a');
  });
});

describe('mana-meltdown', () => {
  it('basic: every other player loses a crystal (you may take one); without crystals a Wound', () => {
    let s = withCrystals(twoPlayers(['mana-meltdown']), 1, { green: 1 });
    s = play(s, 'mana-meltdown', 'basic', 1);
    expect(s.players[1]?.crystals.green).toBe(0);
    s = choose(s, 'green');
    expect(s.players[P]?.crystals.green).toBe(1);
  });
  it('strong (Mana Radiance): a Wound per crystal of the colour for everybody, then 2 crystals', () => {
    let s = withCrystals(
      withBlack(edit(twoPlayers(['mana-meltdown']), (d) => void (d.round.time = 'night'))),
      1,
      { blue: 2 },
    );
    s = play(s, 'mana-meltdown', 'strong', strong(1));
    s = choose(s, 'blue');
    expect(s.players[1]?.hand.filter((c) => c.startsWith('wound#'))).toHaveLength(2);
    expect(s.players[P]?.crystals.blue).toBe(2);
  });
  it('restriction: red mana needed', () => {
    const s = twoPlayers(['mana-meltdown']);
    expect(refusal(s, playAction(s, 'mana-meltdown', 'basic', 2))).toBe('CARD-3a');
  });
});

describe('mana-claim', () => {
  it('basic: keep a basic Source die until the round ends: 3 tokens of it now', () => {
    let s = play(deedGame(['mana-claim']), 'mana-claim', 'basic', 2);
    s = choose(s, '3:now');
    expect(s.turn?.manaTokens).toEqual(['green', 'green', 'green']);
    expect(s.source.dice.find((d) => d.id === 3)?.claimedBy).toBe(P);
  });
  it('strong (Mana Curse): the claimed die curses its colour for the other players', () => {
    let s = play(withBlack(night(['mana-claim'])), 'mana-claim', 'strong', strong(2));
    s = choose(s, '3:each-turn');
    expect(s.source.dice.find((d) => d.id === 3)?.curse).toBe(true);
  });
  it('restriction: a claimed die cannot be used by anybody else', () => {
    let s = play(deedGame(['mana-claim', 'march']), 'mana-claim', 'basic', 2);
    s = choose(s, '3:now');
    expect(refusal(s, playAction(s, 'march', 'strong', 3))).toBe('MANA-3');
  });
});

describe('mind-read', () => {
  it('basic: a crystal of the chosen colour; the other player discards a card of it', () => {
    let s = edit(twoPlayers(['mind-read']), (d) => {
      const o = d.players[1];
      if (o) o.hand = [card('march'), card('rage')];
    });
    s = play(s, 'mind-read', 'basic', 4);
    s = choose(s, 'green');
    expect(top(s)?.player).toBe(1);
    s = choose(s, top(s)?.options[0] ?? '');
    expect(defIds(s.players[1]?.discard ?? [])).toEqual(['march']);
    expect(s.players[P]?.crystals.green).toBe(1);
  });
  it('strong (Mind Steal): a discarded Action card may be taken into the hand', () => {
    let s = edit(
      withBlack(edit(twoPlayers(['mind-read']), (d) => void (d.round.time = 'night'))),
      (d) => {
        const o = d.players[1];
        if (o) o.hand = [card('march')];
      },
    );
    s = play(s, 'mind-read', 'strong', strong(4));
    s = choose(s, 'green');
    s = choose(s, top(s)?.options[0] ?? '');
    s = choose(s, top(s)?.options[0] ?? '');
    expect(defIds(hand(s))).toContain('march');
  });
  it('restriction: white mana needed', () => {
    const s = twoPlayers(['mind-read']);
    expect(refusal(s, playAction(s, 'mind-read', 'basic', 1))).toBe('CARD-3a');
  });
});

describe('energy-flow', () => {
  const spent = (s: GameState) =>
    edit(withUnits(withUnits(s, P, ['peasants']), 1, ['utem-guardsmen']), (d) => {
      const u = d.players[P]?.units[0];
      if (u) u.ready = false;
    });
  it('basic: ready one of your units; then spend a unit (level ≤ 2) of each other player', () => {
    let s = play(spent(twoPlayers(['energy-flow'])), 'energy-flow', 'basic', 3);
    expect(s.players[P]?.units[0]?.ready).toBe(true);
    s = choose(s, s.players[1]?.units[0]?.id ?? '');
    expect(s.players[1]?.units[0]?.ready).toBe(false);
  });
  it('strong (Energy Steal): ready and heal it', () => {
    let s = edit(spent(twoPlayers(['energy-flow'])), (d) => {
      d.round.time = 'night';
      const u = d.players[P]?.units[0];
      if (u) u.wounds = 1;
    });
    s = play(withBlack(s), 'energy-flow', 'strong', strong(3));
    expect(s.players[P]?.units[0]).toMatchObject({ ready: true, wounds: 0 });
  });
  it('restriction: needs a spent unit of yours', () => {
    const s = twoPlayers(['energy-flow']);
    expect(refusal(s, playAction(s, 'energy-flow', 'basic', 3))).toBeDefined();
  });
});

describe('offering', () => {
  it('basic: a red crystal, then discard up to 3 cards for crystals of their colours', () => {
    let s = play(deedGame(['offering', 'march', 'stamina']), 'offering', 'basic', 1);
    s = choose(s, [handCard(s, P, 'march'), handCard(s, P, 'stamina')]);
    expect(s.players[P]?.crystals).toMatchObject({ red: 1, green: 1, blue: 1 });
  });
  it('strong (Sacrifice): green + red pairs → Siege Fire Attack 4 each; the crystals become tokens', () => {
    let s = withCrystals(withBlack(attacking(night(['offering']), 'diggers')), P, {
      green: 2,
      red: 1,
    });
    s = play(s, 'offering', 'strong', strong(1));
    s = top(s)?.kind === 'sacrifice' ? choose(s, 'green+red') : s;
    expect(s.combat?.attack?.entries[0]).toMatchObject({
      amount: 4,
      style: 'siege',
      element: 'fire',
    });
    expect(s.players[P]?.crystals).toMatchObject({ green: 1, red: 0 });
    expect(s.turn?.manaTokens).toEqual(expect.arrayContaining(['green', 'red']));
  });
  it('restriction: Sacrifice needs a pair of crystals', () => {
    const s = withBlack(attacking(night(['offering']), 'diggers'));
    expect(refusal(s, playAction(s, 'offering', 'strong', strong(1)))).toBeDefined();
  });
});

describe('mist-form', () => {
  it('basic: Move 4; all terrain costs 2, lakes too; hills and mountains forbidden', () => {
    let s = play(deedGame(['mist-form']), 'mist-form', 'basic', 2);
    expect([s.turn?.movePoints, moveCost(s, '1,-1')]).toEqual([4, 2]);
    s = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'lake';
    });
    expect(moveCost(s, '1,0')).toBe(2);
    expect(moveCost(s, '0,-2')).toBeNull();
  });
  it('strong (Veil of Mist): all units gain every resistance this turn', () => {
    const s = play(
      withBlack(withUnits(night(['mist-form']), P, ['peasants'])),
      'mist-form',
      'strong',
      strong(2),
    );
    expect(s.turn?.modifiers.some((m) => m.modifier.kind === 'unit-resistances')).toBe(true);
  });
  it('restriction: blue mana needed', () => {
    const s = deedGame(['mist-form']);
    expect(refusal(s, playAction(s, 'mist-form', 'basic', 1))).toBe('CARD-3a');
  });
});

describe('charm', () => {
  it('basic: Influence 4 and, in an interaction, a crystal or a 3 discount', () => {
    let s = play(interacting(deedGame(['charm'])), 'charm', 'basic', 4);
    s = choose(s, '0');
    s = choose(s, 'red');
    expect([s.turn?.influencePoints, s.players[P]?.crystals.red]).toEqual([4, 1]);
  });
  it('strong (Possess) is a combat effect', () => {
    const s = withBlack(night(['charm']));
    expect(refusal(s, playAction(s, 'charm', 'strong', strong(4)))).toBeDefined();
  });
  it('restriction: Influence only while interacting', () => {
    const s = deedGame(['charm']);
    expect(refusal(s, playAction(s, 'charm', 'basic', 4))).toBe('INTERACT-2');
  });
});

describe('cure', () => {
  it('basic: Heal 2; each Wound healed from the hand this turn draws a card', () => {
    let s = play(deedGame(['cure', 'wound']), 'cure', 'basic', 3);
    const deck = s.players[P]?.deck.length ?? 0;
    s = act(s, { type: 'heal', player: P, target: 'wound' });
    expect(s.players[P]?.deck.length).toBe(deck - 1);
  });
  it('basic: a unit healed this turn is readied', () => {
    let s = edit(withUnits(deedGame(['cure']), P, ['peasants']), (d) => {
      const u = d.players[P]?.units[0];
      if (u) {
        u.wounds = 1;
        u.ready = false;
      }
    });
    s = play(s, 'cure', 'basic', 3);
    s = act(s, { type: 'heal', player: P, target: s.players[P]?.units[0]?.id ?? '' });
    expect(s.players[P]?.units[0]).toMatchObject({ wounds: 0, ready: true });
  });
  it('restriction: not in combat (its strong half Disease is the combat one)', () => {
    const s = blocking(deedGame(['cure']));
    expect(refusal(s, playAction(s, 'cure', 'basic', 3))).toBe('HEAL-3d');
  });
});

describe('spell-cast trigger', () => {
  it('a cast spell fires spell-cast triggers of its colour', () => {
    const s = play(attacking(deedGame(['fireball', 'ruby-ring'])), 'ruby-ring', 'strong');
    const after = play(s, 'fireball', 'basic', [{ kind: 'token', color: 'red' }]);
    expect(after.players[P]?.fame).toBe(1);
  });
});

describe('unlimited-mana', () => {
  it('a virtual red token pays without being used up', () => {
    let s = play(
      deedGame(['ruby-ring', 'blood-ritual', 'decompose', 'march']),
      'ruby-ring',
      'strong',
    );
    s = play(s, 'blood-ritual', 'strong', [{ kind: 'token', color: 'red' }]);
    while (top(s)) s = choose(s, top(s)?.options[0] ?? '');
    expect(
      refusal(s, playAction(s, 'decompose', 'strong', [{ kind: 'token', color: 'red' }])),
    ).toBeUndefined();
  });
  it('restriction: its black is still unusable by Day', () => {
    const s = play(deedGame(['ruby-ring', 'fireball']), 'ruby-ring', 'strong');
    expect(
      refusal(
        s,
        playAction(s, 'fireball', 'strong', [
          { kind: 'token', color: 'red' },
          { kind: 'token', color: 'black' },
        ]),
      ),
    ).toBe('CARD-3b');
  });
  it('others in hand are unaffected by it', () => {
    const s = play(deedGame(['ruby-ring', 'march']), 'ruby-ring', 'strong');
    expect(refusal(s, playAction(s, 'march', 'strong', [{ kind: 'token', color: 'green' }]))).toBe(
      'MANA-1a',
    );
  });
});

describe('spells offered from the Spell offer', () => {
  it('take-from-offer replenishes the offer (GAIN-3a)', () => {
    let s = edit(withTokens(deedGame(['magic-talent']), ['red']), (d) => {
      d.offers.spells = [card('fireball')];
      d.decks.spells = [card('snowstorm'), ...d.decks.spells];
    });
    s = play(s, 'magic-talent', 'strong', 2);
    s = choose(s, 'token:red');
    expect(defIds(s.offers.spells)).toEqual(['snowstorm']);
  });
});

describe('end of turn with spells', () => {
  it('a played spell goes to the discard pile', () => {
    let s = play(attacking(deedGame(['fireball', 'march'])), 'fireball', 'basic', 1);
    s = edit(s, (d) => void (d.combat = null));
    s = endTurn(s);
    expect(defIds(s.players[P]?.discard ?? [])).toContain('fireball');
  });
});
