// One test per site type of content/sites.ts (RULES §17, sites.md): what the site does when
// interacted with, at the start and end of a turn, and what it refuses. Plus village plundering
// (TURN-OUT-1) and the hand-limit bonuses (END-7b).
import { describe, expect, it } from 'vitest';
import { SITES, TILES } from '../content';
import type { SiteType } from '../content/types';
import { defIdOf } from '../core/types';
import { activePlayer } from '../index';
import { neighborKeys } from '../hex/hex';
import { placeTile } from '../map/map';
import { rebuildUnitOffer } from '../flow/round';
import { handLimitFor } from '../state/cards';
import type { GameState } from '../state/types';
import {
  act,
  choose,
  edit,
  handCard,
  legal,
  newCtx,
  refusal,
  testGame,
  withCrystals,
  withHand,
} from '../testing/builders';
import { interacting, onCity, onSite, withUnitOffer } from './fixtures';

const base = () => testGame({ heroes: ['tovak'] });
const p0 = (s: GameState) => {
  const p = s.players[0];
  if (!p) throw new Error('no player 0');
  return p;
};

/** End player 0's turn, answering its end-of-turn choices (`answers` by kind, else the first). */
function endTurn(s: GameState, answers: Record<string, string | string[]> = {}): GameState {
  let out = act(s, { type: 'end-turn', player: 0 });
  for (let i = 0; i < 20; i++) {
    const p = out.pending[out.pending.length - 1];
    if (!p || p.player !== 0) break;
    const given = answers[p.kind];
    const multi = p.min !== undefined || p.max !== undefined;
    out = choose(out, given ?? (multi ? p.options.slice(0, p.min ?? 0) : (p.options[0] ?? '')));
  }
  return out;
}

/** Let the dummy play until player 0's next turn has started. */
function nextTurn(s: GameState): GameState {
  let out = s;
  for (let i = 0; i < 10 && !(out.turn && out.turn.player === 0); i++) {
    const who = activePlayer(out);
    if (who === null) break;
    out = act(out, { type: 'dummy-turn', player: who });
  }
  return out;
}

/** Play one card sideways so that the turn may end without a forced discard (TURN-OPT-5a). */
function playedOne(s: GameState, hand: string[] = ['march', 'rage', 'stamina']): GameState {
  const h = withHand(s, 0, hand);
  return act(h, {
    type: 'play-card',
    player: 0,
    card: handCard(h, 0, 'march'),
    mode: 'sideways',
    as: 'move',
  });
}

const noLocals = (t: SiteType) =>
  refusal(onSite(base(), { type: t }), { type: 'interact', player: 0 });

describe('site types (RULES §17)', () => {
  it('covers every site type of the content', () => {
    expect(SITES.map((s) => s.type).sort()).toEqual(
      [
        'ancient-ruins',
        'city',
        'crystal-mine',
        'deep-mine',
        'draconum',
        'dungeon',
        'keep',
        'labyrinth',
        'mage-tower',
        'magical-glade',
        'maze',
        'monastery',
        'monster-den',
        'orcs',
        'portal',
        'refugee-camp',
        'spawning-grounds',
        'tomb',
        'village',
        'volkare-camp',
      ].sort(),
    );
  });

  it('portal (MOVE-8d.1): ending the turn there takes the figure off the map; no locals (INTERACT-1)', () => {
    let s = base();
    expect(s.map.hexes[p0(s).position ?? '']?.site?.type).toBe('portal');
    expect(refusal(s, { type: 'interact', player: 0 })).toBe('INTERACT-1');
    s = endTurn(s);
    expect(p0(s).position).toBeNull();
  });

  it('village (INTERACT-4a, INTERACT-4b): recruits village units, sells Healing for 3', () => {
    const { state } = withUnitOffer(onSite(base(), { type: 'village' }), [
      'peasants',
      'utem-swordsmen',
      'herbalists',
    ]);
    const s = interacting(state, 3);
    expect(legal(s, 'recruit').map((a) => defIdOf(a.unit))).toEqual(['herbalists']);
    expect(legal(s, 'buy').map((a) => a.item)).toEqual(['heal']);
  });

  it('monastery (MOVE-5f.1, ROUND-2c.6, INTERACT-4b/4c): an AA into the Unit offer on reveal and each round; Healing for 2', () => {
    const tile = TILES.find(
      (t) =>
        t.kind === 'countryside' &&
        Object.values(t.hexes).some((h) => h.site?.type === 'monastery'),
    );
    let s = base();
    const before = s.offers.monasteryActions.length;
    const top = s.decks.advancedActions[0];
    s = edit(s, (d) => placeTile(d, tile?.id ?? '', { a: 6, b: 6 }, newCtx(), 0));
    expect(s.offers.monasteryActions).toEqual([...base().offers.monasteryActions, top]);
    s = edit(s, (d) => rebuildUnitOffer(d, 3));
    expect(s.offers.monasteryActions).toHaveLength(before + 1); // one per unburned monastery
    const burned = edit(s, (d) => {
      for (const h of Object.values(d.map.hexes)) if (h.site?.type === 'monastery') h.burned = true;
      rebuildUnitOffer(d, 3);
    });
    expect(burned.offers.monasteryActions).toHaveLength(0);
    const at = interacting(onSite(base(), { type: 'monastery' }), 2);
    expect(legal(at, 'buy').map((a) => a.item)).toEqual(['heal']);
  });

  it('keep (INTERACT-1, END-7b.1): only an own keep recruits keep units; Hand limit + keeps owned nearby', () => {
    const { state } = withUnitOffer(onSite(base(), { type: 'keep' }, { owner: 0 }), [
      'utem-swordsmen',
      'peasants',
    ]);
    const s = interacting(state, 6);
    expect(legal(s, 'recruit').map((a) => defIdOf(a.unit))).toEqual(['utem-swordsmen']);
    expect(legal(s, 'buy')).toHaveLength(0); // no healing in keeps
    const here = p0(s).position ?? '';
    const far =
      Object.keys(s.map.hexes).find((k) => k !== here && !neighborKeys(here).includes(k)) ?? '';
    const twoKeeps = edit(s, (d) => {
      const h = d.map.hexes[far];
      if (h) {
        h.site = { type: 'keep' };
        h.owner = 0;
      }
    });
    expect(handLimitFor(twoKeeps, p0(twoKeeps))).toBe(5 + 2);
    const away = edit(twoKeeps, (d) => {
      p0(d).position = far;
      const h = d.map.hexes[here];
      if (h) delete h.owner;
    });
    expect(handLimitFor(away, p0(away))).toBe(5 + 1);
  });

  it('mage tower (INTERACT-4d): after conquest anyone may interact, recruiting mage-tower units', () => {
    expect(noLocals('mage-tower')).toBe('INTERACT-1');
    const { state } = withUnitOffer(
      onSite(base(), { type: 'mage-tower' }, { conquered: true, shields: [1] }),
      ['fire-golems', 'peasants', 'illusionists'],
    );
    const s = interacting(state, 8);
    expect(legal(s, 'recruit').map((a) => defIdOf(a.unit))).toEqual([
      'fire-golems',
      'illusionists',
    ]);
  });

  it('city (END-7b.2, END-7b.3): Hand limit +1 with a shield, +2 as leader; with a keep only the higher bonus', () => {
    const s = onCity(base(), 'white', { shields: [1, 0], city: { leader: 1 } });
    expect(handLimitFor(s, p0(s))).toBe(6);
    const leader = edit(s, (d) => {
      const c = d.cities[d.cities.length - 1];
      if (c) c.leader = 0;
    });
    expect(handLimitFor(leader, p0(leader))).toBe(7);
    const withKeep = edit(leader, (d) => {
      const next = neighborKeys(p0(d).position ?? '').find(
        (k) => d.map.hexes[k] && !d.map.hexes[k]?.site,
      );
      const h = next ? d.map.hexes[next] : undefined;
      if (h) {
        h.site = { type: 'keep' };
        h.owner = 0;
      }
    });
    expect(handLimitFor(withKeep, p0(withKeep))).toBe(7); // max(1 keep, leader 2)
    const noShield = onCity(base(), 'white', { shields: [1], city: { leader: 1 } });
    expect(handLimitFor(noShield, p0(noShield))).toBe(5);
  });

  it.each([
    'dungeon',
    'tomb',
    'monster-den',
    'spawning-grounds',
    'ancient-ruins',
    'maze',
    'labyrinth',
  ] as const)(
    '%s (INTERACT-1, TURN-REG-6c.2): an adventure site has no locals to interact with',
    (t) => {
      expect(noLocals(t)).toBe('INTERACT-1');
    },
  );

  it.each(['orcs', 'draconum'] as const)(
    '%s (INTERACT-1): rampaging enemies are no locals',
    (t) => {
      expect(noLocals(t)).toBe('INTERACT-1');
    },
  );

  it('crystal mine (END-4b): ending the turn there gives a crystal of its colour, none beyond 3', () => {
    let s = playedOne(onSite(base(), { type: 'crystal-mine', color: 'blue' }));
    expect(noLocals('crystal-mine')).toBe('INTERACT-1');
    const full = endTurn(withCrystals(s, 0, { blue: 3 }));
    expect(p0(full).crystals.blue).toBe(3);
    s = endTurn(s);
    expect(p0(s).crystals.blue).toBe(1);
  });

  it('deep mine (END-4b): one crystal of one of its colours, chosen', () => {
    let s = playedOne(onSite(base(), { type: 'deep-mine', colors: ['green', 'blue'] }));
    s = act(s, { type: 'end-turn', player: 0 });
    expect(s.pending[s.pending.length - 1]?.kind).toBe('deep-mine-crystal');
    s = choose(s, 'green');
    expect(p0(s).crystals.green).toBe(1);
    expect(p0(s).crystals.blue).toBe(0);
  });

  it('magical glade (END-4a, HEAL-3e): a Wound from hand or discard pile thrown away at the end of the turn; gold mana by Day at the start', () => {
    let s = playedOne(onSite(base(), { type: 'magical-glade' }), ['march', 'wound']);
    s = edit(s, (d) => {
      p0(d).discard.push('wound#990');
    });
    const pile = s.woundPile;
    const asked = act(s, { type: 'end-turn', player: 0 });
    const p = asked.pending[asked.pending.length - 1];
    expect(p?.kind).toBe('glade-wound');
    expect(p?.options).toEqual(['hand', 'discard', 'none']);
    s = endTurn(s, { 'glade-wound': 'hand' });
    expect(s.woundPile).toBe(pile + 1);
    expect(p0(s).discard).toContain('wound#990');
    s = nextTurn(s);
    expect(s.turn?.player).toBe(0);
    expect(s.turn?.manaTokens).toContain(s.round.time === 'day' ? 'gold' : 'black');
  });

  it('refugee camp: any unit, village units at cost, keep/monastery/mage-tower units +1, city-only units +3; no Healing', () => {
    const { state, ids } = withUnitOffer(onSite(base(), { type: 'refugee-camp' }), [
      'peasants',
      'red-cape-monks',
      'altem-guardians',
    ]);
    let s = interacting(state, 8);
    expect(legal(s, 'recruit').map((a) => defIdOf(a.unit))).toEqual(['peasants', 'red-cape-monks']);
    expect(legal(s, 'buy')).toHaveLength(0);
    s = act(s, { type: 'recruit', player: 0, unit: ids[1] ?? '' });
    expect(s.turn?.influencePoints).toBe(0); // 7 + 1
    const city = interacting(
      withUnitOffer(onSite(base(), { type: 'refugee-camp' }), ['altem-guardians']).state,
      14,
    );
    expect(legal(city, 'recruit')).toHaveLength(1); // 11 + 3
  });

  it("Volkare's Camp: once conquered, recruits keep and village units", () => {
    expect(noLocals('volkare-camp')).toBe('INTERACT-1');
    const { state } = withUnitOffer(onSite(base(), { type: 'volkare-camp' }, { conquered: true }), [
      'peasants',
      'utem-swordsmen',
      'illusionists',
    ]);
    const s = interacting(state, 10);
    expect(legal(s, 'recruit').map((a) => defIdOf(a.unit))).toEqual(['peasants', 'utem-swordsmen']);
  });
});

describe('village plundering (TURN-OUT-1, sites.md "Village")', () => {
  it('TURN-OUT-1a: directly before your turn: Reputation −1 and draw 2 cards, once between two turns', () => {
    let s = onSite(base(), { type: 'village' });
    const hand = p0(s).hand.length;
    const top = p0(s).deck.slice(0, 2);
    expect(legal(s, 'plunder-village')).toHaveLength(1);
    s = act(s, { type: 'plunder-village', player: 0 });
    expect(p0(s).reputation).toBe(-1);
    expect(p0(s).hand).toEqual([...p0(onSite(base(), { type: 'village' })).hand, ...top]);
    expect(p0(s).hand).toHaveLength(hand + 2);
    expect(refusal(s, { type: 'plunder-village', player: 0 })).toBe('TURN-OUT-1');
    // Not an action: the player may still interact with the same village.
    expect(refusal(s, { type: 'interact', player: 0 })).toBeUndefined();
  });

  it('TURN-OUT-1a: not once the turn has begun, and only on a village', () => {
    const s = playedOne(onSite(base(), { type: 'village' }));
    expect(refusal(s, { type: 'plunder-village', player: 0 })).toBe('TURN-OUT-1a');
    expect(legal(s, 'plunder-village')).toHaveLength(0);
    expect(refusal(base(), { type: 'plunder-village', player: 0 })).toBe('TURN-OUT-1');
  });
});
