import { LogOut, User as UserIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-provider';
import { Link, useLocation } from '../../lib/router';
import { useDismiss } from '../../lib/use-dismiss';
import { UserAvatar } from '../ui/user-avatar';
import { StaffLinks } from './staff-links';
import { UserIdentity } from './user-identity';

export const LOGOUT_DELAY_MS = 100;
export const profileLabels = ['Beginner', '2024', 'Global'];

/** Desktop avatar menu: name, email, fixed profile labels, My Profile and Logout. */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  if (!user) return null;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Account menu for ${user.name}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center rounded-full"
      >
        <UserAvatar name={user.name} src={user.avatar} size={36} />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 top-full z-50 mt-3 w-72 animate-fade-in overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
        >
          <UserIdentity
            user={user}
            avatarSize={44}
            className="border-b border-slate-200 p-4 dark:border-slate-800"
            nameClassName="text-slate-900 dark:text-white"
          />
          <div className="flex gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            {profileLabels.map((label) => (
              <span
                key={label}
                className="rounded-full bg-indigo-500/10 px-2.5 py-0.5 text-xs font-medium text-indigo-700 dark:text-indigo-300"
              >
                {label}
              </span>
            ))}
          </div>
          <StaffLinks className="border-b border-slate-200 p-2 dark:border-slate-800" />
          <div className="p-2">
            <Link
              to="/profile"
              className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <UserIcon className="h-4 w-4" aria-hidden /> My Profile
            </Link>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setTimeout(() => void signOut(), LOGOUT_DELAY_MS);
              }}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-500/10"
            >
              <LogOut className="h-4 w-4" aria-hidden /> Logout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
