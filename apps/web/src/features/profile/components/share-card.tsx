import type { Profile } from '@codingkaro/contracts';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { env } from '../../../config/env';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSetVisibility } from '../api/profile-api';
import { PublicHandleForm } from './public-handle-form';

function origin() {
  return env.apiUrl || window.location.origin;
}

/** Opt-in public page and README card; off until the owner turns it on. */
export function ShareCard({ profile }: { profile: Profile }) {
  const visibility = useSetVisibility();
  const handle = profile.publicHandle;
  const cardUrl = handle ? `${origin()}/api/profile/card/${handle}.svg` : null;
  const pageUrl = handle ? `${window.location.origin}/u/${handle}` : null;
  const markdown = cardUrl && pageUrl ? `[![${profile.name}'s coding profile](${cardUrl})](${pageUrl})` : '';

  const toggle = (isPublic: boolean) =>
    visibility.mutate(isPublic, { onError: (error) => notify.error(errorMessage(error, 'Could not change sharing')) });

  return (
    <div className="mt-3 space-y-3 text-sm">
      <label className="flex items-start gap-2 text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          checked={profile.isPublic}
          disabled={visibility.isPending}
          onChange={(e) => toggle(e.target.checked)}
          className="mt-0.5 h-4 w-4 accent-indigo-600"
        />
        <span>
          Make my profile public
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            Shows your name, bio, location, website and platform figures. Never your email.
          </span>
        </span>
      </label>
      {profile.isPublic && handle && cardUrl && pageUrl && (
        <div className="space-y-2">
          <PublicHandleForm key={handle} current={handle} />
          <img
            src={`${cardUrl}?theme=light`}
            alt="Your profile card"
            className="w-full rounded-lg border border-slate-200 dark:hidden"
          />
          <img
            src={`${cardUrl}?theme=dark`}
            alt="Your profile card"
            className="hidden w-full rounded-lg border border-slate-800 dark:block"
          />
          <a href={pageUrl} className="block truncate text-indigo-600 hover:underline dark:text-indigo-400">
            {pageUrl}
          </a>
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              navigator.clipboard
                .writeText(markdown)
                .then(() => notify.success('Copied'))
                .catch((error) => console.warn('Copy failed', error))
            }
          >
            <Copy className="h-4 w-4" aria-hidden /> Copy README markdown
          </Button>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Add <code>?theme=dark</code> to the image address for the dark card.
          </p>
        </div>
      )}
    </div>
  );
}
