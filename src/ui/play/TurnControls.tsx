// Turn controls: End turn, Rest / slow recovery (choose the card(s) to discard), Announce End of
// Round, the taken tactic's optional effect (The Right Moment, Long Night, Mana Search, Midnight
// Meditation), plundering a village, a hint while Healing points wait (a Wound in hand is healed by
// clicking it, a unit on its card). Each button is one of the engine's legal
// actions; the pickers ask the engine (checkAction) whether the current selection is allowed.
import { useState } from 'react';
import { checkAction, type Action, type GameState } from '../../engine';
import type { Translator } from '../../i18n';
import { useGame } from '../../store';
import { CardFace } from '../cards/CardFace';
import { useT } from '../hooks';
import { tacticName } from '../names';
import { ManaGem } from './ManaGem';
import { isWoundCard } from './plays';
import { refusalText } from '../../i18n/refusals';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

function tacticUseLabel(tactic: string, t: Translator): string {
  switch (tactic) {
    case 'the-right-moment':
    case 'long-night':
    case 'mana-search':
    case 'midnight-meditation':
      return t(`play.tacticUse.${tactic}`);
    default:
      return t('play.tacticUse.generic', { name: tacticName(tactic, t) });
  }
}

export function TurnControls({ state, legal }: { state: GameState; legal: Action[] }) {
  const t = useT();
  const dispatch = useGame((s) => s.dispatch);
  const [open, setOpen] = useState<null | 'rest' | 'mana-search' | 'announce'>(null);
  const of = <T extends Action['type']>(type: T) =>
    legal.filter((a): a is Of<T> => a.type === type);
  const endTurn = of('end-turn')[0];
  const rests = of('rest');
  const announce = of('announce-end-of-round')[0];
  const forfeit = of('forfeit-turn')[0];
  const tacticUses = of('use-tactic');
  const plunder = of('plunder-village')[0];
  const heals = of('heal');
  const player = state.turn?.player ?? endTurn?.player ?? rests[0]?.player ?? null;
  const p = player === null ? undefined : state.players[player];
  const act = (a: Action) => {
    setOpen(null);
    dispatch(a);
  };

  return (
    <div className="turn-controls" data-testid="turn-controls">
      {heals.length > 0 && (
        <span className="hint" data-testid="heal-hint">
          {t('play.heal.hint', { n: state.turn?.healPoints ?? 0 })}
        </span>
      )}
      {p?.tactic &&
        tacticUses.length > 0 &&
        (p.tactic === 'mana-search' ? (
          <button
            type="button"
            aria-expanded={open === 'mana-search'}
            onClick={() => setOpen(open === 'mana-search' ? null : 'mana-search')}
            data-testid="use-tactic"
          >
            {tacticUseLabel(p.tactic, t)} ▾
          </button>
        ) : (
          tacticUses[0] && (
            <button
              type="button"
              onClick={() => tacticUses[0] && act(tacticUses[0])}
              data-testid="use-tactic"
            >
              {tacticUseLabel(p.tactic, t)}
            </button>
          )
        ))}
      {plunder && (
        <button type="button" onClick={() => act(plunder)} data-testid="plunder-village">
          {t('play.plunder')}
        </button>
      )}
      {rests.length > 0 && (
        <button
          type="button"
          aria-expanded={open === 'rest'}
          onClick={() => setOpen(open === 'rest' ? null : 'rest')}
          data-testid="rest"
        >
          {rests.every((r) => r.discard.every(isWoundCard))
            ? t('play.rest.slow')
            : t('action.rest')}
          …
        </button>
      )}
      {announce && (
        <button
          type="button"
          aria-expanded={open === 'announce'}
          onClick={() => setOpen(open === 'announce' ? null : 'announce')}
          data-testid="announce-end-of-round"
        >
          {t('action.announce-end-of-round')}…
        </button>
      )}
      {forfeit && (
        <button type="button" onClick={() => act(forfeit)} data-testid="forfeit-turn">
          {t('action.forfeit-turn')}
        </button>
      )}
      {endTurn && (
        <button
          type="button"
          className="primary"
          onClick={() => act(endTurn)}
          data-testid="end-turn"
        >
          {t('action.end-turn')}
        </button>
      )}

      {open === 'rest' && p && rests.length > 0 && (
        <RestPicker
          state={state}
          player={p.id}
          slow={rests.every((r) => r.discard.every(isWoundCard))}
          onDone={() => setOpen(null)}
        />
      )}
      {open === 'mana-search' && p && (
        <ManaSearchPicker state={state} options={tacticUses} onDone={() => setOpen(null)} />
      )}
      {open === 'announce' && announce && (
        <div className="drop-panel" role="dialog" data-testid="announce-confirm">
          <p>{t('play.announce.body')}</p>
          <div className="panel-buttons">
            <button type="button" onClick={() => setOpen(null)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="primary" onClick={() => act(announce)}>
              {t('action.announce-end-of-round')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** TURN-REST-7: a standard rest discards 1 non-Wound card and any Wounds; slow recovery 1 Wound. */
function RestPicker({
  state,
  player,
  slow,
  onDone,
}: {
  state: GameState;
  player: number;
  slow: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const dispatch = useGame((s) => s.dispatch);
  const game = useGame((s) => s.game) ?? state;
  const hand = state.players[player]?.hand ?? [];
  const [chosen, setChosen] = useState<string[]>([]);
  const action: Action = { type: 'rest', player, discard: chosen };
  const refusal = chosen.length > 0 ? checkAction(game, action) : null;
  const toggle = (c: string) =>
    setChosen((cs) => (cs.includes(c) ? cs.filter((x) => x !== c) : [...cs, c]));
  return (
    <div className="drop-panel rest-picker" role="dialog" data-testid="rest-picker">
      <p>
        <strong>{slow ? t('play.rest.slow') : t('action.rest')}</strong> ·{' '}
        {slow ? t('play.rest.slowHint') : t('play.rest.hint')}
      </p>
      <div className="pick-cards">
        {hand.map((c) => (
          <CardFace
            key={c}
            id={c}
            size="mini"
            selected={chosen.includes(c)}
            onClick={() => toggle(c)}
            testId="rest-card"
          />
        ))}
      </div>
      {refusal && <p className="why">{refusalText(refusal, t.lang)}</p>}
      <div className="panel-buttons">
        <button type="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={chosen.length === 0 || refusal !== null}
          onClick={() => {
            onDone();
            dispatch(action);
          }}
          data-testid="rest-confirm"
        >
          {t('play.rest.confirm', { n: chosen.length })}
        </button>
      </div>
    </div>
  );
}

/** Mana Search: reroll one or two free Source dice (depleted ones first: the engine checks). */
function ManaSearchPicker({
  state,
  options,
  onDone,
}: {
  state: GameState;
  options: Of<'use-tactic'>[];
  onDone: () => void;
}) {
  const t = useT();
  const dispatch = useGame((s) => s.dispatch);
  const game = useGame((s) => s.game) ?? state;
  const [chosen, setChosen] = useState<number[]>([]);
  const ids = [...new Set(options.flatMap((o) => (o.option ?? []).map(Number)))];
  const key = [...chosen].sort((a, b) => a - b).join(',');
  const match = options.find(
    (o) =>
      (o.option ?? [])
        .map(Number)
        .sort((a, b) => a - b)
        .join(',') === key,
  );
  const refusal =
    chosen.length > 0 && !match && options[0]
      ? checkAction(game, { ...options[0], option: chosen.map(String) })
      : null;
  return (
    <div className="drop-panel" role="dialog" data-testid="mana-search-picker">
      <p>{t('play.manaSearch.hint')}</p>
      <div className="pick-dice">
        {ids.map((id) => {
          const d = state.source.dice.find((x) => x.id === id);
          const on = chosen.includes(id);
          return (
            <button
              key={id}
              type="button"
              className={`die-pick ${on ? 'on' : ''}`}
              aria-pressed={on}
              onClick={() =>
                setChosen((cs) =>
                  cs.includes(id) ? cs.filter((x) => x !== id) : [...cs, id].slice(-2),
                )
              }
            >
              <ManaGem color={d?.color ?? 'gold'} shape="die" size={26} />
              <span className="small">{d ? t(`mana.${d.color}`) : id}</span>
            </button>
          );
        })}
      </div>
      {refusal && <p className="why">{refusalText(refusal, t.lang)}</p>}
      <div className="panel-buttons">
        <button type="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!match}
          onClick={() => {
            onDone();
            if (match) dispatch(match);
          }}
        >
          {t('play.manaSearch.confirm', { n: chosen.length })}
        </button>
      </div>
    </div>
  );
}
