import type { Page, Route } from '@playwright/test';

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
 * Holds back the answers to requests whose path matches `path` until the returned `release` is called, as a
 * slow network would, so a test sees the state before they arrive for as long as it needs to look. (A fixed
 * delay was not enough: under load a starved test process looked at a 1.5 s "checking…" state after it was
 * over, a hunt round on 2 December.) `answer` answers each held request once released; by default it goes on
 * to the server.
 */
export async function holdAnswers(
  page: Page,
  path: RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.fallback(),
): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await released;
      await answer(route);
    },
  );
  return release;
}

/**
 * Holds the problem of the day (`/api/daily/problem`) until the returned `release` is called, then answers
 * with the real answer under another title, so a test controls how long the title that arrives after the
 * first paint is.
 */
export function answerProblemOfTheDayAs(page: Page, title: string): Promise<() => void> {
  return holdAnswers(page, /^\/api\/daily\/problem$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (!body.problem) throw new Error('the seeded library has no problem of the day');
    await route.fulfill({ response, json: { ...body, problem: { ...body.problem, title } } });
  });
}
