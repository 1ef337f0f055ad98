import { PLATFORM_IDS, PLATFORMS, type PlatformId, type PlatformStats, type Profile } from '@codingkaro/contracts';

type Entries = Profile['platformStats'];
const statsOf = (entries: Entries, id: PlatformId): PlatformStats | null => entries[id]?.stats ?? null;

export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';
export const RARITY_WEIGHT: Record<Rarity, number> = { legendary: 4, epic: 3, rare: 2, common: 1 };
export const RARITIES: Rarity[] = ['legendary', 'epic', 'rare', 'common'];

export interface Achievement {
  id: string;
  platform: PlatformId | 'overall';
  type: 'badge' | 'milestone' | 'rating' | 'social' | 'streak' | 'special';
  title: string;
  description: string;
  rarity: Rarity;
  date: string | null;
  progress: number | null;
}

/** The highest tier reached, or null. Tiers are [threshold, rarity] from low to high. */
function tier(value: number | null | undefined, tiers: [number, Rarity][]): [number, Rarity] | null {
  if (value == null) return null;
  let reached: [number, Rarity] | null = null;
  for (const t of tiers) if (value >= t[0]) reached = t;
  return reached;
}

/** Spec 9 thresholds; platform badges become common achievements with their real dates. */
export function achievements(profile: Profile, bestStreak: number): Achievement[] {
  const out: Achievement[] = [];
  const entries = profile.platformStats;
  const push = (a: Omit<Achievement, 'date'> & { date?: string | null }) => out.push({ date: null, ...a });

  const leetcode = statsOf(entries, 'leetcode');
  const solved = tier(leetcode?.problemsSolved, [
    [100, 'rare'],
    [500, 'epic'],
    [1000, 'legendary'],
  ]);
  if (solved && leetcode) {
    push({
      id: 'leetcode-solved',
      platform: 'leetcode',
      type: 'milestone',
      title: `${solved[0]}+ LeetCode Problems`,
      description: `Solved ${solved[0]} or more problems on LeetCode`,
      rarity: solved[1],
      progress: leetcode.problemsSolved,
    });
  }
  const rating = tier(leetcode?.rating, [
    [1600, 'epic'],
    [2000, 'legendary'],
  ]);
  if (rating && leetcode) {
    push({
      id: 'leetcode-rating',
      platform: 'leetcode',
      type: 'rating',
      title: `Contest Rating ${rating[0]}+`,
      description: `Reached a LeetCode contest rating of ${rating[0]}`,
      rarity: rating[1],
      progress: leetcode.rating,
    });
  }
  const github = statsOf(entries, 'github')?.github;
  const githubTiers: [string, string, number | undefined, [number, Rarity][], Achievement['type']][] = [
    [
      'github-repos',
      'Repositories',
      github?.publicRepos,
      [
        [50, 'rare'],
        [100, 'epic'],
      ],
      'milestone',
    ],
    [
      'github-stars',
      'Stars',
      github?.totalStars,
      [
        [100, 'epic'],
        [1000, 'legendary'],
      ],
      'social',
    ],
    [
      'github-followers',
      'Followers',
      github?.followers,
      [
        [100, 'epic'],
        [1000, 'legendary'],
      ],
      'social',
    ],
  ];
  for (const [id, label, value, tiers, type] of githubTiers) {
    const reached = tier(value, tiers);
    if (reached) {
      push({
        id,
        platform: 'github',
        type,
        title: `${reached[0]}+ GitHub ${label}`,
        description: `Reached ${reached[0]} ${label.toLowerCase()} on GitHub`,
        rarity: reached[1],
        progress: value ?? null,
      });
    }
  }
  const streak = tier(bestStreak, [
    [100, 'epic'],
    [365, 'legendary'],
  ]);
  if (streak) {
    push({
      id: 'streak',
      platform: 'overall',
      type: 'streak',
      title: `${streak[0]}-Day Streak`,
      description: `Active on ${streak[0]} days in a row`,
      rarity: streak[1],
      progress: bestStreak,
    });
  }
  const gfg = statsOf(entries, 'geeksforgeeks');
  if (gfg?.problemsSolved != null && gfg.problemsSolved >= 500) {
    push({
      id: 'gfg-solved',
      platform: 'geeksforgeeks',
      type: 'milestone',
      title: '500+ GeeksforGeeks Problems',
      description: 'Solved 500 or more problems on GeeksforGeeks',
      rarity: 'epic',
      progress: gfg.problemsSolved,
    });
  }
  const connected = Object.keys(entries).length;
  if (connected >= 5) {
    push({
      id: 'multi-platform',
      platform: 'overall',
      type: 'special',
      title: 'Multi-Platform Master',
      description: 'Connected 5 or more coding platforms',
      rarity: 'legendary',
      progress: connected,
    });
  } else if (connected >= 3) {
    push({
      id: 'platform-explorer',
      platform: 'overall',
      type: 'special',
      title: 'Platform Explorer',
      description: 'Connected 3 or more coding platforms',
      rarity: 'epic',
      progress: connected,
    });
  }
  for (const id of PLATFORM_IDS) {
    statsOf(entries, id)?.badges.forEach((badge, index) => {
      push({
        id: `${id}-badge-${index}`,
        platform: id,
        type: 'badge',
        title: badge.name,
        description: badge.description ?? `${PLATFORMS[id].name} badge`,
        rarity: 'common',
        date: badge.date,
        progress: null,
      });
    });
  }
  return out.sort((a, b) => RARITY_WEIGHT[b.rarity] - RARITY_WEIGHT[a.rarity]);
}

/** Spec 9 stars: languages and skills ceil(count/5), topics ceil(count/10), at most 5. */
export const languageStars = (count: number) => Math.min(5, Math.ceil(count / 5));
export const topicStars = (count: number) => Math.min(5, Math.ceil(count / 10));

export interface SkillCount {
  name: string;
  count: number;
  /** Which platforms the count comes from. */
  sources: PlatformId[];
}

const LANGUAGE_FAMILIES: [RegExp, string][] = [
  [/c\+\+|cpp/i, 'C++'],
  [/python|pypy/i, 'Python'],
  [/^(gnu )?c(\d\d)?\b(?![#+])/i, 'C'],
  [/c#|csharp|\.net/i, 'C#'],
  [/^java\b(?!script)/i, 'Java'],
  [/javascript|node\.?js/i, 'JavaScript'],
  [/typescript/i, 'TypeScript'],
  [/kotlin/i, 'Kotlin'],
  [/rust/i, 'Rust'],
  [/^go\b|golang/i, 'Go'],
];

/** One name per language: platforms name compilers ("GNU C++17", "Python3", "PyPy 3"). */
export function languageFamily(name: string): string {
  return LANGUAGE_FAMILIES.find(([pattern]) => pattern.test(name.trim()))?.[1] ?? name.trim();
}

function merge(
  profile: Profile,
  pick: (stats: PlatformStats) => { name: string; count: number }[],
  canonical: (name: string) => string = (name) => name,
): SkillCount[] {
  const merged = new Map<string, SkillCount>();
  for (const id of PLATFORM_IDS) {
    const stats = statsOf(profile.platformStats, id);
    if (!stats) continue;
    for (const row of pick(stats)) {
      const name = canonical(row.name);
      const key = name.toLowerCase();
      const current = merged.get(key) ?? { name, count: 0, sources: [] };
      current.count += row.count;
      if (!current.sources.includes(id)) current.sources.push(id);
      merged.set(key, current);
    }
  }
  return [...merged.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export const languagesOf = (profile: Profile) => merge(profile, (s) => s.languages, languageFamily);
export const topicsOf = (profile: Profile) => merge(profile, (s) => s.topics);
export const skillLevel = (languages: SkillCount[]) => (languages.length > 0 ? 'Advanced' : 'Beginner');

/** Spec 5: name and email required, six optional fields, two platforms; a percentage of 10. */
export function completeness(profile: Profile): number {
  const fields = [
    profile.name,
    profile.email,
    profile.bio,
    profile.location,
    profile.website,
    profile.linkedin,
    profile.instagram,
    profile.github,
  ];
  const platforms = [profile.platformStats.leetcode, profile.platformStats.geeksforgeeks];
  const filled = fields.filter((f) => f.trim() !== '').length + platforms.filter(Boolean).length;
  return Math.round((filled / 10) * 100);
}

export interface ScoreLine {
  platform: PlatformId;
  score: number;
  rule: string;
}

/** Spec 9 breakdown scores: LeetCode 10/problem; GitHub 5/repo + 1/star; GfG 5/problem. Others have no rule. */
export function scoreBreakdown(profile: Profile): ScoreLine[] {
  const lines: ScoreLine[] = [];
  const leetcode = statsOf(profile.platformStats, 'leetcode');
  if (leetcode?.problemsSolved != null) {
    lines.push({ platform: 'leetcode', score: leetcode.problemsSolved * 10, rule: '10 per problem' });
  }
  const github = statsOf(profile.platformStats, 'github')?.github;
  if (github)
    lines.push({ platform: 'github', score: github.publicRepos * 5 + github.totalStars, rule: '5 per repository + 1 per star' });
  const gfg = statsOf(profile.platformStats, 'geeksforgeeks');
  if (gfg?.problemsSolved != null)
    lines.push({ platform: 'geeksforgeeks', score: gfg.problemsSolved * 5, rule: '5 per problem' });
  return lines;
}

export interface QuickStats {
  /** Sum over platforms that report a solved count; null when none does. */
  problems: number | null;
  repositories: number | null;
  contributions: number | null;
  /** min(100, round((problems + repositories) / 10)) percent (spec 9). */
  overallProgress: number;
  connected: number;
}

export function quickStats(profile: Profile): QuickStats {
  let problems: number | null = null;
  for (const id of PLATFORM_IDS) {
    const n = statsOf(profile.platformStats, id)?.problemsSolved;
    if (n != null) problems = (problems ?? 0) + n;
  }
  const github = statsOf(profile.platformStats, 'github')?.github;
  const repositories = github?.publicRepos ?? null;
  return {
    problems,
    repositories,
    contributions: github?.contributions ?? null,
    overallProgress: Math.min(100, Math.round(((problems ?? 0) + (repositories ?? 0)) / 10)),
    connected: Object.keys(profile.platformStats).length,
  };
}

/** Spec 9 relative labels: Today, Yesterday, n days ago under 7, weeks under 30, then months. */
export function relativeLabel(iso: string, now: Date): string {
  const then = new Date(iso);
  const startOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round((startOf(now) - startOf(then)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return `${weeks} week${weeks === 1 ? '' : 's'} ago`;
  }
  const months = Math.floor(days / 30);
  return `${months} month${months === 1 ? '' : 's'} ago`;
}

export interface ActivityItem {
  id: string;
  type: 'contest' | 'badge' | 'practice' | 'milestone';
  platform: PlatformId | 'codingkaro';
  title: string;
  description: string;
  time: string;
}

/**
 * The 8 newest real events: contests (at most 3 from LeetCode), badges with a date (at most 2 from
 * GfG), and this site's own practice. Nothing without a real time is listed.
 */
const PRACTICE_WORDS: Record<Profile['practice']['recent'][number]['kind'], string> = {
  solved: 'Solved on CodingKaro',
  submitted: 'Submitted on CodingKaro',
  sheet: 'Sheet question done',
};

/** A practice item's line as people read it: a problem slug in it ("Solved two-sum") becomes its name ("Solved Two Sum"). */
export function practiceTitle(title: string): string {
  return title.replace(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g, (slug) =>
    slug
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
  );
}

export function recentActivity(profile: Profile, limit = 8): ActivityItem[] {
  const items: ActivityItem[] = [];
  for (const id of PLATFORM_IDS) {
    const stats = statsOf(profile.platformStats, id);
    if (!stats) continue;
    const contests = [...stats.ratingHistory].sort((a, b) => b.date.localeCompare(a.date));
    for (const [i, row] of (id === 'leetcode' ? contests.slice(0, 3) : contests).entries()) {
      items.push({
        id: `${id}-contest-${i}`,
        type: 'contest',
        platform: id,
        title: row.contest,
        description: `Rating ${Math.round(row.rating)}${row.rank ? ` · rank ${row.rank.toLocaleString('en-US')}` : ''}`,
        time: row.date,
      });
    }
    const badges = stats.badges.filter((b) => b.date && !Number.isNaN(Date.parse(b.date)));
    for (const [i, badge] of (id === 'geeksforgeeks' ? badges.slice(0, 2) : badges).entries()) {
      items.push({
        id: `${id}-badge-${i}`,
        type: 'badge',
        platform: id,
        title: badge.name,
        description: `${PLATFORMS[id].name} badge earned`,
        time: badge.date ?? '',
      });
    }
  }
  // The newest of each thing once (a problem solved three times is one line), by its name, not its slug.
  const seen = new Set<string>();
  const newestFirst = [...profile.practice.recent].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  newestFirst.forEach((item, i) => {
    const title = practiceTitle(item.title);
    const key = `${item.kind}:${title.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push({
      id: `practice-${i}`,
      type: 'practice',
      platform: 'codingkaro',
      title,
      description: PRACTICE_WORDS[item.kind],
      time: item.at,
    });
  });
  return items.sort((a, b) => Date.parse(b.time) - Date.parse(a.time)).slice(0, limit);
}
