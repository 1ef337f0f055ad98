import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdeaStormPage } from './ideastorm-page';
import { brainstormPrompts } from './ideastorm-prompts';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const button = (name: string) => screen.getByRole('button', { name });
const input = () => screen.getByRole('textbox', { name: 'Your idea' });

function addIdea(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(button('Add Idea'));
}

// The first prompt is picked: Math.random → 0.
const prompt = brainstormPrompts[0]!;
const [k1, k2] = prompt.keywords;

describe('IdeaStormPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(Math.random).mockRestore();
  });

  function startGame() {
    render(<IdeaStormPage />);
    fireEvent.click(button('Start Brainstorming'));
  }

  it('shows the intro, then the challenge card with countdown, points and idea count', () => {
    render(<IdeaStormPage />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(button('Start Brainstorming'));
    const challenge = screen.getByRole('article', { name: 'Challenge' });
    expect(within(challenge).getByText(prompt.category)).toBeInTheDocument();
    expect(within(challenge).getByRole('heading', { name: prompt.title })).toBeInTheDocument();
    expect(within(challenge).getByText(prompt.prompt)).toBeInTheDocument();
    expect(within(challenge).getByRole('timer')).toHaveTextContent('3:00');
    expect(screen.getByTestId('ideastorm-score')).toHaveTextContent('0');
    expect(screen.getByTestId('ideastorm-idea-count')).toHaveTextContent('0');
  });

  it('scores ideas and shows +N points for 2 s, with the keyword bonus note', () => {
    startGame();
    addIdea('plain idea');
    expect(screen.getByText('+5 points')).toBeInTheDocument();
    expect(screen.getByTestId('ideastorm-score')).toHaveTextContent('5');
    expect(input()).toHaveValue('');
    addIdea(`Use ${k1} and ${k2} together`);
    expect(screen.getByText(/\+11 points \(keyword bonus!\)/)).toBeInTheDocument();
    expect(screen.getByTestId('ideastorm-score')).toHaveTextContent('16');
    expect(screen.getByTestId('ideastorm-idea-count')).toHaveTextContent('2');
    advance(1999);
    expect(screen.getByText(/\+11 points/)).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(/\+11 points/)).not.toBeInTheDocument();
  });

  it('ignores empty ideas and warns about duplicates for 2 s', () => {
    startGame();
    addIdea('   ');
    expect(screen.getByTestId('ideastorm-idea-count')).toHaveTextContent('0');
    addIdea('Use a trie');
    addIdea('USE A TRIE');
    expect(screen.getByText("You've already added this idea!")).toBeInTheDocument();
    expect(screen.getByTestId('ideastorm-idea-count')).toHaveTextContent('1');
    advance(2000);
    expect(screen.queryByText("You've already added this idea!")).not.toBeInTheDocument();
  });

  it('counts down, turns red under 30 s, adds 5 s for a good idea and finishes at 0', () => {
    startGame();
    advance(20_000);
    expect(screen.getByRole('timer')).toHaveTextContent('2:40');
    addIdea(`A ${k1} idea`);
    expect(screen.getByRole('timer')).toHaveTextContent('2:45');
    advance(135_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    expect(screen.getByRole('timer')).toHaveAttribute('data-warning', 'false');
    advance(1000);
    expect(screen.getByRole('timer')).toHaveAttribute('data-warning', 'true');
    advance(29_000);
    expect(screen.getByRole('heading', { name: 'Brainstorming Complete!' })).toBeInTheDocument();
    expect(screen.getByTestId('ideastorm-total-ideas')).toHaveTextContent('1');
  });

  it('finishes with the Finish button and shows totals, average and top 3 ideas', () => {
    startGame();
    addIdea('plain one'); // 5
    addIdea(`with ${k1}`); // 8
    addIdea(`with ${k1} and ${k2}`); // 11
    addIdea('plain two'); // 5
    fireEvent.click(button('Finish'));
    expect(screen.getByRole('heading', { name: 'Brainstorming Complete!' })).toBeInTheDocument();
    expect(screen.getByTestId('ideastorm-total-ideas')).toHaveTextContent('4');
    expect(screen.getByTestId('ideastorm-total-points')).toHaveTextContent('29');
    expect(screen.getByTestId('ideastorm-average')).toHaveTextContent('7'); // 7.25
    const top = within(screen.getByRole('region', { name: 'Top Ideas' })).getAllByRole('listitem');
    expect(top.map((item) => item.textContent)).toEqual([`1with ${k1} and ${k2}11 pts`, `2with ${k1}8 pts`, '3plain one5 pts']);
    fireEvent.click(button('New Challenge'));
    expect(screen.getByTestId('ideastorm-idea-count')).toHaveTextContent('0');
    expect(screen.getByRole('timer')).toHaveTextContent('3:00');
  });
});
