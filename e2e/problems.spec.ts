import { expect, signInWithDevForm, test } from './fixtures';
import { PYTHON_RIGHT, problemEditor, reachForEditor, setEditorCode } from './judge-samples';

/** The problem library and judge on the real built server (seeded content/problems, sandboxed runner). */

/** How long the guest test lets the editor mount by itself in idle time (see there). */
const IDLE_MOUNT_BUDGET = 30_000;

const CORRECT =
  'var twoSum = function(nums, target) {\n  const seen = new Map();\n  for (let i = 0; i < nums.length; i++) {\n    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];\n    seen.set(nums[i], i);\n  }\n  return [];\n};\n';
const WRONG = "var twoSum = function(nums, target) {\n  console.log('debug: checking pairs');\n  return [];\n};\n";

const PYTHON_WRONG = 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return [0, 0]\n';
const CPP_WRONG =
  'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return {1, 1};\n    }\n};\n';
const CPP_RIGHT = [
  'class Solution {',
  'public:',
  '    vector<int> twoSum(vector<int>& nums, int target) {',
  '        unordered_map<int, int> seen;',
  '        for (int i = 0; i < (int)nums.size(); i++) {',
  '            auto it = seen.find(target - nums[i]);',
  '            if (it != seen.end()) return {it->second, i};',
  '            seen[nums[i]] = i;',
  '        }',
  '        return {};',
  '    }',
  '};',
  '',
].join('\n');

test.describe('problem list', () => {
  test('filters, sorts and pages the seeded library, keeping it all in the URL across a reload', async ({ page }) => {
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/problems') listRequests.push(request.url());
    });
    await page.goto('/problems');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Master DSA Problems');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Two Sum');
    await expect(rows).toHaveCount(51);
    const pageCount = page.getByText(/^Page 1 of \d+$/);
    await expect(pageCount).toBeVisible();
    const lastPage = Number((await pageCount.innerText()).split(' of ')[1]);
    expect(lastPage).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/problems?page=2');
    await expect(page.getByText(`Page 2 of ${lastPage}`)).toBeVisible();
    await page.goto(`/problems?page=${lastPage}`);
    await expect(page.getByText(`Page ${lastPage} of ${lastPage}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A filter goes back to page 1; Hard Stack problems fit one page, so paging disappears.
    await page.getByRole('button', { name: 'Hard', exact: true }).click();
    await expect(page).toHaveURL('/problems?difficulty=Hard');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

    await page.getByRole('button', { name: 'Stack', exact: true }).click();
    await expect(page).toHaveURL('/problems?difficulty=Hard&topics=Stack');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.getByLabel('Sort by').selectOption('Acceptance Rate');
    await expect(page).toHaveURL('/problems?difficulty=Hard&topics=Stack&sort=acceptanceRate');
    await page.getByRole('searchbox', { name: 'Search problems' }).fill('rectangle');
    await expect(page).toHaveURL('/problems?search=rectangle&difficulty=Hard&topics=Stack&sort=acceptanceRate');
    const settled = page.getByRole('table', { name: 'Problems' });
    await expect(settled).toHaveAttribute('aria-busy', 'false');
    await expect(rows.filter({ hasText: 'Largest Rectangle in Histogram' })).toHaveCount(1);
    const before = await rows.allInnerTexts();
    const rates = before.slice(1).map((text) => Number(/([\d.]+)%/.exec(text)?.[1]));
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(listRequests.at(-1)).toContain('sortBy=acceptanceRate');

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search problems' })).toHaveValue('rectangle');
    await expect(page.getByRole('button', { name: 'Hard', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Stack', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Sort by')).toHaveValue('acceptanceRate');
    await expect(settled).toHaveAttribute('aria-busy', 'false');
    expect(await rows.allInnerTexts()).toEqual(before);

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL('/problems?sort=acceptanceRate');
    await expect(page.getByText(`Page 1 of ${lastPage}`)).toBeVisible();
  });

  test('shows the empty state for no matches and for a failed request', async ({ page, consoleErrors }) => {
    await page.goto('/problems?search=no-such-problem');
    await expect(page.getByText('No problems found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search query')).toBeVisible();

    // The one failure the real server cannot be asked for: the list answers 500.
    await page.route(
      (url) => url.pathname === '/api/problems',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"message":"Internal Server Error"}',
        }),
    );
    await page.goto('/problems');
    await expect(page.getByText('No problems found')).toBeVisible();
    // The failed request is what this test is about; the browser logs it.
    expect(consoleErrors.every((error) => /status of 500/.test(error))).toBe(true);
    consoleErrors.length = 0;
  });
});

test.describe('problem page', () => {
  test('a guest sees the statement; Run opens Login Required; Sign In returns to the problem', async ({ page }) => {
    await page.goto('/problems');
    await page.getByRole('link', { name: 'Two Sum' }).click();
    await expect(page).toHaveURL('/problems/two-sum');
    await expect(page.getByRole('heading', { level: 1, name: 'Two Sum' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Example 1' })).toContainText('nums = [2,7,11,15], target = 9');
    await expect(page.getByText('Constraints:')).toBeVisible();
    // Left alone, the editor mounts by itself in idle time after the page is interactive: this is the test
    // of that path (the others reach for the code). Its budget is not a speed goal (bench/ measures that):
    // from load it took 5.5-7.4 s in a browser beside another worker, once more than 10 s in CI.
    await expect(problemEditor(page)).toContainText('var twoSum = function', { timeout: IDLE_MOUNT_BUDGET });

    await page.getByRole('tab', { name: 'Editorial' }).click();
    await expect(page.getByText('Editorial will be available after you solve this problem.')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Submissions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Sign in to see your submissions.')).toBeVisible();

    await page.getByRole('button', { name: 'Run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toContainText(
      'You need to be logged in to run code and submit solutions. Sign in with your Google account to continue.',
    );
    await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    // Focus goes back to the button that asked.
    await expect(submit).toBeFocused();

    await page.getByRole('button', { name: 'Run' }).click();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fproblems%2Ftwo-sum/);
    await page.getByLabel('Name').fill('Asha Rao');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/problems/two-sum');
  });

  test('signed in: run, submit wrong then correct, Accepted, solved after reload, editorial and history', async ({ page }) => {
    await signInWithDevForm(page);
    await expect(page).toHaveURL('/');
    const runs: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/problems/run') runs.push(request.url());
    });
    await page.goto('/problems/two-sum');
    await expect(await reachForEditor(page)).toContainText('var twoSum');

    // A compile error: shown once, its line marked in the editor, and 'Line 2' jumps there.
    await setEditorCode(page, 'var twoSum = function(nums, target) {\n  retur [];\n};\n');
    await page.getByRole('button', { name: 'Run' }).click();
    const testResults = page.getByRole('region', { name: 'Test Results' });
    await expect(testResults.getByText('Compilation Error')).toBeVisible();
    await expect(testResults.getByText('Compile output')).toHaveCount(1);
    await expect(page.locator('.cm-markedLine')).toHaveCount(1);
    await expect(page.locator('.cm-markedLine')).toContainText('retur [];');
    await testResults.getByRole('button', { name: 'Line 2' }).click();
    await expect(problemEditor(page)).toBeFocused();

    await setEditorCode(page, WRONG);
    await expect(page.locator('.cm-markedLine')).toHaveCount(0);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(testResults.getByText('Wrong Answer')).toBeVisible();
    await expect(testResults.getByText('0 / 3 test cases passed')).toBeVisible();
    await expect(testResults.getByRole('tab', { name: 'Case 1, failed' })).toHaveAttribute('aria-selected', 'true');
    await expect(testResults.getByText('debug: checking pairs')).toBeVisible();
    await testResults.getByRole('tab', { name: 'Case 2, failed' }).click();
    await expect(testResults.getByText('[1,2]')).toBeVisible();

    // Custom input, run with the keyboard shortcut from inside the editor.
    await page.getByRole('checkbox', { name: 'Custom input' }).check();
    await expect(page.getByRole('textbox', { name: /Custom input/ })).toHaveValue('[2,7,11,15]\n9');
    await page.getByRole('textbox', { name: /Custom input/ }).fill('[1,2]\n3');
    await problemEditor(page).click();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(testResults.getByRole('tab')).toHaveCount(1);
    await expect(testResults.getByText('nums = [1,2], target = 3')).toBeVisible();
    // Typed and run at once, from the input box: the run takes what was typed, not the last painted frame's.
    await page.getByRole('textbox', { name: /Custom input/ }).fill('[3,4]\n7');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(testResults.getByText('nums = [3,4], target = 7')).toBeVisible();
    expect(runs).toHaveLength(4);

    await page.getByRole('button', { name: 'Submit' }).click();
    const submission = page.getByRole('region', { name: 'Submission Result' });
    await expect(submission.getByText('Wrong Answer')).toBeVisible();
    await expect(submission.getByText(/^\d+ \/ \d+ test cases passed$/)).toBeVisible();
    await expect(submission.getByText('Failing test')).toBeVisible();

    await setEditorCode(page, CORRECT);
    await page.keyboard.press('ControlOrMeta+Shift+Enter');
    await expect(submission.getByText('Accepted', { exact: true })).toBeVisible();
    const passed = await submission.getByText(/^\d+ \/ \d+ test cases passed$/).innerText();
    const [, done, total] = /^(\d+) \/ (\d+)/.exec(passed)!;
    expect(done).toBe(total);
    await expect(submission.getByText(/^\d+ ms$/)).toBeVisible();
    // The problem reloads a second later: solved mark and editorial.
    await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Solved' })).toBeVisible();
    await page.getByRole('tab', { name: 'Editorial' }).click();
    await expect(page.getByRole('heading', { name: 'One pass with a hash map' })).toBeVisible();

    await page.getByRole('tab', { name: 'Submissions' }).click();
    const history = page.getByRole('table', { name: /Your submissions/ });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText(/Accepted.*JavaScript.*\d+ ms.*just now/s);
    await history.getByRole('button', { name: 'Wrong Answer' }).click();
    await expect(page.getByRole('textbox', { name: 'Submitted JavaScript code' })).toContainText('return [];');

    // After a reload: still solved, the draft is back, the list shows the solved mark.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Solved' })).toBeVisible();
    await expect(await reachForEditor(page)).toContainText('const seen = new Map();');
    await page.getByRole('link', { name: 'Back to problems' }).click();
    await expect(page.getByRole('row', { name: /Two Sum/ }).getByRole('img', { name: 'Solved' })).toBeVisible();
  });

  test('an unknown problem shows "Problem not found"', async ({ page, consoleErrors }) => {
    await page.goto('/problems/no-such-problem');
    await expect(page.getByRole('heading', { name: 'Problem not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go back to problems list' }).click();
    await expect(page).toHaveURL('/problems');
    expect(consoleErrors.every((error) => /status of 404/.test(error))).toBe(true);
    consoleErrors.length = 0;
  });
});

test.describe('judge in several languages', () => {
  test('signed in: wrong then right in Python and in C++, solved, editorial and history', async ({ page }) => {
    test.setTimeout(300_000);
    await signInWithDevForm(page, 'Judge Tester', 'judge@example.com');
    await expect(page).toHaveURL('/');
    await page.goto('/problems/two-sum');
    await page.getByRole('tab', { name: 'Editorial' }).click();
    await expect(page.getByText('Editorial will be available after you solve this problem.')).toBeVisible();
    await page.getByRole('tab', { name: 'Description' }).click();

    const submission = page.getByRole('region', { name: 'Submission Result' });
    const language = page.getByRole('combobox').filter({ has: page.getByRole('option', { name: 'Python' }) });

    await language.selectOption('python');
    await setEditorCode(page, PYTHON_WRONG);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('region', { name: 'Test Results' }).getByText('Wrong Answer')).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(submission.getByText('Wrong Answer')).toBeVisible({ timeout: 90_000 });

    await setEditorCode(page, PYTHON_RIGHT);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(submission.getByText('Accepted', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Solved' })).toBeVisible();

    await language.selectOption('cpp');
    await setEditorCode(page, CPP_WRONG);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(submission.getByText('Wrong Answer')).toBeVisible({ timeout: 120_000 });
    await setEditorCode(page, CPP_RIGHT);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(submission.getByText('Accepted', { exact: true })).toBeVisible({ timeout: 120_000 });

    await page.getByRole('tab', { name: 'Editorial' }).click();
    await expect(page.getByText('Editorial will be available after you solve this problem.')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Submissions' }).click();
    const history = page.getByRole('table', { name: /Your submissions/ });
    await expect(history.getByRole('row')).toHaveCount(5);
    await expect(history.getByRole('row').nth(1)).toContainText(/Accepted.*C\+\+/s);
    await expect(history.getByRole('row').nth(3)).toContainText(/Accepted.*Python/s);
  });
});

test.describe('problems at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list fits the screen with collapsible filters; the problem page switches between Problem and Code', async ({
    page,
  }) => {
    await page.goto('/problems');
    await expect(page.getByRole('link', { name: 'Two Sum' })).toBeVisible();
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Hard', exact: true })).toBeHidden();
    await filters.click();
    await page.getByRole('button', { name: 'Hard', exact: true }).click();
    await expect(page).toHaveURL('/problems?difficulty=Hard');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto('/problems/two-sum');
    await expect(page.getByRole('heading', { level: 1, name: 'Two Sum' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run' })).toBeHidden();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Code' }).click();
    await reachForEditor(page);
    // The statement is behind the other tab: the code pane names the problem.
    await expect(page.getByRole('heading', { level: 1, name: 'Two Sum' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeInViewport();
    const fontSize = await page.locator('.cm-editor').evaluate((element) => getComputedStyle(element).fontSize);
    expect(fontSize).toBe('12px');
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
