// @vitest-environment happy-dom
// Rule links and the rules reference: a rule ID shows as its short name and opens the reference at
// the rule; refusals carry their rule's link and text; the search box finds rules in both languages.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeRuleBook, setRuleBookForTests } from '../../rules/book';
import data from '../../rules/text/en.json';
import { useGame } from '../../store';
import { RefusalLine, RuleLink } from './RuleLink';
import { RulesReference } from './RulesReference';

const book = makeRuleBook(
  data,
  { 'COMBAT-RANGED-6': { en: 'Several targets', de: 'Mehrere Ziele' } },
  { 'ABIL-SWIFT': 'Gegen einen flinken Feind braucht es **doppelten** Block.' },
);

beforeEach(() => {
  setRuleBookForTests(book);
  useGame.getState().setLanguage('en');
  useGame.getState().closeRules();
});
afterEach(() => {
  cleanup();
  setRuleBookForTests(null);
});

describe('RuleLink', () => {
  it('shows the short name, not the code, and opens the reference at the rule', () => {
    render(<RuleLink id="COMBAT-RANGED-6" />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Several targets');
    expect(link.getAttribute('data-rule')).toBe('COMBAT-RANGED-6');
    fireEvent.click(link);
    expect(useGame.getState().ui.rules).toMatchObject({ open: true, at: 'COMBAT-RANGED-6' });
  });

  it('names the rule in German for German players; the English title until a name exists', () => {
    act(() => useGame.getState().setLanguage('de'));
    render(
      <>
        <RuleLink id="COMBAT-RANGED-6" />
        <RuleLink id="ABIL-SWIFT" />
      </>,
    );
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Mehrere Ziele',
      'Flink',
    ]);
  });
});

describe('RefusalLine', () => {
  it('gives the reason, the rule link and the rule text on request (a disclosure)', () => {
    render(
      <RefusalLine
        refusal={{ ruleId: 'ABIL-SWIFT', message: 'ABIL-SWIFT: blocking needs 6, you have 3' }}
      />,
    );
    expect(screen.getByText(/blocking needs 6, you have 3/)).toBeTruthy();
    expect(screen.getAllByRole('link')[0]?.textContent).toBe('Swift');
    const details = screen.getByTestId<HTMLDetailsElement>('refusal-rule');
    expect(details.textContent).not.toContain('twice');
    act(() => {
      details.open = true;
      fireEvent(details, new Event('toggle'));
    });
    expect(details.textContent).toContain('twice');
    expect(details.querySelector('summary')?.textContent).toBe('Show the rule');
  });
  it('shows no link for codes that are not rules (ENGINE)', () => {
    render(<RefusalLine refusal={{ ruleId: 'ENGINE', message: 'broken' }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('RulesReference', () => {
  it('opens at a linked rule, in its section, with the German text', () => {
    act(() => useGame.getState().setLanguage('de'));
    render(<RulesReference />);
    expect(screen.queryByTestId('rules-reference')).toBeNull();
    act(() => useGame.getState().openRules('ABIL-SWIFT'));
    const target = screen.getByTestId('rule-target');
    expect(target.getAttribute('data-rule-id')).toBe('ABIL-SWIFT');
    expect(target.textContent).toContain('doppelten');
    // a rule without German text says so and shows the English text
    act(() => useGame.getState().openRules('ABIL-BRUTAL'));
    expect(screen.getByTestId('rule-target').textContent).toContain('Noch kein deutscher Text');
  });

  it('opens with "?" and closes with Escape; the search finds Swift by "flink" and "swift"', () => {
    render(<RulesReference />);
    fireEvent.keyDown(window, { key: '?' });
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'flink' } });
    const hits = screen.getByTestId('rules-hits');
    expect(hits.querySelector('[data-rule-id="ABIL-SWIFT"]')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'swift' } });
    expect(within(hits).getAllByText('Swift').length).toBeGreaterThan(0);
    fireEvent.change(box, { target: { value: 'qqqzzz' } });
    expect(screen.getByRole('status').textContent).toContain('No rule matches');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('rules-reference')).toBeNull();
  });

  it('lists the enemy abilities, sites and terrain with links into the rules, and the glossary', () => {
    render(<RulesReference />);
    act(() => useGame.getState().openRules());
    for (const summary of ['Enemy abilities', 'Sites', 'Terrain', 'Glossary (German → English)'])
      fireEvent.click(screen.getByText(summary));
    const abilities = screen.getByTestId('rules-abilities');
    expect(abilities.querySelector('[data-rule="ABIL-SWIFT"]')?.textContent).toBe('Swift');
    expect(
      screen.getByTestId('rules-sites').querySelector('[data-rule="INTERACT-4b"]'),
    ).toBeTruthy();
    expect(screen.getByTestId('rules-terrain').textContent).toContain('Forest');
    expect(screen.getByTestId('rules-glossary').textContent).toContain('Ruhm');
  });
});

describe('rules reference strings', () => {
  it('every string has a German text (its own dictionary pair, loaded with the game screen)', async () => {
    const { RULES_DICTIONARIES } = await import('../../i18n/rules-dict');
    for (const [key, text] of Object.entries(RULES_DICTIONARIES.de)) {
      expect(text.trim(), key).not.toBe('');
      expect(RULES_DICTIONARIES.en[key as keyof typeof RULES_DICTIONARIES.en], key).toBeTruthy();
    }
  });
});
