// Why the device goes to the next player in hotseat, when the decision passed inside a PvP combat
// or a cooperative assault ('decision-passed'): shown on the hand-off screen so that the next
// player knows what awaits them before their hand is revealed.
import { pvpNumbers, type GameState, type PlayerId } from '../../engine';
import type { Translator } from '../../i18n';
import { heroName } from '../names';

export function handoffReason(state: GameState, viewer: PlayerId, t: Translator): string | null {
  const pvp = state.pvp;
  if (pvp) {
    const other = heroName(state, viewer === pvp.aggressor ? pvp.defender : pvp.aggressor, t);
    if (pvp.phase === 'commit' && viewer === pvp.defender)
      return t('handoff.pvp.commit', { hero: other });
    if (pvp.phase === 'after') return t('handoff.pvp.after');
    const n = pvpNumbers(state);
    if (pvp.step === 'attack' && viewer === pvp.attacker)
      return t(`handoff.pvp.attack.${pvp.phase === 'melee' ? 'melee' : 'ranged'}`, {
        hero: other,
      });
    if (pvp.step === 'block') return t('handoff.pvp.block', { hero: other, n: n?.attack ?? 0 });
    if (pvp.step === 'damage') return t('handoff.pvp.damage', { hero: other, n: n?.damage ?? 0 });
  }
  const pending = state.pending[state.pending.length - 1];
  if (pending?.kind === 'coop-agree' && pending.player === viewer) {
    const initiator = Number(pending.data?.initiator ?? 0);
    return t('handoff.coop.agree', { hero: heroName(state, initiator, t) });
  }
  const coop = state.coop;
  if (coop && state.turn?.player === viewer)
    return coop.stage === 'assault' ? t('handoff.coop.assault') : t('handoff.coop.finish');
  return null;
}

/** The action bar's status line during a PvP combat: who does what now. */
export function pvpStatus(state: GameState, decider: PlayerId, t: Translator): string {
  const pvp = state.pvp;
  const hero = heroName(state, decider, t);
  if (!pvp) return hero;
  if (pvp.phase === 'commit') return t('pvp.status.commit', { hero });
  if (pvp.step === 'block') return t('pvp.status.block', { hero });
  if (pvp.step === 'damage') return t('pvp.status.damage', { hero });
  return t('pvp.status.attack', { hero });
}
