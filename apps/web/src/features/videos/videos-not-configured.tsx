import { KeyRound } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Link } from '../../lib/router';

const settings = [
  {
    name: 'YOUTUBE_API_KEY',
    help: 'A YouTube Data API v3 key from the Google Cloud console. It stays on the server and is never sent to the browser.',
  },
  {
    name: 'YOUTUBE_PLAYLIST_ID',
    help: 'The id of a public playlist: the part after list= in the playlist’s address, for example PLxxxxxxxxxxxx.',
  },
];

/** Shown when the server has no playlist source configured. */
export function VideosNotConfigured() {
  return (
    <section
      aria-labelledby="videos-setup-heading"
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-amber-500/15 text-amber-600 dark:text-amber-400">
        <KeyRound className="h-6 w-6" aria-hidden />
      </span>
      <h2 id="videos-setup-heading" className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
        Video lessons are not set up yet
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        This server has no video playlist configured. To show lessons here, set these two settings in the server’s environment and
        restart it:
      </p>
      <dl className="mt-5 space-y-3">
        {settings.map((setting) => (
          <div key={setting.name} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <dt>
              <code className="rounded bg-indigo-500/10 px-1.5 py-0.5 font-mono text-sm font-semibold text-indigo-700 dark:text-indigo-300">
                {setting.name}
              </code>
            </dt>
            <dd className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{setting.help}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-sm text-slate-500 dark:text-slate-400">
        The playlist is fetched by the server and cached, so visitors never need a key of their own.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/allcourse" className={buttonClasses('primary')}>
          Browse courses
        </Link>
        <Link to="/" className={buttonClasses('secondary')}>
          Go to Home
        </Link>
      </div>
    </section>
  );
}
