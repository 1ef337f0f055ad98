import { z } from 'zod';

/** The six outside platforms a profile connects (spec 3, "platformStats"), in the spec's order. */
export const PLATFORM_IDS = ['leetcode', 'github', 'geeksforgeeks', 'codechef', 'codeforces', 'hackerrank'] as const;
export const PlatformIdSchema = z.enum(PLATFORM_IDS);
export type PlatformId = z.infer<typeof PlatformIdSchema>;

export interface PlatformInfo {
  id: PlatformId;
  name: string;
  description: string;
  /** The public profile page is this plus the username. */
  profileBaseUrl: string;
  /** Shown in the connect dialog as an example profile address. */
  exampleUsername: string;
  /** What a username may contain, in words (shown when the username is refused). */
  usernameRule: string;
}

export const PLATFORMS: Record<PlatformId, PlatformInfo> = {
  leetcode: {
    id: 'leetcode',
    name: 'LeetCode',
    description: 'Problems solved by difficulty, contest rating, badges and topics',
    profileBaseUrl: 'https://leetcode.com/u/',
    exampleUsername: 'your-username',
    usernameRule: 'letters, digits, "_" and "-" (up to 40)',
  },
  github: {
    id: 'github',
    name: 'GitHub',
    description: 'Repositories, stars, followers, languages and contributions',
    profileBaseUrl: 'https://github.com/',
    exampleUsername: 'octocat',
    usernameRule: 'letters, digits and single hyphens, not at the start or end (up to 39)',
  },
  geeksforgeeks: {
    id: 'geeksforgeeks',
    name: 'GeeksforGeeks',
    description: 'Problems solved by difficulty, coding score and streaks',
    profileBaseUrl: 'https://www.geeksforgeeks.org/user/',
    exampleUsername: 'your_handle',
    usernameRule: 'letters, digits, "_", "." and "-" (up to 50)',
  },
  codechef: {
    id: 'codechef',
    name: 'CodeChef',
    description: 'Rating, stars, contests, problems solved and submissions',
    profileBaseUrl: 'https://www.codechef.com/users/',
    exampleUsername: 'your_handle',
    usernameRule: 'letters, digits and "_" (up to 30)',
  },
  codeforces: {
    id: 'codeforces',
    name: 'Codeforces',
    description: 'Rating, rank, contests, problems solved and submissions',
    profileBaseUrl: 'https://codeforces.com/profile/',
    exampleUsername: 'tourist',
    usernameRule: 'letters, digits, "_", "." and "-" (3 to 24)',
  },
  hackerrank: {
    id: 'hackerrank',
    name: 'HackerRank',
    description: 'Skill badges, stars, challenges solved and submissions',
    profileBaseUrl: 'https://www.hackerrank.com/profile/',
    exampleUsername: 'your_handle',
    usernameRule: 'letters, digits, "_", "." and "-" (up to 40)',
  },
};

/**
 * Each platform's allowed username characters and length. Dots only (`.`, `..`) are refused: as a
 * path segment of the platform's URL they would walk up its path.
 */
export const USERNAME_PATTERNS: Record<PlatformId, RegExp> = {
  leetcode: /^[A-Za-z0-9_-]{1,40}$/,
  github: /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/,
  geeksforgeeks: /^(?!\.+$)[A-Za-z0-9_.-]{1,50}$/,
  codechef: /^[A-Za-z0-9_]{1,30}$/,
  codeforces: /^(?!\.+$)[A-Za-z0-9_.-]{3,24}$/,
  hackerrank: /^(?!\.+$)[A-Za-z0-9_.-]{1,40}$/,
};

export const USERNAME_REQUIRED = 'Username is required';
export const VALIDATE_FAILED = 'Failed to validate username. Please try again.';
export const USERNAME_VERIFIED = 'Username verified successfully!';
export const usernameNotFoundMessage = (username: string, platform: string) => `Username "${username}" not found on ${platform}`;

export function usernameProblem(platform: PlatformId, username: string): string | null {
  const trimmed = username.trim();
  if (!trimmed) return USERNAME_REQUIRED;
  if (!USERNAME_PATTERNS[platform].test(trimmed))
    return `A ${PLATFORMS[platform].name} username has ${PLATFORMS[platform].usernameRule}`;
  return null;
}

const count = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Day (YYYY-MM-DD) -> count, and how the platform buckets its days. */
export const ActivityCalendarSchema = z.object({
  days: z.record(isoDate, count),
  /** 'utc': the platform cuts days at UTC midnight; 'platform': in its own (unstated) zone; 'local': the user's zone. */
  bucket: z.enum(['utc', 'platform', 'local']),
  /** Years the calendar covers in full or part, newest first. */
  years: z.array(z.number().int()),
});
export type ActivityCalendar = z.infer<typeof ActivityCalendarSchema>;

export const RatingPointSchema = z.object({
  contest: z.string(),
  /** ISO 8601 instant the rating changed. */
  date: z.string(),
  rating: z.number(),
  rank: z.number().int().nullable(),
});
export type RatingPoint = z.infer<typeof RatingPointSchema>;

export const BadgeSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  /** ISO date the badge was earned, when the platform says. */
  date: z.string().nullable(),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const NamedCountSchema = z.object({ name: z.string(), count });
export type NamedCount = z.infer<typeof NamedCountSchema>;

export const RepositorySchema = z.object({
  name: z.string(),
  language: z.string().nullable(),
  stars: count,
  url: z.string(),
  pushedAt: z.string().nullable(),
});

/**
 * One platform's facts, normalised. Every number is what the platform returned; null means the
 * platform gave nothing for it (the page says so rather than showing a made-up figure).
 */
export const PlatformStatsSchema = z.object({
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  country: z.string().nullable(),
  organization: z.string().nullable(),
  problemsSolved: count.nullable(),
  /** By the platform's own difficulty labels (LeetCode Easy/Medium/Hard, GfG School..Hard, Codeforces by rating). */
  difficulty: z.array(NamedCountSchema).nullable(),
  submissions: z.object({ total: count.nullable(), accepted: count.nullable() }).nullable(),
  rating: z.number().nullable(),
  maxRating: z.number().nullable(),
  /** The platform's rank title (Codeforces "expert", CodeChef "3★", LeetCode "Knight"). */
  rankTitle: z.string().nullable(),
  globalRank: count.nullable(),
  contestsAttended: count.nullable(),
  ratingHistory: z.array(RatingPointSchema),
  calendar: ActivityCalendarSchema.nullable(),
  streak: z.object({ current: count.nullable(), max: count.nullable() }).nullable(),
  badges: z.array(BadgeSchema),
  languages: z.array(NamedCountSchema),
  topics: z.array(NamedCountSchema),
  /** A platform-specific score (GfG coding score, HackerRank points). */
  score: z.number().nullable(),
  github: z
    .object({
      publicRepos: count,
      totalStars: count,
      followers: count,
      following: count,
      contributions: count.nullable(),
      repositories: z.array(RepositorySchema),
    })
    .nullable(),
});
export type PlatformStats = z.infer<typeof PlatformStatsSchema>;

/** Stats with nothing known: a fetcher fills in what its platform really returns. */
export function emptyPlatformStats(): PlatformStats {
  return {
    displayName: null,
    avatar: null,
    country: null,
    organization: null,
    problemsSolved: null,
    difficulty: null,
    submissions: null,
    rating: null,
    maxRating: null,
    rankTitle: null,
    globalRank: null,
    contestsAttended: null,
    ratingHistory: [],
    calendar: null,
    streak: null,
    badges: [],
    languages: [],
    topics: [],
    score: null,
    github: null,
  };
}

export const PlatformEntrySchema = z.object({
  username: z.string(),
  /** ok: stats below; not-found: the platform has no such user; error: no stats could be fetched. */
  status: z.enum(['ok', 'not-found', 'error']),
  /** Why the last fetch failed, fit to show ("timed out after 10 s"); null when it worked. */
  message: z.string().nullable(),
  stats: PlatformStatsSchema.nullable(),
  /** When the shown stats were fetched (ISO 8601). */
  fetchedAt: z.string().nullable(),
  /** The stats are older than the freshness window (a refresh failed or is running). */
  stale: z.boolean(),
});
export type PlatformEntry = z.infer<typeof PlatformEntrySchema>;

export const PracticeItemSchema = z.object({
  kind: z.enum(['solved', 'submitted', 'sheet']),
  title: z.string(),
  at: z.string(),
});
export type PracticeItem = z.infer<typeof PracticeItemSchema>;

export const ProfileSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** The email's part before the at-sign. */
  handle: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  linkedin: z.string(),
  instagram: z.string(),
  github: z.string(),
  /** The public page /u/{publicHandle} and the SVG card are on. */
  isPublic: z.boolean(),
  publicHandle: z.string().nullable(),
  missingPlatforms: z.array(PlatformIdSchema),
  platformStats: z.record(PlatformIdSchema, PlatformEntrySchema),
  /** This site's own practice (accepted submissions, sheet questions), in the user's time zone. */
  practice: z.object({ calendar: ActivityCalendarSchema, recent: z.array(PracticeItemSchema) }),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ success: z.literal(true), profile: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

export const ProfileQuerySchema = z.object({ email: z.string().max(254).optional() });

const optionalEmail = z.string().trim().toLowerCase().max(254).optional();

/** POST /api/profile/update: `{platform: username}`; an empty string disconnects. */
export const UpdatePlatformsRequestSchema = z
  .object({ email: optionalEmail })
  .extend(
    Object.fromEntries(PLATFORM_IDS.map((id) => [id, z.string().trim().max(60).optional()])) as Record<
      PlatformId,
      z.ZodOptional<z.ZodString>
    >,
  )
  .superRefine((body, ctx) => {
    for (const id of PLATFORM_IDS) {
      const value = body[id];
      if (value && !USERNAME_PATTERNS[id].test(value)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [id], message: usernameProblem(id, value) ?? 'invalid' });
      }
    }
  });
export type UpdatePlatformsRequest = z.infer<typeof UpdatePlatformsRequestSchema>;

/** The profile form's limits: the form's inputs stop there and the messages say them. */
export const PROFILE_LIMITS = { name: 80, bio: 500, location: 100, website: 200, social: 100 } as const;

const socialUsername = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.social, `Keep the username under ${PROFILE_LIMITS.social} characters`)
  .regex(/^[A-Za-z0-9_.-]*$/, 'Use the username only (letters, digits, "_", "." and "-")');

export const UpdateBasicRequestSchema = z.object({
  email: optionalEmail,
  name: z.string().trim().max(PROFILE_LIMITS.name, `Keep the name under ${PROFILE_LIMITS.name} characters`),
  bio: z.string().trim().max(PROFILE_LIMITS.bio, `Keep the bio under ${PROFILE_LIMITS.bio} characters`),
  location: z.string().trim().max(PROFILE_LIMITS.location, `Keep the location under ${PROFILE_LIMITS.location} characters`),
  /** URL type; https:// is added when no http prefix is given. */
  website: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.website, `Keep the website under ${PROFILE_LIMITS.website} characters`)
    .refine((value) => value === '' || isWebAddress(value), 'Enter a valid website address'),
  linkedin: socialUsername,
  instagram: socialUsername,
  github: socialUsername,
});
export type UpdateBasicRequest = z.infer<typeof UpdateBasicRequestSchema>;

export function withScheme(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(withScheme(value));
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** POST /api/profile/validate: one key named after the platform holding the trimmed username. */
export const ValidateUsernameRequestSchema = z
  .object(
    Object.fromEntries(PLATFORM_IDS.map((id) => [id, z.string().trim().max(60).optional()])) as Record<
      PlatformId,
      z.ZodOptional<z.ZodString>
    >,
  )
  .refine((body) => PLATFORM_IDS.filter((id) => body[id] !== undefined).length === 1, 'Name exactly one platform');
export const ValidateUsernameResponseSchema = z
  .object({ success: z.literal(true) })
  .extend(
    Object.fromEntries(PLATFORM_IDS.map((id) => [id, z.boolean().optional()])) as Record<PlatformId, z.ZodOptional<z.ZodBoolean>>,
  );
export type ValidateUsernameResponse = z.infer<typeof ValidateUsernameResponseSchema>;

export const UpdateVisibilityRequestSchema = z.object({ isPublic: z.boolean() });

/** A public handle the learner chooses: 3-30 lower-case letters, digits, "-" or "_", starting and ending with a letter or digit. */
export const PUBLIC_HANDLE_MIN = 3;
export const PUBLIC_HANDLE_MAX = 30;
export const PUBLIC_HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/;
/** Addresses that would read as the site's own pages or staff. */
export const RESERVED_PUBLIC_HANDLES = [
  'admin',
  'administrator',
  'api',
  'codingkaro',
  'help',
  'me',
  'mentor',
  'moderator',
  'null',
  'official',
  'root',
  'settings',
  'staff',
  'support',
  'system',
  'undefined',
] as const;

/** Why a handle cannot be used, in words, or null when it can. */
export function publicHandleProblem(handle: string): string | null {
  if (handle.length < PUBLIC_HANDLE_MIN) return `Use at least ${PUBLIC_HANDLE_MIN} characters`;
  if (handle.length > PUBLIC_HANDLE_MAX) return `Use at most ${PUBLIC_HANDLE_MAX} characters`;
  if (!PUBLIC_HANDLE_PATTERN.test(handle)) {
    return 'Use lower-case letters, digits, "-" and "_", starting and ending with a letter or digit';
  }
  if ((RESERVED_PUBLIC_HANDLES as readonly string[]).includes(handle)) return 'That handle is reserved; choose another';
  return null;
}

/** POST /api/profile/handle: the learner's chosen public address (/u/{handle}). */
export const UpdatePublicHandleRequestSchema = z.object({
  handle: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((handle, ctx) => {
      const problem = publicHandleProblem(handle);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    }),
});
export type UpdatePublicHandleRequest = z.infer<typeof UpdatePublicHandleRequestSchema>;

/** What anyone may see at /u/{handle}: no email, no social links unless the owner typed them in. */
export const PublicProfileSchema = z.object({
  name: z.string(),
  handle: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  platformStats: z.record(PlatformIdSchema, PlatformEntrySchema),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
export const PublicProfileResponseSchema = z.object({ success: z.literal(true), profile: PublicProfileSchema });
export const PublicHandleParamsSchema = z.object({ handle: z.string().regex(/^[a-z0-9_.-]{1,64}$/) });
export const CardParamsSchema = z.object({ file: z.string().regex(/^[a-z0-9_.-]{1,64}\.svg$/) });
export const CardQuerySchema = z.object({ theme: z.enum(['light', 'dark']).default('light') });
