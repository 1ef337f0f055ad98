import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/auth/auth-provider';
import { notify } from '../../../lib/notify';
import { testUser } from '../../../testing/fake-api';
import { useProgressGuard } from './use-progress-guard';

vi.mock('../../../lib/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('../../../lib/auth/auth-provider', () => ({ useAuth: vi.fn() }));

const signIn = vi.fn();
const auth = (value: Partial<ReturnType<typeof useAuth>>) =>
  vi.mocked(useAuth).mockReturnValue({ user: null, status: 'signed-out', signIn, signOut: vi.fn(), refresh: vi.fn(), ...value });

beforeEach(() => vi.clearAllMocks());

describe('useProgressGuard', () => {
  it("returns the signed-in user's email", () => {
    auth({ user: testUser, status: 'signed-in' });
    expect(renderHook(() => useProgressGuard()).result.current()).toBe('asha@example.com');
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('warns guests and starts sign-in', () => {
    auth({});
    expect(renderHook(() => useProgressGuard()).result.current()).toBeNull();
    expect(notify.warning).toHaveBeenCalledWith('Please login to track your progress');
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('asks a user without an email to log in again', () => {
    auth({ user: { ...testUser, email: '' }, status: 'signed-in' });
    expect(renderHook(() => useProgressGuard()).result.current()).toBeNull();
    expect(notify.error).toHaveBeenCalledWith('User email not found. Please log in again.');
  });

  it('keeps one function across renders and uses the latest user', () => {
    auth({});
    const hook = renderHook(() => useProgressGuard());
    const first = hook.result.current;
    auth({ user: testUser, status: 'signed-in' });
    hook.rerender();
    expect(hook.result.current).toBe(first);
    expect(first()).toBe('asha@example.com');
  });
});
