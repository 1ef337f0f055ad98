import { PLATFORM_IDS } from '@codingkaro/contracts';
import { Globe, MapPin } from 'lucide-react';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { UserAvatar } from '../../components/ui/user-avatar';
import { ApiError } from '../../lib/api-client';
import { useParams } from '../../lib/router';
import { usePublicProfile } from './api/profile-api';
import { PlatformCardReadOnly } from './components/platform-card';

/** /u/{handle}: a profile its owner chose to make public (no email, no practice history). */
export function PublicProfilePage() {
  const { handle = '' } = useParams();
  const query = usePublicProfile(handle);
  usePageTitle(query.data ? `${query.data.name}'s coding profile` : 'Coding profile');
  if (query.isPending) return <Spinner label="Loading profile..." className="py-32" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="mx-auto max-w-md px-4 py-32 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
          {missing ? 'Profile not found' : 'Error Loading Profile'}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {missing ? 'There is no public profile at this address.' : 'Please try again in a moment.'}
        </p>
      </section>
    );
  }
  const profile = query.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 pb-16 pt-8 sm:px-6 lg:pt-10">
      <header className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <UserAvatar name={profile.name} src={profile.avatar} size={72} />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold text-slate-900 dark:text-white">{profile.name}</h1>
          <p className="text-slate-500 dark:text-slate-400">@{profile.handle}</p>
          {profile.bio && (
            <p className="mt-2 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">{profile.bio}</p>
          )}
          <p className="mt-2 flex flex-wrap gap-4 text-sm text-slate-600 dark:text-slate-300">
            {profile.location && (
              <span className="flex min-w-0 items-center gap-1 [overflow-wrap:anywhere]">
                <MapPin className="h-4 w-4 shrink-0" aria-hidden /> {profile.location}
              </span>
            )}
            {profile.website && (
              <span className="flex min-w-0 items-center gap-1 [overflow-wrap:anywhere]">
                <Globe className="h-4 w-4 shrink-0" aria-hidden /> {profile.website}
              </span>
            )}
          </p>
        </div>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        {PLATFORM_IDS.flatMap((id) => {
          const entry = profile.platformStats[id];
          return entry ? [<PlatformCardReadOnly key={id} id={id} entry={entry} />] : [];
        })}
      </div>
    </div>
  );
}
