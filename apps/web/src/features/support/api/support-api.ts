import {
  type CreateTicketRequest,
  type GuestTicketRequest,
  GuestTicketResponseSchema,
  type StaffTicketQuery,
  TicketListResponseSchema,
  TicketResponseSchema,
  type TicketStatus,
} from '@codingkaro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

export function useMyTickets(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.mine,
    queryFn: ({ signal }) => apiRequest('/api/support/tickets', TicketListResponseSchema, { signal }),
    enabled,
  });
}

export function useTicket(id: string, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => apiRequest(`/api/support/tickets/${id}`, TicketResponseSchema, { signal }),
    enabled,
    retry: false,
  });
}

export function useStaffTickets(filters: StaffTicketQuery, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.staff(filters),
    queryFn: ({ signal }) => apiRequest('/api/staff/support/tickets', TicketListResponseSchema, { signal, query: filters }),
    enabled,
  });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicketRequest) => apiRequest('/api/support/tickets', TicketResponseSchema, { method: 'POST', body }),
    onSuccess: (data) => {
      queryClient.setQueryData(supportKeys.ticket(data.ticket.id), data);
      return queryClient.invalidateQueries({ queryKey: supportKeys.mine });
    },
  });
}

/** Reply or status change: both answer the updated ticket. */
export function useTicketAction(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (data: { ticket: { id: string } }) => {
    queryClient.setQueryData(supportKeys.ticket(id), data);
    return queryClient.invalidateQueries({ queryKey: supportKeys.all, predicate: (q) => q.queryKey[1] !== 'ticket' });
  };
  return {
    reply: useMutation({
      mutationFn: (message: string) =>
        apiRequest(`/api/support/tickets/${id}/replies`, TicketResponseSchema, { method: 'POST', body: { message } }),
      onSuccess,
    }),
    setStatus: useMutation({
      mutationFn: (status: TicketStatus) =>
        apiRequest(`/api/support/tickets/${id}/status`, TicketResponseSchema, { method: 'POST', body: { status } }),
      onSuccess,
    }),
  };
}

/** A signed-out visitor's ticket; the answer goes to the email address they give. */
export function useCreateGuestTicket() {
  return useMutation({
    mutationFn: (body: GuestTicketRequest) =>
      apiRequest('/api/support/guest-tickets', GuestTicketResponseSchema, { method: 'POST', body }),
  });
}
