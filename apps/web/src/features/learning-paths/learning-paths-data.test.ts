import { describe, expect, it } from 'vitest';
import { learningPaths, MAX_PHASE_WEEKS, MIN_PHASE_WEEKS, phaseWeekRange } from './learning-paths-data';

describe('learning paths content', () => {
  it('has the three tabs in order', () => {
    expect(learningPaths.map((p) => p.name)).toEqual(['Data Structures & Algorithms', 'Web Development', 'Career Preparation']);
  });

  it('keeps every phase between 4 and 10 weeks, with topics and milestones', () => {
    for (const path of learningPaths) {
      for (const phase of path.phases) {
        expect(phase.weeks).toBeGreaterThanOrEqual(MIN_PHASE_WEEKS);
        expect(phase.weeks).toBeLessThanOrEqual(MAX_PHASE_WEEKS);
        expect(phase.topics.length).toBeGreaterThan(0);
        expect(phase.milestones.length).toBeGreaterThan(0);
      }
    }
  });

  it('links resources over https', () => {
    for (const resource of learningPaths.flatMap((p) => p.resources)) expect(resource.url).toMatch(/^https:\/\//);
  });

  it('numbers the weeks cumulatively', () => {
    const phases = learningPaths[0]!.phases;
    expect(phaseWeekRange(phases, 0)).toBe(`Weeks 1–${phases[0]!.weeks}`);
    expect(phaseWeekRange(phases, 1)).toBe(`Weeks ${phases[0]!.weeks + 1}–${phases[0]!.weeks + phases[1]!.weeks}`);
  });
});
