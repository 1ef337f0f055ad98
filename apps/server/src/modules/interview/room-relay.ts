import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** What crosses between API instances serving the same room. */
export const RelayKind = {
  /** A Yjs update one instance's document received (from its sockets or the server itself). */
  update: 0,
  /** An awareness update (cursors, names) of one instance's sockets. */
  awareness: 1,
  /** A ready-to-send frame of the server-written room state (run, timer, verdict). */
  state: 2,
  /** A state vector: an instance that just loaded the room asks the others for what it lacks. */
  syncRequest: 3,
  /** The room was deleted: close its sockets (payload: the close reason, UTF-8). */
  evict: 4,
} as const;
export type RelayKind = (typeof RelayKind)[keyof typeof RelayKind];

export type RelayHandler = (kind: RelayKind, payload: Uint8Array) => void;

/**
 * Room messages between API instances. Every instance holding a room in memory listens on the
 * room's channel; a message never comes back to the instance that sent it.
 */
export interface RoomRelay {
  /** Starts receiving the room's messages (resolves once listening, or after a short wait when Redis is down). */
  join(roomId: string, handler: RelayHandler): Promise<void>;
  /** Stops `handler` receiving the room's messages (a newer handler of the same room stays). */
  leave(roomId: string, handler: RelayHandler): void;
  publish(roomId: string, kind: RelayKind, payload: Uint8Array): void;
  /** Called each time the relay is back after Redis was unreachable: messages sent meanwhile were lost. */
  onResume(listener: () => void): void;
  close(): Promise<void>;
}

const INSTANCE_ID_BYTES = 8;
/** How long a room's load waits for its subscription while Redis is unreachable; it is retried on reconnect. */
const JOIN_WAIT_MS = 1_000;

interface RedisRelayOptions {
  url: string;
  /** Prefix of the rooms' channel names: one per deployment (and per test). */
  channelPrefix: string;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * The relay over Redis pub/sub: one channel per room, a publishing connection and a subscribed
 * one. A frame is the sender's instance id, the kind, then the payload. While Redis is
 * unreachable each instance keeps serving its own sockets; on reconnect the hub re-syncs.
 */
export async function createRedisRelay({ url, channelPrefix, log }: RedisRelayOptions): Promise<RoomRelay> {
  const { Redis: RedisClient } = await import('ioredis');
  const instanceId = randomBytes(INSTANCE_ID_BYTES);
  const connection = (name: string, offlineQueue: boolean): Redis =>
    new RedisClient(url, {
      connectionName: `codingkaro:interview-${name}`,
      maxRetriesPerRequest: offlineQueue ? null : 1,
      enableOfflineQueue: offlineQueue,
      connectTimeout: 2_000,
    });
  const publisher = connection('publish', false);
  // Subscriptions asked for while Redis is down wait in the offline queue and run on connect.
  const subscriber = connection('subscribe', true);
  const handlers = new Map<string, RelayHandler>();
  const resumeListeners: (() => void)[] = [];
  let down = false;
  let closing = false;

  const onError = (error: Error) => {
    if (!down && !closing) log.warn({ err: error.message }, 'interview relay (Redis) unavailable: rooms served per instance');
    down = true;
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);
  let subscriberReadyOnce = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again to every channel on reconnect; what was published meanwhile is gone.
    if (subscriberReadyOnce || down) {
      log.info({}, 'interview relay (Redis) back: re-syncing open rooms');
      for (const listener of resumeListeners) listener();
    }
    subscriberReadyOnce = true;
    down = false;
  });

  subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    if (message.length <= INSTANCE_ID_BYTES) return;
    if (message.subarray(0, INSTANCE_ID_BYTES).equals(instanceId)) return;
    const handler = handlers.get(channel.toString().slice(channelPrefix.length));
    if (!handler) return;
    const kind = message[INSTANCE_ID_BYTES] as RelayKind;
    handler(
      kind,
      new Uint8Array(message.buffer, message.byteOffset + INSTANCE_ID_BYTES + 1, message.length - INSTANCE_ID_BYTES - 1),
    );
  });

  const channelOf = (roomId: string) => `${channelPrefix}${roomId}`;

  return {
    async join(roomId, handler) {
      handlers.set(roomId, handler);
      const subscribed = subscriber.subscribe(channelOf(roomId)).catch((error: Error) => onError(error));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([subscribed, new Promise((resolve) => (timer = setTimeout(resolve, JOIN_WAIT_MS)))]);
      clearTimeout(timer);
    },

    leave(roomId, handler) {
      if (handlers.get(roomId) !== handler) return;
      handlers.delete(roomId);
      subscriber.unsubscribe(channelOf(roomId)).catch(() => {});
    },

    publish(roomId, kind, payload) {
      if (closing) return;
      const frame = Buffer.allocUnsafe(INSTANCE_ID_BYTES + 1 + payload.byteLength);
      instanceId.copy(frame, 0);
      frame[INSTANCE_ID_BYTES] = kind;
      frame.set(payload, INSTANCE_ID_BYTES + 1);
      publisher.publish(channelOf(roomId), frame).catch((error: Error) => onError(error));
    },

    onResume(listener) {
      resumeListeners.push(listener);
    },

    async close() {
      closing = true;
      handlers.clear();
      await Promise.all(
        // quit() on a client that is not connected waits in the offline queue for a connection that
        // may never come (Redis down at shutdown): such a client is disconnected at once instead.
        [publisher, subscriber].map((redis) =>
          redis.status === 'ready'
            ? redis.quit().then(
                () => undefined,
                () => redis.disconnect(),
              )
            : Promise.resolve(redis.disconnect()),
        ),
      );
    },
  };
}
