import type { LearningPath, LearningPhase } from '@codingkaro/contracts';
import learningPathsContent from '@content/site/learning-paths.json' with { type: 'json' };

export type { LearningPath, LearningPhase, LearningResource } from '@codingkaro/contracts';

/**
 * /explore/learning-paths: three roadmaps, each a sequence of 4-to-10-week phases. Edited in
 * content/site/learning-paths.json and validated by `npm run content:check` (LearningPathsSchema).
 */
export const learningPaths = learningPathsContent as LearningPath[];

/** The weeks a phase covers, counting from the start of the path (e.g. 'Weeks 5–10'). */
export function phaseWeekRange(phases: LearningPhase[], index: number): string {
  const start = phases.slice(0, index).reduce((sum, phase) => sum + phase.weeks, 0) + 1;
  const end = start + (phases[index]?.weeks ?? 0) - 1;
  return `Weeks ${start}–${end}`;
}

export const totalWeeks = (path: LearningPath) => path.phases.reduce((sum, phase) => sum + phase.weeks, 0);
