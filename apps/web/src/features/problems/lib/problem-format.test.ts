import { describe, expect, it } from 'vitest';
import { formatAcceptance, submissionRuntime } from './problem-format';

describe('problem figures', () => {
  it('shows a dash for a problem nobody has tried, never 0.0%', () => {
    expect(formatAcceptance({ acceptanceRate: 0, submissions: 0 })).toBe('—');
    expect(formatAcceptance({ acceptanceRate: 0, submissions: 4 })).toBe('0.0%');
    expect(formatAcceptance({ acceptanceRate: 33.333, submissions: 3 })).toBe('33.3%');
  });

  it('says a Time Limit Exceeded program ran over the limit instead of "0 ms"', () => {
    expect(submissionRuntime('Time Limit Exceeded', 0)).toBe('Over the time limit');
    expect(submissionRuntime('Accepted', 0)).toBe('0 ms');
    expect(submissionRuntime('Wrong Answer', 1234)).toBe('1,234 ms');
    expect(submissionRuntime('Compilation Error', null)).toBe('—');
  });
});
