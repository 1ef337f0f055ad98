import { useEffect } from 'react';

/**
 * Runs `onFrame` once now and then at most once per animation frame while the window scrolls or
 * resizes. Pass a stable callback (useCallback): a new one subscribes again and measures again,
 * which is how a caller re-measures when what it measures changes. Nothing runs while `enabled` is false.
 */
export function useThrottledScroll(onFrame: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const run = () => {
      frame = 0;
      onFrame();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(run);
    };
    onFrame();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [onFrame, enabled]);
}
