import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../testing/fake-api';
import { createTestQueryClient, QueryWrapper } from '../../testing/render-app';
import { LANGUAGES } from './compiler-languages';
import { saveDraft, saveLastLanguage } from './draft-storage';
import { useCompilerSession } from './use-compiler-session';

const runtimes = [
  { language: 'python', version: '3.11.7', aliases: ['py'], available: true, formatter: null },
  { language: 'cpp', version: '12.2.0', aliases: ['c++'], available: true, formatter: 'clang-format' },
];
const stage = {
  stdout: '',
  stderr: '',
  output: '',
  code: 0,
  signal: null,
  cpu_time: 1,
  wall_time: 2,
  memory: null,
  status: null,
  message: null,
};

function setup(execute: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const { fetchMock } = mockApi({
    'GET /api/runtimes': () => json(200, runtimes),
    'POST /api/execute': ({ body }) => execute(body as Record<string, unknown>),
  });
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryWrapper client={client}>{children}</QueryWrapper>;
  return { fetchMock, ...renderHook(() => useCompilerSession(), { wrapper }) };
}

describe('compiler session', () => {
  beforeEach(() => saveLastLanguage('python'));

  it('runs with the spec limits and the installed version, then shows Success', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { result } = setup((body) => {
      bodies.push(body);
      return json(200, { language: 'python', version: '3.11.7', run: { ...stage, stdout: 'hi\n', output: 'hi\n' } });
    });
    await waitFor(() => expect(result.current.runtimeOf('python')?.version).toBe('3.11.7'));
    act(() => result.current.editStdin('abc'));
    await act(() => result.current.run());
    expect(bodies[0]).toEqual({
      language: 'python',
      version: '3.11.7',
      files: [{ content: LANGUAGES.python.hello }],
      stdin: 'abc',
      compile_timeout: 10000,
      run_timeout: 3000,
      compile_memory_limit: -1,
      run_memory_limit: -1,
    });
    expect(result.current.status).toBe('success');
    expect(result.current.output).toBe('hi\n');
    expect(result.current.elapsedMs).toEqual(expect.any(Number));
  });

  it('runs an edit made in the same task, before React renders it', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { result } = setup((body) => {
      bodies.push(body);
      return json(200, { language: 'python', version: '3.11.7', run: { ...stage, stdout: '1\n', output: '1\n' } });
    });
    await waitFor(() => expect(result.current.runtimeOf('python')?.version).toBe('3.11.7'));
    // act renders only when its callback ends: the run below starts with the edits unrendered.
    await act(async () => {
      result.current.editCode('print(input())');
      result.current.editStdin('1');
      await result.current.run();
    });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ files: [{ content: 'print(input())' }], stdin: '1' });
    expect(result.current.code).toBe('print(input())');
  });

  it('does nothing when the code is blank', async () => {
    const { result, fetchMock } = setup(() => json(200, {}));
    act(() => result.current.editCode('  \n\t'));
    await act(() => result.current.run());
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/execute'))).toHaveLength(0);
    expect(result.current.status).toBe('ready');
  });

  it('shows a failed request as an error with the connection hint', async () => {
    const { result } = setup(() =>
      json(429, { success: false, message: 'The code runner is busy. Please try again in a few seconds.' }),
    );
    await act(() => result.current.run());
    expect(result.current.status).toBe('error');
    expect(result.current.output).toBe(
      'Error: The code runner is busy. Please try again in a few seconds.\nPlease check your internet connection or try again later.',
    );
  });

  it('switching language loads hello world, clears input, output, status and time, and offers the saved draft', async () => {
    saveDraft('cpp', { code: 'int main() { return 1; }', stdin: '7' });
    const { result } = setup(() =>
      json(200, { language: 'python', version: '3.11.7', run: { ...stage, code: 1, status: 'RE', stderr: 'x' } }),
    );
    act(() => result.current.editStdin('some input'));
    await act(() => result.current.run());
    expect(result.current.status).toBe('error');

    act(() => result.current.changeLanguage('cpp'));
    expect(result.current.code).toBe(LANGUAGES.cpp.hello);
    expect(result.current.stdin).toBe('');
    expect(result.current.output).toBe('');
    expect(result.current.status).toBe('ready');
    expect(result.current.elapsedMs).toBeNull();
    expect(result.current.savedDraft).toEqual({ code: 'int main() { return 1; }', stdin: '7' });
    act(() => result.current.restoreDraft());
    expect(result.current.code).toBe('int main() { return 1; }');
    expect(result.current.stdin).toBe('7');
    expect(localStorage.getItem('compilerLanguage')).toBe('cpp');
  });

  it('restores the last language’s draft on load', () => {
    saveDraft('python', { code: 'print(42)', stdin: '1' });
    const { result } = setup(() => json(200, {}));
    expect(result.current.language).toBe('python');
    expect(result.current.code).toBe('print(42)');
    expect(result.current.stdin).toBe('1');
  });
});
