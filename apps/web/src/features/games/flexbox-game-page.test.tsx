import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlexboxGamePage } from './flexbox-game-page';
import { FLEXBOX_HIGH_SCORE_KEY, LEVEL_CHANGE_CONFIRM } from './flexbox-game-reducer';
import { flexboxLevels } from './flexbox-levels';

const timer = () => screen.getByRole('timer');
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const levelSelect = () => screen.getByLabelText('Level');

function solveLevel1() {
  fireEvent.change(screen.getByLabelText('justify-content'), { target: { value: 'center' } });
  fireEvent.click(button('Check Solution'));
}

// Rendering the whole page is slow on a busy machine; give each test room.
describe('FlexboxGamePage', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the selects and Check Solution disabled until started', () => {
    render(<FlexboxGamePage />);
    expect(screen.getByRole('heading', { name: flexboxLevels[0]!.title })).toBeInTheDocument();
    expect(screen.getByLabelText('justify-content')).toBeDisabled();
    expect(button('Check Solution')).toBeDisabled();
    expect(button('Pause')).toBeDisabled();
    fireEvent.click(button('Start'));
    expect(screen.getByLabelText('justify-content')).toBeEnabled();
    expect(button('Check Solution')).toBeEnabled();
  });

  it('counts down once a second, pauses, resumes and resets', () => {
    render(<FlexboxGamePage />);
    expect(timer()).toHaveTextContent('2:00');
    advance(3000);
    expect(timer()).toHaveTextContent('2:00');
    fireEvent.click(button('Start'));
    advance(1000);
    expect(timer()).toHaveTextContent('1:59');
    advance(4000);
    expect(timer()).toHaveTextContent('1:55');
    fireEvent.click(button('Pause'));
    advance(10_000);
    expect(timer()).toHaveTextContent('1:55');
    expect(screen.getByLabelText('justify-content')).toBeDisabled();
    fireEvent.click(button('Resume'));
    advance(5000);
    expect(timer()).toHaveTextContent('1:50');
    fireEvent.click(button('Reset'));
    expect(timer()).toHaveTextContent('2:00');
    expect(button('Start')).toBeEnabled();
    advance(5000);
    expect(timer()).toHaveTextContent('2:00');
  });

  it('turns red under 30 seconds and stops at 0', () => {
    render(<FlexboxGamePage />);
    fireEvent.click(button('Start'));
    advance(90_000);
    expect(timer()).toHaveTextContent('0:30');
    expect(timer()).toHaveAttribute('data-warning', 'false');
    advance(1000);
    expect(timer()).toHaveTextContent('0:29');
    expect(timer()).toHaveAttribute('data-warning', 'true');
    advance(60_000);
    expect(timer()).toHaveTextContent('0:00');
    expect(screen.getByText(/Time's up!/)).toBeInTheDocument();
  });

  it('shows what is wrong and scores 0 for a wrong check', () => {
    render(<FlexboxGamePage />);
    fireEvent.click(button('Start'));
    fireEvent.click(button('Check Solution'));
    expect(screen.getByText(/Not quite — score 0/)).toBeInTheDocument();
    expect(screen.getByText('justify-content', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByTestId('flexbox-total-score')).toHaveTextContent('0');
  });

  it('completes the level: stops the timer, confetti for 3 s, score and saved high score', () => {
    render(<FlexboxGamePage />);
    fireEvent.click(button('Start'));
    advance(30_000);
    solveLevel1();
    expect(screen.getByText(/Level complete!/)).toBeInTheDocument();
    expect(screen.getByTestId('flexbox-level-score')).toHaveTextContent('750');
    expect(screen.getByTestId('flexbox-total-score')).toHaveTextContent('750');
    expect(screen.getByTestId('flexbox-high-score')).toHaveTextContent('750');
    expect(localStorage.getItem(FLEXBOX_HIGH_SCORE_KEY)).toBe('750');
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    expect(button('Check Solution')).toBeDisabled();
    expect(screen.getByLabelText('justify-content')).toBeDisabled();
    advance(2900);
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('1:30');
    advance(100);
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });

  it('shows the stored high score and keeps it when a lower total is reached', () => {
    localStorage.setItem(FLEXBOX_HIGH_SCORE_KEY, '5000');
    render(<FlexboxGamePage />);
    expect(screen.getByTestId('flexbox-high-score')).toHaveTextContent('5000');
    fireEvent.click(button('Start'));
    solveLevel1();
    expect(screen.getByTestId('flexbox-total-score')).toHaveTextContent('1000');
    expect(screen.getByTestId('flexbox-high-score')).toHaveTextContent('5000');
    expect(localStorage.getItem(FLEXBOX_HIGH_SCORE_KEY)).toBe('5000');
  });

  it('asks before changing level while started, in its own dialog, and stays (clock stopped) when cancelled', () => {
    const confirm = vi.spyOn(window, 'confirm');
    render(<FlexboxGamePage />);
    fireEvent.click(button('Start'));
    advance(5000);
    fireEvent.change(levelSelect(), { target: { value: '2' } });
    let question = screen.getByRole('alertdialog', { name: 'Change level?' });
    expect(question).toHaveTextContent(LEVEL_CHANGE_CONFIRM);
    // The clock waits while the game asks.
    advance(4000);
    expect(timer()).toHaveTextContent('1:55');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: flexboxLevels[0]!.title })).toBeInTheDocument();
    expect(levelSelect()).toHaveValue('0');
    advance(1000);
    expect(timer()).toHaveTextContent('1:54');

    fireEvent.click(button(/Next Level/));
    question = screen.getByRole('alertdialog', { name: 'Change level?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: flexboxLevels[1]!.title })).toBeInTheDocument();
    expect(timer()).toHaveTextContent('2:00');
    expect(button('Start')).toBeEnabled();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('changes level without asking when not started or completed', () => {
    render(<FlexboxGamePage />);
    fireEvent.change(levelSelect(), { target: { value: '5' } });
    expect(screen.getByRole('heading', { name: flexboxLevels[5]!.title })).toBeInTheDocument();
    expect(timer()).toHaveTextContent('3:00');
    fireEvent.change(levelSelect(), { target: { value: '0' } });
    fireEvent.click(button('Start'));
    solveLevel1();
    fireEvent.click(button(/Next Level/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: flexboxLevels[1]!.title })).toBeInTheDocument();
  });

  it('disables Next Level on the last level and groups levels by tier', () => {
    render(<FlexboxGamePage />);
    const groups = levelSelect().querySelectorAll('optgroup');
    expect([...groups].map((group) => group.label)).toEqual([
      'Beginner — 3 cards, 120 s',
      'Intermediate — 5 cards, 180 s',
      'Advanced — 7 cards, 240 s',
    ]);
    fireEvent.change(levelSelect(), { target: { value: String(flexboxLevels.length - 1) } });
    expect(button(/Next Level/)).toBeDisabled();
    expect(timer()).toHaveTextContent('4:00');
  });

  it('only offers the level’s available properties', () => {
    render(<FlexboxGamePage />);
    expect(screen.queryByLabelText('flex-direction')).not.toBeInTheDocument();
    fireEvent.change(levelSelect(), { target: { value: String(flexboxLevels.length - 1) } });
    for (const name of ['flex-direction', 'justify-content', 'align-items', 'flex-wrap', 'gap']) {
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    }
  });
});
