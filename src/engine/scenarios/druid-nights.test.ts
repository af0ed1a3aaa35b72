// Druid Nights' variants (SCEN-DRUID-7): "More competition" (7a) and the epic game (7b), played
// through createGame / applyAction.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions } from '../index';
import type { GameState } from '../index';
import { TILES, enemyDef } from '../content';
import { newCtx } from '../core/context';
import { hexKey, tileCenter, type TilePos } from '../hex/hex';
import { placeTile } from '../map/map';
import { act, edit, refusal } from '../testing/builders';
import { endRoundNow, setupOf, toTurn, variantGame } from '../variants/test-kit';
import { SCENARIOS } from '.';
import { nightNumber } from './druid-nights';

const FAR: TilePos = { a: 5, b: 5 };
const C = hexKey(tileCenter(FAR)); // countryside-1's centre: a magical glade

/** A Druid Nights game with variants at the first turn, countryside-1 placed far away. */
function druid(players: number, variants: string[], seed = 2): GameState {
  const s = toTurn(variantGame('druid-nights', players, variants, seed));
  return edit(s, (d) => placeTile(d, 'countryside-1', FAR, newCtx(), null));
}

/** The turn player stands on the glade, which bears these shields. */
function onGlade(s: GameState, shields: number[]): { s: GameState; who: number } {
  const who = s.turn?.player ?? 0;
  return {
    who,
    s: edit(s, (d) => {
      const p = d.players[who];
      if (p) p.position = C;
      if (d.turn) d.turn.path = [C];
      const h = d.map.hexes[C];
      if (h) h.shields = [...shields];
    }),
  };
}

const night = (s: GameState, round: number) =>
  edit(s, (d) => {
    d.round.number = round;
    d.round.time = 'night';
  });

const activate = (who: number) =>
  ({ type: 'scenario-action', player: who, id: 'activate-glade' }) as const;
const chant = (who: number) =>
  ({ type: 'scenario-action', player: who, id: 'incantation' }) as const;

describe('SCEN-DRUID-7a More competition', () => {
  it('SCEN-DRUID-7a: with 2 players a glade takes only 1 shield — activating it replaces the other player’s', () => {
    const { s, who } = onGlade(druid(2, ['druid-more-competition']), []);
    const other = who === 0 ? 1 : 0;
    const mine = act(s, activate(who));
    expect(mine.map.hexes[C]?.shields).toEqual([who]);
    const taken = onGlade(druid(2, ['druid-more-competition']), [other]);
    const x = act(taken.s, activate(taken.who));
    expect(x.pending).toEqual([]);
    expect(x.map.hexes[C]?.shields).toEqual([taken.who]);
    // Still at most one of your own (SCEN-DRUID-4a).
    expect(refusal(x, activate(taken.who))).toBe('SCEN-DRUID-4a');
  });

  it('SCEN-DRUID-7a: with 3–4 players a glade takes 2 shields; at the limit you choose whose shield yours replaces', () => {
    const base = druid(3, ['druid-more-competition']);
    const who = base.turn?.player ?? 0;
    const others = [0, 1, 2].filter((p) => p !== who);
    const [a, b] = others as [number, number];
    // One other shield: room for yours.
    const one = act(onGlade(base, [a]).s, activate(who));
    expect(one.map.hexes[C]?.shields).toEqual([a, who]);
    // Two: the limit — choose the shield to replace.
    const full = act(onGlade(base, [a, b]).s, activate(who));
    const p = full.pending[0];
    expect(p?.kind).toBe('glade-shield');
    expect(p?.player).toBe(who);
    expect(p?.options).toEqual([String(a), String(b)]);
    const answers = legalActions(full).filter((x) => x.type === 'choose');
    expect(answers).toHaveLength(2);
    const x = act(full, { type: 'choose', player: who, option: String(b) });
    expect(x.pending).toEqual([]);
    expect(x.map.hexes[C]?.shields).toEqual([a, who]);
  });

  it('SCEN-DRUID-7a: without the variant every player may add a shield (SCEN-DRUID-4a)', () => {
    const base = druid(3, []);
    const who = base.turn?.player ?? 0;
    const others = [0, 1, 2].filter((p) => p !== who);
    const x = act(onGlade(base, others).s, activate(who));
    expect(x.map.hexes[C]?.shields).toEqual([...others, who]);
  });

  it('SCEN-DRUID-7a: offered in Druid Nights only', () => {
    expect(() => variantGame('full-conquest', 2, ['druid-more-competition'])).toThrow(
      /SCEN-DRUID-7a|not for/,
    );
    expect(() => variantGame('druid-nights', 4, ['druid-more-competition'])).not.toThrow();
  });
});

describe('SCEN-DRUID-7b Epic', () => {
  it('SCEN-DRUID-7b: 3 Days and 3 Nights; all Countryside tiles and all non-city Core tiles (2–3 players)', () => {
    const s = variantGame('druid-nights', 2, ['druid-epic'], 5);
    expect(SCENARIOS['druid-nights'].rounds(2, ['druid-epic'])).toBe(6);
    expect(SCENARIOS['druid-nights'].rounds(2)).toBe(4);
    const used = [...s.map.tiles.map((t) => t.tile), ...s.tileDeck];
    const want = TILES.filter(
      (t) => (t.kind === 'countryside' || (t.kind === 'core' && !t.city)) && !t.scenarioOnly,
    ).map((t) => t.id);
    for (const id of want) expect(used).toContain(id);
    const cityTiles = used.filter((id) => TILES.find((t) => t.id === id)?.city);
    expect(cityTiles).toEqual(['core-5']); // the Green City (SCEN-DRUID-1)
    expect(() => variantGame('druid-nights', 4, ['druid-epic'])).toThrow(/SCEN-DRUID-7b/);
  });

  it('SCEN-DRUID-7b: the game goes on after the second Night and ends with the third', () => {
    let s = toTurn(variantGame('druid-nights', 2, ['druid-epic'], 3));
    for (let round = 1; round <= 4; round++) s = toTurn(endRoundNow(s));
    expect(s.gameOver).toBeFalsy();
    expect(s.round.number).toBe(5);
    expect(s.round.time).toBe('day');
    s = toTurn(endRoundNow(s));
    expect(s.round.number).toBe(6);
    expect(nightNumber(s)).toBe(3);
    s = endRoundNow(s);
    expect(s.gameOver?.reason).toBe('round-limit');
    // Without the variant the game ends with the second Night.
    let plain = toTurn(createGame(setupOf('druid-nights', 2, [], 3)));
    for (let round = 1; round <= 4 && !plain.gameOver; round++) plain = toTurn(endRoundNow(plain));
    expect(plain.gameOver?.reason).toBe('round-limit');
  });

  it('SCEN-DRUID-7b: the shields leave the glades after the second Night too', () => {
    const hooks = SCENARIOS['druid-nights'].hooks;
    const marked = (s: GameState) =>
      edit(s, (d) => {
        const h = d.map.hexes[C];
        if (h) h.shields = [0, 1];
      });
    const second = night(marked(druid(2, ['druid-epic'])), 4);
    const x = edit(second, (d) => void hooks?.roundEnd?.(d, newCtx()));
    expect(x.map.hexes[C]?.shields).toEqual([]);
    // SCEN-DRUID-4c without the variant: only after the first Night.
    const plain = night(marked(druid(2, [])), 4);
    const y = edit(plain, (d) => void hooks?.roundEnd?.(d, newCtx()));
    expect(y.map.hexes[C]?.shields).toEqual([0, 1]);
  });

  it('SCEN-DRUID-7b: in the third Night a brown and a red monster per marked glade (double Fame) and 3 crystals per pair', () => {
    const base = night(druid(2, ['druid-epic']), 6);
    const { s, who } = onGlade(base, [0, 1]);
    const x = act(s, chant(who));
    const colors = (x.combat?.enemies ?? []).map((e) => enemyDef(e.id).color).sort();
    expect(colors).toEqual(['brown', 'red']);
    expect(x.combat?.enemies.every((e) => e.fameFactor === 2)).toBe(true);
    expect(x.turn?.rewards).toContainEqual({ kind: 'random-crystals', count: 3 });
    // The second Night still summons red monsters only (SCEN-DRUID-4d).
    const plain = onGlade(night(druid(2, []), 4), [0, 1]);
    const y = act(plain.s, chant(plain.who));
    expect((y.combat?.enemies ?? []).map((e) => enemyDef(e.id).color)).toEqual(['red']);
  });

  it('SCEN-DRUID-7b: the game ends once every player chanted in the third Night, not the second (SCEN-DRUID-5)', () => {
    const endMet = SCENARIOS['druid-nights'].endMet;
    const both = (s: GameState, round: number) =>
      edit(night(s, round), (d) => void (d.scenario = { incantations: { [round]: [0, 1] } }));
    const s = druid(2, ['druid-epic']);
    expect(endMet?.(both(s, 4))).toBe(false);
    expect(endMet?.(both(s, 6))).toBe(true);
    // The second Night's incantation is still allowed (SCEN-DRUID-4d).
    const { s: g, who } = onGlade(night(s, 4), [0, 1]);
    const w = applyAction(g, chant(who));
    expect(w.state.combat).not.toBeNull();
  });
});
