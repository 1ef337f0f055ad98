import { Toaster } from 'sonner';
import { AnalyticsTracker } from '../features/analytics';
import { ContestReminderAlerts } from '../features/contests/reminder-alerts';
import { PwaStatus } from '../features/pwa';
import { TOAST_DURATION_MS } from '../lib/notify';
import { useTheme } from '../lib/theme/theme-provider';
import { useToastClearanceValue } from '../lib/toast-clearance';

/**
 * Top-right (spec), but below the fixed navbar so a toast never covers the avatar or menus, and
 * below a screen's own top-right buttons while they are on screen (`useToastClearance`).
 */
const TOAST_TOP = 96;
const TOAST_MOBILE_TOP = 72;
const TOAST_GAP = 8;

export function ThemedToaster() {
  const { isDark } = useTheme();
  const clearance = useToastClearanceValue();
  const below = clearance > 0 ? clearance + TOAST_GAP : 0;
  return (
    <Toaster
      position="top-right"
      offset={{ top: Math.max(TOAST_TOP, below) }}
      mobileOffset={{ top: Math.max(TOAST_MOBILE_TOP, below) }}
      duration={TOAST_DURATION_MS}
      theme={isDark ? 'dark' : 'light'}
      richColors
      closeButton
    />
  );
}

/**
 * What the shell needs but not before the page is interactive: toasts, analytics, contest reminder
 * alerts, the PWA worker and offline banner. One lazy chunk, mounted by `Deferred` (`deferred.tsx`).
 */
export default function DeferredExtras() {
  return (
    <>
      <AnalyticsTracker />
      <ContestReminderAlerts />
      <PwaStatus />
      <ThemedToaster />
    </>
  );
}
