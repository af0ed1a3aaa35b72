// END-6b: the level-up skill choice. The two tokens drawn from the hero's own stack (keep one, the
// other goes to the common offer, then any Advanced Action from the offer) and, separately, the
// other heroes' tokens in the common offer (both drawn tokens go to the offer and the lowest
// Advanced Action of the offer comes with it). Every option shows the token, its usage and effect.
import type { ChoiceProps } from '../choices/types';
import { useT } from '../hooks';
import { cardName, skillName } from '../names';
import { findSkill } from './skill-model';
import { effectText, usageText } from './skill-text';
import { SkillToken } from './SkillToken';
import './skills.css';

function Option({ option, onPick }: { option: string; onPick: (o: string) => void }) {
  const t = useT();
  const [how = '', id = ''] = option.split(':');
  const def = findSkill(id);
  return (
    <button
      type="button"
      className={`level-skill-option from-${how}`}
      onClick={() => onPick(option)}
      data-testid="level-skill-option"
      data-option={option}
    >
      {def && <SkillToken hero={def.hero} def={def} state="ready" size={48} />}
      <span className="skill-words">
        <span className="skill-name">
          {skillName(id, t)}
          {def && <span className="muted small"> · {t(`hero.${def.hero}`)}</span>}
        </span>
        {def && <span className="skill-usage muted small">{usageText(def, t)}</span>}
        {def && <span className="skill-fx small">{effectText(def, t)}</span>}
      </span>
    </button>
  );
}

export function LevelSkillChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  const own = pending.options.filter((o) => o.startsWith('own:'));
  const common = pending.options.filter((o) => o.startsWith('common:'));
  const lowest = state.offers.advancedActions[state.offers.advancedActions.length - 1];
  return (
    <div className="level-skill" data-testid="level-skill">
      {own.length > 0 && (
        <section className="level-group" data-testid="level-own">
          <h4>{t('skills.level.own')}</h4>
          <p className="muted small">{t('skills.level.ownRule')}</p>
          <div className="level-options">
            {own.map((o) => (
              <Option key={o} option={o} onPick={choose} />
            ))}
          </div>
        </section>
      )}
      {common.length > 0 && (
        <section className="level-group" data-testid="level-common">
          <h4>{t('skills.level.common')}</h4>
          <p className="muted small">
            {lowest
              ? t('skills.level.commonRule', { card: cardName(lowest, t) })
              : t('skills.level.commonRuleNoCard')}
          </p>
          <div className="level-options">
            {common.map((o) => (
              <Option key={o} option={o} onPick={choose} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
