import { Link2, LogIn, RefreshCw, UserCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export function LoggedOutProfile({ onSignIn }: { onSignIn(): void }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <UserCircle2 className="h-14 w-14 text-indigo-500" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Access Your Profile</h1>
      <p className="text-slate-600 dark:text-slate-400">Please log in to view and manage your multi-platform coding profile.</p>
      <Button size="lg" onClick={onSignIn}>
        <LogIn className="h-5 w-5" aria-hidden /> Log In with Google
      </Button>
    </section>
  );
}

export function LoadingProfile() {
  return <Spinner label="Loading your profile..." className="py-32" />;
}

export function ProfileLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Error Loading Profile</h1>
      <p className="text-slate-600 dark:text-slate-400">{message}</p>
      <Button onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden /> Try Again
      </Button>
    </section>
  );
}

export function NewUserBanner({ onConnect }: { onConnect(): void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-indigo-500/30 dark:bg-indigo-500/10">
      <div>
        <p className="font-semibold text-indigo-900 dark:text-indigo-100">Welcome to your coding profile!</p>
        <p className="text-sm text-indigo-800/80 dark:text-indigo-200/80">
          Connect your coding platforms to see your problems, ratings and activity in one place.
        </p>
      </div>
      <Button onClick={onConnect}>
        <Link2 className="h-4 w-4" aria-hidden /> Connect Platforms
      </Button>
    </div>
  );
}

/** The card every panel sits in. */
export function Panel({
  title,
  action,
  children,
  className = '',
}: {
  title?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      {(title || action) && (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title && <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
      <p className="font-medium text-slate-700 dark:text-slate-200">{title}</p>
      {hint && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{hint}</p>}
    </div>
  );
}
