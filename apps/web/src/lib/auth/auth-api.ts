import {
  AuthDebugResponseSchema,
  AuthProvidersResponseSchema,
  CurrentUserResponseSchema,
  type DevLoginRequest,
  DevLoginResponseSchema,
  LogoutResponseSchema,
  type User,
} from '@codingkaro/contracts';
import { ApiError, apiRequest } from '../api-client';
import { clearLoginFlags } from '../storage';

export const authKeys = {
  currentUser: ['auth', 'current-user'] as const,
  providers: ['auth', 'providers'] as const,
  debug: ['auth', 'debug'] as const,
};

/**
 * The signed-in user, or null. A 401 clears the stored login flags; another failed status signs
 * out without clearing; a network failure is rethrown so the last known user is kept.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    const response = await apiRequest('/api/auth/current-user', CurrentUserResponseSchema);
    return response.user;
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401) clearLoginFlags();
      return null;
    }
    console.warn('Auth check failed', error);
    throw error;
  }
}

export const fetchAuthProviders = () => apiRequest('/api/auth/providers', AuthProvidersResponseSchema);
export const fetchAuthDebug = () => apiRequest('/api/auth/debug', AuthDebugResponseSchema);
export const postLogout = () => apiRequest('/api/auth/logout', LogoutResponseSchema, { method: 'POST' });
export const postDevLogin = (body: DevLoginRequest) =>
  apiRequest('/api/auth/dev-login', DevLoginResponseSchema, { method: 'POST', body });
