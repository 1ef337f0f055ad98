/** How long a smooth scroll may run before the heading is put in place directly. */
const SMOOTH_SCROLL_MAX_MS = 1000;
/** Frames in a row a smooth scroll that has moved must stand still to count as ended (it may never report `scrollend`). */
const SMOOTH_SCROLL_STILL_FRAMES = 5;
/** How long, at most, the heading is held at the top while the sections around it lay out... */
const HOLD_MAX_MS = 3000;
/**
 * ...and in frames, at least: on a slow phone (or a loaded machine) three seconds can be a handful of
 * frames, too few for the sections near the target to lay out, and the heading was pushed away after
 * the hold had let go.
 */
const HOLD_MIN_FRAMES = 60;
/** Frames in a row the heading must stay in place before the hold ends early. */
const HOLD_STABLE_FRAMES = 10;
const TOLERANCE_PX = 4;
/** Input that means the reader is moving the page themselves: the hold lets go at once. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Where `element` sits relative to the top of the viewport once scrolled to (its scroll-margin-top). */
const scrollMarginTop = (element: Element) => Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
const offTarget = (element: Element) => Math.abs(element.getBoundingClientRect().top - scrollMarginTop(element));

/**
 * Keeps `element` at the top of the viewport after a jump to it. Article sections are laid out
 * lazily (`content-visibility: auto` with a 1500 px placeholder), so a section passed on the way or
 * just above the target renders at its real height once near the viewport and moves the heading;
 * scroll anchoring keeps the visible text still, not the heading. Each frame, after the smooth
 * scroll ends or stalls, a heading that moved is put back with an instant scroll (`auto` would
 * follow the page's `scroll-behavior: smooth`), until it stays put for a few frames, the reader
 * scrolls or types, or three seconds and sixty frames pass.
 */
function holdAtTop(element: Element, smooth: boolean) {
  let started: number | undefined;
  let smoothRunning = smooth;
  let moved = false;
  let lastY = window.scrollY;
  let stillFrames = 0;
  let stableFrames = 0;
  let frameCount = 0;
  let ended = false;
  const onScrollEnd = () => {
    smoothRunning = false;
  };
  const end = () => {
    ended = true;
    window.removeEventListener('scrollend', onScrollEnd);
    for (const type of READER_INPUT) window.removeEventListener(type, end);
  };
  window.addEventListener('scrollend', onScrollEnd);
  for (const type of READER_INPUT) window.addEventListener(type, end, { passive: true });

  const frame = (now: number) => {
    if (ended) return;
    started ??= now;
    const elapsed = now - started;
    frameCount += 1;
    if (elapsed > HOLD_MAX_MS && frameCount > HOLD_MIN_FRAMES) return end();
    if (smoothRunning) {
      const y = window.scrollY;
      moved ||= y !== lastY;
      stillFrames = y === lastY ? stillFrames + 1 : 0;
      lastY = y;
      const stalled = moved && stillFrames >= SMOOTH_SCROLL_STILL_FRAMES;
      if (!stalled && elapsed < SMOOTH_SCROLL_MAX_MS) {
        requestAnimationFrame(frame);
        return;
      }
      smoothRunning = false;
    }
    const before = offTarget(element);
    if (before > TOLERANCE_PX) {
      element.scrollIntoView({ behavior: 'instant', block: 'start' });
      // near the end of the page the heading cannot reach the top: nothing more to do there
      const after = offTarget(element);
      stableFrames = after > TOLERANCE_PX && Math.abs(after - before) < 1 ? stableFrames + 1 : 0;
    } else stableFrames += 1;
    if (stableFrames >= HOLD_STABLE_FRAMES) return end();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Scrolls to a section, holds its heading at the top while the page settles, focuses it and updates the hash. */
export function scrollToSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: smooth ? 'smooth' : 'instant', block: 'start' });
  holdAtTop(element, smooth);
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/**
 * Opens the page at a deep link's section: an instant jump, then the same hold, since the sections on
 * the way and around it lay out (and are measured, `measure-skipped-blocks.ts`) after the first render.
 * The address and the focus are left as the browser set them.
 */
export function jumpToSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ behavior: 'instant', block: 'start' });
  holdAtTop(element, false);
}
