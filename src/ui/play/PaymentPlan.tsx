// A payment plan: before any mana is spent, the player sees which die, crystal or token would pay,
// may pick another way, and confirms. (Only shown when there is more than one way to pay.)
import { useState } from 'react';
import type { GameState } from '../../engine';
import { useT } from '../hooks';
import { SourceChip } from './ManaGem';
import { preferredWay, type PaymentWay } from './plays';

export function PaymentPlan({
  ways,
  state,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  ways: PaymentWay[];
  state: GameState;
  confirmLabel: string;
  onConfirm: (way: PaymentWay) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState(() => preferredWay(ways, state));
  const way = ways[chosen] ?? ways[0];
  return (
    <div className="payment-plan" data-testid="payment-plan">
      <div className="plan-head">{t('play.pay.title')}</div>
      <div className="plan-ways" role="radiogroup" aria-label={t('play.pay.title')}>
        {ways.map((w, i) => (
          <label
            key={w.key || i}
            className={`plan-way ${i === chosen ? 'on' : ''}`}
            data-testid="payment-way"
            data-key={w.key}
          >
            <input
              type="radio"
              name="payment-way"
              checked={i === chosen}
              onChange={() => setChosen(i)}
            />
            {w.sources.map((s, j) => (
              <SourceChip key={j} source={s} state={state} t={t} named={w.named[j] ?? null} />
            ))}
          </label>
        ))}
      </div>
      <div className="plan-buttons">
        {onCancel && (
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
        <button
          type="button"
          className="primary"
          disabled={!way}
          onClick={() => way && onConfirm(way)}
          data-testid="payment-confirm"
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
