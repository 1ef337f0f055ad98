import { PLATFORMS, type PlatformId, type Profile, type User } from '@codingkaro/contracts';
import { type KeyboardEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { usePageTitle } from '../../components/ui/page-title';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { notify } from '../../lib/notify';
import { useSearchParams } from '../../lib/router';
import { newUserProfile, useMyProfile, useUpdatePlatforms } from './api/profile-api';
import { AchievementsGrid, RecentAchievements } from './components/achievements-view';
import { ActivityView } from './components/activity-view';
import { ConnectDialog } from './components/connect-dialog';
import { CompactConnections, DetailedConnections } from './components/platform-connections';
import { ProfileCard } from './components/profile-card';
import { LoadingProfile, LoggedOutProfile, NewUserBanner, ProfileLoadError } from './components/profile-states';
import { RecentActivity } from './components/recent-activity';
import { SkillsView } from './components/skills-view';
import { StatsSummary } from './components/stats-summary';
import { calendarSources, dayKey, streaks, unifyCalendars } from './lib/activity-calendar';
import { achievements } from './lib/profile-rules';

const TABS = ['Overview', 'Platforms', 'Skills', 'Activity', 'Achievements', 'Analytics'] as const;
type Tab = (typeof TABS)[number];
/** The tab named by `?tab=` (lower case, e.g. `?tab=platforms`); Overview when absent or unknown. */
export const tabFromQuery = (value: string | null): Tab => TABS.find((name) => name.toLowerCase() === value) ?? 'Overview';

/** /profile: the multi-platform coding profile (spec 2). */
export function ProfilePage() {
  usePageTitle('My Profile');
  const { user, status, signIn } = useAuth();
  if (status === 'loading') return <LoadingProfile />;
  if (!user) return <LoggedOutProfile onSignIn={signIn} />;
  return <ProfileHub user={user} />;
}

function ProfileHub({ user }: { user: User }) {
  const query = useMyProfile(user.email);
  if (query.isPending) return <LoadingProfile />;
  if (query.isError) return <ProfileLoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const profile = query.data.profile ?? newUserProfile(user);
  return <ProfileTabs profile={profile} isNewUser={query.data.isNewUser} />;
}

function ProfileTabs({ profile, isNewUser }: { profile: Profile; isNewUser: boolean }) {
  // The tab lives in the URL: a reload keeps it and Back returns to the previous one.
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  const setTab = useCallback(
    (next: Tab) =>
      setParams((current) => {
        if (next === 'Overview') current.delete('tab');
        else current.set('tab', next.toLowerCase());
        return current;
      }),
    [setParams],
  );
  const [connecting, setConnecting] = useState<PlatformId | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const update = useUpdatePlatforms();
  const unlocked = useMemo(() => {
    const { calendars } = calendarSources(profile);
    return achievements(profile, streaks(unifyCalendars(calendars, 'all'), dayKey(new Date())).best);
  }, [profile]);
  const closeDialog = useCallback(() => setConnecting(null), []);

  const disconnect = (id: PlatformId) =>
    update.mutate(
      { [id]: '' },
      {
        onSuccess: () => notify.success(`${PLATFORMS[id].name} disconnected`),
        onError: (error) => notify.error(errorMessage(error, 'Could not disconnect')),
      },
    );

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next] ?? 'Overview');
    tabRefs.current[next]?.focus();
  };

  const panels: Record<Tab, ReactNode> = {
    Overview: (
      <>
        <StatsSummary profile={profile} />
        <div className="grid gap-6 lg:grid-cols-2">
          <CompactConnections profile={profile} onConnect={setConnecting} onViewAll={() => setTab('Platforms')} />
          <RecentAchievements items={unlocked} onViewAll={() => setTab('Achievements')} />
        </div>
        <SkillsView profile={profile} compact />
        <ActivityView profile={profile} />
        <RecentActivity profile={profile} />
      </>
    ),
    Platforms: <DetailedConnections profile={profile} onConnect={setConnecting} onDisconnect={disconnect} />,
    Skills: <SkillsView profile={profile} />,
    Activity: (
      <>
        <ActivityView profile={profile} />
        <RecentActivity profile={profile} />
      </>
    ),
    Achievements: <AchievementsGrid items={unlocked} />,
    Analytics: (
      <>
        <StatsSummary profile={profile} detailed />
        <ActivityView profile={profile} />
      </>
    ),
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 pb-16 pt-8 sm:px-6 lg:pt-10">
      {isNewUser && <NewUserBanner onConnect={() => setTab('Platforms')} />}
      <div
        role="tablist"
        aria-label="Profile sections"
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-900"
      >
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`profile-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="profile-tab-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKey(event, index)}
            className={`shrink-0 rounded-lg px-4 py-2 text-sm font-medium transition-colors ${
              tab === name
                ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-800 dark:text-indigo-300'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
            }`}
          >
            {name}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProfileCard profile={profile} isNewUser={isNewUser} />
        </div>
        <div id="profile-tab-panel" role="tabpanel" aria-labelledby={`profile-tab-${tab}`} className="min-w-0 space-y-6">
          {panels[tab]}
        </div>
      </div>
      {connecting && (
        <ConnectDialog platform={connecting} existing={profile.platformStats[connecting]?.username ?? ''} onClose={closeDialog} />
      )}
    </div>
  );
}
