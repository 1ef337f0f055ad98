import {
  type PlatformId,
  type Profile,
  ProfileResponseSchema,
  PublicProfileResponseSchema,
  type UpdateBasicRequest,
  type UpdatePlatformsRequest,
  ValidateUsernameResponseSchema,
} from '@codingkaro/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export const NEW_USER_MISSING: PlatformId[] = ['leetcode', 'github', 'geeksforgeeks'];

/** Spec 4 "Profile load": the new-user default (a 404, or any failure before data exists). */
export function newUserProfile(user: { name: string; email: string; avatar: string | null }): Profile {
  return {
    email: user.email,
    name: user.name || 'User',
    handle: user.email.split('@')[0] ?? user.email,
    avatar: user.avatar,
    bio: '',
    location: '',
    website: '',
    linkedin: '',
    instagram: '',
    github: '',
    isPublic: false,
    publicHandle: null,
    missingPlatforms: NEW_USER_MISSING,
    platformStats: {},
    practice: { calendar: { days: {}, bucket: 'local', years: [] }, recent: [] },
  };
}

export interface LoadedProfile {
  profile: Profile | null;
  isNewUser: boolean;
}

/** GET /api/profile/user; a 404 means no profile yet. */
export async function fetchProfile(email: string): Promise<LoadedProfile> {
  try {
    const response = await apiRequest('/api/profile/user', ProfileResponseSchema, { query: { email } });
    return { profile: response.profile, isNewUser: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { profile: null, isNewUser: true };
    if (error instanceof ApiError) throw new ApiError(error.status, `HTTP error! status: ${error.status}`);
    throw error;
  }
}

export const myProfileQuery = (email: string) =>
  queryOptions({ queryKey: profileKeys.mine, queryFn: () => fetchProfile(email), staleTime: 60_000, retry: false });

export const useMyProfile = (email: string | null) => useQuery({ ...myProfileQuery(email ?? ''), enabled: Boolean(email) });

/** Mutations answer the whole profile; the cache is replaced with it. */
function useProfileMutation<T>(send: (input: T) => Promise<Profile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => client.setQueryData<LoadedProfile>(profileKeys.mine, { profile, isNewUser: false }),
  });
}

export const useUpdatePlatforms = () =>
  useProfileMutation((body: UpdatePlatformsRequest) =>
    apiRequest('/api/profile/update', ProfileResponseSchema, { method: 'POST', body }).then((r) => r.profile),
  );

export const useUpdateBasic = () =>
  useProfileMutation((body: UpdateBasicRequest) =>
    apiRequest('/api/profile/update-basic', ProfileResponseSchema, { method: 'POST', body }).then((r) => r.profile),
  );

export const useRefreshProfile = () =>
  useProfileMutation(() =>
    apiRequest('/api/profile/refresh', ProfileResponseSchema, { method: 'POST', body: {} }).then((r) => r.profile),
  );

export const useSetVisibility = () =>
  useProfileMutation((isPublic: boolean) =>
    apiRequest('/api/profile/visibility', ProfileResponseSchema, { method: 'POST', body: { isPublic } }).then((r) => r.profile),
  );

/** POST /api/profile/validate: true when the platform knows the username. */
export async function validateUsername(platform: PlatformId, username: string): Promise<boolean> {
  const response = await apiRequest('/api/profile/validate', ValidateUsernameResponseSchema, {
    method: 'POST',
    body: { [platform]: username },
  });
  return Boolean(response[platform]);
}

export const usePublicProfile = (handle: string) =>
  useQuery({
    queryKey: profileKeys.public(handle),
    queryFn: () =>
      apiRequest(`/api/profile/public/${encodeURIComponent(handle)}`, PublicProfileResponseSchema).then((r) => r.profile),
    retry: false,
  });

/** POST /api/profile/handle: the learner's chosen public address. */
export const useSetPublicHandle = () =>
  useProfileMutation((handle: string) =>
    apiRequest('/api/profile/handle', ProfileResponseSchema, { method: 'POST', body: { handle } }).then((r) => r.profile),
  );
