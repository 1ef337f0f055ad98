import type { Course, CourseDay, CourseQuestion, Difficulty } from '@codingkaro/contracts';

/** One change a user makes to a question: the API takes exactly one field per update. */
export type QuestionChange =
  | { field: 'status'; value: boolean }
  | { field: 'forRevision'; value: boolean }
  | { field: 'notes'; value: string };

export interface Progress {
  completed: number;
  total: number;
  percent: number;
}

export const percentOf = (completed: number, total: number) => (total > 0 ? Math.round((completed / total) * 100) : 0);

export function progressOf(questions: readonly CourseQuestion[]): Progress {
  let completed = 0;
  for (const question of questions) if (question.status) completed++;
  return { completed, total: questions.length, percent: percentOf(completed, questions.length) };
}

export function courseProgress(course: Course): Progress {
  let completed = 0;
  let total = 0;
  for (const day of course.days) {
    const progress = progressOf(day.questions);
    completed += progress.completed;
    total += progress.total;
  }
  return { completed, total, percent: percentOf(completed, total) };
}

export function findQuestion(course: Course, questionId: string): { day: CourseDay; question: CourseQuestion } | null {
  for (const day of course.days) {
    const question = day.questions.find((q) => q.id === questionId);
    if (question) return { day, question };
  }
  return null;
}

/** The course with one question changed (a new object; the rest is shared). Keeps completedQuestions in step. */
export function applyChange(course: Course, questionId: string, change: QuestionChange): Course {
  const found = findQuestion(course, questionId);
  if (!found || found.question[change.field] === change.value) return course;
  let completedQuestions = course.completedQuestions;
  if (change.field === 'status') completedQuestions += change.value ? 1 : -1;
  return {
    ...course,
    completedQuestions,
    days: course.days.map((day) =>
      day !== found.day
        ? day
        : { ...day, questions: day.questions.map((q) => (q.id === questionId ? { ...q, [change.field]: change.value } : q)) },
    ),
  };
}

export const DIFFICULTY_FILTERS = ['All', 'Easy', 'Medium', 'Hard'] as const;
export const STATUS_FILTERS = ['All', 'Completed', 'Pending'] as const;
export type DifficultyFilter = (typeof DIFFICULTY_FILTERS)[number];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface QuestionFilters {
  difficulty: DifficultyFilter;
  status: StatusFilter;
  revisionOnly: boolean;
  search: string;
}

export const DEFAULT_FILTERS: QuestionFilters = { difficulty: 'All', status: 'All', revisionOnly: false, search: '' };

export const hasActiveFilters = (filters: QuestionFilters) =>
  filters.difficulty !== 'All' || filters.status !== 'All' || filters.revisionOnly || filters.search.trim() !== '';

/** Spec 5, "Day filter": difficulty, status (Completed = done), revision-only, case-insensitive title search. */
export function filterQuestions(questions: readonly CourseQuestion[], filters: QuestionFilters): CourseQuestion[] {
  const search = filters.search.trim().toLowerCase();
  return questions.filter(
    (q) =>
      (filters.difficulty === 'All' || q.difficulty === filters.difficulty) &&
      (filters.status === 'All' || q.status === (filters.status === 'Completed')) &&
      (!filters.revisionOnly || q.forRevision) &&
      (search === '' || q.title.toLowerCase().includes(search)),
  );
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

/** Filters from the address bar (`?difficulty=Easy&status=Pending&revision=1&q=...`); unknown values mean the default. */
export function readFilters(params: URLSearchParams): QuestionFilters {
  return {
    difficulty: oneOf(DIFFICULTY_FILTERS, params.get('difficulty'), 'All'),
    status: oneOf(STATUS_FILTERS, params.get('status'), 'All'),
    revisionOnly: params.get('revision') === '1',
    search: params.get('q') ?? '',
  };
}

/** Writes filters into the query, leaving defaults out so a plain URL stays plain. */
export function writeFilters(params: URLSearchParams, filters: QuestionFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('difficulty', filters.difficulty === 'All' ? null : filters.difficulty);
  set('status', filters.status === 'All' ? null : filters.status);
  set('revision', filters.revisionOnly ? '1' : null);
  set('q', filters.search === '' ? null : filters.search);
  return next;
}

/** The selected day from `?day=N`, else the first day's number (null for a course without days). */
export function readDay(params: URLSearchParams, course: Pick<Course, 'days'>): number | null {
  const wanted = Number(params.get('day'));
  if (Number.isInteger(wanted) && course.days.some((d) => d.dayNumber === wanted)) return wanted;
  return course.days[0]?.dayNumber ?? null;
}

export const difficultyLetter = (difficulty: Difficulty | null) => (difficulty ? difficulty.charAt(0) : '—');
