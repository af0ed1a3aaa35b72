// @vitest-environment happy-dom
// The playing UI over real engine states (solo First Reconnaissance, Tovak, seed 22: March can be
// paid strong with the green or the gold die): what a card offers, drops on the play area, the
// card menu with its payment plan, turn controls, tactics, the dummy's turn and undo texts.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../engine';
import { makeT } from '../../i18n';
import { useGame } from '../../store';
import { HandPanel } from '../panels/HandPanel';
import { CARD_MIME, dropOutcome, playsForDrop, TOUCH_DRAG_START_PX } from './card-drop';
import { CardMenu } from './CardMenu';
import { DummyPanel } from './DummyPanel';
import { PlayArea } from './PlayArea';
import {
  distinctPlays,
  groupPlays,
  parsePaymentKey,
  playsOf,
  preferredWay,
  strongReady,
  type PaymentWay,
} from './plays';
import { TacticPicker } from './TacticPicker';
import { TurnControls } from './TurnControls';
import { undoBlockedText } from './undo';

const t = makeT('en');

function newGame(seed = 22): GameState {
  const s = useGame.getState();
  s.setLanguage('en');
  s.newGame({
    scenario: 'first-reconnaissance',
    players: [{ hero: 'tovak', kind: 'human' }],
    seed,
  });
  const g = useGame.getState().game;
  if (!g) throw new Error('no game');
  return g;
}

/** Take the Early Bird tactic: Tovak's first turn begins. */
function firstTurn(): GameState {
  newGame();
  const r = useGame.getState().dispatch({ type: 'choose-tactic', player: 0, tactic: 'early-bird' });
  if (!r.ok) throw new Error(r.error ?? 'refused');
  const g = useGame.getState().game;
  if (!g) throw new Error('no game');
  return g;
}

/** Stub document.elementsFromPoint (a touch drag finds its drop target with it). */
function stubElementsFromPoint(fn: (x: number, y: number) => Element[]): () => void {
  Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: fn });
  return () => {
    Reflect.deleteProperty(document, 'elementsFromPoint');
  };
}

const card = (g: GameState, kind: string): string => {
  const c = g.players[0]?.hand.find((x) => x.startsWith(`${kind}#`));
  if (!c) throw new Error(`no ${kind} in hand: ${g.players[0]?.hand.join(' ')}`);
  return c;
};

afterEach(cleanup);

describe('what a card can do (from playOptions)', () => {
  beforeEach(() => useGame.getState().leaveGame());

  it('groups basic, strong (one entry per way to pay) and sideways plays', () => {
    const g = firstTurn();
    const march = card(g, 'march');
    const plays = groupPlays(playsOf(g, march));
    expect(plays.basic?.families).toEqual(['move']);
    expect(plays.strong).toHaveLength(2);
    expect(plays.sideways.map((o) => o.action.as)).toEqual(['move']);
    expect(strongReady(g, march)).toBe(true);
    expect(strongReady(g, card(g, 'threaten'))).toBe(false);
  });

  it('a drop plays the only matching play, asks among several, and knows when none fits', () => {
    const g = firstTurn();
    const march = card(g, 'march');
    expect(dropOutcome(g, march, 'move').kind).toBe('ask');
    expect(distinctPlays(playsForDrop(g, march, 'move'))).toBe(3);
    const threaten = dropOutcome(g, card(g, 'threaten'), 'move');
    expect(threaten.kind).toBe('play');
    if (threaten.kind === 'play') expect(threaten.action.mode).toBe('sideways');
    // no Influence outside an interaction, no Block outside combat
    expect(dropOutcome(g, march, 'influence').kind).toBe('none');
    expect(dropOutcome(g, march, 'block').kind).toBe('none');
  });

  it('reads the payment keys of pay-mana choices and proposes a plan', () => {
    expect(parsePaymentKey('die:3+crystal:red')?.sources).toEqual([
      { kind: 'die', die: 3 },
      { kind: 'crystal', color: 'red' },
    ]);
    expect(parsePaymentKey('token:gold@blue')?.named).toEqual(['blue']);
    expect(parsePaymentKey('nonsense')).toBeNull();
    const way = (key: string) => parsePaymentKey(key) as PaymentWay;
    // tokens before dice before crystals
    expect(preferredWay([way('crystal:red'), way('die:1'), way('token:red')])).toBe(2);
    expect(preferredWay([way('crystal:red'), way('die:1')])).toBe(1);
    // a coloured die before the gold one
    const g = firstTurn();
    const gold = g.source.dice.find((d) => d.color === 'gold');
    const green = g.source.dice.find((d) => d.color === 'green');
    if (!gold || !green) throw new Error('seed 22 has a gold and a green die');
    expect(preferredWay([way(`die:${gold.id}`), way(`die:${green.id}`)], g)).toBe(1);
  });
});

describe('hand, card menu and play area', () => {
  beforeEach(() => useGame.getState().leaveGame());

  function screenFor(g: GameState) {
    return render(
      <>
        <PlayArea state={g} />
        <CardMenu />
        <HandPanel state={g} viewer={0} />
      </>,
    );
  }

  it('marks cards playable strong, opens the menu on click and pays by the chosen plan', () => {
    const g = firstTurn();
    const march = card(g, 'march');
    const view = screenFor(g);
    const marchEl = screen
      .getAllByTestId('hand-card')
      .find((el) => el.getAttribute('data-card') === march);
    if (!marchEl) throw new Error('march not shown');
    expect(marchEl.getAttribute('data-strong-ready')).toBe('true');
    expect(marchEl.getAttribute('draggable')).toBe('true');
    fireEvent.click(marchEl);
    const menu = screen.getByTestId('card-menu');
    expect(within(menu).getByTestId('play-basic').textContent).toContain('Move 2');
    expect(within(menu).getByTestId('play-strong').textContent).toContain('2 ways to pay');
    fireEvent.click(within(menu).getByTestId('play-strong'));
    const ways = screen.getAllByTestId('payment-way');
    expect(ways).toHaveLength(2);
    // nothing is paid before confirming
    expect(useGame.getState().game?.source.dice.every((d) => d.takenBy === null)).toBe(true);
    const gold = ways.find((w) => w.textContent?.includes('gold'));
    if (!gold) throw new Error('no gold way');
    fireEvent.click(within(gold).getByRole('radio'));
    fireEvent.click(screen.getByTestId('payment-confirm'));
    const after = useGame.getState().game;
    expect(after?.turn?.movePoints).toBe(4);
    expect(after?.source.dice.find((d) => d.color === 'gold')?.takenBy).toBe(0);
    view.unmount();
  });

  it('a drop on the Move column plays the only play, or opens the menu for several', () => {
    const g = firstTurn();
    screenFor(g);
    const drop = (id: string) =>
      fireEvent.drop(screen.getByTestId('drop-move'), {
        dataTransfer: { getData: (k: string) => (k === CARD_MIME ? id : ''), types: [CARD_MIME] },
      });
    drop(card(g, 'threaten'));
    expect(useGame.getState().game?.turn?.movePoints).toBe(1);
    drop(card(g, 'march'));
    expect(useGame.getState().ui.cardMenu).toEqual({ card: card(g, 'march'), family: 'move' });
    expect(screen.getByTestId('card-menu').textContent).toContain('Plays that give Move');
  });

  it('a finger drags a card onto a column (pointer events); a mouse or a short move does not', () => {
    const g = firstTurn();
    screenFor(g);
    const threaten = card(g, 'threaten');
    const el = () => {
      const found = screen
        .getAllByTestId('hand-card')
        .find((x) => x.getAttribute('data-card') === threaten);
      if (!found) throw new Error('threaten not shown');
      return found;
    };
    const column = screen.getByTestId('drop-move');
    expect(column.getAttribute('data-drop-family')).toBe('move');
    const restore = stubElementsFromPoint((x) => (x > 100 ? [column] : [el()]));
    try {
      const finger = { pointerId: 7, isPrimary: true, clientY: 300 };
      const move = (pointerType: string, clientX: number) => {
        fireEvent.pointerDown(el(), { ...finger, pointerType, clientX: 10 });
        fireEvent.pointerMove(el(), { ...finger, pointerType, clientX });
      };
      // a mouse drags with HTML5 drag and drop, not with these pointer events
      move('mouse', 200);
      expect(useGame.getState().ui.dragCard).toBeNull();
      fireEvent.pointerUp(el(), { ...finger, pointerType: 'mouse', clientX: 200 });
      expect(useGame.getState().game?.turn?.movePoints).toBe(0);
      // a finger that moves less than the threshold is a tap, not a drag
      move('touch', 10 + TOUCH_DRAG_START_PX - 2);
      expect(useGame.getState().ui.dragCard).toBeNull();
      fireEvent.pointerUp(el(), { ...finger, pointerType: 'touch', clientX: 12 });
      expect(useGame.getState().game?.turn?.movePoints).toBe(0);
      // a real drag: the card follows the finger, the column under it is marked, the drop plays
      move('touch', 200);
      expect(useGame.getState().ui.dragCard).toBe(threaten);
      expect(el().style.translate).toBe('190px 0px');
      expect(column.className).toContain('over');
      fireEvent.pointerUp(el(), { ...finger, pointerType: 'touch', clientX: 200 });
      expect(useGame.getState().ui.dragCard).toBeNull();
      expect(useGame.getState().game?.turn?.movePoints).toBe(1);
      expect(useGame.getState().ui.cardMenu).toBeNull();
    } finally {
      restore();
    }
  });

  it('a finger drag that is cancelled or ends off the columns plays nothing', () => {
    const g = firstTurn();
    screenFor(g);
    const march = card(g, 'march');
    const el = () =>
      screen.getAllByTestId('hand-card').find((x) => x.getAttribute('data-card') === march) ??
      document.body;
    const restore = stubElementsFromPoint(() => [document.body]);
    try {
      const finger = { pointerId: 3, isPrimary: true, pointerType: 'touch', clientY: 50 };
      fireEvent.pointerDown(el(), { ...finger, clientX: 0 });
      fireEvent.pointerMove(el(), { ...finger, clientX: 80 });
      expect(useGame.getState().ui.dragCard).toBe(march);
      fireEvent.pointerUp(el(), { ...finger, clientX: 80 });
      expect(el().style.translate).toBe('');
      fireEvent.pointerDown(el(), { ...finger, clientX: 0 });
      fireEvent.pointerMove(el(), { ...finger, clientX: 80 });
      fireEvent.pointerCancel(el(), { ...finger, clientX: 80 });
      expect(useGame.getState().ui.dragCard).toBeNull();
      expect(useGame.getState().game?.turn?.played).toHaveLength(0);
      expect(useGame.getState().ui.cardMenu).toBeNull();
    } finally {
      restore();
    }
  });

  it('with a card selected, clicking a column plays it there (keyboard/click alternative)', () => {
    const g = firstTurn();
    screenFor(g);
    useGame.getState().select({ kind: 'card', id: card(g, 'threaten') });
    fireEvent.click(screen.getByTestId('drop-move'));
    expect(useGame.getState().game?.turn?.movePoints).toBe(1);
  });

  it('a refused drop shows the engine reason', () => {
    const g = firstTurn();
    screenFor(g);
    useGame.getState().select({ kind: 'card', id: card(g, 'march') });
    fireEvent.click(screen.getByTestId('drop-influence'));
    expect(useGame.getState().lastError?.ruleId).toBeTruthy();
    expect(useGame.getState().game?.turn?.influencePoints).toBe(0);
  });
});

describe("refusals in the player's language (ABOUT-6)", () => {
  beforeEach(() => useGame.getState().leaveGame());
  afterEach(() => useGame.getState().setLanguage('en'));

  it('the card menu says in German why a basic effect cannot be played', () => {
    const g = firstTurn();
    useGame.getState().setLanguage('de');
    render(
      <>
        <CardMenu />
        <HandPanel state={g} viewer={0} />
      </>,
    );
    const threaten = screen
      .getAllByTestId('hand-card')
      .find((el) => el.getAttribute('data-card') === card(g, 'threaten'));
    if (!threaten) throw new Error('threaten not shown');
    fireEvent.click(threaten);
    const why = screen.getByTestId('card-menu').querySelector('.row-why');
    // The card's name stays (names are not translated); the reason is German.
    expect(why?.textContent).toBe(
      'Threaten: Einfluss kann nur bei der Interaktion mit Bewohnern genutzt werden.',
    );
  });
});

describe('turn controls, tactics, dummy, undo', () => {
  beforeEach(() => useGame.getState().leaveGame());

  it('rest: the picker asks the engine whether the chosen cards are a legal rest', () => {
    const g = firstTurn();
    render(<TurnControls state={g} legal={legalActions(g)} />);
    fireEvent.click(screen.getByTestId('rest'));
    const picker = screen.getByTestId('rest-picker');
    const confirm = within(picker).getByTestId('rest-confirm');
    expect(confirm).toHaveProperty('disabled', true);
    const cards = within(picker).getAllByTestId('rest-card');
    fireEvent.click(cards[0] as HTMLElement);
    fireEvent.click(cards[1] as HTMLElement);
    // two non-Wound cards: refused with the rule's reason
    expect(picker.textContent).toContain('exactly 1 non-Wound card');
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(cards[1] as HTMLElement);
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    expect(useGame.getState().game?.turn?.rested).toBe(true);
  });

  it('tactics are offered as cards with number and effect; a click takes one', () => {
    const g = newGame();
    render(<TacticPicker state={g} legal={legalActions(g)} />);
    const tactics = screen.getAllByTestId('tactic');
    expect(tactics).toHaveLength(6);
    expect(tactics[4]?.textContent).toContain('5');
    expect(tactics[4]?.textContent).toContain('Great Start');
    expect(tactics[4]?.textContent).toContain('draw 2 cards');
    fireEvent.click(tactics[0] as HTMLElement);
    expect(useGame.getState().game?.players[0]?.tactic).toBe('early-bird');
  });

  it("the dummy's turn takes one click and shows the cards it flipped", () => {
    useGame.getState().setSetting('dummyAuto', false); // the setting "The dummy plays itself" off
    firstTurn();
    useGame.getState().dispatch({ type: 'end-turn', player: 0 });
    let g = useGame.getState().game as GameState;
    const discard = legalActions(g).find((a) => a.type === 'choose');
    if (discard) useGame.getState().dispatch(discard);
    g = useGame.getState().game as GameState;
    const { rerender } = render(<DummyPanel state={g} legal={legalActions(g)} />);
    fireEvent.click(screen.getByTestId('action-dummy-turn'));
    g = useGame.getState().game as GameState;
    rerender(<DummyPanel state={g} legal={legalActions(g)} />);
    const report = screen.getByTestId('dummy-report');
    expect(report.textContent).toMatch(/flipped \d+ card/);
    expect(report.querySelectorAll('.card').length).toBeGreaterThan(0);
  });

  it('with "The dummy plays itself" on: no button, a short notice naming the flipped cards', () => {
    useGame.getState().setSetting('dummyAuto', true);
    firstTurn();
    useGame.getState().dispatch({ type: 'end-turn', player: 0 });
    let g = useGame.getState().game as GameState;
    const discard = legalActions(g).find((a) => a.type === 'choose');
    if (discard) useGame.getState().dispatch(discard);
    g = useGame.getState().game as GameState;
    const { rerender } = render(<DummyPanel state={g} legal={legalActions(g)} />);
    expect(screen.queryByTestId('action-dummy-turn')).toBeNull();
    expect(screen.getByTestId('dummy-playing').textContent).toMatch(/is playing/);
    const turn = legalActions(g).find((a) => a.type === 'dummy-turn');
    if (!turn) throw new Error('no dummy turn');
    useGame.getState().dispatch(turn); // what the driver does
    g = useGame.getState().game as GameState;
    rerender(<DummyPanel state={g} legal={legalActions(g)} />);
    const line = screen.getByTestId('dummy-cards').textContent ?? '';
    expect(line.length).toBeGreaterThan(0);
    expect(line).not.toMatch(/#\d|[a-z]+-[a-z]+/); // names, not ids
    expect(screen.getByTestId('dummy-report').querySelectorAll('.card')).toHaveLength(0);
  });

  it('SCEN-DUMMY-7: a dummy with an empty deck says it announces the End of the Round', () => {
    useGame.getState().setSetting('dummyAuto', false);
    firstTurn();
    const g0 = JSON.parse(JSON.stringify(useGame.getState().game)) as GameState;
    const dummy = g0.players[1];
    if (!dummy) throw new Error('no dummy');
    dummy.discard.push(...dummy.deck);
    dummy.deck = [];
    useGame.getState().loadState(g0);
    useGame.getState().dispatch({ type: 'end-turn', player: 0 });
    let g = useGame.getState().game as GameState;
    const discard = legalActions(g).find((a) => a.type === 'choose');
    if (discard) useGame.getState().dispatch(discard);
    g = useGame.getState().game as GameState;
    const { rerender } = render(<DummyPanel state={g} legal={legalActions(g)} />);
    fireEvent.click(screen.getByTestId('action-dummy-turn'));
    g = useGame.getState().game as GameState;
    expect(g.round.endAnnouncedBy).toBe(1);
    rerender(<DummyPanel state={g} legal={legalActions(g)} />);
    const report = screen.getByTestId('dummy-report');
    expect(report.textContent).toContain(
      '(dummy) has no cards left: it announces the End of the Round.',
    );
    expect(report.textContent).toContain('Its deck is empty.');
    expect(report.textContent).not.toContain('cards left in its deck');
  });

  it('healing: with Healing points a Wound in hand is healed by clicking it', () => {
    newGame(1); // Tovak's hand has Tranquility (Heal 1 or draw 1)
    useGame.getState().dispatch({ type: 'choose-tactic', player: 0, tactic: 'early-bird' });
    const g0 = useGame.getState().game as GameState;
    const wounded = JSON.parse(JSON.stringify(g0)) as GameState;
    wounded.players[0]?.hand.push('wound#9001');
    useGame.getState().loadState(wounded);
    const tranquility = card(wounded, 'tranquility');
    useGame.getState().dispatch({ type: 'play-card', player: 0, card: tranquility, mode: 'basic' });
    let g = useGame.getState().game as GameState;
    const healOption = g.pending[0]?.effects?.findIndex((e) => JSON.stringify(e).includes('heal'));
    if (g.pending.length > 0)
      useGame.getState().dispatch({ type: 'choose', player: 0, option: String(healOption) });
    g = useGame.getState().game as GameState;
    expect(g.turn?.healPoints).toBe(1);
    render(
      <>
        <TurnControls state={g} legal={legalActions(g)} />
        <HandPanel state={g} viewer={0} />
      </>,
    );
    expect(screen.getByTestId('heal-hint').textContent).toContain('Healing 1');
    const wound = screen
      .getAllByTestId('hand-card')
      .find((el) => el.getAttribute('data-card') === 'wound#9001') as HTMLElement;
    expect(wound.textContent).toContain('click to heal');
    fireEvent.click(wound);
    expect(useGame.getState().game?.players[0]?.hand).not.toContain('wound#9001');
  });

  it('tactic uses and announcing the end of the round are buttons when legal', () => {
    newGame();
    useGame.getState().dispatch({ type: 'choose-tactic', player: 0, tactic: 'the-right-moment' });
    for (let i = 0; i < 5 && useGame.getState().game?.turn?.player !== 0; i++) {
      const g = useGame.getState().game as GameState;
      const dummy = legalActions(g).find((a) => a.type === 'dummy-turn');
      if (dummy) useGame.getState().dispatch(dummy);
    }
    // an empty deck at the start of the turn allows announcing the end of the round (TURN-EOR-3)
    const edited = JSON.parse(JSON.stringify(useGame.getState().game)) as GameState;
    const p0 = edited.players[0];
    if (!p0 || !edited.turn) throw new Error('not Tovak’s turn');
    p0.deck = [];
    edited.turn.deckEmptyAtStart = true;
    useGame.getState().loadState(edited);
    const g = useGame.getState().game as GameState;
    const view = render(<TurnControls state={g} legal={legalActions(g)} />);
    expect(screen.getByTestId('use-tactic').textContent).toContain('The Right Moment');
    fireEvent.click(screen.getByTestId('announce-end-of-round'));
    const confirm = screen.getByTestId('announce-confirm');
    expect(confirm.textContent).toContain('one last turn');
    fireEvent.click(within(confirm).getAllByRole('button')[1] as HTMLElement);
    expect(useGame.getState().game?.round.endAnnouncedBy).toBe(0);
    view.unmount();
  });

  it('says why undo is impossible', () => {
    expect(undoBlockedText(1, null, t)).toBeNull();
    expect(undoBlockedText(0, null, t)).toBe('Nothing to undo yet.');
    expect(undoBlockedText(0, { reason: 'turn-started', turnStart: true }, t)).toBe(
      'Nothing to undo yet this turn.',
    );
    expect(undoBlockedText(0, { reason: 'tile-revealed', turnStart: false }, t)).toBe(
      'Cannot undo: a tile was revealed (rule UNDO-2).',
    );
    expect(undoBlockedText(0, { reason: 'something-new', turnStart: false }, t)).toContain(
      'something new was revealed',
    );
  });
});
