// Skills (SKILL-1..4): the usage rules, gaining skills (END-6b, SCEN-SOLOSKILL-3), and one describe
// per skill token of the 7 heroes: its use and at least one restriction, through applyAction.
// Combat-only skills are checked here for their usage rules; their combat behaviour is tested with
// the combat module.
import { describe, expect, it } from 'vitest';
import { CUSTOM_HOOKS_USED } from '../content/custom-hooks-used';
import { SKILLS } from '../content';
import { ENEMY_HOOKS } from '../combat/enemy-effects';
import { HOOKS } from '../effects/hooks';
import { RULE_HOOKS, deedHooks } from '../effects/hooks/deeds';
import { COMBAT_RULE_HOOKS } from '../combat/modifier-queries';
import type { GameState } from '../index';
import { moveCost } from '../movement/movement';
import {
  card,
  handCard,
  legal,
  refusal,
  testGame,
  withCrystals,
  withHand,
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
  edit,
  endTurn,
  hand,
  interacting,
  play,
  playAction,
  top,
  twoPlayers,
  untilTurnOf,
  useSkill,
  withSkills,
} from './test-kit';

const sk = (
  skills: string[],
  cards: string[] = ['march'],
  opts: Parameters<typeof deedGame>[1] = {},
) => withSkills(deedGame(cards, opts), P, skills);
const skillRefusal = (
  s: GameState,
  skill: string,
  extra: { unflip?: boolean; player?: number } = {},
) =>
  refusal(s, {
    type: 'use-skill',
    player: extra.player ?? P,
    skill,
    ...(extra.unflip ? { unflip: true } : {}),
  });
const slot = (s: GameState, id: string, player = P) =>
  s.players[player]?.skills.find((x) => x.id === id);
const wounds = (cards: readonly string[]) => cards.filter((c) => c.startsWith('wound#')).length;
const flipped = (s: GameState, id: string) =>
  edit(s, (d) => {
    const x = d.players[P]?.skills.find((k) => k.id === id);
    if (x) x.flipped = true;
  });
const modHooks = (s: GameState) =>
  (s.turn?.modifiers ?? []).map((m) =>
    m.modifier.kind === 'custom' ? m.modifier.hook : m.modifier.kind,
  );
const spent = (s: GameState) =>
  edit(s, (d) => {
    for (const u of d.players[P]?.units ?? []) u.ready = false;
  });
/** Until the owner's next turn: the own turn ends, the others (and the dummy) play theirs. */
const nextOwnTurn = (s: GameState): GameState => untilTurnOf(endTurn(s));

// ----------------------------------------------------------------------------- usage rules

describe('SKILL-4 usage rules', () => {
  it('SKILL-4c: a skill without symbol is used once per turn, again the next turn', () => {
    let s = useSkill(sk(['tovak-double-time']), 'tovak-double-time');
    expect(skillRefusal(s, 'tovak-double-time')).toBe('SKILL-4c');
    s = nextOwnTurn(s);
    expect(slot(s, 'tovak-double-time')?.usedThisTurn).toBe(false);
  });
  it('SKILL-4a: a once-per-round skill flips face down; face up at the next round', () => {
    const s = useSkill(sk(['goldyx-red-crystal-craft']), 'goldyx-red-crystal-craft');
    expect(slot(s, 'goldyx-red-crystal-craft')?.flipped).toBe(true);
    expect(skillRefusal(s, 'goldyx-red-crystal-craft')).toBe('SKILL-4a');
  });
  it('SKILL-4b: an interactive skill lies in the centre until the owner’s next turn', () => {
    let s = withSkills(twoPlayers(['march']), P, ['norowas-prayer-of-weather']);
    s = useSkill(s, 'norowas-prayer-of-weather');
    expect(slot(s, 'norowas-prayer-of-weather')?.inCenter).toBe(true);
    expect(skillRefusal(s, 'norowas-prayer-of-weather')).toBe('SKILL-4b');
    s = nextOwnTurn(s);
    expect(slot(s, 'norowas-prayer-of-weather')).toMatchObject({ inCenter: false, flipped: true });
  });
  it('a skill one does not own cannot be used (SKILL-2b)', () => {
    expect(skillRefusal(deedGame(['march']), 'tovak-double-time')).toBe('SKILL-2b');
  });
  it('passive skills are never used (SKILL-3)', () => {
    expect(skillRefusal(sk(['norowas-bonds-of-loyalty']), 'norowas-bonds-of-loyalty')).toBe(
      'SKILL-3',
    );
  });
  it('no skills during the End-of-Turn step', () => {
    const s = edit(sk(['tovak-double-time']), (d) => {
      if (d.turn) d.turn.phase = 'end';
    });
    expect(skillRefusal(s, 'tovak-double-time')).toBe('TURN-END-8c');
  });
  it('legalActions lists a usable skill', () => {
    expect(legal(sk(['tovak-double-time']), 'use-skill')).toHaveLength(1);
  });
});

describe('END-6b / SCEN-SOLOSKILL-3: gaining skills', () => {
  const levelling = () =>
    edit(withHand(testGame(), P, ['march', 'rage']), (d) => {
      const p = d.players[P];
      if (p) p.fame = 3;
    });
  it('END-6b.1: one of the two revealed tokens, the other to the common offer, any Advanced Action', () => {
    let s = levelling();
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    s = act(s, { type: 'end-turn', player: P });
    const options = top(s)?.options ?? [];
    const own = options.filter((o) => o.startsWith('own:'));
    s = choose(s, own[0] ?? '');
    expect(s.offers.skills).toContain(own[1]?.slice(4));
    expect(top(s)?.kind).toBe('level-advanced-action');
  });
  it('END-6b.2: a token of another hero from the common offer; both revealed go to the offer; lowest AA', () => {
    let s = edit(levelling(), (d) => {
      d.offers.skills = ['goldyx-flight'];
    });
    const lowest = s.offers.advancedActions[s.offers.advancedActions.length - 1];
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    s = act(s, { type: 'end-turn', player: P });
    s = choose(s, 'common:goldyx-flight');
    expect(slot(s, 'goldyx-flight')).toBeDefined();
    expect(s.offers.skills.filter((x) => x.startsWith('tovak-'))).toHaveLength(2);
    const p = s.players[P];
    expect([...(p?.deck ?? []), ...(p?.hand ?? [])]).toContain(lowest);
  });
  it('SCEN-SOLOSKILL-3: each skill gained reveals a dummy skill into the offer', () => {
    let s = levelling();
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    const dummy = s.players.find((x) => x.kind === 'dummy');
    const next = dummy?.skillPile[0];
    s = act(s, { type: 'end-turn', player: P });
    s = choose(s, top(s)?.options.find((o) => o.startsWith('own:')) ?? '');
    expect(s.offers.skills).toContain(next);
  });
});

// ----------------------------------------------------------------------------- Arythea

describe('arythea-dark-paths', () => {
  it('Move 1 by Day, Move 2 at Night', () => {
    expect(useSkill(sk(['arythea-dark-paths']), 'arythea-dark-paths').turn?.movePoints).toBe(1);
    expect(
      useSkill(sk(['arythea-dark-paths'], ['march'], { time: 'night' }), 'arythea-dark-paths').turn
        ?.movePoints,
    ).toBe(2);
  });
  it('restriction: not after the action', () => {
    const s = edit(sk(['arythea-dark-paths']), (d) => {
      if (d.turn) d.turn.phase = 'after';
    });
    expect(skillRefusal(s, 'arythea-dark-paths')).toBeDefined();
  });
});

describe('arythea-burning-power', () => {
  it('Siege Attack 1 or Siege Fire Attack 1', () => {
    let s = useSkill(attacking(sk(['arythea-burning-power']), 'diggers'), 'arythea-burning-power');
    s = choose(s, '1');
    expect(s.combat?.attack?.entries[0]).toMatchObject({
      amount: 1,
      style: 'siege',
      element: 'fire',
    });
  });
  it('restriction: not outside combat', () =>
    expect(skillRefusal(sk(['arythea-burning-power']), 'arythea-burning-power')).toBe('COMBAT-1'));
});

describe('arythea-hot-swordsmanship', () => {
  it('Attack 2 or Fire Attack 2', () => {
    let s = useSkill(
      attacking(sk(['arythea-hot-swordsmanship']), 'prowlers', 'attack'),
      'arythea-hot-swordsmanship',
    );
    s = choose(s, '0');
    expect(attackTotal(s)).toBe(2);
  });
  it('restriction: no melee in the Ranged phase', () => {
    expect(
      skillRefusal(attacking(sk(['arythea-hot-swordsmanship'])), 'arythea-hot-swordsmanship'),
    ).toBe('COMBAT-RANGED-3');
  });
});

describe('arythea-dark-negotiation', () => {
  it('Influence 2 by Day, 3 at Night', () => {
    expect(
      useSkill(interacting(sk(['arythea-dark-negotiation'])), 'arythea-dark-negotiation').turn
        ?.influencePoints,
    ).toBe(2);
    expect(
      useSkill(
        interacting(sk(['arythea-dark-negotiation'], ['march'], { time: 'night' })),
        'arythea-dark-negotiation',
      ).turn?.influencePoints,
    ).toBe(3);
  });
  it('restriction: only while interacting', () =>
    expect(skillRefusal(sk(['arythea-dark-negotiation']), 'arythea-dark-negotiation')).toBe(
      'INTERACT-2',
    ));
});

describe('arythea-dark-fire-magic', () => {
  it('a red crystal and a red or black token', () => {
    let s = useSkill(sk(['arythea-dark-fire-magic']), 'arythea-dark-fire-magic');
    s = choose(s, '1');
    expect([s.players[P]?.crystals.red, s.turn?.manaTokens]).toEqual([1, ['black']]);
  });
  it('restriction: once per round', () => {
    const s = choose(useSkill(sk(['arythea-dark-fire-magic']), 'arythea-dark-fire-magic'), '0');
    expect(skillRefusal(s, 'arythea-dark-fire-magic')).toBe('SKILL-4a');
  });
});

describe('arythea-power-of-pain', () => {
  it('one Wound may be played sideways, worth 2; it goes to the discard pile at the end', () => {
    let s = useSkill(sk(['arythea-power-of-pain'], ['wound']), 'arythea-power-of-pain');
    s = act(s, {
      type: 'play-card',
      player: P,
      card: hand(s)[0] ?? '',
      mode: 'sideways',
      as: 'move',
    });
    expect(s.turn?.movePoints).toBe(2);
    s = endTurn(s);
    expect(wounds(s.players[P]?.discard ?? [])).toBe(1);
  });
  it('restriction: without it a Wound is never played (CARD-3d)', () => {
    const s = deedGame(['wound']);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: hand(s)[0] ?? '',
        mode: 'sideways',
        as: 'move',
      }),
    ).toBe('CARD-3d');
  });
});

describe('arythea-invocation', () => {
  it('discard a Wound → a red or black token; discard another card → white or green', () => {
    let s = useSkill(sk(['arythea-invocation'], ['wound', 'march']), 'arythea-invocation');
    s = choose(s, '0');
    s = choose(s, [hand(s).find((c) => c.startsWith('wound#')) ?? '']);
    s = choose(s, 'red');
    expect(s.turn?.manaTokens).toEqual(['red']);
  });
  it('restriction: nothing to discard', () => {
    expect(skillRefusal(sk(['arythea-invocation'], []), 'arythea-invocation')).toBe('CARD-6');
  });
});

describe('arythea-polarization', () => {
  it('a red token becomes blue', () => {
    let s = useSkill(withTokens(sk(['arythea-polarization']), ['red']), 'arythea-polarization');
    s = choose(s, 'token:red>blue');
    expect(s.turn?.manaTokens).toEqual(['blue']);
  });
  it('by Day a black Source die becomes a basic colour (as the turn’s die)', () => {
    let s = useSkill(
      sk(['arythea-polarization'], ['march'], { dice: ['black', 'red'] }),
      'arythea-polarization',
    );
    s = choose(s, 'die:1>green');
    expect(s.turn?.manaTokens).toEqual(['green']);
    expect(s.turn?.diceUsed).toEqual([1]);
  });
  it('restriction: no mana to turn around', () => {
    const s = edit(sk(['arythea-polarization']), (d) => {
      for (const die of d.source.dice) die.takenBy = 1;
    });
    expect(skillRefusal(s, 'arythea-polarization')).toBeDefined();
  });
});

for (const [hero, bonus] of [
  ['arythea', 'red mana'],
  ['tovak', 'blue mana'],
  ['goldyx', 'green mana'],
  ['norowas', 'white mana'],
  ['wolfhawk', 'Fame +1'],
] as const) {
  describe(`${hero}-motivation`, () => {
    it(`Draw 2; with strictly the lowest Fame also ${bonus}`, () => {
      let s = edit(twoPlayers(['march']), (d) => {
        const o = d.players[1];
        if (o) o.fame = 5;
      });
      s = withSkills(s, P, [`${hero}-motivation`]);
      const before = hand(s).length;
      s = useSkill(s, `${hero}-motivation`);
      expect(hand(s).length).toBe(before + 2);
      if (hero === 'wolfhawk') expect(s.players[P]?.fame).toBe(1);
      else expect(s.turn?.manaTokens).toHaveLength(1);
    });
    it('restriction: no other Motivation until the end of the next own turn', () => {
      let s = withSkills(deedGame(['march']), P, [
        `${hero}-motivation`,
        hero === 'tovak' ? 'goldyx-motivation' : 'tovak-motivation',
      ]);
      s = useSkill(s, `${hero}-motivation`);
      expect(skillRefusal(s, hero === 'tovak' ? 'goldyx-motivation' : 'tovak-motivation')).toBe(
        'motivation-lockout',
      );
    });
  });
}

describe('arythea-healing-ritual', () => {
  it('throws away up to 2 Wounds; one goes to the nearest other hero', () => {
    let s = withSkills(twoPlayers(['wound', 'wound', 'march']), P, ['arythea-healing-ritual']);
    s = useSkill(s, 'arythea-healing-ritual');
    expect(wounds(hand(s))).toBe(0);
    expect(wounds(s.players[1]?.hand ?? [])).toBe(1);
  });
  it('restriction: not in combat', () => {
    expect(
      skillRefusal(blocking(sk(['arythea-healing-ritual'], ['wound'])), 'arythea-healing-ritual'),
    ).toBe('HEAL-3d');
  });
});

describe('arythea-ritual-of-pain', () => {
  it('throws away up to 2 Wounds; the token goes to the centre; another player returns it for a Wound worth 3', () => {
    let s = withSkills(twoPlayers(['wound', 'wound']), P, ['arythea-ritual-of-pain']);
    s = useSkill(s, 'arythea-ritual-of-pain');
    expect(wounds(hand(s))).toBe(0);
    expect(slot(s, 'arythea-ritual-of-pain')?.inCenter).toBe(true);
    // player 1 returns it in their turn
    s = edit(s, (d) => {
      if (d.turn) d.turn.player = 1;
      d.players[1]?.hand.push('wound#2');
    });
    s = useSkill(s, 'arythea-ritual-of-pain', { player: 1 });
    expect(slot(s, 'arythea-ritual-of-pain')).toMatchObject({ inCenter: false, flipped: true });
    s = act(s, { type: 'play-card', player: 1, card: 'wound#2', mode: 'sideways', as: 'move' });
    expect(s.turn?.movePoints).toBe(3);
  });
  it('restriction: no Wound to throw away', () =>
    expect(skillRefusal(sk(['arythea-ritual-of-pain']), 'arythea-ritual-of-pain')).toBeDefined());
});

// ----------------------------------------------------------------------------- Tovak

describe('tovak-double-time', () => {
  it('Move 2 by Day, 1 at Night', () => {
    expect(useSkill(sk(['tovak-double-time']), 'tovak-double-time').turn?.movePoints).toBe(2);
    expect(
      useSkill(sk(['tovak-double-time'], ['march'], { time: 'night' }), 'tovak-double-time').turn
        ?.movePoints,
    ).toBe(1);
  });
  it('restriction: no movement in combat', () =>
    expect(skillRefusal(blocking(sk(['tovak-double-time'])), 'tovak-double-time')).toBe(
      'TURN-REG-6d',
    ));
});

describe('tovak-night-sharpshooting', () => {
  it('Ranged Attack 1 by Day, 2 at Night', () => {
    expect(
      attackTotal(
        useSkill(attacking(sk(['tovak-night-sharpshooting'])), 'tovak-night-sharpshooting'),
      ),
    ).toBe(1);
    expect(
      attackTotal(
        useSkill(
          attacking(sk(['tovak-night-sharpshooting'], ['march'], { time: 'night' })),
          'tovak-night-sharpshooting',
        ),
      ),
    ).toBe(2);
  });
  it('restriction: not against a fortified target in the Ranged phase', () => {
    expect(
      skillRefusal(
        attacking(sk(['tovak-night-sharpshooting']), 'diggers'),
        'tovak-night-sharpshooting',
      ),
    ).toBe('COMBAT-RANGED-3b');
  });
});

describe('tovak-cold-swordsmanship', () => {
  it('Attack 2 or Ice Attack 2', () => {
    let s = useSkill(
      attacking(sk(['tovak-cold-swordsmanship']), 'prowlers', 'attack'),
      'tovak-cold-swordsmanship',
    );
    s = choose(s, '1');
    expect(s.combat?.attack?.entries[0]).toMatchObject({ amount: 2, element: 'ice' });
  });
  it('restriction: not outside combat', () =>
    expect(skillRefusal(sk(['tovak-cold-swordsmanship']), 'tovak-cold-swordsmanship')).toBe(
      'COMBAT-1',
    ));
});

describe('tovak-shield-mastery', () => {
  it('Block 3, or Fire/Ice Block 2', () => {
    let s = useSkill(blocking(sk(['tovak-shield-mastery'])), 'tovak-shield-mastery');
    s = choose(s, '0');
    expect(blockTotal(s)).toBe(3);
  });
  it('restriction: only in the Block phase', () =>
    expect(
      skillRefusal(attacking(sk(['tovak-shield-mastery'])), 'tovak-shield-mastery'),
    ).toBeDefined());
});

describe('tovak-resistance-break', () => {
  it('a combat skill (enemy Armor −1 per resistance)', () => {
    expect(skillRefusal(sk(['tovak-resistance-break']), 'tovak-resistance-break')).toBe('COMBAT-5');
  });
});

describe('tovak-i-feel-no-pain', () => {
  it('discard a Wound → draw 1', () => {
    let s = useSkill(sk(['tovak-i-feel-no-pain'], ['wound']), 'tovak-i-feel-no-pain');
    s = top(s) ? choose(s, [hand(s)[0] ?? '']) : s;
    expect(wounds(hand(s))).toBe(0);
    expect(hand(s)).toHaveLength(1);
  });
  it('restriction: not in combat', () =>
    expect(
      skillRefusal(blocking(sk(['tovak-i-feel-no-pain'], ['wound'])), 'tovak-i-feel-no-pain'),
    ).toBe('HEAL-3d'));
});

describe('tovak-i-dont-give-a-damn', () => {
  it('one card sideways counts 2, or 3 for an Advanced Action, Spell or Artifact', () => {
    let s = useSkill(
      sk(['tovak-i-dont-give-a-damn'], ['march', 'fire-bolt']),
      'tovak-i-dont-give-a-damn',
    );
    s = play(s, 'fire-bolt', 'sideways', undefined, 'move');
    expect(s.turn?.movePoints).toBe(3);
    s = play(s, 'march', 'sideways', undefined, 'move');
    expect(s.turn?.movePoints).toBe(4); // only one card is boosted
  });
  it('restriction: once per turn', () => {
    const s = useSkill(sk(['tovak-i-dont-give-a-damn']), 'tovak-i-dont-give-a-damn');
    expect(skillRefusal(s, 'tovak-i-dont-give-a-damn')).toBe('SKILL-4c');
  });
});

describe('tovak-who-needs-magic', () => {
  it('one card sideways counts 3 without a Source die this turn; then no die may be taken', () => {
    let s = useSkill(sk(['tovak-who-needs-magic'], ['march', 'rage']), 'tovak-who-needs-magic');
    s = play(s, 'rage', 'sideways', undefined, 'move');
    expect(s.turn?.movePoints).toBe(3);
    expect(refusal(s, playAction(s, 'march', 'strong', 3))).toBe('tovak-who-needs-magic');
  });
  it('restriction: only 2 once a die was used', () => {
    let s = useSkill(sk(['tovak-who-needs-magic'], ['march', 'rage']), 'tovak-who-needs-magic');
    s = play(s, 'march', 'strong', 3);
    s = play(s, 'rage', 'sideways', undefined, 'move');
    expect(s.turn?.movePoints).toBe(6);
  });
});

describe('tovak-mana-exploit', () => {
  it('gain a token of a chosen colour; other players take a Wound for mana of another colour', () => {
    let s = withSkills(twoPlayers(['march']), P, ['tovak-mana-exploit']);
    s = useSkill(s, 'tovak-mana-exploit');
    s = choose(s, 'red');
    expect(s.turn?.manaTokens).toEqual(['red']);
    s = edit(s, (d) => {
      if (d.turn) {
        d.turn.player = 1;
        d.turn.manaTokens = ['green'];
      }
      const o = d.players[1];
      if (o) o.hand = [card('march')];
    });
    s = act(s, {
      type: 'play-card',
      player: 1,
      card: s.players[1]?.hand[0] ?? '',
      mode: 'strong',
      mana: [{ kind: 'token', color: 'green' }],
    });
    expect(wounds(s.players[1]?.hand ?? [])).toBe(1);
  });
  it('restriction: once per round (it lies in the centre)', () => {
    const s = choose(
      useSkill(withSkills(twoPlayers(['march']), P, ['tovak-mana-exploit']), 'tovak-mana-exploit'),
      'red',
    );
    expect(skillRefusal(s, 'tovak-mana-exploit')).toBe('SKILL-4b');
  });
});

describe('tovak-mana-overload', () => {
  it('gain a token; another player powering a card with that colour gets +4', () => {
    let s = withSkills(twoPlayers(['march']), P, ['tovak-mana-overload']);
    s = choose(useSkill(s, 'tovak-mana-overload'), 'green');
    s = edit(s, (d) => {
      if (d.turn) {
        d.turn.player = 1;
        d.turn.manaTokens = ['green'];
      }
      const o = d.players[1];
      if (o) o.hand = [card('march')];
    });
    s = act(s, {
      type: 'play-card',
      player: 1,
      card: s.players[1]?.hand[0] ?? '',
      mode: 'strong',
      mana: [{ kind: 'token', color: 'green' }],
    });
    expect(s.turn?.movePoints).toBe(8);
    expect(slot(s, 'tovak-mana-overload')).toMatchObject({ inCenter: false, flipped: true });
  });
  it('restriction: its owner gets no bonus', () => {
    let s = withSkills(twoPlayers(['march']), P, ['tovak-mana-overload']);
    s = choose(useSkill(s, 'tovak-mana-overload'), 'green');
    s = play(s, 'march', 'strong', [{ kind: 'token', color: 'green' }]);
    expect(s.turn?.movePoints).toBe(4);
  });
});

// ----------------------------------------------------------------------------- Goldyx

describe('goldyx-freezing-power', () => {
  it('Siege Attack 1 or Siege Ice Attack 1', () => {
    const s = choose(
      useSkill(attacking(sk(['goldyx-freezing-power']), 'diggers'), 'goldyx-freezing-power'),
      '1',
    );
    expect(s.combat?.attack?.entries[0]).toMatchObject({ style: 'siege', element: 'ice' });
  });
  it('restriction: not outside combat', () =>
    expect(skillRefusal(sk(['goldyx-freezing-power']), 'goldyx-freezing-power')).toBe('COMBAT-1'));
});

describe('goldyx-potion-making', () => {
  it('Heal 2, once per round', () => {
    const s = useSkill(sk(['goldyx-potion-making']), 'goldyx-potion-making');
    expect(s.turn?.healPoints).toBe(2);
    expect(skillRefusal(s, 'goldyx-potion-making')).toBe('SKILL-4a');
  });
  it('restriction: not in combat', () =>
    expect(skillRefusal(blocking(sk(['goldyx-potion-making'])), 'goldyx-potion-making')).toBe(
      'HEAL-3d',
    ));
});

for (const [id, color] of [
  ['goldyx-white-crystal-craft', 'white'],
  ['goldyx-green-crystal-craft', 'green'],
  ['goldyx-red-crystal-craft', 'red'],
] as const) {
  describe(id, () => {
    it(`a blue crystal and a ${color} token`, () => {
      const s = useSkill(sk([id]), id);
      expect([s.players[P]?.crystals.blue, s.turn?.manaTokens]).toEqual([1, [color]]);
    });
    it('restriction: once per round', () =>
      expect(skillRefusal(useSkill(sk([id]), id), id)).toBe('SKILL-4a'));
  });
}

describe('goldyx-glittering-fortune', () => {
  it('Influence 1 per crystal colour owned, while interacting', () => {
    const s = useSkill(
      interacting(withCrystals(sk(['goldyx-glittering-fortune']), P, { red: 2, blue: 1 })),
      'goldyx-glittering-fortune',
    );
    expect(s.turn?.influencePoints).toBe(2);
  });
  it('restriction: only during an interaction', () => {
    expect(skillRefusal(sk(['goldyx-glittering-fortune']), 'goldyx-glittering-fortune')).toBe(
      'INTERACT-2',
    );
  });
});

describe('goldyx-flight', () => {
  it('fly to an adjacent space for free, or 2 spaces for 2 Move', () => {
    let s = useSkill(withMovePoints(sk(['goldyx-flight']), 2), 'goldyx-flight');
    s = choose(s, '1');
    s = choose(s, '2,-1');
    expect(s.players[P]?.position).toBe('2,-1');
    expect(s.turn?.movePoints).toBe(0);
  });
  it('restriction: never onto an unsafe space (a rampaging enemy)', () => {
    let s = useSkill(sk(['goldyx-flight']), 'goldyx-flight');
    s = top(s)?.kind === 'effect-option' ? choose(s, '0') : s;
    expect(top(s)?.options).not.toContain('3,-3');
  });
});

describe('goldyx-universal-power', () => {
  it('one mana added to a sideways card: 4 for an Action card of that colour', () => {
    let s = useSkill(sk(['goldyx-universal-power'], ['march']), 'goldyx-universal-power');
    s = choose(s, 'die:3');
    s = play(s, 'march', 'sideways', undefined, 'move');
    expect(s.turn?.movePoints).toBe(4);
  });
  it('3 for a card of another colour', () => {
    let s = useSkill(sk(['goldyx-universal-power'], ['rage']), 'goldyx-universal-power');
    s = choose(s, 'die:3');
    s = play(s, 'rage', 'sideways', undefined, 'move');
    expect(s.turn?.movePoints).toBe(3);
  });
  it('restriction: needs mana', () => {
    const s = edit(sk(['goldyx-universal-power']), (d) => {
      for (const die of d.source.dice) die.takenBy = 1;
    });
    expect(skillRefusal(s, 'goldyx-universal-power')).toBeDefined();
  });
});

describe('goldyx-source-freeze', () => {
  it('while in the Source others may not take their normal die; its owner gains a crystal next turn', () => {
    let s = withSkills(twoPlayers(['march']), P, ['goldyx-source-freeze']);
    s = useSkill(s, 'goldyx-source-freeze');
    const other = edit(s, (d) => {
      if (d.turn) d.turn.player = 1;
      const o = d.players[1];
      if (o) o.hand = [card('march')];
    });
    expect(
      refusal(other, {
        type: 'play-card',
        player: 1,
        card: other.players[1]?.hand[0] ?? '',
        mode: 'strong',
        mana: [{ kind: 'die', die: 3 }],
      }),
    ).toBe('goldyx-source-freeze');
    s = nextOwnTurn(s);
    expect(Object.values(s.players[P]?.crystals ?? {}).reduce((a, b) => a + b, 0)).toBe(1);
    expect(slot(s, 'goldyx-source-freeze')).toMatchObject({ inCenter: false, flipped: true });
  });
  it('restriction: its owner still uses the Source', () => {
    const s = useSkill(
      withSkills(twoPlayers(['march']), P, ['goldyx-source-freeze']),
      'goldyx-source-freeze',
    );
    expect(refusal(s, playAction(s, 'march', 'strong', 3))).toBeUndefined();
  });
});

describe('goldyx-source-opening', () => {
  it('you may reroll a Source die; another player returns it for an extra die (you gain its crystal)', () => {
    let s = withSkills(twoPlayers(['march']), P, ['goldyx-source-opening']);
    s = useSkill(s, 'goldyx-source-opening');
    s = choose(s, 'none');
    s = edit(s, (d) => {
      if (d.turn) d.turn.player = 1;
      const o = d.players[1];
      if (o) o.hand = [card('march'), card('stamina')];
    });
    s = useSkill(s, 'goldyx-source-opening', { player: 1 });
    s = act(s, {
      type: 'play-card',
      player: 1,
      card: s.players[1]?.hand[0] ?? '',
      mode: 'strong',
      mana: [{ kind: 'die', die: 3 }],
    });
    s = act(s, {
      type: 'play-card',
      player: 1,
      card: s.players[1]?.hand[0] ?? '',
      mode: 'strong',
      mana: [{ kind: 'die', die: 2 }],
    });
    expect(s.players[P]?.crystals.blue).toBe(1);
  });
  it('restriction: the owner cannot return their own token', () => {
    let s = withSkills(twoPlayers(['march']), P, ['goldyx-source-opening']);
    s = choose(useSkill(s, 'goldyx-source-opening'), 'none');
    expect(skillRefusal(s, 'goldyx-source-opening')).toBe('SKILL-4b');
  });
});

// ----------------------------------------------------------------------------- Norowas

describe('norowas-forward-march', () => {
  it('Move 1 per ready, unwounded unit (max 3)', () => {
    const s = useSkill(
      withUnits(sk(['norowas-forward-march']), P, ['peasants', 'peasants', 'peasants', 'peasants']),
      'norowas-forward-march',
    );
    expect(s.turn?.movePoints).toBe(3);
  });
  it('restriction: spent units do not count', () => {
    const s = useSkill(
      spent(withUnits(sk(['norowas-forward-march']), P, ['peasants'])),
      'norowas-forward-march',
    );
    expect(s.turn?.movePoints).toBe(0);
  });
});

describe('norowas-day-sharpshooting', () => {
  it('Ranged Attack 2 by Day, 1 at Night', () => {
    expect(
      attackTotal(
        useSkill(attacking(sk(['norowas-day-sharpshooting'])), 'norowas-day-sharpshooting'),
      ),
    ).toBe(2);
    expect(
      attackTotal(
        useSkill(
          attacking(sk(['norowas-day-sharpshooting'], ['march'], { time: 'night' })),
          'norowas-day-sharpshooting',
        ),
      ),
    ).toBe(1);
  });
  it('restriction: not outside combat', () =>
    expect(skillRefusal(sk(['norowas-day-sharpshooting']), 'norowas-day-sharpshooting')).toBe(
      'COMBAT-1',
    ));
});

describe('norowas-inspiration', () => {
  it('ready a unit, or heal one', () => {
    const s = useSkill(
      spent(withUnits(sk(['norowas-inspiration']), P, ['sorcerers'])),
      'norowas-inspiration',
    );
    expect(s.players[P]?.units[0]?.ready).toBe(true);
    const w = edit(withUnits(sk(['norowas-inspiration']), P, ['sorcerers']), (d) => {
      const u = d.players[P]?.units[0];
      if (u) u.wounds = 2;
    });
    expect(useSkill(w, 'norowas-inspiration').players[P]?.units[0]?.wounds).toBe(0);
  });
  it('restriction: not in combat', () =>
    expect(
      skillRefusal(
        blocking(spent(withUnits(sk(['norowas-inspiration']), P, ['peasants']))),
        'norowas-inspiration',
      ),
    ).toBe('HEAL-3d'));
});

describe('norowas-bright-negotiation', () => {
  it('Influence 3 by Day, 2 at Night', () => {
    expect(
      useSkill(interacting(sk(['norowas-bright-negotiation'])), 'norowas-bright-negotiation').turn
        ?.influencePoints,
    ).toBe(3);
    expect(
      useSkill(
        interacting(sk(['norowas-bright-negotiation'], ['march'], { time: 'night' })),
        'norowas-bright-negotiation',
      ).turn?.influencePoints,
    ).toBe(2);
  });
  it('restriction: only while interacting', () =>
    expect(skillRefusal(sk(['norowas-bright-negotiation']), 'norowas-bright-negotiation')).toBe(
      'INTERACT-2',
    ));
});

for (const [id, crystal, token] of [
  ['norowas-leaves-in-the-wind', 'green', 'white'],
  ['norowas-whispers-in-the-treetops', 'white', 'green'],
] as const) {
  describe(id, () => {
    it(`a ${crystal} crystal and a ${token} token`, () => {
      const s = useSkill(sk([id]), id);
      expect([s.players[P]?.crystals[crystal], s.turn?.manaTokens]).toEqual([1, [token]]);
    });
    it('restriction: once per round', () =>
      expect(skillRefusal(useSkill(sk([id]), id), id)).toBe('SKILL-4a'));
  });
}

describe('norowas-leadership', () => {
  it('puts its unit bonus into play for the turn', () => {
    expect(modHooks(useSkill(sk(['norowas-leadership']), 'norowas-leadership'))).toContain(
      'norowas-leadership',
    );
  });
  it('restriction: once per turn', () => {
    expect(
      skillRefusal(
        useSkill(sk(['norowas-leadership']), 'norowas-leadership'),
        'norowas-leadership',
      ),
    ).toBe('SKILL-4c');
  });
});

describe('norowas-bonds-of-loyalty', () => {
  it('gained: 2 Regular units join the offer and it is one more Command token; a unit on it costs 5 less', () => {
    let s = deedGame(['march']);
    const before = s.offers.units.length;
    s = edit(s, (d) => {
      const p = d.players[P];
      if (p) p.fame = 3;
      p?.skillPile.unshift('norowas-bonds-of-loyalty', 'norowas-leadership');
    });
    s = play(s, 'march', 'basic');
    s = act(s, { type: 'end-turn', player: P });
    s = choose(s, 'own:norowas-bonds-of-loyalty');
    expect(s.offers.units.length).toBe(before + 2);
    expect(s.players[P]?.extraCommandTokens).toBe(1);
  });
  it('restriction: the unit on it cannot be disbanded', () => {
    let s = withSkills(deedGame(['march']), P, ['norowas-bonds-of-loyalty']);
    s = edit(s, (d) => {
      d.offers.units = [card('peasants'), card('utem-guardsmen')];
      const h = d.map.hexes['0,0'];
      if (h) h.site = { type: 'village' };
      const p = d.players[P];
      if (p) p.extraCommandTokens = 1;
    });
    s = act(s, { type: 'interact', player: P });
    s = edit(s, (d) => {
      if (d.turn) d.turn.influencePoints = 0;
    });
    s = act(s, { type: 'recruit', player: P, unit: s.offers.units[0] ?? '' }); // 4 − 5 → free
    const bonds = s.players[P]?.units[0]?.id ?? '';
    s = edit(s, (d) => {
      if (d.turn) d.turn.influencePoints = 10;
    });
    s = act(s, { type: 'recruit', player: P, unit: s.offers.units[0] ?? '' });
    s = edit(s, (d) => {
      d.offers.units = [card('peasants')];
    });
    expect(
      refusal(s, { type: 'recruit', player: P, unit: s.offers.units[0] ?? '', disband: bonds }),
    ).toBe('norowas-bonds-of-loyalty');
  });
});

describe('norowas-prayer-of-weather', () => {
  it('terrain costs its owner 2 less (min 1) and other players 1 more', () => {
    let s = withSkills(twoPlayers(['march']), P, ['norowas-prayer-of-weather']);
    s = useSkill(s, 'norowas-prayer-of-weather');
    expect(moveCost(s, '1,-1')).toBe(1);
    const other = edit(s, (d) => {
      if (d.turn) {
        d.turn.player = 1;
        d.turn.modifiers = [];
      }
    });
    expect(moveCost(other, '1,-1')).toBe(4);
  });
  it('restriction: once per round', () => {
    const s = useSkill(
      withSkills(twoPlayers(['march']), P, ['norowas-prayer-of-weather']),
      'norowas-prayer-of-weather',
    );
    expect(skillRefusal(s, 'norowas-prayer-of-weather')).toBe('SKILL-4b');
  });
});

describe('norowas-calming-the-weather', () => {
  it('terrain costs 2 less this turn; another player may return it for 1 less', () => {
    let s = withSkills(twoPlayers(['march']), P, ['norowas-calming-the-weather']);
    s = useSkill(s, 'norowas-calming-the-weather');
    expect(moveCost(s, '1,-1')).toBe(1);
    s = edit(s, (d) => {
      if (d.turn) {
        d.turn.player = 1;
        d.turn.modifiers = [];
      }
    });
    s = useSkill(s, 'norowas-calming-the-weather', { player: 1 });
    expect(moveCost(s, '1,-1')).toBe(2);
  });
  it('restriction: the owner may not return it', () => {
    const s = useSkill(
      withSkills(twoPlayers(['march']), P, ['norowas-calming-the-weather']),
      'norowas-calming-the-weather',
    );
    expect(skillRefusal(s, 'norowas-calming-the-weather')).toBe('SKILL-4b');
  });
});

// ----------------------------------------------------------------------------- Wolfhawk

for (const [id, color] of [
  ['wolfhawk-refreshing-bath', 'blue'],
  ['wolfhawk-refreshing-breeze', 'white'],
] as const) {
  describe(id, () => {
    it(`Heal 1 and a ${color} crystal`, () => {
      const s = useSkill(sk([id]), id);
      expect([s.turn?.healPoints, s.players[P]?.crystals[color]]).toEqual([1, 1]);
    });
    it('restriction: not in combat', () =>
      expect(skillRefusal(blocking(sk([id])), id)).toBe('HEAL-3d'));
  });
}

describe('wolfhawk-hawk-eyes', () => {
  it('Move 1; by Day garrisons within 2 spaces are revealed', () => {
    let s = edit(sk(['wolfhawk-hawk-eyes']), (d) => {
      const h = d.map.hexes['2,-1'];
      if (h) {
        h.site = { type: 'keep' };
        h.enemies = [{ id: card('diggers'), faceUp: false }];
      }
    });
    s = useSkill(s, 'wolfhawk-hawk-eyes');
    expect(s.turn?.movePoints).toBe(1);
    expect(s.map.hexes['2,-1']?.enemies[0]?.faceUp).toBe(true);
  });
  it('at Night exploring costs 1 less', () => {
    const s = useSkill(
      sk(['wolfhawk-hawk-eyes'], ['march'], { time: 'night' }),
      'wolfhawk-hawk-eyes',
    );
    expect(s.turn?.modifiers.some((m) => m.modifier.kind === 'explore-cost')).toBe(true);
  });
  it('restriction: once per turn', () => {
    expect(
      skillRefusal(
        useSkill(sk(['wolfhawk-hawk-eyes']), 'wolfhawk-hawk-eyes'),
        'wolfhawk-hawk-eyes',
      ),
    ).toBe('SKILL-4c');
  });
});

describe('wolfhawk-on-her-own', () => {
  it('Influence 3 without a unit recruited this turn (a unit recruited later costs those 2)', () => {
    const s = useSkill(interacting(sk(['wolfhawk-on-her-own'])), 'wolfhawk-on-her-own');
    expect(s.turn?.influencePoints).toBe(3);
  });
  it('Influence 1 after recruiting a unit', () => {
    const s = edit(interacting(sk(['wolfhawk-on-her-own'])), (d) => {
      if (d.turn) d.turn.flags['recruited:peasants#1'] = 1;
    });
    expect(useSkill(s, 'wolfhawk-on-her-own').turn?.influencePoints).toBe(1);
  });
  it('restriction: only while interacting', () =>
    expect(skillRefusal(sk(['wolfhawk-on-her-own']), 'wolfhawk-on-her-own')).toBe('TURN-OPT-5c.1'));
});

for (const id of ['wolfhawk-deadly-aim', 'wolfhawk-know-your-prey']) {
  describe(id, () => {
    it('a combat skill: not usable outside combat', () => {
      expect(skillRefusal(sk([id]), id)).toBe('COMBAT-5');
    });
  });
}

describe('wolfhawk-taunt', () => {
  it('one enemy attack −1 in the Block phase', () => {
    let s = useSkill(blocking(sk(['wolfhawk-taunt'])), 'wolfhawk-taunt');
    s = top(s)?.kind === 'effect-option' ? choose(s, '0') : s;
    expect(s.combat?.enemies[0]?.attackMod[0]).toBe(-1);
  });
  it('restriction: only in the Block phase', () =>
    expect(skillRefusal(attacking(sk(['wolfhawk-taunt'])), 'wolfhawk-taunt')).toBe(
      'COMBAT-BLOCK-1',
    ));
});

describe('wolfhawk-dueling', () => {
  it('restriction: only in the Block phase', () =>
    expect(skillRefusal(sk(['wolfhawk-dueling']), 'wolfhawk-dueling')).toBe('COMBAT-BLOCK-1'));
});

describe('wolfhawk-wolfs-howl', () => {
  it('one sideways card counts 4, +1 per free Command token; the token goes to the centre', () => {
    let s = useSkill(sk(['wolfhawk-wolfs-howl'], ['march']), 'wolfhawk-wolfs-howl');
    s = play(s, 'march', 'sideways', undefined, 'move');
    expect(s.turn?.movePoints).toBe(5);
    expect(slot(s, 'wolfhawk-wolfs-howl')?.inCenter).toBe(true);
  });
  it('restriction: not during an interaction', () => {
    expect(
      skillRefusal(interacting(sk(['wolfhawk-wolfs-howl'])), 'wolfhawk-wolfs-howl'),
    ).toBeDefined();
  });
});

describe('wolfhawk-howl-of-the-pack', () => {
  it('the same own bonus', () => {
    let s = useSkill(
      withUnits(sk(['wolfhawk-howl-of-the-pack'], ['march']), P, ['peasants']),
      'wolfhawk-howl-of-the-pack',
    );
    s = play(s, 'march', 'sideways', undefined, 'move');
    expect(s.turn?.movePoints).toBe(4);
  });
  it('restriction: returning it needs an enemy to weaken', () => {
    let s = withSkills(twoPlayers(['march']), P, ['wolfhawk-howl-of-the-pack']);
    s = useSkill(s, 'wolfhawk-howl-of-the-pack');
    s = edit(s, (d) => {
      if (d.turn) d.turn.player = 1;
    });
    expect(skillRefusal(s, 'wolfhawk-howl-of-the-pack', { player: 1 })).toBe('COMBAT-5');
  });
});

// ----------------------------------------------------------------------------- Krang

describe('krang-spirit-guides', () => {
  it('Move 1 and +1 to the next Block', () => {
    const s = useSkill(sk(['krang-spirit-guides']), 'krang-spirit-guides');
    expect([s.turn?.movePoints, modHooks(s)]).toEqual([1, ['value-bonus']]);
  });
  it('restriction: once per turn', () =>
    expect(
      skillRefusal(
        useSkill(sk(['krang-spirit-guides']), 'krang-spirit-guides'),
        'krang-spirit-guides',
      ),
    ).toBe('SKILL-4c'));
});

describe('krang-battle-hardened', () => {
  it('restriction: a combat skill (damage reduction)', () =>
    expect(skillRefusal(sk(['krang-battle-hardened']), 'krang-battle-hardened')).toBeDefined());
});

describe('krang-battle-frenzy', () => {
  it('Attack 2; or Attack 4 and the token flips until you rest', () => {
    let s = useSkill(
      attacking(sk(['krang-battle-frenzy']), 'prowlers', 'attack'),
      'krang-battle-frenzy',
    );
    s = choose(s, '1');
    expect(attackTotal(s)).toBe(4);
    expect(slot(s, 'krang-battle-frenzy')?.flipped).toBe(true);
  });
  it('restriction: face down it is unusable; resting turns it face up', () => {
    let s = flipped(sk(['krang-battle-frenzy'], ['march']), 'krang-battle-frenzy');
    s = edit(s, (d) => {
      const x = d.players[P]?.skills[0];
      if (x) x.data = { unflip: 'rest' };
    });
    expect(skillRefusal(s, 'krang-battle-frenzy')).toBe('SKILL-4a');
    expect(skillRefusal(s, 'krang-battle-frenzy', { unflip: true })).toBe('flip-skill');
    s = act(s, { type: 'rest', player: P, discard: [handCard(s, P, 'march')] });
    s = useSkill(s, 'krang-battle-frenzy', { unflip: true });
    expect(slot(s, 'krang-battle-frenzy')?.flipped).toBe(false);
  });
});

describe('krang-shamanic-ritual', () => {
  it('a mana token of any colour; the turn’s action turns it face up again', () => {
    let s = useSkill(sk(['krang-shamanic-ritual']), 'krang-shamanic-ritual');
    s = choose(s, 'gold');
    expect(s.turn?.manaTokens).toEqual(['gold']);
    s = useSkill(s, 'krang-shamanic-ritual', { unflip: true });
    expect([slot(s, 'krang-shamanic-ritual')?.flipped, s.turn?.action]).toEqual([false, 'other']);
  });
  it('restriction: not once the action is taken', () => {
    let s = choose(useSkill(sk(['krang-shamanic-ritual']), 'krang-shamanic-ritual'), 'red');
    s = edit(s, (d) => {
      if (d.turn) d.turn.action = 'interaction';
    });
    expect(skillRefusal(s, 'krang-shamanic-ritual', { unflip: true })).toBe('flip-skill');
  });
});

for (const [id, bonus, other] of [
  ['krang-regenerate', 'red', 'die:3'],
  ['braevalar-regenerate', 'green', 'die:1'],
] as const) {
  describe(id, () => {
    it(`pay a mana and throw away a Wound; ${bonus} mana also draws a card`, () => {
      let s = useSkill(sk([id], ['wound']), id);
      s = choose(s, bonus === 'red' ? 'die:1' : 'die:3');
      expect(wounds(hand(s))).toBe(0);
      expect(hand(s)).toHaveLength(1);
    });
    it('another colour draws nothing', () => {
      let s = useSkill(sk([id], ['wound']), id);
      s = choose(s, other);
      expect(hand(s)).toHaveLength(0);
    });
    it('restriction: no Wound in hand', () => expect(skillRefusal(sk([id]), id)).toBeDefined());
  });
}

describe('krang-arcane-disguise', () => {
  it('Influence 2; or ignore Reputation this turn (flip; a green mana turns it up)', () => {
    let s = edit(sk(['krang-arcane-disguise']), (d) => {
      const p = d.players[P];
      if (p) p.reputation = -7;
      const h = d.map.hexes['0,0'];
      if (h) h.site = { type: 'village' };
    });
    expect(refusal(s, { type: 'interact', player: P })).toBe('INTERACT-2a.1');
    s = useSkill(s, 'krang-arcane-disguise');
    if (top(s)?.kind === 'effect-option') s = choose(s, '1');
    s = act(s, { type: 'interact', player: P });
    expect(s.turn?.influencePoints).toBe(0);
    s = useSkill(s, 'krang-arcane-disguise', { unflip: true, mana: [{ kind: 'die', die: 3 }] });
    expect(slot(s, 'krang-arcane-disguise')?.flipped).toBe(false);
  });
  it('restriction: turning it up needs green mana', () => {
    let s = useSkill(sk(['krang-arcane-disguise']), 'krang-arcane-disguise');
    if (top(s)?.kind === 'effect-option') s = choose(s, '1');
    expect(
      refusal(s, {
        type: 'use-skill',
        player: P,
        skill: 'krang-arcane-disguise',
        unflip: true,
        mana: [{ kind: 'die', die: 1 }],
      }),
    ).toBe('CARD-3a');
  });
});

describe('krang-puppet-master', () => {
  it('restriction: a combat skill', () =>
    expect(skillRefusal(sk(['krang-puppet-master']), 'krang-puppet-master')).toBeDefined());
});

describe('krang-master-of-chaos', () => {
  it('the wheel turns one step: from blue to green = Move 1', () => {
    const s = useSkill(sk(['krang-master-of-chaos']), 'krang-master-of-chaos');
    expect(s.turn?.movePoints).toBe(1);
    expect(slot(s, 'krang-master-of-chaos')?.data?.position).toBe(1);
  });
  it('restriction: the next position’s effect must be usable (black = Ranged attack, not outside combat)', () => {
    const s = edit(sk(['krang-master-of-chaos']), (d) => {
      const x = d.players[P]?.skills[0];
      if (x) x.data = { position: 1 };
    });
    expect(skillRefusal(s, 'krang-master-of-chaos')).toBe('TURN-OPT-5c.1');
  });
});

describe('krang-curse', () => {
  it('restriction: a combat skill', () =>
    expect(skillRefusal(sk(['krang-curse']), 'krang-curse')).toBe('COMBAT-5'));
});

describe('krang-mana-suppression', () => {
  it('another player’s first basic mana costs one more of it; its owner gains a crystal of it next turn', () => {
    let s = withSkills(twoPlayers(['march']), P, ['krang-mana-suppression']);
    s = useSkill(s, 'krang-mana-suppression');
    s = edit(s, (d) => {
      if (d.turn) {
        d.turn.player = 1;
        d.turn.manaTokens = ['green', 'green'];
      }
      const o = d.players[1];
      if (o) o.hand = [card('march')];
    });
    s = act(s, {
      type: 'play-card',
      player: 1,
      card: s.players[1]?.hand[0] ?? '',
      mode: 'strong',
      mana: [{ kind: 'token', color: 'green' }],
    });
    expect(s.turn?.manaTokens).toEqual([]);
    expect(slot(s, 'krang-mana-suppression')?.data).toMatchObject({ 'paid:green': 1 });
  });
  it('restriction: once per round', () => {
    const s = useSkill(
      withSkills(twoPlayers(['march']), P, ['krang-mana-suppression']),
      'krang-mana-suppression',
    );
    expect(skillRefusal(s, 'krang-mana-suppression')).toBe('SKILL-4b');
  });
});

describe('krang-mana-enhancement', () => {
  it('after spending basic mana: a crystal of it; the token marks the colour', () => {
    let s = play(sk(['krang-mana-enhancement'], ['march']), 'march', 'strong', 3);
    s = useSkill(s, 'krang-mana-enhancement');
    expect(s.players[P]?.crystals.green).toBe(1);
    expect(slot(s, 'krang-mana-enhancement')?.data?.color).toBe('green');
  });
  it('restriction: no mana spent yet', () =>
    expect(skillRefusal(sk(['krang-mana-enhancement']), 'krang-mana-enhancement')).toBeDefined());
});

// ----------------------------------------------------------------------------- Braevalar

describe('braevalar-elemental-resistance', () => {
  it('restriction: a combat skill (damage reduction)', () =>
    expect(
      skillRefusal(sk(['braevalar-elemental-resistance']), 'braevalar-elemental-resistance'),
    ).toBeDefined());
});

describe('braevalar-feral-allies', () => {
  it('passive: exploring costs 1 less every turn', () => {
    let s = withSkills(deedGame(['march']), P, ['braevalar-feral-allies']);
    s = nextOwnTurn(s);
    expect(
      s.turn?.modifiers.some((m) => m.modifier.kind === 'explore-cost' && m.modifier.delta === -1),
    ).toBe(true);
  });
  it('use: Attack 1 in the Attack phase', () => {
    let s = useSkill(
      attacking(sk(['braevalar-feral-allies']), 'prowlers', 'attack'),
      'braevalar-feral-allies',
    );
    if (top(s)?.kind === 'effect-option') s = choose(s, '0');
    expect(attackTotal(s)).toBe(1);
  });
  it('restriction: the use needs a combat', () =>
    expect(skillRefusal(sk(['braevalar-feral-allies']), 'braevalar-feral-allies')).toBeDefined());
});

for (const [id, first, second] of [
  ['braevalar-thunderstorm', 'blue', 'white'],
  ['braevalar-lightning-storm', 'green', 'red'],
] as const) {
  describe(id, () => {
    it(`two tokens: ${first} and ${second}`, () => {
      let s = useSkill(sk([id]), id);
      s = choose(choose(s, '1'), '1');
      expect(s.turn?.manaTokens).toEqual([first, second]);
    });
    it('restriction: once per round', () => {
      const s = choose(choose(useSkill(sk([id]), id), '0'), '0');
      expect(skillRefusal(s, id)).toBe('SKILL-4a');
    });
  });
}

describe('braevalar-beguile', () => {
  it('Influence 3; 4 at a Magical Glade; 2 at a fortified site', () => {
    expect(
      useSkill(interacting(sk(['braevalar-beguile'])), 'braevalar-beguile').turn?.influencePoints,
    ).toBe(3);
    const glade = edit(interacting(sk(['braevalar-beguile'])), (d) => {
      const h = d.map.hexes['0,0'];
      if (h) h.site = { type: 'magical-glade' };
    });
    expect(useSkill(glade, 'braevalar-beguile').turn?.influencePoints).toBe(4);
  });
  it('restriction: only while interacting', () =>
    expect(skillRefusal(sk(['braevalar-beguile']), 'braevalar-beguile')).toBe('INTERACT-2'));
});

describe('braevalar-forked-lightning', () => {
  it('restriction: a combat skill', () =>
    expect(
      skillRefusal(sk(['braevalar-forked-lightning']), 'braevalar-forked-lightning'),
    ).toBeDefined());
});

describe('braevalar-shapeshift', () => {
  it('a Basic Action giving Move gives the same amount of Attack instead', () => {
    let s = useSkill(
      attacking(sk(['braevalar-shapeshift'], ['march']), 'prowlers', 'attack'),
      'braevalar-shapeshift',
    );
    s = choose(s, 'attack');
    s = play(s, 'march', 'basic');
    expect(attackTotal(s)).toBe(2);
  });
  it('restriction: only Basic Action cards', () => {
    expect(
      skillRefusal(sk(['braevalar-shapeshift'], ['fire-bolt']), 'braevalar-shapeshift'),
    ).toBeDefined();
  });
});

describe('braevalar-secret-ways', () => {
  it('Move 1; with blue mana lakes cost 2 this turn', () => {
    let s = useSkill(withTokens(sk(['braevalar-secret-ways']), ['blue']), 'braevalar-secret-ways');
    s = choose(s, '1');
    s = choose(s, 'token:blue');
    s = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'lake';
    });
    expect([s.turn?.movePoints, moveCost(s, '1,0')]).toEqual([1, 2]);
  });
  it('passive: mountains can be entered for 5 and are safe', () => {
    let s = withSkills(deedGame(['march']), P, ['braevalar-secret-ways']);
    s = nextOwnTurn(s);
    s = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'mountain';
    });
    expect(moveCost(s, '1,0')).toBe(5);
  });
  it('restriction: once per turn', () => {
    const s = choose(useSkill(sk(['braevalar-secret-ways']), 'braevalar-secret-ways'), '0');
    expect(skillRefusal(s, 'braevalar-secret-ways')).toBe('SKILL-4c');
  });
});

for (const id of ['braevalar-natures-vengeance', 'braevalar-natures-vengeance-coop']) {
  describe(id, () => {
    it('interactive: in combat it weakens an enemy attack; the token goes to the centre (SKILL-4b)', () => {
      let s = useSkill(blocking(sk([id])), id);
      while (top(s)) s = choose(s, top(s)?.options[0] ?? '');
      expect(slot(s, id)?.inCenter).toBe(true);
      expect(skillRefusal(s, id)).toBe('SKILL-4b');
    });
  });
}

describe('skill tokens', () => {
  it('7 heroes × 11 tokens are in the data', () => expect(SKILLS).toHaveLength(77));
});

// ----------------------------------------------------------------------------- registry

describe('custom hooks registry', () => {
  const implemented = new Set([
    ...Object.keys(HOOKS),
    ...Object.keys(deedHooks()),
    ...Object.keys(ENEMY_HOOKS),
    ...Object.keys(RULE_HOOKS),
    ...Object.keys(COMBAT_RULE_HOOKS),
  ]);
  it('every custom hook named in the content is implemented (combat ones included)', () => {
    expect(CUSTOM_HOOKS_USED.filter((h) => !implemented.has(h))).toEqual([]);
  });
});
