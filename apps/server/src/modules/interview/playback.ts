import { INTERVIEW_DOC, type InterviewPlaybackFrame } from '@codingkaro/contracts';
import * as Y from 'yjs';

/**
 * The shared code's history from the stored updates, replayed in order into a fresh document: one
 * frame per stored row that changed the code. Rows merged by compaction are one frame (their
 * final text at the time of compaction). More than `maxFrames` are thinned evenly, always keeping
 * the first and the last.
 */
export function codeHistory(rows: { update: Uint8Array; createdAt: Date }[], maxFrames: number): InterviewPlaybackFrame[] {
  const doc = new Y.Doc();
  const code = doc.getText(INTERVIEW_DOC.code);
  const frames: InterviewPlaybackFrame[] = [];
  let previous = '';
  try {
    for (const row of rows) {
      Y.applyUpdate(doc, row.update);
      const text = code.toString();
      if (text === previous) continue;
      previous = text;
      frames.push({ at: row.createdAt.toISOString(), code: text });
    }
  } finally {
    doc.destroy();
  }
  if (frames.length <= maxFrames || maxFrames < 2) return frames;
  const step = (frames.length - 1) / (maxFrames - 1);
  return Array.from({ length: maxFrames }, (_, i) => frames[Math.round(i * step)] as InterviewPlaybackFrame);
}
