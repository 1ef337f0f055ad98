import { ResetCardsResponseSchema } from '@codingkaro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchRaw, apiRequest } from '../../../lib/api-client';
import { dailyKeys } from './daily-keys';

/** GET /api/daily/reviews.csv with the session, saved as a file. */
export async function downloadReviewHistory(): Promise<void> {
  const response = await apiFetchRaw('/api/daily/reviews.csv');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'codingkaro-reviews.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** DELETE /api/daily/cards: every card and its history. */
export function useResetCards(viewer: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/daily/cards', ResetCardsResponseSchema, { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: dailyKeys.today(viewer ?? '') });
      client.setQueryData(dailyKeys.dueCount(viewer ?? ''), 0);
    },
  });
}
