import { NOTES_MAX_LENGTH } from '@codingkaro/contracts';
import { NotebookPen } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * A question's notes: view, then edit with the current notes (Save sends, Cancel discards).
 * `canEdit` decides whether editing may start (guests are sent to sign in instead). `actions`
 * (the question's links) share a row with the note button.
 */
export function NotesEditor({
  notes,
  title,
  canEdit,
  onSave,
  actions,
}: {
  notes: string;
  title: string;
  canEdit(): boolean;
  onSave(notes: string): void;
  actions?: ReactNode;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();

  if (draft === null) {
    return (
      <div className="space-y-2">
        {notes && (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm whitespace-pre-wrap break-words text-slate-700 dark:bg-slate-800/70 dark:text-slate-200">
            {notes}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-1.5">
          {actions}
          <button
            type="button"
            onClick={() => canEdit() && setDraft(notes)}
            aria-label={`${notes ? 'Edit note' : 'Add note'}: ${title}`}
            className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <NotebookPen className="h-4 w-4" aria-hidden />
            {notes ? 'Edit note' : 'Add note'}
          </button>
        </div>
      </div>
    );
  }

  const save = () => {
    if (draft !== notes) onSave(draft);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  return (
    <div className="space-y-2">
      {actions && <div className="flex flex-wrap items-center gap-1.5">{actions}</div>}
      <label htmlFor={id} className="sr-only">
        Notes for {title}
      </label>
      <textarea
        id={id}
        value={draft}
        maxLength={NOTES_MAX_LENGTH}
        rows={3}
        // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this note
        autoFocus
        onChange={(event) => setDraft(event.target.value.slice(0, NOTES_MAX_LENGTH))}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-count`}
        placeholder="Your approach, edge cases, what to remember…"
        className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-count`} className="text-xs tabular-nums text-slate-500 dark:text-slate-400">
          {draft.length}/{NOTES_MAX_LENGTH}
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDraft(null)}>
            Cancel
          </Button>
          <Button size="sm" onClick={save}>
            Save
          </Button>
        </div>
      </div>
    </div>
  );
}
