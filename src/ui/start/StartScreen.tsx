// Start screen: every playable scenario (explained in two lines), the players (human or bot, a
// different hero each), city levels where the scenario has cities to conquer, the dummy's hero,
// the variants the scenario allows, the seed and the language → createGame. The last choices are
// remembered; the score history for the chosen hero and levels is shown beside the start button.
import { useEffect, useState } from 'react';
import { HERO_IDS, type HeroId, SCENARIO_IDS, type ScenarioId } from '../../engine/meta';
import { LANGUAGES } from '../../i18n';
import { useGame } from '../../store';
import { luminance } from '../art/tokens';
import { HistoryPanel } from '../history/HistoryPanel';
import { SavedGames } from '../save/SavedGames';
import { useT } from '../hooks';
import { HERO_HEX } from '../theme/colors';
import { factsLine, goalLine } from './facts';
import {
  bookCityLevels,
  buildSetup,
  CITY_LEVEL_MAX,
  cityLevelKey,
  cityLevelMin,
  clampPlayers,
  daysAndNights,
  playableScenarios,
  playerRange,
  randomSeed,
  SEED_MAX,
  roundsFor,
  scenarioFacts,
  scenarioKind,
  type SeatKind,
  BOT_LEVELS,
  type BotLevel,
  usesDummy,
} from './options';
import { loadStartPrefs, saveStartPrefs, type StartPrefs } from './prefs';
import { VariantOptions } from './VariantOptions';
import { DummyAutoToggle } from '../play/DummyAutoToggle';
import './start.css';
import { refusalWithRule } from '../../i18n/refusals';
import { markTutorialPending } from '../tutorial/progress';
import { tutorialSetup } from '../tutorial/setup';

export function StartScreen() {
  const t = useT();
  const newGame = useGame((s) => s.newGame);
  const lang = useGame((s) => s.ui.language);
  const setLanguage = useGame((s) => s.setLanguage);
  const lastError = useGame((s) => s.lastError);

  const [prefs, setPrefs] = useState<StartPrefs>(loadStartPrefs);
  const [seed, setSeed] = useState<string>(() => String(randomSeed()));
  useEffect(() => saveStartPrefs(prefs), [prefs]);
  // a Tutorial click that did not lead to a game must not turn the next game into a tutorial
  useEffect(() => markTutorialPending(false), []);

  const playable = playableScenarios();
  const scenario: ScenarioId = playable.includes(prefs.scenario)
    ? prefs.scenario
    : (playable[0] ?? 'solo-conquest');
  const players = clampPlayers(scenario, prefs.players);
  const range = playerRange(scenario);
  const heroes = prefs.heroes.slice(0, players);
  const seats = prefs.seats.slice(0, players);
  const rounds = roundsFor(scenario, players, prefs.variants);
  const book = bookCityLevels(scenario, players, prefs.variants);
  const levelMin = cityLevelMin(scenario, players, prefs.variants);
  const levelKey = cityLevelKey(scenario, players, prefs.variants);
  const saved = prefs.cityLevels[levelKey];
  const levels = book ? (saved && saved.length === book.length ? saved : book) : null;
  const changedLevels = !!levels && !!book && levels.some((v, i) => v !== book[i]);
  const dummy = usesDummy(scenario, players);
  const dummyHero = prefs.dummyHero && !heroes.includes(prefs.dummyHero) ? prefs.dummyHero : null;
  const seedNumber = Number.parseInt(seed, 10);
  // createGame refuses seeds outside 0 … 2^32 − 1 (issue 13.4); the form never offers them.
  const seedValid = Number.isFinite(seedNumber) && seedNumber >= 0 && seedNumber <= SEED_MAX;
  const hasHuman = seats.some((s) => s === 'human');
  const canStart = seedValid && hasHuman;
  const firstHuman = heroes[seats.indexOf('human')] ?? heroes[0] ?? 'tovak';

  const update = (fn: (p: StartPrefs) => StartPrefs) => setPrefs((p) => fn(p));

  const chooseHero = (player: number, hero: HeroId) =>
    update((p) => {
      const next = [...p.heroes];
      // No duplicates: a hero held by another player swaps places with the old choice.
      const other = next.indexOf(hero);
      const old = next[player];
      if (other >= 0 && other !== player && old) next[other] = old;
      next[player] = hero;
      return { ...p, heroes: next };
    });

  const chooseSeat = (player: number, kind: SeatKind) =>
    update((p) => {
      const next = [...p.seats];
      next[player] = kind;
      return { ...p, seats: next };
    });

  const chooseBotLevel = (player: number, level: BotLevel) =>
    update((p) => {
      const next = [...p.botLevels];
      next[player] = level;
      return { ...p, botLevels: next };
    });

  const setLevel = (i: number, v: number) =>
    update((p) => {
      if (!levels) return p;
      const next = [...levels];
      next[i] = Math.min(CITY_LEVEL_MAX, Math.max(levelMin, v));
      return { ...p, cityLevels: { ...p.cityLevels, [levelKey]: next } };
    });

  const resetLevels = () =>
    update((p) => {
      const next = { ...p.cityLevels };
      delete next[levelKey];
      return { ...p, cityLevels: next };
    });

  const start = () => {
    if (!canStart) return;
    newGame(
      buildSetup({
        scenario,
        players,
        heroes,
        seats,
        seed: seedNumber,
        cityLevels: levels,
        variants: prefs.variants,
        dummyHero,
        megapolisLevel: prefs.megapolisLevel,
        teams: prefs.teams,
        fameBids: prefs.fameBids,
      }),
    );
  };

  /** The guided tutorial (issue 17.1): a fixed solo First Reconnaissance (src/ui/tutorial). */
  const startTutorial = () => {
    markTutorialPending(true);
    newGame(tutorialSetup());
  };

  const { days, nights } = daysAndNights(rounds);

  return (
    <main className="start" data-testid="start-screen">
      <div className="start-card">
        <header className="start-head">
          <img src="/icon.svg" alt="" width={64} height={64} />
          <div>
            <h1>{t('app.title')}</h1>
            <p className="muted">{t('app.subtitle')}</p>
          </div>
          <button
            type="button"
            className="tutorial-btn"
            title={t('tut.buttonHint')}
            onClick={startTutorial}
            data-testid="tutorial-button"
          >
            {t('tut.button')}
          </button>
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
          <div className="scen-grid" role="radiogroup" aria-labelledby="h-scenario">
            {SCENARIO_IDS.map((id) => {
              const d = scenarioFacts(id);
              const kind = scenarioKind(id);
              const on = id === scenario;
              return (
                <button
                  type="button"
                  role="radio"
                  aria-checked={on}
                  key={id}
                  className={`scen-card kind-${kind} ${on ? 'on' : ''}`}
                  disabled={!d.playable}
                  onClick={() =>
                    update((p) => ({
                      ...p,
                      scenario: id,
                      players: clampPlayers(id, p.players),
                    }))
                  }
                  data-testid={`scenario-${id}`}
                >
                  <span className="scen-top">
                    <span className="scen-name">{t(`scenario.${id}`)}</span>
                    <span className={`scen-badge kind-${kind}`}>{t(`scen.type.${kind}`)}</span>
                  </span>
                  <span className="scen-facts" data-testid={`facts-${id}`}>
                    {factsLine(id, on ? players : prefs.players, t)}
                  </span>
                  <span className="scen-goal">
                    {d.playable ? goalLine(id, t) : t('scen.notPlayable', { why: d.missing ?? '' })}
                  </span>
                </button>
              );
            })}
          </div>
        </section>

        <div className="start-cols">
          <section aria-labelledby="h-players" className="start-seats">
            <div className="sec-head">
              <h2 id="h-players">{t('start.seats')}</h2>
              <div className="seg small-seg" role="group" aria-label={t('start.players')}>
                {[1, 2, 3, 4].map((n) => (
                  <button
                    key={n}
                    type="button"
                    className={n === players ? 'on' : ''}
                    aria-pressed={n === players}
                    disabled={n < range.min || n > range.max}
                    onClick={() => update((p) => ({ ...p, players: n }))}
                    data-testid={`players-${n}`}
                  >
                    {n}
                  </button>
                ))}
              </div>
            </div>
            <p
              className="pace small"
              title={`${t.plural('scen.days', days)}, ${t.plural('scen.nights', nights)}`}
              data-testid="pace"
            >
              <span className="pips" aria-hidden>
                {Array.from({ length: rounds }, (_, i) => (
                  <span key={i} className={`pip ${i % 2 === 0 ? 'day' : 'night'}`}>
                    {i % 2 === 0 ? '☀' : '☾'}
                  </span>
                ))}
              </span>
              <span className="muted">
                {t('scen.length', {
                  n: rounds,
                  days: t.plural('scen.days', days),
                  nights: t.plural('scen.nights', nights),
                })}
                {dummy && ` · ${t('start.withDummy')}`}
              </span>
            </p>
            <div className="hero-rows">
              {Array.from({ length: players }, (_, p) => (
                <div className="hero-row" key={p}>
                  <div className="seat-head">
                    <span className="hero-row-label">{t('start.player', { n: p + 1 })}</span>
                    <div
                      className="seg tiny-seg"
                      role="group"
                      aria-label={t('start.seatKind', { player: t('start.player', { n: p + 1 }) })}
                    >
                      {(['human', 'bot'] as const).map((k) => (
                        <button
                          key={k}
                          type="button"
                          className={seats[p] === k ? 'on' : ''}
                          aria-pressed={seats[p] === k}
                          title={k === 'bot' ? t('start.seat.botHint') : undefined}
                          onClick={() => chooseSeat(p, k)}
                          data-testid={`seat-${p}-${k}`}
                        >
                          {t(`start.seat.${k}`)}
                        </button>
                      ))}
                    </div>
                    {seats[p] === 'bot' && (
                      <div
                        className="seg tiny-seg"
                        role="group"
                        aria-label={t('start.botLevel', {
                          player: t('start.player', { n: p + 1 }),
                        })}
                      >
                        {BOT_LEVELS.map((lv) => (
                          <button
                            key={lv}
                            type="button"
                            className={(prefs.botLevels[p] ?? 'greedy') === lv ? 'on' : ''}
                            aria-pressed={(prefs.botLevels[p] ?? 'greedy') === lv}
                            title={t(`start.level.${lv}Hint`)}
                            onClick={() => chooseBotLevel(p, lv)}
                            data-testid={`seat-${p}-level-${lv}`}
                          >
                            {t(`start.level.${lv}`)}
                          </button>
                        ))}
                      </div>
                    )}
                  </div>
                  <div
                    className="hero-chips"
                    role="radiogroup"
                    aria-label={t('start.player', { n: p + 1 })}
                  >
                    {HERO_IDS.map((h) => {
                      const takenBy = heroes.indexOf(h);
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
                            taken
                              ? `${t(`hero.${h}`)} · ${t('start.heroTaken')}`
                              : t(`heroTag.${h}`)
                          }
                          onClick={() => chooseHero(p, h)}
                          data-testid={`hero-${p}-${h}`}
                        >
                          <span
                            className="hero-dot"
                            style={{
                              background: col,
                              color: luminance(col) > 0.6 ? '#222' : '#fff',
                            }}
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
            {!hasHuman && (
              <p className="error small" role="alert" data-testid="need-human">
                {t('start.needHuman')}
              </p>
            )}
          </section>

          <section aria-labelledby="h-options" className="start-options">
            <h2 id="h-options">{t('start.options')}</h2>

            {levels && book && (
              <div className="opt-block" data-testid="city-levels">
                <div className="opt-title">
                  <span>{t('start.cityLevels')}</span>
                  {changedLevels && (
                    <button
                      type="button"
                      className="linkish small"
                      onClick={resetLevels}
                      data-testid="city-levels-reset"
                    >
                      {t('start.cityLevelsReset')}
                    </button>
                  )}
                </div>
                <div className="levels">
                  {levels.map((v, i) => (
                    <div className="level" key={i}>
                      <span className="level-name small">{t('start.cityN', { n: i + 1 })}</span>
                      <div className="stepper">
                        <button
                          type="button"
                          className="icon-btn"
                          aria-label={t('start.cityLevelDown', { n: i + 1 })}
                          disabled={v <= levelMin}
                          onClick={() => setLevel(i, v - 1)}
                          data-testid={`city-level-${i}-down`}
                        >
                          −
                        </button>
                        <output
                          className={`level-value ${v !== book[i] ? 'changed' : ''}`}
                          data-testid={`city-level-${i}`}
                          data-value={v}
                        >
                          {v}
                        </output>
                        <button
                          type="button"
                          className="icon-btn"
                          aria-label={t('start.cityLevelUp', { n: i + 1 })}
                          disabled={v >= CITY_LEVEL_MAX}
                          onClick={() => setLevel(i, v + 1)}
                          data-testid={`city-level-${i}-up`}
                        >
                          +
                        </button>
                      </div>
                    </div>
                  ))}
                </div>
                <p className="muted small">
                  {t('start.cityLevelsHint', { levels: book.join(', ') })}
                </p>
              </div>
            )}

            {dummy && (
              <label className="opt-block opt-inline">
                <span className="opt-title">{t('start.dummy')}</span>
                <select
                  value={dummyHero ?? ''}
                  onChange={(e) =>
                    update((p) => ({
                      ...p,
                      dummyHero: e.target.value ? (e.target.value as HeroId) : null,
                    }))
                  }
                  title={t('start.dummyHint')}
                  data-testid="dummy-hero"
                >
                  <option value="">{t('start.dummyRandom')}</option>
                  {HERO_IDS.filter((h) => !heroes.includes(h)).map((h) => (
                    <option key={h} value={h}>
                      {t(`hero.${h}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {dummy && (
              <div className="opt-block opt-inline">
                <DummyAutoToggle />
              </div>
            )}

            <VariantOptions
              scenario={scenario}
              players={players}
              heroes={heroes}
              prefs={prefs}
              update={update}
            />

            <div className="opt-block">
              <span className="opt-title">{t('start.seed')}</span>
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
                  data-testid="seed-random"
                >
                  ⚄
                </button>
              </div>
              <p className="muted small">{t('start.seedHint')}</p>
            </div>
          </section>
        </div>

        {lastError && (
          <p className="error" role="alert">
            {t('start.error', { message: refusalWithRule(lastError, t.lang) })}
          </p>
        )}

        <footer className="start-foot">
          <HistoryPanel scenario={scenario} hero={firstHuman} cityLevels={levels} />
          <button
            type="button"
            className="primary start-btn"
            disabled={!canStart}
            onClick={start}
            data-testid="start-button"
          >
            {t('start.start')}
          </button>
        </footer>
        <SavedGames />
      </div>
    </main>
  );
}
