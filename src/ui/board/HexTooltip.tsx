// Tooltip for the hovered hex: terrain, site, move cost by day/night, enemies, tokens, heroes.
// Plain HTML over the canvas, positioned with the camera.
import {
  CITY_MOVE_COST,
  type GameState,
  type HexState,
  opponentsOn,
  parseHexKey,
  pvpForbidden,
  ruinsDef,
  TERRAIN_COSTS,
  tileOfHex,
  tilePosKey,
} from '../../engine';
import type { Translator } from '../../i18n';
import { useGame } from '../../store';
import { useLegalActions, useT, useView } from '../hooks';
import { reachOf } from '../play/movement';
import { enemyName, enemyPile, findEnemy, heroName } from '../names';
import { boardTargets } from './map-model';
import { HEX_SIZE, keyToPixel } from './layout';

/** A face-up ruins token in words: the altar's tribute and Fame, or the enemy piles inside. */
function RuinsLine({ id, t }: { id: string; t: Translator }) {
  let def: ReturnType<typeof ruinsDef>;
  try {
    def = ruinsDef(id);
  } catch {
    return null;
  }
  if (def.kind === 'altar') {
    const fame = def.rewards.reduce((n, r) => n + (r.kind === 'fame' ? r.amount : 0), 0);
    const tribute = def.tribute ?? [];
    const mana = tribute.map((c) => t(`mana.${c}`)).join(', ');
    return (
      <div className="muted small" data-testid="tip-ruins">
        {t('hex.ruinsAltar', { n: tribute.length, mana, fame })}
      </div>
    );
  }
  const piles = (def.enemies ?? []).map((c) => t(`enemyColor.${c}`)).join(', ');
  return (
    <div className="muted small" data-testid="tip-ruins">
      {t('hex.ruinsEnemies', { piles })}
    </div>
  );
}

/** The city on a space (VAR-MEGA-4: either space of a Megapolis). */
function cityAtHex(state: GameState, hex: string) {
  return state.cities.find((c) => c.hex === hex || c.megapolis?.hex === hex) ?? null;
}

function siteLabel(h: HexState, hex: string, state: GameState, t: Translator): string | null {
  const site = h.site;
  if (!site) return null;
  let name = t(`site.${site.type}`);
  if (site.type === 'city' && site.city) {
    name = t(`city.${site.city}`);
    const c = cityAtHex(state, hex) ?? state.cities.find((x) => x.color === site.city);
    if (c) name += ` (${t('city.level', { n: c.level })})`;
    // COMBAT-OUTCOME-2c.4: a city's conquest is kept on the city, not on its space
    if (c?.conquered && !c.friendly) return `${name} · ${t('site.conquered')}`;
  }
  if (site.type === 'crystal-mine' && site.color) name += ` (${t(`mana.${site.color}`)})`;
  if (site.type === 'deep-mine' && site.colors)
    name += ` (${site.colors.map((c) => t(`mana.${c}`)).join(', ')})`;
  if (h.burned) name += ` · ${t('site.burned')}`;
  else if (h.conquered) name += ` · ${t('site.conquered')}`;
  return name;
}

function costText(v: number | null, t: Translator): string {
  return v === null ? t('panel.impassable') : String(v);
}

export function HexTooltip() {
  const t = useT();
  const hover = useGame((s) => s.ui.hover);
  // the camera matters only while a hex is hovered (no re-render per frame while panning)
  const camera = useGame((s) => (s.ui.hover ? s.ui.camera : null));
  const info = useView();
  const legal = useLegalActions();
  const game = useGame((s) => s.game);
  if (!hover || !info || !camera) return null;
  const reach = game ? reachOf(game)[hover] : undefined;
  const state = info.view;
  const h = state.map.hexes[hover];
  const targets = boardTargets(legal);
  const explorable = targets.explores.has(tilePosKey(tileOfHex(parseHexKey(hover)).pos));
  if (!h && !explorable) return null;

  const p = keyToPixel(hover, HEX_SIZE);
  const left = camera.x + p.x * camera.scale;
  // in the lower half of the map the tooltip opens above the hex (the hand and play area are below)
  const boardHeight = document.querySelector('[data-testid="board"]')?.clientHeight ?? 600;
  const below = camera.y + (p.y + HEX_SIZE * 0.9) * camera.scale;
  const flip = below > boardHeight * 0.55;
  const top = flip ? camera.y + (p.y - HEX_SIZE * 0.9) * camera.scale : below;
  const cls = flip ? 'tooltip above' : 'tooltip';

  if (!h) {
    return (
      <div className={cls} style={{ left, top }} role="tooltip" data-testid="hex-tooltip">
        <strong>{t('hex.unexplored')}</strong>
        <div className="tip-action">{t('hex.canExplore')}</div>
      </div>
    );
  }

  const isCity = h.site?.type === 'city';
  const costs = TERRAIN_COSTS[h.terrain];
  const now = state.round.time;
  const heroesHere = state.players.filter((pl) => pl.position === hover && pl.kind !== 'dummy');
  const site = siteLabel(h, hover, state, t);
  const heroStop = reach ? heroStopText(state, hover, t) : null;
  // COMBAT-OUTCOME-1a: the shields on a city lie on the city card, in the order placed
  const cityShields = isCity ? (cityAtHex(state, hover)?.shields ?? []) : [];

  return (
    <div className={cls} style={{ left, top }} role="tooltip" data-testid="hex-tooltip">
      <div className="tip-title">
        <strong>{site ?? t(`terrain.${h.terrain}`)}</strong>
        {site && <span className="muted"> · {t(`terrain.${h.terrain}`)}</span>}
      </div>
      <div className="tip-costs">
        {isCity ? (
          t('panel.cityCost')
        ) : costs.day === null && costs.night === null ? (
          t('hex.impassable')
        ) : (
          <>
            <span className={now === 'day' ? 'now' : ''}>
              ☀ {t('time.day')} {costText(costs.day, t)}
            </span>
            <span className={now === 'night' ? 'now' : ''}>
              ☾ {t('time.night')} {costText(costs.night, t)}
            </span>
          </>
        )}
        {isCity && <span className="muted"> ({CITY_MOVE_COST})</span>}
      </div>
      {h.enemies.length > 0 && (
        <ul className="tip-enemies">
          {h.enemies.map((e) => {
            const d = e.faceUp ? findEnemy(e.id) : undefined;
            if (!d) {
              const pile = enemyPile(e.id);
              return (
                <li key={e.id}>
                  {pile
                    ? t('enemy.faceDown', { pile: t(`enemyColor.${pile}`) })
                    : t('enemy.unknown')}
                </li>
              );
            }
            return (
              <li key={e.id}>
                <strong>{enemyName(e.id, t)}</strong>
                <span>
                  {' '}
                  ·{' '}
                  {t('enemy.armor', {
                    n: d.elusiveArmor ? `${d.armor}/${d.elusiveArmor}` : d.armor,
                  })}
                  {d.attacks.map((a, i) => (
                    <span key={i}>
                      {' · '}
                      {a.kind === 'attack'
                        ? t('enemy.attack', {
                            n:
                              a.element === 'physical'
                                ? a.value
                                : `${a.value} ${t(`element.${a.element}`)}`,
                          })
                        : t('enemy.summons', { pile: t(`enemyColor.${a.pile}`) })}
                    </span>
                  ))}
                  {' · '}
                  {t('enemy.fame', { n: d.fame })}
                </span>
                {(d.abilities.length > 0 || d.resistances.length > 0) && (
                  <div className="muted small">
                    {[
                      ...d.abilities.map((a) =>
                        a === 'defend' && d.defend
                          ? `${t('ability.defend')} ${d.defend}`
                          : t(`ability.${a}`),
                      ),
                      ...d.resistances.map((r) => t(`resist.${r}`)),
                    ].join(', ')}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(h.site?.type === 'dungeon' || h.site?.type === 'tomb') && (
        // COMBAT-1b: fought inside without units, by Night mana rules (the site card)
        <div className="tip-warn" data-testid="tip-site-rules">
          {t('hex.adventureRules')}
        </div>
      )}
      {h.ruins && <div>{h.ruins.faceUp ? t('hex.ruins') : t('hex.ruinsHidden')}</div>}
      {h.ruins?.faceUp && <RuinsLine id={h.ruins.id} t={t} />}
      {cityShields.length > 0 && (
        <div data-testid="tip-city-shields">
          {t('hex.shields', { names: cityShields.map((pl) => heroName(state, pl, t)).join(', ') })}
        </div>
      )}
      {h.shields.length > 0 && (
        <div>
          {t('hex.shields', { names: h.shields.map((pl) => heroName(state, pl, t)).join(', ') })}
        </div>
      )}
      {heroesHere.length > 0 && (
        <div>
          {t('hex.hero', { names: heroesHere.map((pl) => heroName(state, pl.id, t)).join(', ') })}
        </div>
      )}
      {reach ? (
        <div className="tip-action" data-testid="tip-reach" data-cost={reach.cost}>
          {t.plural('play.hex.reach', reach.cost)}
          {reach.path.length > 1 && (
            <div className="muted small">{t('play.hex.path', { steps: reach.path.length })}</div>
          )}
          {reach.endsMovement && <div className="tip-warn">{t('play.hex.endsMove')}</div>}
          {heroStop && (
            <div className="tip-warn" data-testid="tip-hero-stop">
              {heroStop}
            </div>
          )}
        </div>
      ) : (
        targets.moves.has(hover) && <div className="tip-action">{t('hex.canMove')}</div>
      )}
      {explorable && <div className="tip-action">{t('hex.canExplore')}</div>}
    </div>
  );
}

/**
 * MOVE-8b / MOVE-8e: what ending the move on a space with another hero means — an attack on them,
 * or, where PvP is not allowed, no action and a forced withdrawal. Null when no other hero stands
 * there in a way that counts (portal and conquered city are shared spaces, MOVE-8d).
 */
function heroStopText(state: GameState, hex: string, t: Translator): string | null {
  const mover = state.turn?.player;
  if (mover === undefined) return null;
  const others = opponentsOn(state, mover, hex);
  const [first] = others;
  if (first === undefined) return null;
  const names = others.map((id) => heroName(state, id, t)).join(', ');
  return pvpForbidden(state, first, hex) === null
    ? t('play.hex.heroAttack', { names })
    : t('play.hex.heroNoAction', { names });
}
