import { useEffect, useId, useState } from 'react';
import type * as Y from 'yjs';
import { spliceText } from '../hooks/use-room-document';

/** The program's input, shared: each change is one splice of the shared text, so two people can edit it at once. */
export function SharedInput({ text, readOnly }: { text: Y.Text; readOnly: boolean }) {
  const id = useId();
  const [value, setValue] = useState(() => text.toString());
  useEffect(() => {
    const update = () => setValue(text.toString());
    update();
    text.observe(update);
    return () => text.unobserve(update);
  }, [text]);
  return (
    <div className="px-3 py-2">
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400"
      >
        Input (stdin)
      </label>
      <textarea
        id={id}
        value={value}
        readOnly={readOnly}
        onChange={(event) => spliceText(text, event.target.value)}
        rows={3}
        spellCheck={false}
        placeholder="What the program reads from standard input"
        className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      />
    </div>
  );
}
