import { type SubmitProblemRequest, SubmitProblemResponseSchema } from '@codingkaro/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { problemKeys } from './problem-keys';

export const postSubmitProblem = async (body: SubmitProblemRequest) =>
  (await apiRequest('/api/problems/submit', SubmitProblemResponseSchema, { method: 'POST', body })).submission;

export const useSubmitProblem = () => useMutation({ mutationKey: problemKeys.submit(), mutationFn: postSubmitProblem });
