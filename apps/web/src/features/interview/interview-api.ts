import {
  type CreateInterviewRoomRequest,
  DeleteInterviewRoomResponseSchema,
  InterviewRoomListResponseSchema,
  InterviewRoomResponseSchema,
  InterviewRunResponseSchema,
  type InterviewTimerRequest,
  InterviewTimerResponseSchema,
} from '@codingkaro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const interviewKeys = {
  all: ['interview'] as const,
  rooms: ['interview', 'rooms'] as const,
  room: (id: string) => ['interview', 'room', id] as const,
};

export function useMyRooms(enabled: boolean) {
  return useQuery({
    queryKey: interviewKeys.rooms,
    queryFn: ({ signal }) => apiRequest('/api/interview/rooms', InterviewRoomListResponseSchema, { signal }),
    enabled,
  });
}

/**
 * The room as the viewer may see it. With an invite token the room is joined first (a member
 * gets the room back unchanged; the first other person becomes the candidate).
 */
export function useRoom(id: string, invite: string | null, enabled: boolean) {
  return useQuery({
    queryKey: interviewKeys.room(id),
    queryFn: async ({ signal }) => {
      const data = await (invite
        ? apiRequest(`/api/interview/rooms/${id}/join`, InterviewRoomResponseSchema, {
            method: 'POST',
            body: { token: invite },
            signal,
          })
        : apiRequest(`/api/interview/rooms/${id}`, InterviewRoomResponseSchema, { signal }));
      // How far the server's clock is ahead of this one, for the shared timer.
      return { ...data, clockOffsetMs: data.serverNow - Date.now() };
    },
    enabled,
    retry: false,
  });
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInterviewRoomRequest) =>
      apiRequest('/api/interview/rooms', InterviewRoomResponseSchema, { method: 'POST', body }),
    onSuccess: (data) => {
      queryClient.setQueryData(interviewKeys.room(data.room.id), { ...data, clockOffsetMs: data.serverNow - Date.now() });
      return queryClient.invalidateQueries({ queryKey: interviewKeys.rooms });
    },
  });
}

export function useUpdateRoom(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { allowObservers: boolean }) =>
      apiRequest(`/api/interview/rooms/${id}`, InterviewRoomResponseSchema, { method: 'PATCH', body }),
    onSuccess: (data) =>
      queryClient.setQueryData(interviewKeys.room(id), { ...data, clockOffsetMs: data.serverNow - Date.now() }),
  });
}

export function useDeleteRoom(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/interview/rooms/${id}`, DeleteInterviewRoomResponseSchema, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: interviewKeys.room(id) });
      return queryClient.invalidateQueries({ queryKey: interviewKeys.rooms });
    },
  });
}

/** Runs the room's shared code; the result reaches everyone through the shared document. */
export function useRunRoom(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`/api/interview/rooms/${id}/run`, InterviewRunResponseSchema, { method: 'POST' }),
  });
}

/** The interviewer's start, pause and reset of the shared timer; everyone sees it through the shared document. */
export function useRoomTimer(id: string) {
  return useMutation({
    mutationFn: (body: InterviewTimerRequest) =>
      apiRequest(`/api/interview/rooms/${id}/timer`, InterviewTimerResponseSchema, { method: 'POST', body }),
  });
}
