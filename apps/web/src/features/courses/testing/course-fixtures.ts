import type { Course, CourseQuestion, CourseSummary, RevisionItem } from '@codingkaro/contracts';

const question = (id: string, title: string, overrides: Partial<CourseQuestion> = {}): CourseQuestion => ({
  id,
  key: id,
  title,
  difficulty: 'Easy',
  status: false,
  forRevision: false,
  notes: '',
  updatedAt: null,
  links: { article: null, youtube: null, practice: null },
  ...overrides,
});

/** A small two-day course: enough variety for every filter. */
export function makeCourse(): Course {
  return {
    _id: 'course-1',
    slug: 'data-structures',
    name: 'DSA Placement Preparation',
    title: 'DSA Placement Preparation',
    description: 'Test sheet',
    level: 'Intermediate',
    skills: ['Arrays'],
    problemCountLabel: '180+ Problems',
    color: 'indigo',
    route: '/courses/data-structures',
    totalQuestions: 6,
    completedQuestions: 2,
    source: { name: 'Test', url: null, notes: '' },
    days: [
      {
        dayNumber: 1,
        dayTitle: 'Arrays',
        questions: [
          question('q1', 'Two Sum', {
            status: true,
            links: {
              article: 'https://example.com/two-sum',
              youtube: 'https://www.youtube.com/watch?v=x',
              practice: '/problems/two-sum',
              externalPractice: 'https://leetcode.com/problems/two-sum/',
            },
          }),
          question('q2', 'Merge Intervals', { difficulty: 'Medium', forRevision: true, notes: 'Sort by start first' }),
          question('q3', 'Trapping Rain Water', { difficulty: 'Hard' }),
          question('q4', 'Reverse the array', {
            difficulty: null,
            links: { article: null, youtube: null, practice: 'https://www.geeksforgeeks.org/x' },
          }),
        ],
      },
      {
        dayNumber: 2,
        dayTitle: 'Linked List',
        questions: [
          question('q5', 'Reverse Linked List', { status: true }),
          question('q6', 'LRU Cache', { difficulty: 'Hard', task: 'Build it with a map and a list.' }),
        ],
      },
    ],
  };
}

export const makeSummary = (overrides: Partial<CourseSummary> = {}): CourseSummary => {
  const { days: _days, source: _source, ...summary } = makeCourse();
  return { ...summary, dayCount: 2, ...overrides };
};

export const makeRevisionItem = (overrides: Partial<RevisionItem> = {}): RevisionItem => ({
  courseId: 'course-1',
  courseSlug: 'data-structures',
  courseName: 'DSA Placement Preparation',
  dayNumber: 1,
  dayTitle: 'Arrays',
  questionId: 'q2',
  title: 'Merge Intervals',
  difficulty: 'Medium',
  status: false,
  notes: 'Sort by start first',
  reviewedAt: null,
  links: { article: null, youtube: null, practice: null },
  ...overrides,
});
