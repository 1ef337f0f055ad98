import type { ContestPlatform } from '@codingkaro/contracts';
import { UpstreamError, type UpstreamRequest } from '../../lib/upstream';

/** One contest as a platform fetcher maps it, before storage. */
export interface FetchedContest {
  externalId: string;
  title: string;
  startTime: Date;
  /** Seconds; null when the platform gives none. */
  durationSeconds: number | null;
  /** The contest's page on the real site (never the configured base URL, which may be a test stand-in). */
  url: string;
  /** The platform says it is over. */
  finished: boolean;
}

export type ContestFetcher = () => Promise<FetchedContest[]>;
export type ContestFetchers = Record<ContestPlatform, ContestFetcher>;

/** A body that parsed but is not what the platform used to send. */
export const changedShape = (what: string) => new UpstreamError('malformed', `answered in an unexpected shape (${what})`);

/** Epoch seconds or an ISO string to a Date; null when unusable. */
export function dateFrom(value: number | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Timeout and retry settings a caller (tests, the editorial lookup) may tighten; defaults are fetchUpstream's (10 s, 2 retries). */
export type UpstreamTuning = Pick<UpstreamRequest, 'timeoutMs' | 'retries' | 'backoffMs'>;
