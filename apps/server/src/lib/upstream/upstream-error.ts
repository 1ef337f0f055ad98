/** Why a call to an outside platform failed; never a crash, always one of these. */
export type UpstreamFailureKind = 'timeout' | 'network' | 'http' | 'rate-limited' | 'not-found' | 'malformed';

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }

  /** A short reason fit to show a user ("timed out after 10 s", "answered HTTP 503"). */
  get reason(): string {
    return this.message;
  }
}
