import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffLoading, StaffOnly, StaffPage } from './staff-page';

describe('staff page pieces', () => {
  it('StaffOnly names the page as staff-only and who is allowed', () => {
    render(<StaffOnly who="Reviewers" />);
    expect(screen.getByRole('heading', { name: 'This page is for staff only.' })).toBeInTheDocument();
    expect(screen.getByText("Reviewers are named in the server's configuration.")).toBeInTheDocument();
  });

  it('StaffLoading is a loading status', () => {
    render(<StaffLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('StaffPage shows its title, its actions and its content', () => {
    render(
      <StaffPage title="Email outbox" actions={<button type="button">Refresh</button>}>
        <p>No emails are waiting here.</p>
      </StaffPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Email outbox' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByText('No emails are waiting here.')).toBeInTheDocument();
  });
});
