import type { ExecuteResponse, ExecuteStage } from '@codingkaro/contracts';
import { describe, expect, it } from 'vitest';
import { deriveStatus, outputText, requestFailureText } from './run-result';

const stage = (overrides: Partial<ExecuteStage> = {}): ExecuteStage => ({
  stdout: '',
  stderr: '',
  output: '',
  code: 0,
  signal: null,
  cpu_time: 1,
  wall_time: 2,
  memory: 1024,
  status: null,
  message: null,
  ...overrides,
});
const response = (run: Partial<ExecuteStage>, compile?: Partial<ExecuteStage>): ExecuteResponse => ({
  language: 'cpp',
  version: '12.2.0',
  run: stage(run),
  ...(compile ? { compile: stage(compile) } : {}),
});

describe('compiler status', () => {
  it('is Success only with no stderr and exit code 0', () => {
    expect(deriveStatus(response({ stdout: 'hi\n', output: 'hi\n' }))).toBe('success');
    expect(deriveStatus(response({ stdout: 'hi\n', stderr: 'warn\n' }))).toBe('error');
    expect(deriveStatus(response({ code: 3, status: 'RE' }))).toBe('error');
    expect(deriveStatus(response({ code: null, status: 'TO', message: 'Time limit exceeded (wall clock)' }))).toBe('error');
  });

  it('is Error when compilation failed, even if the program part looks clean', () => {
    expect(deriveStatus(response({}, { status: 'RE', code: 1, stderr: 'error: x' }))).toBe('error');
    expect(deriveStatus(response({ stdout: 'ok' }, { status: null }))).toBe('success');
  });
});

describe('compiler output text', () => {
  it('shows stdout and stderr in the order written, or No output', () => {
    expect(outputText(response({ stdout: 'a\nc\n', stderr: 'b\n', output: 'a\nb\nc\n' }))).toBe('a\nb\nc\n');
    expect(outputText(response({ stdout: 'a', stderr: 'b', output: '' }))).toBe('ab');
    expect(outputText(response({}))).toBe('No output');
  });

  it('says how a program ended with a non-zero exit code or a signal, never only "No output"', () => {
    expect(outputText(response({ code: 3, status: 'RE' }))).toBe('[Program exited with code 3]');
    expect(outputText(response({ stdout: 'partial\n', output: 'partial\n', code: 1, status: 'RE' }))).toBe(
      'partial\n[Program exited with code 1]',
    );
    expect(outputText(response({ code: null, signal: 'SIGSEGV', status: 'SG' }))).toBe('[Program was stopped by SIGSEGV]');
  });

  it('shows the compiler errors when compilation failed', () => {
    const err = "main.cpp:1:12: error: 'x' was not declared\n";
    expect(outputText(response({ stderr: err }, { status: 'RE', code: 1, stderr: err, output: err }))).toBe(err);
  });

  it('says why the runner stopped the program', () => {
    expect(
      outputText(
        response({ stdout: 'partial', output: 'partial', status: 'TO', code: null, message: 'Time limit exceeded (wall clock)' }),
      ),
    ).toBe('partial\n[Time limit exceeded (wall clock)]');
    expect(outputText(response({ status: 'TO', code: null, message: 'Time limit exceeded (wall clock)' }))).toBe(
      '[Time limit exceeded (wall clock)]',
    );
  });

  it('words a failed request as the spec says', () => {
    expect(requestFailureText('Failed to fetch')).toBe(
      'Error: Failed to fetch\nPlease check your internet connection or try again later.',
    );
  });
});
