import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { AnalyticsTracker } from '../features/analytics';
import { PwaStatus } from '../features/pwa';
import { useAuth } from '../lib/auth/auth-provider';
import { TOAST_DURATION_MS } from '../lib/notify';
import { optionalChunk } from '../lib/optional-chunk';
import { useTheme } from '../lib/theme/theme-provider';
import { useToastClearanceValue } from '../lib/toast-clearance';

/**
 * Top-right (spec), but below the fixed navbar so a toast never covers the avatar or menus, and
 * below a screen's own top-right buttons while they are on screen (`useToastClearance`).
 */
const TOAST_TOP = 96;
const TOAST_MOBILE_TOP = 72;
/** also the most a toast lifts as it enters or leaves (index.css), so it never passes over those buttons */
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

const ContestReminderAlerts = optionalChunk<Record<string, never>>('Contest reminder alerts', () =>
  import('../features/contests/reminder-alerts').then((m) => ({ default: m.ContestReminderAlerts })),
);

/**
 * A guest has no reminders, so the alerts' chunk (the reminder answers' schemas, browser
 * notifications) loads once someone is signed in: ~15-25 ms less in a guest's deferred task at 4x.
 */
function SignedInReminderAlerts() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <ContestReminderAlerts />
    </Suspense>
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
      <SignedInReminderAlerts />
      <PwaStatus />
      <ThemedToaster />
    </>
  );
}
