import {
  PLATFORMS,
  type PlatformEntry,
  type PlatformId,
  type PlatformStats,
  usernameNotFoundMessage,
} from '@codingkaro/contracts';
import { ExternalLink, Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LastUpdated } from './last-updated';

const fmt = (n: number) => n.toLocaleString('en-US');

type Figure = [label: string, value: string | null];

/** The figures each platform's card shows; null = the platform gave nothing for it. */
function figures(id: PlatformId, s: PlatformStats): Figure[] {
  const n = (v: number | null | undefined) => (v == null ? null : fmt(Math.round(v)));
  switch (id) {
    case 'leetcode':
      return [
        ['Solved', n(s.problemsSolved)],
        ['Contest rating', n(s.rating)],
        ['Global rank', n(s.globalRank)],
        ['Contests', n(s.contestsAttended)],
      ];
    case 'github':
      return [
        ['Repositories', n(s.github?.publicRepos)],
        ['Stars', n(s.github?.totalStars)],
        ['Followers', n(s.github?.followers)],
        ['Contributions (last year)', n(s.github?.contributions)],
      ];
    case 'geeksforgeeks':
      return [
        ['Solved', n(s.problemsSolved)],
        ['Coding score', n(s.score)],
        ['Current streak', n(s.streak?.current)],
        ['Longest streak', n(s.streak?.max)],
      ];
    case 'codechef':
      return [
        ['Rating', n(s.rating)],
        ['Highest', n(s.maxRating)],
        ['Stars', s.rankTitle],
        ['Global rank', n(s.globalRank)],
        ['Solved', n(s.problemsSolved)],
        ['Contests', n(s.contestsAttended)],
      ];
    case 'codeforces':
      return [
        ['Rating', n(s.rating)],
        ['Max rating', n(s.maxRating)],
        ['Rank', s.rankTitle],
        ['Solved', n(s.problemsSolved)],
        ['Contests', n(s.contestsAttended)],
      ];
    case 'hackerrank':
      return [
        ['Solved', n(s.problemsSolved)],
        ['Badge points', n(s.score)],
        ['Badges', n(s.badges.length)],
        ['Submissions', n(s.submissions?.total)],
      ];
  }
}

function Chips({ items, cap, label }: { items: { name: string; detail?: string }[]; cap: number; label: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="mb-1.5 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {items.slice(0, cap).map((item) => (
          <li
            key={item.name}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          >
            {item.name}
            {item.detail && <span className="text-slate-500 dark:text-slate-400"> · {item.detail}</span>}
          </li>
        ))}
        {items.length > cap && <li className="px-1 text-xs text-slate-500 dark:text-slate-400">+{items.length - cap} more</li>}
      </ul>
    </div>
  );
}

export function PlatformStatsBody({ id, stats }: { id: PlatformId; stats: PlatformStats }) {
  const name = PLATFORMS[id].name;
  const all = figures(id, stats);
  const shown = all.filter(([, value]) => value !== null);
  const missing = all.filter(([, value]) => value === null).map(([label]) => label.toLowerCase());
  return (
    <div className="space-y-4">
      {shown.length > 0 ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {shown.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{name} published no figures for this user.</p>
      )}
      {missing.length > 0 && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Not provided by {name}: {missing.join(', ')}.
        </p>
      )}
      {stats.difficulty && stats.difficulty.length > 0 && (
        <Chips
          label={id === 'codeforces' ? 'Solved by problem rating' : 'By difficulty'}
          cap={id === 'geeksforgeeks' ? 4 : 5}
          items={stats.difficulty.map((d) => ({ name: d.name, detail: fmt(d.count) }))}
        />
      )}
      {id === 'github' && (
        <Chips
          label="Top languages"
          cap={5}
          items={stats.languages.map((l) => ({ name: l.name, detail: `${l.count} repo${l.count === 1 ? '' : 's'}` }))}
        />
      )}
      {id === 'github' && stats.github && stats.github.repositories.length > 0 && (
        <div>
          <p className="mb-1.5 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
            Recent repositories
          </p>
          <ul className="space-y-1 text-sm">
            {stats.github.repositories.slice(0, 3).map((repo) => (
              <li key={repo.name} className="flex items-center justify-between gap-2">
                <a
                  href={repo.url}
                  target="_blank"
                  rel="noreferrer"
                  className="truncate text-indigo-600 hover:underline dark:text-indigo-400"
                >
                  {repo.name}
                </a>
                <span className="flex shrink-0 items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
                  {repo.language ?? 'no language'} · <Star className="h-3 w-3" aria-label="stars" /> {fmt(repo.stars)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {id !== 'github' && (
        <Chips label="Top topics" cap={4} items={stats.topics.map((t) => ({ name: t.name, detail: fmt(t.count) }))} />
      )}
      <Chips label="Badges" cap={4} items={stats.badges.map((b) => ({ name: b.name, detail: b.description ?? undefined }))} />
      {!stats.calendar && <p className="text-xs text-slate-500 dark:text-slate-400">{name} gave no activity calendar.</p>}
    </div>
  );
}

interface PlatformCardProps {
  id: PlatformId;
  entry: PlatformEntry;
  onChange(): void;
  onDisconnect(): void;
}

/** One connected platform: its real figures, what it did not provide, and when they were fetched. */
export function PlatformCard({ id, entry, onChange, onDisconnect }: PlatformCardProps) {
  const info = PLATFORMS[id];
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 dark:text-white">{info.name}</h3>
          <a
            href={`${info.profileBaseUrl}${encodeURIComponent(entry.username)}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 truncate text-sm text-indigo-600 hover:underline dark:text-indigo-400"
          >
            @{entry.username} <ExternalLink className="h-3.5 w-3.5" aria-label="(opens the profile)" />
          </a>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button size="sm" variant="ghost" onClick={onChange}>
            Change
          </Button>
          <Button size="sm" variant="ghost" onClick={onDisconnect}>
            Disconnect
          </Button>
        </div>
      </header>
      {entry.status === 'not-found' && (
        <p className="text-sm text-rose-600 dark:text-rose-400">{usernameNotFoundMessage(entry.username, info.name)}</p>
      )}
      {entry.status === 'error' && (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          {id === 'hackerrank'
            ? 'Connection issue: Please check username'
            : `${info.name} could not be reached (${entry.message ?? 'no answer'}). No figures are shown until it answers.`}
        </p>
      )}
      {entry.stats && <PlatformStatsBody id={id} stats={entry.stats} />}
      <LastUpdated entry={entry} />
    </article>
  );
}

/** The same card without owner actions, for the public page. */
export function PlatformCardReadOnly({ id, entry }: { id: PlatformId; entry: PlatformEntry }) {
  const info = PLATFORMS[id];
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <header>
        <h2 className="font-semibold text-slate-900 dark:text-white">{info.name}</h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">@{entry.username}</p>
      </header>
      {entry.stats ? (
        <PlatformStatsBody id={id} stats={entry.stats} />
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">No figures from {info.name} right now.</p>
      )}
      <LastUpdated entry={entry} />
    </article>
  );
}
