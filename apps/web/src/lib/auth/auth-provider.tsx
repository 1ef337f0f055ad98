import type { User } from '@codingkaro/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { env } from '../../config/env';
import { useLocation, useNavigate } from '../router';
import { clearAuthStorage, readStorage, storageKeys, writeStorage } from '../storage';
import { authKeys, fetchAuthProviders, fetchCurrentUser, postLogout } from './auth-api';
import { resetViewerScopedQueries } from './viewer-scoped';

export const AUTH_RECHECK_MS = 300_000;
export const SIGN_IN_RETURN_DELAY_MS = 1000;

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthContextValue {
  user: User | null;
  status: AuthStatus;
  /** Starts sign-in and comes back to the current page afterwards. */
  signIn(): void;
  signOut(): Promise<void>;
  refresh(): Promise<unknown>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Reads the sign-in hand-off from the address bar once, before the first auth check. */
function takeSignInHandOff(): { returned: boolean; failed: boolean } {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  const returned = url.searchParams.get('auth') === 'success';
  const failed = url.searchParams.has('error');
  if (token) writeStorage(storageKeys.sessionToken, token);
  if (failed) clearAuthStorage();
  if (token || returned || failed) {
    for (const key of ['token', 'auth', 'error']) url.searchParams.delete(key);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return { returned, failed };
}

const handOff = typeof window === 'undefined' ? { returned: false, failed: false } : takeSignInHandOff();

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const currentUser = useQuery({
    queryKey: authKeys.currentUser,
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data ? AUTH_RECHECK_MS : false),
  });
  const providers = useQuery({ queryKey: authKeys.providers, queryFn: fetchAuthProviders, staleTime: Infinity });

  const user = currentUser.data ?? null;

  useEffect(() => {
    if (user) {
      writeStorage(storageKeys.isLoggedIn, 'true');
      writeStorage(storageKeys.userEmail, user.email);
    }
  }, [user]);

  // The first answer only settles who the viewer is; any later change of viewer makes their answers stale.
  const viewerId = currentUser.isPending ? undefined : (user?.id ?? null);
  const settledViewer = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (viewerId === undefined) return;
    if (settledViewer.current !== undefined && settledViewer.current !== viewerId) void resetViewerScopedQueries(queryClient);
    settledViewer.current = viewerId;
  }, [viewerId, queryClient]);

  // Back from sign-in: re-check after a moment, then go to the page the user started from.
  useEffect(() => {
    if (!handOff.returned) return;
    handOff.returned = false;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
      const redirect = readStorage(storageKeys.redirectPath);
      writeStorage(storageKeys.redirectPath, null);
      if (redirect && redirect !== '/' && redirect.startsWith('/') && !redirect.startsWith('//')) navigate(redirect);
    }, SIGN_IN_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, queryClient]);

  // Re-check when the tab becomes visible again while signed in.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && queryClient.getQueryData(authKeys.currentUser)) {
        void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient]);

  const signIn = useCallback(() => {
    const returnTo = `${location.pathname}${location.search}`;
    writeStorage(storageKeys.redirectPath, returnTo);
    const query = new URLSearchParams({ returnTo });
    if (providers.data?.google) window.location.assign(`${env.apiUrl}/api/auth/google?${query}`);
    else navigate(`/login?${query}`);
  }, [location.pathname, location.search, navigate, providers.data?.google]);

  const signOut = useCallback(async () => {
    try {
      await postLogout();
      clearAuthStorage();
      queryClient.setQueryData(authKeys.currentUser, null);
      navigate('/');
    } catch (error) {
      console.warn('Logout failed; signed out locally', error);
      clearAuthStorage();
      queryClient.setQueryData(authKeys.currentUser, null);
    }
  }, [navigate, queryClient]);

  const status: AuthStatus = currentUser.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  const value = useMemo<AuthContextValue>(
    () => ({ user, status, signIn, signOut, refresh: () => currentUser.refetch() }),
    [user, status, signIn, signOut, currentUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
