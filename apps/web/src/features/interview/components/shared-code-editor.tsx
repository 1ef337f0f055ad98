import { keymap } from '@codemirror/view';
import type { CompilerLanguage } from '@codingkaro/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { yCollab, yUndoManagerKeymap } from 'y-codemirror.next';
import * as Y from 'yjs';
import type { SharedEditing } from '../../../components/code-editor/code-editor-types';
import { Spinner } from '../../../components/ui/spinner';
import { useDarkClass, useMediaQuery } from '../../../lib/use-media-query';
import type { RoomDocument } from '../hooks/use-room-document';
import { ROOM_LANGUAGE_LABELS } from '../lib/languages';

const CodeEditor = lazy(() => import('../../../components/code-editor/code-editor'));

/**
 * The app's code editor bound to the room's shared text: everyone's edits, cursors and
 * selections (with names and colours) appear live; undo takes back only this person's edits.
 */
export function SharedCodeEditor({
  room,
  language,
  readOnly,
}: {
  room: RoomDocument;
  language: CompilerLanguage;
  readOnly: boolean;
}) {
  const dark = useDarkClass();
  // The problem editor's sizes (spec 9): 14, 13 under 768 px, 12 under 640 px.
  const under640 = useMediaQuery('(max-width: 639.98px)');
  const under768 = useMediaQuery('(max-width: 767.98px)');
  const fontSize = under640 ? 12 : under768 ? 13 : 14;
  const collaboration = useMemo<SharedEditing>(
    () => ({
      extension: [
        yCollab(room.code, room.provider.awareness, { undoManager: new Y.UndoManager(room.code) }),
        keymap.of(yUndoManagerKeymap),
      ],
      text: () => room.code.toString(),
    }),
    [room],
  );
  return (
    <Suspense fallback={<Spinner label="Loading the editor..." className="py-16" />}>
      <CodeEditor
        key={room.doc.guid}
        value=""
        collaboration={collaboration}
        language={language}
        fontSize={fontSize}
        dark={dark}
        readOnly={readOnly}
        label={`Shared code editor, ${ROOM_LANGUAGE_LABELS[language]}`}
      />
    </Suspense>
  );
}
