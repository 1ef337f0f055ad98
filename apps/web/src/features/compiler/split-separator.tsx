import { type KeyboardEvent, type PointerEvent, type RefObject, useRef } from 'react';
import { type SplitLimits, splitAfterKey, splitAtPointer } from './split-math';

interface SplitSeparatorProps {
  /** 'vertical' = a vertical bar between side-by-side panes (drag left/right) */
  orientation: 'vertical' | 'horizontal';
  value: number;
  limits: SplitLimits;
  onChange: (value: number) => void;
  /** the element whose width (vertical) or height (horizontal) the percentage is of */
  container: RefObject<HTMLElement | null>;
  label: string;
  controls: string;
}

/** A draggable (mouse, touch, pen) and keyboard-operable separator (WAI-ARIA window splitter). */
export function SplitSeparator({ orientation, value, limits, onChange, container, label, controls }: SplitSeparatorProps) {
  const dragging = useRef(false);
  const vertical = orientation === 'vertical';

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!box) return;
    onChange(
      vertical
        ? splitAtPointer(event.clientX, box.left, box.width, limits)
        : splitAtPointer(event.clientY, box.top, box.height, limits),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const relevant = vertical ? !['ArrowUp', 'ArrowDown'].includes(event.key) : !['ArrowLeft', 'ArrowRight'].includes(event.key);
    const next = relevant ? splitAfterKey(event.key, value, limits) : null;
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable window splitter has no native element (WAI-ARIA APG pattern)
    <div
      role="separator"
      tabIndex={0}
      aria-orientation={orientation}
      aria-valuenow={value}
      aria-valuemin={limits.min}
      aria-valuemax={limits.max}
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        event.preventDefault();
      }}
      onPointerMove={(event) => {
        if (dragging.current) moveTo(event);
      }}
      onPointerUp={(event) => {
        dragging.current = false;
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
      className={`group relative z-10 flex shrink-0 touch-none select-none items-center justify-center bg-slate-200 outline-none transition-colors hover:bg-indigo-400 focus-visible:bg-indigo-500 dark:bg-slate-800 dark:hover:bg-indigo-500 ${
        vertical ? 'w-1.5 cursor-col-resize' : 'h-1.5 cursor-row-resize'
      }`}
    >
      <span
        aria-hidden
        className={`rounded-full bg-slate-400 group-hover:bg-white group-focus-visible:bg-white dark:bg-slate-600 ${vertical ? 'h-8 w-0.5' : 'h-0.5 w-8'}`}
      />
      {/* a wider invisible grab area for touch */}
      <span aria-hidden className={`absolute ${vertical ? '-inset-x-2 inset-y-0' : '-inset-y-2 inset-x-0'}`} />
    </div>
  );
}
