import type { Course } from '@codingkaro/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router';
import { DEFAULT_FILTERS, type QuestionFilters, readDay, readFilters, writeFilters } from '../lib/course-progress';

/** The selected day and the filters live in the address bar, so a reload or a shared link keeps them. */
export function useCourseUrlState(course: Pick<Course, 'days'>) {
  const [params, setParams] = useSearchParams();
  const day = readDay(params, course);
  const filters = useMemo(() => readFilters(params), [params]);

  const setDay = useCallback(
    (dayNumber: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('day', String(dayNumber));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setFilters = useCallback(
    (change: Partial<QuestionFilters>) =>
      setParams((current) => writeFilters(current, { ...readFilters(current), ...change }), { replace: true }),
    [setParams],
  );

  const clearFilters = useCallback(
    () => setParams((current) => writeFilters(current, DEFAULT_FILTERS), { replace: true }),
    [setParams],
  );

  return { day, filters, setDay, setFilters, clearFilters };
}
