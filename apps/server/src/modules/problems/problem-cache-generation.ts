/**
 * Bumped by every problems seed (and by whoever writes problem rows behind the service's back):
 * each problem cache in the process rebuilds on its next use. Process-wide rather than per database:
 * a needless rebuild is cheap, a missed one serves stale content.
 */
let generation = 0;

export function invalidateProblemCaches(): void {
  generation += 1;
}

export function problemCacheGeneration(): number {
  return generation;
}
