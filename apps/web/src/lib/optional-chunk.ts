import { type ComponentType, lazy } from 'react';

/** How long to wait before the one retry of a chunk that failed to load. */
export const CHUNK_RETRY_MS = 1000;

/**
 * A lazy component for a part of the shell the page works without (toasts and analytics, the streak
 * badge). Its chunk is fetched once more after a failure (a dropped connection); if that fails too,
 * e.g. a deploy removed the old file, it renders nothing instead of throwing to the router, which
 * would replace the whole page with an error screen.
 */
export function optionalChunk<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const nothing: ComponentType<P> = () => null;
  return lazy<ComponentType<P>>(async () => {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_MS));
      try {
        return await load();
      } catch (error) {
        console.warn(`${name} could not be loaded; the page goes on without it`, error);
        return { default: nothing };
      }
    }
  });
}
