import { describe, expect, it } from 'vitest';
import { activePlayer, legalActions } from '../index';
import type { GameState } from '../index';
import {
  act,
  card,
  edit,
  handCard,
  legal,
  refusal,
  withHand,
  withUnits,
} from '../testing/builders';
import {
  attackElements,
  blockEffective,
  pvpNumbers,
  reductionFor,
  retreatFame,
  unitWoundCost,
} from './rules';
import type { PvpEntry } from '../state/pvp-types';
import { isUsable, resolveEffects } from '../effects/interpret';
import type { Effect } from '../content/vocabulary';
import { newCtx } from '../core/context';
import { pvpEnemyCount } from '../state/pvp-special';
import { AGG_FROM, attack, commit, FIGHT, meet, type Setup } from './test-kit';

function column(s: GameState, which: 'attack' | 'block', entries: Partial<PvpEntry>[]): GameState {
  return edit(s, (x) => {
    const pvp = x.pvp;
    if (!pvp) throw new Error('no pvp');
    for (const e of entries)
      pvp[which].push({
        amount: e.amount ?? 1,
        element: e.element ?? 'physical',
        style: e.style ?? 'melee',
        source: e.source ?? 'test',
        ...(e.sideways ? { sideways: true } : {}),
        ...(e.swiftDouble ? { swiftDouble: true } : {}),
      });
  });
}

/** Answer open choices (end-of-turn discards) with their first legal answer. */
function settle(s: GameState): GameState {
  let x = s;
  for (let i = 0; i < 20 && x.pending.length > 0; i++) {
    const c = legal(x, 'choose')[0];
    if (!c) break;
    x = act(x, c);
  }
  return x;
}

/** Both pass the ranged phase: the melee phase starts with the aggressor attacking. */
function toMelee(setup: Setup): Setup {
  let s = act(setup.s, { type: 'pvp-pass', player: setup.d });
  s = act(s, { type: 'pvp-pass', player: setup.a });
  return { ...setup, s };
}

describe('starting PvP combat (PVP-1, MOVE-8)', () => {
  it('MOVE-8b: ending the move on another hero’s space makes the attack mandatory', () => {
    const { s, a } = meet();
    const there = act(s, { type: 'move', player: a, to: FIGHT });
    expect(refusal(there, { type: 'end-turn', player: a })).toBe('MOVE-8b');
    expect(legal(there, 'pvp-attack')).toHaveLength(1);
  });

  it('MOVE-8a: a hero may move on through another hero’s space', () => {
    const { s, a } = meet();
    const there = act(
      edit(s, (x) => {
        if (x.turn) x.turn.movePoints = 8;
      }),
      { type: 'move', player: a, to: FIGHT },
    );
    expect(refusal(there, { type: 'move', player: a, to: '0,0' })).toBeUndefined();
  });

  it('MOVE-8c: no other action on another player’s space', () => {
    const { s, a } = meet();
    const there = edit(act(s, { type: 'move', player: a, to: FIGHT }), (x) => {
      const h = x.map.hexes[FIGHT];
      if (h) h.site = { type: 'monastery' };
    });
    expect(refusal(there, { type: 'interact', player: a })).toBe('MOVE-8c');
    expect(refusal(there, { type: 'burn-monastery', player: a })).toBe('MOVE-8c');
  });

  it('PVP-1a: only after entering the space this turn', () => {
    const { s, a } = meet();
    const here = edit(s, (x) => {
      const p = x.players[a];
      if (p) p.position = FIGHT;
      if (x.turn) x.turn.path = [FIGHT];
    });
    expect(refusal(here, { type: 'pvp-attack', player: a })).toBe('PVP-1a');
  });

  it('PVP-1b: no PvP on the portal (several heroes may stand there)', () => {
    const { s, a, d } = meet();
    const portal = edit(s, (x) => {
      const pd = x.players[d];
      if (pd) pd.position = '0,0';
    });
    const there = act(portal, { type: 'move', player: a, to: '0,0' });
    expect(legal(there, 'pvp-attack')).toHaveLength(0);
    expect(refusal(there, { type: 'end-turn', player: a })).toBeUndefined();
  });

  it('PVP-1e: another hero’s space may not be entered by a provoking move', () => {
    const { s, a } = meet();
    // A rampaging orc adjacent to both 1,-1 and 1,0: 2,-1.
    const orc = edit(s, (x) => {
      const h = x.map.hexes['2,-1'];
      if (h) {
        h.site = { type: 'orcs' };
        h.enemies = [{ id: card('prowlers'), faceUp: true }];
      }
    });
    expect(refusal(orc, { type: 'move', player: a, to: FIGHT })).toBe('PVP-1e');
  });

  it('MOVE-8e.1 / PVP-1d: not against a hero whose round order token is face down; forced withdrawal', () => {
    const { s, a, d } = meet();
    const flipped = edit(s, (x) => {
      const pd = x.players[d];
      if (pd) pd.orderTokenFlipped = true;
    });
    let there = act(flipped, { type: 'move', player: a, to: FIGHT });
    expect(refusal(there, { type: 'pvp-attack', player: a })).toBe('MOVE-8e.1');
    // MOVE-8e: no action at all, and forced withdrawal at the end of the turn (END-2).
    const wounds = there.players[a]?.hand.filter((c) => c.startsWith('wound#')).length ?? 0;
    there = act(there, { type: 'end-turn', player: a });
    there = settle(there);
    expect(there.players[a]?.position).toBe(AGG_FROM);
    expect(there.players[a]?.hand.filter((c) => c.startsWith('wound#')).length).toBeGreaterThan(
      wounds,
    );
  });

  it('MOVE-8e.2: not after the End of the Round was announced', () => {
    const { s, a, d } = meet();
    const announced = edit(act(s, { type: 'move', player: a, to: FIGHT }), (x) => {
      x.round.endAnnouncedBy = d;
      x.round.lastTurnsLeft = [a];
    });
    expect(refusal(announced, { type: 'pvp-attack', player: a })).toBe('MOVE-8e.2');
  });

  it('MOVE-8e.3: not once the scenario end was reached', () => {
    const { s, a } = meet();
    const ending = edit(act(s, { type: 'move', player: a, to: FIGHT }), (x) => {
      x.round.finalTurnsLeft = [a];
    });
    expect(refusal(ending, { type: 'pvp-attack', player: a })).toBe('MOVE-8e.3');
  });

  it('MOVE-8e.4 / SCEN-RECON-4b: not in cooperative scenarios or First Reconnaissance', () => {
    const coop = meet('full-cooperation');
    expect(
      refusal(act(coop.s, { type: 'move', player: coop.a, to: FIGHT }), {
        type: 'pvp-attack',
        player: coop.a,
      }),
    ).toBe('MOVE-8e.4');
    const recon = meet('first-reconnaissance');
    expect(
      refusal(act(recon.s, { type: 'move', player: recon.a, to: FIGHT }), {
        type: 'pvp-attack',
        player: recon.a,
      }),
    ).toBe('SCEN-RECON-4b');
  });

  it('MOVE-8b.1: entering another player’s keep while they are there is an attack, not an assault', () => {
    const { s, a, d } = meet();
    const keep = edit(s, (x) => {
      const h = x.map.hexes[FIGHT];
      if (h) {
        h.site = { type: 'keep' };
        h.owner = d;
        h.conquered = true;
        h.shields = [d];
      }
    });
    const there = act(keep, { type: 'move', player: a, to: FIGHT });
    expect(there.combat).toBeNull();
    expect(refusal(there, { type: 'move', player: a, to: '2,0' })).toBe('MOVE-8b.1');
    expect(legal(there, 'pvp-attack')).toHaveLength(1);
  });
});

describe('commitment (PVP-2, PVP-3)', () => {
  it('PVP-2: the defender decides next; MOVE-8c: attacking is the aggressor’s action', () => {
    const { s, a, d } = attack(meet());
    expect(activePlayer(s)).toBe(d);
    expect(s.pvp?.phase).toBe('commit');
    expect(s.pvp?.waiting?.player).toBe(a);
    expect(s.pvp?.waiting?.action).toBe('combat');
    expect(legal(s, 'pvp-commit').map((x) => x.full)).toEqual([true, false]);
  });

  it('PVP-3a.8: with only Wounds in hand the defender cannot commit fully', () => {
    const base = meet();
    const woundsOnly = { ...base, s: withHand(base.s, base.d, ['wound', 'wound']) };
    const { s, d } = attack(woundsOnly);
    expect(refusal(s, { type: 'pvp-commit', player: d, full: true })).toBe('PVP-3a.8');
    expect(refusal(s, { type: 'pvp-commit', player: d, full: false })).toBeUndefined();
  });

  it('PVP-3a.1/3a.3 and TURN-FLIP-2b: full commitment turns the token down and allows one Source die', () => {
    const { s, d } = commit(attack(meet()), true);
    expect(s.players[d]?.orderTokenFlipped).toBe(true);
    expect(s.turn?.player).toBe(d);
    expect(s.turn?.diceAllowed).toBe(1);
  });

  it('PVP-3b.1/3b.2: partial commitment keeps the token up and allows no Source die', () => {
    const { s, d } = commit(attack(meet()), false);
    expect(s.players[d]?.orderTokenFlipped).toBe(false);
    expect(s.turn?.diceAllowed).toBe(0);
    expect(s.turn?.flags['pvp-partial']).toBe(1);
  });

  it('PVP-2: the defender may neither move nor take an action', () => {
    const { s, d } = commit(attack(meet()), true);
    expect(
      legalActions(s).some(
        (x) =>
          x.type === 'move' || x.type === 'explore' || x.type === 'interact' || x.type === 'rest',
      ),
    ).toBe(false);
    expect(refusal(s, { type: 'end-turn', player: d })).toBe('PVP-4');
  });
});

describe('ranged phase (PVP-RANGED)', () => {
  it('PVP-RANGED-1: the defender attacks first', () => {
    const { s, d } = commit(attack(meet()), true);
    expect(s.pvp?.phase).toBe('ranged');
    expect(s.pvp?.attacker).toBe(d);
    expect(legal(s, 'pvp-pass')).toHaveLength(1);
  });

  it('PVP-RANGED-2: an attack needs attack points; passing hands the attack to the other player', () => {
    const { s, a, d } = commit(attack(meet()), true);
    expect(refusal(s, { type: 'pvp-resolve', player: d })).toBe('PVP-RANGED-2');
    const passed = act(s, { type: 'pvp-pass', player: d });
    expect(passed.pvp?.attacker).toBe(a);
    expect(activePlayer(passed)).toBe(a);
  });

  it('PVP-RANGED-3b: no card may be played sideways for a ranged attack', () => {
    const base = commit(attack(meet()), true);
    const s = withHand(base.s, base.d, ['march']);
    const c = s.players[base.d]?.hand[0] ?? '';
    expect(
      refusal(s, { type: 'play-card', player: base.d, card: c, mode: 'sideways', as: 'attack' }),
    ).toBe('PVP-RANGED-3b');
  });

  it('PVP-RANGED-3: a ranged attack card goes into the PvP attack column', () => {
    const base = commit(attack(meet()), true);
    let s = withHand(base.s, base.d, ['swiftness']);
    s = edit(s, (x) => {
      x.turn?.manaTokens.push('white');
    });
    const c = s.players[base.d]?.hand[0] ?? '';
    s = act(s, {
      type: 'play-card',
      player: base.d,
      card: c,
      mode: 'strong',
      mana: [{ kind: 'token', color: 'white' }],
    });
    expect(s.pvp?.attack).toEqual([expect.objectContaining({ amount: 3, style: 'ranged' })]);
  });

  it('PVP-RANGED-3a: against a defender on their keep the aggressor may use only Siege attacks', () => {
    const base = meet();
    const keep = edit(base.s, (x) => {
      const h = x.map.hexes[FIGHT];
      if (h) {
        h.site = { type: 'keep' };
        h.owner = base.d;
        h.conquered = true;
      }
    });
    let s = attack({ ...base, s: keep }).s;
    s = act(s, { type: 'pvp-commit', player: base.d, full: true });
    s = act(s, { type: 'pvp-pass', player: base.d });
    expect(s.pvp?.fortified).toBe(true);
    s = withHand(s, base.a, ['swiftness']);
    s = edit(s, (x) => {
      x.turn?.manaTokens.push('white');
    });
    const c = s.players[base.a]?.hand[0] ?? '';
    expect(
      refusal(s, {
        type: 'play-card',
        player: base.a,
        card: c,
        mode: 'strong',
        mana: [{ kind: 'token', color: 'white' }],
      }),
    ).toBe('PVP-RANGED-3a');
  });

  it('PVP-RANGED-4a.1/4c: a block efficient against one element counts fully; 1 per 2 in the ranged phase', () => {
    const fire4: PvpEntry[] = [{ amount: 4, element: 'fire', style: 'ranged', source: 'x' }];
    const ice4: PvpEntry[] = [{ amount: 4, element: 'ice', style: 'melee', source: 'y' }];
    const phys7: PvpEntry[] = [{ amount: 7, element: 'physical', style: 'melee', source: 'y' }];
    // PVP-RANGED-4c.2: Fire Ranged 4 vs Ice Block 4 → 2; vs physical Block 7 → 3.
    expect(4 - reductionFor('ranged', blockEffective(ice4, attackElements(fire4)).effective)).toBe(
      2,
    );
    expect(4 - reductionFor('ranged', blockEffective(phys7, attackElements(fire4)).effective)).toBe(
      3,
    );
    const mixed: PvpEntry[] = [
      ...fire4,
      { amount: 2, element: 'physical', style: 'ranged', source: 'z' },
    ];
    expect(blockEffective(ice4, attackElements(mixed)).effective).toBe(4);
  });

  it('PVP-RANGED-4/4d: the blocker blocks, the rest becomes damage the attacker assigns', () => {
    const base = commit(attack(meet()), true);
    let s = column(base.s, 'attack', [{ amount: 6, style: 'ranged' }]);
    s = act(s, { type: 'pvp-resolve', player: base.d });
    expect(s.pvp?.step).toBe('block');
    expect(activePlayer(s)).toBe(base.a);
    s = column(s, 'block', [{ amount: 4 }]);
    s = act(s, { type: 'pvp-resolve', player: base.a });
    // 6 − 4/2 = 4 damage; the attacker (the defender here) assigns it.
    expect(s.pvp?.step).toBe('damage');
    expect(s.pvp?.damage).toBe(4);
    expect(activePlayer(s)).toBe(base.d);
  });

  it('PVP-RANGED-5b: wounding the hero takes damage equal to the hero’s Armor, repeatedly', () => {
    const base = commit(attack(meet()), true);
    let s = column(base.s, 'attack', [{ amount: 4, style: 'ranged' }]);
    s = act(s, { type: 'pvp-resolve', player: base.d });
    s = act(s, { type: 'pvp-resolve', player: base.a });
    const wounds = (x: GameState) =>
      x.players[base.a]?.hand.filter((c) => c.startsWith('wound#')).length ?? 0;
    const before = wounds(s);
    s = act(s, { type: 'pvp-damage', player: base.d, to: 'hero' }); // armor 2
    s = act(s, { type: 'pvp-damage', player: base.d, to: 'hero' });
    expect(wounds(s) - before).toBe(2);
    // All damage spent: the other player attacks next.
    expect(s.pvp?.step).toBe('attack');
    expect(s.pvp?.attacker).toBe(base.a);
  });

  it('PVP-RANGED-5a/5a.1: a unit takes damage equal to its Armor, doubled if it resists an element', () => {
    const golem = { id: 'guardian-golems#1', ready: true, wounds: 0 };
    expect(unitWoundCost(golem, ['fire'])).toBe(3);
    expect(unitWoundCost(golem, ['physical'])).toBe(6);
    const base = commit(
      attack({ ...meet(), s: withUnits(meet().s, meet().a, ['peasants']) }),
      true,
    );
    let s = column(base.s, 'attack', [{ amount: 3, style: 'ranged' }]);
    s = act(s, { type: 'pvp-resolve', player: base.d });
    s = act(s, { type: 'pvp-resolve', player: base.a });
    const unit = s.players[base.a]?.units[0]?.id ?? '';
    expect(legal(s, 'pvp-damage').map((x) => x.to)).toContain(unit);
    s = act(s, { type: 'pvp-damage', player: base.d, to: unit });
    expect(s.players[base.a]?.units[0]?.wounds).toBe(1);
  });

  it('PVP-RANGED-5c: damage may lapse', () => {
    const base = commit(attack(meet()), true);
    let s = column(base.s, 'attack', [{ amount: 5, style: 'ranged' }]);
    s = act(s, { type: 'pvp-resolve', player: base.d });
    s = act(s, { type: 'pvp-resolve', player: base.a });
    s = act(s, { type: 'pvp-end-damage', player: base.d });
    expect(s.pvp?.step).toBe('attack');
    expect(s.pvp?.attacker).toBe(base.a);
  });

  it('PVP-RANGED-6 / PVP-MELEE-1a: two passes in succession end the phase; the aggressor attacks first in melee', () => {
    const base = toMelee(commit(attack(meet()), true));
    expect(base.s.pvp?.phase).toBe('melee');
    expect(base.s.pvp?.attacker).toBe(base.a);
  });
});

describe('melee phase (PVP-MELEE)', () => {
  it('PVP-MELEE-1b/1c: sideways cards count as Attack 1 and make the whole attack physical', () => {
    const m = toMelee(commit(attack(meet()), true));
    let s = withHand(m.s, m.a, ['march']);
    const c = s.players[m.a]?.hand[0] ?? '';
    s = act(s, { type: 'play-card', player: m.a, card: c, mode: 'sideways', as: 'attack' });
    expect(s.pvp?.attack[0]).toEqual(expect.objectContaining({ amount: 1, sideways: true }));
    s = column(s, 'attack', [{ amount: 3, element: 'fire' }]);
    expect(attackElements(s.pvp?.attack ?? [])).toEqual(['physical']);
  });

  it('PVP-MELEE-1d: blocks reduce the attack 1 per point', () => {
    const m = toMelee(commit(attack(meet()), true));
    let s = column(m.s, 'attack', [{ amount: 5 }]);
    s = act(s, { type: 'pvp-resolve', player: m.a });
    s = column(s, 'block', [{ amount: 3 }]);
    s = act(s, { type: 'pvp-resolve', player: m.d });
    expect(s.pvp?.damage).toBe(2);
  });

  it('PVP-MELEE-2a: 5 damage steal an artifact from the discard pile onto the attacker’s discard pile', () => {
    const m = toMelee(commit(attack(meet()), true));
    const ring = card('ruby-ring');
    let s = edit(m.s, (x) => {
      x.players[m.d]?.discard.push(ring);
    });
    s = column(s, 'attack', [{ amount: 5 }]);
    s = act(s, { type: 'pvp-resolve', player: m.a });
    s = act(s, { type: 'pvp-resolve', player: m.d });
    s = act(s, { type: 'pvp-damage', player: m.a, to: `artifact:${ring}` });
    expect(s.players[m.a]?.discard).toContain(ring);
    expect(s.players[m.d]?.discard).not.toContain(ring);
  });

  it('PVP-MELEE-2a.2: an artifact on an unwounded unit cannot be stolen', () => {
    const m = toMelee(commit(attack(meet()), true));
    const banner = card('banner-of-glory');
    let s = withUnits(m.s, m.d, ['peasants']);
    s = edit(s, (x) => {
      const u = x.players[m.d]?.units[0];
      if (u) u.banner = banner;
    });
    s = column(s, 'attack', [{ amount: 5 }]);
    s = act(s, { type: 'pvp-resolve', player: m.a });
    s = act(s, { type: 'pvp-resolve', player: m.d });
    expect(refusal(s, { type: 'pvp-damage', player: m.a, to: `artifact:${banner}` })).toBe(
      'PVP-MELEE-2a',
    );
  });

  it('PVP-MELEE-2b / PVP-OUTCOME-1: damage equal to a safe space’s Move cost forces a retreat; the combat ends', () => {
    const m = toMelee(commit(attack(meet()), true));
    let s = column(m.s, 'attack', [{ amount: 2 }]);
    s = act(s, { type: 'pvp-resolve', player: m.a });
    s = act(s, { type: 'pvp-resolve', player: m.d });
    const retreats = legal(s, 'pvp-damage').filter((x) => x.to.startsWith('retreat:'));
    expect(retreats.length).toBeGreaterThan(0);
    // The aggressor's former space is a forest (3 by Day): too expensive with 2 damage.
    expect(retreats.map((x) => x.to)).not.toContain(`retreat:${AGG_FROM}`);
    const to = retreats[0]?.to ?? '';
    s = act(s, { type: 'pvp-damage', player: m.a, to });
    expect(s.players[m.d]?.position).toBe(to.slice('retreat:'.length));
    // Full commitment: the defender may play special/healing effects, then ends the turn.
    expect(s.pvp?.phase).toBe('after');
    expect(s.pvp?.outcome).toEqual(
      expect.objectContaining({ kind: 'retreat', winner: m.a, loser: m.d }),
    );
  });

  it('PVP-OUTCOME-1a/1b/1c: Fame for the winner of a forced retreat', () => {
    const base = meet().s;
    const at = (fw: number, lw: number, fl: number, ll: number) =>
      retreatFame(
        edit(base, (x) => {
          const [p0, p1] = x.players;
          if (!p0 || !p1) return;
          Object.assign(p0, { fame: fw, level: lw });
          Object.assign(p1, { fame: fl, level: ll });
        }),
        0,
        1,
      );
    expect(at(3, 2, 16, 4)).toBe(5); // 1a: 1 + 2 per level
    expect(at(3, 2, 5, 2)).toBe(1); // 1b: same level, less Fame
    expect(at(6, 2, 5, 2)).toBe(0); // 1c
    expect(at(5, 2, 5, 2)).toBe(0); // U22: equal Fame
  });

  it('PVP-OUTCOME-2/2a: when both pass in melee it is a draw and the aggressor withdraws', () => {
    const m = toMelee(commit(attack(meet()), false));
    let s = act(m.s, { type: 'pvp-pass', player: m.a });
    s = act(s, { type: 'pvp-pass', player: m.d });
    expect(s.pvp).toBeNull();
    expect(s.turn?.player).toBe(m.a);
    expect(s.turn?.phase).toBe('after');
    expect(s.players[m.a]?.position).toBe(AGG_FROM);
  });
});

describe('after the combat (PVP-3a.5/3a.6, PVP-3b.4/3b.5)', () => {
  it('PVP-3a.6: a fully committed defender carries out the End of Turn steps, then the aggressor goes on', () => {
    const m = toMelee(commit(attack(meet()), true));
    let s = act(m.s, { type: 'pvp-pass', player: m.a });
    s = act(s, { type: 'pvp-pass', player: m.d });
    expect(s.pvp?.phase).toBe('after');
    expect(s.turn?.player).toBe(m.d);
    const handBefore = s.players[m.d]?.hand.length ?? 0;
    s = act(s, { type: 'end-turn', player: m.d });
    s = settle(s);
    expect(s.pvp).toBeNull();
    expect(s.turn?.player).toBe(m.a);
    expect(s.players[m.d]?.hand.length).toBeGreaterThanOrEqual(handBefore);
  });

  it('TURN-FLIP-2: the fully committed defender’s next turn is skipped', () => {
    const m = toMelee(commit(attack(meet()), true));
    let s = act(m.s, { type: 'pvp-pass', player: m.a });
    s = act(s, { type: 'pvp-pass', player: m.d });
    s = act(s, { type: 'end-turn', player: m.d });
    s = settle(s);
    s = act(s, { type: 'end-turn', player: m.a });
    s = settle(s);
    // The defender's turn was skipped: its token is face up again and nobody is blocked.
    expect(s.players[m.d]?.orderTokenFlipped).toBe(false);
    expect(s.turn?.player).toBe(m.a);
  });

  it('PVP-3b.4/3b.5: a partly committed defender’s played cards go to the discard pile, mana tokens stay until their next turn', () => {
    const base = commit(attack(meet()), false);
    let s = withHand(base.s, base.d, ['march', 'rage']);
    s = edit(s, (x) => {
      x.turn?.manaTokens.push('green');
    });
    // The defender attacks in the ranged phase with nothing usable and passes; then blocks sideways in melee.
    s = act(s, { type: 'pvp-pass', player: base.d });
    s = act(s, { type: 'pvp-pass', player: base.a });
    s = column(s, 'attack', [{ amount: 3 }]);
    s = act(s, { type: 'pvp-resolve', player: base.a });
    const c = s.players[base.d]?.hand.find((x) => x.startsWith('march#')) ?? '';
    s = act(s, { type: 'play-card', player: base.d, card: c, mode: 'sideways', as: 'block' });
    s = act(s, { type: 'pvp-resolve', player: base.d });
    s = act(s, { type: 'pvp-end-damage', player: base.a });
    s = act(s, { type: 'pvp-pass', player: base.d });
    s = act(s, { type: 'pvp-pass', player: base.a });
    expect(s.pvp).toBeNull();
    expect(s.players[base.d]?.discard).toContain(c);
    expect(s.players[base.d]?.heldManaTokens).toEqual(['green']);
  });

  it('HEAL-3d: no healing effects during the PvP combat', () => {
    const base = commit(attack(meet()), true);
    expect(isUsable(base.s, { kind: 'heal', amount: 1 }, { player: base.d, source: 'test' })).toBe(
      false,
    );
  });

  it('COMBAT-DMG-5d / PVP-RANGED-5b.1: Wounds up to the Hand limit knock the blocker out', () => {
    const m = commit(attack(meet()), true);
    let s = column(m.s, 'attack', [{ amount: 10, style: 'ranged' }]);
    s = act(s, { type: 'pvp-resolve', player: m.d });
    s = act(s, { type: 'pvp-resolve', player: m.a });
    for (let i = 0; i < 5; i++) s = act(s, { type: 'pvp-damage', player: m.d, to: 'hero' });
    expect(s.pvp?.knockedOut).toContain(m.a);
    expect(s.players[m.a]?.hand.every((c) => c.startsWith('wound#'))).toBe(true);
  });
});

describe('special combat effects (PVP-SPECIAL)', () => {
  const play = (s: GameState, player: number, effect: Effect, color?: 'red' | 'blue'): GameState =>
    edit(s, (d) =>
      resolveEffects(
        d,
        [effect],
        { player, source: 'test', ...(color ? { color } : {}) },
        newCtx(),
      ),
    );

  it('PVP-SPECIAL-2/2c: "destroy an enemy" wounds an unwounded unit of the opponent, never the hero', () => {
    const base = meet();
    const m = commit(attack({ ...base, s: withUnits(base.s, base.a, ['peasants']) }), true);
    const s = play(m.s, m.d, { kind: 'enemy', target: 'one', effect: { kind: 'defeat' } });
    expect(s.players[m.a]?.units[0]?.wounds).toBe(1);
    expect(s.players[m.a]?.hand.filter((c) => c.startsWith('wound#')).length).toBe(
      m.s.players[m.a]?.hand.filter((c) => c.startsWith('wound#')).length,
    );
  });

  it('PVP-SPECIAL-2a/2b: a red effect does nothing to a Fire-resistant unit', () => {
    const base = meet();
    const m = commit(attack({ ...base, s: withUnits(base.s, base.a, ['fire-mages']) }), true);
    expect(
      isUsable(
        m.s,
        { kind: 'enemy', target: 'one', effect: { kind: 'defeat' } },
        { player: m.d, source: 'x', color: 'red' },
      ),
    ).toBe(false);
    expect(
      isUsable(
        m.s,
        { kind: 'enemy', target: 'one', effect: { kind: 'defeat' } },
        { player: m.d, source: 'x', color: 'blue' },
      ),
    ).toBe(true);
  });

  it('PVP-SPECIAL-2d: a unit’s Armor never drops below 1', () => {
    const base = meet();
    const m = commit(attack({ ...base, s: withUnits(base.s, base.a, ['peasants']) }), true);
    const s = play(m.s, m.d, {
      kind: 'enemy',
      target: 'one',
      effect: { kind: 'armor', amount: -5, min: 1 },
    });
    const u = s.players[m.a]?.units[0];
    expect(u && unitWoundCost(u, ['physical'], s.pvp)).toBe(1);
  });

  it('PVP-SPECIAL-2f: "number of enemies" = the opponent’s ready unwounded units (+ those fighting) + 1 for the hero', () => {
    const base = meet();
    const m = commit(
      attack({ ...base, s: withUnits(base.s, base.a, ['peasants', 'scouts']) }),
      true,
    );
    expect(pvpEnemyCount(m.s, m.d)).toBe(3);
  });

  it('PVP-SPECIAL-4: "does not attack" played when blocking removes a unit’s contribution', () => {
    const base = meet();
    const m = commit(attack({ ...base, s: withUnits(base.s, base.d, ['peasants']) }), true);
    const unit = m.s.players[m.d]?.units[0]?.id ?? '';
    let s = edit(m.s, (d) => {
      d.pvp?.attack.push(
        { amount: 3, element: 'physical', style: 'ranged', source: unit },
        { amount: 2, element: 'fire', style: 'ranged', source: 'card' },
      );
    });
    s = act(s, { type: 'pvp-resolve', player: m.d });
    s = play(s, m.a, { kind: 'enemy', target: 'one', effect: { kind: 'does-not-attack' } });
    expect(s.pvp?.attack.map((e) => e.source)).toEqual(['card']);
  });
});

describe('blocks against ranged attacks, block effects and cancelling (PVP-RANGED-4c.1, PVP-SPECIAL-2e, PVP-SPECIAL-5)', () => {
  const play = (s: GameState, player: number, effect: Effect): GameState =>
    edit(s, (d) => resolveEffects(d, [effect], { player, source: 'test' }, newCtx()));

  /** Ranged phase, the defender attacks with `amount` (from its unit if it has one); the aggressor blocks. */
  function rangedAttack(amount: number, withUnit = false): Setup & { unit: string } {
    const base = meet();
    const s0 = withUnit ? withUnits(base.s, base.d, ['peasants']) : base.s;
    const m = commit(attack({ ...base, s: s0 }), true);
    const unit = m.s.players[m.d]?.units[0]?.id ?? '';
    let s = edit(m.s, (x) => {
      const u = x.players[m.d]?.units[0];
      if (u) u.ready = false; // it took part in the attack
    });
    s = column(s, 'attack', [{ amount, style: 'ranged', ...(withUnit ? { source: unit } : {}) }]);
    s = act(s, { type: 'pvp-resolve', player: m.d });
    return { ...m, s, unit };
  }

  it('PVP-RANGED-4c.1: a block that counts twice against Swift reduces a ranged attack 1 per point', () => {
    const r = rangedAttack(3);
    let s = withHand(r.s, r.a, ['shield-bash']);
    s = act(s, {
      type: 'play-card',
      player: r.a,
      card: handCard(s, r.a, 'shield-bash'),
      mode: 'basic',
    });
    expect(s.pvp?.block[0]).toMatchObject({ amount: 3, swiftDouble: true });
    expect(pvpNumbers(s)).toMatchObject({ reduction: 3, damage: 0 });
    // An ordinary Block 3 reduces it by 1 only (PVP-RANGED-4c).
    expect(pvpNumbers(column(r.s, 'block', [{ amount: 3 }]))).toMatchObject({ reduction: 1 });
    // In melee every block counts 1 per point anyway (PVP-MELEE-1d): no double counting there.
    const m = toMelee(commit(attack(meet()), true));
    let x = column(m.s, 'attack', [{ amount: 5 }]);
    x = act(x, { type: 'pvp-resolve', player: m.a });
    expect(pvpNumbers(column(x, 'block', [{ amount: 3, swiftDouble: true }]))).toMatchObject({
      reduction: 3,
    });
  });

  it('PVP-RANGED-4c.1: "the blocked enemy loses Swift" on a unit in the attack makes the whole block count fully', () => {
    const r = rangedAttack(4, true);
    const lose: Effect = {
      kind: 'enemy',
      target: 'one',
      effect: { kind: 'custom', hook: 'lose-attack-abilities' },
    };
    expect(isUsable(r.s, lose, { player: r.a, source: 'x' })).toBe(true);
    let s = play(r.s, r.a, lose);
    expect(s.pvp?.swiftLost).toBe(true);
    s = column(s, 'block', [{ amount: 4 }]);
    expect(pvpNumbers(s)).toMatchObject({ reduction: 4, damage: 0 });
    // Without a unit taking part there is no "blocked enemy" to target.
    expect(isUsable(rangedAttack(4).s, lose, { player: r.a, source: 'x' })).toBe(false);
    // The next attack is Swift-like again.
    s = act(s, { type: 'pvp-resolve', player: r.a });
    expect(s.pvp?.swiftLost).toBeUndefined();
  });

  it('PVP-SPECIAL-2e: a successful-block effect on the blocked enemy wounds a unit taking part when the attack is reduced to 0', () => {
    const r = rangedAttack(2, true);
    const exploding: Effect = {
      kind: 'on-successful-block',
      block: { kind: 'block', amount: 4, element: 'fire' },
      then: { kind: 'enemy', target: 'one', effect: { kind: 'defeat' } },
    };
    let s = play(r.s, r.a, exploding);
    expect(s.pvp?.onSuccess).toHaveLength(1);
    s = act(s, { type: 'pvp-resolve', player: r.a });
    expect(s.players[r.d]?.units[0]?.wounds).toBe(1); // PVP-SPECIAL-2c: destroy → wound
    expect(s.pvp?.step).toBe('attack');
    expect(s.pvp?.onSuccess).toBeUndefined();
  });

  it('PVP-SPECIAL-2e: a partial block does not trigger it', () => {
    const r = rangedAttack(4, true);
    let s = play(r.s, r.a, {
      kind: 'on-successful-block',
      block: { kind: 'block', amount: 4, element: 'fire' },
      then: { kind: 'enemy', target: 'one', effect: { kind: 'defeat' } },
    });
    s = act(s, { type: 'pvp-resolve', player: r.a }); // 4 − 2 = 2 damage left
    expect(s.pvp?.step).toBe('damage');
    expect(s.players[r.d]?.units[0]?.wounds).toBe(0);
  });

  it('PVP-SPECIAL-2e: without a unit in the attack the effect has no target; Shield Bash takes Armor per excess point', () => {
    const r = rangedAttack(2);
    let s = play(r.s, r.a, {
      kind: 'on-successful-block',
      block: { kind: 'block', amount: 4, element: 'fire' },
      then: { kind: 'enemy', target: 'one', effect: { kind: 'defeat' } },
    });
    s = act(s, { type: 'pvp-resolve', player: r.a });
    expect(s.pvp?.step).toBe('attack');
    // Shield Bash strong: Block 5 counting twice against Swift vs Ranged 3 → 10 − 6 = 4 excess.
    const b = rangedAttack(3, true);
    let x = withHand(b.s, b.a, ['shield-bash']);
    x = edit(x, (d) => {
      d.turn?.manaTokens.push('blue');
    });
    x = act(x, {
      type: 'play-card',
      player: b.a,
      card: handCard(x, b.a, 'shield-bash'),
      mode: 'strong',
      mana: [{ kind: 'token', color: 'blue' }],
    });
    x = act(x, { type: 'pvp-resolve', player: b.a });
    expect(x.pvp?.unitArmor?.[b.unit]).toBe(-4);
  });

  it('PVP-SPECIAL-5: Banner of Fear cancels the one attack being blocked; its unit stays spent, the combat goes on', () => {
    const r = rangedAttack(5, true);
    const s0 = withHand(r.s, r.a, ['banner-of-fear']);
    const banner = handCard(s0, r.a, 'banner-of-fear');
    const cancel = legal(s0, 'play-card').find((p) => p.card === banner && p.mode === 'strong');
    expect(cancel).toBeDefined();
    if (!cancel) return;
    let s = act(s0, cancel);
    expect(s.pvp?.cancelled).toBe(true);
    expect(pvpNumbers(s)?.damage).toBe(0);
    s = act(s, { type: 'pvp-resolve', player: r.a });
    expect(s.pvp?.step).toBe('attack');
    expect(s.pvp?.attacker).toBe(r.a);
    expect(s.pvp?.phase).toBe('ranged');
    expect(s.players[r.d]?.units[0]?.ready).toBe(false);
    expect(s.pvp?.cancelled).toBeUndefined();
  });

  it('PVP-SPECIAL-5: only the blocker, only against an attack being blocked', () => {
    const base = commit(attack(meet()), true);
    const fear: Effect = { kind: 'custom', hook: 'enemies-do-not-attack', params: { max: 3 } };
    // The defender is attacking: nothing to cancel for anyone.
    expect(isUsable(base.s, fear, { player: base.d, source: 'x' })).toBe(false);
    const r = rangedAttack(2);
    expect(isUsable(r.s, fear, { player: r.a, source: 'x' })).toBe(true);
    const once = play(r.s, r.a, fear);
    expect(isUsable(once, fear, { player: r.a, source: 'x' })).toBe(false);
    const wings: Effect = { kind: 'custom', hook: 'wings-of-night' };
    expect(isUsable(r.s, wings, { player: r.a, source: 'x' })).toBe(true);
  });
});
