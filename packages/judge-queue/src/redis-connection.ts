import { Redis } from 'ioredis';

/**
 * One ioredis client per queue side. BullMQ gets the instance (not options: its ESM build cannot
 * load ioredis by itself) and duplicates it for its blocking reads, so `maxRetriesPerRequest` must
 * be null. Commands then wait through a Redis outage; callers bound them with their own deadlines.
 */
export function openRedis(url: string, connectionName: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, connectionName });
  redis.on('error', () => {}); // reconnects by itself; BullMQ reports errors through its own listeners
  return redis;
}

/** QUIT when connected (pending replies first), otherwise drop the socket; never hangs. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  const timer = setTimeout(() => redis.disconnect(), 2_000);
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  } finally {
    clearTimeout(timer);
  }
}

/** Rejects with `onTimeout()` when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
