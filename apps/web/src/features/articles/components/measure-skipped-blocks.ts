import { whenIdle } from '../../../lib/app-ready';

/** Idle time a measuring slice leaves unused; it stops measuring when less than this remains. */
const IDLE_RESERVE_MS = 3;
/** Blocks measured per task where the browser has no idle callbacks. */
const BLOCKS_PER_TASK = 2;
const IDLE_TIMEOUT_MS = 1000;

/** Marks a block measured at the current width; the container gets `data-layout="measured"` once all are. */
const MEASURED = 'measured';

/**
 * Gives every article block its real height as its off-screen placeholder, in idle time.
 *
 * Blocks off screen skip style and layout behind a 1500 px placeholder (`content-visibility: auto`,
 * article-prose.css). On /sql-notes the HTML between runnable examples comes in blocks of 50-1,000 px,
 * so the page was estimated three times too long, and a jump to an element far below (keyboard focus,
 * find in page, a scroll-bar drag, a click that scrolls first) landed where the element was before the
 * blocks on the way rendered: up to 1,400 px off, one frame later. Each block is laid out once here, at
 * the current width, and keeps that height (`contain-intrinsic-size: auto <h>px`), so positions are
 * exact from then on while the first screen still lays out only what it shows. A width change
 * measures again. Returns a function that stops it.
 */
export function measureSkippedBlocks(container: HTMLElement): () => void {
  let stopped = false;
  let cancelScheduled = () => {};
  let measuredWidth = container.clientWidth;

  const unmeasured = () =>
    Array.from(container.children).filter(
      (child): child is HTMLElement =>
        child instanceof HTMLElement && child.classList.contains('prose-html') && child.dataset.layout !== MEASURED,
    );

  // Rendered as `auto` renders a block on screen: contained, so its children's margins stay inside it.
  const measure = (block: HTMLElement) => {
    block.style.setProperty('content-visibility', 'visible');
    block.style.setProperty('contain', 'layout style paint');
    const height = block.offsetHeight;
    block.style.setProperty('contain-intrinsic-size', `auto ${height}px`);
    block.style.removeProperty('content-visibility');
    block.style.removeProperty('contain');
    block.dataset.layout = MEASURED;
  };

  const slice = (hasTime: () => boolean) => {
    if (stopped) return;
    const blocks = unmeasured();
    let measured = 0;
    for (const block of blocks) {
      measure(block);
      measured += 1;
      if (!hasTime()) break;
    }
    if (measured < blocks.length) schedule();
    else container.dataset.layout = MEASURED;
  };

  const schedule = () => {
    cancelScheduled = whenIdle((deadline) => {
      let left = BLOCKS_PER_TASK;
      slice(deadline ? () => deadline.timeRemaining() > IDLE_RESERVE_MS : () => --left > 0);
    }, IDLE_TIMEOUT_MS);
  };

  const onResize = () => {
    if (container.clientWidth === measuredWidth) return;
    measuredWidth = container.clientWidth;
    cancelScheduled();
    delete container.dataset.layout;
    for (const child of Array.from(container.children)) if (child instanceof HTMLElement) delete child.dataset.layout;
    schedule();
  };

  window.addEventListener('resize', onResize);
  schedule();
  return () => {
    stopped = true;
    cancelScheduled();
    window.removeEventListener('resize', onResize);
  };
}
