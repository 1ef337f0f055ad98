import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { RoomDocument } from '../hooks/use-room-document';
import { SharedCodeEditor } from './shared-code-editor';

// jsdom has no layout: CodeMirror's measuring asks ranges for rectangles.
beforeAll(() => {
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
});

/** A room's shared document without a socket: the tests write into it as the server's sync would. */
function roomDocument(): RoomDocument {
  const doc = new Y.Doc();
  const provider = { awareness: new Awareness(doc) } as unknown as WebsocketProvider;
  return { doc, provider, code: doc.getText('code'), stdin: doc.getText('stdin') };
}

/** A change made by someone else: applied from another document, as a socket update would be. */
function remoteEdit(room: RoomDocument, edit: (code: Y.Text) => void) {
  const peer = new Y.Doc();
  Y.applyUpdate(peer, Y.encodeStateAsUpdate(room.doc));
  const before = Y.encodeStateVector(peer);
  edit(peer.getText('code'));
  Y.applyUpdate(room.doc, Y.encodeStateAsUpdate(peer, before), 'remote');
}

const editor = () => screen.getByRole('textbox', { name: 'Shared code editor, Python' });
/** The editor's chunk is imported (and, in a test run, transformed) on first use: seconds on a busy machine. */
const CHUNK_WAIT = { timeout: 15_000 };

describe('SharedCodeEditor', () => {
  it('opens on the shared text as it is when the editor is created, not as it was when the page rendered', async () => {
    const errors = vi.spyOn(console, 'error');
    onTestFinished(() => errors.mockRestore());
    const room = roomDocument();
    render(<SharedCodeEditor room={room} language="python" readOnly={false} />);
    // The first sync lands while the editor's chunk is still loading.
    expect(screen.getByText('Loading the editor...')).toBeInTheDocument();
    remoteEdit(room, (code) => code.insert(0, 'print("from the room")'));

    await waitFor(() => expect(editor()).toHaveTextContent('print("from the room")'), CHUNK_WAIT);
    // A later change over the whole text (a language switch, a reset) applies to the same text.
    remoteEdit(room, (code) => {
      code.delete(0, code.length);
      code.insert(0, 'x = 1');
    });
    expect(editor()).toHaveTextContent(/^x = 1$/);
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps following the shared text once it is open', async () => {
    const room = roomDocument();
    remoteEdit(room, (code) => code.insert(0, 'a = 1'));
    render(<SharedCodeEditor room={room} language="python" readOnly={false} />);
    await waitFor(() => expect(editor()).toHaveTextContent('a = 1'), CHUNK_WAIT);
    remoteEdit(room, (code) => code.insert(5, '\nb = 2'));
    expect(editor()).toHaveTextContent('a = 1b = 2');
    expect(room.code.toString()).toBe('a = 1\nb = 2');
  });
});
