import { INTERVIEW_NOTES_MAX } from '@codingkaro/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useRoomPrivate, useSaveNotes } from '../api/interview-api';

/** How long after the last keystroke the notes are saved. */
const SAVE_AFTER_MS = 800;

/** The interviewer's private notes: saved on the server as they are typed, never shown to the candidate. */
export function InterviewerNotes({ roomId, problemSlug }: { roomId: string; problemSlug: string | null }) {
  const stored = useRoomPrivate(roomId, problemSlug, true);
  const save = useSaveNotes(roomId);
  const [notes, setNotes] = useState<string | null>(null);
  const [status, setStatus] = useState<'saved' | 'saving' | 'unsaved' | 'failed'>('saved');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef('');

  useEffect(() => {
    if (notes === null && stored.data) setNotes(stored.data.notes);
  }, [notes, stored.data]);

  const flushRef = useRef(() => {});
  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setStatus('saving');
    const sent = latest.current;
    save.mutate(sent, {
      onSuccess: () => setStatus(latest.current === sent ? 'saved' : 'unsaved'),
      onError: () => setStatus('failed'),
    });
  };
  flushRef.current = flush;
  // Leaving the room: a pending save is sent now rather than dropped.
  useEffect(
    () => () => {
      if (timer.current) flushRef.current();
    },
    [],
  );

  return (
    <label className="block text-sm">
      <span className="flex items-center justify-between">
        <span className="font-semibold">Private notes</span>
        <span className="text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
          {status === 'saving'
            ? 'Saving…'
            : status === 'failed'
              ? `Not saved: ${errorMessage(save.error)}`
              : status === 'unsaved'
                ? 'Unsaved changes'
                : 'Only you see these'}
        </span>
      </span>
      <textarea
        value={notes ?? ''}
        disabled={notes === null}
        maxLength={INTERVIEW_NOTES_MAX}
        rows={4}
        placeholder="What you notice as the candidate works (only you see these)"
        onChange={(event) => {
          setNotes(event.target.value);
          latest.current = event.target.value;
          setStatus('unsaved');
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(flush, SAVE_AFTER_MS);
        }}
        onBlur={() => {
          if (timer.current) flush();
        }}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
    </label>
  );
}
