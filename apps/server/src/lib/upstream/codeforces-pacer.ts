import { type HostPacer, sharedPacer } from './host-pacer';

/** Codeforces allows one API call per 2 s per client: every module calling it waits on this one pacer. */
export const CODEFORCES_MIN_INTERVAL_MS = 2000;
export const codeforcesPacer = (): HostPacer => sharedPacer('codeforces.com', CODEFORCES_MIN_INTERVAL_MS);
