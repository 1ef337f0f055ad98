import { type RunProblemRequest, RunProblemResponseSchema } from '@codingkaro/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const postRunProblem = (body: RunProblemRequest) =>
  apiRequest('/api/problems/run', RunProblemResponseSchema, { method: 'POST', body });

export const useRunProblem = () => useMutation({ mutationFn: postRunProblem });
