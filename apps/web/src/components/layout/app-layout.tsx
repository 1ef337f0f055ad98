import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from '../../lib/router';
import { PageSpinner } from '../ui/spinner';
import { Footer } from './footer';
import { isNavigationHidden, Navbar } from './navbar';

/** The shell around every page: navigation, `<main>` (the page, `children`, behind a spinner while its chunk loads) and footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const withNavigation = !isNavigationHidden(pathname);
  // Block body: current Chromium returns a Promise from scrollTo, which React would take for a cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to top on every navigation
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div id="top" className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Navbar />
      {/* At least a screen tall: the footer starts below the fold, so a page that grows when its data
          arrives never pushes the footer across the screen (CLS). */}
      <main id="main" className={`min-h-screen flex-1 ${withNavigation ? 'pt-16 lg:pt-24' : ''}`}>
        <Suspense fallback={<PageSpinner label="Loading…" />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
