// A player's board: hero, Fame track with level, Reputation track, crystals, deck/discard counts,
// units and tactic. The viewer's is shown in full, the others compact.
import {
  BASIC_COLORS,
  type GameState,
  levelInfo,
  LEVELS,
  type PlayerState,
  REPUTATION_MAX,
  REPUTATION_MIN,
  reputationModifier,
} from '../../engine';
import type { Translator } from '../../i18n';
import { useT } from '../hooks';
import { UnitsArea } from '../units/UnitsArea';
import { tacticName } from '../names';
import { SkillsBar } from '../skills/SkillsBar';
import { HERO_HEX, MANA_HEX } from '../theme/colors';
import { luminance } from '../art/tokens';

export function HeroBadge({ hero, size = 34 }: { hero: PlayerState['hero']; size?: number }) {
  const t = useT();
  const col = HERO_HEX[hero];
  return (
    <span
      className="hero-badge"
      style={{
        background: col,
        color: luminance(col) > 0.6 ? '#222' : '#fff',
        width: size,
        height: size,
        fontSize: size * 0.48,
      }}
      aria-hidden
    >
      {t(`hero.${hero}`).slice(0, 1)}
    </span>
  );
}

function FameTrack({ p, t }: { p: PlayerState; t: Translator }) {
  const cur = levelInfo(p.level);
  const next = LEVELS.find((l) => l.level === p.level + 1);
  const span = next ? next.fame - cur.fame : 1;
  const pct = next ? Math.max(0, Math.min(100, ((p.fame - cur.fame) / span) * 100)) : 100;
  return (
    <div className="track fame" data-testid="fame">
      <div className="track-head">
        <span className="track-name">{t('panel.fame')}</span>
        <span className="track-value">{p.fame}</span>
        <span className="level-pill">{t('panel.level', { n: p.level })}</span>
      </div>
      <div
        className="fame-bar"
        role="progressbar"
        aria-valuemin={cur.fame}
        aria-valuemax={next?.fame ?? p.fame}
        aria-valuenow={p.fame}
      >
        <div className="fame-fill" style={{ width: `${pct}%` }} />
      </div>
      <div className="track-foot muted small">
        {next ? t('panel.nextLevel', { n: next.fame }) : t('panel.maxLevel')} ·{' '}
        {t('panel.armor', { n: cur.armor })} · {t('panel.handLimit', { n: cur.handLimit })}
      </div>
    </div>
  );
}

function ReputationTrack({ p, t }: { p: PlayerState; t: Translator }) {
  const cells: number[] = [];
  for (let r = REPUTATION_MIN; r <= REPUTATION_MAX; r++) cells.push(r);
  const mod = reputationModifier(p.reputation);
  return (
    <div className="track rep" data-testid="reputation">
      <div className="track-head">
        <span className="track-name">{t('panel.reputation')}</span>
        <span className="track-value">{p.reputation > 0 ? `+${p.reputation}` : p.reputation}</span>
        <span className="muted small">
          {mod === null
            ? t('panel.repX')
            : t('panel.repModifier', { n: mod > 0 ? `+${mod}` : mod })}
        </span>
      </div>
      <div className="rep-cells">
        {cells.map((r) => {
          const m = reputationModifier(r);
          return (
            <span
              key={r}
              className={`rep-cell ${r === p.reputation ? 'on' : ''} ${r < 0 ? 'neg' : r > 0 ? 'pos' : ''}`}
              title={m === null ? t('panel.repX') : t('panel.repModifier', { n: m })}
            >
              {m === null ? '✕' : m > 0 ? `+${m}` : m}
            </span>
          );
        })}
      </div>
    </div>
  );
}

/** "Level · Fame", and for the other players' compact panels the Reputation too. */
function LevelFame({ p, t, reputation }: { p: PlayerState; t: Translator; reputation?: boolean }) {
  const mod = reputationModifier(p.reputation);
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const effect = mod === null ? t('panel.repX') : t('panel.repModifier', { n: signed(mod) });
  return (
    <span className="muted small level-fame" data-testid={`level-fame-${p.id}`}>
      <span>{t('panel.level', { n: p.level })}</span> ·{' '}
      <span>
        {t('panel.fame')} {p.fame}
      </span>
      {reputation && (
        <>
          {' · '}
          <span
            data-testid={`reputation-${p.id}`}
            title={`${t('panel.reputation')} ${signed(p.reputation)}: ${effect}`}
          >
            {t('panel.repShort', { n: signed(p.reputation) })}
          </span>
        </>
      )}
    </span>
  );
}

export function Crystals({ p, t }: { p: PlayerState; t: Translator }) {
  return (
    <div className="crystals" aria-label={t('panel.crystals')} data-testid="crystals">
      {BASIC_COLORS.map((c) => (
        <span
          key={c}
          className={`crystal ${p.crystals[c] === 0 ? 'empty' : ''}`}
          title={`${t(`mana.${c}`)}: ${p.crystals[c]}`}
        >
          <i className="gem" style={{ background: MANA_HEX[c] }} />
          <b>{p.crystals[c]}</b>
        </span>
      ))}
    </div>
  );
}

export function PlayerPanel({
  state,
  player,
  full,
}: {
  state: GameState;
  player: number;
  full: boolean;
}) {
  const t = useT();
  const p = state.players[player];
  if (!p) return null;
  const dummy = p.kind === 'dummy';
  // SCEN-RETURN-2: a hero eliminated by the closing portal stays listed (dimmed, marked) with
  // everything they had; the tooltip says why they are out
  const out = p.eliminated === true;
  const outTip = out ? t('scenpanel.outTip', { hero: t(`hero.${p.hero}`) }) : undefined;
  return (
    <section
      className={`panel player ${full ? 'full' : 'compact'}${out ? ' eliminated' : ''}`}
      data-testid={`player-${player}`}
      title={outTip}
    >
      <header className="player-head">
        <HeroBadge hero={p.hero} />
        <div>
          <h3>
            {t(`hero.${p.hero}`)}
            {dummy && <span className="muted small"> · {t('game.dummy')}</span>}
            {out && (
              <span className="out-mark" data-testid={`eliminated-${player}`} title={outTip}>
                {t('scenpanel.outMark')}
              </span>
            )}
          </h3>
          {!dummy && full && <LevelFame p={p} t={t} />}
        </div>
        {p.tactic && (
          <span
            className={`tactic-chip ${p.tacticFlipped ? 'flipped' : ''}`}
            title={t('panel.tactic')}
          >
            {tacticName(p.tactic, t)}
          </span>
        )}
      </header>
      {full && !dummy && (
        <>
          <FameTrack p={p} t={t} />
          <ReputationTrack p={p} t={t} />
          <Crystals p={p} t={t} />
          <SkillsBar state={state} player={p.id} mode="full" />
          <UnitsArea state={state} player={p} />
        </>
      )}
      {/* the others at a glance, on a line of its own under the name and tactic */}
      {!full && !dummy && <LevelFame p={p} t={t} reputation />}
      {!full && !dummy && <Crystals p={p} t={t} />}
      {!full && !dummy && <SkillsBar state={state} player={p.id} mode="mini" />}
      <div className="piles muted small">
        <span data-testid={`deck-${player}`}>
          {t('panel.deck')}: {t.plural('panel.cards', p.deck.length)}
        </span>
        <span>
          {t('panel.discard')}: {t.plural('panel.cards', p.discard.length)}
        </span>
        {!full && (
          <span>
            {t('panel.hand')}: {t.plural('panel.cards', p.hand.length)}
          </span>
        )}
      </div>
    </section>
  );
}
