import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { authKeys, fetchAuthDebug } from '../../lib/auth/auth-api';
import { useAuth } from '../../lib/auth/auth-provider';

/** Internal page: what the browser and the server know about this sign-in. */
export function ProfileDebugPage() {
  usePageTitle('Profile debug');
  const { user, status, signIn, refresh } = useAuth();
  const debug = useQuery({ queryKey: authKeys.debug, queryFn: fetchAuthDebug });
  const facts = user
    ? [
        ['Name', user.name],
        ['Email', user.email],
        ['Avatar', user.avatar ? 'present' : 'missing (initial shown)'],
        // U+2011 (non-breaking hyphen): "sign-in" never splits across lines on a phone.
        ['Google id', user.googleId ?? 'none (development sign\u2011in)'],
      ]
    : [];
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Profile debug</h1>
      <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 className="mb-3 font-semibold">Logged-in status</h2>
        {status === 'loading' ? (
          <Spinner label="Checking…" className="justify-start" />
        ) : (
          <p className="flex items-center gap-2">
            {user ? (
              <CheckCircle2 className="h-5 w-5 text-emerald-500" aria-hidden />
            ) : (
              <XCircle className="h-5 w-5 text-rose-500" aria-hidden />
            )}
            {user ? 'Signed in' : 'Signed out'}
          </p>
        )}
        {facts.length > 0 && (
          <dl className="mt-4 grid grid-cols-[8rem_minmax(0,1fr)] gap-y-2 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
                <dd className="wrap-anywhere">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 className="mb-3 font-semibold">Server session</h2>
        {debug.isPending && <Spinner label="Loading…" className="justify-start" />}
        {debug.isError && <p className="text-sm text-rose-600">{errorMessage(debug.error)}</p>}
        {debug.data && (
          <pre className="overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-900">
            {JSON.stringify(debug.data, null, 2)}
          </pre>
        )}
      </div>
      <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 className="mb-3 font-semibold">Next steps</h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
          <li>If you are signed out here but expected otherwise, sign in again and come back to this page.</li>
          <li>If the server session says authenticated but the page does not, reload to re-check.</li>
          <li>Cookies must be allowed for this site; in a split deployment the session token is sent as a header.</li>
        </ol>
        <div className="mt-4 flex gap-2">
          <Button variant="secondary" onClick={() => void refresh()}>
            Re-check
          </Button>
          {!user && <Button onClick={signIn}>Login</Button>}
        </div>
      </div>
    </section>
  );
}
