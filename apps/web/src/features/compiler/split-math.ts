/** Limits of the compiler's resizable split (spec 5 and 9): percent of the width or height. */
export interface SplitLimits {
  min: number;
  max: number;
  initial: number;
}

export const EDITOR_WIDTH: SplitLimits = { min: 30, max: 80, initial: 65 };
export const INPUT_HEIGHT: SplitLimits = { min: 20, max: 80, initial: 50 };

/** Keyboard steps on a separator, in percent. */
export const KEY_STEP = 2;
export const PAGE_STEP = 10;

const round = (value: number) => Math.round(value * 10) / 10;

export function clampSplit(value: number, limits: SplitLimits): number {
  if (!Number.isFinite(value)) return limits.initial;
  return round(Math.min(limits.max, Math.max(limits.min, value)));
}

/** The split where the pointer is: `start`/`size` are the container's left/width (or top/height). */
export function splitAtPointer(pointer: number, start: number, size: number, limits: SplitLimits): number {
  if (!(size > 0)) return limits.initial;
  return clampSplit(((pointer - start) / size) * 100, limits);
}

/**
 * The new split after a key on a separator, or null when the key does nothing. Arrow keys move
 * by KEY_STEP (left/up shrink the first pane), PageUp/PageDown by PAGE_STEP, Home/End jump to the limits.
 */
export function splitAfterKey(key: string, value: number, limits: SplitLimits): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return clampSplit(value - KEY_STEP, limits);
    case 'ArrowRight':
    case 'ArrowDown':
      return clampSplit(value + KEY_STEP, limits);
    case 'PageUp':
      return clampSplit(value - PAGE_STEP, limits);
    case 'PageDown':
      return clampSplit(value + PAGE_STEP, limits);
    case 'Home':
      return limits.min;
    case 'End':
      return limits.max;
    default:
      return null;
  }
}
