import { INTERVIEW_DOC, INTERVIEW_STATE_MESSAGE, type InterviewLiveState } from '@codingkaro/contracts';
import type { FastifyInstance } from 'fastify';
import * as decoding from 'lib0/decoding';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

/** Polls until `check` holds (no time is asserted; the test's own timeout bounds it). */
export async function until(check: () => boolean | Promise<boolean>, what: string, debug?: () => string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}${debug ? ` (${debug()})` : ''}`);
}

/** A WebSocket that sends a session cookie, as a browser on the site would. */
const socketWithCookie = (cookie: string) =>
  class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  } as unknown as typeof globalThis.WebSocket;

export interface RoomClient {
  doc: Y.Doc;
  provider: WebsocketProvider;
  text: Y.Text;
  state: InterviewLiveState | null;
  /** Resolves at the first change of the document (or state) after which `check` holds. */
  arrival(check: () => boolean, what: string, timeoutMs?: number): Promise<void>;
}

/** A room member's browser, reduced to y-websocket's provider (the web app's client) on `port`. */
export function connectRoomClient(port: number, roomId: string, cookie: string): RoomClient {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/api/interview/rooms`, `${roomId}/socket`, doc, {
    WebSocketPolyfill: socketWithCookie(cookie),
    maxBackoffTime: 200,
    // Providers in one process would otherwise share edits over a BroadcastChannel, not the server.
    disableBc: true,
  });
  const listeners = new Set<() => void>();
  const client: RoomClient = {
    doc,
    provider,
    text: doc.getText(INTERVIEW_DOC.code),
    state: null,
    arrival(check, what, timeoutMs = 10_000) {
      if (check()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`never arrived: ${what}`));
        }, timeoutMs);
        const listener = () => {
          if (!check()) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve();
        };
        listeners.add(listener);
      });
    },
  };
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  doc.on('update', notify);
  // The server-written state (run, timer) arrives as its own message type.
  provider.messageHandlers[INTERVIEW_STATE_MESSAGE] = (_encoder, decoder) => {
    const next = JSON.parse(decoding.readVarString(decoder)) as InterviewLiveState;
    if (!client.state || next.rev >= client.state.rev) client.state = next;
    notify();
  };
  return client;
}

/** A room made by the interviewer on `app`, the candidate joined with its invite. */
export async function createJoinedRoom(
  app: FastifyInstance,
  interviewerCookie: string,
  candidateCookie: string,
): Promise<{ id: string }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/interview/rooms',
    headers: { cookie: interviewerCookie },
    payload: { title: 'Scale round' },
  });
  if (created.statusCode !== 200) throw new Error(`room not created: ${created.body}`);
  const room = created.json().room as { id: string; inviteToken: string };
  const joined = await app.inject({
    method: 'POST',
    url: `/api/interview/rooms/${room.id}/join`,
    headers: { cookie: candidateCookie },
    payload: { token: room.inviteToken },
  });
  if (joined.statusCode !== 200) throw new Error(`candidate not joined: ${joined.body}`);
  return { id: room.id };
}
