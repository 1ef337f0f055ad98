import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../../lib/theme/theme-provider';
import { MemoryRouter } from '../../../testing/render-app';
import { InterviewHeader } from './interview-header';

describe('InterviewHeader', () => {
  it('gives the article pages, which have no site nav, a theme toggle', async () => {
    localStorage.setItem('darkMode', 'false');
    render(
      <ThemeProvider>
        <MemoryRouter url="/interview-series/oops">
          <InterviewHeader backTo="/interview-series" backLabel="All articles" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/interview-series');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
