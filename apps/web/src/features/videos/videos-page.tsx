import { PLAYLIST_FETCH_FAILED } from '@codingkaro/contracts';
import { AlertTriangle, ClockFading, ListVideo, MonitorPlay, RotateCw } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { useSearchParams } from '../../lib/router';
import { useVideos } from './api/videos-api';
import { usePlaylistKeys } from './use-playlist-keys';
import { parseVideoIndex, videoCountLabel } from './video-format';
import { VideoPlayer } from './video-player';
import { VideoPlaylist } from './video-playlist';
import { VideoStats } from './video-stats';
import { VideosNotConfigured } from './videos-not-configured';

function StatePanel({ icon, message, action }: { icon: ReactNode; message: string; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {icon}
      <p className="mt-4 text-lg font-medium text-slate-800 dark:text-slate-200">{message}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** /videos: the configured playlist with an embedded player (spec 2, "Video playlist page"). */
export function VideosPage() {
  usePageTitle('Video Lessons');
  const query = useVideos();
  const [searchParams, setSearchParams] = useSearchParams();
  const videos = query.data?.videos ?? [];
  const total = videos.length;
  const index = parseVideoIndex(searchParams.get('v'), total);

  const select = useCallback(
    (next: number) => {
      if (next < 0 || next >= total) return;
      setSearchParams(
        (params) => {
          params.set('v', String(next));
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams, total],
  );
  usePlaylistKeys(
    () => select(index - 1),
    () => select(index + 1),
    total > 0,
  );

  const current = videos[index];
  let body: ReactNode;
  const data = query.data;
  if (query.isPending) {
    body = <Spinner label="Loading your playlist..." className="py-24" />;
  } else if (!data) {
    // A failed refresh keeps the list already shown; only a first load that failed shows the error.
    body = (
      <div role="alert">
        <StatePanel
          icon={<AlertTriangle className="h-10 w-10 text-rose-500" aria-hidden />}
          message={PLAYLIST_FETCH_FAILED}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw className={`h-4 w-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden /> Try Again
            </Button>
          }
        />
      </div>
    );
  } else if (!data.configured) {
    body = <VideosNotConfigured />;
  } else if (!current) {
    body = (
      <StatePanel
        icon={<ListVideo className="h-10 w-10 text-slate-400" aria-hidden />}
        message="No videos found in this playlist."
      />
    );
  } else {
    body = (
      <div className="space-y-6">
        <VideoStats current={index + 1} total={total} />
        {data.stale && (
          <p className="flex items-center gap-2 rounded-xl border border-amber-500/30 bg-amber-500/10 px-4 py-2 text-sm text-amber-800 dark:text-amber-300">
            <ClockFading className="h-4 w-4 shrink-0" aria-hidden />
            Showing a saved copy of this playlist; the latest version could not be loaded.
          </p>
        )}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <VideoPlayer
            video={current}
            position={index + 1}
            total={total}
            onPrevious={() => select(index - 1)}
            onNext={() => select(index + 1)}
          />
          <VideoPlaylist videos={videos} currentIndex={index} onSelect={select} />
        </div>
      </div>
    );
  }

  const loaded = data?.configured && total > 0;
  return (
    <section className="relative">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.16),transparent_65%)]"
      />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
        <header className="flex items-start gap-4">
          <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-rose-500 to-indigo-500 text-white sm:inline-flex">
            <MonitorPlay className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Video Lessons</h1>
            {loaded && (
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                {videoCountLabel(total)} • Interactive Learning • Original Audio
              </p>
            )}
          </div>
        </header>
        {body}
      </div>
    </section>
  );
}
