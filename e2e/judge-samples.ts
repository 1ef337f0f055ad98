import type { Page } from '@playwright/test';

/** Shared by the end-to-end tests that submit code through the problem page. */

/** Replaces the CodeMirror document with `code` (inserted as text, so no auto-closed brackets). */
export async function setEditorCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /^Code editor/ }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** An Accepted Python solution of Two Sum. */
export const PYTHON_RIGHT = [
  'class Solution:',
  '    def twoSum(self, nums: List[int], target: int) -> List[int]:',
  '        seen = {}',
  '        for i, n in enumerate(nums):',
  '            if target - n in seen:',
  '                return [seen[target - n], i]',
  '            seen[n] = i',
  '        return []',
  '',
].join('\n');
