import { ANALYTICS_TIMEOUT_MS, AnalyticsSummarySchema, type TrackEvent, TrackResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

/** Where recorded events go: the server, or a fake in tests. */
export interface AnalyticsTransport {
  track(record: TrackEvent): Promise<void>;
  trackBatch(records: TrackEvent[]): Promise<void>;
}

async function post(path: string, body: unknown): Promise<void> {
  // Analytics stores UTC instants only: no time zone (reading it is the page's first Intl cost).
  await apiRequest(path, TrackResponseSchema, {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
    withTimeZone: false,
  });
}

/** POST /api/analytics/track and /track/batch. */
export const httpTransport: AnalyticsTransport = {
  track: (record) => post('/api/analytics/track', record),
  trackBatch: (records) => post('/api/analytics/track/batch', records),
};

/** GET /api/analytics/summary: the last `days` days, for administrators. */
export const getAnalyticsSummary = (days: number, signal?: AbortSignal) =>
  apiRequest('/api/analytics/summary', AnalyticsSummarySchema, { query: { days }, signal });

/** The summary for the signed-in admin; a 401 or 403 is final, anything else is retried once. */
export function useAnalyticsSummary(days: number, userId: string | undefined) {
  return useQuery({
    queryKey: analyticsKeys.summary(days, userId),
    queryFn: ({ signal }) => getAnalyticsSummary(days, signal),
    enabled: Boolean(userId),
    retry: (count, error) => !(error instanceof ApiError && (error.status === 401 || error.status === 403)) && count < 1,
  });
}
