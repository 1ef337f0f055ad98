import { useCallback, useState } from 'react';
import { useThrottledScroll } from '../../lib/use-throttled-scroll';

export const COMPACT_AFTER_PX = 8;

/** Page scroll progress (0-100) and whether the bar should be compact. */
export function useScrollState() {
  const [state, setState] = useState({ progress: 0, compact: false });
  const measure = useCallback(() => {
    const scrolled = window.scrollY;
    const height = document.documentElement.scrollHeight - window.innerHeight;
    const progress = height > 0 ? Math.min(100, Math.max(0, (scrolled / height) * 100)) : 0;
    setState((prev) => {
      const compact = scrolled > COMPACT_AFTER_PX;
      return prev.compact === compact && Math.abs(prev.progress - progress) < 0.1 ? prev : { progress, compact };
    });
  }, []);
  useThrottledScroll(measure);
  return state;
}
