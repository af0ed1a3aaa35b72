// The final score (state.gameOver, computed by the engine's scenario scoring): victory or defeat of
// a mission in plain words, the winners, and every line of the scoring with its points per player
// (or for the team) with a short explanation and the rule's id; totals; new game or back to start.
import { useMemo, useState, useSyncExternalStore } from 'react';
import { type GameState, scenarioDef, type ScoreSheet } from '../../engine';
import { isKey } from '../../i18n';
import { useGame } from '../../store';
import {
  entryFor,
  historyVersion,
  loadHistory,
  subscribeHistory,
  summarize,
} from '../history/history';
import { useT } from '../hooks';
import { RuleRichText } from '../rules/RuleLink';
import { heroName } from '../names';
import { portalHex } from '../board/map-model';
import { randomSeed } from '../start/options';
import { HERO_HEX } from '../theme/colors';
import {
  isTitleLine,
  lineDetail,
  lineIds,
  lineLabel,
  lineRule,
  lineWhy,
  missionLine,
  verdictOf,
  winnersLine,
} from './lines';
import './score.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function ScoreScreen({ state }: { state: GameState }) {
  const t = useT();
  const leave = useGame((s) => s.leaveGame);
  const newGame = useGame((s) => s.newGame);
  const [hidden, setHidden] = useState(false);
  const version = useSyncExternalStore(subscribeHistory, historyVersion, historyVersion);
  const over = state.gameOver;
  const record = useMemo(() => {
    if (!over) return null;
    const mine = entryFor(state, 0);
    if (!mine) return null;
    const all = loadHistory();
    const saved = all.some((e) => e.id === mine.id);
    const sum = summarize(all, mine);
    // with one game on record, it is trivially the best: nothing more to say
    const best = sum.games > 1 ? sum.best : null;
    return { saved, best, isBest: best?.id === mine.id };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-read when the history changed
  }, [state, over, version]);
  if (!over) return null;

  const scenario = state.setup.scenario;
  const real = state.players.filter((p) => p.kind !== 'dummy');
  const humans = real.filter((p) => p.kind === 'human');
  const soleHuman = humans.length === 1 ? (humans[0]?.id ?? null) : null;
  const verdict = verdictOf(scenario, over, real.length, soleHuman);
  const names = (ids: readonly number[]) => ids.map((id) => heroName(state, id, t)).join(', ');
  const portal = scenario === 'only-one-returns' ? portalHex(state) : null;
  const onPortal = real.filter((p) => !p.eliminated && portal !== null && p.position === portal);
  // who returned home: the hero on the portal, not their ally who won with them (SCEN-RETURN-5)
  const home =
    portal === null ? over.winners : over.winners.filter((w) => onPortal.some((p) => p.id === w));
  const mission = missionLine(
    scenario,
    over,
    names(home.length > 0 ? home : over.winners),
    t,
    names(onPortal.map((p) => p.id)),
  );
  const ids = lineIds(over.scores);
  // one team of everybody (co-op), or two teams (SCEN-TEAM-9)
  const team = over.scores.length === 1 && over.scores[0]?.player === 'team';
  const teams = over.scores.some((s) => s.player === 'team' && s.members !== undefined);
  const column = (s: ScoreSheet) =>
    s.player === 'team' && s.team !== undefined ? `team-${s.team}` : String(s.player);
  const name = (id: number) => heroName(state, id, t);
  const solo = real.length === 1;
  const anyTitle = ids.some(isTitleLine);
  let maxRounds = state.round.number;
  try {
    maxRounds = scenarioDef(scenario).rounds(real.length, state.setup.variants);
  } catch {
    // unknown scenario: the round played is all we know
  }
  const reasonKey = `score.reason.${over.reason}`;

  const again = () => newGame({ ...state.setup, seed: randomSeed() });

  if (hidden)
    return (
      <button
        type="button"
        className="primary score-reopen"
        onClick={() => setHidden(false)}
        data-testid="score-reopen"
      >
        {t('score.showScore')}
      </button>
    );

  return (
    <div
      className="overlay score-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="score-title"
      data-testid="game-over"
    >
      <div className={`score-card verdict-${verdict}`} data-testid="score-screen">
        <header className="score-head">
          <div className="score-emblem" aria-hidden>
            {verdict === 'victory'
              ? '♛'
              : verdict === 'defeat'
                ? '☠'
                : verdict === 'tie'
                  ? '⚖'
                  : '⚑'}
          </div>
          <div>
            <h2 id="score-title" data-testid="score-verdict" data-verdict={verdict}>
              {t(`score.title.${verdict}`)}
            </h2>
            <p className="muted" data-testid="score-subtitle">
              {t('score.subtitle', {
                scenario: t(`scenario.${scenario}`),
                round: state.round.number,
                max: maxRounds,
              })}
              {isKey(reasonKey) && <> · {t(reasonKey)}</>}
            </p>
          </div>
        </header>

        {mission && (
          <p
            className={`score-mission ${over.victory === false ? 'lost' : 'won'}`}
            data-testid="score-mission"
          >
            {mission}
          </p>
        )}
        {!team && over.winners.length > 0 && !solo && (
          <p className="score-winners" data-testid="score-winners">
            ♛ {winnersLine(over, name, t)}
          </p>
        )}

        <div className="score-table-wrap">
          <table className="score-table" data-testid="score-table">
            <thead>
              <tr>
                <th scope="col" className="score-cat">
                  {t('score.category')}
                </th>
                {over.scores.map((s, i) => {
                  const pid = s.player;
                  const members = s.members ?? real.map((p) => p.id);
                  const winner =
                    pid === 'team'
                      ? !team &&
                        members.length > 0 &&
                        members.every((m) => over.winners.includes(m))
                      : over.winners.includes(pid);
                  const hero = pid === 'team' ? null : state.players[pid]?.hero;
                  return (
                    <th
                      scope="col"
                      key={i}
                      className={`score-col ${winner ? 'winner' : ''}`}
                      data-testid="score-column"
                      data-player={column(s)}
                    >
                      {pid === 'team' ? (
                        <>
                          <span className="score-name">
                            {s.team !== undefined
                              ? t('score.teamN', { n: s.team + 1 })
                              : t('score.team')}
                          </span>
                          {winner && (
                            <span className="score-crown" title={t('score.winner')}>
                              ♛
                            </span>
                          )}
                          <span className="score-members small">
                            {members.map((m) => {
                              const h = state.players[m]?.hero;
                              return (
                                <span key={m} className="score-member" title={name(m)}>
                                  <span
                                    className="score-dot"
                                    style={{ background: h ? HERO_HEX[h] : '#999' }}
                                  />
                                  {s.members ? name(m) : null}
                                </span>
                              );
                            })}
                          </span>
                        </>
                      ) : (
                        <>
                          <span
                            className="score-dot big"
                            style={{ background: hero ? HERO_HEX[hero] : '#999' }}
                            aria-hidden
                          />
                          <span className="score-name">{heroName(state, pid, t)}</span>
                          {winner && (
                            <span className="score-crown" title={t('score.winner')}>
                              ♛
                            </span>
                          )}
                        </>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {ids.map((id) => (
                <tr
                  key={id}
                  className={isTitleLine(id) ? 'title-row' : ''}
                  data-testid="score-line"
                  data-line={id}
                >
                  <th scope="row" className="score-cat">
                    <span className="score-label">
                      {isTitleLine(id) && <span aria-hidden>★ </span>}
                      {lineLabel(id, t)}
                    </span>
                    <span className="score-why">
                      {lineWhy(scenario, id, t, teams)}{' '}
                      <span className="rule-id">
                        <RuleRichText text={lineRule(scenario, id, teams)} />
                      </span>
                    </span>
                  </th>
                  {over.scores.map((s, i) => {
                    const line = s.lines.find((l) => l.id === id);
                    const detail = line ? lineDetail(line.detail, t, name) : null;
                    return (
                      <td
                        key={i}
                        className={`score-pts ${line && line.points < 0 ? 'neg' : ''} ${line && line.points === 0 ? 'zero' : ''}`}
                        data-testid="score-cell"
                        data-player={column(s)}
                        data-points={line ? line.points : ''}
                      >
                        {line
                          ? id === 'fame' || id === 'lowest-fame'
                            ? line.points
                            : signed(line.points)
                          : '—'}
                        {detail && <span className="score-detail small">{detail}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="score-cat">
                  {t('score.total')}
                </th>
                {over.scores.map((s, i) => (
                  <td
                    key={i}
                    className="score-total"
                    data-testid="score-total"
                    data-player={column(s)}
                    data-points={s.total}
                  >
                    {s.total}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>

        <div className="score-notes small muted">
          {!anyTitle && solo && <span>{t('score.noTitlesSolo')}</span>}
          {!anyTitle && team && <span>{t('score.noTitlesTeam')}</span>}
          {record?.saved && (
            <span data-testid="score-recorded">
              {t('score.recorded')}{' '}
              {record.isBest
                ? t('score.newBest')
                : record.best
                  ? t('score.yourBest', { n: record.best.score })
                  : null}
            </span>
          )}
        </div>

        <footer className="score-actions">
          <button type="button" onClick={() => setHidden(true)} data-testid="score-show-map">
            {t('score.showMap')}
          </button>
          <span className="spacer" />
          <button type="button" onClick={leave} data-testid="score-back">
            {t('score.backToStart')}
          </button>
          <button
            type="button"
            className="primary"
            onClick={again}
            title={t('score.newGameHint')}
            data-testid="score-new-game"
          >
            {t('score.newGame')}
          </button>
        </footer>
      </div>
    </div>
  );
}
