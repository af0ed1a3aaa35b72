// The common skill offer (END-6b): tokens that were revealed and not kept, which any hero levelling
// up may take instead of one of their own. Each token shows its owner's colour, name, usage and
// effect in words; the tokens lying in the centre of the table are named below it.
import type { GameState } from '../../engine';
import { useT } from '../hooks';
import { skillName } from '../names';
import { findSkill } from './skill-model';
import { effectText, usageText } from './skill-text';
import { CentreTokensNote } from './SkillsBar';
import { SkillToken } from './SkillToken';
import './skills.css';

export function SkillOffer({ state }: { state: GameState }) {
  const t = useT();
  const offer = state.offers.skills;
  return (
    <div className="skill-offer" data-testid="skill-offer">
      <h3>{t('skills.offer')}</h3>
      {offer.length === 0 ? (
        <p className="muted small">{t('panel.emptyOffer')}</p>
      ) : (
        <ul className="skill-offer-list">
          {offer.map((id) => {
            const def = findSkill(id);
            return (
              <li key={id} className="offer-skill" data-testid="offer-skill" data-skill={id}>
                {def && <SkillToken hero={def.hero} def={def} state="ready" size={32} />}
                <span className="skill-words">
                  <span className="skill-name">
                    {skillName(id, t)}
                    {def && <span className="muted small"> · {t(`hero.${def.hero}`)}</span>}
                  </span>
                  {def && <span className="skill-usage muted small">{usageText(def, t)}</span>}
                  {def && <span className="skill-fx small">{effectText(def, t)}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <CentreTokensNote state={state} />
    </div>
  );
}
