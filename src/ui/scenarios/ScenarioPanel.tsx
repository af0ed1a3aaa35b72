// The scenario's goal and progress beside the map: rounds left, the cities (revealed ones with
// level and leader, the levels still hidden), mines, glades and incantations, tombs and dungeons,
// held keeps and towers, the portal, removed tactics, and the last turns once the end is near.
// Everything is read from the (viewed) state; the rules stay in the engine.
import { type GameState, scenarioDef } from '../../engine';
import type { Translator } from '../../i18n';
import { useT } from '../hooks';
import { heroName, tacticName } from '../names';
import { CITY_HEX, HERO_HEX } from '../theme/colors';
import './scenarios.css';

const isMine = (type: string | undefined) => type === 'crystal-mine' || type === 'deep-mine';
const isUnderground = (type: string | undefined) => type === 'dungeon' || type === 'tomb';

function list(state: GameState, ids: readonly number[], t: Translator) {
  return ids.map((id) => heroName(state, id, t)).join(', ');
}

export function ScenarioPanel({ state, viewer }: { state: GameState; viewer: number }) {
  const t = useT();
  if (state.gameOver) return null;
  const id = state.setup.scenario;
  let def;
  try {
    def = scenarioDef(id);
  } catch {
    return null;
  }
  const real = state.players.filter((p) => p.kind !== 'dummy');
  const n = real.length;
  const total = def.rounds(n, state.setup.variants); // SCEN-DRUID-7b
  const left = total - state.round.number;
  const rows: { key: string; text: string; tone?: string }[] = [];
  const hexes = Object.entries(state.map.hexes);

  // cities (SCEN-FULL-CONQ, SCEN-SOLO-CONQ, SCEN-FULL-COOP, …)
  const conquerable = !def.citiesClosed && !def.friendlyCity;
  const setupNums = def.setup(n, state.setup.variants); // SCEN-FULL-CONQ-5: 2 city tiles
  const cityTotal = setupNums.tiles.coreCity;
  if (conquerable && cityTotal > 0) {
    const done = state.cities.filter((c) => c.conquered).length;
    rows.push({
      key: 'cities',
      text: t('scenpanel.cities', { n: done, total: cityTotal }),
      tone: done === cityTotal ? 'good' : undefined,
    });
    const levels = state.setup.options?.cityLevels ?? setupNums.cityLevels;
    const hidden = levels.slice(state.cities.length);
    if (hidden.length > 0)
      rows.push({
        key: 'hidden',
        text: t('scenpanel.hiddenCities', { levels: hidden.join(', ') }),
        tone: 'dim',
      });
  }

  if (id === 'mines-liberation') {
    const mines = hexes.filter(([, h]) => isMine(h.site?.type));
    const free = mines.filter(([, h]) => h.conquered).length;
    rows.push({ key: 'mines', text: t('scenpanel.mines', { n: free, total: mines.length }) });
  }
  if (id === 'druid-nights') {
    const mine = hexes.filter(
      ([, h]) => h.site?.type === 'magical-glade' && h.shields.includes(viewer),
    ).length;
    rows.push({ key: 'glades', text: t('scenpanel.glades', { n: mine }) });
    const night = state.round.time === 'night' ? Math.ceil(state.round.number / 2) : 0;
    if (night > 0) {
      const done = state.scenario?.incantations?.[String(state.round.number)] ?? [];
      rows.push({
        key: 'night',
        text:
          done.length > 0
            ? t('scenpanel.night', { n: night, names: list(state, done, t) })
            : t('scenpanel.nightNone', { n: night }),
      });
    } else rows.push({ key: 'day', text: t('scenpanel.dayGlades'), tone: 'dim' });
  }
  if (id === 'dungeon-lords') {
    const under = hexes.filter(([, h]) => isUnderground(h.site?.type));
    const done = under.filter(([, h]) => h.conquered).length;
    rows.push({ key: 'under', text: t('scenpanel.underground', { n: done, total: under.length }) });
    const secret = state.scenario?.secretSites?.length ?? 0;
    if (secret > 0) rows.push({ key: 'secret', text: t('scenpanel.secret', { n: secret }) });
  }
  if (id === 'mines-liberation' || id === 'dungeon-lords')
    rows.push({ key: 'tiles', text: t('scenpanel.tilesLeft', { n: state.tileDeck.length }) });
  if (id === 'conquer-and-hold') {
    for (const p of real) {
      const keeps = hexes.filter(([, h]) => h.site?.type === 'keep' && h.owner === p.id).length;
      const towers = hexes.filter(
        ([, h]) => h.site?.type === 'mage-tower' && h.owner === p.id,
      ).length;
      rows.push({
        key: `hold-${p.id}`,
        text: t('scenpanel.hold', {
          hero: heroName(state, p.id, t),
          keeps: t.plural('scenpanel.keeps', keeps),
          towers: t.plural('scenpanel.towers', towers),
        }),
      });
    }
    const down = state.map.hidden?.length ?? 0;
    if (down > 0) rows.push({ key: 'down', text: t('scenpanel.faceDown', { n: down }) });
  }
  if (id === 'only-one-returns') {
    rows.push({
      key: 'portal',
      text: t(state.scenario?.portalClosed ? 'scenpanel.portalClosed' : 'scenpanel.portalOpen'),
      tone: state.scenario?.portalClosed ? undefined : 'warn',
    });
    const out = real.filter((p) => p.eliminated).map((p) => p.id);
    if (out.length > 0)
      rows.push({ key: 'out', text: t('scenpanel.eliminated', { names: list(state, out, t) }) });
  }
  if (def.tacticRule(n) !== 'standard' && state.tacticsRemoved.length > 0)
    rows.push({
      key: 'tactics',
      text: t('scenpanel.removedTactics', {
        list: state.tacticsRemoved.map((x) => tacticName(x, t)).join(', '),
      }),
      tone: 'dim',
    });
  // SCEN-TEAM-1: the teams of a team game
  for (const [i, team] of (state.variants?.teams ?? []).entries())
    rows.push({
      key: `team-${i}`,
      text: `${t('score.teamN', { n: i + 1 })}: ${list(state, team, t)}`,
    });
  const final = state.round.finalTurnsLeft;
  if (final !== null)
    rows.push({
      key: 'final',
      text: t('scenpanel.finalTurns', { names: list(state, final, t) }),
      tone: 'warn',
    });

  return (
    <section
      className="panel scen-panel"
      aria-labelledby="scen-panel-h"
      data-testid="scenario-panel"
    >
      <h3 id="scen-panel-h">
        {t('scenpanel.title')} <span className="muted">· {t(`scenario.${id}`)}</span>
      </h3>
      <p className="scen-goal-text small">{t(`scen.goal.${id}`)}</p>
      {conquerable && state.cities.length > 0 && (
        <ul className="scen-cities" data-testid="scenario-cities">
          {state.cities.map((c) => (
            <li key={c.hex} className={c.conquered ? 'done' : ''}>
              <span className="city-dot" style={{ background: CITY_HEX[c.color] }} aria-hidden />
              {/* one text block: the status wraps under the name, not into a column of its own */}
              <span className="city-text">
                <span className="city-name">
                  {t('scenpanel.city', { city: t(`city.${c.color}`), level: c.level })}
                </span>
                <span className="muted small">
                  {' · '}
                  {c.conquered && c.leader !== null
                    ? t('scenpanel.cityConquered', { hero: heroName(state, c.leader, t) })
                    : t('scenpanel.cityOpen')}
                </span>
              </span>
              {c.leader !== null && (
                <span
                  className="city-leader"
                  style={{ background: HERO_HEX[state.players[c.leader]?.hero ?? 'tovak'] }}
                  aria-hidden
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {!conquerable && state.cities.length > 0 && (
        <ul className="scen-cities">
          {state.cities.map((c) => (
            <li key={c.hex}>
              <span className="city-dot" style={{ background: CITY_HEX[c.color] }} aria-hidden />
              <span className="city-text">
                <span className="city-name">{t(`city.${c.color}`)}</span>
                <span className="muted small">
                  {' · '}
                  {t(c.friendly ? 'scenpanel.cityFriendly' : 'scenpanel.cityClosed')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ul className="scen-rows">
        {rows.map((r) => (
          <li key={r.key} className={r.tone ?? ''} data-testid={`scenario-row-${r.key}`}>
            {r.text}
          </li>
        ))}
        <li className="dim" data-testid="scenario-row-rounds">
          {left > 0 ? t.plural('scenpanel.roundsLeft', left) : t('scenpanel.lastRound')}
        </li>
      </ul>
    </section>
  );
}
