const REPEAT_QUIET_MS = 30_000;

/** A Redis outage repeats the same error on every reconnect: pass each message on once per 30 s. */
export function dedupeErrors(onError: (error: Error) => void): (error: Error) => void {
  const lastSeen = new Map<string, number>();
  return (error) => {
    const now = Date.now();
    const seen = lastSeen.get(error.message);
    if (seen !== undefined && now - seen < REPEAT_QUIET_MS) return;
    if (lastSeen.size > 100) lastSeen.clear();
    lastSeen.set(error.message, now);
    onError(error);
  };
}
