import type { InterviewRun } from '@codingkaro/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RunOutput } from './run-output';

const run = (over: Partial<InterviewRun>): InterviewRun => ({
  status: 'done',
  language: 'python',
  ranBy: 'Ravi Kumar',
  ranAt: '2026-11-28T10:00:00.000Z',
  stdout: '',
  stderr: '',
  compileOutput: '',
  exitCode: 0,
  message: null,
  wallTimeMs: 31,
  ...over,
});

describe('RunOutput', () => {
  it('says nothing has run yet', () => {
    render(<RunOutput run={null} />);
    expect(screen.getByText(/No run yet/)).toBeInTheDocument();
  });

  it('shows who ran the code, its output and errors as text', () => {
    render(<RunOutput run={run({ stdout: '<b>42</b>\n', stderr: 'warning', ranBy: '<img src=x>' })} />);
    expect(screen.getByRole('region', { name: 'Output' })).toHaveTextContent('<b>42</b>');
    expect(screen.getByRole('region', { name: 'Errors' })).toHaveTextContent('warning');
    expect(screen.getByText('<img src=x>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a run in progress and a compile failure', () => {
    const { rerender } = render(<RunOutput run={run({ status: 'running', exitCode: null })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Running');
    rerender(
      <RunOutput
        run={run({ compileOutput: 'main.cpp:1: error', message: 'Compilation failed; the program was not run.', exitCode: 1 })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Compiler output' })).toHaveTextContent('main.cpp:1: error');
    expect(screen.getByText('Compilation failed; the program was not run.')).toBeInTheDocument();
  });
});
