// One component per pending-choice kind of the playing UI (effects, mana, costs, end of turn,
// sites' end-of-turn benefits, level-ups, tactics, basic-card hooks).
import { useEffect, useRef } from 'react';
import { unitDef, type Pending } from '../../engine';
import { useGame } from '../../store';
import { CardFace } from '../cards/CardFace';
import { describeEffect } from '../cards/describe';
import { useT } from '../hooks';
import { enemyName, findEnemy, unitName } from '../names';
import { ManaGem } from '../play/ManaGem';
import { colorWord } from '../play/mana-text';
import { PaymentPlan } from '../play/PaymentPlan';
import { parsePaymentKey, type PaymentWay } from '../play/plays';
import { CardMultiPick, CardPick, ColorOptions, GenericChoice, OptionButtons } from './common';
import type { ChoiceProps } from './types';

const range = (p: Pending, fallbackMax: number) => ({
  min: p.min ?? 0,
  max: p.max ?? fallbackMax,
});

/** A card effect with alternatives (CARD-4 "or"): the alternatives in words. */
export function EffectOptionChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <OptionButtons
      options={pending.options}
      onPick={choose}
      label={(o) => {
        const e = pending.effects?.[Number(o)];
        return e ? describeEffect(e, t) : o;
      }}
    />
  );
}

export function ManaColorChoice({ pending, choose }: ChoiceProps) {
  return <ColorOptions options={pending.options} shape="token" onPick={choose} />;
}

export function CrystalColorChoice({ pending, choose }: ChoiceProps) {
  return <ColorOptions options={pending.options} shape="crystal" onPick={choose} />;
}

export function ReadyUnitChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <OptionButtons
      options={pending.options}
      onPick={choose}
      label={(o) => {
        let level: string;
        try {
          level = ` · ${t('unit.level', { n: unitDef(o).level })}`;
        } catch {
          level = '';
        }
        return `${unitName(o, t)}${level}`;
      }}
    />
  );
}

/**
 * Paying mana for an effect: the payment plan when there are several ways; a single way is paid at
 * once (nothing to decide), and the log says what was spent.
 */
export function PayManaChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  const ways = pending.options.map(parsePaymentKey).filter((w): w is PaymentWay => w !== null);
  const only = pending.options.length === 1 ? pending.options[0] : undefined;
  const paid = useRef(false);
  useEffect(() => {
    if (only !== undefined && !paid.current) {
      paid.current = true;
      choose(only);
    }
  }, [only, choose]);
  if (only !== undefined) return <p className="muted">{t('play.pay.paying')}</p>;
  return (
    <PaymentPlan
      ways={ways}
      state={state}
      confirmLabel={t('play.pay.confirm')}
      onConfirm={(w) => choose(w.key)}
    />
  );
}

export function DiscardCostChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  const { min, max } = range(pending, pending.options.length);
  return (
    <CardMultiPick
      cards={pending.options}
      min={min}
      max={max}
      onConfirm={choose}
      confirmLabel={(n) => t('play.choice.discardN', { n })}
    />
  );
}

export function ThrowAwayCostChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  const { min, max } = range(pending, pending.options.length);
  return (
    <CardMultiPick
      cards={pending.options}
      min={min}
      max={max}
      onConfirm={choose}
      confirmLabel={(n) => t('play.choice.throwAwayN', { n })}
    />
  );
}

export function SpendCrystalChoice({ pending, choose }: ChoiceProps) {
  return <ColorOptions options={pending.options} shape="crystal" onPick={choose} />;
}

export function EnemyTargetChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  // PVP-SPECIAL-2/2e: in a PvP combat the targets are the opponent's units.
  return (
    <OptionButtons
      options={pending.options}
      onPick={choose}
      label={(o) => (findEnemy(o) ? enemyName(o, t) : unitName(o, t))}
    />
  );
}

/** END-7a / TURN-OPT-5a: discard any cards you do not want to keep, then draw up. */
export function EndDiscardChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  const { min, max } = range(pending, pending.options.length);
  return (
    <>
      <p className="choice-explain">
        {min > 0 ? t('play.endDiscard.mustDiscard') : t('play.endDiscard.mayDiscard')}
      </p>
      <CardMultiPick
        cards={pending.options}
        min={min}
        max={max}
        onConfirm={choose}
        confirmLabel={(n) =>
          n === 0 ? t('play.endDiscard.keepAll') : t('play.endDiscard.discardN', { n })
        }
      />
    </>
  );
}

/** END-4a: the magical glade may throw away one Wound from hand or discard pile. */
export function GladeWoundChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <OptionButtons
      options={pending.options}
      onPick={choose}
      label={(o) =>
        o === 'hand'
          ? t('play.glade.hand')
          : o === 'discard'
            ? t('play.glade.discard')
            : t('play.glade.none')
      }
    />
  );
}

export function DeepMineChoice({ pending, choose }: ChoiceProps) {
  return <ColorOptions options={pending.options} shape="crystal" onPick={choose} />;
}

export function LevelAdvancedActionChoice({ pending, choose }: ChoiceProps) {
  return <CardPick cards={pending.options} onPick={choose} />;
}

export function TacticRethinkChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  const { min, max } = range(pending, 3);
  return (
    <CardMultiPick
      cards={pending.options}
      min={min}
      max={max}
      onConfirm={choose}
      confirmLabel={(n) => (n === 0 ? t('play.choice.keepAll') : t('play.rethink.confirm', { n }))}
    />
  );
}

export function TacticManaStealChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  const colorOf = (o: string) => state.source.dice.find((d) => String(d.id) === o)?.color ?? 'gold';
  return (
    <OptionButtons
      options={pending.options}
      onPick={choose}
      label={(o) => (
        <span className="color-option">
          <ManaGem color={colorOf(o)} shape="die" size={24} />
          <span>{colorWord(colorOf(o), t)}</span>
        </span>
      )}
    />
  );
}

export function TacticPreparationChoice({ pending, choose }: ChoiceProps) {
  return <CardPick cards={pending.options} onPick={choose} size="mini" />;
}

export function TacticSparingPowerChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  const stored = state.players[pending.player]?.tacticData.stored?.length ?? 0;
  return (
    <OptionButtons
      options={pending.options}
      onPick={choose}
      label={(o) =>
        o === 'store' ? t('play.sparing.store') : t('play.sparing.take', { n: stored })
      }
    />
  );
}

export function TacticMidnightMeditationChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  const { min, max } = range(pending, 5);
  return (
    <CardMultiPick
      cards={pending.options}
      min={min}
      max={max}
      onConfirm={choose}
      confirmLabel={(n) =>
        n === 0 ? t('play.choice.keepAll') : t('play.meditation.confirm', { n })
      }
    />
  );
}

export function TacticLongNightChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <OptionButtons
      options={pending.options}
      onPick={choose}
      label={(o) => (o === 'yes' ? t('play.longNight.yes') : t('play.longNight.no'))}
    />
  );
}

/** Mana Draw / Mana Pull: the colour to set a Source die to. Options are `<die>=<colour>`. */
export function SetSourceDieChoice({ pending, choose }: ChoiceProps) {
  return (
    <ColorOptions
      options={pending.options}
      shape="die"
      onPick={choose}
      colorOf={(o) => o.split('=')[1] ?? 'gold'}
    />
  );
}

/** Concentration / Will Focus: the card whose strong effect is boosted. */
export function BoostTargetChoice({ pending, choose }: ChoiceProps) {
  return <CardPick cards={pending.options} onPick={choose} />;
}

/** Druidic Paths: a space whose Move cost is lowered (hovering a name shows it on the map). */
export function ChooseSpaceChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  const setHover = useGame((s) => s.setHover);
  return (
    <div className="choice-options" onMouseLeave={() => setHover(null)}>
      {pending.options.map((hex) => {
        const h = state.map.hexes[hex];
        const name = h?.site ? t(`site.${h.site.type}`) : h ? t(`terrain.${h.terrain}`) : hex;
        return (
          <button
            key={hex}
            type="button"
            className="choice-option"
            onMouseEnter={() => setHover(hex)}
            onFocus={() => setHover(hex)}
            onClick={() => choose(hex)}
            data-testid="choice-option"
            data-option={hex}
          >
            {name} <span className="muted small">({hex})</span>
          </button>
        );
      })}
    </div>
  );
}

/** Crystal Joy: discard a card to take the played card back into hand, or not. */
export function ReclaimChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  const cards = pending.options.filter((o) => o !== 'none');
  return (
    <>
      <CardPick cards={cards} onPick={choose} size="mini" />
      {pending.options.includes('none') && (
        <div className="choice-foot">
          <button type="button" onClick={() => choose('none')} data-testid="choice-none">
            {t('play.reclaim.none')}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * UNIT-8b / ROUND-2g.1: at the end of the round, a Banner on a unit stays assigned or is shuffled
 * back into the Deed deck (asked Banner by Banner).
 */
export function BannerRoundEndChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  const unit = typeof pending.data?.unit === 'string' ? pending.data.unit : '';
  return (
    <>
      <div className="pick-cards mini">
        <CardFace id={pending.source} size="mini" />
      </div>
      {unit && (
        <p className="choice-explain" data-testid="banner-round-end-unit">
          {t('banner.roundEnd.unit', { unit: unitName(unit, t) })}
        </p>
      )}
      <OptionButtons
        options={pending.options}
        onPick={choose}
        label={(o) => (o === 'keep' ? t('banner.roundEnd.keep') : t('banner.roundEnd.return'))}
      />
    </>
  );
}

export { GenericChoice };
