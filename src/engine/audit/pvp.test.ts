// Rules audit §11: player-versus-player combat (RULES.md PVP-*).
import { describe, expect, it } from 'vitest';
import { createGame } from '../index';
import type { GameState } from '../index';
import { untilHumanTurn } from './helpers';
import type { PvpEntry } from '../state/pvp-types';
import {
  blockEffective,
  damageOptions,
  reductionFor,
  retreatSpaces,
  stealableArtifacts,
  unitWoundCost,
} from '../pvp/rules';
import { resolveEffects } from '../effects/interpret';
import { AGG_FROM, attack, commit, FIGHT, meet, type Setup } from '../pvp/test-kit';
import { act, card, edit, legal, newCtx, refusal, withSite } from '../testing/builders';

const entries = (xs: Partial<PvpEntry>[]): PvpEntry[] =>
  xs.map((e) => ({
    amount: e.amount ?? 1,
    element: e.element ?? 'physical',
    style: e.style ?? 'ranged',
    source: 'test',
  }));

describe('§11 PvP combat', () => {
  it('PVP-1c / MOVE-8e.2: no PvP once the End of the Round has been announced', () => {
    const m = meet();
    const { a, d } = m;
    let s = m.s;
    s = edit(s, (x) => {
      x.round.endAnnouncedBy = d;
      x.round.lastTurnsLeft = [a];
    });
    s = act(s, { type: 'move', player: a, to: FIGHT });
    expect(legal(s, 'pvp-attack')).toEqual([]);
    expect(refusal(s, { type: 'pvp-attack', player: a })).toBe('MOVE-8e.2');
  });

  it('PVP-3a / PVP-3a.7: a fully committed defender may not move, reveal tiles or take another action', () => {
    const x = commit(attack(meet()), true);
    const who = x.s.turn?.player;
    expect(who).toBe(x.d); // the defender attacks first (PVP-RANGED-1)
    expect(refusal(x.s, { type: 'move', player: x.d, to: AGG_FROM })).toBeDefined();
    expect(refusal(x.s, { type: 'interact', player: x.d })).toBeDefined();
    expect(legal(x.s, 'explore')).toEqual([]);
  });

  it('PVP-3a.2: a fully committed defender gets “start of your turn” benefits (the magical glade’s mana token)', () => {
    let x = meet();
    x = { ...x, s: withSite(x.s, FIGHT, { type: 'magical-glade' }) };
    x = commit(attack(x), true);
    expect(x.s.turn?.player).toBe(x.d);
    expect(x.s.turn?.manaTokens).toContain('gold'); // by Day
  });

  it('PVP-3b / PVP-3b.6: a partly committed defender still attacks (first) and blocks', () => {
    const x = commit(attack(meet()), false);
    expect(x.s.turn?.player).toBe(x.d);
    expect(x.s.pvp?.attacker).toBe(x.d);
    expect(x.s.pvp?.commitment).toBe('partial');
    expect(x.s.players[x.d]?.orderTokenFlipped).toBe(false);
    // passing hands the attack to the aggressor; the defender will block it
    const s = act(x.s, { type: 'pvp-pass', player: x.d });
    expect(s.pvp?.attacker).toBe(x.a);
  });

  it('PVP-4 / PVP-MELEE-3: two phases — ranged then melee; players alternate until both pass', () => {
    let x = commit(attack(meet()), false);
    expect(x.s.pvp?.phase).toBe('ranged');
    let s = act(x.s, { type: 'pvp-pass', player: x.d });
    s = act(s, { type: 'pvp-pass', player: x.a });
    expect(s.pvp?.phase).toBe('melee');
    expect(s.pvp?.attacker).toBe(x.a); // PVP-MELEE-1a
    s = act(s, { type: 'pvp-pass', player: x.a });
    expect(s.pvp?.attacker).toBe(x.d);
    s = act(s, { type: 'pvp-pass', player: x.d });
    x = { ...x, s };
    expect(x.s.pvp === null || x.s.pvp?.phase === 'after').toBe(true);
  });

  it('PVP-RANGED-4b / PVP-RANGED-4c / PVP-RANGED-4c.2: partial blocks count; in the ranged phase 1 per 2 Block (the book’s example)', () => {
    // Ice Block 4 against a Fire Ranged Attack 4: efficient, reduces the attack by 2
    const ice = blockEffective(entries([{ amount: 4, element: 'ice' }]), ['fire']);
    expect(4 - reductionFor('ranged', ice.effective)).toBe(2);
    // Block 7 (physical) is inefficient: counts 3, reduces by only 1
    const phys = blockEffective(entries([{ amount: 7 }]), ['fire']);
    expect(phys.effective).toBe(3);
    expect(4 - reductionFor('ranged', phys.effective)).toBe(3);
    // melee: 1 per point (PVP-MELEE-1d)
    expect(reductionFor('melee', 3)).toBe(3);
  });

  it('PVP-MELEE-2 / PVP-MELEE-2a.1: artifacts in the play area or discard pile, or on a wounded unit, can be stolen', () => {
    const x = commit(attack(meet()), false);
    const banner = card('banner-of-glory');
    const sword = card('sword-of-justice');
    const s = edit(x.s, (st) => {
      const p = st.players[x.d];
      if (!p) return;
      p.discard.push(sword);
      p.units.push({ id: 'peasants#9401', ready: true, wounds: 1, banner });
      p.units.push({ id: 'peasants#9402', ready: true, wounds: 0, banner: card('banner-of-fear') });
      p.hand.push(card('horn-of-wrath'));
    });
    expect(stealableArtifacts(s, x.d).sort()).toEqual([banner, sword].sort());
  });

  it('PVP-MELEE-2b / PVP-MELEE-2b.1 / PVP-MELEE-2b.2: a retreat goes to an adjacent safe space for its unmodified Move cost', () => {
    const x = commit(attack(meet()), false);
    let s = edit(x.s, (st) => {
      // a rampaging enemy next to the fight: its space is no retreat space
      const h = st.map.hexes['2,-1'];
      if (h) {
        h.site = { type: 'orcs' };
        h.enemies = [{ id: 'prowlers#9403', faceUp: true }];
      }
      // a cost reduction of the attacker does not change the cost of a retreat
      st.turn?.modifiers.push({
        modifier: { kind: 'terrain-cost', terrain: 'all', delta: -1, min: 0 },
        duration: 'turn',
        source: 'test',
        player: x.d,
      });
    });
    const spaces = retreatSpaces(s, x.a, FIGHT);
    expect(spaces.map((r) => r.hex)).not.toContain('2,-1');
    const forest = spaces.find((r) => r.hex === AGG_FROM);
    expect(forest?.cost).toBe(3); // forest by Day, unmodified
    s = edit(s, (st) => {
      if (!st.pvp) return;
      st.pvp.phase = 'melee';
      st.pvp.step = 'damage';
      st.pvp.attacker = x.d;
      st.pvp.damage = 3;
      st.pvp.elements = ['physical'];
    });
    expect(damageOptions(s).map((o) => o.to)).toContain(`retreat:${AGG_FROM}`);
  });

  it('PVP-MELEE-2b.3: the retreating hero is moved there, provokes nothing, and the combat is over', () => {
    const x = commit(attack(meet()), false);
    let s = edit(x.s, (st) => {
      // orcs next to both the fight and the retreat space
      const h = st.map.hexes['2,-2'];
      if (h) {
        h.site = { type: 'orcs' };
        h.enemies = [{ id: 'prowlers#9404', faceUp: true }];
      }
      if (!st.pvp) return;
      st.pvp.phase = 'melee';
      st.pvp.step = 'damage';
      st.pvp.attacker = x.d;
      st.pvp.damage = 3;
      st.pvp.elements = ['physical'];
    });
    s = act(s, { type: 'pvp-damage', player: x.d, to: `retreat:${AGG_FROM}` });
    expect(s.players[x.a]?.position).toBe(AGG_FROM);
    expect(s.combat).toBeNull();
    expect(s.pvp === null || s.pvp?.phase === 'after').toBe(true);
  });
});

describe('§11 PvP defenders and skills', () => {
  const withSkill = (x: Setup, skill: string): Setup => ({
    ...x,
    s: edit(x.s, (st) => {
      st.players[x.d]?.skills.push({
        id: skill,
        flipped: false,
        usedThisTurn: false,
        inCenter: false,
      });
    }),
  });
  /** The defender is the blocker of the aggressor's ranged attack (skills give Block then). */
  const blocking = (x: Setup): GameState => {
    let s = act(x.s, { type: 'pvp-pass', player: x.d });
    s = edit(s, (st) => {
      st.pvp?.attack.push({ amount: 3, element: 'physical', style: 'ranged', source: 'test' });
    });
    return act(s, { type: 'pvp-resolve', player: x.a });
  };

  it('PVP-3b.3: a partly committed defender may not use skills usable only in their own turn', () => {
    const x = commit(attack(withSkill(meet(), 'tovak-shield-mastery')), false);
    const s = blocking(x);
    expect(s.turn?.player).toBe(x.d);
    expect(refusal(s, { type: 'use-skill', player: x.d, skill: 'tovak-shield-mastery' })).toBe(
      'PVP-3b.3',
    );
  });

  it('PVP-3a.4: a fully committed defender may use skills normally usable only in their own turn', () => {
    const x = commit(attack(withSkill(meet(), 'tovak-shield-mastery')), true);
    const s = blocking(x);
    expect(s.turn?.player).toBe(x.d);
    expect(
      refusal(s, { type: 'use-skill', player: x.d, skill: 'tovak-shield-mastery' }),
    ).toBeUndefined();
  });
});

describe('§14.4 Be nice to each other', () => {
  it('VAR-NICE-3 / MOVE-8e.4: with the “no PvP” variant, ending the move on another hero’s space allows no attack; forced withdrawal follows', () => {
    let s = createGame({
      scenario: 'full-conquest',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 3,
      variants: ['no-pvp'],
    });
    s = untilHumanTurn(s);
    const a = s.turn?.player ?? 0;
    const d = a === 0 ? 1 : 0;
    s = edit(s, (x) => {
      const pa = x.players[a];
      const pd = x.players[d];
      if (!pa || !pd || !x.turn) return;
      pd.position = FIGHT;
      pa.position = AGG_FROM;
      x.turn.path = [AGG_FROM];
      x.turn.movePoints = 4;
      x.turn.phase = 'move';
      const h = x.map.hexes[FIGHT];
      if (h) h.terrain = 'plains';
    });
    s = act(s, { type: 'move', player: a, to: FIGHT });
    expect(refusal(s, { type: 'pvp-attack', player: a })).toBe('MOVE-8e.4');
    expect(refusal(s, { type: 'end-turn', player: a })).toBeUndefined();
  });
});

describe('§11.4 special effects in PvP', () => {
  it('PVP-SPECIAL-1 / PVP-SPECIAL-3: an effect usable against enemies (Armor −2) works on an opponent’s unit and lasts for the whole combat', () => {
    const base = meet();
    const withUnit = edit(base.s, (st) => {
      st.players[base.a]?.units.push({ id: 'guardian-golems#9990', ready: true, wounds: 0 });
    });
    const x = commit(attack({ ...base, s: withUnit }), true);
    const golems = { id: 'guardian-golems#9990', ready: true, wounds: 0 };
    const armor0 = unitWoundCost(golems, ['fire']);
    let s = edit(x.s, (d) =>
      resolveEffects(
        d,
        [{ kind: 'enemy', target: 'one', effect: { kind: 'armor', amount: -2, min: 1 } }],
        { player: x.d, source: 'test' },
        newCtx(),
      ),
    );
    const u = s.players[x.a]?.units[0];
    if (!u) throw new Error('no unit');
    expect(unitWoundCost(u, ['fire'], s.pvp)).toBe(armor0 - 2);
    // both pass the ranged phase: in the melee phase the reduction still holds
    s = act(s, { type: 'pvp-pass', player: x.d });
    s = act(s, { type: 'pvp-pass', player: x.a });
    expect(s.pvp?.phase).toBe('melee');
    expect(unitWoundCost(u, ['fire'], s.pvp)).toBe(armor0 - 2);
  });
});
