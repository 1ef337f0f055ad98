import {
  ANALYTICS_BACKOFF_BASE_MS,
  ANALYTICS_BACKOFF_CAP_MS,
  ANALYTICS_BATCH_LIMIT,
  ANALYTICS_MAX_RETRIES,
  type TrackEvent,
} from '@codingkaro/contracts';
import { type AnalyticsTransport, httpTransport } from './api/analytics-api';
import { offlineQueue } from './offline-queue';

/** Waits 1 s, 2 s, 4 s, ... capped at 10 s before retry `attempt` (0-based). */
export const backoffMs = (attempt: number) => Math.min(ANALYTICS_BACKOFF_BASE_MS * 2 ** attempt, ANALYTICS_BACKOFF_CAP_MS);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends records (spec 8, "Analytics failure"): each failed attempt keeps the record in the offline
 * queue; up to 3 retries after 1 s, 2 s, 4 s (capped at 10 s); then only a console warning. After a
 * success the queue is flushed by the batch call and emptied of what the server confirmed. The
 * queue is also flushed when the browser comes back online and when the page's visibility changes.
 */
export function createAnalyticsClient(transport: AnalyticsTransport = httpTransport) {
  let flushing: Promise<void> | null = null;

  async function flushNow(): Promise<void> {
    for (;;) {
      const batch = offlineQueue.read().slice(0, ANALYTICS_BATCH_LIMIT);
      if (batch.length === 0) return;
      await transport.trackBatch(batch);
      offlineQueue.remove(new Set(batch.map((r) => r.id)));
    }
  }

  const client = {
    /** Sends the queued records; a failure leaves them queued for the next chance. */
    flush(): Promise<void> {
      if (!flushing) {
        flushing = flushNow()
          .catch((error: unknown) => console.warn('Analytics: queued records not sent yet', error))
          .finally(() => {
            flushing = null;
          });
      }
      return flushing;
    },

    async track(record: TrackEvent): Promise<void> {
      for (let attempt = 0; ; attempt++) {
        try {
          await transport.track(record);
          offlineQueue.remove(new Set([record.id]));
          await client.flush();
          return;
        } catch (error) {
          offlineQueue.add(record);
          if (attempt >= ANALYTICS_MAX_RETRIES) {
            console.warn('Analytics: record kept offline after retries', error);
            return;
          }
          await sleep(backoffMs(attempt));
        }
      }
    },

    /** Flushes on `online` and on `visibilitychange`; returns the unsubscribe. */
    listen(target: Window = window): () => void {
      const onOnline = () => void client.flush();
      const onVisibility = () => void client.flush();
      target.addEventListener('online', onOnline);
      target.document.addEventListener('visibilitychange', onVisibility);
      return () => {
        target.removeEventListener('online', onOnline);
        target.document.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
  return client;
}
export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;
