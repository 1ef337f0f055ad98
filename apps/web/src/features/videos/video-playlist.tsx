import type { PlaylistVideo } from '@codingkaro/contracts';
import { Play } from 'lucide-react';
import { useEffect, useRef } from 'react';

interface VideoPlaylistProps {
  videos: PlaylistVideo[];
  currentIndex: number;
  onSelect: (index: number) => void;
}

/** The side playlist: thumbnails, the current video highlighted and kept in view; a click jumps to a video. */
export function VideoPlaylist({ videos, currentIndex, onSelect }: VideoPlaylistProps) {
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>(`[data-index="${currentIndex}"]`);
    if (!list || !item || list.scrollHeight <= list.clientHeight) return;
    // Scroll only the list, never the page (which would yank a phone user away from the player).
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    if (top < list.scrollTop || bottom > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - (list.clientHeight - item.offsetHeight) / 2);
    }
  }, [currentIndex]);

  return (
    <aside
      aria-labelledby="playlist-heading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 id="playlist-heading" className="font-semibold text-slate-900 dark:text-white">
          Playlist
        </h2>
        <span className="text-sm text-slate-500 dark:text-slate-400">
          {currentIndex + 1} / {videos.length}
        </span>
      </div>
      <ol ref={listRef} className="relative max-h-[28rem] space-y-1 overflow-y-auto p-2 lg:max-h-[calc(100vh-12rem)]">
        {videos.map((video) => {
          const current = video.index === currentIndex;
          return (
            <li key={`${video.index}-${video.id}`} data-index={video.index}>
              <button
                type="button"
                onClick={() => onSelect(video.index)}
                aria-current={current ? 'true' : undefined}
                className={`flex w-full items-start gap-3 rounded-xl p-2 text-left transition-colors ${
                  current
                    ? 'bg-indigo-500/10 ring-1 ring-indigo-500/40 dark:bg-indigo-500/15'
                    : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                }`}
              >
                <span className="w-6 shrink-0 pt-1 text-right text-xs font-medium text-slate-500 tabular-nums dark:text-slate-400">
                  {video.index + 1}
                </span>
                <span className="relative aspect-video w-28 shrink-0 overflow-hidden rounded-lg bg-slate-200 dark:bg-slate-800">
                  <img src={video.thumbnail} alt="" loading="lazy" className="h-full w-full object-cover" />
                  {current && (
                    <span className="absolute inset-0 flex items-center justify-center bg-black/45" aria-hidden>
                      <Play className="h-5 w-5 fill-white text-white" />
                    </span>
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    className={`line-clamp-2 text-sm font-medium ${
                      current ? 'text-indigo-700 dark:text-indigo-300' : 'text-slate-800 dark:text-slate-200'
                    }`}
                  >
                    {video.title}
                  </span>
                  {current && (
                    <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-indigo-600 px-2 py-0.5 text-[11px] font-semibold text-white dark:bg-indigo-500">
                      <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" aria-hidden /> Playing
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
