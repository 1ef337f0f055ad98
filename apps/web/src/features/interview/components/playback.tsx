import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useRoomPlayback } from '../api/interview-api';

/** How long each step shows while playing. */
const STEP_MS = 400;

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Replays the shared code's history with a scrubber (from the stored document updates). */
export function Playback({ roomId }: { roomId: string }) {
  const [open, setOpen] = useState(false);
  const history = useRoomPlayback(roomId, open);
  const frames = history.data?.frames ?? [];
  const [position, setPosition] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const last = frames.length - 1;
  const at = position === null ? last : Math.min(position, last);
  const frame = frames[at];

  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setPosition(at + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, at, last]);

  return (
    <details
      className="border-t border-slate-200 px-3 py-3 text-sm dark:border-slate-800"
      onToggle={(event) => {
        const isOpen = (event.target as HTMLDetailsElement).open;
        setOpen(isOpen);
        if (isOpen) {
          setPosition(null);
          void history.refetch();
        } else setPlaying(false);
      }}
    >
      <summary className="cursor-pointer font-semibold">Playback</summary>
      <div className="mt-2 space-y-2" data-testid="playback">
        {history.isError && <p className="text-rose-700 dark:text-rose-400">{errorMessage(history.error)}</p>}
        {history.isPending && open && <p className="text-slate-600 dark:text-slate-400">Loading the code’s history…</p>}
        {history.data && frames.length === 0 && <p className="text-slate-600 dark:text-slate-400">Nothing has been typed yet.</p>}
        {frame && (
          <>
            <div className="flex items-center gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-label={playing ? 'Pause playback' : 'Play from here'}
                onClick={() => {
                  if (!playing && at >= last) setPosition(0);
                  setPlaying((value) => !value);
                }}
              >
                {playing ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
              </Button>
              <input
                type="range"
                min={0}
                max={last}
                value={at}
                onChange={(event) => {
                  setPlaying(false);
                  setPosition(Number(event.target.value));
                }}
                aria-label="Playback position"
                aria-valuetext={`Change ${at + 1} of ${frames.length}, ${timeOf(frame.at)}`}
                className="min-w-0 flex-1 accent-indigo-600"
              />
              <Button size="sm" variant="ghost" aria-label="Latest" onClick={() => setPosition(null)}>
                <RotateCcw className="h-4 w-4" aria-hidden />
              </Button>
            </div>
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="playback-position">
              Change {at + 1} of {frames.length} · <time dateTime={frame.at}>{timeOf(frame.at)}</time>
            </p>
            <pre
              className="max-h-72 overflow-auto whitespace-pre rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100"
              data-testid="playback-code"
            >
              {frame.code || ' '}
            </pre>
          </>
        )}
      </div>
    </details>
  );
}
