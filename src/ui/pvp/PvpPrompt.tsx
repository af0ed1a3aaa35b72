// MOVE-8b / PVP-1: the move ended on another hero's space. Attacking them is the action of the turn
// (the engine refuses to end the turn otherwise); when PvP combat is not allowed there (MOVE-8e),
// the reason is shown instead, with what it means (forced withdrawal at the end of the turn).
import { checkAction, type Action, type GameState } from '../../engine';
import { useGame } from '../../store';
import { useT, useView } from '../hooks';
import { heroName } from '../names';
import { SwordsIcon } from '../combat/icons';
import './pvp.css';
import { RefusalLine } from '../rules/RuleLink';

/** Refusals that mean "you may not fight this hero here" (not "not your turn" and the like). */
const FORBIDDING = /^(MOVE-8e|PVP-1d|SCEN-RECON-4b)/;

export function PvpPrompt({ state, legal }: { state: GameState; legal: readonly Action[] }) {
  const t = useT();
  const dispatch = useGame((s) => s.dispatch);
  const viewer = useView()?.viewer;
  const turn = state.turn;
  if (!turn || state.pvp || state.combat || state.pending.length > 0) return null;
  const me = state.players[turn.player];
  const pos = me?.position;
  if (!me || !pos || me.id !== viewer) return null;
  const others = state.players.filter(
    (p) => p.id !== me.id && p.position === pos && p.kind !== 'dummy' && !p.eliminated,
  );
  const target = others[0];
  if (!target) return null;
  const attack = legal.find(
    (a): a is Extract<Action, { type: 'pvp-attack' }> =>
      a.type === 'pvp-attack' && a.player === me.id,
  );
  const hero = heroName(state, target.id, t);
  if (attack)
    return (
      <section className="pvp-prompt" role="alert" data-testid="pvp-prompt">
        <span className="combat-icon pvp-icon">
          <SwordsIcon size={18} />
        </span>
        <div>
          <strong>{t('pvp.prompt.title', { hero })}</strong>
          <p className="muted small">{t('pvp.prompt.body', { hero })}</p>
        </div>
        <button
          type="button"
          className="primary"
          onClick={() => dispatch(attack)}
          data-testid="pvp-attack"
        >
          {t('pvp.prompt.attack', { hero })}
        </button>
      </section>
    );
  if (turn.path.length < 2 || turn.path[turn.path.length - 1] !== pos) return null;
  const why = checkAction(state, { type: 'pvp-attack', player: me.id });
  if (!why || !FORBIDDING.test(why.ruleId)) return null;
  return (
    <section className="pvp-prompt forbidden" data-testid="pvp-forbidden">
      <div>
        <strong>{t('pvp.prompt.forbidden', { hero })}</strong>
        <div className="muted small">
          <RefusalLine refusal={why} /> {t('pvp.prompt.withdraw')}
        </div>
      </div>
    </section>
  );
}
