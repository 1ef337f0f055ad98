import type { LanguageId } from '../types';
import type { Toolchain } from './types';

/**
 * Toolchain detection, remembered: the `--version` probes are slow, so they run once, but a
 * language found missing is looked for again (in the background, at most every `retryMs`). A probe
 * can fail for a passing reason: on a saturated host (2 busy cores, a server answering hundreds of
 * requests) the 15 s probe timeout fired before the probe's exit was seen, and remembering that
 * made every Python submission answer "Python is not available" until the process restarted.
 * Found toolchains are never probed again; missing ones cost a `PATH` lookup per retry.
 */
export function toolchainCache(
  ids: readonly LanguageId[],
  detect: (id: LanguageId) => Promise<Toolchain | null>,
  { retryMs = 30_000, now = Date.now }: { retryMs?: number; now?: () => number } = {},
): () => Promise<Map<LanguageId, Toolchain | null>> {
  const detectSome = async (which: readonly LanguageId[]) =>
    Promise.all(which.map(async (id) => [id, await detect(id).catch(() => null)] as const));
  let current: Promise<Map<LanguageId, Toolchain | null>> | null = null;
  let checkedAt = 0;
  let retrying = false;

  return () => {
    if (!current) {
      checkedAt = now();
      current = detectSome(ids).then((entries) => new Map(entries));
      return current;
    }
    if (!retrying && now() - checkedAt >= retryMs) {
      retrying = true;
      checkedAt = now();
      const previous = current;
      // callers keep the answer they have until the retry is done: nobody waits on a slow probe
      void previous
        .then(async (map) => {
          const missing = ids.filter((id) => !map.get(id));
          if (!missing.length) return;
          const found = (await detectSome(missing)).filter(([, toolchain]) => toolchain);
          if (!found.length) return;
          const next = new Map(map);
          for (const [id, toolchain] of found) next.set(id, toolchain);
          current = Promise.resolve(next);
        })
        .finally(() => {
          retrying = false;
          checkedAt = now();
        });
    }
    return current;
  };
}
