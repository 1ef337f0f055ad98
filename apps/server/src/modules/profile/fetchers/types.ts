import type { PlatformStats } from '@codingkaro/contracts';
import type { HostPacer } from '../../../lib/upstream';
import type { PlatformUrls } from '../config';

export interface FetchContext {
  urls: PlatformUrls;
  timeoutMs: number;
  /** Attempts after the first on transient failures. */
  retries: number;
  backoffMs: number;
  githubToken: string | null;
  now: () => Date;
  /** Codeforces allows one call per 2 s per client: the process-wide pacer it shares with other modules. */
  codeforcesPacer: HostPacer;
}

/** The platform answered: the user's stats, or that it has no such user. Failures throw UpstreamError. */
export type FetchOutcome = { found: true; stats: PlatformStats } | { found: false };

export type PlatformFetcher = (username: string, ctx: FetchContext) => Promise<FetchOutcome>;
