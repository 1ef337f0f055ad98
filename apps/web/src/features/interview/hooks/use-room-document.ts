import {
  type CompilerLanguage,
  CompilerLanguageSchema,
  DEFAULT_INTERVIEW_LANGUAGE,
  emptyInterviewState,
  INTERVIEW_DOC,
  INTERVIEW_DOCUMENT_FULL_MESSAGE,
  INTERVIEW_STATE_MESSAGE,
  type InterviewLiveState,
  InterviewLiveStateSchema,
} from '@codingkaro/contracts';
import * as decoding from 'lib0/decoding';
import { useEffect, useState } from 'react';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { colourFor, socketBase } from '../lib/room-links';

/** The server's close codes (collab-hub.ts): the document is full; the room was deleted. */
const CLOSE_DOCUMENT_FULL = 4413;
const CLOSE_ROOM_GONE = 4410;

export type ConnectionStatus = 'connecting' | 'connected' | 'offline';

export interface Participant {
  clientId: number;
  name: string;
  color: string;
  self: boolean;
}

export interface RoomDocument {
  doc: Y.Doc;
  provider: WebsocketProvider;
  code: Y.Text;
  stdin: Y.Text;
}

export interface RoomDocumentState {
  room: RoomDocument | null;
  status: ConnectionStatus;
  /** Whether the first sync with the server has happened (until then the text may be stale). */
  synced: boolean;
  /** Why the connection was ended for good (document full, room deleted); no reconnecting then. */
  stopped: string | null;
  language: CompilerLanguage;
  /** What only the server writes: last run, timer, problem, last submission, revealed hints. */
  live: InterviewLiveState;
  participants: Participant[];
}

/** The server-written state in a socket frame (after its message type), or null when malformed. */
export function readLiveState(decoder: decoding.Decoder): InterviewLiveState | null {
  try {
    const parsed = InterviewLiveStateSchema.safeParse(JSON.parse(decoding.readVarString(decoder)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readLanguage(doc: Y.Doc): CompilerLanguage {
  const parsed = CompilerLanguageSchema.safeParse(doc.getMap(INTERVIEW_DOC.settings).get('language'));
  return parsed.success ? parsed.data : DEFAULT_INTERVIEW_LANGUAGE;
}

/**
 * The room's shared document, kept in sync over the room's socket. Edits made while the socket is
 * down stay in the document and are merged when it reconnects (Yjs), so nobody loses typing.
 */
export function useRoomDocument(roomId: string, me: { id: string; name: string }): RoomDocumentState {
  const [state, setState] = useState<RoomDocumentState>({
    room: null,
    status: 'connecting',
    synced: false,
    stopped: null,
    language: DEFAULT_INTERVIEW_LANGUAGE,
    live: emptyInterviewState(),
    participants: [],
  });

  useEffect(() => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(socketBase(), `${roomId}/socket`, doc, { maxBackoffTime: 2500 });
    const color = colourFor(me.id);
    provider.awareness.setLocalStateField('user', { name: me.name, color, colorLight: `${color}33` });
    const room: RoomDocument = { doc, provider, code: doc.getText(INTERVIEW_DOC.code), stdin: doc.getText(INTERVIEW_DOC.stdin) };
    const patch = (next: Partial<RoomDocumentState>) => setState((current) => ({ ...current, ...next }));

    const readParticipants = (): Participant[] =>
      [...provider.awareness.getStates().entries()].flatMap(([clientId, value]) => {
        const user = (value as { user?: { name?: unknown; color?: unknown } }).user;
        if (!user || typeof user.name !== 'string') return [];
        return [
          {
            clientId,
            name: user.name,
            color: typeof user.color === 'string' ? user.color : '#4f46e5',
            self: clientId === doc.clientID,
          },
        ];
      });
    patch({ room, language: readLanguage(doc), participants: readParticipants() });
    // The server's own message: the room's state, never from the document (which members can write).
    provider.messageHandlers[INTERVIEW_STATE_MESSAGE] = (_encoder, decoder) => {
      const live = readLiveState(decoder);
      if (live) setState((current) => (live.rev >= current.live.rev ? { ...current, live } : current));
    };

    const onStatus = ({ status }: { status: 'connected' | 'disconnected' | 'connecting' }) =>
      patch({ status: status === 'connected' ? 'connected' : status === 'connecting' ? 'connecting' : 'offline' });
    const onSync = (synced: boolean) => synced && patch({ synced: true });
    const onClose = (event: CloseEvent | null) => {
      if (event?.code === CLOSE_DOCUMENT_FULL || event?.code === CLOSE_ROOM_GONE) {
        provider.shouldConnect = false;
        patch({
          stopped:
            event.code === CLOSE_DOCUMENT_FULL ? INTERVIEW_DOCUMENT_FULL_MESSAGE : event.reason || 'This room was deleted.',
          status: 'offline',
        });
      }
    };
    const onSettings = () => patch({ language: readLanguage(doc) });
    const onAwareness = () => patch({ participants: readParticipants() });
    provider.on('status', onStatus);
    provider.on('sync', onSync);
    provider.on('connection-close', onClose);
    doc.getMap(INTERVIEW_DOC.settings).observe(onSettings);
    provider.awareness.on('change', onAwareness);
    return () => {
      provider.awareness.off('change', onAwareness);
      provider.destroy();
      doc.destroy();
    };
  }, [roomId, me.id, me.name]);

  return state;
}

/** Sets the room's language for everyone. */
export function setRoomLanguage(doc: Y.Doc, language: CompilerLanguage): void {
  doc.getMap(INTERVIEW_DOC.settings).set('language', language);
}

/**
 * Applies a textarea's new value to shared text as one splice (common start and end kept), so a
 * concurrent edit elsewhere in the text survives.
 */
export function spliceText(text: Y.Text, next: string): void {
  const current = text.toString();
  if (current === next) return;
  let start = 0;
  while (start < current.length && start < next.length && current[start] === next[start]) start++;
  let end = 0;
  while (
    end < current.length - start &&
    end < next.length - start &&
    current[current.length - 1 - end] === next[next.length - 1 - end]
  )
    end++;
  text.doc?.transact(() => {
    text.delete(start, current.length - start - end);
    text.insert(start, next.slice(start, next.length - end));
  });
}
