// The tutorial's runner on the game screen: a small panel with the current step (what to do, why,
// the rule as a link) and a pulsing ring on the card, space or button to use. It follows the real
// game: after every state change `advanceTutorial` checks the step on the engine state. The panel
// never blocks the game (only the panel itself takes clicks) and moves to the corner of the map
// farthest from the ring. Leave hides it (the game goes on); Resume brings it back; the progress
// is saved per game (progress.ts), so Continue on the start screen resumes it.
import { useEffect, useLayoutEffect, useState, type CSSProperties } from 'react';
import type { Key } from '../../i18n';
import { useGame } from '../../store';
import { HEX_SIZE, keyToPixel, tilePosCenterPixel } from '../board/layout';
import { useT } from '../hooks';
import { cardName, enemyName, tacticName, unitName } from '../names';
import { RuleLink } from '../rules/RuleLink';
import { confirmStep, currentStep, ME, stepIndex, STEPS, targetOf, type Target } from './steps';
import { bindTutorial, setTutorialProgress, useTutorial } from './tutorial-store';
import './tutorial.css';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  round: boolean;
}

/** Page rectangle of a target, or null when it is not on screen. */
function locate(target: Target | null): Rect | null {
  if (!target) return null;
  if (target.kind === 'dom') {
    for (const sel of target.selectors) {
      const el = document.querySelector(sel);
      if (!el) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      return { x: r.left, y: r.top, w: r.width, h: r.height, round: false };
    }
    return null;
  }
  const board = document.querySelector('[data-testid="board"]');
  if (!board) return null;
  const box = board.getBoundingClientRect();
  const cam = useGame.getState().ui.camera;
  const world =
    target.kind === 'hex' ? keyToPixel(target.hex, HEX_SIZE) : tilePosCenterPixel(target.pos);
  const radius = (target.kind === 'hex' ? HEX_SIZE * 0.95 : HEX_SIZE * 1.9) * cam.scale;
  const cx = box.left + cam.x + world.x * cam.scale;
  const cy = box.top + cam.y + world.y * cam.scale;
  return { x: cx - radius, y: cy - radius, w: radius * 2, h: radius * 2, round: true };
}

/** Screen boxes of what the panel is moved off: the piles at the hand's corners, open panels. */
function boxesOf(selectors: readonly string[]): Rect[] {
  const out: Rect[] = [];
  for (const el of document.querySelectorAll(selectors.join(','))) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0)
      out.push({ x: r.left, y: r.top, w: r.width, h: r.height, round: false });
  }
  return out;
}

/** The area two boxes share (0 when apart). */
const shared = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/**
 * Where the panel goes: a map corner (bottom corners also raised to sit just above the deck or
 * discard pile), the one that covers least — the ring above all, then the piles, then the open
 * combat or site panel, the points columns and the hero panel; among equals the first (bottom
 * right). The map itself may be covered: it pans.
 */
function placePanel(panel: { w: number; h: number }, ring: Rect | null): CSSProperties {
  const board = document.querySelector('[data-testid="board"]')?.getBoundingClientRect();
  const area = board ?? { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
  const m = 10;
  const left = area.left + m;
  const right = area.left + area.width - panel.w - m;
  // below the action bar / dock at the top of the map
  const dock = document.querySelector('.top-stack')?.getBoundingClientRect();
  const top = Math.max(area.top + m, (dock?.bottom ?? 0) + m);
  const bottom = area.top + area.height - panel.h - m;
  const piles = boxesOf(['[data-testid="deck-pile"]', '[data-testid="discard-pile"]']);
  const panels = boxesOf([
    '[data-testid="combat-panel"]',
    '[data-testid="site-panel"]',
    '[data-testid="play-area"]',
    '.panel.player',
  ]);
  const box = (p: { x: number; y: number }): Rect => ({
    ...p,
    w: panel.w,
    h: panel.h,
    round: false,
  });
  const raised = (p: { x: number; y: number }) => {
    let y = p.y;
    for (const pile of piles) if (shared(box({ x: p.x, y }), pile) > 0) y = pile.y - panel.h - m;
    return { x: p.x, y: Math.max(top, y) };
  };
  const corners = [
    { x: right, y: bottom },
    { x: left, y: bottom },
    { x: right, y: top },
    { x: left, y: top },
  ];
  const spots = [...corners.slice(0, 2).map(raised), ...corners];
  const ringPad = ring ? { x: ring.x - 12, y: ring.y - 12, w: ring.w + 24, h: ring.h + 24 } : null;
  const cost = (p: { x: number; y: number }) => {
    const b = box(p);
    let c = ringPad ? 1e6 * shared(b, { ...ringPad, round: false }) : 0;
    for (const pile of piles) c += 1e3 * shared(b, pile);
    for (const q of panels) c += shared(b, q);
    return c;
  };
  let at = spots[0] ?? { x: left, y: top };
  let best = cost(at);
  for (const p of spots.slice(1)) {
    const c = cost(p);
    if (c < best) {
      best = c;
      at = p;
    }
  }
  return { left: Math.max(0, at.x), top: Math.max(0, at.y) };
}

function useRing(target: Target | null): Rect | null {
  const [rect, setRect] = useState<Rect | null>(null);
  const key = JSON.stringify(target);
  useEffect(() => {
    const tgt = key === 'null' ? null : (JSON.parse(key) as Target);
    let last = '';
    const tick = () => {
      const r = locate(tgt);
      const k = r
        ? `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.w)},${Math.round(r.h)}`
        : '';
      if (k !== last) {
        last = k;
        setRect(r);
      }
    };
    tick();
    const id = window.setInterval(tick, 150);
    return () => window.clearInterval(id);
  }, [key]);
  return rect;
}

export function TutorialOverlay() {
  const t = useT();
  const game = useGame((s) => s.game);
  const progress = useTutorial((s) => s.progress);
  useEffect(() => bindTutorial(), []);
  const setProgress = setTutorialProgress;

  const step = progress && !progress.left ? currentStep(progress) : null;
  const target = step && game ? targetOf(step, game) : null;
  const ring = useRing(step ? target : null);
  const [panelEl, setPanelEl] = useState<HTMLElement | null>(null);
  const [style, setStyle] = useState<CSSProperties>({ right: 10, bottom: 200 });
  // place the panel away from the ring, again whenever its size changes (text, language, notes)
  useLayoutEffect(() => {
    if (!panelEl) return;
    const place = () =>
      setStyle(placePanel({ w: panelEl.offsetWidth, h: panelEl.offsetHeight }, ring));
    const obs = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    obs?.observe(panelEl);
    place();
    return () => obs?.disconnect();
  }, [panelEl, ring]);

  if (!progress || !game) return null;
  if (progress.left) {
    return (
      <button
        type="button"
        className="tut-resume"
        onClick={() => setProgress({ ...progress, left: false })}
        data-testid="tutorial-resume"
      >
        {t('tut.resume')}
      </button>
    );
  }
  if (!step) return null;

  const names = {
    crystallize: cardName('crystallize', t),
    march: cardName('march', t),
    stamina: cardName('stamina', t),
    swiftness: cardName('swiftness', t),
    coldToughness: cardName('cold-toughness', t),
    instinct: cardName('instinct', t),
    promise: cardName('promise', t),
    threaten: cardName('threaten', t),
    diggers: enemyName('diggers', t),
    peasants: unitName('peasants', t),
    earlyBird: tacticName('early-bird', t),
  };
  const k = (suffix: string) => `tut.${step.id}.${suffix}` as Key;
  const hintId = step.hint?.(game) ?? null;
  const stepTitle = (id: string) => t(`tut.${id}.title` as Key, names);
  const decision =
    game.pending.some((p) => p.player === ME) &&
    !['crystallize', 'damage', 'end-turn-1', 'end-turn-2', 'end-turn-3', 'round-end'].includes(
      step.id,
    );
  const waiting = game.round.phase === 'turns' && game.turn !== null && game.turn.player !== ME;
  const n = stepIndex(progress) + 1;

  return (
    <>
      {ring && (
        <div
          className={`tut-ring ${ring.round ? 'round' : ''}`}
          style={{ left: ring.x - 6, top: ring.y - 6, width: ring.w + 12, height: ring.h + 12 }}
          data-testid="tutorial-ring"
          aria-hidden
        />
      )}
      <aside
        ref={setPanelEl}
        className="tut-panel"
        style={style}
        role="complementary"
        aria-label={t('tut.title')}
        data-testid="tutorial"
        data-step={step.id}
      >
        <div className="tut-head">
          <span className="tut-kicker">
            {t('tut.title')} · {t('tut.stepOf', { n, total: STEPS.length })}
          </span>
          <button
            type="button"
            className="linkish small"
            title={t('tut.leaveHint')}
            onClick={() => setProgress({ ...progress, left: true })}
            data-testid="tutorial-leave"
          >
            {t('tut.leave')}
          </button>
        </div>
        {progress.note.map((note) => (
          <p key={`${note.kind}-${note.step}`} className="tut-note" data-testid="tutorial-note">
            {t(note.kind === 'already' ? 'tut.already' : 'tut.skipped', {
              step: stepTitle(note.step),
            })}
          </p>
        ))}
        <h3 className="tut-title" data-testid="tutorial-title">
          {stepTitle(step.id)}
        </h3>
        <p className="tut-body">{t(k('body'), names)}</p>
        {hintId && (
          <p className="tut-hint" data-testid="tutorial-hint">
            {t(k(hintId), names)}
          </p>
        )}
        {decision && <p className="tut-hint">{t('tut.decision')}</p>}
        {waiting && !decision && <p className="tut-hint muted">{t('tut.notYourTurn')}</p>}
        <div className="tut-foot">
          <span className="tut-rule small">
            {t('tut.rule')} <RuleLink id={step.rule} />
          </span>
          {step.manual ? (
            <button
              type="button"
              className="primary"
              onClick={() => setProgress(confirmStep(progress, game))}
              data-testid="tutorial-next"
            >
              {step.id === 'finish' ? t('tut.finish.close') : t('tut.next')}
            </button>
          ) : (
            <button
              type="button"
              className="linkish small"
              onClick={() => setProgress(confirmStep(progress, game, true))}
              data-testid="tutorial-skip"
            >
              {t('tut.skip')}
            </button>
          )}
        </div>
      </aside>
    </>
  );
}
