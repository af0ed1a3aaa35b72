// The rules reference (issue 17 part 2): every rule of the digest in the player's language, the
// rules of the scenario being played, the enemy abilities, sites, terrains and unit resistances of
// the game, and the glossary — with a search box that also understands the other language's term.
// Opened by the Rules button, the key "?" and every rule link (RuleLink), at the linked rule.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CITY_MOVE_COST, TERRAIN_COSTS, type Terrain } from '../../engine';
import { en } from '../../i18n/en';
import { translate, type Key, type Translator } from '../../i18n';
import { headingIn, ruleName, splitTitle, useRuleBook, type RuleBook } from '../../rules/book';
import { searchGlossary, searchRules } from '../../rules/search';
import type { RuleEntry } from '../../rules/types';
import { useGame } from '../../store';
import { useT } from '../hooks';
import { useRulesT } from './rules-t';
import { RuleBody, RuleLink, RuleRichText } from './RuleLink';
import './rules.css';

/** Typing "?" opens the reference, Escape closes it (not while typing into a field). */
function useRulesKeys(open: boolean) {
  const openRules = useGame((s) => s.openRules);
  const closeRules = useGame((s) => s.closeRules);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      const typing =
        el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable);
      if (e.key === '?' && !typing && !open) {
        e.preventDefault();
        openRules();
      } else if (e.key === 'Escape' && open) {
        closeRules();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, openRules, closeRules]);
}

export function RulesReference() {
  const rules = useGame((s) => s.ui.rules);
  useRulesKeys(rules.open);
  if (!rules.open) return null;
  return <RulesDialog key={rules.n} at={rules.at} n={rules.n} />;
}

/** The Rules button of the top bar. */
export function RulesButton() {
  const rt = useRulesT();
  const openRules = useGame((s) => s.openRules);
  return (
    <button
      type="button"
      onClick={() => openRules()}
      title={rt('rules.buttonTitle')}
      aria-keyshortcuts="?"
      data-testid="rules-button"
    >
      <span aria-hidden>§</span> <span className="tb-label">{rt('rules.button')}</span>
    </button>
  );
}

function depthOf(b: RuleBook, r: RuleEntry): number {
  let d = 0;
  for (let p = r.parent; p; p = b.byId.get(p)?.parent ?? null) d++;
  return d;
}

function RuleCard({
  b,
  rule,
  target,
  context,
}: {
  b: RuleBook;
  rule: RuleEntry;
  target: boolean;
  context?: boolean;
}) {
  const t = useT();
  const rt = useRulesT();
  return (
    <article
      id={`rule-${rule.id}`}
      className={`rule-card depth-${Math.min(depthOf(b, rule), 3)}${target ? ' rule-target' : ''}`}
      data-rule-id={rule.id}
      data-testid={target ? 'rule-target' : undefined}
      tabIndex={-1}
    >
      <header>
        <b className="rule-name">{ruleName(b, rule.id, t.lang)}</b>{' '}
        {ruleName(b, rule.id, t.lang) !== rule.id && (
          <code className="rule-id muted small">{rule.id}</code>
        )}
        {context && rule.parent && (
          <span className="muted small">
            {' · '}
            {rt('rules.partOf')} <RuleLink id={rule.parent} />
          </span>
        )}
      </header>
      <div className="rule-body">
        <RuleBody id={rule.id} />
      </div>
    </article>
  );
}

function Group({
  title,
  open,
  children,
  testId,
}: {
  title: ReactNode;
  open?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  // initially open when it holds the linked rule (the dialog is remounted per request)
  const [isOpen, setOpen] = useState(open ?? false);
  return (
    <details
      className="rules-group"
      open={isOpen}
      data-testid={testId}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{title}</summary>
      {isOpen && children}
    </details>
  );
}

/** Enemy abilities: the game's own ability texts (abil.*), each with its rule's link. */
function Abilities({ t }: { t: Translator }) {
  const keys = (Object.keys(en) as Key[]).filter(
    (k) => k.startsWith('abil.') && k !== 'abil.elem.physical',
  );
  return (
    <ul className="rules-list" data-testid="rules-abilities">
      {keys.map((k) => {
        const text = t(k, { n: 'X' });
        const m = /^(.*?) \(([A-Z][A-Z0-9.-]+[A-Za-z0-9])\)(.*)$/.exec(text);
        return (
          <li key={k}>
            {m ? (
              <>
                <RuleLink id={m[2]!}>{m[1]}</RuleLink>
                {m[3]}
              </>
            ) : (
              <RuleRichText text={text} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Sites({ b, t }: { b: RuleBook; t: Translator }) {
  return (
    <ul className="rules-list" data-testid="rules-sites">
      {b.data.sites.map((s) => (
        <li key={s.en}>
          <b>{t.lang === 'de' ? s.de : s.en}</b>
          {t.lang === 'en' ? (
            <>
              {': '}
              <RuleRichText text={s.text} />
            </>
          ) : (
            <>
              {': '}
              {s.rules.map((id, i) => (
                <span key={id}>
                  {i > 0 && ', '}
                  <RuleLink id={id} />
                </span>
              ))}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function Terrains({ t }: { t: Translator }) {
  const rt = useRulesT();
  return (
    <ul className="rules-list" data-testid="rules-terrain">
      {(Object.keys(TERRAIN_COSTS) as Terrain[]).map((k) => {
        const c = TERRAIN_COSTS[k];
        return (
          <li key={k}>
            <b>{t(`terrain.${k}`)}</b>
            {': '}
            {c.day === null ? (
              <>
                {rt('rules.impassable')} (<RuleLink id="MOVE-3a" />)
              </>
            ) : (
              <>
                {rt('rules.moveCost', { day: c.day, night: c.night ?? '–' })} (
                <RuleLink id="REF-1" />)
              </>
            )}
          </li>
        );
      })}
      <li>
        {rt('rules.cityCost', { n: CITY_MOVE_COST })} (<RuleLink id="MOVE-3c" />)
      </li>
    </ul>
  );
}

function RulesDialog({ at, n }: { at: string | null; n: number }) {
  const t = useT();
  const rt = useRulesT();
  const b = useRuleBook(t.lang);
  const close = useGame((s) => s.closeRules);
  const scenario = useGame((s) => s.game?.setup.scenario ?? null);
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const target = at && b?.byId.get(at) ? b.byId.get(at)! : null;

  // Each request remounts the dialog (key n): a rule link shows its rule, else the search waits.
  useEffect(() => {
    if (!at) search.current?.focus();
  }, [at]);
  useEffect(() => {
    if (!target) return;
    const el = document.getElementById(`rule-${target.id}`);
    el?.scrollIntoView({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [target, n, query]);

  const hits = useMemo(
    () => (b && query.trim() ? searchRules(b, query, t.lang) : []),
    [b, query, t.lang],
  );
  const glossaryHits = useMemo(
    () => (b && query.trim() ? searchGlossary(b, query) : []),
    [b, query],
  );

  const scenarioSub = useMemo(() => {
    if (!b || !scenario) return null;
    const name = translate('en', `scenario.${scenario}` as Key);
    const subs = [...new Set(b.data.rules.filter((r) => r.section === 15).map((r) => r.sub))];
    return subs.find((s) => splitTitle(s.replace(/^[\d.]+ /, ''), 'en') === name) ?? null;
  }, [b, scenario]);

  return (
    <div
      className="overlay rules-overlay"
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div
        className="rules-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rules-title"
        data-testid="rules-reference"
      >
        <header className="rules-head">
          <h2 id="rules-title">{rt('rules.title')}</h2>
          <input
            ref={search}
            type="search"
            role="searchbox"
            aria-label={rt('rules.search')}
            placeholder={rt('rules.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="rules-search"
          />
          <button type="button" onClick={close} data-testid="rules-close">
            {t('common.close')}
          </button>
        </header>
        <div className="rules-body" ref={body}>
          {!b ? (
            <p className="muted">{rt('rules.loading')}</p>
          ) : query.trim() ? (
            <section data-testid="rules-hits">
              <p className="muted small" role="status">
                {hits.length === 0
                  ? rt('rules.noHits', { q: query.trim() })
                  : rt(hits.length === 1 ? 'rules.hits.one' : 'rules.hits.other', {
                      n: hits.length,
                    })}
              </p>
              {hits.slice(0, 80).map((h) => (
                <RuleCard key={h.id} b={b} rule={b.byId.get(h.id)!} target={false} context />
              ))}
              {glossaryHits.length > 0 && (
                <>
                  <h3>{rt('rules.glossaryHits')}</h3>
                  <Glossary rows={glossaryHits} />
                </>
              )}
            </section>
          ) : (
            <>
              <h3>{rt('rules.game')}</h3>
              {scenarioSub && scenario && (
                <Group
                  title={rt('rules.scenario', { name: t(`scenario.${scenario}` as Key) })}
                  testId="rules-scenario"
                  open={target?.sub === scenarioSub}
                >
                  {b.data.rules
                    .filter((r) => r.sub === scenarioSub)
                    .map((r) => (
                      <RuleCard key={r.id} b={b} rule={r} target={false} />
                    ))}
                </Group>
              )}
              <Group title={rt('rules.abilities')}>
                <Abilities t={t} />
              </Group>
              <Group title={rt('rules.sites')}>
                <Sites b={b} t={t} />
              </Group>
              <Group title={rt('rules.terrain')}>
                <Terrains t={t} />
              </Group>
              <Group title={rt('rules.units')}>
                {b.data.rules
                  .filter((r) => r.id.startsWith('URES-'))
                  .map((r) => (
                    <RuleCard key={r.id} b={b} rule={r} target={false} />
                  ))}
              </Group>
              <h3>{rt('rules.contents')}</h3>
              {b.data.sections
                .filter((s) => b.data.rules.some((r) => r.section === s.n))
                .map((s) => (
                  <Group
                    key={s.n}
                    title={`${rt('rules.section', { n: s.n })} ${splitTitle(s.title, t.lang)}`}
                    open={target?.section === s.n}
                    testId={`rules-section-${s.n}`}
                  >
                    <Section b={b} n={s.n} target={target?.id ?? null} />
                  </Group>
                ))}
              <Group title={rt('rules.glossary')} testId="rules-glossary">
                <Glossary rows={b.data.glossary} />
              </Group>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function Section({ b, n, target }: { b: RuleBook; n: number; target: string | null }) {
  const t = useT();
  const rules = b.data.rules.filter((r) => r.section === n);
  const out: ReactNode[] = [];
  let sub = '';
  for (const r of rules) {
    if (r.sub !== sub) {
      sub = r.sub;
      if (sub) out.push(<h4 key={`h-${sub}`}>{headingIn(sub, t.lang)}</h4>);
    }
    out.push(<RuleCard key={r.id} b={b} rule={r} target={r.id === target} />);
  }
  return <>{out}</>;
}

function Glossary({ rows }: { rows: readonly { de: string; en: string; note: string }[] }) {
  return (
    <table className="rules-glossary">
      <tbody>
        {rows.map((g) => (
          <tr key={`${g.de}|${g.en}`}>
            <td lang="de">{g.de}</td>
            <td lang="en">{g.en}</td>
            <td className="muted small">{g.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
