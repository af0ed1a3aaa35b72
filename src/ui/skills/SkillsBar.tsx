// The skill tokens beside the hero (SKILL-1..4): each token with its state (ready, used this turn,
// face down, in the centre), its name, usage and effect in words. A token is a button exactly when
// the engine lists its use as legal; face-down tokens offer their legal ways to turn face up again
// (rest, action, green mana); tokens other players left in the centre can be returned for their
// effect when the engine allows it. `full` in the player panel, `compact` in combat, `mini` for
// the other players.
import type { GameState, PlayerId } from '../../engine';
import type { Translator } from '../../i18n';
import { useGame } from '../../store';
import { useGameState, useLegalActions, useT } from '../hooks';
import { heroName, skillName } from '../names';
import { manaSourceText } from '../panels/labels';
import { centreTokens, skillViews, type SkillView, type UseSkill } from './skill-model';
import { effectText, stateText, usageText } from './skill-text';
import { SkillToken } from './SkillToken';
import './skills.css';
import { refusalWithRule } from '../../i18n/refusals';

export type SkillsBarMode = 'full' | 'compact' | 'mini';

function tooltip(v: SkillView, t: Translator): string {
  if (!v.def) return skillName(v.id, t);
  const lines = [
    skillName(v.id, t),
    `${usageText(v.def, t)} · ${stateText(v.state, t)}`,
    effectText(v.def, t),
  ];
  if (v.refusal) lines.push(refusalWithRule(v.refusal, t.lang));
  return lines.join('\n');
}

function unflipLabel(a: UseSkill, state: GameState, t: Translator): string {
  if (a.mana && a.mana.length > 0)
    return t('skills.unflipPay', {
      mana: a.mana.map((m) => manaSourceText(m, state, t)).join(', '),
    });
  return t('skills.unflip');
}

function TokenItem({
  v,
  mode,
  state,
  hero,
  t,
}: {
  v: SkillView;
  mode: SkillsBarMode;
  state: GameState;
  hero: GameState['players'][number]['hero'];
  t: Translator;
}) {
  const dispatch = useGame((s) => s.dispatch);
  const use = v.use;
  const size = mode === 'full' ? 44 : mode === 'compact' ? 36 : 26;
  const token = <SkillToken hero={hero} def={v.def} state={v.state} size={size} />;
  const title = tooltip(v, t);
  return (
    <li
      className={`skill-item mode-${mode} st-${v.state} ${use ? 'usable' : ''}`}
      data-testid="skill"
      data-skill={v.id}
      data-state={v.state}
      data-usable={use ? 'true' : 'false'}
    >
      {mode === 'mini' ? (
        <span className="skill-mini" title={title}>
          {token}
        </span>
      ) : (
        <button
          type="button"
          className="skill-main"
          disabled={!use}
          onClick={() => use && dispatch(use)}
          title={title}
          aria-label={
            use ? t('skills.useNamed', { skill: skillName(v.id, t) }) : skillName(v.id, t)
          }
          data-testid="use-skill"
        >
          {token}
          <span className="skill-words">
            <span className="skill-name">{skillName(v.id, t)}</span>
            {mode === 'full' && v.def && (
              <>
                <span className="skill-usage muted small">
                  {usageText(v.def, t)} · <b className="skill-state">{stateText(v.state, t)}</b>
                </span>
                <span className="skill-fx small">{effectText(v.def, t)}</span>
              </>
            )}
            {mode === 'compact' && (
              <span className="skill-state muted small">{stateText(v.state, t)}</span>
            )}
          </span>
          {use && <span className="skill-go">{t('skills.use')}</span>}
        </button>
      )}
      {mode !== 'mini' && v.unflips.length > 0 && (
        <span className="skill-unflips">
          {v.unflips.map((a, i) => (
            <button
              key={i}
              type="button"
              className="unflip"
              onClick={() => dispatch(a)}
              data-testid="unflip-skill"
            >
              {unflipLabel(a, state, t)}
            </button>
          ))}
        </span>
      )}
    </li>
  );
}

export function SkillsBar({
  state,
  player,
  mode = 'full',
}: {
  state: GameState;
  player: PlayerId;
  mode?: SkillsBarMode;
}) {
  const t = useT();
  const game = useGameState() ?? state;
  const legal = useLegalActions();
  const dispatch = useGame((s) => s.dispatch);
  const p = state.players[player];
  if (!p) return null;
  const views = skillViews(game, player, legal);
  const centre = mode === 'mini' ? [] : centreTokens(game, player, legal);
  const returnable = centre.filter((c) => c.action);
  if (views.length === 0 && returnable.length === 0) {
    return mode === 'full' ? (
      <div className="skills-bar mode-full empty" data-testid="skill-tokens">
        <span className="track-name">{t('panel.skills')}</span>
        <span className="muted small">{t('skills.none')}</span>
      </div>
    ) : null;
  }
  return (
    <div className={`skills-bar mode-${mode}`} data-testid="skill-tokens" data-player={player}>
      {mode !== 'mini' && <span className="track-name">{t('panel.skills')}</span>}
      {views.length > 0 && (
        <ul className="skill-list">
          {views.map((v) => (
            <TokenItem key={v.id} v={v} mode={mode} state={game} hero={p.hero} t={t} />
          ))}
        </ul>
      )}
      {returnable.length > 0 && (
        <div className="skill-centre" data-testid="centre-tokens">
          <span className="muted small">{t('skills.centre')}</span>
          {returnable.map((c) => {
            const owner = state.players[c.owner];
            return (
              <button
                key={c.id}
                type="button"
                className="centre-token"
                onClick={() => c.action && dispatch(c.action)}
                title={c.def ? effectText(c.def, t) : ''}
                data-testid="return-skill"
                data-skill={c.id}
              >
                {owner && <SkillToken hero={owner.hero} def={c.def} state="center" size={30} />}
                <span>
                  {t('skills.return', {
                    skill: skillName(c.id, t),
                    hero: heroName(state, c.owner, t),
                  })}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The other players' tokens lying in the centre of the table (shown to everybody). */
export function CentreTokensNote({ state }: { state: GameState }) {
  const t = useT();
  const lying = state.players.flatMap((p) =>
    p.skills.filter((s) => s.inCenter).map((s) => ({ p, id: s.id })),
  );
  if (lying.length === 0) return null;
  return (
    <p className="centre-note muted small" data-testid="centre-note">
      {t('skills.inCentre', {
        list: lying
          .map(({ p, id }) => `${skillName(id, t)} (${heroName(state, p.id, t)})`)
          .join(', '),
      })}
    </p>
  );
}
