// COOP-3c: an invited hero answers a proposed joint city assault. Shows who proposes it, on which
// city, how the defenders would be split, and what agreeing costs (COOP-4: the round order token is
// turned face down, the next turn is given up).
import type { ChoiceProps } from '../choices/types';
import { coopCities, type PlayerId } from '../../engine';
import { useT } from '../hooks';
import { heroName } from '../names';
import { CITY_HEX } from '../theme/colors';
import { HiddenDefenders } from './CoopPanel';
import './coop.css';

export function CoopAgreeChoice({ pending, state, choose }: ChoiceProps) {
  const t = useT();
  const d = pending.data ?? {};
  const initiator = Number(d.initiator ?? 0);
  const invite = (Array.isArray(d.invite) ? d.invite : []) as PlayerId[];
  const counts = (Array.isArray(d.counts) ? d.counts : []) as number[];
  const agreed = (Array.isArray(d.agreed) ? d.agreed : []) as PlayerId[];
  const members = [initiator, ...invite];
  const pos = state.players[initiator]?.position;
  const city = pos ? coopCities(state, pos)[0] : undefined;
  const color = city ? CITY_HEX[city.color] : '#999';
  const mine = counts[members.indexOf(pending.player)] ?? 0;
  return (
    <div className="coop-agree" data-testid="coop-agree">
      <p>
        {t('coop.agree.lead', {
          hero: heroName(state, initiator, t),
          city: city ? t(`city.${city.color}`) : t('site.city'),
          n: mine,
        })}
      </p>
      <ul className="coop-order">
        {members.map((m, i) => (
          <li key={m} className={m === pending.player ? 'now' : ''}>
            <span>{heroName(state, m, t)}</span>
            <HiddenDefenders n={counts[i] ?? 0} color={color} />
            <span className="muted small">
              {t.plural('coop.defenders', counts[i] ?? 0)}
              {agreed.includes(m) ? ` · ${t('coop.agreed')}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <p className="muted small">{t('coop.agree.cost')}</p>
      <div className="coop-buttons">
        <button
          type="button"
          className="primary"
          onClick={() => choose('yes')}
          data-testid="coop-yes"
          disabled={!pending.options.includes('yes')}
        >
          {t('coop.agree.yes')}
        </button>
        <button
          type="button"
          onClick={() => choose('no')}
          data-testid="coop-no"
          disabled={!pending.options.includes('no')}
        >
          {t('coop.agree.no')}
        </button>
      </div>
    </div>
  );
}
