// The words of the combat planner's answers (PlanBox): plan steps and what the enemies need.
import {
  applyAction,
  enemyStats,
  type Action,
  type GameState,
  type ManaSource,
} from '../../engine';
import type { Translator } from '../../i18n';
import { hintText } from '../hint/hint-text';
import { enemyName } from '../names';

function manaWords(m: readonly ManaSource[] | undefined, state: GameState, t: Translator): string {
  if (!m || m.length === 0) return '';
  return m
    .map((x) => {
      if (x.kind === 'crystal') return t('plan.mana.crystal', { color: t(`mana.${x.color}`) });
      if (x.kind === 'token') return t('plan.mana.token', { color: t(`mana.${x.color}`) });
      const die = state.source.dice.find((d) => d.id === x.die);
      return t('plan.mana.die', { color: die ? t(`mana.${die.color}`) : '?' });
    })
    .join(', ');
}

/** The words of every step, each described in the state it is played from. */
export function describe(state: GameState, steps: readonly Action[], t: Translator): string[] {
  const out: string[] = [];
  let s = state;
  for (const a of steps) {
    const mana = 'mana' in a ? manaWords(a.mana, s, t) : '';
    const base = hintText(a, s, t);
    // the action's label may name the mana already (a strong play paid by a die)
    out.push(mana && !base.includes(mana) ? `${base} (${mana})` : base);
    try {
      s = applyAction(s, a).state;
    } catch {
      break;
    }
  }
  return out;
}

/** What the enemies still need, in words (for a fight without a sure win). */
export function missingWords(state: GameState, t: Translator): string[] {
  const out: string[] = [];
  for (const e of enemyStats(state)) {
    if (e.defeated || e.summonedBy) continue;
    const notes = [
      e.fortification > 0 && state.combat?.phase === 'ranged' ? t('ability.fortified') : '',
      ...e.resistances.map((r) => t(`resist.${r}`)),
      ...e.abilities
        .filter((a) => a === 'elusive' || a === 'arcane-immunity')
        .map((a) => t(`ability.${a}`)),
    ].filter(Boolean);
    out.push(
      t('plan.needArmor', {
        enemy: enemyName(e.id, t),
        armor: e.armor,
        notes: notes.length ? ` (${notes.join(', ')})` : '',
      }),
    );
    for (const a of e.attacks)
      if (a.kind === 'attack' && !a.blocked && !a.damageAssigned)
        out.push(
          t('plan.needBlock', {
            element: t(`element.${a.element}`),
            value: a.value,
            block: a.blockNeeded,
            damage: a.damage,
          }),
        );
    if (e.attacks.some((a) => a.kind === 'summon') && state.combat?.phase === 'ranged')
      out.push(t('plan.summonNote', { enemy: enemyName(e.id, t) }));
  }
  return out;
}
