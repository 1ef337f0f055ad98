import type { Submission } from '@codingkaro/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeEditorProps } from '../../components/code-editor/code-editor-types';
import { ERROR_TEXTS } from '../../lib/api-client';
import { type ApiRequest, json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { LOGIN_REQUIRED_TEXT } from './components/login-required-modal';
import { CODE_TEMPLATES } from './lib/code-templates';
import { ProblemPage, SHEET_PLACES_WAIT_MS } from './problem-page';
import { makeProblem } from './testing/problem-fixtures';

// CodeMirror is replaced by a textarea: the tests are about the page, not the editor.
const editorCalls = vi.hoisted(() => ({ goToLine: vi.fn(), change: undefined as ((value: string) => void) | undefined }));
vi.mock('../../components/code-editor/code-editor', async () => {
  const { useImperativeHandle } = await import('react');
  return {
    default: function FakeEditor({ value, onChange, label, readOnly, markedLines, ref }: CodeEditorProps) {
      useImperativeHandle(ref, () => ({ focus: () => {}, goToLine: editorCalls.goToLine }), []);
      editorCalls.change = onChange;
      return (
        <textarea
          aria-label={label}
          value={value}
          readOnly={readOnly}
          data-marked-lines={markedLines?.join(',') ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    },
  };
});

const editor = () => screen.findByRole('textbox', { name: /^Code editor/ });
const renderProblem = (slug = 'two-sum') =>
  renderWithApp([{ path: '/problems/:slug', element: <ProblemPage /> }], `/problems/${slug}`);
const detail = (overrides = {}) => json(200, { success: true, problem: makeProblem(overrides) });

const submission = (overrides: Partial<Submission> = {}): Submission => ({
  _id: 's1',
  problemSlug: 'two-sum',
  language: 'javascript',
  status: 'Accepted',
  testCasesPassed: 10,
  totalTestCases: 10,
  runtime: 52,
  memory: 42100,
  errorMessage: null,
  createdAt: new Date().toISOString(),
  failedTest: null,
  runtimeBeats: 87.5,
  ...overrides,
});

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The app shell marks the first screen interactive; the editor loads after that.
  document.documentElement.dataset.appReady = 'true';
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  editorCalls.goToLine.mockClear();
});
afterEach(() => {
  alertSpy.mockRestore();
  vi.useRealTimers();
});

describe('ProblemPage', () => {
  it('shows the statement: title, difficulty, topics, sanitised description, examples, constraints, locked editorial', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/problems/two-sum': () => detail() }, { signedIn: false });
    renderProblem();
    expect(await screen.findByRole('heading', { level: 1, name: 'Two Sum' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to problems/ })).toHaveAttribute('href', '/problems');
    expect(within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('target', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Example 1' })).toHaveTextContent('Input:nums = [2,7], target = 9');
    expect(screen.getByText('Explanation:')).toBeInTheDocument();
    expect(screen.getByText('2 <= nums.length <= 10^4')).toBeInTheDocument();

    const tab = screen.getByRole('tab', { name: 'Description' });
    tab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Editorial' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Editorial' })).toHaveFocus();
    expect(screen.getByText('Editorial will be available after you solve this problem.')).toBeInTheDocument();
  });

  it('shows the sheet places with the statement, not after it (they would push the statement down)', async () => {
    let answerPlaces = (_: Response) => {};
    const places = new Promise<Response>((resolve) => {
      answerPlaces = resolve;
    });
    mockApi(
      { 'GET /api/problems/two-sum': () => detail(), 'GET /api/courses/places/two-sum': () => places },
      { signedIn: false },
    );
    renderProblem();
    // The problem is in ("Loading problem…" has become "Loading…") but its places are not: still loading.
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Two Sum' })).not.toBeInTheDocument();
    answerPlaces(
      json(200, {
        success: true,
        places: [
          {
            courseSlug: 'data-structures',
            courseTitle: 'DSA Placement Preparation',
            dayNumber: 3,
            dayTitle: 'Arrays Part-III',
            questionKey: 'two-sum',
            questionTitle: 'Two Sum',
            position: 14,
            total: 191,
            previous: null,
            next: null,
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Two Sum' })).toBeInTheDocument();
    // In the same render as the title, not a later one.
    expect(screen.getByRole('list', { name: 'In the sheets' })).toHaveTextContent('Question 14 of 191');
  });

  it('does not wait for sheet places that never come for longer than SHEET_PLACES_WAIT_MS', async () => {
    mockApi(
      { 'GET /api/problems/two-sum': () => detail(), 'GET /api/courses/places/two-sum': () => new Promise<Response>(() => {}) },
      { signedIn: false },
    );
    const started = performance.now();
    renderProblem();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two Sum' }, { timeout: SHEET_PLACES_WAIT_MS + 4000 }),
    ).toBeInTheDocument();
    expect(performance.now() - started).toBeGreaterThanOrEqual(SHEET_PLACES_WAIT_MS - 50);
    expect(screen.queryByRole('list', { name: 'In the sheets' })).not.toBeInTheDocument();
  });

  it('shows "Problem not found" with a way back when the problem cannot be loaded', async () => {
    mockApi({}, { signedIn: false });
    renderProblem('nope');
    expect(await screen.findByRole('heading', { name: 'Problem not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to problems list' })).toHaveAttribute('href', '/problems');
  });

  it('restores drafts per problem and language; else starter code; else the built-in template', async () => {
    const user = userEvent.setup();
    localStorage.setItem('problemDraft:p1:javascript', 'const mine = 1;');
    mockApi({ 'GET /api/problems/two-sum': () => detail() }, { signedIn: false });
    const view = renderProblem();
    expect(await editor()).toHaveValue('const mine = 1;');

    const language = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(language, 'Python');
    expect(await editor()).toHaveValue('class Solution:\n    pass\n');
    fireEvent.change(await editor(), { target: { value: 'print(42)' } });
    expect(localStorage.getItem('problemDraft:p1:python')).toBe('print(42)');

    await user.selectOptions(language, 'C');
    expect(await editor()).toHaveValue(CODE_TEMPLATES.c);
    await user.selectOptions(language, 'JavaScript');
    expect(await editor()).toHaveValue('const mine = 1;');

    // Coming back later: the last language and its draft.
    await user.selectOptions(language, 'Python');
    view.unmount();
    renderProblem();
    expect(await editor()).toHaveValue('print(42)');

    // Reset asks first in the app's own dialog (never window.confirm), then drops the draft.
    const confirmSpy = vi.spyOn(window, 'confirm');
    const resetButton = screen.getByRole('button', { name: 'Reset to starter code' });
    await user.click(resetButton);
    let question = screen.getByRole('alertdialog', { name: 'Reset to starter code?' });
    expect(question).toHaveTextContent('Your current code for this language will be lost.');
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(resetButton).toHaveFocus();
    expect(await editor()).toHaveValue('print(42)');
    await user.click(resetButton);
    question = screen.getByRole('alertdialog', { name: 'Reset to starter code?' });
    await user.click(within(question).getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await editor()).toHaveValue('class Solution:\n    pass\n');
    expect(localStorage.getItem('problemDraft:p1:python')).toBeNull();
    expect(confirmSpy).not.toHaveBeenCalled();
    confirmSpy.mockRestore();
  });

  it('says so in its own alert dialog, without calling the API, when the code is empty or whitespace', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'GET /api/problems/two-sum': () => detail() }, { signedIn: false });
    renderProblem();
    fireEvent.change(await editor(), { target: { value: '   \n\t ' } });
    const run = screen.getByRole('button', { name: 'Run' });
    await user.click(run);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Please write some code first!');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(run).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('opens the Login Required modal on a 401; Escape and Cancel close it, focus stays inside, Sign In signs in', async () => {
    const user = userEvent.setup();
    mockApi(
      {
        'GET /api/problems/two-sum': () => detail(),
        'POST /api/problems/run': () => json(401, { success: false, message: 'Please sign in' }),
        'POST /api/problems/submit': () => json(401, { success: false, message: 'Please sign in' }),
      },
      { signedIn: false },
    );
    renderProblem();
    await editor();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent(LOGIN_REQUIRED_TEXT);
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Run' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2Fproblems%2Ftwo-sum'));
    expect(localStorage.getItem('redirectPath')).toBe('/problems/two-sum');
  });

  it('shows other failures in the alert dialog, worded by the server code', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /api/problems/two-sum': () => detail(),
      'POST /api/problems/run': () => json(500, { success: false, message: 'Judge is down' }),
      'POST /api/problems/submit': () =>
        json(429, { success: false, message: 'Too many requests, retry in 60 seconds', code: 'RATE_LIMITED' }),
    });
    renderProblem();
    await editor();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const runAlert = await screen.findByRole('alertdialog', { name: 'Could not run your code' });
    expect(runAlert).toHaveAccessibleDescription('Error running code: Judge is down');
    await user.click(within(runAlert).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const submitAlert = await screen.findByRole('alertdialog', { name: 'Could not submit your code' });
    expect(submitAlert).toHaveAccessibleDescription(`Error submitting code: ${ERROR_TEXTS.RATE_LIMITED}`);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.startsWith('POST'))).toHaveLength(2);
  });

  it('never sends a submission twice: a 503 "not saved" is shown, not retried', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /api/problems/two-sum': () => detail(),
      'POST /api/problems/submit': () =>
        json(503, { success: false, message: 'Your submission was judged but could not be saved.', code: 'NOT_SAVED' }),
    });
    renderProblem();
    await editor();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Could not submit your code' });
    expect(dialog).toHaveAccessibleDescription(`Error submitting code: ${ERROR_TEXTS.NOT_SAVED}`);
    expect(calls.filter((call) => call.includes('/api/problems/submit'))).toHaveLength(1);
    expect(calls.filter((call) => call.includes('/api/internal/ping'))).toHaveLength(0);
  });

  it('runs with the custom input and shows per-case Test Results; Ctrl+Enter runs too', async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = mockApi({
      'GET /api/problems/two-sum': () => detail(),
      'POST /api/problems/run': ({ body }) =>
        json(200, {
          success: true,
          verdict: 'Wrong Answer',
          results: [
            {
              passed: true,
              input: (body as { customInput?: string }).customInput ?? '[2,7]\n9',
              expectedOutput: '[0,1]',
              actualOutput: '[0,1]',
              error: null,
              stdout: 'hello',
              runtimeMs: 1,
            },
            {
              passed: false,
              input: '[3,3]\n6',
              expectedOutput: '[0,1]',
              actualOutput: '[]',
              error: null,
              stdout: '',
              runtimeMs: 1,
            },
          ],
          compileOutput: null,
          errorMessage: null,
        }),
    });
    renderProblem();
    await editor();
    await user.click(screen.getByRole('checkbox', { name: 'Custom input' }));
    expect(screen.getByRole('textbox', { name: /Custom input/ })).toHaveValue('[2,7]\n9');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const results = await screen.findByRole('region', { name: 'Test Results' });
    await within(results).findByText('Wrong Answer');
    expect(within(results).getByText('1 / 2 test cases passed')).toBeInTheDocument();
    expect(within(results).getByRole('tab', { name: 'Case 1, passed' })).toHaveAttribute('aria-selected', 'true');
    expect(within(results).getByText('hello')).toBeInTheDocument();
    await user.click(within(results).getByRole('tab', { name: 'Case 2, failed' }));
    expect(within(results).getByText('[3,3] 6', { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeInTheDocument();
    const runBody = JSON.parse(String((fetchMock.mock.calls.at(-1)?.[1] as RequestInit | undefined)?.body));
    expect(runBody).toEqual({
      problemId: 'p1',
      language: 'javascript',
      code: 'function twoSum(nums, target) {}\n',
      customInput: '[2,7]\n9',
    });

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(calls.filter((call) => call === 'POST /api/problems/run')).toHaveLength(2));

    // While the app asks a question, the shortcut belongs to the dialog: no run behind it.
    await user.click(screen.getByRole('button', { name: 'Reset to starter code' }));
    expect(screen.getByRole('alertdialog', { name: 'Reset to starter code?' })).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(calls.filter((call) => call === 'POST /api/problems/run')).toHaveLength(2);
  });

  it('after an Accepted submission reloads the problem 1 s later: solved mark, unlocked editorial, fresh history', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let solved = false;
    const history: unknown[] = [];
    const { calls } = mockApi({
      'GET /api/problems/two-sum': () =>
        detail(solved ? { isSolved: true, editorialLocked: false, editorial: '<p>Use a <strong>hash map</strong>.</p>' } : {}),
      'GET /api/problems/two-sum/submissions': () => json(200, { success: true, submissions: history }),
      'POST /api/problems/submit': ({ body }) => {
        solved = true;
        const item = submission();
        history.unshift({ ...item, failedTest: undefined, runtimeBeats: undefined, code: (body as { code: string }).code });
        return json(200, { success: true, submission: item });
      },
    });
    renderProblem();
    await editor();
    expect(screen.queryByRole('img', { name: 'Solved' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const result = await screen.findByRole('region', { name: 'Submission Result' });
    await within(result).findByText('Accepted');
    expect(within(result).getByText('10 / 10 test cases passed')).toBeInTheDocument();
    expect(within(result).getByText('52 ms')).toBeInTheDocument();
    expect(within(result).getByText('42,100 KB')).toBeInTheDocument();
    expect(within(result).getByText('Beats 87.5%')).toBeInTheDocument();

    const detailFetches = () => calls.filter((call) => call === 'GET /api/problems/two-sum').length;
    expect(detailFetches()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(detailFetches()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(detailFetches()).toBe(2));
    expect(await screen.findByRole('img', { name: 'Solved' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Editorial' }));
    expect(screen.getByText('hash map')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Submissions' }));
    const row = await screen.findByRole('button', { name: 'Accepted' });
    expect(row.closest('tr')).toHaveTextContent('JavaScript');
  });

  it('lists past submissions; a row opens its code, which can be loaded into the editor', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/problems/two-sum': () => detail(),
      'GET /api/problems/two-sum/submissions': () =>
        json(200, {
          success: true,
          submissions: [
            {
              ...submission({ _id: 's2', status: 'Wrong Answer', language: 'python', runtime: 40, memory: 9000 }),
              code: 'print(1)',
            },
          ].map(({ failedTest: _f, runtimeBeats: _r, ...rest }) => rest),
        }),
    });
    renderProblem();
    await editor();
    await user.click(screen.getByRole('tab', { name: 'Submissions' }));
    const open = await screen.findByRole('button', { name: 'Wrong Answer' });
    expect(open).toHaveClass('text-rose-700');
    expect(open.closest('tr')).toHaveTextContent(/Python.*40 ms.*9,000 KB.*just now/);
    await user.click(open);
    expect(await screen.findByRole('textbox', { name: 'Submitted Python code' })).toHaveValue('print(1)');
    await user.click(screen.getByRole('button', { name: 'Load into editor' }));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('python');
    expect(await editor()).toHaveValue('print(1)');
    expect(localStorage.getItem('problemDraft:p1:python')).toBe('print(1)');
  });

  it('shows the empty history text, and a sign-in prompt to guests', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/problems/two-sum': () => detail(),
      'GET /api/problems/two-sum/submissions': () => json(200, { success: true, submissions: [] }),
    });
    const view = renderProblem();
    await editor();
    await user.click(screen.getByRole('tab', { name: 'Submissions' }));
    expect(await screen.findByText('Your submission history will appear here.')).toBeInTheDocument();
    view.unmount();

    mockApi({ 'GET /api/problems/two-sum': () => detail() }, { signedIn: false });
    renderProblem();
    await editor();
    await user.click(screen.getByRole('tab', { name: 'Submissions' }));
    expect(await screen.findByText('Your submission history will appear here.')).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your submissions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("keyboard: Ctrl+Shift+Enter and Ctrl+' submit; a busy Run keeps focus and gets it back when the modal closes", async () => {
    const user = userEvent.setup();
    let answerRun: (response: Response) => void = () => {};
    const { calls } = mockApi(
      {
        'GET /api/problems/two-sum': () => detail(),
        'POST /api/problems/run': () => new Promise<Response>((resolve) => (answerRun = resolve)),
        'POST /api/problems/submit': () => json(401, { success: false, message: 'Please sign in' }),
      },
      { signedIn: false },
    );
    renderProblem();
    await editor();
    const run = screen.getByRole('button', { name: 'Run' });
    await user.click(run);
    expect(run).toHaveAttribute('aria-disabled', 'true');
    expect(run).toHaveFocus();
    await user.click(run);
    expect(calls.filter((call) => call === 'POST /api/problems/run')).toHaveLength(1);
    answerRun(json(401, { success: false, message: 'Please sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(run).toHaveFocus();
    expect(run).not.toHaveAttribute('aria-disabled');

    const submits = () => calls.filter((call) => call === 'POST /api/problems/submit').length;
    await user.keyboard('{Control>}{Shift>}{Enter}{/Shift}{/Control}');
    await screen.findByRole('dialog', { name: 'Login Required' });
    expect(submits()).toBe(1);
    await user.keyboard('{Escape}');
    await user.keyboard("{Control>}'{/Control}");
    await screen.findByRole('dialog', { name: 'Login Required' });
    expect(submits()).toBe(2);
  });

  it('a shortcut pressed before React renders an edit judges the edited code, once when pressed twice (CodeMirror reports edits outside React events)', async () => {
    const judged: { path: string; code: string }[] = [];
    const record = (path: string) => (request: ApiRequest) => {
      judged.push({ path, code: (request.body as { code: string }).code });
      return json(401, { success: false, message: 'Please sign in' });
    };
    mockApi({
      'GET /api/problems/two-sum': () => detail(),
      'POST /api/problems/run': record('run'),
      'POST /api/problems/submit': record('submit'),
    });
    renderProblem();
    await editor();
    const editAndPress = (code: string, shiftKey: boolean) => {
      // Outside act, React renders the edit in a later task, as in a browser; the key presses come first.
      const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
      scope.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        editorCalls.change?.(code);
        for (let press = 0; press < 2; press++) {
          window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, shiftKey, bubbles: true }));
        }
      } finally {
        scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      }
    };
    editAndPress('return "submitted";', true);
    await screen.findByRole('dialog', { name: 'Login Required' });
    expect(judged).toEqual([{ path: 'submit', code: 'return "submitted";' }]);
    await userEvent.keyboard('{Escape}');
    editAndPress('return "ran";', false);
    await screen.findByRole('dialog', { name: 'Login Required' });
    expect(judged).toHaveLength(2);
    expect(judged[1]).toEqual({ path: 'run', code: 'return "ran";' });
    expect(await editor()).toHaveValue('return "ran";');
  });

  it('shows a compile error once, links its line numbers to the editor and marks them until the code changes', async () => {
    const user = userEvent.setup();
    const output = "Line 2: Char 5: error: expected ';' before '}' token\nLine 3: Char 1: warning: control reaches end";
    mockApi({
      'GET /api/problems/two-sum': () => detail(),
      'POST /api/problems/run': () =>
        json(200, {
          success: true,
          verdict: 'Compilation Error',
          results: [],
          compileOutput: output,
          errorMessage: output,
        }),
    });
    renderProblem();
    await editor();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const results = await screen.findByRole('region', { name: 'Test Results' });
    await within(results).findByText('Compilation Error');
    expect(within(results).getByText('Compile output')).toBeInTheDocument();
    expect(within(results).queryByText('Error')).toBeNull();
    expect(within(results).getAllByRole('button', { name: 'Line 2' })).toHaveLength(1);
    expect(await editor()).toHaveAttribute('data-marked-lines', '2');

    await user.click(within(results).getByRole('button', { name: 'Line 3' }));
    expect(editorCalls.goToLine).toHaveBeenCalledWith(3);

    // Collapsed, the panel still says how it went.
    await user.click(within(results).getByRole('button', { name: /^Test Results/, expanded: true }));
    expect(within(results).getByRole('button', { expanded: false })).toHaveTextContent('Test Results· Compilation Error');

    fireEvent.change(await editor(), { target: { value: 'fixed' } });
    expect(await editor()).toHaveAttribute('data-marked-lines', '');
  });

  it('shows what went wrong before the figures for a failed submission, and each test case runtime after a run', async () => {
    const user = userEvent.setup();
    const failedTest = {
      passed: false,
      input: 'nums = [3,3], target = 6',
      expectedOutput: '[0,1]',
      actualOutput: '[]',
      error: null,
      stdout: 'trying',
      runtimeMs: 2,
    };
    mockApi({
      'GET /api/problems/two-sum': () => detail(),
      'POST /api/problems/run': () =>
        json(200, {
          success: true,
          verdict: 'Accepted',
          results: [{ ...failedTest, passed: true, runtimeMs: 1234 }],
          compileOutput: null,
          errorMessage: null,
        }),
      'POST /api/problems/submit': () =>
        json(200, {
          success: true,
          submission: submission({ status: 'Wrong Answer', testCasesPassed: 3, failedTest, runtimeBeats: null }),
        }),
    });
    renderProblem();
    await editor();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const runResults = await screen.findByRole('region', { name: 'Test Results' });
    expect(await within(runResults).findByText('1,234 ms')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const result = await screen.findByRole('region', { name: 'Submission Result' });
    const failing = await within(result).findByRole('region', { name: 'Failing test' });
    expect(failing).toHaveTextContent('nums = [3,3], target = 6');
    expect(failing).toHaveTextContent('trying');
    const runtime = within(result).getByText('Runtime');
    expect(failing.compareDocumentPosition(runtime) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(result).queryByText(/Beats/)).toBeNull();
  });
});
