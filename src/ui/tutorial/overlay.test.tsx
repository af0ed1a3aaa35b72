// @vitest-environment happy-dom
// The tutorial's panel with the real store: started by the Tutorial flag only for the tutorial
// game, advancing when the engine state changes (not on clicks), Leave/Resume saved with the game
// id, German texts in German.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useGame } from '../../store';
import { StartScreen } from '../start/StartScreen';
import { loadProgress, markTutorialPending, tutorialPending } from './progress';
import { tutorialSetup } from './setup';
import { TutorialOverlay } from './TutorialOverlay';

describe('tutorial overlay', () => {
  beforeEach(() => {
    localStorage.clear();
    useGame.getState().leaveGame();
    useGame.getState().setLanguage('en');
  });
  afterEach(cleanup);

  it('starts with the Tutorial flag, advances on the engine state, leaves and resumes', () => {
    markTutorialPending(true);
    useGame.getState().newGame(tutorialSetup());
    render(<TutorialOverlay />);
    const panel = screen.getByTestId('tutorial');
    expect(panel.getAttribute('data-step')).toBe('welcome');
    expect(panel.querySelector('.rule-link')?.getAttribute('data-rule')).toBe('TURN-OPT-5');
    fireEvent.click(screen.getByTestId('tutorial-next'));
    expect(screen.getByTestId('tutorial').getAttribute('data-step')).toBe('tactic');
    // ROUND-3a: the step is done by the engine state (the tactic taken), whatever was clicked
    act(() => {
      useGame.getState().dispatch({ type: 'choose-tactic', player: 0, tactic: 'early-bird' });
    });
    expect(screen.getByTestId('tutorial').getAttribute('data-step')).toBe('crystallize');
    const id = useGame.getState().gameId ?? '';
    expect(loadProgress(id)?.done).toEqual(['welcome', 'tactic']);

    fireEvent.click(screen.getByTestId('tutorial-leave'));
    expect(screen.queryByTestId('tutorial')).toBeNull();
    expect(loadProgress(id)?.left).toBe(true);
    fireEvent.click(screen.getByTestId('tutorial-resume'));
    expect(screen.getByTestId('tutorial').getAttribute('data-step')).toBe('crystallize');

    act(() => useGame.getState().setLanguage('de'));
    expect(screen.getByTestId('tutorial-title').textContent).toBe('Mana aus der Quelle nehmen');
    expect(screen.getByTestId('tutorial-leave').textContent).toBe('Einführung verlassen');
  });

  it('a normal game (no Tutorial flag) has no tutorial panel', () => {
    useGame.getState().newGame(tutorialSetup());
    render(<TutorialOverlay />);
    expect(screen.queryByTestId('tutorial')).toBeNull();
    expect(screen.queryByTestId('tutorial-resume')).toBeNull();
  });

  it("the start screen's Tutorial button starts the tutorial game (seed 386, Tovak, solo)", () => {
    render(<StartScreen />);
    expect(tutorialPending()).toBe(false);
    fireEvent.click(screen.getByTestId('tutorial-button'));
    expect(tutorialPending()).toBe(true);
    const g = useGame.getState().game;
    expect(g?.setup).toMatchObject(tutorialSetup());
    cleanup();
    render(<TutorialOverlay />);
    expect(screen.getByTestId('tutorial').getAttribute('data-step')).toBe('welcome');
    expect(tutorialPending()).toBe(false);
  });
});
