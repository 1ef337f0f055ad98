import { fireEvent, render, screen } from '@testing-library/react';
import { FileText } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '../../lib/auth/auth-provider';
import { ServicePage, ServiceSection } from './service-page';

const page = (status: AuthStatus, user: unknown, signIn = vi.fn()) =>
  render(
    <ServicePage
      icon={FileText}
      title="CV review"
      intro="A reviewer reads your CV."
      details={<p>₹999 one-time</p>}
      beforeGate={<ol aria-label="Steps" />}
      auth={{ status, user, signIn }}
      signInPrompt="Sign in to order a review and follow its progress."
      signInLabel="Sign in to start"
    >
      <p>Signed-in content</p>
    </ServicePage>,
  );

describe('ServicePage', () => {
  it('always shows the hero and what stands before the gate', () => {
    page('loading', null);
    expect(screen.getByRole('heading', { level: 1, name: 'CV review' })).toBeInTheDocument();
    expect(screen.getByText('A reviewer reads your CV.')).toBeInTheDocument();
    expect(screen.getByText('₹999 one-time')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Signed-in content')).toBeNull();
  });

  it('asks a signed-out visitor to sign in', () => {
    const signIn = vi.fn();
    page('signed-out', null, signIn);
    expect(screen.getByText('Sign in to order a review and follow its progress.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to start' }));
    expect(signIn).toHaveBeenCalledOnce();
    expect(screen.queryByText('Signed-in content')).toBeNull();
  });

  it('shows its content when signed in', () => {
    page('signed-in', { id: 'u1' });
    expect(screen.getByText('Signed-in content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to start' })).toBeNull();
  });
});

describe('ServiceSection', () => {
  it('is a region named by its heading, with the description under it', () => {
    render(
      <ServiceSection id="book-heading" title="Book a session" card description="No monthly plan.">
        <p>form</p>
      </ServiceSection>,
    );
    const region = screen.getByRole('region', { name: 'Book a session' });
    expect(region).toHaveTextContent('No monthly plan.');
    expect(region).toHaveTextContent('form');
  });
});
