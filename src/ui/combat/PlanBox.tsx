// "Can I win?" (issue 17 part 3): the exact combat planner (src/assist) asked about the fight in
// progress. A sure win is shown step by step — the next step's cards, units, skills and Source
// dice are highlighted where they are — and "Play next step" plays it; otherwise the box says in
// words what the enemies need that the hand cannot give for sure.
import { useState } from 'react';
import { applyAction, type Action, type GameState } from '../../engine';
import type { Translator } from '../../i18n';
import { planCombat, planKey, planCost, type PlanCost } from '../../assist';
import { useGame } from '../../store';
import { describe, missingWords } from './plan-words';

interface Shown {
  /** planKey of the state the next step applies to (a plan belongs to its state). */
  key: string;
  status: 'win' | 'none' | 'unknown';
  steps: Action[];
  /** Descriptions of all steps, made from the state the plan was made for. */
  words: string[];
  done: number;
  cost: PlanCost | null;
  /** The plan is proved the cheapest (fewest cards, then mana, then wounds). */
  cheapest: boolean;
  missing: string[];
}

/** Cards, units, skills and dice an action uses: CSS selectors of where they are shown. */
function highlightSelectors(a: Action | undefined): string[] {
  if (!a) return [];
  const sel: string[] = [];
  const q = (v: string) => JSON.stringify(v);
  if (a.type === 'play-card' || a.type === 'assign-banner') sel.push(`[data-card=${q(a.card)}]`);
  if (a.type === 'activate-unit' || a.type === 'use-banner') sel.push(`[data-unit=${q(a.unit)}]`);
  if (a.type === 'use-skill') sel.push(`[data-skill=${q(a.skill)}]`);
  if ('mana' in a && a.mana)
    for (const m of a.mana) if (m.kind === 'die') sel.push(`[data-die="${m.die}"]`);
  return sel;
}

export function PlanBox({ state, t }: { state: GameState; t: Translator }) {
  const dispatch = useGame((s) => s.dispatch);
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const key = planKey(state);
  const current = shown && shown.key === key ? shown : null;

  const ask = () => {
    setBusy(true);
    // let the "Thinking…" label paint before the search (up to a second) runs
    setTimeout(() => {
      const r = planCombat(state, { budgetMs: 1000 });
      const steps = r.status === 'win' ? r.actions : [];
      setShown({
        key,
        status: r.status,
        steps,
        words: r.status === 'win' ? describe(state, steps, t) : [],
        done: 0,
        cost: r.status === 'win' ? planCost(state, steps) : null,
        cheapest: r.status === 'win' && r.cheapest === true,
        missing: r.status === 'win' ? [] : missingWords(state, t),
      });
      setBusy(false);
    }, 20);
  };

  const step = () => {
    if (!current) return;
    const a = current.steps[current.done];
    if (!a) return;
    let nextKey: string;
    try {
      nextKey = planKey(applyAction(state, a).state);
    } catch {
      return;
    }
    dispatch(a);
    setShown({ ...current, key: nextKey, done: current.done + 1 });
  };

  const next = current?.steps[current.done];
  const selectors = highlightSelectors(next);
  return (
    <div className="plan-box" data-testid="plan-box">
      {!current ? (
        <button
          type="button"
          className="plan-ask"
          onClick={ask}
          disabled={busy}
          title={t('plan.buttonTitle')}
          data-testid="plan-button"
        >
          {busy ? t('plan.thinking') : t('plan.button')}
        </button>
      ) : (
        <div
          className="plan-result"
          role="status"
          data-testid="plan-result"
          data-status={current.status}
        >
          {current.status === 'win' && current.cost && (
            <>
              <p>
                {t('plan.win', {
                  cards: current.cost.cards,
                  mana: current.cost.mana,
                  wounds: current.cost.wounds,
                })}
              </p>
              <p
                className={current.cheapest ? 'plan-cheapest' : 'plan-not-cheapest'}
                data-testid="plan-cheapest"
                data-cheapest={current.cheapest ? 'yes' : 'no'}
              >
                {t(current.cheapest ? 'plan.cheapest' : 'plan.notCheapest')}
              </p>
              <ol className="plan-steps" data-testid="plan-steps">
                {current.words.map((w, i) => (
                  <li
                    key={i}
                    className={i < current.done ? 'done' : i === current.done ? 'next' : ''}
                    data-testid={i === current.done ? 'plan-next-step' : undefined}
                  >
                    {w}
                  </li>
                ))}
              </ol>
              {next && (
                <button type="button" className="primary" onClick={step} data-testid="plan-play">
                  {t('plan.next')}
                </button>
              )}
            </>
          )}
          {current.status === 'none' && (
            <>
              <p>{t('plan.none')}</p>
              <ul className="plan-missing" data-testid="plan-missing">
                {current.missing.map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
              </ul>
            </>
          )}
          {current.status === 'unknown' && <p>{t('plan.unknown')}</p>}
          <button
            type="button"
            className="icon-btn"
            onClick={() => setShown(null)}
            aria-label={t('common.close')}
          >
            ×
          </button>
        </div>
      )}
      {selectors.length > 0 && (
        <style>{`${selectors.join(',')}{outline:3px solid #ffd45c;outline-offset:2px;box-shadow:0 0 12px #ffd45c;}`}</style>
      )}
    </div>
  );
}
