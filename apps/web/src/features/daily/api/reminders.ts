import { DailyReminderResponseSchema, type DailyReminderSettings } from '@codingkaro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dailyKeys } from './daily-keys';

export function useReminder(viewer: string | null) {
  return useQuery({
    queryKey: dailyKeys.reminder(viewer ?? ''),
    queryFn: ({ signal }) => apiRequest('/api/daily/reminders', DailyReminderResponseSchema, { signal, withTimeZone: true }),
    enabled: Boolean(viewer),
  });
}

export function useSaveReminder(viewer: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: DailyReminderSettings) =>
      apiRequest('/api/daily/reminders', DailyReminderResponseSchema, { method: 'PUT', body: settings }),
    onSuccess: (answer) => client.setQueryData(dailyKeys.reminder(viewer ?? ''), answer),
  });
}
