import type { InterviewScorecard, InterviewSubmission } from '@codingkaro/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScorecardView } from './scorecard';
import { SubmissionVerdict } from './submission-verdict';

const submission = (over: Partial<InterviewSubmission>): InterviewSubmission => ({
  status: 'done',
  problemSlug: 'two-sum',
  language: 'python',
  submittedBy: 'Ravi Kumar',
  submittedAt: '2026-11-28T10:00:00.000Z',
  verdict: 'Accepted',
  testsPassed: 12,
  totalTests: 12,
  runtimeMs: 40,
  message: null,
  ...over,
});

describe('SubmissionVerdict', () => {
  it('shows the verdict, the tests passed and who submitted', () => {
    render(<SubmissionVerdict submission={submission({})} />);
    const verdict = screen.getByTestId('submission-verdict');
    expect(verdict).toHaveTextContent('Accepted');
    expect(verdict).toHaveTextContent('12 / 12 tests passed');
    expect(verdict).toHaveTextContent('by Ravi Kumar');
  });

  it('shows judging, then a failing verdict with the judge message as text', () => {
    const { rerender } = render(<SubmissionVerdict submission={submission({ status: 'judging', verdict: null })} />);
    expect(screen.getByRole('status')).toHaveTextContent(/Judging/);
    rerender(
      <SubmissionVerdict
        submission={submission({ verdict: 'Wrong Answer', testsPassed: 3, message: '<b>expected</b>', submittedBy: '<i>x</i>' })}
      />,
    );
    expect(screen.getByText('Wrong Answer')).toBeInTheDocument();
    expect(screen.getByText('<b>expected</b>')).toBeInTheDocument();
    expect(screen.getByText('<i>x</i>')).toBeInTheDocument();
  });
});

describe('ScorecardView', () => {
  it('shows each skill with its score, its meaning and the comments as text', () => {
    const card: InterviewScorecard = {
      problemSolving: 4,
      codeQuality: 3,
      communication: 2,
      testing: 1,
      comments: '<script>alert(1)</script> Test the empty input.',
      submittedAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    render(<ScorecardView scorecard={card} />);
    const view = screen.getByTestId('scorecard');
    expect(view).toHaveTextContent('Problem solving4 / 4 · Excellent');
    expect(view).toHaveTextContent('Testing1 / 4 · Needs a lot of work');
    expect(screen.getByText('<script>alert(1)</script> Test the empty input.')).toBeInTheDocument();
  });
});
