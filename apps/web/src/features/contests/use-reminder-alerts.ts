import { CONTEST_PLATFORM_NAMES, type ContestReminder, REMINDER_LEAD_LABELS } from '@codingkaro/contracts';
import { useEffect, useState } from 'react';
import { showNotification } from './browser-notifications';

/** Alerts are planned for reminders due within this window; the plan is redone as often. */
export const ALERT_WINDOW_MS = 24 * 60 * 60 * 1000;
const REPLAN_MS = 60 * 60 * 1000;

const timeFormat: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * While mounted, fires a browser notification at each reminder's due time (those due within the
 * next 24 h; the plan is redone hourly and whenever the list changes). Timers are cleared on unmount.
 */
export function useReminderAlerts(reminders: ContestReminder[] | undefined): void {
  const [planAt, setPlanAt] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setPlanAt(Date.now()), REPLAN_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!reminders?.length) return;
    const now = Math.max(planAt, Date.now());
    const timers = reminders.flatMap((reminder) => {
      const delay = Date.parse(reminder.dueAt) - now;
      if (!(delay > 0 && delay <= ALERT_WINDOW_MS)) return [];
      return [
        setTimeout(() => {
          const start = new Date(reminder.contest.start_time);
          showNotification(`${reminder.contest.title} starts in ${REMINDER_LEAD_LABELS[reminder.leadMinutes]}`, {
            body: `${CONTEST_PLATFORM_NAMES[reminder.contest.platform]} · starts at ${start.toLocaleTimeString(undefined, timeFormat)}`,
            // one alert per reminder even with several tabs open
            tag: `contest-reminder-${reminder.contestId}-${reminder.leadMinutes}`,
            icon: '/icons/icon-192.png',
          });
        }, delay),
      ];
    });
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [reminders, planAt]);
}
