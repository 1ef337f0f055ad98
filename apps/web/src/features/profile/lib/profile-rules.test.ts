import { describe, expect, it } from 'vitest';
import {
  achievements,
  completeness,
  languageFamily,
  languageStars,
  languagesOf,
  quickStats,
  recentActivity,
  relativeLabel,
  scoreBreakdown,
  skillLevel,
  topicStars,
} from './profile-rules';
import { entry, profileWith, stats } from './test-profile';

const github = (repos: number, stars: number, followers: number) =>
  stats({ github: { publicRepos: repos, totalStars: stars, followers, following: 0, contributions: null, repositories: [] } });

describe('achievements (spec 9 thresholds)', () => {
  const titles = (p: ReturnType<typeof profileWith>, streak = 0) => achievements(p, streak).map((a) => [a.title, a.rarity]);

  it('LeetCode problems: 99 nothing, 100 rare, 500 epic, 1000 legendary', () => {
    expect(titles(profileWith({ leetcode: entry(stats({ problemsSolved: 99 })) }))).toEqual([]);
    expect(titles(profileWith({ leetcode: entry(stats({ problemsSolved: 100 })) }))).toEqual([
      ['100+ LeetCode Problems', 'rare'],
    ]);
    expect(titles(profileWith({ leetcode: entry(stats({ problemsSolved: 999 })) }))).toEqual([
      ['500+ LeetCode Problems', 'epic'],
    ]);
    expect(titles(profileWith({ leetcode: entry(stats({ problemsSolved: 1000 })) }))).toEqual([
      ['1000+ LeetCode Problems', 'legendary'],
    ]);
  });

  it('contest rating 1600 epic, 2000 legendary', () => {
    expect(titles(profileWith({ leetcode: entry(stats({ rating: 1599 })) }))).toEqual([]);
    expect(titles(profileWith({ leetcode: entry(stats({ rating: 1600 })) }))).toEqual([['Contest Rating 1600+', 'epic']]);
    expect(titles(profileWith({ leetcode: entry(stats({ rating: 2000 })) }))).toEqual([['Contest Rating 2000+', 'legendary']]);
  });

  it('GitHub repos 50/100, stars 100/1000, followers 100/1000', () => {
    expect(titles(profileWith({ github: entry(github(49, 99, 99)) }))).toEqual([]);
    expect(titles(profileWith({ github: entry(github(50, 100, 100)) }))).toEqual([
      ['100+ GitHub Stars', 'epic'],
      ['100+ GitHub Followers', 'epic'],
      ['50+ GitHub Repositories', 'rare'],
    ]);
    expect(titles(profileWith({ github: entry(github(100, 1000, 1000)) }))).toEqual([
      ['1000+ GitHub Stars', 'legendary'],
      ['1000+ GitHub Followers', 'legendary'],
      ['100+ GitHub Repositories', 'epic'],
    ]);
  });

  it('streak 100 epic, 365 legendary; GfG 500 problems epic', () => {
    expect(titles(profileWith({}), 99)).toEqual([]);
    expect(titles(profileWith({}), 100)).toEqual([['100-Day Streak', 'epic']]);
    expect(titles(profileWith({}), 365)).toEqual([['365-Day Streak', 'legendary']]);
    expect(titles(profileWith({ geeksforgeeks: entry(stats({ problemsSolved: 499 })) }))).toEqual([]);
    expect(titles(profileWith({ geeksforgeeks: entry(stats({ problemsSolved: 500 })) }))).toEqual([
      ['500+ GeeksforGeeks Problems', 'epic'],
    ]);
  });

  it('Platform Explorer at 3 or 4 connected, Multi-Platform Master at 5 (counting failed platforms too)', () => {
    const e = entry(null);
    expect(titles(profileWith({ leetcode: e, github: e }))).toEqual([]);
    expect(titles(profileWith({ leetcode: e, github: e, codechef: e }))).toEqual([['Platform Explorer', 'epic']]);
    expect(titles(profileWith({ leetcode: e, github: e, codechef: e, codeforces: e }))).toEqual([['Platform Explorer', 'epic']]);
    expect(titles(profileWith({ leetcode: e, github: e, codechef: e, codeforces: e, hackerrank: e }))).toEqual([
      ['Multi-Platform Master', 'legendary'],
    ]);
  });

  it('platform badges are common, keep their real dates, and sort after rarer ones', () => {
    const list = achievements(
      profileWith({
        leetcode: entry(
          stats({ problemsSolved: 120, badges: [{ name: '50 Days', description: null, icon: null, date: '2025-04-10' }] }),
        ),
      }),
      0,
    );
    expect(list.map((a) => [a.title, a.rarity, a.date])).toEqual([
      ['100+ LeetCode Problems', 'rare', null],
      ['50 Days', 'common', '2025-04-10'],
    ]);
  });
});

describe('skills', () => {
  it('stars: languages ceil(count/5), topics ceil(count/10), capped at 5', () => {
    expect([1, 5, 6, 25, 26, 400].map(languageStars)).toEqual([1, 1, 2, 5, 5, 5]);
    expect([1, 10, 11, 50, 51].map(topicStars)).toEqual([1, 1, 2, 5, 5]);
  });

  it('names a language once whatever compiler a platform names', () => {
    expect(
      ['GNU C++17', 'C++', 'cpp', 'Python3', 'PyPy 3-64', 'GNU C11', 'C', 'C#', 'Java 21', 'JavaScript', 'Go', 'Haskell'].map(
        languageFamily,
      ),
    ).toEqual(['C++', 'C++', 'C++', 'Python', 'Python', 'C', 'C', 'C#', 'Java', 'JavaScript', 'Go', 'Haskell']);
  });

  it('merges languages across platforms case-insensitively; level is Advanced with any language data', () => {
    const profile = profileWith({
      leetcode: entry(stats({ languages: [{ name: 'C++', count: 150 }] })),
      github: entry(
        stats({
          languages: [
            { name: 'c++', count: 2 },
            { name: 'Go', count: 1 },
          ],
        }),
      ),
    });
    const languages = languagesOf(profile);
    expect(languages).toEqual([
      { name: 'C++', count: 152, sources: ['leetcode', 'github'] },
      { name: 'Go', count: 1, sources: ['github'] },
    ]);
    expect(skillLevel(languages)).toBe('Advanced');
    expect(skillLevel([])).toBe('Beginner');
  });
});

describe('statistics', () => {
  it('completeness counts 2 required, 6 optional fields and LeetCode + GfG out of 10', () => {
    expect(completeness(profileWith({}))).toBe(20);
    expect(completeness(profileWith({ leetcode: entry(null) }, { bio: 'x', website: 'a.dev' }))).toBe(50);
  });

  it('score breakdown: LeetCode 10/problem, GitHub 5/repo + 1/star, GfG 5/problem; none for others', () => {
    const profile = profileWith({
      leetcode: entry(stats({ problemsSolved: 189 })),
      github: entry(github(4, 100, 0)),
      geeksforgeeks: entry(stats({ problemsSolved: 231 })),
      codeforces: entry(stats({ problemsSolved: 50 })),
    });
    expect(scoreBreakdown(profile).map((s) => [s.platform, s.score])).toEqual([
      ['leetcode', 1890],
      ['github', 120],
      ['geeksforgeeks', 1155],
    ]);
  });

  it('quick stats: problems summed only where reported; overall progress min(100, round((problems + repos)/10))', () => {
    expect(quickStats(profileWith({ github: entry(github(4, 0, 0)) }))).toMatchObject({
      problems: null,
      repositories: 4,
      overallProgress: 0,
    });
    const some = profileWith({
      leetcode: entry(stats({ problemsSolved: 189 })),
      codeforces: entry(stats({ problemsSolved: 3 })),
      github: entry(github(4, 0, 0)),
    });
    expect(quickStats(some)).toMatchObject({ problems: 192, overallProgress: 20, connected: 3 });
    expect(quickStats(profileWith({ leetcode: entry(stats({ problemsSolved: 5000 })) })).overallProgress).toBe(100);
  });
});

describe('recent activity', () => {
  const now = new Date(2026, 0, 20, 12);

  it('relative labels: Today, Yesterday, days under 7, weeks under 30, then months', () => {
    const ago = (days: number) => new Date(2026, 0, 20 - days, 9).toISOString();
    expect([0, 1, 2, 6, 7, 13, 14, 29, 30, 65].map((d) => relativeLabel(ago(d), now))).toEqual([
      'Today',
      'Yesterday',
      '2 days ago',
      '6 days ago',
      '1 week ago',
      '1 week ago',
      '2 weeks ago',
      '4 weeks ago',
      '1 month ago',
      '2 months ago',
    ]);
  });

  it('8 newest real events, at most 3 LeetCode contests and 2 GfG badges; nothing without a date', () => {
    const contests = Array.from({ length: 5 }, (_, i) => ({
      contest: `Weekly ${i}`,
      date: `2026-01-0${i + 1}T00:00:00.000Z`,
      rating: 1500,
      rank: 10,
    }));
    const badges = Array.from({ length: 4 }, (_, i) => ({
      name: `GfG ${i}`,
      description: null,
      icon: null,
      date: `2025-12-1${i}`,
    }));
    const profile = profileWith(
      {
        leetcode: entry(
          stats({ ratingHistory: contests, badges: [{ name: 'No date', description: null, icon: null, date: null }] }),
        ),
        geeksforgeeks: entry(stats({ badges })),
      },
      {
        practice: {
          calendar: { days: {}, bucket: 'local', years: [] },
          recent: [
            { kind: 'solved', title: 'Solved two-sum', at: '2026-01-10T00:00:00.000Z' },
            // the same problem solved earlier: shown once, at its newest
            { kind: 'solved', title: 'Solved two-sum', at: '2025-06-01T00:00:00.000Z' },
          ],
        },
      },
    );
    const items = recentActivity(profile);
    expect(items.map((i) => i.title)).toEqual(['Solved Two Sum', 'Weekly 4', 'Weekly 3', 'Weekly 2', 'GfG 1', 'GfG 0']);
    expect(items[0]?.description).toBe('Solved on CodingKaro');
  });
});
