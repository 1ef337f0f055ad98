import { parse } from 'node-html-parser';
import { z } from 'zod';
import { fetchUpstream, fetchUpstreamJson, UpstreamError } from '../../../lib/upstream';
import {
  calendarFrom,
  emptyStats,
  expectShape,
  increment,
  pathSegment,
  rankedCounts,
  requestOptions,
  text,
  toCount,
} from './normalise';
import type { FetchContext, PlatformFetcher } from './types';

/** Repositories read for stars and languages (100 per page). */
export const GITHUB_MAX_REPO_PAGES = 3;
/** The most recently pushed repositories kept for the page (it shows 3). */
export const GITHUB_REPOSITORIES_SHOWN = 10;

const User = z.object({
  login: z.string(),
  name: z.string().nullish(),
  avatar_url: z.string().nullish(),
  company: z.string().nullish(),
  location: z.string().nullish(),
  public_repos: z.number(),
  followers: z.number(),
  following: z.number(),
});
const Repos = z.array(
  z.object({
    name: z.string(),
    html_url: z.string(),
    fork: z.boolean(),
    language: z.string().nullish(),
    stargazers_count: z.number(),
    pushed_at: z.string().nullish(),
  }),
);
const ContributionsAnswer = z.object({
  data: z.object({
    user: z
      .object({
        contributionsCollection: z.object({
          contributionCalendar: z.object({
            totalContributions: z.number(),
            weeks: z.array(
              z.object({ contributionDays: z.array(z.object({ date: z.string(), contributionCount: z.number() })) }),
            ),
          }),
        }),
      })
      .nullable(),
  }),
});

const CONTRIBUTIONS_QUERY = `query($login: String!) {
  user(login: $login) {
    contributionsCollection {
      contributionCalendar { totalContributions weeks { contributionDays { date contributionCount } } }
    }
  }
}`;

function apiHeaders(ctx: FetchContext): Record<string, string> {
  return {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'CodingKaro-profile',
    ...(ctx.githubToken ? { authorization: `Bearer ${ctx.githubToken}` } : {}),
  };
}

interface Contributions {
  days: [string, number][];
  total: number | null;
}

/** With a token: the GraphQL contribution calendar (the last year). */
async function contributionsFromGraphql(login: string, ctx: FetchContext): Promise<Contributions> {
  const body = await fetchUpstreamJson(
    `${ctx.urls.githubApi}/graphql`,
    requestOptions(ctx, { method: 'POST', headers: apiHeaders(ctx), body: { query: CONTRIBUTIONS_QUERY, variables: { login } } }),
  );
  const calendar = expectShape(ContributionsAnswer, body, 'its contribution calendar').data.user?.contributionsCollection
    .contributionCalendar;
  if (!calendar) return { days: [], total: null };
  return {
    days: calendar.weeks.flatMap((week) =>
      week.contributionDays.map((day) => [day.date, day.contributionCount] as [string, number]),
    ),
    total: calendar.totalContributions,
  };
}

/**
 * Without a token: the public contributions page. Each day cell carries its date; its count is in
 * the tooltip that names the cell ("3 contributions on January 5th.", "No contributions on ...").
 */
export function parseContributionsPage(html: string): Contributions {
  const root = parse(html);
  const tips = new Map<string, string>();
  for (const tip of root.querySelectorAll('tool-tip')) {
    const target = tip.getAttribute('for');
    if (target) tips.set(target, tip.text.trim());
  }
  const cells = root.querySelectorAll('td.ContributionCalendar-day[data-date]');
  if (cells.length === 0) throw new UpstreamError('malformed', 'answered its contributions page in an unexpected shape');
  const days: [string, number][] = [];
  for (const cell of cells) {
    const date = cell.getAttribute('data-date') ?? '';
    const tip = tips.get(cell.getAttribute('id') ?? '') ?? '';
    const match = /^([\d,]+)\s+contributions?/i.exec(tip);
    const n = toCount(match?.[1]);
    if (n !== null) days.push([date, n]);
  }
  const heading = root.querySelectorAll('h2').find((h) => /contributions?\s+in the last year/i.test(h.text));
  const total = heading ? toCount(/([\d,]+)/.exec(heading.text)?.[1]) : null;
  return { days, total };
}

async function contributionsFromPage(login: string, ctx: FetchContext): Promise<Contributions> {
  const response = await fetchUpstream(
    `${ctx.urls.github}/users/${pathSegment(login)}/contributions`,
    requestOptions(ctx, { headers: { accept: 'text/html', 'user-agent': 'CodingKaro-profile' } }),
  );
  return parseContributionsPage(response.text);
}

export const fetchGitHub: PlatformFetcher = async (username, ctx) => {
  const api = ctx.urls.githubApi;
  const options = requestOptions(ctx, { headers: apiHeaders(ctx) });
  let user: z.infer<typeof User>;
  try {
    user = expectShape(User, await fetchUpstreamJson(`${api}/users/${pathSegment(username)}`, options), 'the user');
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'not-found') return { found: false };
    throw error;
  }
  const repos: z.infer<typeof Repos> = [];
  for (let page = 1; page <= GITHUB_MAX_REPO_PAGES; page++) {
    const query = new URLSearchParams({ per_page: '100', page: String(page), type: 'owner', sort: 'pushed' });
    const batch = expectShape(
      Repos,
      await fetchUpstreamJson(`${api}/users/${pathSegment(user.login)}/repos?${query}`, options),
      'the repositories',
    );
    repos.push(...batch);
    if (batch.length < 100) break;
  }
  const contributions = ctx.githubToken
    ? await contributionsFromGraphql(user.login, ctx)
    : await contributionsFromPage(user.login, ctx);

  const own = repos.filter((repo) => !repo.fork);
  const languages = new Map<string, number>();
  for (const repo of own) if (repo.language) increment(languages, repo.language);

  const stats = emptyStats();
  stats.displayName = text(user.name);
  stats.avatar = text(user.avatar_url);
  stats.country = text(user.location);
  stats.organization = text(user.company);
  stats.languages = rankedCounts(languages);
  stats.calendar = calendarFrom(contributions.days, 'utc');
  stats.github = {
    publicRepos: user.public_repos,
    totalStars: own.reduce((sum, repo) => sum + repo.stargazers_count, 0),
    followers: user.followers,
    following: user.following,
    contributions: contributions.total,
    repositories: own.slice(0, GITHUB_REPOSITORIES_SHOWN).map((repo) => ({
      name: repo.name,
      language: repo.language ?? null,
      stars: repo.stargazers_count,
      url: repo.html_url,
      pushedAt: repo.pushed_at ?? null,
    })),
  };
  return { found: true, stats };
};
