import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { INTERVIEW_ARTICLE_SLUGS } from '../apps/web/src/features/articles/article-slugs';
import { test as base, expect } from './fixtures';

/**
 * The axe-core sweep (issue 16): every route of apps/web/src/app/routes.tsx, in the light and the dark
 * theme, fails on a serious or critical violation of any of axe's default rules (WCAG 2.1 A/AA and its
 * best practices: see expectNoBlockingViolations). Each test loads its page once in the
 * light theme, then switches to dark with the header's toggle (no reload). Routes with a parameter are
 * opened with seeded content or with data made through the API by the `seeded` fixture below.
 */

type Role = 'learner' | 'staff' | 'mentor';
const ACCOUNTS: Record<Role, { name: string; email: string }> = {
  learner: { name: 'Asha Sweep', email: 'a11y-sweep@example.com' },
  // ADMIN_EMAILS and MENTOR_EMAILS in e2e/start-test-server.mjs make these two staff and mentor.
  staff: { name: 'Support Staff', email: 'staff@example.com' },
  mentor: { name: 'Kiran Mentor', email: 'mentor@example.com' },
};

interface Seeded {
  session: Record<Role, Awaited<ReturnType<APIRequestContext['storageState']>>>;
  ticketId: string;
  snippetId: string;
  publicHandle: string;
}

interface Sweep {
  /** The route as routes.tsx spells it. */
  route: string;
  /** The URL to open, when the route has a parameter. */
  url?: (seeded: Seeded) => string;
  as?: Role;
}

const GUEST_PATHS = [
  '/',
  '/login',
  '/profile-debug',
  '/interview-series',
  // The article body is the same under both prefixes: every article under /interview-series, one under /articles.
  ...INTERVIEW_ARTICLE_SLUGS.map((slug) => `/interview-series/${slug}`),
  `/articles/${INTERVIEW_ARTICLE_SLUGS[0]}`,
  '/sql-notes',
  '/explore/learning-paths',
  '/features',
  '/explore/challenges',
  '/projects',
  '/games/flexbox',
  '/games/ideastorm',
  '/pricing',
  '/cv-review',
  '/mentorship',
  '/support',
  '/terminal',
  '/allcourse',
  '/courses/revise',
  '/courses/data-structures',
  '/courses/lovebabbar',
  '/courses/fullstack',
  '/contest',
  '/profile',
  '/videos',
  '/problems',
  '/problems/two-sum',
  '/no-such-page',
];

const SWEEPS: Sweep[] = [
  ...GUEST_PATHS.map((route) => ({ route })),
  { route: '/terminal/s/:id', url: (seeded) => `/terminal/s/${seeded.snippetId}` },
  { route: '/u/:handle', url: (seeded) => `/u/${seeded.publicHandle}` },
  { route: '/profile', as: 'learner' },
  { route: '/courses/data-structures', as: 'learner' },
  { route: '/support', as: 'learner' },
  { route: '/support/tickets/:id', url: (seeded) => `/support/tickets/${seeded.ticketId}`, as: 'learner' },
  { route: '/cv-review', as: 'learner' },
  { route: '/mentorship', as: 'learner' },
  { route: '/staff/support', as: 'staff' },
  { route: '/staff/outbox', as: 'staff' },
  { route: '/staff/cv-reviews', as: 'staff' },
  { route: '/admin/analytics', as: 'staff' },
  { route: '/staff/mentorship', as: 'mentor' },
];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function postJson<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `POST ${url}`).toBe(200);
  return (await response.json()) as T;
}

const test = base.extend<object, { seeded: Seeded }>({
  seeded: [
    async ({ playwright, appServer }, use) => {
      const baseURL = appServer.url;
      const contexts = {} as Record<Role, APIRequestContext>;
      for (const role of Object.keys(ACCOUNTS) as Role[]) {
        contexts[role] = await playwright.request.newContext({ baseURL });
        await postJson(contexts[role], '/api/auth/dev-login', ACCOUNTS[role]);
      }
      const { learner } = contexts;
      const { ticket } = await postJson<{ ticket: { id: string } }>(learner, '/api/support/tickets', {
        subject: 'Sweep: where is my certificate?',
        category: 'courses-and-problems',
        message: 'I finished the course but cannot find the certificate.',
      });
      const { id: snippetId } = await postJson<{ id: string }>(learner, '/api/snippets', {
        language: 'python',
        code: '# greet\nprint("hello")\n',
        stdin: '',
      });
      const { profile } = await postJson<{ profile: { publicHandle: string | null } }>(learner, '/api/profile/visibility', {
        isPublic: true,
      });
      expect(profile.publicHandle).toBeTruthy();
      const session = {} as Seeded['session'];
      for (const role of Object.keys(contexts) as Role[]) session[role] = await contexts[role].storageState();
      await use({ session, ticketId: ticket.id, snippetId, publicHandle: profile.publicHandle ?? '' });
      for (const context of Object.values(contexts)) await context.dispose();
    },
    { scope: 'worker' },
  ],
});

/** Counts the page's requests in flight, to wait for a shorter quiet spell than networkidle's fixed 500 ms. */
function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async function settled() {
    await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= 150, { intervals: [50] }).toBe(true);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  };
}

/** The header's theme toggle; the article pages have no site header, so there the stored choice and a reload. */
async function switchToDark(page: Page) {
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
  if ((await toggle.count()) > 0) {
    await toggle.first().click();
  } else {
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  }
}

async function expectNoBlockingViolations(page: Page, label: string) {
  // Only violations are collected: building the passes list doubles axe's time on the long articles.
  // `options()` replaces the options `withTags()` set, so every default rule runs, best practices
  // included, not only the WCAG tags: the wider check is kept on purpose.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`),
    }));
  expect.soft(blocking, label).toEqual([]);
}

test.describe('axe-core sweep, light and dark theme', () => {
  // A ceiling, not a target: two axe passes over a long article (thousands of highlighted code
  // tokens to check for contrast) took over two minutes on a 2-core machine under heavy load.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });
  for (const sweep of SWEEPS) {
    test(`${sweep.route}${sweep.as ? ` as ${sweep.as}` : ''} has no serious or critical violations`, async ({ page, seeded }) => {
      const cookies = sweep.as ? seeded.session[sweep.as].cookies : [];
      if (cookies.length) await page.context().addCookies(cookies);
      // The app's CSS drops animations and transitions under reduced motion, so colours are measured at rest.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // Light first; a reload after the switch to dark keeps dark.
      await page.addInitScript(() => {
        if (localStorage.getItem('darkMode') === null) localStorage.setItem('darkMode', 'false');
      });
      const settled = trackRequests(page);
      const url = sweep.url?.(seeded) ?? sweep.route;
      await page.goto(url);
      // The page's lazy chunk and first data (the SQL notes start an in-browser database) can be slow.
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
      await settled();
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await expectNoBlockingViolations(page, `${url} (light)`);

      await switchToDark(page);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await settled();
      await expectNoBlockingViolations(page, `${url} (dark)`);
    });
  }
});
