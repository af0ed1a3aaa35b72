// 'familiars-upkeep' (units.md "Magic Familiars"): at the start of each new round, before tactics,
// pay one mana of a basic colour for each Magic Familiars unit — its token takes that colour — or
// disband it. Ruling: outside a turn the only mana a player holds is crystals, so upkeep is paid
// with a crystal.
import type { Ctx } from '../core/context';
import { BASIC_COLORS, type BasicColor } from '../core/types';
import { getPlayer } from '../state/player';
import type { GameState } from '../state/types';
import { disbandUnit, hasHook } from '../state/units';

/** Push the upkeep choice of each player's first Magic Familiars (called while preparing a round, ROUND-2). */
export function queueUnitUpkeep(state: GameState): void {
  for (const p of state.players) {
    if (p.kind === 'dummy') continue;
    const familiars = p.units.filter((u) => hasHook(u.id, 'familiars-upkeep')).map((u) => u.id);
    pushUpkeep(state, p.id, familiars);
  }
}

/** One choice at a time, so that every choice lists only crystals still held. */
function pushUpkeep(state: GameState, player: number, units: string[]): void {
  const [unit, ...rest] = units;
  if (!unit) return;
  const p = getPlayer(state, player);
  const options = [
    ...BASIC_COLORS.filter((c) => p.crystals[c] > 0).map((c) => `crystal:${c}`),
    'disband',
  ];
  state.pending.push({
    kind: 'familiars-upkeep',
    player,
    source: unit,
    options,
    data: { unit, rest },
  });
}

export function resolveUpkeep(
  state: GameState,
  player: number,
  unit: string,
  answer: string,
  rest: string[],
  ctx: Ctx,
): void {
  const p = getPlayer(state, player);
  const u = p.units.find((x) => x.id === unit);
  const color = answer.split(':')[1] as BasicColor | undefined;
  if (u && answer === 'disband') disbandUnit(state, p, unit, ctx);
  else if (u && color && p.crystals[color] > 0) {
    p.crystals[color] -= 1;
    u.token = color;
    ctx.emit({ type: 'crystal-spent', player: p.id, color, count: 1, unit });
  }
  pushUpkeep(state, player, rest);
}
