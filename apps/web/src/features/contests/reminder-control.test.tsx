import type { Contest, ContestReminder } from '@codingkaro/contracts';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiRequest, json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { ContestCard } from './contest-card';
import { useReminderAlerts } from './use-reminder-alerts';

const MINUTE = 60_000;
const contest = (startsInMs: number): Contest => ({
  _id: '6f1c2a9e-4a51-4f0e-9a51-3b8a2f6d0c11',
  title: 'Codeforces Round 1100 (Div. 2)',
  platform: 'codeforces',
  start_time: new Date(Date.now() + startsInMs).toISOString(),
  duration: 7200,
  url: 'https://codeforces.com/contests/3000',
  past: false,
  solution_link: null,
  series: 'cf-div2',
});
const reminderFor = (c: Contest, leadMinutes: 10 | 60 | 1440): ContestReminder => ({
  contestId: c._id,
  leadMinutes,
  dueAt: new Date(Date.parse(c.start_time) - leadMinutes * MINUTE).toISOString(),
  sentAt: null,
  contest: { title: c.title, platform: c.platform, start_time: c.start_time, url: c.url },
});

/** A stand-in for the browser's Notification API. */
function stubNotifications(answer: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

let reminders: ContestReminder[];
let writes: ApiRequest[];
function serveReminders(c: Contest, { signedIn = true } = {}) {
  return mockApi(
    {
      'GET /api/codingkaro/contests/reminders': () => json(200, { success: true, reminders, emailDelivery: true }),
      [`PUT /api/codingkaro/contests/${c._id}/reminders`]: (request) => {
        writes.push(request);
        const lead = (request.body as { leadMinutes: 10 | 60 | 1440 }).leadMinutes;
        if (!reminders.some((r) => r.leadMinutes === lead)) reminders.push(reminderFor(c, lead));
        return json(200, { success: true, contestId: c._id, reminders });
      },
      [`DELETE /api/codingkaro/contests/${c._id}/reminders`]: (request) => {
        writes.push(request);
        const lead = Number(request.url.searchParams.get('leadMinutes'));
        reminders = reminders.filter((r) => r.leadMinutes !== lead);
        return json(200, { success: true, contestId: c._id, reminders });
      },
    },
    { signedIn },
  );
}

const renderCard = (c: Contest) =>
  renderWithApp([{ path: '/contest', element: <ContestCard contest={c} now={Date.now()} /> }], '/contest');

beforeEach(() => {
  reminders = [];
  writes = [];
});

describe('Remind me', () => {
  it('asks a guest to sign in', async () => {
    const c = contest(3 * 24 * 60 * MINUTE);
    const { calls } = serveReminders(c, { signedIn: false });
    renderCard(c);
    const button = await screen.findByRole('button', { name: 'Remind me' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const prompt = screen.getByRole('dialog', { name: 'Sign in to set reminders' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2Fcontest');
    expect(calls.some((call) => call.includes('/reminders'))).toBe(false);
  });

  it('sets and removes a lead time from the keyboard, showing the set state, and asks for notifications once', async () => {
    const { FakeNotification } = stubNotifications('denied');
    const c = contest(3 * 24 * 60 * MINUTE);
    serveReminders(c);
    renderCard(c);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Remind me' });
    await waitFor(() => expect(button).toBeEnabled());

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: `Remind me about ${c.title}` });
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual(['10 minutes before', '1 hour before', '1 day before']);
    expect(items.every((item) => item.getAttribute('aria-checked') === 'false')).toBe(true);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Reminder set (1 hour before)' })).toBeInTheDocument();
    expect(writes.map((w) => [w.method, w.body])).toEqual([['PUT', { leadMinutes: 60 }]]);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    // the denial is explained where the viewer looks next
    await waitFor(() => expect(menu).toHaveTextContent(/Notifications are blocked for this site/));
    expect(menu).toHaveTextContent('An email goes to asha@example.com.');
    expect(within(menu).getByRole('menuitemcheckbox', { name: '1 hour before' })).toHaveAttribute('aria-checked', 'true');

    // a second lead time does not ask again (the browser already answered)
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: '1 day before' }));
    expect(await screen.findByRole('button', { name: 'Reminders set (2)' })).toBeInTheDocument();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: '1 hour before' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: '1 day before' }));
    expect(await screen.findByRole('button', { name: 'Remind me' })).toBeInTheDocument();
    expect(writes.map((w) => `${w.method} ${w.url.search}`)).toEqual([
      'PUT ',
      'PUT ',
      'DELETE ?leadMinutes=60',
      'DELETE ?leadMinutes=1440',
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remind me' })).toHaveFocus();
  });

  it('offers only lead times still ahead, and says so when the browser has no notifications', async () => {
    const c = contest(2 * 60 * MINUTE);
    serveReminders(c);
    renderCard(c);
    const button = await screen.findByRole('button', { name: 'Remind me' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitemcheckbox', { name: /1 day before/ })).toBeDisabled();
    expect(within(menu).getByRole('menuitemcheckbox', { name: /1 day before/ })).toHaveTextContent('too late');
    expect(within(menu).getByRole('menuitemcheckbox', { name: '1 hour before' })).toBeEnabled();
    expect(menu).toHaveTextContent('This browser cannot show notifications');
  });

  it('is not offered on a contest that has started', async () => {
    const c = { ...contest(-10 * MINUTE) };
    serveReminders(c);
    renderCard(c);
    await screen.findByRole('link', { name: /(Join|View) Contest/ });
    expect(screen.queryByRole('button', { name: /Remind me/ })).toBeNull();
  });
});

describe('reminder alerts while the site is open', () => {
  it('notifies at the due time, only for reminders due within 24 h, and stops on unmount', async () => {
    vi.useFakeTimers();
    try {
      const { shown } = stubNotifications('granted');
      (globalThis.Notification as unknown as { permission: string }).permission = 'granted';
      const soon = contest(15 * MINUTE);
      const later = { ...contest(3 * 24 * 60 * MINUTE), _id: 'later' };
      const list = [reminderFor(soon, 10), reminderFor(later, 60)];
      const { unmount } = renderHook(() => useReminderAlerts(list));

      act(() => vi.advanceTimersByTime(4 * MINUTE));
      expect(shown).toEqual([]);
      act(() => vi.advanceTimersByTime(1 * MINUTE + 10));
      expect(shown).toHaveLength(1);
      expect(shown[0]?.title).toBe('Codeforces Round 1100 (Div. 2) starts in 10 minutes');
      expect(shown[0]?.options?.body).toMatch(/^Codeforces · starts at /);
      expect(shown[0]?.options?.tag).toBe(`contest-reminder-${soon._id}-10`);

      const again = renderHook(() => useReminderAlerts([reminderFor(contest(30 * MINUTE), 10)]));
      again.unmount();
      unmount();
      act(() => vi.advanceTimersByTime(3 * 24 * 60 * MINUTE));
      expect(shown).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
