import { INTERVIEW_DOC } from '@codingkaro/contracts';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { codeHistory } from './playback';

/** Rows as the hub stores them: one update per edit, a second apart. */
function rowsOf(edits: ((text: Y.Text, doc: Y.Doc) => void)[]) {
  const doc = new Y.Doc();
  const rows: { update: Uint8Array; createdAt: Date }[] = [];
  doc.on('update', (update: Uint8Array) =>
    rows.push({ update, createdAt: new Date(Date.UTC(2026, 10, 28, 10, 0, rows.length)) }),
  );
  for (const edit of edits) edit(doc.getText(INTERVIEW_DOC.code), doc);
  return rows;
}

describe('codeHistory', () => {
  it('replays the stored updates into one frame per change of the code, with when it was stored', () => {
    const rows = rowsOf([
      (text) => text.insert(0, 'def f():'),
      (_text, doc) => doc.getText(INTERVIEW_DOC.stdin).insert(0, '1 2'),
      (text) => text.insert(8, '\n    return 1'),
      (text) => text.delete(0, 4),
    ]);
    expect(codeHistory(rows, 100)).toEqual([
      { at: '2026-11-28T10:00:00.000Z', code: 'def f():' },
      { at: '2026-11-28T10:00:02.000Z', code: 'def f():\n    return 1' },
      { at: '2026-11-28T10:00:03.000Z', code: 'f():\n    return 1' },
    ]);
  });

  it('thins a long history evenly, keeping the first and the last frame', () => {
    const rows = rowsOf(Array.from({ length: 50 }, (_, i) => (text: Y.Text) => text.insert(text.length, String(i % 10))));
    const frames = codeHistory(rows, 10);
    expect(frames).toHaveLength(10);
    expect(frames[0]?.code).toBe('0');
    expect(frames.at(-1)?.code).toBe('0123456789'.repeat(5));
    const lengths = frames.map((frame) => frame.code.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });
});
