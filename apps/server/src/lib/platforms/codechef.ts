import { BROWSER_USER_AGENT, fetchUpstream, sharedPacer, type UpstreamResponse } from '../upstream';
import type { CallTuning } from './leetcode';

/** The real site: links shown to learners point here whatever CODECHEF_BASE_URL says. */
export const CODECHEF_SITE = 'https://www.codechef.com';
const PACE_MS = 1000;

export interface CodeChefClient {
  /** GET `path` with a browser agent (CodeChef's Cloudflare refuses others), paced process-wide. */
  get(path: string, accept: 'json' | 'html', tuning?: CallTuning): Promise<UpstreamResponse>;
}

/** The one CodeChef client, for the contest list and learners' profile pages alike. */
export function codechefClient(baseUrl: string): CodeChefClient {
  return {
    get: (path, accept, tuning = {}) =>
      fetchUpstream(`${baseUrl}${path}`, {
        headers: { 'user-agent': BROWSER_USER_AGENT, accept: accept === 'json' ? 'application/json' : 'text/html' },
        pacer: sharedPacer('codechef', PACE_MS),
        ...tuning,
      }),
  };
}
