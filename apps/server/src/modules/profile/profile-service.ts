import { randomBytes } from 'node:crypto';
import {
  PLATFORM_IDS,
  type PlatformEntry,
  type PlatformId,
  type PracticeItem,
  type Profile,
  type PublicProfile,
  type UpdateBasicRequest,
  type UpdatePlatformsRequest,
} from '@codingkaro/contracts';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { PracticeEvent, PracticeRepository } from './practice-repository';
import type { ProfileRepository, StoredProfile } from './profile-repository';
import { JUST_CONNECTED_MS, type StatsService } from './stats-service';

/** The signed-in user as the session gives it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
}

/** Spec 4: a profile with nothing saved yet starts with these three missing. */
export const DEFAULT_MISSING_PLATFORMS: PlatformId[] = ['leetcode', 'github', 'geeksforgeeks'];
export const RECENT_PRACTICE_SHOWN = 8;

export interface ProfileServiceDeps {
  profiles: ProfileRepository;
  practice: PracticeRepository;
  stats: StatsService;
  now?: () => number;
}

/** The email's part before the at-sign (spec 2, profile card). */
export const handleOf = (email: string) => email.split('@')[0] ?? email;

export const HANDLE_TAKEN = 'That handle is taken; choose another';

/** The handle a profile gets when it first goes public: random, so the address never reveals the sign-in email. */
export function randomPublicHandle(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(8);
  let suffix = '';
  for (const byte of bytes) suffix += letters[byte % letters.length];
  return `learner-${suffix}`;
}

/** The spec's clients send the email; it is only compared with the session's (403 when it differs). */
export function assertOwnEmail(user: SessionUser, email: string | undefined) {
  if (email !== undefined && email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw forbidden('You can only view or change your own profile');
  }
}

function practiceTitle(event: PracticeEvent): string {
  if (event.kind === 'solved') return `Solved ${event.subject}`;
  if (event.kind === 'submitted') return `Submitted ${event.subject}`;
  return 'Completed a sheet question';
}

export function createProfileService(deps: ProfileServiceDeps) {
  const { profiles, practice, stats } = deps;
  const now = deps.now ?? Date.now;

  /** `justConnected`: platforms whose card must show data fetched now, not an earlier lookup's. */
  async function platformEntries(userId: string, force = false, justConnected: ReadonlySet<PlatformId> = new Set()) {
    const connected = await profiles.platforms(userId);
    const entries = await Promise.all(
      [...connected].map(
        async ([platform, username]) =>
          [
            platform,
            await stats.entry(platform, username, {
              force,
              ...(justConnected.has(platform) ? { maxAgeMs: JUST_CONNECTED_MS } : {}),
            }),
          ] as const,
      ),
    );
    return Object.fromEntries(entries) as Partial<Record<PlatformId, PlatformEntry>>;
  }

  async function practiceOf(userId: string): Promise<Profile['practice']> {
    const from = `${new Date(now()).getUTCFullYear() - 1}-01-01`;
    const days = await practice.countsByDay(userId, from);
    const recent = await practice.recent(userId, RECENT_PRACTICE_SHOWN);
    const years = [...new Set([...days.keys()].map((day) => Number(day.slice(0, 4))))].sort((a, b) => b - a);
    return {
      calendar: { days: Object.fromEntries(days), bucket: 'local', years },
      recent: recent.map(
        (event): PracticeItem => ({ kind: event.kind, title: practiceTitle(event), at: event.at.toISOString() }),
      ),
    };
  }

  function view(
    user: SessionUser,
    stored: StoredProfile | undefined,
    platformStats: Profile['platformStats'],
    practiceData: Profile['practice'],
  ): Profile {
    return {
      email: user.email,
      name: stored?.displayName || user.name || 'User',
      handle: handleOf(user.email),
      avatar: user.avatar,
      bio: stored?.bio ?? '',
      location: stored?.location ?? '',
      website: stored?.website ?? '',
      linkedin: stored?.linkedin ?? '',
      instagram: stored?.instagram ?? '',
      github: stored?.github ?? '',
      isPublic: stored?.isPublic ?? false,
      publicHandle: stored?.isPublic ? (stored.publicHandle ?? null) : null,
      missingPlatforms: PLATFORM_IDS.filter((id) => !platformStats[id]),
      platformStats,
      practice: practiceData,
    };
  }

  async function load(
    user: SessionUser,
    options: { force?: boolean; justConnected?: ReadonlySet<PlatformId> } = {},
  ): Promise<Profile> {
    const stored = await profiles.find(user.id);
    if (!stored) throw notFound('No profile yet');
    const [platformStats, practiceData] = await Promise.all([
      platformEntries(user.id, options.force, options.justConnected),
      practiceOf(user.id),
    ]);
    return view(user, stored, platformStats, practiceData);
  }

  async function unusedRandomHandle(): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = randomPublicHandle();
      if (!(await profiles.handleTaken(candidate))) return candidate;
    }
    throw new AppError(409, 'Could not choose a public address; please try again');
  }

  return {
    load,
    refresh: (user: SessionUser) => load(user, { force: true }),

    async updatePlatforms(user: SessionUser, body: UpdatePlatformsRequest): Promise<Profile> {
      await profiles.ensure(user.id);
      const before = await profiles.platforms(user.id);
      const justConnected = new Set<PlatformId>();
      for (const platform of PLATFORM_IDS) {
        const username = body[platform];
        if (username === undefined) continue;
        if (username === '') await profiles.disconnect(user.id, platform);
        else {
          await profiles.connect(user.id, platform, username);
          if (before.get(platform)?.toLowerCase() !== username.toLowerCase()) justConnected.add(platform);
        }
      }
      return load(user, { justConnected });
    },

    async updateBasic(user: SessionUser, body: UpdateBasicRequest): Promise<Profile> {
      const { email: _email, name, ...rest } = body;
      await profiles.saveBasic(user.id, { displayName: name, ...rest });
      return load(user);
    },

    async setVisibility(user: SessionUser, isPublic: boolean): Promise<Profile> {
      await profiles.ensure(user.id);
      const stored = await profiles.find(user.id);
      const handle = isPublic && !stored?.publicHandle ? await unusedRandomHandle() : null;
      await profiles.setPublic(user.id, isPublic, handle);
      return load(user);
    },

    /** The learner's chosen public address; validated by the request schema, unique across profiles. */
    async setPublicHandle(user: SessionUser, handle: string): Promise<Profile> {
      await profiles.ensure(user.id);
      const stored = await profiles.find(user.id);
      if (stored?.publicHandle === handle) return load(user);
      if (await profiles.handleTaken(handle)) throw new AppError(409, HANDLE_TAKEN);
      try {
        await profiles.setHandle(user.id, handle);
      } catch (error) {
        // Another learner took it between the check and the write.
        if (isUniqueViolation(error)) throw new AppError(409, HANDLE_TAKEN);
        throw error;
      }
      return load(user);
    },

    /** What anyone may see of an opted-in profile: no email, no practice history. */
    async publicProfile(handle: string): Promise<PublicProfile> {
      const found = await profiles.findPublic(handle);
      if (!found) throw notFound('No public profile at this address');
      const platformStats = await platformEntries(found.userId);
      return {
        name: found.profile.displayName || found.name || 'User',
        handle,
        avatar: found.avatar,
        bio: found.profile.bio,
        location: found.profile.location,
        website: found.profile.website,
        platformStats,
      };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
