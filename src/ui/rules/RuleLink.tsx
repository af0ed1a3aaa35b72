// Every rule ID the game shows is one of these: a link that opens the rules reference at the rule,
// labelled with the rule's short name (not a bare code like "COMBAT-RANGED-6"); the ID stays in
// its tooltip and in data-rule. RuleRichText turns the IDs inside a text into such links, and
// RefusalLine shows a refusal with its rule's link and the rule's text on request.
import { Fragment, useState, type ReactNode } from 'react';
import { refusalText, type RefusalLike } from '../../i18n/refusals';
import { isRuleId, RULE_ID_RE } from '../../rules/parse';
import { ruleName, ruleText, useRuleBook, type RuleBook } from '../../rules/book';
import { rulesText } from '../../i18n/rules-dict';
import { useGame } from '../../store';
import { useT } from '../hooks';
import { useRulesT } from './rules-t';

export function RuleLink({ id, children }: { id: string; children?: ReactNode }) {
  const t = useT();
  const b = useRuleBook(t.lang);
  return (
    <a
      href={`#rule-${id}`}
      className="rule-link"
      data-rule={id}
      title={rulesText(t.lang, 'rules.link', { id })}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        useGame.getState().openRules(id);
      }}
    >
      {children ?? ruleName(b, id, t.lang)}
    </a>
  );
}

const ID_OR_BOLD = new RegExp(
  `(\\*\\*[^*]+\\*\\*|\u0060[^\u0060]+\u0060|(?<![A-Za-z0-9-])${RULE_ID_RE})`,
  'g',
);

/** One line of rule text: **bold** as bold, known rule IDs as links. */
function richLine(text: string, b: RuleBook | null, key: string): ReactNode[] {
  return text.split(ID_OR_BOLD).map((part, i) => {
    const k = `${key}-${i}`;
    if (i % 2 === 0) return <Fragment key={k}>{part}</Fragment>;
    if (part.startsWith('**')) return <b key={k}>{part.slice(2, -2)}</b>;
    if (part.startsWith('`')) return <code key={k}>{richLine(part.slice(1, -1), b, k)}</code>;
    if (b && !b.byId.has(part)) return <Fragment key={k}>{part}</Fragment>;
    return <RuleLink key={k} id={part} />;
  });
}

/**
 * A rule's text (or any text citing rules): lines starting "- " become a list, table rows
 * ("a | b | c") a small table, rule IDs links, **bold** bold.
 */
export function RuleRichText({ text }: { text: string }) {
  const t = useT();
  const b = useRuleBook(t.lang);
  const lines = text.split('\n');
  const first = lines[0] ?? '';
  const bullets = lines.slice(1).filter((l) => l.startsWith('- '));
  const rows = lines.slice(1).filter((l) => !l.startsWith('- ') && l.includes(' | '));
  return (
    <>
      <span className="rule-text">{richLine(first, b, 'l0')}</span>
      {rows.length > 0 && (
        <table className="rule-table">
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {r
                  .split(' | ')
                  .map((c, j) => (i === 0 ? <th key={j}>{c}</th> : <td key={j}>{c}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {bullets.length > 0 && (
        <ul className="rule-bullets">
          {bullets.map((l, i) => (
            <li key={i}>{richLine(l.slice(2), b, `b${i}`)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The rule's text in the player's language (English while the German one is missing). */
export function RuleBody({ id }: { id: string }) {
  const t = useT();
  const rt = useRulesT();
  const b = useRuleBook(t.lang);
  if (!b) return <span className="muted">{rt('rules.loading')}</span>;
  const { text, translated } = ruleText(b, id, t.lang);
  return (
    <>
      {!translated && <span className="muted small rule-english">{rt('rules.englishOnly')} </span>}
      <RuleRichText text={text} />
    </>
  );
}

/**
 * A refusal as players read it: the reason in their language, the rule's link (its short name),
 * and the rule's text behind a disclosure.
 */
export function RefusalLine({ refusal }: { refusal: RefusalLike }) {
  const t = useT();
  const rt = useRulesT();
  const [open, setOpen] = useState(false); // the rule's text is rendered on request only
  const text = refusalText(refusal, t.lang);
  const id = refusal.ruleId;
  const known = id !== null && isRuleId(id);
  return (
    <span className="refusal-line" data-rule={id ?? ''}>
      {text}
      {known && (
        <>
          {' ('}
          <RuleLink id={id} />
          {') '}
          <details
            className="rule-disclosure"
            data-testid="refusal-rule"
            onToggle={(e) => setOpen(e.currentTarget.open)}
          >
            <summary>{rt('rules.showText')}</summary>
            {open && <RuleBody id={id} />}
          </details>
        </>
      )}
    </span>
  );
}
