import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../lib/auth/auth-provider';
import { ThemeProvider } from '../lib/theme/theme-provider';
import { mockApi } from '../testing/fake-api';
import { createTestQueryClient, MemoryRouter, QueryWrapper } from '../testing/render-app';
import DeferredExtras from './deferred-extras';

const evaluated = vi.hoisted(() => ({ reminderAlerts: 0 }));
vi.mock('../features/contests/reminder-alerts', () => {
  evaluated.reminderAlerts += 1;
  return { ContestReminderAlerts: () => <p>Reminder alerts on</p> };
});
// The rest of the extras talk to browser APIs jsdom lacks; they are not what this file tests.
vi.mock('../features/pwa', () => ({ PwaStatus: () => null }));
vi.mock('../features/analytics', () => ({ AnalyticsTracker: () => null }));

afterEach(() => {
  evaluated.reminderAlerts = 0;
});

function renderExtras() {
  return render(
    <QueryWrapper client={createTestQueryClient()}>
      <MemoryRouter>
        <AuthProvider>
          <ThemeProvider>
            <DeferredExtras />
          </ThemeProvider>
        </AuthProvider>
      </MemoryRouter>
    </QueryWrapper>,
  );
}

describe('DeferredExtras', () => {
  it("never loads a guest the contest reminders' chunk", async () => {
    const { calls } = mockApi({}, { signedIn: false });
    renderExtras();
    await waitFor(() => expect(calls).toContain('GET /api/auth/current-user'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Reminder alerts on')).toBeNull();
    expect(evaluated.reminderAlerts).toBe(0);
  });

  it('loads the reminder alerts once someone is signed in', async () => {
    mockApi({});
    renderExtras();
    expect(await screen.findByText('Reminder alerts on')).toBeInTheDocument();
    expect(evaluated.reminderAlerts).toBe(1);
  });
});
