import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { StreakBadgeContext } from '../components/layout/streak-badge-slot';
import { AnalyticsTracker } from '../features/analytics';
import { ContestReminderAlerts } from '../features/contests/reminder-alerts';
import { PwaStatus } from '../features/pwa';
import { StreakBadge } from '../features/streak';
import { AuthProvider } from '../lib/auth/auth-provider';
import { TOAST_DURATION_MS } from '../lib/notify';
import { ThemeProvider, useTheme } from '../lib/theme/theme-provider';
import { createFeatureReactions } from './feature-reactions';

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

export function createQueryClient() {
  return new QueryClient({
    mutationCache: createFeatureReactions(),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/** Providers that live inside the router (auth needs navigation). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        <StreakBadgeContext.Provider value={StreakBadge}>{children}</StreakBadgeContext.Provider>
        <AnalyticsTracker />
        <ContestReminderAlerts />
        <PwaStatus />
        <ThemedToaster />
      </AuthProvider>
    </ThemeProvider>
  );
}

export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
