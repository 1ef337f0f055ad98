export { CODEFORCES_MIN_INTERVAL_MS, codeforcesPacer } from './codeforces-pacer';
export type { UpstreamRequest, UpstreamResponse } from './fetch-upstream';
export { BROWSER_USER_AGENT, fetchUpstream, fetchUpstreamJson, parseUpstreamJson } from './fetch-upstream';
export { HostPacer, sharedPacer } from './host-pacer';
export { UpstreamError, type UpstreamFailureKind } from './upstream-error';
