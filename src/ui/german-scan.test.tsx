// @vitest-environment happy-dom
// German scan at unit level: with the interface in German, what the UI says about every piece of
// content — the card detail of every card, every skill's usage and effect, every unit ability,
// every tactic's text, every enemy ability — holds no English words (names of cards, units,
// skills, tactics and enemies stay English; src/ui/english-leaks.ts cuts them out). The screens
// themselves are scanned in e2e/german-scan.spec.ts.
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_CARDS, ENEMIES, SKILLS, TACTICS, UNITS } from '../engine';
import { isKey, makeT } from '../i18n';
import { useGame } from '../store';
import { CardDetail } from './cards/CardDetail';
import { describeEffect } from './cards/describe';
import { englishWords } from './english-leaks';
import { effectText, usageText } from './skills/skill-text';

const t = makeT('de');

/** `where: text [words]` for every text with English words in it. */
function leaks(items: [string, string][]): string[] {
  return items
    .map(([where, text]) => [where, text, englishWords(text)] as const)
    .filter(([, , w]) => w.length > 0)
    .map(([where, text, w]) => `${where}: ${text} [${w.join(', ')}]`);
}

/** The text nodes of `el`, one per line (textContent would glue "Karte" and "CARD-3a"). */
function textOf(el: Element): string {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const out: string[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n.textContent ?? '');
  return out.join('\n');
}

beforeEach(() => useGame.getState().setLanguage('de'));
afterEach(() => {
  cleanup();
  useGame.getState().setLanguage('en');
});

describe('German scan of the content texts', () => {
  it('finds English words (the detector works)', () => {
    expect(englishWords('Spiele eine Karte: Move 2 and discard')).toEqual([
      'move',
      'and',
      'discard',
    ]);
    expect(englishWords('Tovak spielt March (COMBAT-CITY-1)')).toEqual([]);
  });

  it('the card detail of every card', () => {
    const out: [string, string][] = [];
    for (const c of ALL_CARDS) {
      const { container, unmount } = render(<CardDetail id={`${c.id}#1`} />);
      out.push([c.id, textOf(container)]);
      unmount();
    }
    expect(leaks(out)).toEqual([]);
  });

  it('every skill: usage and effect', () => {
    expect(leaks(SKILLS.map((s) => [s.id, `${usageText(s, t)} · ${effectText(s, t)}`]))).toEqual(
      [],
    );
  });

  it('every unit ability', () => {
    expect(
      leaks(
        UNITS.flatMap((u) =>
          u.abilities.map((a, i): [string, string] => [
            `${u.id}/${i}`,
            describeEffect(a.effect, t),
          ]),
        ),
      ),
    ).toEqual([]);
  });

  it('every tactic text and enemy ability', () => {
    const out: [string, string][] = [];
    for (const x of TACTICS) {
      const k = `play.tactic.${x.id}`;
      out.push([x.id, isKey(k) ? t(k) : `missing ${k}`]);
    }
    for (const e of ENEMIES)
      for (const a of e.abilities) {
        const k = `abil.${a}`;
        out.push([`${e.id}/${a}`, isKey(k) ? t(k, { n: e.defend ?? 0 }) : `missing ${k}`]);
      }
    expect(leaks(out)).toEqual([]);
  });
});
