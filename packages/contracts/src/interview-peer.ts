import { z } from 'zod';
import { DifficultySchema } from './difficulty';
import { type JudgeLanguage, JudgeLanguageSchema } from './problems';

/**
 * Peer practice (issue 23, item 6): learners queue with a language and a difficulty; two with the
 * same language and the same difficulty are matched (the one who waited longest first) into a room
 * with two problems, and each interviews the other for one half.
 */
export const PeerQueueJoinRequestSchema = z.object({
  language: JudgeLanguageSchema,
  difficulty: DifficultySchema,
});
/** The languages' names in the queue's choices, the room title and the match notice. */
export const PEER_LANGUAGE_LABELS: Record<JudgeLanguage, string> = {
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  c: 'C',
};

export type PeerQueueJoinRequest = z.infer<typeof PeerQueueJoinRequestSchema>;

/** Both people must open the room within this long of the match, or it is cancelled. */
export const PEER_NO_SHOW_MS = 2 * 60_000;
/** How often the page asks for news while waiting (the server drops an entry not asked about for 30 s). */
export const PEER_POLL_MS = 3_000;

export const PeerMatchStatusSchema = z.enum(['pending', 'active', 'cancelled']);
export type PeerMatchStatus = z.infer<typeof PeerMatchStatusSchema>;

export const PeerMatchSchema = z.object({
  id: z.string().uuid(),
  /** null once a cancelled match's room is deleted */
  roomId: z.string().uuid().nullable(),
  partnerName: z.string(),
  language: JudgeLanguageSchema,
  difficulty: DifficultySchema,
  /** pending: waiting for both to open the room; active: both came; cancelled: someone did not */
  status: PeerMatchStatusSchema,
  /** ISO instant */
  createdAt: z.string(),
  /** ISO instant by which both must have opened the room */
  openBy: z.string(),
  youOpened: z.boolean(),
  partnerOpened: z.boolean(),
  /** whether you interview in the first half */
  youInterviewFirst: z.boolean(),
  /** for a cancelled match: what happened, in words */
  message: z.string().nullable(),
});
export type PeerMatch = z.infer<typeof PeerMatchSchema>;

export const PeerQueueEntrySchema = z.object({
  language: JudgeLanguageSchema,
  difficulty: DifficultySchema,
  /** ISO instant */
  joinedAt: z.string(),
});

export const PeerStatusResponseSchema = z.object({
  success: z.literal(true),
  queue: PeerQueueEntrySchema.nullable(),
  /** the latest match still worth showing (pending, active, or cancelled in the last hour) */
  match: PeerMatchSchema.nullable(),
  /** matches counted against today's (UTC) limit */
  matchesToday: z.number().int(),
  dailyCap: z.number().int(),
  /** the server's clock (epoch ms): the browser's offset for the countdown and the waiting time */
  serverNow: z.number(),
});
export type PeerStatusResponse = z.infer<typeof PeerStatusResponseSchema>;

export const peerDailyCapMessage = (cap: number) =>
  `You have had ${cap} peer ${cap === 1 ? 'match' : 'matches'} today, the daily limit. You can join the queue again after midnight UTC.`;
export const PEER_MATCH_WAITING_MESSAGE = 'You have a match waiting: open its room first.';
export const PEER_PARTNER_NO_SHOW_MESSAGE =
  'Your partner did not open the room within 2 minutes, so the match was cancelled. It does not count toward your daily limit: join the queue again whenever you like.';
export const PEER_YOU_NO_SHOW_MESSAGE =
  'You did not open the room within 2 minutes, so the match was cancelled. It counts toward today’s limit.';
export const PEER_NO_PROBLEMS_MESSAGE =
  'There are not enough problems at this difficulty for peer practice yet. Try another difficulty.';
export const PEER_SWAP_NOT_YET_MESSAGE =
  'The interviewer starts the second half (or either of you can once the first half’s timer has run out).';
export const PEER_ONLY_MESSAGE = 'This is not a peer-practice room.';
