import { INTERVIEW_STATE_MESSAGE } from '@codingkaro/contracts';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { WebSocket } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { DocumentRepository } from './document-repository';
import { RelayKind, type RoomRelay } from './room-relay';
import { createUpdateWriter, type PendingDocument, type UpdateWriter } from './update-writer';

/** y-websocket's message types (the first varUint of every frame). */
const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 3;

/** Close codes the browser branches on (4000-4999 are the application's). */
export const CLOSE_DOCUMENT_FULL = 4413;
export const CLOSE_ROOM_GONE = 4410;

export interface CollabHubOptions {
  documents: DocumentRepository;
  /** Refuse a client update that would grow the stored document past this many bytes. */
  maxDocumentBytes: number;
  /** Merge a room's stored updates into one row after this many were appended. */
  compactAfterUpdates: number;
  /** The close reason sent with CLOSE_DOCUMENT_FULL. */
  documentFullMessage: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The room's server-written state (JSON, the same for every member), sent to each new socket. */
  roomState?: (roomId: string) => Promise<unknown>;
  /**
   * Other API instances serving the same rooms (REDIS_URL): documents, cursors and the room
   * state cross through it. Each instance stores only the updates its own sockets (or the server)
   * made, so no update is appended twice; compaction merges the stored rows under a lock.
   */
  relay?: RoomRelay | null;
}

/** The origin of changes applied from another instance: sent to this instance's sockets, never stored or relayed again. */
const RELAYED = Symbol('relayed');

/** A Yjs update holding nothing (no structs, empty delete set) encodes as these two bytes. */
const EMPTY_UPDATE_BYTES = 2;

/** A frame of the server-written room state: its own message type, then the state as JSON. */
export function stateMessage(state: unknown): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, INTERVIEW_STATE_MESSAGE);
  encoding.writeVarString(encoder, JSON.stringify(state));
  return encoding.toUint8Array(encoder);
}

interface Connection {
  socket: WebSocket;
  readOnly: boolean;
  /** The session user's name: the only name this connection's cursor may carry. */
  name: string;
  /** The awareness client ids this connection announced, removed when it closes. */
  awarenessIds: Set<number>;
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * A client's presence as others will see it: its name is the session's (never the client's own
 * claim) and its colours plain hex (the cursor library writes them into a style attribute).
 */
function cursorState(state: unknown, name: string): unknown {
  if (!state || typeof state !== 'object') return state;
  const claimed = (state as { user?: { color?: unknown; colorLight?: unknown } }).user ?? {};
  const color = typeof claimed.color === 'string' && COLOUR.test(claimed.color) ? claimed.color : '#4f46e5';
  const colorLight =
    typeof claimed.colorLight === 'string' && /^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(claimed.colorLight)
      ? claimed.colorLight
      : `${color}33`;
  return { ...state, user: { name, color, colorLight } };
}

/** The stored updates of a room merged into one, with deleted content collected. */
function mergeStoredUpdates(updates: Uint8Array[]): Uint8Array {
  const doc = new Y.Doc();
  Y.transact(doc, () => {
    for (const update of updates) Y.applyUpdate(doc, update);
  });
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

/** One room's document in memory, its connections, and its updates waiting to be stored. */
class RoomDocument implements PendingDocument {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly connections = new Map<WebSocket, Connection>();
  /** Estimated stored size: the loaded state plus every update appended since. */
  storedBytes = 0;
  storedRows = 0;
  private pending: Uint8Array[] = [];
  private compacting: Promise<void> | null = null;

  constructor(
    readonly roomId: string,
    private readonly options: CollabHubOptions,
    private readonly writer: UpdateWriter,
  ) {
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => this.onUpdate(update, origin));
    this.awareness.on(
      'update',
      ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        const changed = [...added, ...updated, ...removed];
        const connection = origin instanceof Object ? this.connectionOf(origin) : undefined;
        if (connection) {
          for (const id of added) connection.awarenessIds.add(id);
          for (const id of removed) connection.awarenessIds.delete(id);
        }
        const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed);
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
        encoding.writeVarUint8Array(encoder, update);
        this.broadcast(encoding.toUint8Array(encoder));
        if (origin !== RELAYED) this.options.relay?.publish(this.roomId, RelayKind.awareness, update);
      },
    );
  }

  /** A message from another instance serving this room. */
  readonly onRelay = (kind: RelayKind, payload: Uint8Array): void => {
    try {
      if (kind === RelayKind.update) Y.applyUpdate(this.doc, payload, RELAYED);
      else if (kind === RelayKind.awareness) awarenessProtocol.applyAwarenessUpdate(this.awareness, payload, RELAYED);
      else if (kind === RelayKind.state) this.broadcast(payload);
      else if (kind === RelayKind.syncRequest) this.answerSyncRequest(payload);
      else if (kind === RelayKind.evict) this.onEvicted?.(new TextDecoder().decode(payload));
    } catch (error) {
      this.options.log.warn({ err: error, roomId: this.roomId }, 'malformed interview relay message');
    }
  };

  /** Set by the hub: closes this instance's sockets of a room another instance deleted. */
  onEvicted?: (reason: string) => void;

  /**
   * Asks the other instances for what this document lacks: updates they received but had not
   * stored yet when this one loaded, or sent while Redis was unreachable, and their cursors.
   */
  requestSync(): void {
    this.options.relay?.publish(this.roomId, RelayKind.syncRequest, Y.encodeStateVector(this.doc));
  }

  private answerSyncRequest(stateVector: Uint8Array): void {
    const relay = this.options.relay;
    if (!relay) return;
    const missing = Y.encodeStateAsUpdate(this.doc, stateVector);
    if (missing.byteLength > EMPTY_UPDATE_BYTES) relay.publish(this.roomId, RelayKind.update, missing);
    const local = [...this.connections.values()].flatMap((connection) => [...connection.awarenessIds]);
    if (local.length > 0) {
      relay.publish(this.roomId, RelayKind.awareness, awarenessProtocol.encodeAwarenessUpdate(this.awareness, local));
    }
  }

  private connectionOf(origin: object): Connection | undefined {
    return this.connections.get(origin as WebSocket);
  }

  async load(): Promise<void> {
    const rows = await this.options.documents.load(this.roomId);
    Y.transact(
      this.doc,
      () => {
        for (const row of rows) Y.applyUpdate(this.doc, row.update);
      },
      'load',
    );
    this.storedRows = rows.length;
    this.storedBytes += rows.reduce((sum, row) => sum + row.update.byteLength, 0);
  }

  private onUpdate(update: Uint8Array, origin: unknown): void {
    if (origin === 'load') return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    this.broadcast(encoding.toUint8Array(encoder), origin);
    this.storedBytes += update.byteLength;
    // The instance that received an update stores it; the others only pass it on to their sockets.
    if (origin === RELAYED) return;
    this.options.relay?.publish(this.roomId, RelayKind.update, update);
    this.pending.push(update);
    this.writer.schedule(this);
  }

  takePending(): Uint8Array | null {
    if (this.pending.length === 0) return null;
    const batch = this.pending;
    this.pending = [];
    return batch.length === 1 ? (batch[0] as Uint8Array) : Y.mergeUpdates(batch);
  }

  restorePending(update: Uint8Array): void {
    // Kept for the next write rather than lost: the document in memory still holds it.
    this.pending.unshift(update);
  }

  stored(): void {
    this.storedRows += 1;
    if (this.storedRows < this.options.compactAfterUpdates || this.compacting) return;
    this.compacting = this.compact()
      .catch((error) => this.options.log.error({ err: error, roomId: this.roomId }, 'interview document compaction failed'))
      .finally(() => {
        this.compacting = null;
      });
  }

  /**
   * Replaces the stored rows by one update holding what they hold: deleted text is gone from it
   * (Yjs keeps only tombstones), so a document that shrank is stored small again. Made from the
   * rows themselves, not this instance's memory, so rows another instance appended are kept.
   */
  private async compact(): Promise<void> {
    const compacted = await this.options.documents.compact(this.roomId, mergeStoredUpdates);
    // Another instance compacting this room meanwhile: its merge holds these rows too.
    this.storedRows = compacted ? compacted.rows : 0;
    if (compacted) this.storedBytes = compacted.bytes;
  }

  /**
   * Resolves once every update received so far is in the database (a failed write is tried
   * again, a few times: the database may be down, and shutdown must not wait forever).
   */
  async flushed(): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (this.pending.length > 0) this.writer.schedule(this);
      await this.writer.settled(this);
      await this.compacting;
      if (this.pending.length === 0) return;
    }
    this.options.log.error({ roomId: this.roomId }, 'interview document updates could not be stored');
  }

  broadcast(message: Uint8Array, except?: unknown): void {
    for (const { socket } of this.connections.values()) {
      if (socket !== except && socket.readyState === socket.OPEN) socket.send(message);
    }
  }

  send(socket: WebSocket, message: Uint8Array): void {
    if (socket.readyState === socket.OPEN) socket.send(message);
  }

  handleMessage(connection: Connection, data: Uint8Array): void {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      this.handleSync(connection, decoder, data);
    } else if (type === MESSAGE_AWARENESS) {
      const update = awarenessProtocol.modifyAwarenessUpdate(decoding.readVarUint8Array(decoder), (state) =>
        cursorState(state, connection.name),
      );
      awarenessProtocol.applyAwarenessUpdate(this.awareness, update, connection.socket);
    } else if (type === MESSAGE_QUERY_AWARENESS) {
      this.sendAwareness(connection.socket);
    }
  }

  private handleSync(connection: Connection, decoder: decoding.Decoder, data: Uint8Array): void {
    // Peek at the sync message's kind: observers may ask for the document but never change it.
    const kind = decoding.peekVarUint(decoder);
    if (kind !== syncProtocol.messageYjsSyncStep1) {
      if (connection.readOnly) return;
      const update = decoding.readVarUint8Array(decoding.createDecoder(data.subarray(decoder.pos + 1)));
      if (this.wouldOverflow(update)) {
        connection.socket.close(CLOSE_DOCUMENT_FULL, this.options.documentFullMessage);
        return;
      }
    }
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.readSyncMessage(decoder, encoder, this.doc, connection.socket);
    if (encoding.length(encoder) > 1) this.send(connection.socket, encoding.toUint8Array(encoder));
  }

  /**
   * Whether an update adds content past the cap. The running estimate (stored bytes) only grows,
   * so near the cap the document's real size is measured; deletions and updates already held (a
   * client's step 2 after a reconnect) always pass.
   */
  private wouldOverflow(update: Uint8Array): boolean {
    const cap = this.options.maxDocumentBytes;
    if (this.storedBytes + update.byteLength <= cap) return false;
    const missing = Y.diffUpdate(update, Y.encodeStateVector(this.doc));
    if (Y.decodeUpdate(missing).structs.length === 0) return false;
    this.storedBytes = Y.encodeStateAsUpdate(this.doc).byteLength;
    return this.storedBytes + missing.byteLength > cap;
  }

  sendAwareness(socket: WebSocket): void {
    const states = [...this.awareness.getStates().keys()];
    if (states.length === 0) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, states));
    this.send(socket, encoding.toUint8Array(encoder));
  }

  open(connection: Connection): void {
    this.connections.set(connection.socket, connection);
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(encoder, this.doc);
    this.send(connection.socket, encoding.toUint8Array(encoder));
    this.sendAwareness(connection.socket);
  }

  close(socket: WebSocket): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    awarenessProtocol.removeAwarenessStates(this.awareness, [...connection.awarenessIds], null);
  }

  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }
}

/**
 * The rooms' shared documents over the y-websocket protocol (sync step 1/2, updates, awareness):
 * each room's document is loaded from the database when first needed, every change is appended
 * to it, and it leaves memory once its last connection has gone and its writes are stored.
 */
export function createCollabHub(options: CollabHubOptions) {
  const rooms = new Map<string, Promise<RoomDocument>>();
  /** Who holds each room open besides its sockets: connections being attached, server-side changes. */
  const holds = new Map<string, number>();
  let closing = false;
  const relay = options.relay ?? null;
  const writer = createUpdateWriter(options.documents.appendMany, options.log);

  /** Forgets a room's document: it no longer hears the other instances either. */
  const forget = (room: RoomDocument) => {
    relay?.leave(room.roomId, room.onRelay);
    room.destroy();
  };

  /**
   * The room's document, loaded once; held open until `letGo`. With a relay it listens to the
   * other instances before reading the database, then asks them for what it lacks: no update
   * falls between what was stored and what is heard.
   */
  const hold = (roomId: string): Promise<RoomDocument> => {
    holds.set(roomId, (holds.get(roomId) ?? 0) + 1);
    let room = rooms.get(roomId);
    if (!room) {
      const created = new RoomDocument(roomId, options, writer);
      created.onEvicted = (reason) => void evictHere(roomId, reason);
      room = (async () => {
        try {
          await relay?.join(roomId, created.onRelay);
          await created.load();
        } catch (error) {
          forget(created);
          throw error;
        }
        created.requestSync();
        return created;
      })();
      room.catch(() => rooms.delete(roomId));
      rooms.set(roomId, room);
    }
    return room;
  };

  // Messages sent while Redis was unreachable are lost: every open room asks the others again.
  relay?.onResume(() => {
    for (const room of rooms.values())
      void room.then(
        (loaded) => loaded.requestSync(),
        () => undefined,
      );
  });

  /** Ends a hold; a room nobody holds and no socket uses leaves memory once its writes are stored. */
  const letGo = async (roomId: string): Promise<void> => {
    const left = (holds.get(roomId) ?? 1) - 1;
    if (left > 0) holds.set(roomId, left);
    else holds.delete(roomId);
    const room = await rooms.get(roomId)?.catch(() => null);
    if (!room) return;
    const idle = () => room.connections.size === 0 && !holds.has(roomId);
    if (!idle()) return;
    await room.flushed();
    if (!idle() || rooms.get(roomId) === undefined || (await rooms.get(roomId)) !== room) return;
    rooms.delete(roomId);
    forget(room);
  };

  /** Closes a socket and resolves once it is closed: every frame it sent before is handled by then. */
  const closeSocket = (socket: WebSocket, code: number, reason: string) =>
    new Promise<void>((resolve) => {
      if (socket.readyState === socket.CLOSED) return resolve();
      const timer = setTimeout(() => socket.terminate(), 2_000);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.close(code, reason);
    });

  /** Closes this instance's sockets of a deleted room and forgets its document. */
  const evictHere = async (roomId: string, reason: string): Promise<void> => {
    const room = await rooms.get(roomId)?.catch(() => null);
    if (!room || rooms.get(roomId) === undefined) return;
    rooms.delete(roomId);
    relay?.leave(roomId, room.onRelay);
    await Promise.all([...room.connections.keys()].map((socket) => closeSocket(socket, CLOSE_ROOM_GONE, reason)));
    room.destroy();
  };

  return {
    /**
     * Serves one WebSocket for a member of the room. Frames that arrive while the document loads
     * are queued, so the client's first sync step is never lost.
     */
    connect(roomId: string, socket: WebSocket, { readOnly, name }: { readOnly: boolean; name: string }): void {
      if (closing) {
        socket.close(1012, 'Server restarting');
        return;
      }
      const connection: Connection = { socket, readOnly, name, awarenessIds: new Set() };
      const early: Uint8Array[] = [];
      let room: RoomDocument | null = null;
      const onFrame = (data: Uint8Array) => {
        try {
          room?.handleMessage(connection, data);
        } catch (error) {
          options.log.warn({ err: error, roomId }, 'malformed interview socket frame');
          socket.close(1003, 'Malformed message');
        }
      };
      socket.binaryType = 'arraybuffer';
      socket.on('message', (data: ArrayBuffer | Buffer) => {
        const bytes =
          data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
        if (room) onFrame(bytes);
        else early.push(bytes);
      });
      let closed = false;
      socket.on('close', () => {
        closed = true;
        if (!room) return;
        room.close(socket);
        void letGo(roomId);
      });
      hold(roomId).then(
        (loaded) => {
          if (closed) return void letGo(roomId);
          room = loaded;
          loaded.open(connection);
          for (const frame of early.splice(0)) onFrame(frame);
          options.roomState?.(roomId).then(
            (state) => loaded.send(socket, stateMessage(state)),
            (error) => options.log.error({ err: error, roomId }, 'interview room state load failed'),
          );
          // The socket's own presence keeps the room from here on (its close lets go).
        },
        (error) => {
          void letGo(roomId);
          options.log.error({ err: error, roomId }, 'interview document load failed');
          socket.close(1011, 'The room could not be loaded. Try again.');
        },
      );
    },

    /** Changes a room's document from the server (a run's result): stored and sent to everyone in it. */
    async change(roomId: string, edit: (doc: Y.Doc) => void): Promise<void> {
      try {
        const room = await hold(roomId);
        Y.transact(room.doc, () => edit(room.doc), 'server');
        await room.flushed();
      } finally {
        await letGo(roomId);
      }
    },

    /**
     * Sends the room's server-written state to every socket of the room, on this instance and the
     * others (clients keep the highest `rev`, so a late frame never rolls them back).
     */
    async publish(roomId: string, state: unknown): Promise<void> {
      const message = stateMessage(state);
      relay?.publish(roomId, RelayKind.state, message);
      const room = await rooms.get(roomId)?.catch(() => null);
      room?.broadcast(message);
    },

    /** Reads a room's document (the code to run) without keeping it open. */
    async read<T>(roomId: string, reader: (doc: Y.Doc) => T): Promise<T> {
      try {
        return reader((await hold(roomId)).doc);
      } finally {
        await letGo(roomId);
      }
    },

    /** Closes a room's sockets on every instance (the room was deleted) and forgets its document. */
    async evict(roomId: string, reason: string): Promise<void> {
      relay?.publish(roomId, RelayKind.evict, new TextEncoder().encode(reason));
      await evictHere(roomId, reason);
    },

    /**
     * Shutdown: every socket closed first (each frame it sent before is handled), then every
     * received update stored. Clients reconnect to the next instance and sync what it lacks.
     */
    async close(): Promise<void> {
      closing = true;
      const loaded = await Promise.all([...rooms.values()].map((room) => room.catch(() => null)));
      await Promise.all(
        loaded.flatMap((room) =>
          room ? [...room.connections.keys()].map((socket) => closeSocket(socket, 1012, 'Server restarting')) : [],
        ),
      );
      for (const room of loaded) {
        if (!room) continue;
        await room.flushed();
        forget(room);
      }
      rooms.clear();
    },

    /** Rooms held in memory (tests, benchmarks). */
    openRooms: () => rooms.size,
  };
}
export type CollabHub = ReturnType<typeof createCollabHub>;
