import { useEffect, useState } from 'react';

export const COMPACT_AFTER_PX = 8;

/** Page scroll progress (0-100) and whether the bar should be compact. */
export function useScrollState() {
  const [state, setState] = useState({ progress: 0, compact: false });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const scrolled = window.scrollY;
      const height = document.documentElement.scrollHeight - window.innerHeight;
      const progress = height > 0 ? Math.min(100, Math.max(0, (scrolled / height) * 100)) : 0;
      setState((prev) => {
        const compact = scrolled > COMPACT_AFTER_PX;
        return prev.compact === compact && Math.abs(prev.progress - progress) < 0.1 ? prev : { progress, compact };
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
