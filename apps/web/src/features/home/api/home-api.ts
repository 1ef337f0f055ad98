import { ProblemOfTheDayResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { homeKeys } from './home-keys';

/** GET /api/daily/problem: today's problem in the visitor's zone. */
export const getProblemOfTheDay = (signal?: AbortSignal) =>
  apiRequest('/api/daily/problem', ProblemOfTheDayResponseSchema, { signal, withUtcOffset: true });

export function useProblemOfTheDay() {
  return useQuery({
    queryKey: homeKeys.problemOfTheDay,
    queryFn: ({ signal }) => getProblemOfTheDay(signal),
    staleTime: 5 * 60_000,
  });
}
