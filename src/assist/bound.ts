// A sound upper bound on the attack a player can still bring to the fight (issue 17 part 3): when
// even the bound falls short of the armor to defeat, no plan exists and the planner answers
// `none` without searching. It reads content facts only (the cards', units', skills' and tactics'
// printed effects) and decides no rule: everything it does not understand counts as unbounded.
//
// Optimistic on every count, so that it never proves `none` where a win exists:
//   - every card gives the most Attack of its basic effect, its strong effect (as if the mana were
//     free) and a sideways play (1), whatever the phase, style, element or the enemies'
//     resistances (an Attack is never worth more than its amount);
//   - every unit not spent gives the most Attack of its abilities (wounded or not, mana free);
//   - every skill gives the most Attack of its effect (used or not), and so does the tactic unless
//     its effect resolved when it was taken;
//   - an effect that changes the rules (a modifier), acts on enemies, readies units, uses or takes
//     from an offer, repeats on events or runs a card-specific hook is unbounded, and so is any
//     modifier in play, any flag on an enemy, any open decision and any banner on a unit;
//   - the armor needed is the lowest each enemy can show (Elusive at its lower value), the sum over
//     the enemies still to defeat, less nothing for resistances or fortification.
import {
  cardDef,
  enemyDef,
  enemyStats,
  skillDef,
  tacticDef,
  unitDef,
  type Effect,
  type GameState,
} from '../engine';

/** The most Attack an effect can give, Infinity when it cannot be bounded from its text. */
export function maxAttack(e: Effect): number {
  switch (e.kind) {
    case 'attack':
      return e.amount;
    case 'nothing':
    case 'move':
    case 'influence':
    case 'block':
    case 'heal':
    case 'draw':
    case 'gain-mana':
    case 'gain-crystal':
    case 'fame':
    case 'reputation':
    case 'take-wound':
    case 'relocate':
    case 'hand-limit':
    case 'heal-unit':
      // Move/Influence/Block turn into Attack only through modifiers (unbounded below); mana and
      // crystals only power effects, counted at their strongest already
      return 0;
    case 'choice':
      return Math.max(0, ...e.options.map(maxAttack));
    case 'all':
      return e.effects.reduce((n, x) => n + maxAttack(x), 0);
    case 'pay':
      return maxAttack(e.then);
    case 'by-time':
      return Math.max(maxAttack(e.day), maxAttack(e.night));
    case 'when':
      return maxAttack(e.effect);
    case 'if':
      return Math.max(maxAttack(e.then), e.else ? maxAttack(e.else) : 0);
    case 'by-paid-color':
      return Math.max(
        maxAttack(e.red),
        maxAttack(e.blue),
        maxAttack(e.green),
        maxAttack(e.white),
        e.colorless ? maxAttack(e.colorless) : 0,
      );
    case 'bonus-per':
      return e.max === undefined ? Infinity : maxAttack(e.effect) + e.max;
    case 'on-successful-block':
      return maxAttack(e.block) + maxAttack(e.then);
    default:
      // modifier, enemy, custom, ready-unit, for-each, take-from-offer, use-from-offer, and any
      // kind added later: not bounded
      return Infinity;
  }
}

/** The most Attack the deciding player can still add in this combat (Infinity: no bound). */
export function attackBound(state: GameState, who: number): number {
  const p = state.players[who];
  const c = state.combat;
  const turn = state.turn;
  if (!p || !c || !turn) return Infinity;
  if (state.pending.length > 0 || turn.modifiers.length > 0) return Infinity;
  if (c.enemies.some((e) => Object.keys(e.flags).length > 0)) return Infinity;
  let sum = 0;
  for (const id of p.hand) {
    const d = cardDef(id);
    if (d.type === 'wound') continue;
    sum += Math.max(1, maxAttack(d.basic), maxAttack(d.strong));
  }
  for (const u of p.units) {
    if (u.banner) return Infinity;
    if (!u.ready) continue;
    sum += Math.max(0, ...unitDef(u.id).abilities.map((a) => maxAttack(a.effect)));
  }
  for (const s of p.skills) {
    const d = skillDef(s.id);
    if (d.passive) return Infinity;
    sum += maxAttack(d.effect);
  }
  if (p.tactic) {
    // a tactic's effect resolves when taken ('on-take') or never ('none'); else it may be used
    const t = tacticDef(p.tactic);
    if (t.timing !== 'on-take' && t.timing !== 'none') sum += maxAttack(t.effect);
  }
  for (const r of c.reserve ?? [])
    if (r.kind === 'attack') for (const x of r.entries) sum += x.amount;
  for (const x of c.attack?.entries ?? []) sum += x.amount;
  return sum;
}

/** The least total armor the enemies still to defeat can show (Elusive at its lower value). */
export function armorFloor(state: GameState, ids: readonly string[]): number {
  const want = new Set(ids);
  let sum = 0;
  for (const e of enemyStats(state)) {
    if (!want.has(e.id) || e.defeated) continue;
    const d = enemyDef(e.id);
    const elusive = d.elusiveArmor !== undefined ? Math.max(0, d.elusiveArmor - d.armor) : 0;
    sum += Math.max(0, e.armor - elusive);
  }
  return sum;
}
