import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressPanel, progressTitle } from './progress-panel';

describe('ProgressPanel', () => {
  it('says "DSA Progress" on DSA sheets and "Course Progress" on the Full Stack course', () => {
    expect(progressTitle('DSA Placement Preparation')).toBe('DSA Progress');
    expect(progressTitle("Love Babbar's 450 DSA Sheet")).toBe('DSA Progress');
    expect(progressTitle('Full Stack Development')).toBe('Course Progress');
    render(
      <ProgressPanel
        progress={{ completed: 2, total: 10, percent: 20 }}
        signedIn
        onLogin={() => {}}
        title={progressTitle('Full Stack Development')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Course Progress' })).toBeInTheDocument();
  });
});
