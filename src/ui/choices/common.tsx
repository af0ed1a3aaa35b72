// Building blocks of the choice components: a row of option buttons, colour gems, single and
// multi-select card pickers (with min/max), and the generic fallback for any kind.
import { useState, type ReactNode } from 'react';
import type { GameState } from '../../engine';
import { isKey } from '../../i18n';
import { useGame } from '../../store';
import { CardFace } from '../cards/CardFace';
import { useT } from '../hooks';
import { cardName, findCard } from '../names';
import { optionText } from '../panels/labels';
import { ManaGem, SourceChip } from '../play/ManaGem';
import { colorWord } from '../play/mana-text';
import { parsePaymentKey } from '../play/plays';
import { isMultiChoice, type ChoiceProps } from './types';

const COLORS = new Set(['red', 'blue', 'green', 'white', 'gold', 'black']);

/**
 * An option id pictured by what it is: a card, a mana colour, a Source die, a space of the map, a
 * way to pay, a yes/no word, else its name (units, enemies, tactics, skills).
 */
export function OptionLabel({ option, state }: { option: string; state: GameState }) {
  const t = useT();
  if (findCard(option)) return <span className="opt-card">{cardName(option, t)}</span>;
  if (COLORS.has(option))
    return (
      <span className="color-option">
        <ManaGem color={option} shape="token" size={20} />
        <span>{colorWord(option, t)}</span>
      </span>
    );
  const die = /^\d+$/.test(option) ? state.source.dice.find((d) => String(d.id) === option) : null;
  if (die)
    return (
      <span className="color-option">
        <ManaGem color={die.color} shape="die" size={20} />
        <span>{t('play.pay.die', { color: colorWord(die.color, t) })}</span>
      </span>
    );
  const hex = state.map.hexes[option];
  if (hex)
    return (
      <span>
        {hex.site ? t(`site.${hex.site.type}`) : t(`terrain.${hex.terrain}`)}{' '}
        <span className="muted small">({option})</span>
      </span>
    );
  const way = /^(die|crystal|token):/.test(option) ? parsePaymentKey(option) : null;
  if (way)
    return (
      <span className="color-option">
        {way.sources.map((src, i) => (
          <SourceChip key={i} source={src} state={state} t={t} named={way.named[i] ?? null} />
        ))}
      </span>
    );
  const word = `play.opt.${option}`;
  if (isKey(word)) return <>{t(word)}</>;
  return <>{optionText(option, t)}</>;
}

export function OptionButtons({
  options,
  label,
  onPick,
  hint,
}: {
  options: readonly string[];
  label: (option: string) => ReactNode;
  onPick: (option: string) => void;
  hint?: (option: string) => string | undefined;
}) {
  return (
    <div className="choice-options">
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className="choice-option"
          onClick={() => onPick(o)}
          title={hint?.(o)}
          data-testid="choice-option"
          data-option={o}
        >
          {label(o)}
        </button>
      ))}
    </div>
  );
}

export function ColorOptions({
  options,
  shape,
  onPick,
  colorOf = (o) => o,
}: {
  options: readonly string[];
  shape: 'die' | 'crystal' | 'token';
  onPick: (option: string) => void;
  colorOf?: (option: string) => string;
}) {
  const t = useT();
  return (
    <OptionButtons
      options={options}
      onPick={onPick}
      label={(o) => (
        <span className="color-option">
          <ManaGem color={colorOf(o)} shape={shape} size={24} />
          <span>{colorWord(colorOf(o), t)}</span>
        </span>
      )}
    />
  );
}

/** Pick one card (the options are card instance ids, maybe plus extra non-card options). */
export function CardPick({
  cards,
  onPick,
  size = 'normal',
}: {
  cards: readonly string[];
  onPick: (card: string) => void;
  size?: 'normal' | 'mini';
}) {
  return (
    <div className={`pick-cards ${size}`}>
      {cards.map((c) => (
        <CardFace key={c} id={c} size={size} onClick={() => onPick(c)} testId="choice-card" />
      ))}
    </div>
  );
}

/** Pick between min and max cards, then confirm. */
export function CardMultiPick({
  cards,
  min,
  max,
  onConfirm,
  confirmLabel,
  size = 'normal',
}: {
  cards: readonly string[];
  min: number;
  max: number;
  onConfirm: (chosen: string[]) => void;
  confirmLabel: (n: number) => string;
  size?: 'normal' | 'mini';
}) {
  const t = useT();
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (c: string) =>
    setChosen((cs) =>
      cs.includes(c) ? cs.filter((x) => x !== c) : cs.length < max ? [...cs, c] : cs,
    );
  const ok = chosen.length >= min && chosen.length <= max;
  return (
    <>
      <div className={`pick-cards ${size}`}>
        {cards.map((c) => (
          <CardFace
            key={c}
            id={c}
            size={size}
            selected={chosen.includes(c)}
            onClick={() => toggle(c)}
            testId="choice-card"
          />
        ))}
      </div>
      <div className="choice-foot">
        <span className="muted small" data-testid="choice-count">
          {min === max
            ? t('play.choice.pickExactly', { n: min, chosen: chosen.length })
            : t('play.choice.pickRange', { min, max, chosen: chosen.length })}
        </span>
        <button
          type="button"
          className="primary"
          disabled={!ok}
          onClick={() => onConfirm(chosen)}
          data-testid="choice-confirm"
        >
          {confirmLabel(chosen.length)}
        </button>
      </div>
    </>
  );
}

/** Pick between min and max of any options (words), then confirm. */
export function MultiOptions({
  options,
  min,
  max,
  label,
  onConfirm,
}: {
  options: readonly string[];
  min: number;
  max: number;
  label: (o: string) => ReactNode;
  onConfirm: (chosen: string[]) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<string[]>([]);
  const ok = chosen.length >= min && chosen.length <= max;
  return (
    <>
      <div className="choice-options">
        {options.map((o) => {
          const on = chosen.includes(o);
          return (
            <button
              key={o}
              type="button"
              className={`choice-option ${on ? 'on' : ''}`}
              aria-pressed={on}
              onClick={() =>
                setChosen((cs) =>
                  on ? cs.filter((x) => x !== o) : cs.length < max ? [...cs, o] : cs,
                )
              }
              data-testid="choice-option"
              data-option={o}
            >
              {label(o)}
            </button>
          );
        })}
      </div>
      <div className="choice-foot">
        <span className="muted small">
          {t('play.choice.pickRange', { min, max, chosen: chosen.length })}
        </span>
        <button
          type="button"
          className="primary"
          disabled={!ok}
          onClick={() => onConfirm(chosen)}
          data-testid="choice-confirm"
        >
          {t('common.confirm')}
        </button>
      </div>
    </>
  );
}

/**
 * Fallback for a kind without its own component: the options pictured by what they are, one or
 * several; hovering a space of the map shows it there.
 */
export function GenericChoice({ pending, state, choose }: ChoiceProps) {
  const setHover = useGame((s) => s.setHover);
  const label = (o: string) => <OptionLabel option={o} state={state} />;
  const hover = (o: string) => (state.map.hexes[o] ? setHover(o) : undefined);
  if (isMultiChoice(pending))
    return (
      <MultiOptions
        options={pending.options}
        min={pending.min ?? 0}
        max={pending.max ?? pending.options.length}
        label={label}
        onConfirm={choose}
      />
    );
  return (
    <div
      onMouseOver={(e) =>
        hover((e.target as HTMLElement).closest('[data-option]')?.getAttribute('data-option') ?? '')
      }
      onMouseLeave={() => setHover(null)}
    >
      <OptionButtons options={pending.options} label={label} onPick={choose} />
    </div>
  );
}
