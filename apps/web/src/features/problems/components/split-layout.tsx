import { type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';

export const SPLIT_INITIAL = 45;
export const SPLIT_MIN = 25;
export const SPLIT_MAX = 70;
const clamp = (value: number) => Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, value));

/**
 * Desktop (1024 px and up): two panes side by side with a draggable, keyboard-operable divider.
 * Below that the page shows one pane at a time (`showing`), chosen by its 'Problem' / 'Code' tabs.
 */
export function SplitLayout({
  left,
  right,
  showing,
  leftLabel,
  rightLabel,
  leftId,
  rightId,
}: {
  left: ReactNode;
  right: ReactNode;
  showing: 'left' | 'right';
  leftLabel: string;
  rightLabel: string;
  leftId?: string;
  rightId?: string;
}) {
  const [split, setSplit] = useState(SPLIT_INITIAL);
  const containerRef = useRef<HTMLDivElement>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const container = containerRef.current;
    if (!container) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const rect = container.getBoundingClientRect();
    const onMove = (move: globalThis.PointerEvent) => setSplit(clamp(((move.clientX - rect.left) / rect.width) * 100));
    const onUp = () => {
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
      handle.removeEventListener('pointercancel', onUp);
      document.body.style.removeProperty('user-select');
    };
    document.body.style.userSelect = 'none';
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
    handle.addEventListener('pointercancel', onUp);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 2;
    const next =
      event.key === 'ArrowLeft'
        ? split - step
        : event.key === 'ArrowRight'
          ? split + step
          : event.key === 'Home'
            ? SPLIT_MIN
            : event.key === 'End'
              ? SPLIT_MAX
              : null;
    if (next === null) return;
    event.preventDefault();
    setSplit(clamp(next));
  };

  const pane =
    'min-h-0 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

  return (
    <div ref={containerRef} className="lg:flex lg:h-full lg:min-h-0" style={{ '--split': `${split}%` } as CSSProperties}>
      <section
        id={leftId}
        aria-label={leftLabel}
        className={`${showing === 'left' ? '' : 'hidden'} ${pane} lg:block lg:w-[var(--split)] lg:shrink-0`}
      >
        {left}
      </section>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable, draggable window splitter (WAI-ARIA separator pattern) */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize panels"
        aria-valuenow={Math.round(split)}
        aria-valuemin={SPLIT_MIN}
        aria-valuemax={SPLIT_MAX}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        className="group hidden w-3 shrink-0 cursor-col-resize touch-none items-center justify-center lg:flex"
      >
        <span className="h-10 w-1 rounded-full bg-slate-300 transition-colors group-hover:bg-indigo-500 group-focus-visible:bg-indigo-500 dark:bg-slate-700" />
      </div>
      <section
        id={rightId}
        aria-label={rightLabel}
        className={`${showing === 'right' ? '' : 'hidden'} ${pane} h-[calc(100dvh-8.5rem)] min-h-[32rem] lg:block lg:h-auto lg:min-h-0 lg:min-w-0 lg:flex-1`}
      >
        {right}
      </section>
    </div>
  );
}
