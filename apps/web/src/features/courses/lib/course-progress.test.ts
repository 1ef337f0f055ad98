import { describe, expect, it } from 'vitest';
import { makeCourse } from '../testing/course-fixtures';
import {
  applyChange,
  courseProgress,
  DEFAULT_FILTERS,
  filterQuestions,
  percentOf,
  readDay,
  readFilters,
  writeFilters,
} from './course-progress';

const day1 = makeCourse().days[0]!.questions;
const titles = (filters: Partial<typeof DEFAULT_FILTERS>) =>
  filterQuestions(day1, { ...DEFAULT_FILTERS, ...filters }).map((q) => q.title);

describe('filterQuestions', () => {
  it('keeps everything with the default filters', () => {
    expect(titles({})).toHaveLength(4);
  });
  it('matches difficulty exactly (questions without one only under All)', () => {
    expect(titles({ difficulty: 'Hard' })).toEqual(['Trapping Rain Water']);
    expect(titles({ difficulty: 'Easy' })).toEqual(['Two Sum']);
  });
  it('treats Completed as done and Pending as not done', () => {
    expect(titles({ status: 'Completed' })).toEqual(['Two Sum']);
    expect(titles({ status: 'Pending' })).toEqual(['Merge Intervals', 'Trapping Rain Water', 'Reverse the array']);
  });
  it('keeps only revision-flagged questions when asked', () => {
    expect(titles({ revisionOnly: true })).toEqual(['Merge Intervals']);
  });
  it('searches titles case-insensitively, ignoring surrounding spaces', () => {
    expect(titles({ search: '  rain ' })).toEqual(['Trapping Rain Water']);
    expect(titles({ search: 'REVERSE' })).toEqual(['Reverse the array']);
  });
  it('combines filters', () => {
    expect(titles({ status: 'Pending', difficulty: 'Medium', revisionOnly: true, search: 'merge' })).toEqual(['Merge Intervals']);
    expect(titles({ status: 'Completed', difficulty: 'Hard' })).toEqual([]);
  });
});

describe('address bar state', () => {
  it('reads known values and falls back to defaults', () => {
    expect(readFilters(new URLSearchParams('difficulty=Easy&status=Pending&revision=1&q=two'))).toEqual({
      difficulty: 'Easy',
      status: 'Pending',
      revisionOnly: true,
      search: 'two',
    });
    expect(readFilters(new URLSearchParams('difficulty=easy&status=done&revision=yes'))).toEqual(DEFAULT_FILTERS);
  });
  it('writes only non-default filters and keeps other parameters', () => {
    const next = writeFilters(new URLSearchParams('day=2&difficulty=Hard'), { ...DEFAULT_FILTERS, status: 'Completed' });
    expect(next.toString()).toBe('day=2&status=Completed');
  });
  it('selects the first day unless the query names an existing one', () => {
    const course = makeCourse();
    expect(readDay(new URLSearchParams(''), course)).toBe(1);
    expect(readDay(new URLSearchParams('day=2'), course)).toBe(2);
    expect(readDay(new URLSearchParams('day=9'), course)).toBe(1);
    expect(readDay(new URLSearchParams('day=abc'), course)).toBe(1);
    expect(readDay(new URLSearchParams(''), { days: [] })).toBeNull();
  });
});

describe('progress', () => {
  it('counts completed questions and rounds the percent', () => {
    expect(courseProgress(makeCourse())).toEqual({ completed: 2, total: 6, percent: 33 });
    expect(percentOf(0, 0)).toBe(0);
  });
  it('applies one change without touching the rest, keeping completedQuestions in step', () => {
    const course = makeCourse();
    const done = applyChange(course, 'q3', { field: 'status', value: true });
    expect(done.completedQuestions).toBe(3);
    expect(done.days[0]!.questions[2]!.status).toBe(true);
    expect(done.days[1]).toBe(course.days[1]);
    expect(course.days[0]!.questions[2]!.status).toBe(false);
    const noted = applyChange(done, 'q3', { field: 'notes', value: 'two pointers' });
    expect(noted.days[0]!.questions[2]!.notes).toBe('two pointers');
    expect(noted.completedQuestions).toBe(3);
    expect(applyChange(course, 'q1', { field: 'status', value: true })).toBe(course);
    expect(applyChange(course, 'missing', { field: 'status', value: true })).toBe(course);
  });
});
