import { expect, signInWithDevForm, test } from './fixtures';

/** The phone top bar, signed in: the logo, Today, Terminal, the streak badge and the menu button side by side, none under another. */
test('at 390 px signed in, the top bar items do not overlap and stay on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithDevForm(page, 'Narrow Screen', 'narrow@example.com');
  await expect(page).toHaveURL('/');

  const bar = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  const items = [
    bar.getByRole('link', { name: 'CodingKaro home' }),
    bar.getByRole('link', { name: /^Today/ }),
    bar.getByRole('link', { name: 'Terminal' }),
    bar.getByTestId('streak-badge'),
    bar.getByRole('button', { name: 'Open menu' }),
  ];
  for (const item of items) await expect(item).toBeVisible();
  // The loaded streak badge is narrower or wider than its loading placeholder, and the group is right-aligned:
  // measure every box in one frame, after the badge has loaded, or an early box is from the layout before.
  await expect(bar.getByRole('status', { name: 'Loading streak' })).toHaveCount(0);
  const handles = await Promise.all(items.map((item) => item.elementHandle()));
  const boxes = await page.evaluate(
    (elements) =>
      elements.map((element) => {
        if (!element) throw new Error('a top bar item is gone');
        const rect = element.getBoundingClientRect();
        return { x: rect.x, width: rect.width };
      }),
    handles,
  );
  // The bar's gap is 4 px; boxes sit on fractional pixels, so allow half a pixel. With the wordmark the logo
  // touched the Today icon, and a longer streak pushed it under.
  boxes.reduce((previous, box, i) => {
    expect(box.x, `item ${i} starts 4 px after item ${i - 1} ends`).toBeGreaterThanOrEqual(previous.x + previous.width + 3.5);
    return box;
  });
  const last = boxes.at(-1);
  expect((last?.x ?? Number.POSITIVE_INFINITY) + (last?.width ?? 0)).toBeLessThanOrEqual(390);
});
