// Rules audit §4: basic game concepts — deed cards, units, skills, mana, effects, composite effects,
// gaining, discarding and throwing away (RULES.md CARD-*, UNIT-*, SKILL-*, MANA-*, EFFECT-*,
// COMPOSITE-*, GAIN-*, DISCARD-*).
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, cardDef, heroDef } from '../content';
import { BASIC_COLORS } from '../core/types';
import { isWound } from '../state/cards';
import {
  act,
  at,
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
  withTokens,
  withUnits,
} from '../testing/builders';
import { endTurn } from './helpers';

const P = 0;

describe('§4.1 deed cards', () => {
  it('CARD-1: deed cards are Basic and Advanced Actions, Spells, Artifacts and Wounds; starting decks hold only Basic Actions', () => {
    const types = new Set(ALL_CARDS.map((c) => c.type));
    expect([...types].sort()).toEqual(
      ['advanced-action', 'artifact', 'basic-action', 'spell', 'wound'].sort(),
    );
    for (const c of heroDef('goldyx').deck) expect(cardDef(c).type).toBe('basic-action');
  });

  it('CARD-2: a played card goes from the hand into the play area and its effect is carried out', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    const m = handCard(s, P, 'march');
    s = act(s, { type: 'play-card', player: P, card: m, mode: 'basic' });
    expect(s.players[P]?.hand).not.toContain(m);
    expect(s.turn?.played.map((x) => x.card)).toContain(m);
    expect(s.turn?.movePoints).toBe(2);
  });

  it('CARD-5 / DISCARD-1 / WOUND-1a: at the end of the turn played cards are discarded; unplayed non-Wound cards may be kept or discarded, Wounds never', () => {
    let s = withHand(testGame(), P, ['march', 'rage', 'wound']);
    const m = handCard(s, P, 'march');
    s = act(s, { type: 'play-card', player: P, card: m, mode: 'basic' });
    s = act(s, { type: 'end-turn', player: P });
    const p = s.pending[s.pending.length - 1];
    expect(p?.kind).toBe('end-discard');
    expect(p?.min).toBe(0);
    expect(p?.options).toEqual([handCard(s, P, 'rage')]);
    const w = s.players[P]?.hand.find(isWound) ?? '';
    expect(refusal(s, { type: 'choose', player: P, option: [w] })).toBeDefined();
    s = act(s, { type: 'choose', player: P, option: [] });
    expect(s.players[P]?.discard).toContain(m);
    expect(s.players[P]?.hand.filter(isWound)).toHaveLength(1);
  });

  it('CARD-6a: Wounds cannot pay a “discard a card” cost', () => {
    // Improvisation: discard another card for Move/Influence/Attack/Block 3.
    const s = withHand(testGame(), P, ['improvisation', 'wound']);
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'improvisation'),
        mode: 'basic',
      }),
    ).toBeDefined();
  });
});

describe('§4.2 units', () => {
  it('UNIT-1: once recruited, an Elite unit is used like any other (the card back no longer matters)', () => {
    let s = withUnits(withMovePoints(testGame(), 0), P, ['altem-guardians']);
    const u = s.players[P]?.units[0]?.id ?? '';
    s = inCombat(s, ['prowlers']);
    s = act(s, { type: 'end-combat-phase', player: P });
    s = act(s, {
      type: 'declare-block',
      player: P,
      enemy: s.combat?.enemies[0]?.id ?? '',
      attack: 0,
    });
    const acts = legal(s, 'activate-unit').filter((a) => a.unit === u);
    expect(acts.length).toBeGreaterThan(0);
  });

  it('UNIT-3a / UNIT-3b / UNIT-5a: an activated unit changes from ready to spent', () => {
    let s = withUnits(withHand(testGame(), P, ['march']), P, ['peasants']);
    const u = s.players[P]?.units[0]?.id ?? '';
    expect(s.players[P]?.units[0]?.ready).toBe(true);
    s = act(s, { type: 'activate-unit', player: P, unit: u, ability: 2 }); // Move 2
    expect(s.players[P]?.units[0]?.ready).toBe(false);
    expect(s.turn?.movePoints).toBe(2);
    expect(refusal(s, { type: 'activate-unit', player: P, unit: u, ability: 2 })).toBeDefined();
  });

  it('UNIT-3c / WOUND-2a: a wounded unit cannot be activated', () => {
    const s = edit(withUnits(testGame(), P, ['peasants']), (d) => {
      const u = d.players[P]?.units[0];
      if (u) u.wounds = 1;
    });
    const u = s.players[P]?.units[0]?.id ?? '';
    expect(refusal(s, { type: 'activate-unit', player: P, unit: u, ability: 2 })).toBeDefined();
  });

  it('UNIT-9: spent units are neither discarded nor readied at the end of the turn', () => {
    let s = withUnits(withHand(testGame(), P, ['march', 'rage']), P, ['peasants']);
    const u = s.players[P]?.units[0]?.id ?? '';
    s = act(s, { type: 'activate-unit', player: P, unit: u, ability: 2 });
    s = endTurn(s);
    expect(s.players[P]?.units.map((x) => x.id)).toEqual([u]);
    expect(s.players[P]?.units[0]?.ready).toBe(false);
  });

  it('UNIT-7: an effect raising a unit’s value works only on a value the unit has (Leadership: Block +3 / Attack +2 / Ranged +1 — a Siege attack gets nothing)', () => {
    let s = withUnits(testGame(), P, ['scouts']);
    s = edit(
      s,
      (d) =>
        void d.players[P]?.skills.push({
          id: 'norowas-leadership',
          flipped: false,
          usedThisTurn: false,
          inCenter: false,
        }),
    );
    s = inCombat(s, ['prowlers']);
    s = act(s, { type: 'use-skill', player: P, skill: 'norowas-leadership' });
    const e = s.combat?.enemies[0]?.id ?? '';
    s = act(s, { type: 'declare-attack', player: P, targets: [e] });
    const u = s.players[P]?.units[0]?.id ?? '';
    s = act(s, { type: 'activate-unit', player: P, unit: u, ability: 0 }); // Siege Attack 1
    expect(s.combat?.attack?.entries.reduce((n, x) => n + x.amount, 0)).toBe(1);
  });
});

describe('§4.3 skills', () => {
  it('SKILL-1 / SKILL-2 / SKILL-2a: each hero has an own set of tokens; an even level gives one, face up', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    for (const sk of s.players[P]?.skillPile ?? []) expect(heroDef('tovak').skills).toContain(sk);
    s = edit(s, (d) => {
      const p = d.players[P];
      if (p) p.fame = 3;
    });
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    s = act(s, { type: 'end-turn', player: P });
    const opt = s.pending[s.pending.length - 1]?.options.find((o) => o.startsWith('own:')) ?? '';
    s = act(s, { type: 'choose', player: P, option: opt });
    const gained = s.players[P]?.skills[0];
    expect(gained?.id).toBe(opt.slice(4));
    expect(gained?.flipped).toBe(false);
  });
});

describe('§4.4 mana', () => {
  it('MANA-1 / MANA-2: four basic colours can be crystals; gold and black exist only as pure mana', () => {
    expect([...BASIC_COLORS].sort()).toEqual(['blue', 'green', 'red', 'white']);
    const s = testGame();
    expect(Object.keys(s.players[P]?.crystals ?? {}).sort()).toEqual([
      'blue',
      'green',
      'red',
      'white',
    ]);
  });

  it('MANA-1a / END-3a: unused mana tokens in the play area are lost at the end of the turn', () => {
    let s = withTokens(withHand(testGame(), P, ['march', 'rage']), ['red', 'gold']);
    expect(s.turn?.manaTokens).toEqual(['red', 'gold']);
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    s = endTurn(s);
    expect(s.players[P]?.crystals).toEqual({ red: 0, blue: 0, green: 0, white: 0 });
    // the next turn starts without them
    expect(s.turn?.manaTokens ?? []).not.toContain('red');
  });

  it('MANA-1c: a crystal can be used as pure mana at any time of the turn (here: before moving)', () => {
    const s = withCrystals(withHand(testGame(), P, ['march']), P, { green: 1 });
    const a = legal(s, 'play-card').find(
      (x) => x.mode === 'strong' && x.mana?.[0]?.kind === 'crystal',
    );
    expect(a).toBeDefined();
  });

  it('MANA-3 / MANA-3a: a die taken from the Source is used at once and rerolled/returned at the end of the turn', () => {
    let s = withDice(withHand(testGame(), P, ['march', 'rage']), ['green', 'red', 'blue']);
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'march'),
      mode: 'strong',
      mana: [{ kind: 'die', die: 1 }],
    });
    expect(s.source.dice.find((d) => d.id === 1)?.takenBy).toBe(P);
    s = endTurn(s);
    expect(s.source.dice.find((d) => d.id === 1)?.takenBy).toBeNull();
  });

  it('MANA-3b: a die is taken only as payment — there is no action to take a die without using it', () => {
    const s = withDice(testGame(), ['green', 'red', 'blue']);
    const types = new Set(legal(s, 'play-card').map((a) => a.type));
    expect([...types]).toEqual(['play-card']);
    expect(s.source.dice.every((d) => d.takenBy === null)).toBe(true);
  });
});

describe('§4.5–4.8 effects, gaining, discarding', () => {
  it('EFFECT-1: a rule change from an effect lasts until the end of the turn', () => {
    let s = withHand(testGame(), P, ['path-finding', 'rage']);
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'path-finding'),
      mode: 'basic',
    });
    expect(s.turn?.modifiers.some((m) => m.modifier.kind === 'terrain-cost')).toBe(true);
    s = endTurn(s);
    expect(s.turn?.modifiers ?? []).toEqual([]);
  });

  it('COMPOSITE-1a: Maximal Effect on a card is one played effect (one combined Move)', () => {
    let s = withDice(withHand(testGame(), P, ['maximal-effect', 'march']), ['red', 'red', 'red']);
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'maximal-effect'),
      mode: 'basic',
    });
    const pend = s.pending[s.pending.length - 1];
    expect(pend).toBeDefined();
    s = act(s, { type: 'choose', player: P, option: handCard(s, P, 'march') });
    // basic: the other card's basic effect three times → Move 2 × 3 = 6 in one effect
    expect(s.turn?.movePoints).toBe(6);
  });

  it('DISCARD-2a: a thrown-away Wound goes back onto the Wound pile', () => {
    let s = withHand(testGame(), P, ['tranquility', 'wound']);
    const pile = s.woundPile;
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'tranquility'),
      mode: 'basic',
    });
    // Tranquility basic: Heal 1 (or draw); heal the Wound in hand
    const pend = s.pending[s.pending.length - 1];
    if (pend) s = act(s, { type: 'choose', player: P, option: pend.options[0] ?? '' });
    s = act(s, { type: 'heal', player: P, target: 'wound' });
    expect(s.woundPile).toBe(pile + 1);
    expect(s.players[P]?.hand.filter(isWound)).toHaveLength(0);
  });

  it('DISCARD-2b / CARD-3c: an artifact thrown away for its strong effect leaves the game', () => {
    let s = withHand(testGame(), P, ['endless-gem-pouch', 'march']);
    const c = handCard(s, P, 'endless-gem-pouch');
    s = act(s, { type: 'play-card', player: P, card: c, mode: 'strong' });
    while (s.pending.length > 0)
      s = act(s, {
        type: 'choose',
        player: P,
        option: s.pending[s.pending.length - 1]?.options[0] ?? '',
      });
    s = endTurn(s);
    expect(s.removed).toContain(c);
    expect(s.players[P]?.discard).not.toContain(c);
    expect(s.players[P]?.deck).not.toContain(c);
  });

  it('GAIN-4 / END-5: combat rewards (a mage tower’s spell) are taken only at the end of the turn', () => {
    let s = testGame();
    const spellsBefore = s.offers.spells.length;
    s = edit(s, (d) => {
      d.turn?.rewards.push({ kind: 'spell' } as never);
    });
    expect(s.offers.spells).toHaveLength(spellsBefore);
    s = withHand(s, P, ['march', 'rage']);
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });
    s = act(s, { type: 'end-turn', player: P });
    expect(s.pending[s.pending.length - 1]?.source).toBeDefined();
  });

  it('MOVE-2a: Move may come from a unit ability', () => {
    let s = withUnits(at(testGame(), P, '0,0'), P, ['peasants']);
    const u = s.players[P]?.units[0]?.id ?? '';
    s = act(s, { type: 'activate-unit', player: P, unit: u, ability: 2 });
    expect(s.turn?.movePoints).toBe(2);
  });
});
