import {
  PLATFORM_IDS,
  PLATFORMS,
  PROFILE_LIMITS,
  type Profile,
  type UpdateBasicRequest,
  UpdateBasicRequestSchema,
  withScheme,
} from '@codingkaro/contracts';
import { Globe, Mail, MapPin, Pencil, RefreshCw, Share2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { GithubIcon, InstagramIcon, LinkedinIcon } from '../../../components/ui/social-icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useRefreshProfile, useUpdateBasic } from '../api/profile-api';
import { completeness } from '../lib/profile-rules';
import { ShareCard } from './share-card';

type Fields = Omit<UpdateBasicRequest, 'email'>;
const FIELDS: { key: keyof Fields; label: string; max: number; type?: string; multiline?: boolean }[] = [
  { key: 'name', label: 'Name', max: PROFILE_LIMITS.name },
  { key: 'bio', label: 'Bio', max: PROFILE_LIMITS.bio, multiline: true },
  { key: 'location', label: 'Location', max: PROFILE_LIMITS.location },
  { key: 'website', label: 'Website', max: PROFILE_LIMITS.website, type: 'url' },
  { key: 'github', label: 'GitHub Username', max: PROFILE_LIMITS.social },
  { key: 'linkedin', label: 'LinkedIn Username', max: PROFILE_LIMITS.social },
  { key: 'instagram', label: 'Instagram Username', max: PROFILE_LIMITS.social },
];
const LABELS = Object.fromEntries(FIELDS.map((f) => [f.key, f.label])) as Record<keyof Fields, string>;

const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

function EditForm({ profile, onDone }: { profile: Profile; onDone(): void }) {
  const update = useUpdateBasic();
  const [values, setValues] = useState<Fields>({
    name: profile.name,
    bio: profile.bio,
    location: profile.location,
    website: profile.website,
    linkedin: profile.linkedin,
    instagram: profile.instagram,
    github: profile.github,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = UpdateBasicRequestSchema.safeParse({ ...values, email: profile.email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, LABELS));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      notify.success('Profile saved');
      onDone();
    } catch (error) {
      // Stays in edit mode so nothing typed is lost.
      notify.error(errorMessage(error, 'Could not save your profile'));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label="Edit profile">
      {FIELDS.map(({ key, label, max, type, multiline }) => (
        <label key={key} htmlFor={`${formId}-${key}`} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
          {multiline ? (
            <textarea
              id={`${formId}-${key}`}
              rows={3}
              maxLength={max}
              value={values[key]}
              aria-invalid={Boolean(errors[key])}
              onChange={(e) => setValues({ ...values, [key]: e.target.value })}
              className={inputClasses}
            />
          ) : (
            <input
              id={`${formId}-${key}`}
              type={type ?? 'text'}
              value={values[key]}
              maxLength={max}
              aria-invalid={Boolean(errors[key])}
              onChange={(e) => setValues({ ...values, [key]: e.target.value })}
              className={inputClasses}
            />
          )}
          {errors[key] && <span className="mt-1 block text-xs text-rose-600 dark:text-rose-400">{errors[key]}</span>}
        </label>
      ))}
      <p className="text-xs text-slate-500 dark:text-slate-400">Profile {completeness(profile)}% complete</p>
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The sidebar card: who this is, where to find them, platform rankings, refresh and sharing. */
export function ProfileCard({ profile, isNewUser }: { profile: Profile; isNewUser: boolean }) {
  const [editing, setEditing] = useState(false);
  const refresh = useRefreshProfile();
  const socials = [
    { value: profile.github, url: 'https://github.com/', label: 'GitHub', Icon: GithubIcon },
    { value: profile.linkedin, url: 'https://www.linkedin.com/in/', label: 'LinkedIn', Icon: LinkedinIcon },
    { value: profile.instagram, url: 'https://www.instagram.com/', label: 'Instagram', Icon: InstagramIcon },
  ].filter((s) => s.value);
  const rankings = PLATFORM_IDS.flatMap((id) => {
    const stats = profile.platformStats[id]?.stats;
    if (!stats) return [];
    const value = stats.globalRank != null ? `#${stats.globalRank.toLocaleString('en-US')}` : stats.rankTitle;
    return value ? [{ id, value }] : [];
  });

  return (
    <aside
      aria-label="Profile card"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {editing ? (
        <EditForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <div className="space-y-4">
          <div className="flex items-center gap-3">
            <UserAvatar name={profile.name} src={profile.avatar} size={64} />
            <div className="min-w-0">
              <h1 className="truncate text-xl font-bold text-slate-900 dark:text-white">{profile.name}</h1>
              <p className="truncate text-sm text-slate-500 dark:text-slate-400">@{profile.handle}</p>
            </div>
          </div>
          {profile.bio && (
            <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere] text-slate-700 dark:text-slate-300">
              {profile.bio}
            </p>
          )}
          <ul className="space-y-1.5 text-sm text-slate-600 dark:text-slate-300">
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0" aria-hidden /> <span className="truncate">{profile.email}</span>
            </li>
            {profile.location && (
              <li className="flex min-w-0 items-center gap-2 [overflow-wrap:anywhere]">
                <MapPin className="h-4 w-4 shrink-0" aria-hidden /> {profile.location}
              </li>
            )}
            {profile.website && (
              <li className="flex items-center gap-2">
                <Globe className="h-4 w-4 shrink-0" aria-hidden />
                <a
                  href={withScheme(profile.website)}
                  target="_blank"
                  rel="noreferrer"
                  className="truncate text-indigo-600 hover:underline dark:text-indigo-400"
                >
                  {profile.website}
                </a>
              </li>
            )}
          </ul>
          {socials.length > 0 && (
            <ul className="flex gap-2">
              {socials.map(({ value, url, label, Icon }) => (
                <li key={label}>
                  <a
                    href={`${url}${encodeURIComponent(value)}`}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`${label}: ${value}`}
                    className="flex h-9 w-9 items-center justify-center rounded-lg border border-slate-200 text-slate-600 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
                  >
                    <Icon className="h-4 w-4" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div>
            <h2 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Platform Rankings</h2>
            {rankings.length === 0 ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">No connected platform reports a rank yet.</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {rankings.map(({ id, value }) => (
                  <li key={id} className="flex justify-between gap-2">
                    <span className="text-slate-600 dark:text-slate-300">{PLATFORMS[id].name}</span>
                    <span className="font-medium capitalize text-slate-900 dark:text-white">{value}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden /> Edit Profile
            </Button>
            {!isNewUser && (
              <Button
                variant="secondary"
                size="sm"
                disabled={refresh.isPending}
                onClick={() =>
                  refresh.mutate(undefined, {
                    onSuccess: () => notify.success('Profile refreshed'),
                    onError: (error) => notify.error(errorMessage(error, 'Could not refresh')),
                  })
                }
              >
                <RefreshCw className={`h-4 w-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden /> Refresh
              </Button>
            )}
          </div>
          {!isNewUser && (
            <details className="group rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
                <Share2 className="h-4 w-4" aria-hidden /> Get shareable profile card
              </summary>
              <ShareCard profile={profile} />
            </details>
          )}
        </div>
      )}
    </aside>
  );
}
