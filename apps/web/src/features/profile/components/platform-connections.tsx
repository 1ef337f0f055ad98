import { PLATFORM_IDS, PLATFORMS, type PlatformId, type Profile } from '@codingkaro/contracts';
import { CheckCircle2, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PlatformCard } from './platform-card';
import { Panel } from './profile-states';

interface ConnectionsProps {
  profile: Profile;
  onConnect(platform: PlatformId): void;
}

const connectedCount = (profile: Profile) => PLATFORM_IDS.filter((id) => profile.platformStats[id]).length;

/** Overview: the first three platforms, a connected badge, and a way to all six. */
export function CompactConnections({ profile, onConnect, onViewAll }: ConnectionsProps & { onViewAll(): void }) {
  return (
    <Panel
      title="Platforms"
      action={
        <span className="rounded-full bg-indigo-500/10 px-2.5 py-0.5 text-xs font-medium text-indigo-700 dark:text-indigo-300">
          {connectedCount(profile)}/{PLATFORM_IDS.length} Connected
        </span>
      }
    >
      <ul className="space-y-2">
        {PLATFORM_IDS.slice(0, 3).map((id) => {
          const entry = profile.platformStats[id];
          return (
            <li
              key={id}
              className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900 dark:text-white">{PLATFORMS[id].name}</p>
                {entry && <p className="truncate text-xs text-slate-500 dark:text-slate-400">@{entry.username}</p>}
              </div>
              {entry ? (
                <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-500" aria-label="connected" />
              ) : (
                <Button size="sm" variant="secondary" onClick={() => onConnect(id)} aria-label={`Connect ${PLATFORMS[id].name}`}>
                  Connect
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" className="mt-3 w-full" onClick={onViewAll}>
        View All Platforms
      </Button>
    </Panel>
  );
}

/** Platforms tab: all six, with each connected platform's figures. */
export function DetailedConnections({
  profile,
  onConnect,
  onDisconnect,
}: ConnectionsProps & { onDisconnect(platform: PlatformId): void }) {
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Platform Connections</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Connect your coding profiles to track progress</p>
        </div>
        <span className="text-sm font-medium text-slate-600 dark:text-slate-300">
          {connectedCount(profile)} of {PLATFORM_IDS.length} connected
        </span>
      </div>
      <div className="grid items-start gap-4 xl:grid-cols-2">
        {PLATFORM_IDS.map((id) => {
          const entry = profile.platformStats[id];
          if (entry)
            return (
              <PlatformCard key={id} id={id} entry={entry} onChange={() => onConnect(id)} onDisconnect={() => onDisconnect(id)} />
            );
          return (
            <article
              key={id}
              className="flex flex-col justify-between gap-4 rounded-2xl border border-dashed border-slate-300 p-5 dark:border-slate-700"
            >
              <div>
                <h3 className="font-semibold text-slate-900 dark:text-white">{PLATFORMS[id].name}</h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{PLATFORMS[id].description}</p>
              </div>
              <Button variant="secondary" onClick={() => onConnect(id)} aria-label={`Connect ${PLATFORMS[id].name}`}>
                <Plus className="h-4 w-4" aria-hidden /> Connect
              </Button>
            </article>
          );
        })}
      </div>
    </section>
  );
}
