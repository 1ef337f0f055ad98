import { INTERVIEW_DOCUMENT_MAX_BYTES } from '@codingkaro/contracts';
import { z } from 'zod';

/** The environment variables this module reads; composed into the app's one config schema. */
export const interviewEnv = {
  INTERVIEW_ROOM_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  INTERVIEW_RUN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  INTERVIEW_SUBMIT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(6),
  INTERVIEW_COMPACT_AFTER_UPDATES: z.coerce.number().int().min(2).max(100_000).default(500),
  /** Prefix of the rooms' Redis channels (REDIS_URL): instances of one deployment share it. */
  INTERVIEW_RELAY_CHANNEL_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and : . - _ only')
    .default('codingkaro:interview:room:'),
  INTERVIEW_PEER_DAILY_CAP: z.coerce.number().int().min(1).max(50).default(3),
  INTERVIEW_PEER_HALF_MINUTES: z.coerce.number().int().min(5).max(90).default(30),
  INTERVIEW_PEER_JOIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
};

export interface InterviewConfig {
  /** A room's lifetime from its creation; afterwards its page and socket answer 410. */
  roomTtlMs: number;
  /** Runs per room per minute (whoever presses Run). */
  runRateLimitPerMinute: number;
  /** Submits per room per minute (whoever presses Submit). */
  submitRateLimitPerMinute: number;
  compactAfterUpdates: number;
  maxDocumentBytes: number;
  /** Prefix of the rooms' Redis channels when several instances serve the rooms. */
  relayChannelPrefix: string;
  /** Peer-practice matches a learner may have per UTC day (a match the partner missed does not count). */
  peerDailyCap: number;
  /** Each half of a peer-practice room: the timer is reset to this when the half starts. */
  peerHalfMinutes: number;
  /** Joins of the peer queue per learner per minute. */
  peerJoinRateLimitPerMinute: number;
}

export function interviewConfigFrom(e: z.infer<z.ZodObject<typeof interviewEnv>>): InterviewConfig {
  return {
    roomTtlMs: e.INTERVIEW_ROOM_TTL_DAYS * 24 * 60 * 60 * 1000,
    runRateLimitPerMinute: e.INTERVIEW_RUN_RATE_LIMIT_PER_MINUTE,
    submitRateLimitPerMinute: e.INTERVIEW_SUBMIT_RATE_LIMIT_PER_MINUTE,
    compactAfterUpdates: e.INTERVIEW_COMPACT_AFTER_UPDATES,
    maxDocumentBytes: INTERVIEW_DOCUMENT_MAX_BYTES,
    relayChannelPrefix: e.INTERVIEW_RELAY_CHANNEL_PREFIX,
    peerDailyCap: e.INTERVIEW_PEER_DAILY_CAP,
    peerHalfMinutes: e.INTERVIEW_PEER_HALF_MINUTES,
    peerJoinRateLimitPerMinute: e.INTERVIEW_PEER_JOIN_RATE_LIMIT_PER_MINUTE,
  };
}
