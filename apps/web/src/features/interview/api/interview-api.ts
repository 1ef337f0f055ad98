import {
  type CreateInterviewRoomRequest,
  DeleteInterviewRoomResponseSchema,
  type Difficulty,
  InterviewNotesResponseSchema,
  InterviewPlaybackResponseSchema,
  InterviewPrivateResponseSchema,
  InterviewRoomListResponseSchema,
  InterviewRoomResponseSchema,
  InterviewRunResponseSchema,
  type InterviewScorecardInput,
  InterviewScorecardResponseSchema,
  InterviewStateResponseSchema,
  InterviewSubmissionSchema,
  type InterviewTimerRequest,
  InterviewTimerResponseSchema,
  PEER_POLL_MS,
  type PeerQueueJoinRequest,
  type PeerStatusResponse,
  PeerStatusResponseSchema,
  ProblemListResponseSchema,
} from '@codingkaro/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { interviewKeys } from './interview-keys';

/** The peer queue as the page shows it, with how far the server's clock is ahead of this one. */
export type PeerStatus = PeerStatusResponse & { clockOffsetMs: number };
const withOffset = (data: PeerStatusResponse): PeerStatus => ({ ...data, clockOffsetMs: data.serverNow - Date.now() });

/** Asked again every few seconds while waiting in the queue or for the partner to open the room. */
export function usePeerStatus() {
  return useQuery({
    queryKey: interviewKeys.peer,
    queryFn: async ({ signal }) => withOffset(await apiRequest('/api/interview/peer', PeerStatusResponseSchema, { signal })),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && (data.queue || data.match?.status === 'pending') ? PEER_POLL_MS : false;
    },
    refetchIntervalInBackground: true,
  });
}

export function useJoinPeerQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PeerQueueJoinRequest) =>
      apiRequest('/api/interview/peer/queue', PeerStatusResponseSchema, { method: 'POST', body }),
    onSuccess: (data) => queryClient.setQueryData(interviewKeys.peer, withOffset(data)),
    // Refused (a match to open, the daily limit): show what the server now says.
    onError: () => queryClient.invalidateQueries({ queryKey: interviewKeys.peer }),
  });
}

export function useLeavePeerQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/interview/peer/queue', PeerStatusResponseSchema, { method: 'DELETE' }),
    onSuccess: (data) => queryClient.setQueryData(interviewKeys.peer, withOffset(data)),
  });
}

/** Starts a peer room's second half: the roles swap and the second problem comes up. */
export function useStartSecondHalf(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/interview/rooms/${id}/peer/second-half`, InterviewStateResponseSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.room(id) }),
  });
}

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

/** The library, searched by the interviewer (the problems list API: title, topic, difficulty). */
export function useProblemSearch(search: string, difficulty: Difficulty | '', topic: string, enabled: boolean) {
  const params = new URLSearchParams({ limit: '8' });
  if (search.trim()) params.set('search', search.trim());
  if (difficulty) params.set('difficulty', difficulty);
  if (topic) params.set('topics', topic);
  return useQuery({
    queryKey: ['interview', 'problem-search', params.toString()],
    queryFn: ({ signal }) => apiRequest(`/api/problems?${params}`, ProblemListResponseSchema, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The interviewer's eyes only: the editorial and every hint of the chosen problem. */
export function useRoomPrivate(id: string, problemSlug: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...interviewKeys.private(id), problemSlug],
    queryFn: ({ signal }) => apiRequest(`/api/interview/rooms/${id}/private`, InterviewPrivateResponseSchema, { signal }),
    enabled,
  });
}

export function useChooseProblem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      apiRequest(`/api/interview/rooms/${id}/problem`, InterviewStateResponseSchema, { method: 'PUT', body: { slug } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.private(id) }),
  });
}

export function useRevealHint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) =>
      apiRequest(`/api/interview/rooms/${id}/hints/reveal`, InterviewStateResponseSchema, { method: 'POST', body: { index } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.private(id) }),
  });
}

const SubmitResponseSchema = z.object({ success: z.literal(true), submission: InterviewSubmissionSchema });

/** Judges the shared code against the chosen problem's hidden tests; the verdict reaches everyone through the room's state. */
export function useSubmitRoom(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`/api/interview/rooms/${id}/submit`, SubmitResponseSchema, { method: 'POST' }),
  });
}

/** Saves the interviewer's private notes (stored on the server, never sent to the candidate). */
export function useSaveNotes(id: string) {
  return useMutation({
    mutationFn: (notes: string) =>
      apiRequest(`/api/interview/rooms/${id}/notes`, InterviewNotesResponseSchema, { method: 'PUT', body: { notes } }),
  });
}

/** Saves the scorecard; the first save emails it to the candidate. */
export function useSaveScorecard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InterviewScorecardInput) =>
      apiRequest(`/api/interview/rooms/${id}/scorecard`, InterviewScorecardResponseSchema, { method: 'PUT', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewKeys.room(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: interviewKeys.rooms }),
      ]),
  });
}

/** The shared code's history (for the scrubber), fetched when the viewer opens playback. */
export function useRoomPlayback(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['interview', 'room', id, 'playback'],
    queryFn: ({ signal }) => apiRequest(`/api/interview/rooms/${id}/playback`, InterviewPlaybackResponseSchema, { signal }),
    enabled,
    staleTime: 0,
  });
}
