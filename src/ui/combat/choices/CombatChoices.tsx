// Components of the pending choices that come from combat rewards (END-5), sites and units: one per
// kind, registered in ../../choices/registry.ts. The prompt above each comes from
// `play.choice.<kind>` (combat.en.ts); these render the options.
import { ENEMY_COLORS } from '../../../engine';
import { enemyName, enemyPile, findUnit, unitName } from '../../names';
import { CardFace } from '../../cards/CardFace';
import { describeEffect } from '../../cards/describe';
import { ColorOptions, OptionButtons } from '../../choices/common';
import type { ChoiceProps } from '../../choices/types';
import { useT } from '../../hooks';
import { ArmorIcon, InfluenceIcon } from '../../icons';
import { EnemyToken } from '../EnemyToken';

/** END-5b: artifacts drawn; the chosen one goes back to the deck, the others are kept. */
export function RewardArtifactChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <div className="pick-cards normal reward-artifacts">
      {pending.options.map((c) => (
        <div key={c} className="reward-card">
          <CardFace id={c} />
          <button
            type="button"
            onClick={() => choose(c)}
            data-testid="choice-option"
            data-option={c}
          >
            {t('reward.giveBack')}
          </button>
        </div>
      ))}
    </div>
  );
}

/** END-5c: a spell or Advanced Action from the offer. */
export function RewardCardChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <div className="pick-cards normal">
      {pending.options.map((c) => (
        <div key={c} className="reward-card">
          <CardFace id={c} onClick={() => choose(c)} testId="choice-card" />
          <button
            type="button"
            className="primary"
            onClick={() => choose(c)}
            data-testid="choice-option"
            data-option={c}
          >
            {t('reward.take')}
          </button>
        </div>
      ))}
    </div>
  );
}

export function RewardCrystalChoice({ pending, choose }: ChoiceProps) {
  return <ColorOptions options={pending.options} shape="crystal" onPick={choose} />;
}

function UnitOption({ id }: { id: string }) {
  const t = useT();
  const d = findUnit(id);
  return (
    <span
      className="unit-option"
      title={d?.abilities.map((a) => describeEffect(a.effect, t)).join('\n')}
    >
      <strong>{unitName(id, t)}</strong>
      {d && (
        <span className="muted small">
          {' '}
          <InfluenceIcon /> {d.cost} · <ArmorIcon /> {d.armor}
        </span>
      )}
    </span>
  );
}

/** END-5d: any unit of the offer, or forgo it. */
export function RewardUnitChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <OptionButtons
      options={pending.options}
      onPick={choose}
      label={(o) => (o === 'forgo' ? t('reward.forgo') : <UnitOption id={o} />)}
    />
  );
}

/** END-5d.1: no free Command token — disband a unit for the new one, or forgo it. */
export function RewardUnitDisbandChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  const unit = typeof pending.data?.unit === 'string' ? pending.data.unit : '';
  return (
    <>
      <p className="choice-explain">{t('reward.unit-disband', { unit: unitName(unit, t) })}</p>
      <OptionButtons
        options={pending.options}
        onPick={choose}
        label={(o) =>
          o === 'forgo' ? t('reward.forgo') : t('sites.disband', { unit: unitName(o, t) })
        }
      />
    </>
  );
}

/** Magic Familiars' upkeep: a crystal, or disband the unit. */
export function FamiliarsUpkeepChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  const crystals = pending.options.filter((o) => o.startsWith('crystal:'));
  return (
    <>
      <ColorOptions
        options={crystals}
        shape="crystal"
        onPick={choose}
        colorOf={(o) => o.slice('crystal:'.length)}
      />
      {pending.options.includes('disband') && (
        <OptionButtons options={['disband']} onPick={choose} label={() => t('reward.disband')} />
      )}
    </>
  );
}

/** Scouts: a face-down token on the map, or the top of an enemy pile. */
export function ScoutPeekChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  const label = (o: string) => {
    const [kind, id = ''] = o.split(':');
    const pile = ENEMY_COLORS.find((c) => c === id);
    if (kind === 'pile' && pile)
      return (
        <span className="color-option">
          <EnemyToken pile={pile} armor={null} size={26} />
          {t('reward.scout-pile', { pile: t(`enemyColor.${pile}`) })}
        </span>
      );
    const hex = Object.entries(state.map.hexes).find(([, h]) =>
      h.enemies.some((e) => e.id === id),
    )?.[0];
    const site = hex ? state.map.hexes[hex]?.site?.type : undefined;
    return (
      <span className="color-option">
        <EnemyToken pile={enemyPile(id) ?? 'brown'} armor={null} size={26} />
        {t('reward.scout-token', { place: site ? t(`site.${site}`) : (hex ?? '?') })}
      </span>
    );
  };
  return <OptionButtons options={pending.options} onPick={choose} label={label} />;
}

/** Shocktroops: which enemy attack (`enemy|index`) is weakened and drawn to the unit. */
export function DrawAttackChoice({ pending, choose }: ChoiceProps) {
  const t = useT();
  return (
    <OptionButtons
      options={pending.options}
      onPick={choose}
      label={(o) => {
        const [enemy = '', i = '0'] = o.split('|');
        return `${enemyName(enemy, t)} #${Number(i) + 1}`;
      }}
    />
  );
}
