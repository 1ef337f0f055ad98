import { codeforcesPacer, fetchUpstream, parseUpstreamJson, type UpstreamResponse } from '../upstream';
import type { CallTuning } from './leetcode';

/** The real site: links shown to learners point here whatever CODEFORCES_BASE_URL says. */
export const CODEFORCES_SITE = 'https://codeforces.com';

export interface CodeforcesApiAnswer {
  /** HTTP status: FAILED answers (unknown handle, call limit) come with 400 and a JSON `comment`. */
  status: number;
  body: unknown;
}

export interface CodeforcesClient {
  /** `/api/{method}`: the parsed envelope, FAILED ones included; the caller reads `status`/`comment`. */
  api(method: string, params: Record<string, string>, tuning?: CallTuning): Promise<CodeforcesApiAnswer>;
  /** A site page as HTML (a contest's materials box). */
  page(path: string, tuning?: CallTuning): Promise<UpstreamResponse>;
}

/** The one Codeforces client: every call shares the process-wide 2 s pacer Codeforces asks for. */
export function codeforcesClient(baseUrl: string): CodeforcesClient {
  return {
    async api(method, params, tuning = {}) {
      const query = new URLSearchParams(params);
      const response = await fetchUpstream(`${baseUrl}/api/${method}?${query}`, {
        pacer: codeforcesPacer(),
        ...tuning,
        acceptStatuses: [400],
      });
      return { status: response.status, body: parseUpstreamJson(response) };
    },
    page: (path, tuning = {}) =>
      fetchUpstream(`${baseUrl}${path}`, { headers: { accept: 'text/html' }, pacer: codeforcesPacer(), ...tuning }),
  };
}
