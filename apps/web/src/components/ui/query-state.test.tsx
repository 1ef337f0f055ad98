import { render, screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { EmptyState, type QueryLike, QueryState } from './query-state';

type Data = { items: string[] };
const view = (query: QueryLike<Data>, errorPrefix?: string) =>
  render(
    <QueryState
      query={query}
      loadingLabel="Loading items..."
      loadingClassName="py-6"
      errorPrefix={errorPrefix}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState icon={Inbox}>No items yet.</EmptyState>}
    >
      {(data) => (
        <ul>
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows the spinner with its label while pending', () => {
    view({ isPending: true, isError: false, error: null, data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading items...');
  });

  it('says the error after its prefix as an alert', () => {
    view({ isPending: false, isError: true, error: new Error('Network down'), data: undefined }, 'Items could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Items could not be loaded\. Network down$/);
  });

  it('says only the error without a prefix', () => {
    view({ isPending: false, isError: true, error: new Error('Network down'), data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Network down$/);
  });

  it('shows the empty state, with its icon hidden from assistive tech', () => {
    const { container } = view({ isPending: false, isError: false, error: null, data: { items: [] } });
    expect(screen.getByText('No items yet.')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the data once loaded', () => {
    view({ isPending: false, isError: false, error: null, data: { items: ['a', 'b'] } });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByText('No items yet.')).toBeNull();
  });
});

describe('EmptyState', () => {
  it('is a plain line without an icon', () => {
    const { container } = render(<EmptyState>You have no tickets yet.</EmptyState>);
    expect(container.querySelector('svg')).toBeNull();
    expect(container).toHaveTextContent('You have no tickets yet.');
  });
});
