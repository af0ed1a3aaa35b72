// Rules audit §7: interaction with locals (RULES.md INTERACT-*).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../index';
import { unitDef } from '../content';
import {
  act,
  at,
  edit,
  handCard,
  legal,
  refusal,
  testGame,
  withHand,
  withSite,
} from '../testing/builders';

const P = 0;
const VILLAGE = '2,-3';

/** Player 0 at the village of the test map, with these cards and Reputation. */
function atVillage(cards: string[], reputation = 0): GameState {
  return edit(at(withHand(testGame(), P, cards), P, VILLAGE), (d) => {
    const p = d.players[P];
    if (p) p.reputation = reputation;
  });
}

describe('§7 interaction', () => {
  it('INTERACT-2b / INTERACT-2c / INTERACT-2d: Influence cards, Influence X and sideways cards (Influence 1) add up', () => {
    let s = act(atVillage(['promise', 'march']), { type: 'interact', player: P });
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'promise'), mode: 'basic' });
    expect(s.turn?.influencePoints).toBe(2);
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'march'),
      mode: 'sideways',
      as: 'influence',
    });
    expect(s.turn?.influencePoints).toBe(3);
  });

  it('INTERACT-2e / HEAL-3b: special and healing effects may be played while interacting', () => {
    let s = act(atVillage(['tranquility', 'wound']), { type: 'interact', player: P });
    expect(
      refusal(s, {
        type: 'play-card',
        player: P,
        card: handCard(s, P, 'tranquility'),
        mode: 'basic',
      }),
    ).toBeUndefined();
    s = act(s, {
      type: 'play-card',
      player: P,
      card: handCard(s, P, 'tranquility'),
      mode: 'basic',
    });
    expect(s.combat).toBeNull();
  });

  it('INTERACT-2a / INTERACT-3b: a positive Reputation gives Influence at the start — enough to buy without any Influence card', () => {
    // Reputation +7 → +5 Influence (REF-2); Healing at a village costs 3 (INTERACT-4b).
    let s = act(atVillage(['wound', 'march'], 7), { type: 'interact', player: P });
    expect(s.turn?.influencePoints).toBe(5);
    s = act(s, { type: 'buy', player: P, item: 'heal' });
    expect(s.turn?.influencePoints).toBe(2);
    expect(s.turn?.healPoints).toBe(1);
  });

  it('INTERACT-5 / INTERACT-5a: any number of things may be bought; the Reputation modifier counts only once', () => {
    let s = act(atVillage(['wound', 'wound', 'promise', 'promise'], 4), {
      type: 'interact',
      player: P,
    });
    expect(s.turn?.influencePoints).toBe(2); // +4 Reputation → +2, once
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'promise'), mode: 'basic' });
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'promise'), mode: 'basic' });
    expect(s.turn?.influencePoints).toBe(6);
    s = act(s, { type: 'buy', player: P, item: 'heal' });
    s = act(s, { type: 'buy', player: P, item: 'heal' });
    expect(s.turn?.influencePoints).toBe(0);
    expect(s.turn?.healPoints).toBe(2);
  });

  it('INTERACT-2a: a negative modifier must be paid off first', () => {
    let s = act(atVillage(['promise', 'march'], -4), { type: 'interact', player: P });
    expect(s.turn?.influencePoints).toBe(-2);
    s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'promise'), mode: 'basic' });
    expect(refusal(s, { type: 'buy', player: P, item: 'heal' })).toBeDefined();
  });

  it('INTERACT-4a / INTERACT-4a.1 / UNIT-4: a recruited unit comes from the Unit offer ready and unwounded (the offer is not refilled, GAIN-3b)', () => {
    let s = atVillage(['promise', 'promise', 'promise', 'march'], 7);
    const villageUnit = s.offers.units.find((u) => unitDef(u).recruitSites.includes('village'));
    if (!villageUnit) throw new Error('no village unit on offer');
    s = edit(
      s,
      (d) =>
        void (d.offers.units = [villageUnit, ...d.offers.units.filter((u) => u !== villageUnit)]),
    );
    s = act(s, { type: 'interact', player: P });
    for (let i = 0; i < 3; i++)
      s = act(s, { type: 'play-card', player: P, card: handCard(s, P, 'promise'), mode: 'basic' });
    const offer = s.offers.units.length;
    s = act(s, { type: 'recruit', player: P, unit: villageUnit });
    const u = s.players[P]?.units[0];
    expect(u?.id).toBe(villageUnit);
    expect(u?.ready).toBe(true);
    expect(u?.wounds).toBe(0);
    expect(s.offers.units).toHaveLength(offer - 1);
  });

  it('INTERACT-4a: only units whose symbol matches the site can be recruited', () => {
    let s = atVillage(['march'], 7);
    s = act(s, { type: 'interact', player: P });
    s = edit(s, (d) => {
      const t = d.turn;
      if (t) t.influencePoints = 30;
    });
    const wrong = [...s.decks.regularUnits, ...s.decks.eliteUnits].find(
      (u) => !unitDef(u).recruitSites.includes('village'),
    );
    if (!wrong) throw new Error('no such unit');
    s = edit(s, (d) => void d.offers.units.push(wrong));
    expect(refusal(s, { type: 'recruit', player: P, unit: wrong })).toBe('INTERACT-4a');
  });

  it('INTERACT-4e / INTERACT-CITY-1: in a conquered city the city card’s own options are offered (Red City: artifacts for 12)', () => {
    let s = withSite(testGame(), '1,0', { type: 'city', city: 'red' });
    s = edit(s, (d) => {
      d.cities.push({
        color: 'red',
        level: 4,
        hex: '1,0',
        garrison: [],
        shields: [P],
        conquered: true,
        leader: P,
      });
    });
    s = act(at(s, P, '1,0'), { type: 'interact', player: P });
    expect(s.turn?.influencePoints).toBe(1); // INTERACT-3a: 1 own shield on the city card
    s = edit(s, (d) => {
      const t = d.turn;
      if (t) t.influencePoints = 12;
    });
    expect(legal(s, 'buy').map((a) => a.item)).toContain('artifact');
    expect(refusal(s, { type: 'buy', player: P, item: 'heal' })).toBe('INTERACT-4b');
  });
});
