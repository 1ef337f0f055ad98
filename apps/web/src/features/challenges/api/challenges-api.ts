import { ProblemListResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { challengeKeys } from './challenge-keys';

/** The problems the weekly picks are drawn from: the first 100 in catalogue order, with the viewer's solved marks. */
export const getChallengeLibrary = () =>
  apiRequest('/api/problems', ProblemListResponseSchema, { query: { page: 1, limit: 100, sortBy: 'order' } });

export function useChallengeLibrary() {
  return useQuery({ queryKey: challengeKeys.library(), queryFn: getChallengeLibrary, retry: false });
}
