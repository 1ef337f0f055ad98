import { RateReviewResponseSchema, type ReviewRating } from '@codingkaro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dailyKeys } from './daily-keys';

/** POST /api/daily/cards/:id/review; then the page and the nav badge re-read. */
export function useRateReview(viewer: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: ReviewRating }) =>
      apiRequest(`/api/daily/cards/${cardId}/review`, RateReviewResponseSchema, { method: 'POST', body: { rating } }),
    onSuccess: (answer) => {
      client.setQueryData(dailyKeys.dueCount(viewer ?? ''), answer.dueCount);
      void client.invalidateQueries({ queryKey: dailyKeys.today(viewer ?? '') });
    },
  });
}
