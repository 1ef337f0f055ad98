import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TicketStatusBadge } from './ticket-status-badge';

describe('TicketStatusBadge', () => {
  it('tells the learner a staff answer waits on them, and staff that the learner is the one waited on', () => {
    const { rerender } = render(<TicketStatusBadge status="waiting-on-you" />);
    expect(screen.getByText('Waiting on you')).toBeInTheDocument();
    rerender(<TicketStatusBadge status="waiting-on-you" staff />);
    expect(screen.getByText('Waiting on the learner')).toBeInTheDocument();
    expect(screen.queryByText('Waiting on you')).toBeNull();
    rerender(<TicketStatusBadge status="open" staff />);
    expect(screen.getByText('Needs a reply')).toBeInTheDocument();
  });
});
