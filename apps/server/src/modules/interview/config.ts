import { INTERVIEW_DOCUMENT_MAX_BYTES } from '@codingkaro/contracts';
import { z } from 'zod';

/** The environment variables this module reads; composed into the app's one config schema. */
export const interviewEnv = {
  INTERVIEW_ROOM_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  INTERVIEW_RUN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  INTERVIEW_SUBMIT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(6),
  INTERVIEW_COMPACT_AFTER_UPDATES: z.coerce.number().int().min(2).max(100_000).default(500),
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
}

export function interviewConfigFrom(e: z.infer<z.ZodObject<typeof interviewEnv>>): InterviewConfig {
  return {
    roomTtlMs: e.INTERVIEW_ROOM_TTL_DAYS * 24 * 60 * 60 * 1000,
    runRateLimitPerMinute: e.INTERVIEW_RUN_RATE_LIMIT_PER_MINUTE,
    submitRateLimitPerMinute: e.INTERVIEW_SUBMIT_RATE_LIMIT_PER_MINUTE,
    compactAfterUpdates: e.INTERVIEW_COMPACT_AFTER_UPDATES,
    maxDocumentBytes: INTERVIEW_DOCUMENT_MAX_BYTES,
  };
}
