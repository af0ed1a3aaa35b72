// Interaction with locals (§7): where, the Influence total, recruiting, buying, the four cities.
import { describe, expect, it } from 'vitest';
import { cardDef, unitDef } from '../content';
import { defIdOf } from '../core/types';
import {
  act,
  card,
  edit,
  handCard,
  legal,
  refusal,
  testGame,
  withCrystals,
  withDice,
  withHand,
  withMovePoints,
} from '../testing/builders';
import { checkAction, legalActions } from '../index';
import type { GameState } from '../state/types';
import { interacting, onCity, onSite, withUnitOffer, withUnits } from './fixtures';

const base = () => testGame({ heroes: ['tovak'] });
const atVillage = (s = base()) => onSite(s, { type: 'village' });
const influence = (s: GameState) => s.turn?.influencePoints ?? NaN;
const p0 = (s: GameState) => {
  const p = s.players[0];
  if (!p) throw new Error('no player 0');
  return p;
};
const withRep = (s: GameState, rep: number) =>
  edit(s, (d) => {
    p0(d).reputation = rep;
  });

describe('where to interact (INTERACT-1)', () => {
  it('INTERACT-1: the turn action at a village starts an interaction with the Reputation modifier', () => {
    const s = act(withRep(atVillage(), 3), { type: 'interact', player: 0 });
    expect(s.turn?.action).toBe('interaction');
    expect(s.turn?.interaction?.reputationBonus).toBe(1);
    expect(influence(s)).toBe(1);
  });

  it('INTERACT-1: no interaction at a burned monastery, an unowned keep or an unconquered mage tower', () => {
    expect(
      refusal(onSite(base(), { type: 'monastery' }, { burned: true }), {
        type: 'interact',
        player: 0,
      }),
    ).toBe('INTERACT-1');
    expect(refusal(onSite(base(), { type: 'keep' }), { type: 'interact', player: 0 })).toBe(
      'INTERACT-1',
    );
    expect(
      refusal(onSite(base(), { type: 'keep' }, { owner: 1 }), { type: 'interact', player: 0 }),
    ).toBe('INTERACT-1');
    expect(refusal(onSite(base(), { type: 'mage-tower' }), { type: 'interact', player: 0 })).toBe(
      'INTERACT-1',
    );
    expect(
      refusal(onSite(base(), { type: 'keep' }, { owner: 0 }), { type: 'interact', player: 0 }),
    ).toBeUndefined();
    expect(
      refusal(onSite(base(), { type: 'mage-tower' }, { conquered: true, shields: [1] }), {
        type: 'interact',
        player: 0,
      }),
    ).toBeUndefined();
  });

  it('INTERACT-1 / SCEN-RECON-3: a closed city and an unconquered city allow no interaction', () => {
    expect(
      refusal(onCity(base(), 'red', { city: { closed: true } }), { type: 'interact', player: 0 }),
    ).toBe('SCEN-RECON-3');
    expect(
      refusal(onCity(base(), 'red', { city: { conquered: false } }), {
        type: 'interact',
        player: 0,
      }),
    ).toBe('INTERACT-1');
  });

  it('INTERACT-2a.1: on the X space of the Reputation track no interaction is possible', () => {
    const s = withRep(atVillage(), -7);
    expect(refusal(s, { type: 'interact', player: 0 })).toBe('INTERACT-2a.1');
    expect(legal(s, 'interact')).toHaveLength(0);
  });

  it('TURN-REG-6d / TURN-REST-7: interaction is the one action; not after another action, not when resting', () => {
    const s = interacting(atVillage());
    expect(refusal(s, { type: 'interact', player: 0 })).toBe('TURN-REG-6d');
    const rested = act(
      atVillage(),
      legal(atVillage(), 'rest')[0] ?? { type: 'rest', player: 0, discard: [] },
    );
    expect(refusal(rested, { type: 'interact', player: 0 })).toBe('TURN-REST-7');
    const fought = edit(atVillage(), (d) => {
      if (d.turn) d.turn.action = 'combat';
    });
    expect(refusal(fought, { type: 'interact', player: 0 })).toBe('TURN-REG-6d');
  });

  it('TURN-REG-6e: unspent Move points are lost when the interaction starts; no moving afterwards', () => {
    const s = interacting(withMovePoints(atVillage(), 3));
    expect(s.turn?.movePoints).toBe(0);
    expect(legal(s, 'move')).toHaveLength(0);
  });
});

describe('Influence (INTERACT-2, INTERACT-3)', () => {
  it('INTERACT-2a: a negative modifier is applied once at the start; later Reputation changes do not alter it', () => {
    let s = interacting(withRep(atVillage(), -5));
    expect(influence(s)).toBe(-3);
    s = withRep(s, 7);
    expect(influence(s)).toBe(-3);
    expect(s.turn?.interaction?.reputationBonus).toBe(-3);
  });

  it('INTERACT-2c/2d: Influence cards and sideways cards count only once the interaction started', () => {
    let s = withHand(atVillage(), 0, ['promise', 'rage']);
    const promise = handCard(s, 0, 'promise');
    expect(
      refusal(s, { type: 'play-card', player: 0, card: promise, mode: 'basic' }),
    ).toBeDefined();
    s = interacting(s);
    s = act(s, { type: 'play-card', player: 0, card: promise, mode: 'basic' });
    s = act(s, {
      type: 'play-card',
      player: 0,
      card: handCard(s, 0, 'rage'),
      mode: 'sideways',
      as: 'influence',
    });
    expect(influence(s)).toBe(3);
  });

  it('INTERACT-3a: in a conquered city +1 Influence per own shield on the city card', () => {
    const s = interacting(onCity(base(), 'white', { shields: [0, 1, 0, 0] }));
    expect(influence(s)).toBe(3);
  });
});

describe('recruiting (INTERACT-4a, UNIT-3, UNIT-4)', () => {
  it('INTERACT-4a: only units with the site symbol are offered, and only when affordable', () => {
    const { state, ids } = withUnitOffer(atVillage(), [
      'peasants',
      'red-cape-monks',
      'utem-crossbowmen',
    ]);
    const s = interacting(state, 5);
    const offered = legal(s, 'recruit').map((a) => defIdOf(a.unit));
    expect(offered).toEqual(['peasants']); // crossbowmen cost 6, monks need a monastery
    expect(refusal(s, { type: 'recruit', player: 0, unit: ids[1] ?? '' })).toBe('INTERACT-4a');
    expect(checkAction(s, { type: 'recruit', player: 0, unit: ids[2] ?? '' })?.message).toMatch(
      /costs 6 Influence; you have 5/,
    );
  });

  it('UNIT-4 / GAIN-3b: a recruited unit is ready and unwounded; the Unit offer is not refilled', () => {
    const { state, ids } = withUnitOffer(atVillage(), ['peasants', 'herbalists']);
    const s = act(interacting(state, 6), { type: 'recruit', player: 0, unit: ids[0] ?? '' });
    expect(p0(s).units).toEqual([{ id: ids[0], ready: true, wounds: 0 }]);
    expect(s.offers.units).toEqual([ids[1]]);
    expect(influence(s)).toBe(2);
    expect(s.turn?.interaction?.recruited).toEqual([ids[0]]);
  });

  it('UNIT-4a: with all Command tokens assigned a unit must be disbanded; it leaves the game', () => {
    const withOld = withUnits(atVillage(), [{ def: 'herbalists', ready: false, wounds: 1 }]);
    const old = withOld.ids[0] ?? '';
    const s0 = edit(withOld.state, (d) => {
      p0(d).extraCommandTokens = 0;
      const u = p0(d).units[0];
      if (u) u.banner = 'banner-of-glory#900';
    });
    const { state, ids } = withUnitOffer(s0, ['peasants']);
    const s = interacting(state, 4);
    expect(refusal(s, { type: 'recruit', player: 0, unit: ids[0] ?? '' })).toBe('UNIT-4a');
    expect(legal(s, 'recruit')).toEqual([
      { type: 'recruit', player: 0, unit: ids[0], disband: old },
    ]);
    const wounds = s.woundPile;
    const after = act(s, { type: 'recruit', player: 0, unit: ids[0] ?? '', disband: old });
    expect(p0(after).units.map((u) => u.id)).toEqual([ids[0]]);
    expect(after.removed).toContain(old);
    expect(p0(after).discard).toContain('banner-of-glory#900'); // UNIT-8a
    expect(after.woundPile).toBe(wounds + 1);
  });

  it('INTERACT-4a.2 / INTERACT-5: a new unit is usable at once, its Influence only for later purchases', () => {
    const { state, ids } = withUnitOffer(atVillage(), ['peasants', 'peasants']);
    let s = edit(interacting(state, 4), (d) => {
      p0(d).extraCommandTokens = 1;
    });
    // Peasants cost 4: their own Influence 2 cannot have paid for them (INTERACT-4a.2).
    s = act(s, { type: 'recruit', player: 0, unit: ids[0] ?? '' });
    expect(influence(s)).toBe(0);
    s = act(s, { type: 'activate-unit', player: 0, unit: ids[0] ?? '', ability: 1 });
    expect(influence(s)).toBe(2);
    s = edit(s, (d) => {
      if (d.turn) d.turn.influencePoints += 5;
    });
    s = act(s, { type: 'recruit', player: 0, unit: ids[1] ?? '' });
    s = act(s, { type: 'buy', player: 0, item: 'heal' });
    expect(p0(s).units).toHaveLength(2);
    expect(s.turn?.healPoints).toBe(1);
  });

  it('thugs-reversed-reputation: the Reputation modifier counts reversed for Thugs', () => {
    const { state, ids } = withUnitOffer(withRep(atVillage(), -5), ['thugs']);
    const s = interacting(state);
    expect(influence(s)).toBe(-3);
    // Reversed, the modifier is +3: Thugs (5) need 2 Influence from cards, i.e. a total of −1.
    expect(refusal(s, { type: 'recruit', player: 0, unit: ids[0] ?? '' })).toBe('INTERACT-4a');
    const s2 = edit(s, (d) => {
      if (d.turn) d.turn.influencePoints += 2;
    });
    const after = act(s2, { type: 'recruit', player: 0, unit: ids[0] ?? '' });
    expect(p0(after).units).toHaveLength(1);
    expect(influence(after)).toBe(-1); // the reversal adds no Influence for other purchases
  });

  it('heroes-double-reputation: the Reputation modifier counts twice for Heroes', () => {
    const { state, ids } = withUnitOffer(
      withRep(onSite(base(), { type: 'keep' }, { owner: 0 }), 7),
      ['hero-blue'],
    );
    let s = interacting(state);
    expect(influence(s)).toBe(5);
    expect(refusal(s, { type: 'recruit', player: 0, unit: ids[0] ?? '' })).toBeUndefined(); // 9 − 5
    s = act(s, { type: 'recruit', player: 0, unit: ids[0] ?? '' });
    expect(influence(s)).toBe(1);
  });

  it('no-heroes-with-thugs: Heroes and Thugs cannot be recruited in the same interaction', () => {
    const { state, ids } = withUnitOffer(onSite(base(), { type: 'keep' }, { owner: 0 }), [
      'thugs',
      'hero-red',
    ]);
    let s = edit(interacting(state, 30), (d) => {
      p0(d).extraCommandTokens = 3;
    });
    s = act(s, { type: 'recruit', player: 0, unit: ids[0] ?? '' });
    expect(refusal(s, { type: 'recruit', player: 0, unit: ids[1] ?? '' })).toBe(
      'no-heroes-with-thugs',
    );
    expect(legal(s, 'recruit')).toHaveLength(0);
  });

  it('familiars-recruit-mana: Magic Familiars also cost 1 basic mana, whose colour their token takes', () => {
    const { state, ids } = withUnitOffer(onSite(base(), { type: 'monastery' }), [
      'magic-familiars',
    ]);
    const s = withCrystals(interacting(state, 6), 0, { green: 1 });
    const unit = ids[0] ?? '';
    expect(refusal(s, { type: 'recruit', player: 0, unit })).toBe('familiars-recruit-mana');
    expect(
      legal(s, 'recruit').some((a) => a.token === 'green' && a.mana?.[0]?.kind === 'crystal'),
    ).toBe(true);
    const after = act(s, {
      type: 'recruit',
      player: 0,
      unit,
      token: 'green',
      mana: [{ kind: 'crystal', color: 'green' }],
    });
    expect(p0(after).units[0]?.token).toBe('green');
    expect(p0(after).crystals.green).toBe(0);
  });
});

describe('buying (INTERACT-4b..4d)', () => {
  it('INTERACT-4b / HEAL-3c.1: Healing at a village costs 3 Influence per point', () => {
    let s = withHand(atVillage(), 0, ['wound', 'rage']);
    s = interacting(s, 5);
    expect(legal(s, 'buy').map((a) => a.item)).toEqual(['heal']);
    s = act(s, { type: 'buy', player: 0, item: 'heal' });
    expect(influence(s)).toBe(2);
    expect(refusal(s, { type: 'buy', player: 0, item: 'heal' })).toBe('INTERACT-4b');
    s = act(s, { type: 'heal', player: 0, target: 'wound' });
    expect(p0(s).hand.map(defIdOf)).toEqual(['rage']);
  });

  it('INTERACT-4b: Healing at a monastery costs 2 Influence per point', () => {
    let s = interacting(onSite(base(), { type: 'monastery' }), 4);
    s = act(act(s, { type: 'buy', player: 0, item: 'heal' }), {
      type: 'buy',
      player: 0,
      item: 'heal',
    });
    expect(s.turn?.healPoints).toBe(2);
    expect(influence(s)).toBe(0);
  });

  it('INTERACT-4c: a monastery teaches an Advanced Action from the Unit offer for 6; not refilled; top of the deck', () => {
    const aa = card('refreshing-walk');
    let s = edit(onSite(base(), { type: 'monastery' }), (d) => {
      d.offers.monasteryActions = [aa];
    });
    s = interacting(s, 5);
    expect(legal(s, 'buy').map((a) => a.item)).toEqual(['heal']);
    s = edit(s, (d) => {
      if (d.turn) d.turn.influencePoints = 6;
    });
    s = act(s, { type: 'buy', player: 0, item: `monastery-aa:${aa}` });
    expect(p0(s).deck[0]).toBe(aa); // GAIN-3
    expect(s.offers.monasteryActions).toEqual([]);
    expect(s.offers.advancedActions).toHaveLength(base().offers.advancedActions.length);
  });

  it('INTERACT-4d: a conquered mage tower sells spells for 7 Influence + 1 mana of the spell colour; the offer is refilled', () => {
    let s = interacting(
      withDice(onSite(base(), { type: 'mage-tower' }, { conquered: true, shields: [0] }), [
        'black',
        'black',
      ]),
      7,
    );
    const spell = s.offers.spells[0] ?? '';
    const color = cardDef(spell).colors[0] ?? 'red';
    expect(refusal(s, { type: 'buy', player: 0, item: `spell:${spell}` })).toBe('INTERACT-4d');
    expect(legal(s, 'buy').filter((a) => a.item.startsWith('spell:'))).toHaveLength(0);
    s = withCrystals(s, 0, { [color]: 1 });
    const buy = legal(s, 'buy').find((a) => a.item === `spell:${spell}`);
    expect(buy?.mana).toEqual([{ kind: 'crystal', color }]);
    const deckTop = s.decks.spells[0];
    s = act(s, {
      type: 'buy',
      player: 0,
      item: `spell:${spell}`,
      mana: [{ kind: 'crystal', color }],
    });
    expect(p0(s).deck[0]).toBe(spell);
    expect(s.offers.spells[0]).toBe(deckTop); // GAIN-3a
    expect(influence(s)).toBe(0);
  });
});

describe('cities (INTERACT-CITY)', () => {
  it('INTERACT-CITY-1 Red City: artifacts for 12 Influence, drawn at the end of the turn as if won', () => {
    let s = interacting(onCity(base(), 'red'), 23);
    expect(legal(s, 'buy').map((a) => a.item)).toEqual(['artifact']);
    s = act(s, { type: 'buy', player: 0, item: 'artifact' });
    expect(s.turn?.rewards).toEqual([{ kind: 'artifact', count: 1 }]);
    expect(refusal(s, { type: 'buy', player: 0, item: 'artifact' })).toBe('INTERACT-5');
  });

  it('INTERACT-CITY-2 Blue City: spells as in a mage tower', () => {
    let s = interacting(onCity(base(), 'blue'), 6);
    const spell = s.offers.spells[0] ?? '';
    const color = cardDef(spell).colors[0] ?? 'red';
    s = withCrystals(s, 0, { [color]: 1 });
    expect(
      refusal(s, {
        type: 'buy',
        player: 0,
        item: `spell:${spell}`,
        mana: [{ kind: 'crystal', color }],
      }),
    ).toBe('INTERACT-5');
    s = edit(s, (d) => {
      if (d.turn) d.turn.influencePoints = 7;
    });
    s = act(s, {
      type: 'buy',
      player: 0,
      item: `spell:${spell}`,
      mana: [{ kind: 'crystal', color }],
    });
    expect(p0(s).deck[0]).toBe(spell);
  });

  it('INTERACT-CITY-3 White City: units of every type, and 2 Influence adds an Elite unit to the offer', () => {
    const { state, ids } = withUnitOffer(onCity(base(), 'white'), ['red-cape-monks', 'peasants']);
    let s = interacting(state, 9);
    expect(legal(s, 'recruit').map((a) => defIdOf(a.unit))).toEqual(['red-cape-monks', 'peasants']);
    const elite = s.decks.eliteUnits[0];
    s = act(s, { type: 'buy', player: 0, item: 'elite-unit' });
    expect(s.offers.units).toEqual([...ids, elite]);
    expect(unitDef(elite ?? '').elite).toBe(true);
    s = act(s, { type: 'recruit', player: 0, unit: ids[0] ?? '' });
    expect(influence(s)).toBe(0);
  });

  it('INTERACT-CITY-4 Green City: 6 Influence for an Advanced Action from the offer (refilled) or the deck top', () => {
    let s = interacting(onCity(base(), 'green'), 12);
    const aa = s.offers.advancedActions[1] ?? '';
    const top = s.decks.advancedActions[0];
    expect(legal(s, 'buy').map((a) => a.item)).toEqual([
      ...s.offers.advancedActions.map((c) => `aa:${c}`),
      'aa-deck',
    ]);
    s = act(s, { type: 'buy', player: 0, item: `aa:${aa}` });
    expect(p0(s).deck[0]).toBe(aa);
    expect(s.offers.advancedActions[0]).toBe(top); // GAIN-3a
    const next = s.decks.advancedActions[0];
    s = act(s, { type: 'buy', player: 0, item: 'aa-deck' });
    expect(p0(s).deck[0]).toBe(next);
    expect(influence(s)).toBe(0);
  });

  it('INTERACT-4a: a conquered city recruits units with the city symbol; not at a village', () => {
    const { state } = withUnitOffer(onCity(base(), 'blue'), [
      'altem-guardians',
      'peasants',
      'catapults',
    ]);
    const s = interacting(state, 20);
    expect(legal(s, 'recruit').map((a) => defIdOf(a.unit))).toEqual([
      'altem-guardians',
      'catapults',
    ]);
  });
});

describe('legal actions during an interaction', () => {
  it('INTERACT-4: nothing can be bought or recruited without an interaction, and nothing more than is affordable', () => {
    const { state, ids } = withUnitOffer(atVillage(), ['peasants']);
    expect(refusal(state, { type: 'recruit', player: 0, unit: ids[0] ?? '' })).toBe('INTERACT-4');
    expect(refusal(state, { type: 'buy', player: 0, item: 'heal' })).toBe('INTERACT-4');
    const s = interacting(state, 2);
    const kinds = legalActions(s).map((a) => a.type);
    expect(kinds).not.toContain('recruit');
    expect(kinds).not.toContain('buy');
    expect(kinds).toContain('end-turn');
  });
});
