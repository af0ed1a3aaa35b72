// Day/Night board: time of day and the movement cost table for it (REF-1, terrain.md).
import { type GameState, TERRAIN_COSTS, TERRAINS } from '../../engine';
import { useT } from '../hooks';
import { TERRAIN_HEX } from '../theme/colors';

export function DayNightPanel({ state }: { state: GameState }) {
  const t = useT();
  const time = state.round.time;
  const other = time === 'day' ? 'night' : 'day';
  return (
    <section className={`panel daynight ${time}`} data-testid="day-night">
      <h2>
        <span className="tod-icon" aria-hidden>
          {time === 'day' ? '☀' : '☾'}
        </span>{' '}
        {t(`time.${time}`)}
        <span className="muted small"> · {t('game.round', { n: state.round.number })}</span>
      </h2>
      <table className="costs">
        <caption className="sr-only">{t('panel.moveCosts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('panel.moveCosts')}</th>
            <th scope="col">{t(`time.${time}`)}</th>
            <th scope="col" className="muted">
              {t(`time.${other}`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {TERRAINS.filter((x) => x !== 'sea').map((terrain) => {
            const now = TERRAIN_COSTS[terrain][time];
            const then = TERRAIN_COSTS[terrain][other];
            return (
              <tr key={terrain} className={now !== then ? 'changes' : ''}>
                <th scope="row">
                  <i className="swatch" style={{ background: TERRAIN_HEX[terrain] }} />
                  {t(`terrain.${terrain}`)}
                </th>
                <td className="now">{now ?? '✕'}</td>
                <td className="muted">{then ?? '✕'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted small">{t('panel.cityCost')}</p>
    </section>
  );
}
