import { Play } from 'lucide-react';
import { useState } from 'react';
import { env } from '../../config/env';

/**
 * A lightweight poster until the visitor asks for the video, then the privacy-enhanced embed,
 * looping. Nothing from the video host loads before the click, so the home page stays fast.
 */
export function DemoVideo({ videoId = env.demoVideoId }: { videoId?: string }) {
  const [playing, setPlaying] = useState(false);
  const params = new URLSearchParams({
    autoplay: '1',
    mute: '1',
    loop: '1',
    playlist: videoId,
    rel: '0',
    modestbranding: '1',
    playsinline: '1',
  });
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-900 shadow-2xl shadow-indigo-500/10 dark:border-slate-800">
      {playing ? (
        <iframe
          className="absolute inset-0 h-full w-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`}
          title="CodingKaro sample lesson"
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full flex-col justify-between bg-[radial-gradient(circle_at_30%_20%,rgba(99,102,241,0.35),transparent_55%),radial-gradient(circle_at_80%_80%,rgba(6,182,212,0.25),transparent_50%)] p-5 text-left"
        >
          <div className="space-y-1.5 font-mono text-[11px] leading-relaxed text-slate-400 sm:text-xs" aria-hidden>
            <p>
              <span className="text-violet-400">class</span> <span className="text-cyan-300">Solution</span> {'{'}
            </p>
            <p className="pl-4">
              <span className="text-violet-400">void</span> <span className="text-amber-300">setZeroes</span>
              (vector&lt;vector&lt;int&gt;&gt;&amp; m) {'{'}
            </p>
            <p className="pl-8 text-slate-500">{'// mark rows and columns, then sweep'}</p>
            <p className="pl-4">{'}'}</p>
            <p>{'};'}</p>
          </div>
          <span className="absolute left-1/2 top-1/2 inline-flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-indigo-600 shadow-xl transition group-hover:scale-110">
            <Play className="ml-1 h-7 w-7" aria-hidden />
          </span>
          <span className="text-sm font-medium text-white">Watch a sample lesson · Set Matrix Zeroes</span>
        </button>
      )}
    </div>
  );
}
