import { type RefObject, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useThrottledScroll } from './use-throttled-scroll';

/**
 * Toasts sit top-right (spec), where some screens keep their own buttons (the compiler's Run and
 * Share, a sheet's Revise and Export CSV). Such a screen marks that bar with `useToastClearance`;
 * the toaster then starts below the bar's bottom edge while the bar is on screen.
 */
let clearance = 0;
const listeners = new Set<() => void>();

function publish(value: number) {
  if (value === clearance) return;
  clearance = value;
  for (const listener of listeners) listener();
}

/** The viewport y (px) toasts must start below; 0 when no marked bar is on screen. */
export function useToastClearanceValue(): number {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => clearance,
    () => 0,
  );
}

/** Keeps toasts below `ref`'s element (measured on scroll and resize) while it is mounted. */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  const measure = useCallback(() => {
    const bottom = ref.current?.getBoundingClientRect().bottom ?? 0;
    publish(bottom > 0 ? Math.ceil(bottom) : 0);
  }, [ref]);
  useThrottledScroll(measure);
  useEffect(() => () => publish(0), []);
}
