import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import type { ArticleBlock } from '../article-types';
import { measureSkippedBlocks } from './measure-skipped-blocks';
import { scrollToSection } from './scroll-to-section';

const COPIED_RESET_MS = 2000;
/** Sections rendered with the page; the rest follow a few per task, so no single task parses the whole article. */
const FIRST_SECTIONS = 2;
const SECTIONS_PER_TASK = 3;

/**
 * How many of `total` blocks to render: `FIRST_SECTIONS` at once, then `SECTIONS_PER_TASK` more per
 * macrotask until all are there. All at once when the address names a section (a deep link). The
 * late sections only add content below the first screen, so nothing on screen moves.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(() => (window.location.hash ? total : Math.min(total, FIRST_SECTIONS)));
  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(() => setCount((n) => Math.min(total, n + SECTIONS_PER_TASK)), 0);
    return () => window.clearTimeout(timer);
  }, [count, total]);
  return count;
}

/**
 * The article's build-time-rendered, sanitised HTML. Copy buttons and heading anchors are wired with
 * one delegated listener; `renderSql` turns runnable SQL blocks into interactive examples. Once all
 * blocks are in, each is measured in idle time so off-screen ones hold their real height.
 */
export function ArticleBody({
  blocks,
  renderSql,
}: {
  blocks: ArticleBlock[];
  renderSql?: (code: string, id: string) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useProgressiveCount(blocks.length);
  const allShown = shown >= blocks.length;

  useEffect(() => {
    if (!allShown || !ref.current) return;
    return measureSkippedBlocks(ref.current);
  }, [allShown]);

  // A layout effect, so the listener is there as soon as the buttons are: a passive effect runs after
  // paint, and a click in between (a fast reader, or any click on a busy main thread) was lost.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const copyButton = target.closest<HTMLButtonElement>('[data-copy-code]');
      if (copyButton) {
        const code = copyButton.closest('.code-block')?.querySelector('pre')?.textContent ?? '';
        navigator.clipboard?.writeText(code).then(
          () => {
            copyButton.textContent = 'Copied';
            setTimeout(() => {
              copyButton.textContent = 'Copy';
            }, COPIED_RESET_MS);
            notify.success('Code copied to clipboard');
          },
          () => notify.error('Could not copy the code'),
        ) ?? notify.error('Could not copy the code');
        return;
      }
      const anchor = target.closest<HTMLAnchorElement>('a.heading-anchor');
      const hash = anchor?.getAttribute('href');
      if (anchor && hash?.startsWith('#')) {
        event.preventDefault();
        scrollToSection(hash.slice(1));
      }
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, []);

  return (
    <div ref={ref} className="article-prose">
      {blocks.slice(0, shown).map((block, index) =>
        block.kind === 'html' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed, build-time output
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at build time (build/sanitize.ts)
          <div key={index} className="prose-html" dangerouslySetInnerHTML={{ __html: block.html }} />
        ) : (
          <div key={block.id} className="my-6">
            {renderSql ? (
              renderSql(block.code, block.id)
            ) : (
              <pre className="overflow-x-auto rounded-xl bg-slate-100 p-4 text-sm dark:bg-slate-900">
                <code>{block.code}</code>
              </pre>
            )}
          </div>
        ),
      )}
    </div>
  );
}
