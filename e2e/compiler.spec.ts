import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { compilerEditor, reachForEditor } from './judge-samples';

// Runs go through the real sandboxed runner; a busy machine can take a few seconds to compile.
const RUN_TIMEOUT = 45_000;

/** Replaces the editor's whole text (typed as one insertion, so no auto-closing brackets). */
async function setCode(page: Page, code: string) {
  const editor = page.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** The compiler's editor reached for (`reachForEditor`): its content, once CodeMirror has replaced the preview. */
async function reachForCode(page: Page) {
  await reachForEditor(page, compilerEditor(page));
  return page.locator('.cm-content');
}

const status = (page: Page) => page.getByTestId('run-status');
const output = (page: Page) => page.getByTestId('program-output');

test.describe('compiler at 1440 px', () => {
  test('runs a Python program with input and shows output, status and time', async ({ page }) => {
    await page.goto('/terminal');
    await expect(page).toHaveTitle(/Online Compiler/);
    await expect(status(page)).toHaveText(/Ready/);
    await page.getByRole('combobox').selectOption('python');
    await expect(await reachForCode(page)).toContainText('print("Hello, World!")');
    await setCode(page, 'name = input()\nprint("Hello, " + name)\n');
    await page.getByLabel('Program input').fill('Asha\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output(page)).toHaveText('Hello, Asha', { timeout: RUN_TIMEOUT });
    await expect(status(page)).toHaveText(/Success/);
    await expect(page.getByTestId('run-time')).toHaveText(/^\d+ ms$/);

    // The draft survives a reload.
    await page.reload();
    await expect(await reachForCode(page)).toContainText('print("Hello, " + name)');
    await expect(page.getByLabel('Program input')).toHaveValue('Asha\n');
  });

  test('Ctrl+Enter runs, compile errors show as Error, blank code does nothing', async ({ page }) => {
    await page.goto('/terminal');
    await page.getByRole('combobox').selectOption('cpp');
    await page.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(output(page)).toHaveText('Hello, World!', { timeout: RUN_TIMEOUT });
    await expect(status(page)).toHaveText(/Success/);

    await setCode(page, 'int main() { return missing; }\n');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(status(page)).toHaveText(/Error/, { timeout: RUN_TIMEOUT });
    await expect(output(page)).toContainText('missing');

    await setCode(page, '   \n');
    await page.getByRole('button', { name: 'Clear output' }).click();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(status(page)).toHaveText(/Error/);
    await expect(output(page)).toHaveText('Run your code to see the output here.');
  });

  test('switching language loads its hello world and resets input, output, status and time', async ({ page }) => {
    await page.goto('/terminal');
    await page.getByRole('combobox').selectOption('ruby');
    await page.getByLabel('Program input').fill('unused');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output(page)).toHaveText('Hello, World!', { timeout: RUN_TIMEOUT });

    await page.getByRole('combobox').selectOption('go');
    await expect(await reachForCode(page)).toContainText('fmt.Println("Hello, World!")');
    await expect(page.getByLabel('Program input')).toHaveValue('');
    await expect(output(page)).toHaveText('Run your code to see the output here.');
    await expect(status(page)).toHaveText(/Ready/);
    await expect(page.getByTestId('run-time')).toHaveCount(0);
  });

  test('format is disabled for Python with a reason, and formats JavaScript in the browser', async ({ page }) => {
    await page.goto('/terminal');
    await page.getByRole('combobox').selectOption('python');
    const format = page.getByRole('button', { name: 'Format code' });
    await expect(format).toBeDisabled();
    await expect(page.locator('span[title="No formatter is installed for Python on this server."]')).toHaveCount(1);

    await page.getByRole('combobox').selectOption('javascript');
    await setCode(page, 'const x = {a:1,b:[1,2]}\n');
    await page.keyboard.press('ControlOrMeta+Shift+f');
    // the first format loads and evaluates Prettier (hundreds of KB): seconds on a loaded 2-core machine
    await expect(page.locator('.cm-content')).toContainText('const x = { a: 1, b: [1, 2] };', { timeout: RUN_TIMEOUT });
  });

  test('the split moves with the keyboard within its limits', async ({ page }) => {
    await page.goto('/terminal');
    const width = page.getByRole('separator', { name: 'Resize editor width' });
    await expect(width).toHaveAttribute('aria-valuenow', '65');
    await width.focus();
    await page.keyboard.press('ArrowRight');
    await expect(width).toHaveAttribute('aria-valuenow', '67');
    await page.keyboard.press('End');
    await expect(width).toHaveAttribute('aria-valuenow', '80');
    const height = page.getByRole('separator', { name: 'Resize input height' });
    await height.focus();
    await page.keyboard.press('Home');
    await expect(height).toHaveAttribute('aria-valuenow', '20');

    // Dragging with the mouse clamps too.
    const box = await width.boundingBox();
    if (!box) throw new Error('no separator box');
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(50, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(width).toHaveAttribute('aria-valuenow', '30');
  });

  test('Share makes a read-only link that can be forked', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/terminal');
    await page.getByRole('combobox').selectOption('python');
    await setCode(page, 'print(input()[::-1])\n');
    await page.getByLabel('Program input').fill('racecar!\n');
    await page.getByRole('button', { name: 'Share' }).click();
    const link = page.getByTestId('share-url');
    await expect(link).toHaveText(/\/terminal\/s\/[A-Za-z0-9_-]{11}$/);
    const url = (await link.textContent()) ?? '';

    // Someone else opens it: a fresh page with no drafts.
    const other = await context.newPage();
    await other.goto(url);
    await expect(other.getByRole('heading', { name: 'Shared Python program' })).toBeVisible();
    await expect(await reachForCode(other)).toContainText('print(input()[::-1])');
    await expect(other.locator('.cm-content')).toHaveAttribute('contenteditable', 'false');
    await expect(other.getByTestId('snippet-stdin')).toHaveText('racecar!');
    await other.evaluate(() => localStorage.clear());
    await other.getByRole('button', { name: 'Fork' }).click();
    await expect(other).toHaveURL(/\/terminal$/);
    await expect(other.getByRole('combobox')).toHaveValue('python');
    await expect(await reachForCode(other)).toContainText('print(input()[::-1])');
    await expect(other.locator('.cm-content')).toHaveAttribute('contenteditable', 'true');
    await expect(other.getByLabel('Program input')).toHaveValue('racecar!\n');

    await other.goto('/terminal/s/AAAAAAAAAAA');
    await expect(other.getByRole('heading', { name: 'Shared program not found' })).toBeVisible();
  });
});

test.describe('compiler at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stacks the editor with Input/Output tabs and a bottom bar', async ({ page }) => {
    await page.goto('/terminal');
    await expect(page.getByRole('separator')).toHaveCount(0);
    await page.getByRole('combobox').selectOption('javascript');
    await setCode(
      page,
      'const lines = require("fs").readFileSync(0, "utf8").trim().split("\\n");\nconsole.log(lines.map(Number).reduce((a, b) => a + b, 0));\n',
    );
    await expect(page.getByRole('tab', { name: 'Input' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Program input').fill('20\n22\n');
    await page.getByRole('button', { name: 'Run Code' }).click();
    await expect(page.getByRole('tab', { name: 'Output' })).toHaveAttribute('aria-selected', 'true');
    await expect(output(page)).toHaveText('42', { timeout: RUN_TIMEOUT });
    await expect(status(page)).toHaveText(/Success/);

    await page.getByRole('tab', { name: 'Input' }).click();
    await expect(page.getByLabel('Program input')).toHaveValue('20\n22\n');

    // Editor font: 12 px under 640 px; the toggle flips between 12 and 14.
    await expect(page.locator('.cm-editor')).toHaveCSS('font-size', '12px');
    await page.getByRole('button', { name: /^Font size 12px/ }).click();
    await expect(page.locator('.cm-editor')).toHaveCSS('font-size', '14px');
  });
});
