import { expect, signInWithDevForm, test } from './fixtures';
import { PYTHON_RIGHT, setEditorCode } from './judge-samples';

/** Against the real built server: the seeded library and the sandboxed judge (no mocks). */

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

test.describe('problem library on the real server', () => {
  test('filters, sorts and pages the seeded library', async ({ page }) => {
    await page.goto('/problems');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Master DSA Problems');
    const rows = page.getByRole('table', { name: 'Problems' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Two Sum');
    await expect(rows).toHaveCount(51);
    await expect(page.getByText(/^Page 1 of [34]$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/problems?page=2');
    await expect(page.getByText(/^Page 2 of [34]$/)).toBeVisible();

    await page.getByRole('button', { name: 'Hard', exact: true }).click();
    await expect(page).toHaveURL('/problems?difficulty=Hard');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    const hardCount = (await rows.count()) - 1;
    expect(hardCount).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Stack', exact: true }).click();
    await expect(page).toHaveURL('/problems?difficulty=Hard&topics=Stack');
    await expect(rows.filter({ hasText: 'Largest Rectangle in Histogram' })).toHaveCount(1);
    await page.getByLabel('Sort by').selectOption('Difficulty');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Stack', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows.filter({ hasText: 'Largest Rectangle in Histogram' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page.getByRole('searchbox', { name: 'Search problems' }).fill('zzzz-nothing');
    await expect(page.getByText('No problems found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search query')).toBeVisible();
  });

  test('a guest who runs code is asked to sign in', async ({ page }) => {
    await page.goto('/problems/two-sum');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Two Sum');
    await page.getByRole('button', { name: 'Run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toContainText('You need to be logged in to run code and submit solutions.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

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
