// Start screen: scenario, number of players, a hero per player, seed and language → createGame.
import { useState } from 'react';
import {
  type GameSetup,
  HERO_IDS,
  type HeroId,
  SCENARIO_IDS,
  scenarioDef,
  type ScenarioId,
} from '../../engine';
import { LANGUAGES } from '../../i18n';
import { useGame } from '../../store';
import { useT } from '../hooks';
import { HERO_HEX } from '../theme/colors';
import { luminance } from '../art/tokens';
import { OFFERED, randomSeed } from './options';

function roundsOf(id: ScenarioId, players: number): number | null {
  try {
    return scenarioDef(id).rounds(players);
  } catch {
    return null;
  }
}

export function StartScreen() {
  const t = useT();
  const newGame = useGame((s) => s.newGame);
  const lang = useGame((s) => s.ui.language);
  const setLanguage = useGame((s) => s.setLanguage);
  const lastError = useGame((s) => s.lastError);

  const [scenario, setScenario] = useState<ScenarioId>('solo-conquest');
  const [count, setCount] = useState(1);
  const [heroes, setHeroes] = useState<HeroId[]>(['arythea', 'goldyx', 'norowas', 'tovak']);
  const [seed, setSeed] = useState<string>(() => String(randomSeed()));

  const range = OFFERED[scenario] ?? { min: 1, max: 1 };
  const players = Math.min(Math.max(count, range.min), range.max);
  const rounds = roundsOf(scenario, players);
  const seedNumber = Number.parseInt(seed, 10);
  const seedValid = Number.isFinite(seedNumber) && seedNumber >= 0;

  const chooseScenario = (id: ScenarioId) => {
    setScenario(id);
    const r = OFFERED[id];
    if (r) setCount((c) => Math.min(Math.max(c, r.min), r.max));
  };

  const chooseHero = (player: number, hero: HeroId) => {
    setHeroes((hs) => {
      const next = [...hs];
      // No duplicates: a hero held by another player swaps places with the old choice.
      const other = next.indexOf(hero);
      const old = next[player];
      if (other >= 0 && other !== player && old) next[other] = old;
      next[player] = hero;
      return next;
    });
  };

  const start = () => {
    if (!seedValid) return;
    const setup: GameSetup = {
      scenario,
      players: heroes.slice(0, players).map((hero) => ({ hero, kind: 'human' as const })),
      seed: seedNumber,
    };
    newGame(setup);
  };

  return (
    <main className="start" data-testid="start-screen">
      <div className="start-card">
        <header className="start-head">
          <img src="/icon.svg" alt="" width={72} height={72} />
          <div>
            <h1>{t('app.title')}</h1>
            <p className="muted">{t('app.subtitle')}</p>
          </div>
          <div className="seg lang-seg" role="group" aria-label={t('lang.label')}>
            {LANGUAGES.map((l) => (
              <button
                key={l}
                type="button"
                className={l === lang ? 'on' : ''}
                aria-pressed={l === lang}
                onClick={() => setLanguage(l)}
                data-testid={`lang-${l}`}
              >
                {t(`lang.${l}`)}
              </button>
            ))}
          </div>
        </header>

        <section aria-labelledby="h-scenario">
          <h2 id="h-scenario">{t('start.scenario')}</h2>
          <div className="scenarios">
            {SCENARIO_IDS.filter((id) => OFFERED[id]).map((id) => {
              const r = OFFERED[id];
              return (
                <button
                  type="button"
                  key={id}
                  className={`scenario ${id === scenario ? 'on' : ''}`}
                  aria-pressed={id === scenario}
                  onClick={() => chooseScenario(id)}
                  data-testid={`scenario-${id}`}
                >
                  <span className="scenario-name">{t(`scenario.${id}`)}</span>
                  <span className="scenario-meta">
                    {r && r.max === 1
                      ? t('start.playersHintSolo')
                      : t('start.playersHint', { min: r?.min ?? 1, max: r?.max ?? 1 })}
                  </span>
                  <span className="scenario-blurb">
                    {id === 'first-reconnaissance'
                      ? t('scenarioBlurb.first-reconnaissance')
                      : t('scenarioBlurb.solo-conquest')}
                  </span>
                </button>
              );
            })}
          </div>
          <ul className="later" aria-label={t('start.comingLater')}>
            {SCENARIO_IDS.filter((id) => !OFFERED[id]).map((id) => (
              <li key={id}>
                <button type="button" disabled data-testid={`scenario-${id}`}>
                  {t(`scenario.${id}`)} <em>· {t('start.comingLater')}</em>
                </button>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="h-players">
          <h2 id="h-players">
            {t('start.players')}
            {rounds !== null && (
              <span className="muted small"> · {t('start.rounds', { n: rounds })}</span>
            )}
            {players === 1 && <span className="muted small"> · {t('start.withDummy')}</span>}
          </h2>
          <div className="seg" role="group" aria-label={t('start.players')}>
            {[1, 2, 3, 4].map((n) => (
              <button
                key={n}
                type="button"
                className={n === players ? 'on' : ''}
                aria-pressed={n === players}
                disabled={n < range.min || n > range.max}
                onClick={() => setCount(n)}
                data-testid={`players-${n}`}
              >
                {n}
              </button>
            ))}
          </div>
          <div className="hero-rows">
            {Array.from({ length: players }, (_, p) => (
              <div className="hero-row" key={p}>
                <span className="hero-row-label">{t('start.player', { n: p + 1 })}</span>
                <div
                  className="hero-chips"
                  role="radiogroup"
                  aria-label={t('start.player', { n: p + 1 })}
                >
                  {HERO_IDS.map((h) => {
                    const takenBy = heroes.slice(0, players).indexOf(h);
                    const on = heroes[p] === h;
                    const taken = takenBy >= 0 && takenBy !== p;
                    const col = HERO_HEX[h];
                    return (
                      <button
                        key={h}
                        type="button"
                        role="radio"
                        aria-checked={on}
                        className={`hero-chip ${on ? 'on' : ''} ${taken ? 'taken' : ''}`}
                        title={
                          taken ? `${t(`hero.${h}`)} · ${t('start.heroTaken')}` : t(`heroTag.${h}`)
                        }
                        onClick={() => chooseHero(p, h)}
                        data-testid={`hero-${p}-${h}`}
                      >
                        <span
                          className="hero-dot"
                          style={{ background: col, color: luminance(col) > 0.6 ? '#222' : '#fff' }}
                        >
                          {t(`hero.${h}`).slice(0, 1)}
                        </span>
                        <span className="hero-chip-name">{t(`hero.${h}`)}</span>
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="h-seed" className="seed-row">
          <h2 id="h-seed">{t('start.seed')}</h2>
          <div className="seed-input">
            <input
              value={seed}
              inputMode="numeric"
              aria-label={t('start.seed')}
              aria-invalid={!seedValid}
              onChange={(e) => setSeed(e.target.value.replace(/[^0-9]/g, ''))}
              data-testid="seed-input"
            />
            <button
              type="button"
              className="icon-btn"
              title={t('start.seedRandom')}
              aria-label={t('start.seedRandom')}
              onClick={() => setSeed(String(randomSeed()))}
            >
              ⚄
            </button>
          </div>
          <p className="muted small">{t('start.seedHint')}</p>
        </section>

        {lastError && (
          <p className="error" role="alert">
            {t('start.error', { message: lastError.message })}
          </p>
        )}

        <button
          type="button"
          className="primary start-btn"
          disabled={!seedValid}
          onClick={start}
          data-testid="start-button"
        >
          {t('start.start')}
        </button>
      </div>
    </main>
  );
}
