// UNIT-8b / ROUND-2g.1: at the end of the round each player decides for each Banner assigned to a
// unit whether it stays assigned or is shuffled back into the Deed deck — asked one Banner at a
// time ('banner-round-end'), before the deeds are reshuffled for the new round.
import { describe, expect, it } from 'vitest';
import { activePlayer, legalActions } from '../index';
import type { GameState, PlayerId } from '../index';
import { scenarioDef } from '../scenarios';
import { act, actWithEvents, card, edit, refusal, testGame, withUnits } from '../testing/builders';

const BANNER_KIND = 'banner-round-end';

/** Put a fresh Banner of this definition on the unit at `index` of the player. */
function withBanner(
  s: GameState,
  player: PlayerId,
  index: number,
  defId: string,
  extra: { flipped?: boolean; command?: boolean } = {},
): GameState {
  return edit(s, (d) => {
    const u = d.players[player]?.units[index];
    if (!u) throw new Error(`no unit ${index} for player ${player}`);
    u.banner = card(defId);
    if (extra.flipped) u.bannerFlipped = true;
    if (extra.command) u.commandBanner = true;
  });
}

const top = (s: GameState) => s.pending[s.pending.length - 1];

/** Answer any other open choice the cheapest way (minimum discard, 'none', the first option). */
function answerOther(s: GameState): GameState {
  const p = top(s);
  if (!p) return s;
  let option: string | string[];
  if (p.kind === 'end-discard') option = (p.min ?? 0) > 0 ? [p.options[0] ?? ''] : [];
  else if (p.options.includes('none')) option = 'none';
  else if (p.max !== undefined) option = p.options.slice(0, p.min ?? 0);
  else option = p.options[0] ?? '';
  return act(s, { type: 'choose', player: p.player, option });
}

/**
 * Play on (everybody ends their turns with empty decks, so the round ends) until a Banner decision
 * is open, the next round has started or the game is over.
 */
function toBannerChoice(s: GameState): GameState {
  const round = s.round.number;
  let st = edit(s, (d) => {
    for (const p of d.players) p.deck = [];
  });
  for (let guard = 0; guard < 80; guard++) {
    if (top(st)?.kind === BANNER_KIND || st.round.number !== round || st.gameOver) return st;
    if (st.turn && st.pending.length === 0)
      st = act(st, { type: 'end-turn', player: st.turn.player });
    else if (st.pending.length > 0) st = answerOther(st);
    else {
      const a = legalActions(st)[0];
      if (!a) return st;
      st = act(st, a);
    }
  }
  return st;
}

/** Answer the open Banner decision. */
function decide(s: GameState, option: 'keep' | 'return'): GameState {
  const p = top(s);
  if (p?.kind !== BANNER_KIND) throw new Error('no Banner decision is open');
  return act(s, { type: 'choose', player: p.player, option });
}

const twoPlayers = () =>
  withUnits(
    withUnits(testGame({ scenario: 'full-conquest', heroes: ['tovak', 'goldyx'] }), 0, [
      'peasants',
      'foresters',
    ]),
    1,
    ['peasants'],
  );

const ownsCard = (s: GameState, player: PlayerId, c: string) => {
  const p = s.players[player];
  return !!p && [...p.deck, ...p.hand, ...p.discard].includes(c);
};

describe('UNIT-8b / ROUND-2g.1: Banners at the end of the round', () => {
  it('UNIT-8b: each assigned Banner is asked about at the end of the round, before the new round is prepared', () => {
    let s = withBanner(twoPlayers(), 0, 0, 'banner-of-glory');
    const round = s.round.number;
    s = toBannerChoice(s);
    const p = top(s);
    expect(p?.kind).toBe(BANNER_KIND);
    expect(p?.player).toBe(0);
    expect(p?.options).toEqual(['keep', 'return']);
    expect(p?.source).toBe(s.players[0]?.units[0]?.banner);
    expect(p?.data?.unit).toBe(s.players[0]?.units[0]?.id);
    // not yet reshuffled: the round is still the old one
    expect(s.round.number).toBe(round);
    expect(s.gameOver).toBeNull();
    // the decision is the only thing to do, and it is player 0's
    expect(activePlayer(s)).toBe(0);
    const legal = legalActions(s);
    expect(legal.length).toBe(2);
    expect(legal.every((a) => a.type === 'choose' && a.player === 0)).toBe(true);
    expect(refusal(s, { type: 'choose', player: 1, option: 'keep' })).toBe('ROUND-4a');
    expect(refusal(s, { type: 'choose', player: 0, option: 'discard' })).toBe('ENGINE-CHOICE');
  });

  it('UNIT-8b: a banner returned at round end is shuffled into the new deed deck', () => {
    let s = withBanner(twoPlayers(), 0, 0, 'banner-of-glory', { flipped: true });
    const banner = s.players[0]?.units[0]?.banner ?? '';
    const unit = s.players[0]?.units[0]?.id ?? '';
    const round = s.round.number;
    s = toBannerChoice(s);
    const r = actWithEvents(s, { type: 'choose', player: 0, option: 'return' });
    s = r.state;
    expect(s.round.number).toBe(round + 1);
    expect(s.players[0]?.units[0]?.banner).toBeUndefined();
    expect(s.players[0]?.units[0]?.bannerFlipped).toBeUndefined();
    // ROUND-2g.3 / 2g.4: it is part of the new Deed deck (or already drawn into the new hand)
    expect([...(s.players[0]?.deck ?? []), ...(s.players[0]?.hand ?? [])]).toContain(banner);
    expect(s.players[0]?.discard).not.toContain(banner);
    expect(r.events).toContainEqual({ type: 'banner-returned', player: 0, card: banner, unit });
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('banner-returned')).toBeLessThan(types.indexOf('deck-shuffled'));
  });

  it('UNIT-8b / ROUND-2g.1: a kept Banner stays assigned and is turned face up again', () => {
    let s = withBanner(twoPlayers(), 0, 0, 'banner-of-courage', { flipped: true });
    const banner = s.players[0]?.units[0]?.banner ?? '';
    const round = s.round.number;
    s = decide(toBannerChoice(s), 'keep');
    expect(s.round.number).toBe(round + 1);
    expect(s.players[0]?.units[0]?.banner).toBe(banner);
    expect(s.players[0]?.units[0]?.bannerFlipped).toBeUndefined();
    expect(ownsCard(s, 0, banner)).toBe(false);
  });

  it('UNIT-8b: with two players each decides about their own Banners, one Banner at a time, in round order', () => {
    let s = twoPlayers();
    s = withBanner(s, 0, 0, 'banner-of-glory');
    s = withBanner(s, 0, 1, 'banner-of-protection');
    s = withBanner(s, 1, 0, 'banner-of-fear');
    const round = s.round.number;
    const order = s.round.order.filter((id) => id === 0 || id === 1);
    s = toBannerChoice(s);
    const asked: { player: PlayerId; unit: unknown }[] = [];
    const answers: Record<string, 'keep' | 'return'> = {};
    for (let guard = 0; guard < 10 && top(s)?.kind === BANNER_KIND; guard++) {
      const p = top(s);
      if (!p) break;
      expect(s.pending).toHaveLength(1); // one decision at a time
      expect(activePlayer(s)).toBe(p.player); // hotseat: the device goes to the decider
      const other = p.player === 0 ? 1 : 0;
      expect(refusal(s, { type: 'choose', player: other, option: 'keep' })).toBe('ROUND-4a');
      asked.push({ player: p.player, unit: p.data?.unit });
      const answer = p.player === 1 ? 'return' : asked.length % 2 === 1 ? 'keep' : 'return';
      answers[String(p.data?.unit)] = answer;
      s = decide(s, answer);
    }
    expect(asked.map((a) => a.player)).toEqual(order.flatMap((id) => (id === 0 ? [0, 0] : [1])));
    expect(s.round.number).toBe(round + 1);
    for (const id of [0, 1] as const)
      for (const u of s.players[id]?.units ?? []) {
        const answer = answers[u.id];
        expect(answer).toBeDefined();
        expect(u.banner === undefined).toBe(answer === 'return');
      }
    expect(s.players[1]?.units[0]?.banner).toBeUndefined();
  });

  it('UNIT-8b: no choice without banners — the new round starts at once', () => {
    const s = toBannerChoice(twoPlayers());
    expect(s.pending.some((p) => p.kind === BANNER_KIND)).toBe(false);
    expect(s.round.phase).toBe('tactics');
  });

  it('UNIT-8b: Banner of Command serving as a Command token is not offered (ruling)', () => {
    let s = withBanner(twoPlayers(), 1, 0, 'banner-of-command', { command: true });
    const banner = s.players[1]?.units[0]?.banner;
    s = toBannerChoice(s);
    expect(s.pending.some((p) => p.kind === BANNER_KIND)).toBe(false);
    expect(s.players[1]?.units[0]?.banner).toBe(banner);
  });

  it('UNIT-8b: the dummy player is never asked; the solo player decides alone', () => {
    let s = withUnits(testGame({ scenario: 'solo-conquest' }), 0, ['peasants']);
    s = withBanner(s, 0, 0, 'banner-of-glory');
    expect(s.players.some((p) => p.kind === 'dummy')).toBe(true);
    s = toBannerChoice(s);
    expect(top(s)?.player).toBe(0);
    s = decide(s, 'keep');
    expect(s.pending.some((p) => p.kind === BANNER_KIND)).toBe(false);
    expect(s.round.phase).toBe('tactics');
  });

  it('UNIT-8b / ROUND-5a: no Banner choice when the round ends the game', () => {
    let s = withUnits(testGame({ scenario: 'solo-conquest' }), 0, ['peasants']);
    s = withBanner(s, 0, 0, 'banner-of-glory');
    s = edit(s, (d) => void (d.round.number = scenarioDef('solo-conquest').rounds(1)));
    s = toBannerChoice(s);
    expect(s.gameOver).not.toBeNull();
    expect(s.pending).toEqual([]);
    expect(legalActions(s)).toEqual([]);
  });
});
