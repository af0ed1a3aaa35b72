// The cooperative city assault (§12). Before: "Propose a joint assault…" when the engine allows one
// (COOP-2): invite eligible heroes and split the defenders (COOP-3a/3b); the proposal is sent only
// when it is one of the engine's legal actions, else its refusal is shown. During: the participants
// in assault order with the number of face-down defenders dealt to each (COOP-5/6), who acts now,
// and "My part is done" (coop-done); afterwards the participants finish their turns (COOP-7b).
import { useState } from 'react';
import {
  checkAction,
  coopCities,
  type Action,
  type CityState,
  type GameState,
  type PlayerId,
} from '../../engine';
import type { Translator } from '../../i18n';
import { useGame } from '../../store';
import { useT, useView } from '../hooks';
import { heroName } from '../names';
import { HeroBadge } from '../panels/PlayerPanel';
import { CITY_HEX } from '../theme/colors';
import './coop.css';
import { RefusalLine } from '../rules/RuleLink';

type Propose = Extract<Action, { type: 'coop-assault' }>;
type Done = Extract<Action, { type: 'coop-done' }>;

const same = (a: Propose, b: Propose) =>
  a.player === b.player &&
  a.invite.length === b.invite.length &&
  a.invite.every((x, i) => b.invite[i] === x) &&
  a.counts.length === b.counts.length &&
  a.counts.every((x, i) => b.counts[i] === x);

/** Face-down defender tokens (COOP-5: dealt unseen), drawn in the city's colour. */
export function HiddenDefenders({ n, color }: { n: number; color: string }) {
  return (
    <span className="hidden-defenders" aria-hidden>
      {Array.from({ length: n }, (_, i) => (
        <i key={i} className="hidden-defender" style={{ borderColor: color }} />
      ))}
    </span>
  );
}

function evenSplit(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const out = Array.from({ length: parts }, () => base);
  for (let i = 0; i < total - base * parts; i++) out[i] = (out[i] ?? 0) + 1;
  return out;
}

function Proposal({
  state,
  proposals,
  city,
  t,
  onClose,
}: {
  state: GameState;
  proposals: Propose[];
  city: CityState;
  t: Translator;
  onClose: () => void;
}) {
  const dispatch = useGame((s) => s.dispatch);
  const player = proposals[0]?.player ?? 0;
  const eligible: PlayerId[] = [];
  for (const a of proposals) for (const x of a.invite) if (!eligible.includes(x)) eligible.push(x);
  eligible.sort((a, b) => a - b);
  const total = city.garrison.length;
  const [invite, setInvite] = useState<PlayerId[]>(eligible);
  const members = [player, ...eligible.filter((x) => invite.includes(x))];
  const [counts, setCounts] = useState<Record<number, number>>(() => {
    const split = evenSplit(total, members.length);
    return Object.fromEntries(members.map((m, i) => [m, split[i] ?? 1]));
  });
  const countOf = (m: PlayerId) => counts[m] ?? 1;
  const action: Propose = {
    type: 'coop-assault',
    player,
    invite: members.slice(1),
    counts: members.map(countOf),
  };
  const legal = proposals.find((a) => same(a, action));
  const refusal = legal ? null : checkAction(state, action);
  const sum = members.reduce((n, m) => n + countOf(m), 0);
  const toggle = (x: PlayerId) => {
    const next = invite.includes(x) ? invite.filter((y) => y !== x) : [...invite, x];
    setInvite(next);
    const ms = [player, ...eligible.filter((y) => next.includes(y))];
    const split = evenSplit(total, ms.length);
    setCounts(Object.fromEntries(ms.map((m, i) => [m, split[i] ?? 1])));
  };
  const bump = (m: PlayerId, d: number) =>
    setCounts((c) => ({ ...c, [m]: Math.max(1, (c[m] ?? 1) + d) }));
  return (
    <div className="coop-proposal" data-testid="coop-proposal">
      <p className="muted small">
        {t('coop.propose.lead', { city: t(`city.${city.color}`), n: total })}
      </p>
      <fieldset className="coop-invite">
        <legend>{t('coop.propose.invite')}</legend>
        {eligible.map((x) => (
          <label key={x} className="coop-hero">
            <input
              type="checkbox"
              checked={invite.includes(x)}
              onChange={() => toggle(x)}
              data-testid={`coop-invite-${x}`}
            />
            {heroName(state, x, t)}
          </label>
        ))}
      </fieldset>
      <div className="coop-split" data-testid="coop-split">
        <span className="muted small">{t('coop.propose.split', { n: total, sum })}</span>
        {members.map((m) => (
          <div key={m} className="coop-split-row">
            <span className="coop-split-name">
              {heroName(state, m, t)}
              {m === player && <span className="muted small"> · {t('coop.you')}</span>}
            </span>
            <button
              type="button"
              className="icon-btn"
              onClick={() => bump(m, -1)}
              disabled={countOf(m) <= 1}
              aria-label={t('coop.fewer', { hero: heroName(state, m, t) })}
              data-testid={`coop-less-${m}`}
            >
              −
            </button>
            <b data-testid={`coop-count-${m}`}>{countOf(m)}</b>
            <button
              type="button"
              className="icon-btn"
              onClick={() => bump(m, 1)}
              aria-label={t('coop.more', { hero: heroName(state, m, t) })}
              data-testid={`coop-more-${m}`}
            >
              +
            </button>
            <HiddenDefenders n={countOf(m)} color={CITY_HEX[city.color]} />
          </div>
        ))}
      </div>
      <p className="muted small">{t('coop.propose.rule')}</p>
      {refusal && (
        <div className="column-refusal" role="alert">
          <RefusalLine refusal={refusal} />
        </div>
      )}
      <div className="coop-buttons">
        <button
          type="button"
          className="primary"
          disabled={!legal}
          onClick={() => {
            if (!legal) return;
            onClose();
            dispatch(legal);
          }}
          data-testid="coop-propose"
        >
          {t('coop.propose.send')}
        </button>
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}

function Assault({ state, done, t }: { state: GameState; done: Done | null; t: Translator }) {
  const dispatch = useGame((s) => s.dispatch);
  const coop = state.coop;
  if (!coop) return null;
  const city = state.cities.find((c) => c.hex === coop.city);
  const color = city ? CITY_HEX[city.color] : '#999';
  const now = coop.participants[coop.index];
  const entering =
    coop.stage === 'assault' &&
    now !== undefined &&
    state.turn?.player === now &&
    state.players[now]?.position !== coop.city;
  return (
    <section className="coop-panel" data-testid="coop-panel" data-stage={coop.stage}>
      <header>
        <strong>
          {t('coop.title', { city: city ? t(`city.${city.color}`) : t('site.city') })}
        </strong>
        <span className="muted small">
          {' '}
          · {coop.stage === 'assault' ? t('coop.stage.assault') : t('coop.stage.finish')}
        </span>
      </header>
      <ol className="coop-order">
        {coop.participants.map((id, i) => {
          const p = state.players[id];
          const n = coop.assigned[String(id)]?.length ?? 0;
          const cls = i === coop.index ? 'now' : i < coop.index ? 'done' : '';
          return (
            <li key={id} className={cls} data-testid="coop-participant" data-player={id}>
              {p && <HeroBadge hero={p.hero} size={20} />}
              <span>{heroName(state, id, t)}</span>
              <HiddenDefenders n={n} color={color} />
              <span className="muted small">{t.plural('coop.defenders', n)}</span>
            </li>
          );
        })}
      </ol>
      <p className="muted small" data-testid="coop-hint">
        {coop.stage === 'finish'
          ? t(city?.conquered ? 'coop.hint.conquered' : 'coop.hint.notConquered')
          : entering
            ? t('coop.hint.enter')
            : t('coop.hint.fight')}
      </p>
      {done && (
        <button
          type="button"
          className={entering ? '' : 'primary'}
          onClick={() => dispatch(done)}
          data-testid="coop-done"
        >
          {entering ? t('coop.giveUp') : t('coop.done')}
        </button>
      )}
    </section>
  );
}

export function CoopPanel({ state, legal }: { state: GameState; legal: readonly Action[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const viewer = useView()?.viewer;
  // Only the player at the screen proposes or ends their part (a bot decides for itself).
  const mine = legal.filter((a) => a.player === viewer);
  const proposals = mine.filter((a): a is Propose => a.type === 'coop-assault');
  const done = mine.find((a): a is Done => a.type === 'coop-done') ?? null;
  // While a participant fights, the combat panel has the room (it names the assault).
  if (state.coop) return state.combat ? null : <Assault state={state} done={done} t={t} />;
  if (proposals.length === 0) return null;
  const pos = state.players[proposals[0]?.player ?? 0]?.position;
  const city = pos ? coopCities(state, pos)[0] : undefined;
  if (!city) return null;
  return (
    <section className="coop-panel propose" data-testid="coop-start">
      {!open ? (
        <button type="button" onClick={() => setOpen(true)} data-testid="coop-open">
          {t('coop.propose.open', { city: t(`city.${city.color}`) })}
        </button>
      ) : (
        <Proposal
          key={proposals.length}
          state={state}
          proposals={proposals}
          city={city}
          t={t}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
