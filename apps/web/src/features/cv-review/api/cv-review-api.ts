import {
  type CreateCvReviewRequest,
  type CvFeedback,
  CvReviewListResponseSchema,
  CvReviewResponseSchema,
} from '@codingkaro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetchRaw, apiRequest } from '../../../lib/api-client';
import { cvReviewKeys } from './cv-review-keys';

export function useMyCvReviews(enabled: boolean) {
  return useQuery({
    queryKey: cvReviewKeys.mine,
    queryFn: ({ signal }) => apiRequest('/api/cv-reviews', CvReviewListResponseSchema, { signal }),
    enabled,
  });
}

export function useReviewerQueue(enabled: boolean) {
  return useQuery({
    queryKey: cvReviewKeys.queue,
    queryFn: ({ signal }) => apiRequest('/api/staff/cv-reviews', CvReviewListResponseSchema, { signal }),
    enabled,
  });
}

function useRefreshing<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: cvReviewKeys.all }) });
}

export const useCreateCvReview = () =>
  useRefreshing((body: CreateCvReviewRequest) => apiRequest('/api/cv-reviews', CvReviewResponseSchema, { method: 'POST', body }));

export const useUploadCv = (id: string) =>
  useRefreshing(async (file: File) => {
    const response = await apiFetchRaw(`/api/cv-reviews/${id}/file`, {
      method: 'PUT',
      body: file,
      headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent(file.name) },
    });
    return CvReviewResponseSchema.parse(await response.json());
  });

export const useClaimReview = () =>
  useRefreshing((id: string) => apiRequest(`/api/staff/cv-reviews/${id}/claim`, CvReviewResponseSchema, { method: 'POST' }));

export const useReturnFeedback = (id: string) =>
  useRefreshing((body: CvFeedback) =>
    apiRequest(`/api/staff/cv-reviews/${id}/feedback`, CvReviewResponseSchema, { method: 'POST', body }),
  );

/** Downloads the CV through the API (with the session) and hands it to the browser as a file. */
export async function downloadCv(id: string, name: string) {
  const blob = await (await apiFetchRaw(`/api/cv-reviews/${id}/file`)).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
