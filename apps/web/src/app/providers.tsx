import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { StreakBadgeContext } from '../components/layout/streak-badge-slot';
import { StreakBadge } from '../features/streak';
import { AuthProvider } from '../lib/auth/auth-provider';
import { ThemeProvider } from '../lib/theme/theme-provider';
import { Deferred } from './deferred';
import { createFeatureReactions } from './feature-reactions';

export function createQueryClient() {
  return new QueryClient({
    mutationCache: createFeatureReactions(),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/** Providers that live inside the router (auth needs navigation). Toasts, analytics and PWA come in `Deferred`. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        <StreakBadgeContext.Provider value={StreakBadge}>{children}</StreakBadgeContext.Provider>
        <Deferred />
      </AuthProvider>
    </ThemeProvider>
  );
}

export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
