import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { STREAK_BADGE_WIDTH, StreakBadgeContext, type StreakBadgePlacement } from '../components/layout/streak-badge-slot';
import { DueCountContext } from '../components/layout/today-link';
import { AuthProvider } from '../lib/auth/auth-provider';
import { optionalChunk } from '../lib/optional-chunk';
import { ThemeProvider } from '../lib/theme/theme-provider';
import { Deferred } from './deferred';
import { createFeatureReactions } from './feature-reactions';

const StreakBadgeChunk = optionalChunk<{ placement: StreakBadgePlacement; dayMark?: ReactNode }>('The streak badge', () =>
  import('../features/streak').then((m) => ({ default: m.StreakBadge })),
);

const StreakDayMarkChunk = optionalChunk<Record<string, never>>('The problem of the day', () =>
  import('../features/daily').then((m) => ({ default: m.StreakDayMark })),
);

/**
 * The streak badge shows for signed-in users only, so guests never download it: its chunk loads when
 * the navigation first renders it, behind a pill of the badge's own loading size (no layout shift).
 */
function StreakBadge({ placement }: { placement: StreakBadgePlacement }) {
  return (
    <Suspense
      fallback={
        <span
          role="status"
          className={`inline-flex h-9 ${STREAK_BADGE_WIDTH} animate-pulse items-center rounded-full border border-transparent bg-slate-200 px-3 dark:bg-slate-800`}
        >
          <span className="sr-only">Loading streak</span>
        </span>
      }
    >
      <StreakBadgeChunk
        placement={placement}
        dayMark={
          <Suspense fallback={null}>
            <StreakDayMarkChunk />
          </Suspense>
        }
      />
    </Suspense>
  );
}

const DueCountChunk = optionalChunk<{ overlay?: boolean }>('The review count', () =>
  import('../features/daily').then((m) => ({ default: m.DueCountBadge })),
);

/** The nav's count of due reviews: signed-in users only, so guests never download it; nothing while it loads. */
function DueCount({ overlay }: { overlay?: boolean }) {
  return (
    <Suspense fallback={null}>
      <DueCountChunk overlay={overlay} />
    </Suspense>
  );
}

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
        <StreakBadgeContext.Provider value={StreakBadge}>
          <DueCountContext.Provider value={DueCount}>{children}</DueCountContext.Provider>
        </StreakBadgeContext.Provider>
        <Deferred />
      </AuthProvider>
    </ThemeProvider>
  );
}

export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
