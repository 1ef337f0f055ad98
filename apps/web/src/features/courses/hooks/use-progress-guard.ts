import { useCallback, useLayoutEffect, useRef } from 'react';
import { useAuth } from '../../../lib/auth/auth-provider';
import { notify } from '../../../lib/notify';

export const LOGIN_TO_TRACK = 'Please login to track your progress';
export const EMAIL_NOT_FOUND = 'User email not found. Please log in again.';

/**
 * Spec 5: progress changes need a signed-in user with an email. Returns the email to send, or null
 * after telling a guest to sign in (and starting sign-in) or a user without an email to sign in again.
 * The returned function never changes identity, so memoised question rows do not re-render on
 * every address-bar change.
 */
export function useProgressGuard(): () => string | null {
  const auth = useAuth();
  const latest = useRef(auth);
  useLayoutEffect(() => {
    latest.current = auth;
  });
  return useCallback(() => {
    const { user, status, signIn } = latest.current;
    if (status !== 'signed-in' || !user) {
      notify.warning(LOGIN_TO_TRACK);
      signIn();
      return null;
    }
    if (!user.email) {
      notify.error(EMAIL_NOT_FOUND);
      return null;
    }
    return user.email;
  }, []);
}
