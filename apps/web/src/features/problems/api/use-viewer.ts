import { useAuth } from '../../../lib/auth/auth-provider';

/**
 * Who the problem data is fetched for: the signed-in email, 'guest', or null while the auth check
 * is still running (queries wait, so a signed-in user never sees guest data first).
 */
export function useViewer(): string | null {
  const { user, status } = useAuth();
  if (status === 'loading') return null;
  return user ? user.email : 'guest';
}
