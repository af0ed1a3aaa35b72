// One describe per Artifact: basic effect, strong effect (the artifact is thrown away) and at least
// one restriction, played through applyAction. Banners (UNIT-8) are assigned with `assign-banner`;
// what an assigned Banner does in combat is tested with the combat module.
import { describe, expect, it } from 'vitest';
import { checkAction, type GameState } from '../index';
import { moveCost } from '../movement/movement';
import {
  card,
  handCard,
  inCombat,
  refusal,
  withCrystals,
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

const wounds = (cards: readonly string[]) => cards.filter((c) => c.startsWith('wound#')).length;
const unitIds = (s: GameState) => s.players[P]?.units.map((u) => u.id) ?? [];
const assign = (s: GameState, banner: string, unit = 0) =>
  act(s, {
    type: 'assign-banner',
    player: P,
    card: handCard(s, P, banner),
    unit: unitIds(s)[unit] ?? '',
  });
const spentUnits = (s: GameState) =>
  edit(s, (d) => {
    for (const u of d.players[P]?.units ?? []) u.ready = false;
  });
const thrownAway = (s: GameState, id: string) =>
  s.turn?.played.find((p) => p.card.startsWith(`${id}#`))?.throwAway;

describe('banner-of-glory', () => {
  it('basic: assigned to a unit (UNIT-8)', () => {
    const s = assign(withUnits(deedGame(['banner-of-glory']), P, ['peasants']), 'banner-of-glory');
    expect(defIds([s.players[P]?.units[0]?.banner ?? ''])).toEqual(['banner-of-glory']);
    expect(hand(s)).toHaveLength(0);
  });
  it('strong: all units Attack/Block +1 this turn; the Banner is thrown away', () => {
    const s = play(blocking(deedGame(['banner-of-glory'])), 'banner-of-glory', 'strong');
    expect(s.turn?.modifiers.filter((m) => m.modifier.kind === 'value-bonus')).toHaveLength(2);
    expect(thrownAway(s, 'banner-of-glory')).toBe(true);
  });
  it('restriction: a Banner needs a unit to be assigned to', () => {
    const s = deedGame(['banner-of-glory']);
    expect(
      refusal(s, {
        type: 'assign-banner',
        player: P,
        card: handCard(s, P, 'banner-of-glory'),
        unit: 'peasants#1',
      }),
    ).toBe('UNIT-8');
  });
});

describe('banner-of-fear', () => {
  it('basic: assigned; a new Banner sends the old one to the discard pile (UNIT-8a)', () => {
    let s = withUnits(deedGame(['banner-of-fear', 'banner-of-glory']), P, ['peasants']);
    s = assign(assign(s, 'banner-of-fear'), 'banner-of-glory');
    expect(defIds(s.players[P]?.discard ?? [])).toEqual(['banner-of-fear']);
  });
  it('strong: up to 3 enemies do not attack — a combat effect', () => {
    const s = deedGame(['banner-of-fear']);
    expect(refusal(s, playAction(s, 'banner-of-fear', 'strong'))).toBeDefined();
  });
  it('restriction: played for its basic effect it does nothing (it is assigned instead)', () => {
    const s = deedGame(['banner-of-fear']);
    expect(refusal(s, playAction(s, 'banner-of-fear', 'basic'))).toBeDefined();
  });
});

describe('banner-of-protection', () => {
  it('basic: assigned to a unit', () => {
    const s = assign(
      withUnits(deedGame(['banner-of-protection']), P, ['peasants']),
      'banner-of-protection',
    );
    expect(s.players[P]?.units[0]?.banner).toBeDefined();
  });
  it('strong: at the end of the turn every Wound received this turn is thrown away', () => {
    let s = edit(deedGame(['banner-of-protection', 'blood-ritual']), (d) => {
      d.players[P]?.hand.push('wound#1'); // a Wound from an earlier turn (older serial)
    });
    s = play(s, 'banner-of-protection', 'strong');
    s = play(s, 'blood-ritual', 'basic');
    s = choose(s, 'red');
    s = endTurn(s);
    const p = s.players[P];
    expect(wounds([...(p?.hand ?? []), ...(p?.discard ?? [])])).toBe(1); // the old one stays
  });
  it('restriction: a disbanded unit’s Banner goes to the discard pile (UNIT-8a)', () => {
    let s = assign(
      withUnits(deedGame(['banner-of-protection']), P, ['peasants']),
      'banner-of-protection',
    );
    s = edit(s, (d) => {
      d.offers.units = [card('peasants')];
      const h = d.map.hexes['0,0'];
      if (h) h.site = { type: 'village' };
    });
    s = act(s, { type: 'interact', player: P });
    s = edit(s, (d) => {
      if (d.turn) d.turn.influencePoints = 10;
    });
    s = act(s, {
      type: 'recruit',
      player: P,
      unit: s.offers.units[0] ?? '',
      disband: unitIds(s)[0] ?? '',
    });
    expect(defIds(s.players[P]?.discard ?? [])).toContain('banner-of-protection');
  });
});

describe('banner-of-courage', () => {
  it('basic: once per round, outside combat, ready the assigned unit', () => {
    let s = spentUnits(
      assign(withUnits(deedGame(['banner-of-courage']), P, ['peasants']), 'banner-of-courage'),
    );
    s = act(s, { type: 'use-banner', player: P, unit: unitIds(s)[0] ?? '' });
    expect(s.players[P]?.units[0]).toMatchObject({ ready: true, bannerFlipped: true });
    s = spentUnits(s);
    expect(refusal(s, { type: 'use-banner', player: P, unit: unitIds(s)[0] ?? '' })).toBe(
      'banner-of-courage',
    );
  });
  it('strong: ready all units (not in combat)', () => {
    const s = play(
      spentUnits(withUnits(deedGame(['banner-of-courage']), P, ['peasants', 'utem-guardsmen'])),
      'banner-of-courage',
      'strong',
    );
    expect(s.players[P]?.units.every((u) => u.ready)).toBe(true);
  });
  it('restriction: not in combat', () => {
    const s = inCombat(spentUnits(withUnits(deedGame(['banner-of-courage']), P, ['peasants'])), [
      'prowlers',
    ]);
    expect(refusal(s, playAction(s, 'banner-of-courage', 'strong'))).toBe('HEAL-3d');
  });
  it('UNIT-3b: strong with no spent unit is refused with that reason, in words (no hook id)', () => {
    const s = withUnits(deedGame(['banner-of-courage']), P, ['peasants']);
    const why = checkAction(s, playAction(s, 'banner-of-courage', 'strong'));
    expect(why?.ruleId).toBe('UNIT-3b');
    expect(why?.message).toBe('Banner of Courage: You have no spent unit to ready.');
  });
  it('UNIT-8: a Banner played for its basic effect is refused: it works when assigned', () => {
    for (const id of ['banner-of-courage', 'banner-of-glory', 'banner-of-fear']) {
      const s = withUnits(deedGame([id]), P, ['peasants']);
      const why = checkAction(s, playAction(s, id, 'basic'));
      expect(why?.ruleId).toBe('UNIT-8');
      expect(why?.message).not.toContain(id);
    }
  });
});

for (const [id, color] of [
  ['ruby-ring', 'red'],
  ['sapphire-ring', 'blue'],
  ['diamond-ring', 'white'],
  ['emerald-ring', 'green'],
] as const) {
  describe(id, () => {
    it(`basic: a ${color} token, a ${color} crystal and Fame +1`, () => {
      const s = play(deedGame([id]), id, 'basic');
      expect([s.turn?.manaTokens, s.players[P]?.crystals[color], s.players[P]?.fame]).toEqual([
        [color],
        1,
        1,
      ]);
    });
    it(`strong: unlimited ${color} mana this turn; the ring is thrown away`, () => {
      const s = play(deedGame([id]), id, 'strong');
      expect(thrownAway(s, id)).toBe(true);
      expect(
        s.turn?.modifiers.some(
          (m) => m.modifier.kind === 'custom' && m.modifier.hook === 'unlimited-mana',
        ),
      ).toBe(true);
    });
    it('restriction: a ring needs no mana (CARD-3c)', () => {
      const s = deedGame([id]);
      expect(refusal(s, playAction(s, id, 'basic', 1))).toBeDefined();
    });
  });
}

describe('sword-of-justice', () => {
  it('basic: discard cards → Attack 3 per card', () => {
    let s = play(
      attacking(deedGame(['sword-of-justice', 'march', 'rage']), 'prowlers', 'attack'),
      'sword-of-justice',
      'basic',
    );
    s = choose(s, [handCard(s, P, 'march'), handCard(s, P, 'rage')]);
    expect(attackTotal(s)).toBe(6);
  });
  it('strong: enemies lose physical resistance; the sword is thrown away', () => {
    const s = play(
      attacking(deedGame(['sword-of-justice']), 'prowlers', 'attack'),
      'sword-of-justice',
      'strong',
    );
    expect(thrownAway(s, 'sword-of-justice')).toBe(true);
  });
  it('restriction: the attack is useless outside combat', () => {
    const s = deedGame(['sword-of-justice', 'march']);
    expect(refusal(s, playAction(s, 'sword-of-justice', 'basic'))).toBeDefined();
  });
});

describe('horn-of-wrath', () => {
  it('basic: Siege Attack 5 (and a die roll for Wounds)', () => {
    expect(
      attackTotal(
        play(attacking(deedGame(['horn-of-wrath']), 'diggers'), 'horn-of-wrath', 'basic'),
      ),
    ).toBe(5);
  });
  it('strong: thrown away', () => {
    let s = play(attacking(deedGame(['horn-of-wrath']), 'diggers'), 'horn-of-wrath', 'strong');
    while (top(s)) s = choose(s, top(s)?.options[0] ?? '');
    expect(thrownAway(s, 'horn-of-wrath')).toBe(true);
  });
  it('restriction: not outside combat', () => {
    const s = deedGame(['horn-of-wrath']);
    expect(refusal(s, playAction(s, 'horn-of-wrath', 'basic'))).toBeDefined();
  });
});

describe('endless-bag-of-gold', () => {
  it('basic: Influence 4 and Fame +2', () => {
    const s = play(interacting(deedGame(['endless-bag-of-gold'])), 'endless-bag-of-gold', 'basic');
    expect([s.turn?.influencePoints, s.players[P]?.fame]).toEqual([4, 2]);
  });
  it('strong: Influence 9 and Fame +3', () => {
    const s = play(interacting(deedGame(['endless-bag-of-gold'])), 'endless-bag-of-gold', 'strong');
    expect([s.turn?.influencePoints, s.players[P]?.fame]).toEqual([9, 3]);
  });
  it('restriction: Influence only while interacting', () => {
    const s = deedGame(['endless-bag-of-gold']);
    expect(refusal(s, playAction(s, 'endless-bag-of-gold', 'basic'))).toBe('INTERACT-2');
  });
});

describe('endless-gem-pouch', () => {
  it('basic: two rolls, each a crystal (gold: of your choice) or Fame for black', () => {
    let s = play(deedGame(['endless-gem-pouch']), 'endless-gem-pouch', 'basic');
    while (top(s)) s = choose(s, 'red');
    const p = s.players[P];
    const gained = Object.values(p?.crystals ?? {}).reduce((a, b) => a + b, 0) + (p?.fame ?? 0);
    expect(gained).toBe(2);
  });
  it('strong: a token of each basic colour and gold by Day', () => {
    const s = play(deedGame(['endless-gem-pouch']), 'endless-gem-pouch', 'strong');
    expect(s.turn?.manaTokens).toEqual(['red', 'blue', 'green', 'white', 'gold']);
  });
  it('restriction: black instead of gold at Night', () => {
    const s = play(
      deedGame(['endless-gem-pouch'], { time: 'night' }),
      'endless-gem-pouch',
      'strong',
    );
    expect(s.turn?.manaTokens).toContain('black');
  });
});

describe('golden-grail', () => {
  it('basic: Heal 2; Fame +1 per point of it spent', () => {
    let s = play(deedGame(['golden-grail', 'wound', 'wound']), 'golden-grail', 'basic');
    s = act(s, { type: 'heal', player: P, target: 'wound' });
    s = act(s, { type: 'heal', player: P, target: 'wound' });
    expect(s.players[P]?.fame).toBe(2);
  });
  it('strong: Heal 6; each Wound healed from the hand draws a card', () => {
    let s = play(deedGame(['golden-grail', 'wound']), 'golden-grail', 'strong');
    s = act(s, { type: 'heal', player: P, target: 'wound' });
    expect(hand(s)).toHaveLength(1);
    expect(s.turn?.healPoints).toBe(5);
  });
  it('restriction: not in combat', () => {
    const s = blocking(deedGame(['golden-grail']));
    expect(refusal(s, playAction(s, 'golden-grail', 'basic'))).toBe('HEAL-3d');
  });
});

describe('book-of-wisdom', () => {
  it('basic: throw away an Action card → an Advanced Action of its colour into the hand', () => {
    let s = edit(deedGame(['book-of-wisdom', 'rage']), (d) => {
      d.offers.advancedActions = [card('path-finding'), card('fire-bolt')];
    });
    s = play(s, 'book-of-wisdom', 'basic');
    s = choose(s, [handCard(s, P, 'rage')]);
    expect(defIds(hand(s))).toEqual(['fire-bolt']);
  });
  it('strong: a Spell of its colour into the hand and a crystal of it', () => {
    let s = edit(deedGame(['book-of-wisdom', 'stamina']), (d) => {
      d.offers.spells = [card('snowstorm'), card('fireball')];
    });
    s = play(s, 'book-of-wisdom', 'strong');
    s = choose(s, [handCard(s, P, 'stamina')]);
    expect(defIds(hand(s))).toEqual(['snowstorm']);
    expect(s.players[P]?.crystals.blue).toBe(1);
  });
  it('restriction: a Spell cannot be thrown away for it', () => {
    const s = deedGame(['book-of-wisdom', 'fireball']);
    expect(refusal(s, playAction(s, 'book-of-wisdom', 'basic'))).toBe('CARD-6');
  });
});

describe('amulet-of-the-sun', () => {
  it('basic: a gold token; at Night forests cost 3 and gold can be used', () => {
    const s = play(
      deedGame(['amulet-of-the-sun', 'march'], { time: 'night' }),
      'amulet-of-the-sun',
      'basic',
    );
    expect(s.turn?.manaTokens).toEqual(['gold']);
    expect(moveCost(s, '1,-1')).toBe(3);
    expect(
      refusal(s, playAction(s, 'march', 'strong', [{ kind: 'token', color: 'gold' }])),
    ).toBeUndefined();
  });
  it('strong: 3 gold tokens', () => {
    expect(
      play(deedGame(['amulet-of-the-sun']), 'amulet-of-the-sun', 'strong').turn?.manaTokens,
    ).toEqual(['gold', 'gold', 'gold']);
  });
  it('restriction: without it gold is unusable at Night', () => {
    const s = withTokens(deedGame(['march'], { time: 'night' }), ['gold']);
    expect(refusal(s, playAction(s, 'march', 'strong', [{ kind: 'token', color: 'gold' }]))).toBe(
      'MANA-2b',
    );
  });
});

describe('amulet-of-darkness', () => {
  it('basic: a token of any colour; by Day deserts cost 3 and black can be used', () => {
    let s = play(deedGame(['amulet-of-darkness', 'fireball']), 'amulet-of-darkness', 'basic');
    s = choose(s, 'black');
    s = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'desert';
    });
    expect(moveCost(s, '1,0')).toBe(3);
    const atk = withTokens(attacking(s, 'diggers'), ['red']);
    expect(
      refusal(
        atk,
        playAction(atk, 'fireball', 'strong', [
          { kind: 'token', color: 'red' },
          { kind: 'token', color: 'black' },
        ]),
      ),
    ).toBeUndefined();
  });
  it('strong: 3 tokens of any colours', () => {
    let s = play(deedGame(['amulet-of-darkness']), 'amulet-of-darkness', 'strong');
    s = choose(choose(choose(s, 'red'), 'black'), 'gold');
    expect(s.turn?.manaTokens).toEqual(['red', 'black', 'gold']);
  });
  it('restriction: without it black is unusable by Day', () => {
    const s = withTokens(deedGame(['march']), ['black']);
    expect(refusal(s, playAction(s, 'march', 'strong', [{ kind: 'token', color: 'black' }]))).toBe(
      'MANA-2a',
    );
  });
});

describe('bow-of-starsdawn', () => {
  it('basic: discard cards → Ranged Attack 2 per card', () => {
    let s = play(attacking(deedGame(['bow-of-starsdawn', 'march'])), 'bow-of-starsdawn', 'basic');
    s = choose(s, [handCard(s, P, 'march')]);
    expect(s.combat?.attack?.entries[0]).toMatchObject({ amount: 2, style: 'ranged' });
  });
  it('strong: its modifier for the turn; thrown away', () => {
    const s = play(attacking(deedGame(['bow-of-starsdawn'])), 'bow-of-starsdawn', 'strong');
    expect(thrownAway(s, 'bow-of-starsdawn')).toBe(true);
  });
  it('restriction: no ranged attack outside combat', () => {
    const s = deedGame(['bow-of-starsdawn', 'march']);
    expect(refusal(s, playAction(s, 'bow-of-starsdawn', 'basic'))).toBeDefined();
  });
});

describe('banner-of-command', () => {
  const village = (s: GameState) =>
    edit(s, (d) => {
      d.offers.units = [card('peasants')];
      const h = d.map.hexes['0,0'];
      if (h) h.site = { type: 'village' };
    });
  it('basic: Influence 4; a unit recruited this turn may take it instead of a Command token', () => {
    let s = act(village(deedGame(['banner-of-command'])), { type: 'interact', player: P });
    s = play(s, 'banner-of-command', 'basic');
    s = act(s, { type: 'recruit', player: P, unit: s.offers.units[0] ?? '' });
    s = endTurn(s, { 'banner-command': unitIds(s)[0] ?? '' });
    expect(s.players[P]?.units[0]).toMatchObject({ commandBanner: true });
    expect(defIds([s.players[P]?.units[0]?.banner ?? ''])).toEqual(['banner-of-command']);
  });
  it('strong: Fame +2 and a unit of the offer for free', () => {
    const s = play(village(deedGame(['banner-of-command'])), 'banner-of-command', 'strong');
    expect([s.players[P]?.fame, defIds(unitIds(s))]).toEqual([2, ['peasants']]);
  });
  it('restriction: it is never assigned like other Banners', () => {
    const s = withUnits(deedGame(['banner-of-command']), P, ['peasants']);
    expect(
      refusal(s, {
        type: 'assign-banner',
        player: P,
        card: handCard(s, P, 'banner-of-command'),
        unit: unitIds(s)[0] ?? '',
      }),
    ).toBe('UNIT-8');
  });
});

describe('banner-of-fortitude', () => {
  it('basic: assigned to a unit', () => {
    const s = assign(
      withUnits(deedGame(['banner-of-fortitude']), P, ['peasants']),
      'banner-of-fortitude',
    );
    expect(s.players[P]?.units[0]?.banner).toBeDefined();
  });
  it('strong: heal all units completely', () => {
    const s = edit(
      withUnits(deedGame(['banner-of-fortitude']), P, ['peasants', 'utem-guardsmen']),
      (d) => {
        for (const u of d.players[P]?.units ?? []) u.wounds = 1;
      },
    );
    const after = play(s, 'banner-of-fortitude', 'strong');
    expect(after.players[P]?.units.every((u) => u.wounds === 0)).toBe(true);
  });
  it('restriction: the strong effect not in combat', () => {
    const s = blocking(withUnits(deedGame(['banner-of-fortitude']), P, ['peasants']));
    expect(refusal(s, playAction(s, 'banner-of-fortitude', 'strong'))).toBe('HEAL-3d');
  });
});

describe('soul-harvester', () => {
  it('basic: Attack 3', () => {
    expect(
      attackTotal(
        play(
          attacking(deedGame(['soul-harvester']), 'prowlers', 'attack'),
          'soul-harvester',
          'basic',
        ),
      ),
    ).toBe(3);
  });
  it('strong: Attack 8', () => {
    expect(
      attackTotal(
        play(
          attacking(deedGame(['soul-harvester']), 'prowlers', 'attack'),
          'soul-harvester',
          'strong',
        ),
      ),
    ).toBe(8);
  });
  it('restriction: a melee attack, not in the Ranged phase', () => {
    const s = attacking(deedGame(['soul-harvester']));
    expect(refusal(s, playAction(s, 'soul-harvester', 'basic'))).toBe('COMBAT-RANGED-3');
  });
});

describe('shield-of-the-fallen-kings', () => {
  it('basic: Block 6', () => {
    let s = play(
      blocking(deedGame(['shield-of-the-fallen-kings'])),
      'shield-of-the-fallen-kings',
      'basic',
    );
    s = top(s)?.kind === 'effect-option' ? choose(s, '0') : s;
    expect(blockTotal(s)).toBe(6);
  });
  it('strong: ColdFire Block 8', () => {
    let s = play(
      blocking(deedGame(['shield-of-the-fallen-kings'])),
      'shield-of-the-fallen-kings',
      'strong',
    );
    s = top(s)?.kind === 'effect-option' ? choose(s, '0') : s;
    expect(s.combat?.block?.entries[0]).toMatchObject({ amount: 8, element: 'cold-fire' });
  });
  it('restriction: only in the Block phase', () => {
    const s = deedGame(['shield-of-the-fallen-kings']);
    expect(refusal(s, playAction(s, 'shield-of-the-fallen-kings', 'basic'))).toBeDefined();
  });
});

describe('druidic-staff', () => {
  it('basic: discard a blue card → 2 crystals of one colour', () => {
    let s = play(deedGame(['druidic-staff', 'stamina']), 'druidic-staff', 'basic');
    s = choose(s, [handCard(s, P, 'stamina')]);
    s = choose(choose(s, 'green'), 'green');
    expect(s.players[P]?.crystals.green).toBe(2);
  });
  it('basic: discard a white card → move up to 2 spaces onto a safe space', () => {
    let s = play(deedGame(['druidic-staff', 'swiftness']), 'druidic-staff', 'basic');
    s = choose(s, [handCard(s, P, 'swiftness')]);
    s = choose(s, '2,-1');
    expect(s.players[P]?.position).toBe('2,-1');
  });
  it('strong: two different options without discarding (Heal 3 and 2 crystals)', () => {
    let s = play(deedGame(['druidic-staff', 'wound']), 'druidic-staff', 'strong');
    s = choose(s, String(top(s)?.options.length === 6 ? 4 : 0));
    while (top(s)) s = choose(s, top(s)?.options[0] ?? '');
    expect(s.turn?.healPoints ?? 0).toBeGreaterThanOrEqual(0);
    expect(thrownAway(s, 'druidic-staff')).toBe(true);
  });
  it('restriction: in combat only the options with the blue one remain', () => {
    const s = play(blocking(deedGame(['druidic-staff'])), 'druidic-staff', 'strong');
    expect(top(s)?.options).toHaveLength(3);
  });
  it('restriction: without another card the basic effect cannot be paid', () => {
    const s = deedGame(['druidic-staff']);
    expect(refusal(s, playAction(s, 'druidic-staff', 'basic'))).toBe('CARD-6');
  });
});

describe('circlet-of-proficiency', () => {
  it('basic: use a skill of the common offer; a once-per-turn skill works twice', () => {
    let s = edit(deedGame(['circlet-of-proficiency']), (d) => {
      d.offers.skills = ['tovak-double-time'];
    });
    s = play(s, 'circlet-of-proficiency', 'basic');
    expect(s.turn?.movePoints).toBe(4);
    expect(s.offers.skills).toEqual(['tovak-double-time']);
  });
  it('strong: take a skill of the offer for good', () => {
    let s = edit(deedGame(['circlet-of-proficiency']), (d) => {
      d.offers.skills = ['goldyx-freezing-power'];
    });
    s = play(s, 'circlet-of-proficiency', 'strong');
    expect(s.players[P]?.skills.map((x) => x.id)).toEqual(['goldyx-freezing-power']);
    expect(s.offers.skills).toEqual([]);
  });
  it('restriction: interactive skills cannot be used from the offer', () => {
    const s = edit(deedGame(['circlet-of-proficiency']), (d) => {
      d.offers.skills = ['norowas-prayer-of-weather'];
    });
    expect(refusal(s, playAction(s, 'circlet-of-proficiency', 'basic'))).toBe('GAIN-3');
  });
});

describe('tome-of-all-spells', () => {
  it('basic: discard a green card → the basic effect of a green Spell of the offer, no mana', () => {
    let s = edit(deedGame(['tome-of-all-spells', 'march']), (d) => {
      d.offers.spells = [card('restoration')];
    });
    s = play(s, 'tome-of-all-spells', 'basic');
    s = choose(s, [handCard(s, P, 'march')]);
    s = top(s)?.kind === 'use-offer' ? choose(s, top(s)?.options[0] ?? '') : s;
    expect(s.turn?.healPoints).toBe(3);
  });
  it('strong: the strong effect of a Spell, even by Day', () => {
    let s = edit(withUnits(deedGame(['tome-of-all-spells', 'march']), P, ['peasants']), (d) => {
      d.offers.spells = [card('restoration')];
      for (const u of d.players[P]?.units ?? []) u.ready = false;
    });
    s = play(s, 'tome-of-all-spells', 'strong');
    s = choose(s, [handCard(s, P, 'march')]);
    s = top(s)?.kind === 'use-offer' ? choose(s, top(s)?.options[0] ?? '') : s;
    expect(s.players[P]?.units[0]?.ready).toBe(true);
  });
  it('restriction: no Spell of the discarded card’s colour usable now', () => {
    const s = edit(deedGame(['tome-of-all-spells', 'march']), (d) => {
      d.offers.spells = [card('fireball')];
    });
    expect(refusal(s, playAction(s, 'tome-of-all-spells', 'basic'))).toBeDefined();
  });
});

describe('mysterious-box', () => {
  const withTop = (s: GameState, artifact: string) =>
    edit(s, (d) => {
      d.decks.artifacts = [card(artifact), ...d.decks.artifacts];
    });
  it('basic: reveal the top Artifact and use it as that one (Endless Bag of Gold)', () => {
    let s = play(
      withTop(interacting(deedGame(['mysterious-box'])), 'endless-bag-of-gold'),
      'mysterious-box',
      'basic',
    );
    s = choose(s, 'basic');
    expect(s.turn?.influencePoints).toBe(4);
    expect(defIds(s.decks.artifacts.slice(-1))).toEqual(['endless-bag-of-gold']);
  });
  it('strong use: the Box is thrown away', () => {
    let s = play(
      withTop(deedGame(['mysterious-box']), 'amulet-of-the-sun'),
      'mysterious-box',
      'basic',
    );
    s = choose(s, 'strong');
    expect(s.turn?.manaTokens).toEqual(['gold', 'gold', 'gold']);
    expect(thrownAway(s, 'mysterious-box')).toBe(true);
  });
  it('restriction: unused, the Box goes back to the hand', () => {
    let s = play(
      withTop(deedGame(['mysterious-box']), 'endless-bag-of-gold'),
      'mysterious-box',
      'basic',
    );
    s = choose(s, 'none');
    expect(defIds(hand(s))).toEqual(['mysterious-box']);
  });
});

describe('crystals from artifacts respect GAIN-2', () => {
  it('a ring’s crystal becomes a token at 3', () => {
    const s = play(withCrystals(deedGame(['ruby-ring']), P, { red: 3 }), 'ruby-ring', 'basic');
    expect(s.turn?.manaTokens).toEqual(['red', 'red']);
  });
});
