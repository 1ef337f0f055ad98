import { LearningPathsSchema, MAX_PHASE_WEEKS, MIN_PHASE_WEEKS } from '@codingkaro/contracts';
import learningPathsContent from '@content/site/learning-paths.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { learningPaths, phaseWeekRange } from './learning-paths-data';

describe('learning paths content', () => {
  it('is what the schema accepts (content/site/learning-paths.json)', () => {
    expect(LearningPathsSchema.parse(learningPathsContent)).toEqual(learningPaths);
  });

  it('has the three tabs in order', () => {
    expect(learningPaths.map((p) => p.name)).toEqual(['Data Structures & Algorithms', 'Web Development', 'Career Preparation']);
  });

  it('keeps every phase between 4 and 10 weeks, with topics and milestones', () => {
    expect([MIN_PHASE_WEEKS, MAX_PHASE_WEEKS]).toEqual([4, 10]);
    for (const path of learningPaths) {
      for (const phase of path.phases) {
        expect(phase.weeks).toBeGreaterThanOrEqual(MIN_PHASE_WEEKS);
        expect(phase.weeks).toBeLessThanOrEqual(MAX_PHASE_WEEKS);
        expect(phase.topics.length).toBeGreaterThan(0);
        expect(phase.milestones.length).toBeGreaterThan(0);
      }
    }
  });

  it('rejects a phase outside 4 to 10 weeks', () => {
    const tooLong = structuredClone(learningPathsContent);
    tooLong[0]!.phases[0]!.weeks = 11;
    expect(LearningPathsSchema.safeParse(tooLong).success).toBe(false);
  });

  it('numbers the weeks cumulatively', () => {
    const phases = learningPaths[0]!.phases;
    expect(phaseWeekRange(phases, 0)).toBe(`Weeks 1–${phases[0]!.weeks}`);
    expect(phaseWeekRange(phases, 1)).toBe(`Weeks ${phases[0]!.weeks + 1}–${phases[0]!.weeks + phases[1]!.weeks}`);
  });
});
