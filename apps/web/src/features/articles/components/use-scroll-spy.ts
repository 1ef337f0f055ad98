import { useCallback, useRef, useState } from 'react';
import { useThrottledScroll } from '../../../lib/use-throttled-scroll';

/** Offset from the top of the viewport at which a heading counts as the current section. */
export const SCROLL_SPY_OFFSET = 140;

/** The article section (`.prose-html`, one per `##`) a heading sits in, if any. */
const sectionOf = (heading: Element) => heading.closest('.prose-html');

/**
 * The id of the last heading scrolled past the top of the viewport (the first one before any).
 * Measures only headings in the section at the top of the viewport: a section entirely above it
 * counts as passed and one below it stops the walk, so sections skipped by `content-visibility`
 * are never forced to lay out. The first measurement waits for the next frame, after the page's
 * own layout, instead of forcing one while React commits.
 */
export function useScrollSpy(ids: string[], enabled = true): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('|');
  const measuredOnce = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the id list
  const measure = useCallback(() => {
    let current = ids[0] ?? null;
    for (const id of ids) {
      const heading = document.getElementById(id);
      if (!heading) continue;
      const section = sectionOf(heading)?.getBoundingClientRect();
      if (section && section.top > SCROLL_SPY_OFFSET) break;
      if (section && section.bottom < 0) {
        current = id;
        continue;
      }
      if (heading.getBoundingClientRect().top > SCROLL_SPY_OFFSET) break;
      current = id;
    }
    // At the very bottom the last sections may never reach the offset: pick the last one.
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids.at(-1) ?? current;
    setActive(current);
  }, [key]);

  const update = useCallback(() => {
    if (measuredOnce.current) return measure();
    measuredOnce.current = true;
    requestAnimationFrame(measure);
  }, [measure]);
  useThrottledScroll(update, enabled && ids.length > 0);

  return active;
}
