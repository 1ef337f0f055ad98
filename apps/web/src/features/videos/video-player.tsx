import type { PlaylistVideo } from '@codingkaro/contracts';
import { CalendarDays, ChevronLeft, ChevronRight, Volume2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { embedUrl, formatPublishDate, truncateDescription } from './video-format';

interface VideoPlayerProps {
  video: PlaylistVideo;
  position: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** The embedded player with the video's title, position, date, navigation and description. */
export function VideoPlayer({ video, position, total, onPrevious, onNext }: VideoPlayerProps) {
  const published = formatPublishDate(video.publishedAt);
  const description = truncateDescription(video.description);
  return (
    <article aria-labelledby="video-title" className="space-y-4">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-black shadow-xl shadow-indigo-500/10 dark:border-slate-800">
        <div className="relative aspect-video w-full">
          <iframe
            // A new frame per video, so switching videos does not add entries to the browser history.
            key={`${video.index}-${video.id}`}
            className="absolute inset-0 h-full w-full"
            src={embedUrl(video.id)}
            title={video.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h2 id="video-title" className="text-xl font-bold leading-snug text-slate-900 sm:text-2xl dark:text-white">
          {video.title}
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
          <span className="font-medium text-slate-700 dark:text-slate-300" data-testid="video-position">
            Video {position} of {total}
          </span>
          {published && video.publishedAt && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="h-4 w-4" aria-hidden />
              <time dateTime={video.publishedAt}>{published}</time>
            </span>
          )}
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-500/10 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
            <Volume2 className="h-3.5 w-3.5" aria-hidden /> Original Audio
          </span>
        </div>

        <div className="mt-5 flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={onPrevious} disabled={position <= 1} aria-keyshortcuts="ArrowLeft k">
            <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
          </Button>
          <p className="hidden text-xs text-slate-500 md:block dark:text-slate-400">
            Tip: <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">←</kbd>{' '}
            <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">→</kbd> or{' '}
            <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">K</kbd>{' '}
            <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">J</kbd> switch videos
          </p>
          <Button onClick={onNext} disabled={position >= total} aria-keyshortcuts="ArrowRight j">
            Next <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>

      <section
        aria-labelledby="about-video"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h3 id="about-video" className="text-base font-semibold text-slate-900 dark:text-white">
          About this video
        </h3>
        <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-slate-600 dark:text-slate-300">
          {description || 'No description was given for this video.'}
        </p>
      </section>
    </article>
  );
}
