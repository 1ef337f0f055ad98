import type { Page } from '@playwright/test';

/** One layout shift the page recorded: its score and what moved (tag#id.class and the boxes before and after). */
export interface LayoutShift {
  value: number;
  moved: { node: string; from: string; to: string }[];
}

const STORE = '__ckLayoutShifts';

/**
 * Records every layout shift without recent input from the page's first script on (a buffered
 * PerformanceObserver), for every document `page` loads after this call.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript((store) => {
    type ShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'unknown';
      const id = node.id ? `#${node.id}` : '';
      const classes = typeof node.className === 'string' ? node.className.split(/\s+/).slice(0, 3).join('.') : '';
      return `${node.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''}`;
    };
    const rect = (box: DOMRectReadOnly) =>
      `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    const shifts: unknown[] = [];
    (window as unknown as Record<string, unknown>)[store] = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) => ({
            node: describe(source.node),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, STORE);
}

/** The shifts recorded so far, after two more frames have been painted (a shift is reported after its frame). */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async (store) => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    return ((window as unknown as Record<string, unknown>)[store] ?? []) as LayoutShift[];
  }, STORE);
}

/**
 * Holds back the answers to requests whose path matches `path` by `ms`, as a slow network would, so content
 * that arrives after the first paint arrives visibly later.
 */
export async function delayAnswers(page: Page, path: RegExp, ms: number): Promise<void> {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fallback();
    },
  );
}

/**
 * Answers the problem of the day (`/api/daily/problem`) `ms` late with the real answer under another title,
 * so a test controls how long the title that arrives after the first paint is.
 */
export async function answerProblemOfTheDayAs(page: Page, title: string, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/daily/problem',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const response = await route.fetch();
      const body = await response.json();
      if (!body.problem) throw new Error('the seeded library has no problem of the day');
      await route.fulfill({ response, json: { ...body, problem: { ...body.problem, title } } });
    },
  );
}
