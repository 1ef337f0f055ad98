import { useCallback, useState } from 'react';
import { useThrottledScroll } from '../../../lib/use-throttled-scroll';

/** Offset from the top of the viewport at which a heading counts as the current section. */
export const SCROLL_SPY_OFFSET = 140;

/** The id of the last heading scrolled past the top of the viewport (the first one before any). */
export function useScrollSpy(ids: string[], enabled = true): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the id list
  const update = useCallback(() => {
    let current = ids[0] ?? null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && element.getBoundingClientRect().top <= SCROLL_SPY_OFFSET) current = id;
    }
    // At the very bottom the last sections may never reach the offset: pick the last one.
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids.at(-1) ?? current;
    setActive(current);
  }, [key]);
  useThrottledScroll(update, enabled && ids.length > 0);

  return active;
}

/** Scrolls to a section and moves focus to its heading, updating the address bar's hash. */
export function scrollToSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}
