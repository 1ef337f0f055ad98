import { emptyPlatformStats, type PlatformEntry, type PlatformId, type PlatformStats, type Profile } from '@codingkaro/contracts';

/** A stats object with nothing known; tests fill in what they need. */
export function stats(overrides: Partial<PlatformStats> = {}): PlatformStats {
  return { ...emptyPlatformStats(), ...overrides };
}

export const entry = (s: PlatformStats | null, username = 'someone'): PlatformEntry => ({
  username,
  status: s ? 'ok' : 'error',
  message: s ? null : 'timed out after 10 s',
  stats: s,
  fetchedAt: s ? '2026-01-05T10:00:00.000Z' : null,
  stale: false,
});

export function profileWith(platforms: Partial<Record<PlatformId, PlatformEntry>>, overrides: Partial<Profile> = {}): Profile {
  return {
    email: 'asha@example.com',
    name: 'Asha Rao',
    handle: 'asha',
    avatar: null,
    bio: '',
    location: '',
    website: '',
    linkedin: '',
    instagram: '',
    github: '',
    isPublic: false,
    publicHandle: null,
    missingPlatforms: [],
    platformStats: platforms,
    practice: { calendar: { days: {}, bucket: 'local', years: [] }, recent: [] },
    ...overrides,
  };
}
