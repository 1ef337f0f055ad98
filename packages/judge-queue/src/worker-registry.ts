import { LANGUAGE_IDS, LANGUAGES, type LanguageId, type RuntimeInfo } from '@codingkaro/runner';
import type { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Workers announce themselves (id, concurrency, the runtimes their host has) in one Redis hash per
 * queue and refresh the entry on a heartbeat; the API answers `runtimes()` from it without a job.
 * A worker that stops marks its entry stopped (kept as the last known picture); entries of workers
 * gone for a day are deleted.
 */

export interface WorkerAnnouncement {
  id: string;
  /** epoch ms of the last heartbeat */
  at: number;
  concurrency: number;
  runtimes: RuntimeInfo[];
  /** the worker shut down */
  stopped?: boolean;
}

export const HEARTBEAT_MS = 5_000;
/** A worker silent for this long is treated as gone. */
export const LIVE_WINDOW_MS = 3 * HEARTBEAT_MS;
/** Entries of workers that vanished without withdrawing are deleted after a day. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const AnnouncementSchema = z.object({
  id: z.string(),
  at: z.number(),
  concurrency: z.number(),
  stopped: z.boolean().optional(),
  runtimes: z.array(
    z.object({
      language: z.enum(LANGUAGE_IDS as [LanguageId, ...LanguageId[]]),
      version: z.string(),
      aliases: z.array(z.string()),
      available: z.boolean(),
      compiled: z.boolean(),
      formatter: z.string().nullable(),
    }),
  ),
});

export function registryKey(prefix: string, queueName: string): string {
  return `${prefix}:${queueName}:judge-workers`;
}

export async function announceWorker(redis: Redis, key: string, announcement: WorkerAnnouncement): Promise<void> {
  await redis.hset(key, announcement.id, JSON.stringify(announcement));
}

/** The worker no longer takes jobs: not live any more, but its runtimes stay the last known picture. */
export async function withdrawWorker(redis: Redis, key: string, announcement: WorkerAnnouncement): Promise<void> {
  await announceWorker(redis, key, { ...announcement, stopped: true });
}

/** Every announcement (live or not); long-dead and unreadable entries are deleted on the way. */
export async function readAnnouncements(redis: Redis, key: string, now = Date.now()): Promise<WorkerAnnouncement[]> {
  const raw = await redis.hgetall(key);
  const found: WorkerAnnouncement[] = [];
  const forget: string[] = [];
  for (const [field, json] of Object.entries(raw)) {
    let parsed: z.SafeParseReturnType<unknown, WorkerAnnouncement>;
    try {
      parsed = AnnouncementSchema.safeParse(JSON.parse(json));
    } catch {
      forget.push(field);
      continue;
    }
    if (!parsed.success || now - parsed.data.at > FORGET_AFTER_MS) forget.push(field);
    else found.push(parsed.data);
  }
  if (forget.length) await redis.hdel(key, ...forget);
  return found;
}

export function liveAnnouncements(all: WorkerAnnouncement[], now = Date.now()): WorkerAnnouncement[] {
  return all.filter((a) => !a.stopped && now - a.at <= LIVE_WINDOW_MS);
}

/**
 * The runtimes the queue can run: a language is available when a live worker has it. With no live
 * worker the last known picture is kept (jobs then wait and fail with a clear 503 instead of the
 * language looking uninstalled); with no worker ever seen, nothing is available.
 */
export function mergeRuntimes(all: WorkerAnnouncement[], now = Date.now()): RuntimeInfo[] {
  const live = liveAnnouncements(all, now);
  const sources = (live.length ? live : all).slice().sort((a, b) => b.at - a.at);
  return LANGUAGE_IDS.map((language) => {
    const reported = sources.map((s) => s.runtimes.find((r) => r.language === language)).filter((r) => r !== undefined);
    const best = reported.find((r) => r.available) ?? reported[0];
    if (best) return { ...best, aliases: [...best.aliases] };
    const lang = LANGUAGES[language];
    return { language, version: '', aliases: lang.aliases, available: false, compiled: lang.compiled, formatter: null };
  });
}
