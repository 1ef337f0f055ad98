import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { INTERVIEW_ARTICLE_SLUGS } from '../apps/web/src/features/articles/article-slugs';
import { expect, test } from './fixtures';

/**
 * One URL for every route of apps/web/src/app/routes.tsx that a guest can open (parameters filled
 * with seeded content). Not covered: /terminal/s/:id, /support/tickets/:id, /staff/support and
 * /u/:handle, which need a saved snippet, a ticket, a staff account or a user first.
 */
const ROUTES = [
  '/',
  '/login',
  '/profile-debug',
  '/interview-series',
  ...INTERVIEW_ARTICLE_SLUGS.flatMap((slug) => [`/interview-series/${slug}`, `/articles/${slug}`]),
  '/sql-notes',
  '/explore/learning-paths',
  '/features',
  '/explore/challenges',
  '/projects',
  '/games/flexbox',
  '/games/ideastorm',
  '/pricing',
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
const THEMES = ['light', 'dark'] as const;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

async function openInTheme(page: Page, path: string, theme: (typeof THEMES)[number]) {
  await page.addInitScript((dark) => localStorage.setItem('darkMode', dark), String(theme === 'dark'));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // Let entrance animations (fade-in, opacity transitions) finish so colours are measured at rest.
  await page.waitForTimeout(400);
}

for (const theme of THEMES) {
  test.describe(`axe-core, ${theme} theme`, () => {
    for (const path of ROUTES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await openInTheme(page, path, theme);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const blocking = results.violations
          .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`),
          }));
        expect(blocking, `${path} (${theme})`).toEqual([]);
      });
    }
  });
}
