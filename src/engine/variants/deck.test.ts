import { describe, expect, it } from 'vitest';
import { cardDef } from '../content';
import { activePlayer, playerView, type GameState } from '../index';
import { act, card, choose, edit, legal } from '../testing/builders';
import { cardSymbols, deckRating, upgradeFits } from './deck';
import { endRoundNow, settle, toTurn, variantGame } from './test-kit';

const allCards = (s: GameState) => [
  ...s.decks.advancedActions,
  ...s.offers.advancedActions,
  ...s.offers.monasteryActions,
  ...(s.variants?.draft?.hands.flat() ?? []),
  ...(s.variants?.drafted?.flat() ?? []),
  ...(s.variants?.upgrade?.cards ?? []),
  ...s.players.flatMap((p) => [...p.deck, ...p.hand, ...p.discard]),
  ...s.removed,
];

describe('§14.7 More deckbuilding: drafting at the start', () => {
  it('VAR-DECK-2a: before the offers are displayed each player gets 4 Advanced Actions face down', () => {
    const s = variantGame('full-conquest', 3, ['drafting'], 2);
    expect(s.offers.advancedActions).toEqual([]);
    expect(s.variants?.draft?.hands.map((h) => h.length)).toEqual([4, 4, 4]);
    for (const h of s.variants?.draft?.hands ?? [])
      for (const c of h) expect(cardDef(c).type).toBe('advanced-action');
    expect(s.round.phase).toBe('tactics');
    expect(s.pending[0]?.kind).toBe('draft-pick');
    expect(activePlayer(s)).toBe(0);
  });

  it('VAR-DECK-2b/2c: keep 1, pass the rest to the left, until each has set 3 aside; the rest go back', () => {
    let s = variantGame('full-conquest', 3, ['drafting'], 2);
    const before = new Set(allCards(s));
    const first = s.variants?.draft?.hands.map((h) => [...h]) ?? [];
    // the first round of picks: each takes their first card
    for (let i = 0; i < 3; i++) s = choose(s, s.pending[0]?.options[0] ?? '');
    // player 1 now holds player 0's remaining three cards
    expect(s.variants?.draft?.hands[1]).toEqual(first[0]?.slice(1));
    s = settle(s);
    expect(s.variants?.draft).toBeNull();
    expect(s.variants?.drafted?.map((d) => d.length)).toEqual([3, 3, 3]);
    expect(s.offers.advancedActions).toHaveLength(3);
    expect(new Set(allCards(s))).toEqual(before);
    // then the first tactics are chosen
    expect(legal(s, 'choose-tactic').length).toBeGreaterThan(0);
  });

  it('VAR-DECK-2d: the drafted cards are kept apart and hidden from the other players', () => {
    const s = settle(variantGame('full-conquest', 2, ['drafting'], 2));
    const mine = s.variants?.drafted?.[0] ?? [];
    expect(mine).toHaveLength(3);
    expect(s.players[0]?.deck.some((c) => mine.includes(c))).toBe(false);
    expect(playerView(s, 0).variants?.drafted?.[0]).toEqual(mine);
    expect(playerView(s, 1).variants?.drafted?.[0]?.some((c) => mine.includes(c))).toBe(false);
    // the draft hands of others are hidden while drafting
    const d = variantGame('full-conquest', 2, ['drafting'], 2);
    expect(playerView(d, 1).variants?.draft?.hands[0]).not.toEqual(d.variants?.draft?.hands[0]);
    expect(playerView(d, 1).pending[0]?.options).not.toEqual(d.pending[0]?.options);
  });

  it('VAR-DECK-2e/2f: at the end of each Day each player shuffles 1 drafted card into the deck', () => {
    let s = settle(variantGame('full-conquest', 2, ['drafting'], 3));
    const drafted = s.variants?.drafted?.map((d) => [...d]) ?? [];
    s = endRoundNow(toTurn(s), true);
    expect(s.pending[0]?.kind).toBe('draft-return');
    const p0 = s.pending[0]?.player ?? 0;
    const pick = s.pending[0]?.options[0] ?? '';
    expect(drafted[p0]).toContain(pick);
    s = choose(s, pick);
    s = settle(s);
    expect(s.round.number).toBe(2);
    expect(s.variants?.drafted?.map((d) => d.length)).toEqual([2, 2]);
    const p = s.players[p0];
    expect([...(p?.deck ?? []), ...(p?.hand ?? [])]).toContain(pick);
    // nothing at the end of a Night
    s = endRoundNow(toTurn(s), true);
    expect(s.pending.some((x) => x.kind === 'draft-return')).toBe(false);
  });
});

describe('§14.7 More deckbuilding: action upgrades', () => {
  it('VAR-DECK-1b/1c: the deck is rated like the first achievement categories, +3 per level above the lowest', () => {
    const s = edit(variantGame('full-conquest', 2, ['action-upgrades']), (d) => {
      const p = d.players[0];
      if (!p) return;
      p.deck.push(card('fire-bolt'), card('ice-bolt')); // 2 Advanced Actions
      p.discard.push(card('fireball')); // a Spell: 2
      p.crystals.red = 3; // 1 per 2 crystals: 1
      p.units.push({ id: 'peasants#999', ready: true, wounds: 0 }); // level 1
      p.level = 3;
    });
    expect(deckRating(s, s.players[0] as never)).toBe(2 + 2 + 1 + 1 + 6);
    expect(deckRating(s, s.players[1] as never)).toBe(0);
  });

  it('VAR-DECK-1d: the new card shares the colour or a type symbol with the card thrown away', () => {
    expect([...cardSymbols(cardDef('march'))]).toEqual(['movement']);
    expect(cardSymbols(cardDef('rage')).has('combat')).toBe(true);
    expect(upgradeFits('fire-bolt', 'rage')).toBe(true); // both red
    const green = cardDef('march').colors[0];
    const other = ['fire-bolt', 'ice-bolt', 'swift-bolt'].find(
      (c) => !cardDef(c).colors.includes(green ?? 'green'),
    );
    expect(other && upgradeFits(other, 'march')).toBe(false);
  });

  it('VAR-DECK-1a/1d/1e/1f: at the end of a Night players + 1 Advanced Actions are offered, lowest rating first; the taken card is shuffled in, the rest go under the deck', () => {
    let s = toTurn(variantGame('full-conquest', 2, ['action-upgrades'], 4));
    s = endRoundNow(s); // Day 1: nothing
    expect(s.variants?.upgrade ?? null).toBeNull();
    s = edit(toTurn(s), (d) => {
      const p = d.players[1];
      if (p) p.level = 2; // player 1 rates 3 higher: player 0 chooses first
    });
    s = endRoundNow(s, true);
    const up = s.variants?.upgrade;
    expect(up?.cards).toHaveLength(3);
    expect(up?.order).toEqual([0, 1]);
    expect(s.pending[0]?.kind).toBe('upgrade-pick');
    expect(s.pending[0]?.player).toBe(0);
    const take = s.pending[0]?.options.find((o) => o !== 'none') ?? '';
    s = choose(s, take);
    expect(s.pending[0]?.kind).toBe('upgrade-remove');
    const old = s.pending[0]?.options[0] ?? '';
    expect(upgradeFits(take, old)).toBe(true);
    s = choose(s, old);
    expect(s.removed).toContain(old);
    // player 1 passes
    expect(s.pending[0]?.player).toBe(1);
    s = act(s, { type: 'choose', player: 1, option: 'none' });
    expect(s.round.number).toBe(3);
    const p0 = s.players[0];
    expect([...(p0?.deck ?? []), ...(p0?.hand ?? [])]).toContain(take);
    const rest = (up?.cards ?? []).filter((c) => c !== take);
    // under the deck (the new round's offer refresh may put more cards under them)
    const deck = s.decks.advancedActions;
    const at = rest.map((c) => deck.indexOf(c));
    expect(at.every((i) => i >= deck.length - rest.length - 4)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('VAR-DECK-0: when the Advanced Actions run short, as many as are left are revealed (none: no upgrade)', () => {
    let s = toTurn(variantGame('full-conquest', 2, ['action-upgrades'], 4));
    s = endRoundNow(s);
    s = edit(toTurn(s), (d) => {
      d.removed.push(...d.decks.advancedActions.splice(1));
    });
    s = endRoundNow(s, true);
    expect(s.variants?.upgrade?.cards.length ?? 0).toBeLessThanOrEqual(1);
    let empty = toTurn(variantGame('full-conquest', 2, ['action-upgrades'], 4));
    empty = endRoundNow(empty);
    empty = edit(toTurn(empty), (d) => {
      d.removed.push(...d.decks.advancedActions.splice(0));
    });
    empty = endRoundNow(empty);
    expect(empty.round.number).toBe(3);
    expect(empty.variants?.upgrade ?? null).toBeNull();
  });

  it('VAR-DECK-1a: not at the end of the last Night', () => {
    let s = toTurn(variantGame('blitz-conquest', 2, ['action-upgrades'], 4));
    s = edit(s, (d) => {
      d.round.number = 3; // Blitz Conquest: 4 rounds, the Night of round 4 is the last
    });
    s = endRoundNow(s);
    s = endRoundNow(toTurn(s));
    expect(s.gameOver).not.toBeNull();
    // after round 2 (a Night that is not the last) the upgrade happens
    let t = toTurn(variantGame('blitz-conquest', 2, ['action-upgrades'], 4));
    t = endRoundNow(endRoundNow(t), true);
    expect(t.variants?.upgrade?.cards.length ?? 0).toBe(3);
  });
});
