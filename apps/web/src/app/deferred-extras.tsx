import { Toaster } from 'sonner';
import { AnalyticsTracker } from '../features/analytics';
import { ContestReminderAlerts } from '../features/contests/reminder-alerts';
import { PwaStatus } from '../features/pwa';
import { TOAST_DURATION_MS } from '../lib/notify';
import { useTheme } from '../lib/theme/theme-provider';

/** Top-right (spec), but below the fixed navbar so a toast never covers the avatar or menus. */
const TOAST_OFFSET = { top: 96 } as const;
const TOAST_MOBILE_OFFSET = { top: 72 } as const;

function ThemedToaster() {
  const { isDark } = useTheme();
  return (
    <Toaster
      position="top-right"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
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
