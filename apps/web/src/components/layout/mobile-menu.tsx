import { ChevronDown, LogIn, LogOut, User as UserIcon, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-provider';
import { Link } from '../../lib/router';
import { useVisibleResourceSections } from '../../lib/services-config';
import { Logo } from './logo';
import { StaffLinks } from './staff-links';
import { StreakBadgeSlot } from './streak-badge-slot';
import { ThemeToggle } from './theme-toggle';
import { TodayLink } from './today-link';
import { UserIdentity } from './user-identity';

/** Full-screen slide-in panel below 1024 px: account block, streak, one-open-at-a-time groups. */
export function MobileMenu({ onClose }: { onClose(): void }) {
  const resourceSections = useVisibleResourceSections();
  const { user, signIn, signOut } = useAuth();
  const [openSection, setOpenSection] = useState<string | null>(resourceSections[0]?.name ?? null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-[60] lg:hidden" role="dialog" aria-modal="true" aria-label="Menu">
      <button
        type="button"
        aria-label="Close menu"
        tabIndex={-1}
        className="absolute inset-0 bg-slate-950/60"
        onClick={onClose}
      />
      <div className="absolute inset-y-0 right-0 flex w-full animate-slide-in flex-col overflow-y-auto bg-white dark:bg-slate-950 sm:max-w-md sm:border-l sm:border-slate-800">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <Logo compact />
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label="Close menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="h-6 w-6" aria-hidden />
            </button>
          </div>
        </div>

        <div className="border-b border-slate-200 p-4 dark:border-slate-800">
          {user ? (
            <div className="space-y-3">
              <UserIdentity user={user} avatarSize={48} />
              <StreakBadgeSlot placement="mobile-panel" />
              <div className="grid grid-cols-2 gap-2">
                <Link
                  to="/profile"
                  onClick={onClose}
                  className="flex items-center justify-center gap-2 rounded-lg border border-slate-300 py-2 text-sm font-medium dark:border-slate-700"
                >
                  <UserIcon className="h-4 w-4" aria-hidden /> My Profile
                </Link>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    void signOut();
                  }}
                  className="flex items-center justify-center gap-2 rounded-lg bg-rose-500/10 py-2 text-sm font-medium text-rose-600 dark:text-rose-400"
                >
                  <LogOut className="h-4 w-4" aria-hidden /> Logout
                </button>
              </div>
              <StaffLinks onNavigate={onClose} className="-mx-3" />
            </div>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Sign in to track your progress, run code and keep your streak.
              </p>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  signIn();
                }}
                className="flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 py-2.5 text-sm font-semibold text-white hover:bg-indigo-500"
              >
                <LogIn className="h-4 w-4" aria-hidden /> Login
              </button>
            </div>
          )}
        </div>

        <nav aria-label="Resources" className="flex-1 p-2">
          <div className="border-b border-slate-100 px-0 py-1 dark:border-slate-900">
            <TodayLink onClick={onClose} />
          </div>
          {resourceSections.map((section) => {
            const expanded = openSection === section.name;
            const panelId = `mobile-section-${section.name.replace(/\s+/g, '-').toLowerCase()}`;
            return (
              <div key={section.name} className="border-b border-slate-100 last:border-0 dark:border-slate-900">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpenSection(expanded ? null : section.name)}
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left font-medium"
                >
                  <span className={`inline-flex h-8 w-8 items-center justify-center rounded-lg ${section.colors}`}>
                    <section.icon className="h-4 w-4" aria-hidden />
                  </span>
                  <span className="flex-1">{section.name}</span>
                  <ChevronDown className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`} aria-hidden />
                </button>
                {expanded && (
                  <ul id={panelId} className="mb-2 ml-14 space-y-1">
                    {section.subSections.map((link) => (
                      <li key={link.name}>
                        <Link
                          to={link.route}
                          onClick={onClose}
                          className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                        >
                          {link.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </nav>
      </div>
    </div>
  );
}
