import { FLEX_PROPERTY_CSS_NAMES, type FlexProperty, flexboxLevels } from '../apps/web/src/features/games/flexbox-levels';
import { expect, recordAppearance, test } from './fixtures';

const level1 = flexboxLevels[0]!;

test.describe('Flexbox Mastery Game', () => {
  test('plays level 1 to success', async ({ page }) => {
    await page.goto('/games/flexbox');
    await expect(page.getByRole('heading', { name: 'Flexbox Mastery Game' })).toBeVisible();
    await expect(page.getByRole('heading', { name: level1.title })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText('2:00');

    const firstProperty = FLEX_PROPERTY_CSS_NAMES[Object.keys(level1.targetProps)[0] as FlexProperty];
    await expect(page.getByLabel(firstProperty)).toBeDisabled();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('timer')).not.toHaveText('2:00', { timeout: 3000 });

    // A wrong answer first: nothing set yet.
    await page.getByRole('button', { name: 'Check Solution' }).click();
    await expect(page.getByText(/Not quite — score 0/)).toBeVisible();

    for (const [property, value] of Object.entries(level1.targetProps)) {
      await page.getByLabel(FLEX_PROPERTY_CSS_NAMES[property as FlexProperty]).selectOption(value);
    }
    // the confetti stays 3 s: watch for it from before the click, not after the next assertion
    const confettiShown = await recordAppearance(page, '[data-testid="confetti"]');
    await page.getByRole('button', { name: 'Check Solution' }).click();

    await expect(page.getByText(/Level complete!/)).toBeVisible();
    await expect.poll(confettiShown).toBe(true);
    const score = Number(await page.getByTestId('flexbox-level-score').textContent());
    expect(score).toBeGreaterThan(900);
    expect(score).toBeLessThanOrEqual(1000);
    await expect(page.getByTestId('flexbox-total-score')).toHaveText(String(score));
    await expect(page.getByTestId('flexbox-high-score')).toHaveText(String(score));
    await expect(page.getByRole('button', { name: 'Check Solution' })).toBeDisabled();
    await expect(page.getByTestId('confetti')).toBeHidden({ timeout: 5000 });

    // The high score survives a reload.
    await page.reload();
    await expect(page.getByTestId('flexbox-high-score')).toHaveText(String(score));
    expect(await page.evaluate(() => localStorage.getItem('flexboxGameHighScore'))).toBe(String(score));
  });
});

test.describe('IdeaStorm', () => {
  test('plays a round to completion with Finish', async ({ page }) => {
    await page.goto('/games/ideastorm');
    await page.getByRole('button', { name: 'Start Brainstorming' }).click();
    const challenge = page.getByRole('article', { name: 'Challenge' });
    await expect(challenge.getByRole('timer')).toBeVisible();

    const idea = page.getByRole('textbox', { name: 'Your idea' });
    await idea.fill('Write it on a whiteboard first');
    await idea.press('Enter');
    await expect(page.getByText(/^\+\d+ points/)).toBeVisible();
    await expect(idea).toHaveValue('');
    await idea.fill('Ask a friend to review the approach, then iterate on the feedback you get');
    await page.getByRole('button', { name: 'Add Idea' }).click();
    await idea.fill('WRITE IT ON A WHITEBOARD FIRST');
    await idea.press('Enter');
    await expect(page.getByText("You've already added this idea!")).toBeVisible();
    await expect(page.getByTestId('ideastorm-idea-count')).toHaveText('2');
    const points = Number(await page.getByTestId('ideastorm-score').textContent());
    expect(points).toBeGreaterThanOrEqual(12); // 5 + (5 + 2 length bonus), plus any keywords

    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'Brainstorming Complete!' })).toBeVisible();
    await expect(page.getByTestId('ideastorm-total-ideas')).toHaveText('2');
    await expect(page.getByTestId('ideastorm-total-points')).toHaveText(String(points));
    await expect(page.getByTestId('ideastorm-average')).toHaveText(String(Math.round(points / 2)));
    const topIdeas = page.getByRole('region', { name: 'Top Ideas' }).getByRole('listitem');
    await expect(topIdeas).toHaveCount(2);
    await expect(topIdeas.first()).toContainText('Ask a friend to review the approach');

    await page.getByRole('button', { name: 'New Challenge' }).click();
    await expect(page.getByTestId('ideastorm-idea-count')).toHaveText('0');
  });
});

test.describe('games on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/games/flexbox', '/games/ideastorm']) {
    test(`${path} has no horizontal scroll at 390 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/games/ideastorm') {
        await page.getByRole('button', { name: 'Start Brainstorming' }).click();
        await page
          .getByRole('textbox', { name: 'Your idea' })
          .fill('A long idea that should wrap nicely on a small phone screen');
        await page.getByRole('button', { name: 'Add Idea' }).click();
      } else {
        await page.getByLabel('Level').selectOption({ index: flexboxLevels.length - 1 });
        await page.getByRole('button', { name: 'Start' }).click();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    });
  }
});
