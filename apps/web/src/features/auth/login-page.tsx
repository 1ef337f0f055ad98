import { DevLoginRequestSchema } from '@codingkaro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical, LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { env } from '../../config/env';
import { errorMessage } from '../../lib/api-client';
import { authKeys, fetchAuthProviders, postDevLogin } from '../../lib/auth/auth-api';
import { useAuth } from '../../lib/auth/auth-provider';
import { issueText } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { Redirect, useNavigate, useSearchParams } from '../../lib/router';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

const safeReturnPath = (value: string | null) => (value?.startsWith('/') && !value.startsWith('//') ? value : '/');

/** Sign-in screen: Google when configured, otherwise the clearly labelled local development sign-in. */
export function LoginPage() {
  usePageTitle('Sign in');
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo') ?? readStorage(storageKeys.redirectPath));
  const { user } = useAuth();
  const providers = useQuery({ queryKey: authKeys.providers, queryFn: fetchAuthProviders, staleTime: Infinity });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const signIn = useMutation({
    mutationFn: postDevLogin,
    onSuccess: (response) => {
      queryClient.setQueryData(authKeys.currentUser, response.user);
      writeStorage(storageKeys.redirectPath, null);
      notify.success(`Welcome, ${response.user.name}!`);
      navigate(returnTo, { replace: true });
    },
    onError: (error) => notify.error(errorMessage(error, 'Sign-in failed. Please try again.')),
  });

  if (user) return <Redirect to={returnTo} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DevLoginRequestSchema.safeParse({ name, email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setFieldError(issue ? issueText(issue, issue.path[0] === 'email' ? 'Email' : 'Name') : 'Check your details');
      return;
    }
    setFieldError(null);
    signIn.mutate(parsed.data);
  };

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-xl dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">Sign in to CodingKaro</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Track your progress, run code and keep your streak.</p>
        {providers.isPending && <Spinner className="mt-8" label="Checking sign-in options…" />}
        {providers.isError && (
          <p role="alert" className="mt-6 text-sm text-rose-600">
            Could not reach the server. {errorMessage(providers.error)}
          </p>
        )}
        {providers.data?.google && (
          <a
            href={`${env.apiUrl}/api/auth/google?${new URLSearchParams({ returnTo })}`}
            className="mt-8 flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 py-3 font-semibold text-white hover:bg-indigo-500"
          >
            <LogIn className="h-5 w-5" aria-hidden /> Continue with Google
          </a>
        )}
        {providers.data?.devLogin && (
          <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
            <div className="flex gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-800 dark:text-amber-200">
              <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
              <p>
                <strong>Local development sign-in.</strong> Google sign-in is not configured on this server, so any name and email
                signs you in here. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to use Google.
              </p>
            </div>
            <label className="block text-sm font-medium">
              Name
              <input
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoComplete="name"
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950"
              />
            </label>
            <label className="block text-sm font-medium">
              Email
              <input
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="email"
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950"
              />
            </label>
            {fieldError && (
              <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
                {fieldError}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={signIn.isPending}>
              {signIn.isPending ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        )}
        {providers.data && !providers.data.google && !providers.data.devLogin && (
          <p role="alert" className="mt-6 text-sm text-rose-600">
            Sign-in is not configured on this server. Ask the administrator to set up Google sign-in.
          </p>
        )}
      </div>
    </section>
  );
}
