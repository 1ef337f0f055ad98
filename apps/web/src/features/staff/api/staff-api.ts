import { OutboxResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** GET /api/staff/mail-outbox: the mails the server logged or failed to send (staff only). */
export const getOutbox = (signal?: AbortSignal) => apiRequest('/api/staff/mail-outbox', OutboxResponseSchema, { signal });

export function useOutbox(enabled: boolean) {
  return useQuery({ queryKey: staffKeys.outbox, queryFn: ({ signal }) => getOutbox(signal), enabled });
}
