import { useAuth } from '../../lib/auth/auth-provider';
import { useContestReminders } from './api/contests-api';
import { useReminderAlerts } from './use-reminder-alerts';

/** Mounted once by the app shell: the signed-in viewer's contest reminders alert while the site is open. */
export function ContestReminderAlerts() {
  const { user } = useAuth();
  const reminders = useContestReminders(user?.id ?? null);
  useReminderAlerts(user ? reminders.data?.reminders : undefined);
  return null;
}
