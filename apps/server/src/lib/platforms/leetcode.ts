import { BROWSER_USER_AGENT, fetchUpstreamJson, sharedPacer, type UpstreamRequest } from '../upstream';

/** The real site: links shown to learners point here whatever LEETCODE_BASE_URL says. */
export const LEETCODE_SITE = 'https://leetcode.com';
/** LeetCode publishes no limit; one call a second from this process keeps us polite. */
const PACE_MS = 1000;

export interface GraphqlOperation {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** Timeouts and retries a caller may tune; the URL, headers and pacing are the client's. */
export type CallTuning = Pick<UpstreamRequest, 'timeoutMs' | 'retries' | 'backoffMs' | 'pacer'>;

export interface LeetCodeClient {
  /** One GraphQL operation; the parsed JSON answer (its shape is the caller's to check). */
  graphql(operation: GraphqlOperation, tuning?: CallTuning): Promise<unknown>;
}

/** The one LeetCode client, for the contest list and learners' profiles alike. */
export function leetcodeClient(baseUrl: string): LeetCodeClient {
  return {
    graphql: (operation, tuning = {}) =>
      fetchUpstreamJson(`${baseUrl}/graphql`, {
        method: 'POST',
        // Without a Referer LeetCode's CSRF layer answers 403; Origin and a browser agent ease its bot screen.
        headers: { referer: LEETCODE_SITE, origin: LEETCODE_SITE, 'user-agent': BROWSER_USER_AGENT },
        body: operation,
        pacer: sharedPacer('leetcode', PACE_MS),
        ...tuning,
      }),
  };
}
