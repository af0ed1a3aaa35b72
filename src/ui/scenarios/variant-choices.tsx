// The variants' pending choices (§14): drafting at the start (VAR-DECK-2b/2e), action upgrades
// (VAR-DECK-1d) and the secret die of interactive combat (VAR-INTCOMBAT-2).
import { CardPick, ColorOptions } from '../choices/common';
import type { ChoiceProps } from '../choices/types';
import { useT } from '../hooks';
import { cardName, enemyName, heroName } from '../names';

/** VAR-DECK-2b: keep one card of the hand going round; the rest is passed on. */
export function DraftPickChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <>
      <p className="muted small">{t('choice.draftPick.hint')}</p>
      <CardPick cards={pending.options} onPick={choose} size="mini" />
    </>
  );
}

/** VAR-DECK-2e: at the end of a Day one drafted card goes into the deck. */
export function DraftReturnChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <>
      <p className="muted small">{t('choice.draftReturn.hint')}</p>
      <CardPick cards={pending.options} onPick={choose} size="mini" />
    </>
  );
}

/** VAR-DECK-1d: take one of the revealed Advanced Actions (or none). */
export function UpgradePickChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  const cards = pending.options.filter((o) => o !== 'none');
  const rating = typeof pending.data?.rating === 'number' ? pending.data.rating : null;
  return (
    <>
      <p className="muted small">
        {t('choice.upgradePick.hint')}
        {rating !== null && ` ${t('choice.upgradePick.rating', { n: rating })}`}
      </p>
      <CardPick cards={cards} onPick={choose} size="mini" />
      {pending.options.includes('none') && (
        <div className="choice-foot">
          <button type="button" onClick={() => choose('none')} data-testid="choice-none">
            {t('choice.upgradePick.none')}
          </button>
        </div>
      )}
    </>
  );
}

/** VAR-DECK-1d: the Action card thrown away for it (same colour or a shared symbol). */
export function UpgradeRemoveChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <>
      <p className="muted small">
        {t('choice.upgradeRemove.hint', { card: cardName(pending.source, t) })}
      </p>
      <CardPick cards={pending.options} onPick={choose} size="mini" />
    </>
  );
}

/** VAR-INTCOMBAT-2: the die's colour, set in secret; what each colour does to the enemy. */
export function IntCombatDieChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  const fighter = typeof pending.data?.fighter === 'number' ? pending.data.fighter : null;
  const enemy = typeof pending.data?.enemy === 'string' ? pending.data.enemy : null;
  return (
    <>
      <p className="muted small">
        {t('choice.intcombat.hint', {
          hero: fighter === null ? '?' : heroName(state, fighter, t),
          enemy: enemy ? enemyName(enemy, t) : '?',
        })}
      </p>
      <ColorOptions options={pending.options} shape="die" onPick={choose} />
      <p className="muted small">{t('choice.intcombat.colors')}</p>
    </>
  );
}
