import { LogIn, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AuthStatus } from '../../lib/auth/auth-provider';
import { Button } from '../ui/button';
import { cardClasses } from '../ui/card';
import { Spinner } from '../ui/spinner';

/**
 * A paid-service page (/cv-review, /mentorship, /support): the centred hero (icon, title, intro,
 * `details`), then `beforeGate`, then a spinner while the session loads, a sign-in card when signed
 * out (`signInPrompt`, button `signInLabel`, then `guestContent` when the page has something for
 * guests), or `children` when signed in.
 */
export function ServicePage({
  icon: Icon,
  title,
  intro,
  details,
  beforeGate,
  auth,
  signInPrompt,
  signInLabel,
  guestContent,
  children,
}: {
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  details?: ReactNode;
  beforeGate?: ReactNode;
  auth: { status: AuthStatus; user: unknown; signIn(): void };
  signInPrompt: string;
  signInLabel: string;
  guestContent?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 pb-20 pt-8 sm:px-6 lg:pt-10">
      <header className="mx-auto max-w-2xl text-center">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-indigo-500/15 text-indigo-600 dark:text-indigo-300">
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{intro}</p>
        {details}
      </header>
      {beforeGate}
      {auth.status === 'loading' ? (
        <Spinner label="Loading..." className="py-16" />
      ) : !auth.user ? (
        <>
          <div className="mx-auto mt-10 max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <p className="text-slate-700 dark:text-slate-300">{signInPrompt}</p>
            <Button className="mt-4" onClick={auth.signIn}>
              <LogIn className="h-4 w-4" aria-hidden /> {signInLabel}
            </Button>
          </div>
          {guestContent}
        </>
      ) : (
        children
      )}
    </div>
  );
}

/**
 * A titled section of a service page, named by its heading (`id`); `card` draws it as a panel,
 * `description` stands under the heading.
 */
export function ServiceSection({
  id,
  title,
  card = false,
  className = '',
  description,
  children,
}: {
  id: string;
  title: string;
  card?: boolean;
  className?: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const classes = [className, card ? cardClasses : ''].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={id} className={classes || undefined}>
      <h2 id={id} className={`${description ? 'mb-1' : 'mb-4'} text-lg font-semibold`}>
        {title}
      </h2>
      {description && <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      {children}
    </section>
  );
}
