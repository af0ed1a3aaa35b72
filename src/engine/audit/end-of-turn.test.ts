// Rules audit §9–§10: end of turn (RULES.md END-*) and wounds and healing (WOUND-*, HEAL-*).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../index';
import { heroArmor, commandTokens } from '../state/player';
import { handLimitFor, isWound } from '../state/cards';
import { levelInfo } from '../content/tracks';
import { cardDef, unitDef } from '../content';
import {
  act,
  actWithEvents,
  edit,
  handCard,
  inCombat,
  legal,
  testGame,
  withDice,
  withHand,
  withUnits,
} from '../testing/builders';
import { endTurn, settle } from './helpers';

const P = 0;
const playMarch = (s: GameState) =>
  act(s, { type: 'play-card', player: P, card: handCard(s, P, 'march'), mode: 'basic' });

describe('§9 end of turn', () => {
  it('END-1 / TURN-END-8a: the used dice are rerolled and returned first, before the other end-of-turn steps', () => {
    let s = withDice(withHand(testGame(), P, ['march', 'rage', 'stamina']), [
      'green',
      'red',
      'blue',
    ]);
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'march'),
      mode: 'strong',
      mana: [{ kind: 'die', die: 1 }],
    });
    const { state, events } = actWithEvents(s, { type: 'end-turn', player: P });
    // the discard decision (END-7a) is still open, the dice are already back
    expect(state.pending[state.pending.length - 1]?.kind).toBe('end-discard');
    expect(state.source.dice.every((d) => d.takenBy === null)).toBe(true);
    const order = events.map((e) => e.type);
    expect(order.indexOf('dice-rolled')).toBeLessThan(order.indexOf('play-area-cleared'));
  });

  it('END-5 / END-5a: a random crystal reward rolls a die per crystal (3 of a colour already: nothing)', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    s = edit(s, (d) => {
      const p = d.players[P];
      if (p) p.crystals = { red: 3, blue: 3, green: 3, white: 3 };
      d.turn?.rewards.push({ kind: 'random-crystals', count: 3 });
    });
    s = endTurn(playMarch(s));
    expect(s.players[P]?.crystals).toEqual({ red: 3, blue: 3, green: 3, white: 3 });
  });

  it('END-5b: artifacts: draw one more than won, one goes to the bottom of the Artifact deck, the rest on top of the Deed deck', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    s = edit(s, (d) => void d.turn?.rewards.push({ kind: 'artifact', count: 1 }));
    const top2 = s.decks.artifacts.slice(0, 2);
    s = act(playMarch(s), { type: 'end-turn', player: P });
    const pend = s.pending[s.pending.length - 1];
    expect(pend?.kind).toBe('reward-artifact');
    expect(pend?.options).toEqual(top2);
    s = act(s, { type: 'choose', player: P, option: top2[0] ?? '' });
    expect(s.decks.artifacts[s.decks.artifacts.length - 1]).toBe(top2[0]);
    s = settle(s);
    const p = s.players[P];
    expect([...(p?.deck ?? []), ...(p?.hand ?? [])]).toContain(top2[1]);
  });

  it('END-5c: a spell reward comes from the Spell offer onto the Deed deck; the offer is refilled', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    s = edit(s, (d) => void d.turn?.rewards.push({ kind: 'spell', count: 1 }));
    const offer = [...s.offers.spells];
    s = act(playMarch(s), { type: 'end-turn', player: P });
    const spell = offer[1] ?? '';
    s = act(s, { type: 'choose', player: P, option: spell });
    expect(s.offers.spells).toHaveLength(3);
    expect(s.offers.spells).not.toContain(spell);
    s = settle(s);
    const p = s.players[P];
    expect([...(p?.deck ?? []), ...(p?.hand ?? [])]).toContain(spell);
  });

  it('END-5d / END-5d.1: a unit reward takes any unit; a level-up in the same turn that adds a Command token makes room', () => {
    let s = withUnits(withHand(testGame(), P, ['march', 'rage']), P, ['peasants']);
    s = edit(s, (d) => {
      const p = d.players[P];
      if (p) {
        p.level = 2;
        p.fame = 8; // crossed into level 3 this turn: a second Command token
      }
      d.turn?.rewards.push({ kind: 'unit', count: 1 });
    });
    s = act(playMarch(s), { type: 'end-turn', player: P });
    const pend = s.pending[s.pending.length - 1];
    expect(pend?.kind).toBe('reward-unit');
    const unit = pend?.options.find((o) => o !== 'forgo') ?? '';
    s = act(s, { type: 'choose', player: P, option: unit });
    s = settle(s);
    expect(s.players[P]?.units.map((u) => u.id)).toContain(unit);
    expect(s.players[P]?.units).toHaveLength(2);
  });

  it('END-6 / END-6a / END-6a.1 / END-6a.2: reaching an odd level reveals the next level token (Armor, Hand limit) and adds a Command token', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    s = edit(s, (d) => {
      const p = d.players[P];
      if (p) {
        p.level = 4;
        p.fame = 24; // level 5
      }
    });
    const p0 = s.players[P];
    expect(p0 && commandTokens(p0)).toBe(2);
    s = endTurn(playMarch(s));
    const p = s.players[P];
    expect(p?.level).toBe(5);
    expect(p && heroArmor(p)).toBe(levelInfo(5).armor);
    expect(levelInfo(5).handLimit).toBe(6);
    expect(p && commandTokens(p)).toBe(3);
    expect(p?.hand.length).toBe(6); // END-7b: the new Hand limit counts for this draw
  });

  it('END-6b.3: the new Advanced Action goes on top of the Deed deck; the offer is refilled', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    s = edit(s, (d) => {
      const p = d.players[P];
      if (p) {
        p.fame = 3;
        p.deck = [];
      }
    });
    s = act(playMarch(s), { type: 'end-turn', player: P });
    const own = s.pending[s.pending.length - 1]?.options.find((o) => o.startsWith('own:')) ?? '';
    s = act(s, { type: 'choose', player: P, option: own });
    const aa = s.pending[s.pending.length - 1]?.options[0] ?? '';
    s = act(s, { type: 'choose', player: P, option: aa });
    expect(s.offers.advancedActions).toHaveLength(3);
    expect(s.offers.advancedActions).not.toContain(aa);
    s = settle(s);
    expect(s.players[P]?.hand).toContain(aa); // the deck was empty: it is drawn at once
  });

  it('END-7 / END-7a / END-7b: before drawing, any non-Wound cards may be discarded; then draw up to the Hand limit', () => {
    let s = withHand(testGame(), P, ['march', 'rage', 'stamina', 'wound']);
    s = act(playMarch(s), { type: 'end-turn', player: P });
    const pend = s.pending[s.pending.length - 1];
    expect(pend?.kind).toBe('end-discard');
    expect(pend?.options.some((o) => isWound(o))).toBe(false);
    s = act(s, {
      type: 'choose',
      player: P,
      option: [handCard(s, P, 'rage'), handCard(s, P, 'stamina')],
    });
    s = settle(s);
    expect(s.players[P]?.hand).toHaveLength(5);
  });

  it('END-7c: holding more cards than the Hand limit, nothing is discarded and nothing drawn', () => {
    let s = withHand(testGame(), P, [
      'march',
      'rage',
      'rage',
      'stamina',
      'stamina',
      'promise',
      'promise',
      'swiftness',
    ]);
    s = endTurn(playMarch(s));
    const p = s.players[P];
    expect(p?.hand).toHaveLength(7);
    expect(p && handLimitFor(s, p)).toBe(5);
  });

  it('END-7d: when the deck runs out while drawing, stop; the discard pile is not shuffled', () => {
    let s = withHand(testGame(), P, ['march', 'rage']);
    s = edit(s, (d) => {
      const p = d.players[P];
      if (p) {
        p.discard = p.deck.slice(2);
        p.deck = p.deck.slice(0, 2);
      }
    });
    s = endTurn(playMarch(s));
    const p = s.players[P];
    expect(p?.hand).toHaveLength(3);
    expect(p?.deck).toHaveLength(0);
  });
});

describe('§10 wounds and healing', () => {
  it('WOUND-2 / HEAL-3c.2 / HEAL-3c.3: a unit with two Wounds (poison) is healed twice, paying its level each time', () => {
    let s = withUnits(withHand(testGame(), P, ['march']), P, ['peasants']);
    s = edit(s, (d) => {
      const u = d.players[P]?.units[0];
      if (u) u.wounds = 2;
      if (d.turn) d.turn.healPoints = 2;
    });
    const u = s.players[P]?.units[0]?.id ?? '';
    expect(unitDef(u).level).toBe(1);
    s = act(s, { type: 'heal', player: P, target: u });
    expect(s.players[P]?.units[0]?.wounds).toBe(1);
    s = act(s, { type: 'heal', player: P, target: u });
    expect(s.players[P]?.units[0]?.wounds).toBe(0);
  });

  it('HEAL-3 / HEAL-3a: healing is possible even in a rest turn; Heal X gives Healing points', () => {
    let s = withHand(testGame(), P, ['tranquility', 'march', 'wound']);
    s = act(s, { type: 'rest', player: P, discard: [handCard(s, P, 'march')] });
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'tranquility'),
      mode: 'basic',
    });
    s = act(s, { type: 'choose', player: P, option: s.pending[0]?.options[0] ?? '' });
    expect(s.turn?.healPoints).toBe(1);
    s = act(s, { type: 'heal', player: P, target: 'wound' });
    expect(s.players[P]?.hand.filter(isWound)).toHaveLength(0);
  });

  it('HEAL-3d.2: unused Healing points are lost when a combat begins', () => {
    let s = withHand(testGame(), P, ['march']);
    s = edit(s, (d) => void (d.turn && (d.turn.healPoints = 3)));
    s = inCombat(s, ['prowlers']);
    expect(s.turn?.healPoints).toBe(0);
  });

  it('HEAL-3d / HEAL-3d.1: no healing during combat; damage from it may be healed after it in the same turn', () => {
    let s = withHand(testGame(), P, ['tranquility', 'march']);
    s = inCombat(s, ['prowlers']);
    expect(legal(s, 'heal')).toEqual([]);
    s = act(s, { type: 'end-combat-phase', player: P });
    s = act(s, { type: 'end-combat-phase', player: P });
    s = act(s, {
      type: 'assign-damage',
      player: P,
      enemy: s.combat?.enemies[0]?.id ?? '',
      attack: 0,
      to: 'hero',
    });
    s = act(s, { type: 'end-combat-phase', player: P });
    expect(s.combat).toBeNull();
    expect(s.players[P]?.hand.filter(isWound).length).toBeGreaterThan(0);
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'tranquility'),
      mode: 'basic',
    });
    s = act(s, { type: 'choose', player: P, option: s.pending[0]?.options[0] ?? '' });
    const before = s.players[P]?.hand.filter(isWound).length ?? 0;
    s = act(s, { type: 'heal', player: P, target: 'wound' });
    expect(s.players[P]?.hand.filter(isWound)).toHaveLength(before - 1);
  });

  it('HEAL-3c.1: 1 Healing point throws away 1 Wound from hand (back onto the Wound pile)', () => {
    let s = withHand(testGame(), P, ['wound', 'march']);
    s = edit(s, (d) => void (d.turn && (d.turn.healPoints = 1)));
    const pile = s.woundPile;
    s = act(s, { type: 'heal', player: P, target: 'wound' });
    expect(s.woundPile).toBe(pile + 1);
    expect(cardDef('wound').type).toBe('wound');
  });
});
