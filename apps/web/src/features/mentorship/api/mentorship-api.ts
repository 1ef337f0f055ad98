import {
  type Availability,
  AvailabilityResponseSchema,
  BookingListResponseSchema,
  BookingResponseSchema,
  type CreateBookingRequest,
  MentorListResponseSchema,
  MyBookingsResponseSchema,
  SlotListResponseSchema,
} from '@codingkaro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetchRaw, apiRequest } from '../../../lib/api-client';
import { mentorshipKeys } from './mentorship-keys';

export const useMentors = () =>
  useQuery({
    queryKey: mentorshipKeys.mentors,
    queryFn: ({ signal }) => apiRequest('/api/mentorship/mentors', MentorListResponseSchema, { signal }),
  });

export const useSlots = (mentorId: string | null) =>
  useQuery({
    queryKey: mentorshipKeys.slots(mentorId ?? ''),
    queryFn: ({ signal }) => apiRequest('/api/mentorship/slots', SlotListResponseSchema, { signal, query: { mentorId } }),
    enabled: Boolean(mentorId),
  });

export const useMyBookings = (enabled: boolean) =>
  useQuery({
    queryKey: mentorshipKeys.mine,
    queryFn: ({ signal }) => apiRequest('/api/mentorship/bookings', MyBookingsResponseSchema, { signal }),
    enabled,
  });

export const useMyAvailability = (enabled: boolean) =>
  useQuery({
    queryKey: mentorshipKeys.availability,
    queryFn: ({ signal }) => apiRequest('/api/staff/mentorship/availability', AvailabilityResponseSchema, { signal }),
    enabled,
  });

export const useMentorBookings = (enabled: boolean) =>
  useQuery({
    queryKey: mentorshipKeys.mentorBookings,
    queryFn: ({ signal }) => apiRequest('/api/staff/mentorship/bookings', BookingListResponseSchema, { signal }),
    enabled,
  });

function useRefreshing<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.all }) });
}

export const useBook = () =>
  useRefreshing((body: CreateBookingRequest) =>
    apiRequest('/api/mentorship/bookings', BookingResponseSchema, { method: 'POST', body }),
  );
export const useCancelBooking = () =>
  useRefreshing((id: string) => apiRequest(`/api/mentorship/bookings/${id}/cancel`, BookingResponseSchema, { method: 'POST' }));
export const useReschedule = () =>
  useRefreshing(({ id, startsAt }: { id: string; startsAt: string }) =>
    apiRequest(`/api/mentorship/bookings/${id}/reschedule`, BookingResponseSchema, { method: 'POST', body: { startsAt } }),
  );
export const useSaveAvailability = () =>
  useRefreshing((body: Availability) =>
    apiRequest('/api/staff/mentorship/availability', AvailabilityResponseSchema, { method: 'PUT', body }),
  );

/** Downloads a session's calendar invite (.ics) through the API with the session. */
export async function downloadInvite(id: string) {
  const blob = await (await apiFetchRaw(`/api/mentorship/bookings/${id}/invite.ics`)).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'codingkaro-mentorship.ics';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
