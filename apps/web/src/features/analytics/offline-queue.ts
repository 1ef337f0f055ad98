import { ANALYTICS_QUEUE_LIMIT, type TrackEvent, TrackEventSchema } from '@codingkaro/contracts';
import { z } from 'zod';
import { readStorage, writeStorage } from '../../lib/storage';

/** Browser storage key of the records waiting to be sent (spec 3, "Offline analytics record"). */
export const OFFLINE_QUEUE_KEY = 'offlineAnalytics';

const StoredQueueSchema = z.array(TrackEventSchema);

/** Records kept in browser storage until the server has them: at most 100, oldest dropped, one per id. */
export const offlineQueue = {
  read(): TrackEvent[] {
    const text = readStorage(OFFLINE_QUEUE_KEY);
    if (!text) return [];
    try {
      const parsed = StoredQueueSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // not JSON: dropped below
    }
    writeStorage(OFFLINE_QUEUE_KEY, null);
    return [];
  },

  add(record: TrackEvent): void {
    const queue = offlineQueue.read().filter((r) => r.id !== record.id);
    queue.push(record);
    writeStorage(OFFLINE_QUEUE_KEY, JSON.stringify(queue.slice(-ANALYTICS_QUEUE_LIMIT)));
  },

  /** Removes the records the server confirmed (others may have been queued meanwhile). */
  remove(ids: ReadonlySet<string>): void {
    const left = offlineQueue.read().filter((r) => !ids.has(r.id));
    writeStorage(OFFLINE_QUEUE_KEY, left.length ? JSON.stringify(left) : null);
  },
};
