import { LogIn, Menu, SquareTerminal } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { pathsWithoutNavigation } from '../../config/navigation';
import { useAuth } from '../../lib/auth/auth-provider';
import { Link, useLocation } from '../../lib/router';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ResourcesDropdown } from './resources-dropdown';
import { StreakBadgeSlot } from './streak-badge-slot';
import { ThemeToggle } from './theme-toggle';
import { TodayLink } from './today-link';
import { useScrollState } from './use-scroll-state';
import { UserMenu } from './user-menu';

export const isNavigationHidden = (pathname: string) => pathsWithoutNavigation.some((prefix) => pathname.startsWith(prefix));

export function Navbar() {
  const { user, status, signIn } = useAuth();
  const { progress, compact } = useScrollState();
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => {
    setMobileOpen(false);
  }, [location.pathname]);

  if (isNavigationHidden(location.pathname)) return null;

  return (
    <>
      <header
        data-compact={compact}
        className={`fixed inset-x-0 top-0 z-50 transition-all duration-200 lg:px-6 ${compact ? 'lg:pt-2' : 'lg:pt-4'}`}
      >
        {/* inside the header landmark, so assistive tech finds it with the navigation */}
        <div
          className="fixed inset-x-0 top-0 z-[55] h-0.5 origin-left bg-gradient-to-r from-indigo-500 via-violet-500 to-cyan-400"
          style={{ transform: `scaleX(${progress / 100})` }}
          role="progressbar"
          aria-label="Page scroll progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
        />
        {/* Desktop floating bar */}
        <nav
          aria-label="Main"
          className={`mx-auto hidden max-w-6xl items-center justify-between rounded-2xl border px-4 transition-all duration-200 lg:flex ${
            compact
              ? 'border-slate-200/80 bg-white/90 py-1.5 shadow-lg shadow-slate-900/5 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85'
              : 'border-transparent bg-white/60 py-2.5 backdrop-blur-sm dark:bg-slate-950/40'
          }`}
        >
          <Logo compact={compact} />
          <div className="flex items-center gap-1">
            <ResourcesDropdown />
            <TodayLink />
            <Link
              to="/terminal"
              title="Open Terminal"
              className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <SquareTerminal className="h-4 w-4" aria-hidden /> Terminal
            </Link>
          </div>
          <div className="flex items-center gap-2">
            {user && <StreakBadgeSlot placement="desktop" />}
            <ThemeToggle />
            {user ? (
              <UserMenu />
            ) : (
              <button
                type="button"
                onClick={signIn}
                disabled={status === 'loading'}
                className="inline-flex items-center gap-1.5 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-indigo-500 disabled:opacity-60"
              >
                <LogIn className="h-4 w-4" aria-hidden /> Login
              </button>
            )}
          </div>
        </nav>

        {/* Top bar below 1024 px */}
        <nav
          aria-label="Main"
          className={`flex items-center justify-between border-b px-4 transition-all duration-200 lg:hidden ${
            compact
              ? 'border-slate-200 bg-white/95 py-2 shadow-sm backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/95'
              : 'border-transparent bg-white/80 py-3 backdrop-blur-sm dark:bg-slate-950/70'
          }`}
        >
          <Logo compact narrowIconOnly={Boolean(user)} />
          <div className="flex shrink-0 items-center gap-1">
            <TodayLink compact />
            <Link
              to="/terminal"
              title="Open Code Compiler"
              aria-label="Terminal"
              className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <SquareTerminal className="h-5 w-5" aria-hidden />
              <span className="hidden sm:inline">Terminal</span>
            </Link>
            {user && <StreakBadgeSlot placement="mobile-bar" />}
            <button
              type="button"
              onClick={() => setMobileOpen(true)}
              aria-label="Open menu"
              aria-expanded={mobileOpen}
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <Menu className="h-6 w-6" aria-hidden />
            </button>
          </div>
        </nav>
      </header>
      {mobileOpen && <MobileMenu onClose={closeMobile} />}
    </>
  );
}
