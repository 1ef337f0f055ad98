import { z } from 'zod';
import { CompilerLanguageSchema } from './compiler';
import { DifficultySchema } from './difficulty';
import { JudgeLanguageSchema, ProblemExampleSchema, VerdictSchema } from './problems';

/** Mock-interview rooms (issue 23): an interviewer, a candidate who took the invite, observers when allowed. */
export const InterviewRoleSchema = z.enum(['interviewer', 'candidate', 'observer']);
export type InterviewRole = z.infer<typeof InterviewRoleSchema>;

export const INTERVIEW_ROLE_LABELS: Record<InterviewRole, string> = {
  interviewer: 'Interviewer',
  candidate: 'Candidate',
  observer: 'Observer',
};

export const INTERVIEW_TITLE_MAX = 120;
/** The shared document's cap: an update that would grow it past this is refused. */
export const INTERVIEW_DOCUMENT_MAX_BYTES = 256 * 1024;
export const INTERVIEW_DOCUMENT_FULL_MESSAGE =
  'This room’s code is at its size limit (256 KB). Delete some code before adding more.';
export const INTERVIEW_INVITE_USED_MESSAGE =
  'This invite has already been used by another candidate. Ask the interviewer for access.';
export const INTERVIEW_NOT_MEMBER_MESSAGE = 'You are not a member of this interview room.';
export const INTERVIEW_EXPIRED_MESSAGE = 'This interview room has expired.';

/**
 * The shared document's parts (Yjs names), the same in the server and the browser: the code, the
 * program's input, the room settings (language) and the last run everyone sees.
 */
export const INTERVIEW_DOC = {
  code: 'code',
  stdin: 'stdin',
  settings: 'settings',
  run: 'run',
  timer: 'timer',
} as const;

/** The WebSocket subprotocol the browser offers; the server answers with it. */
export const INTERVIEW_SOCKET_PROTOCOL = 'codingkaro.interview';

export const CreateInterviewRoomRequestSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the room a title')
    .max(INTERVIEW_TITLE_MAX, `Keep the title under ${INTERVIEW_TITLE_MAX} characters`)
    .default('Mock interview'),
  allowObservers: z.boolean().default(false),
});
export type CreateInterviewRoomRequest = z.input<typeof CreateInterviewRoomRequestSchema>;

export const InterviewRoomParamsSchema = z.object({ roomId: z.string().uuid('Unknown room') });

export const JoinInterviewRoomRequestSchema = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[\w-]+$/, 'Invalid invite link'),
});

export const UpdateInterviewRoomRequestSchema = z.object({ allowObservers: z.boolean() });

export const InterviewPersonSchema = z.object({ id: z.string().uuid(), name: z.string() });
export type InterviewPerson = z.infer<typeof InterviewPersonSchema>;

/** The interviewer's private notes: stored on the server, served to the interviewer only. */
export const INTERVIEW_NOTES_MAX = 20_000;
export const UpdateInterviewNotesRequestSchema = z.object({
  notes: z.string().max(INTERVIEW_NOTES_MAX, `Keep the notes under ${INTERVIEW_NOTES_MAX} characters`),
});
export const InterviewNotesResponseSchema = z.object({ success: z.literal(true), notes: z.string() });

/** The end-of-session scorecard: four skills rated 1-4, plus comments. */
export const INTERVIEW_SCORE_SKILLS = ['problemSolving', 'codeQuality', 'communication', 'testing'] as const;
export type InterviewScoreSkill = (typeof INTERVIEW_SCORE_SKILLS)[number];
export const INTERVIEW_SCORE_LABELS: Record<InterviewScoreSkill, string> = {
  problemSolving: 'Problem solving',
  codeQuality: 'Code quality',
  communication: 'Communication',
  testing: 'Testing',
};
/** What each score means, the same words in the form, the email and the hub. */
export const INTERVIEW_SCORE_MEANINGS: Record<1 | 2 | 3 | 4, string> = {
  1: 'Needs a lot of work',
  2: 'Getting there',
  3: 'Solid',
  4: 'Excellent',
};
export const INTERVIEW_COMMENTS_MAX = 5_000;
const Score = z.number().int().min(1, 'Scores go from 1 to 4').max(4, 'Scores go from 1 to 4');
export const InterviewScorecardInputSchema = z.object({
  problemSolving: Score,
  codeQuality: Score,
  communication: Score,
  testing: Score,
  comments: z
    .string()
    .trim()
    .max(INTERVIEW_COMMENTS_MAX, `Keep the comments under ${INTERVIEW_COMMENTS_MAX} characters`)
    .default(''),
});
export type InterviewScorecardInput = z.input<typeof InterviewScorecardInputSchema>;
export const InterviewScorecardSchema = InterviewScorecardInputSchema.extend({
  comments: z.string(),
  /** ISO instant first submitted */
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type InterviewScorecard = z.infer<typeof InterviewScorecardSchema>;
export const InterviewScorecardResponseSchema = z.object({
  success: z.literal(true),
  scorecard: InterviewScorecardSchema.nullable(),
});
/**
 * One half of a peer-practice room that was scored: who interviewed whom, on which problem, and the
 * scorecard. After the half-time swap the room's own `scorecard` is the second half's only.
 */
export const InterviewPeerScorecardSchema = z.object({
  half: z.union([z.literal(1), z.literal(2)]),
  interviewerName: z.string(),
  candidateName: z.string(),
  /** the half's problem, null when it has left the library */
  problemTitle: z.string().nullable(),
  /** the viewer interviewed in this half (gave the scorecard) rather than being scored */
  viewerGave: z.boolean(),
  scorecard: InterviewScorecardSchema,
});
export type InterviewPeerScorecard = z.infer<typeof InterviewPeerScorecardSchema>;
export const INTERVIEW_SCORECARD_NEEDS_CANDIDATE = 'The scorecard is for the candidate: wait until someone has taken the invite.';

export const InterviewRoomSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  /** The viewer's role in this room. */
  role: InterviewRoleSchema,
  interviewer: InterviewPersonSchema,
  candidate: InterviewPersonSchema.nullable(),
  allowObservers: z.boolean(),
  /** The invite token: only the interviewer receives it. */
  inviteToken: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The end-of-session scorecard, for the interviewer and the candidate (null for observers, or not yet written). */
  scorecard: InterviewScorecardSchema.nullable(),
  /** Peer practice: each scored half, first half first (empty elsewhere and for observers). */
  peerScorecards: z.array(InterviewPeerScorecardSchema),
});
export type InterviewRoom = z.infer<typeof InterviewRoomSchema>;

export const InterviewRoomResponseSchema = z.object({
  success: z.literal(true),
  room: InterviewRoomSchema,
  /** The server's clock (epoch ms) when it answered: the browser's offset for the shared timer. */
  serverNow: z.number(),
});
export type InterviewRoomResponse = z.infer<typeof InterviewRoomResponseSchema>;

export const InterviewRoomListResponseSchema = z.object({ success: z.literal(true), rooms: z.array(InterviewRoomSchema) });
export type InterviewRoomListResponse = z.infer<typeof InterviewRoomListResponseSchema>;

/** The last run of the shared code, written into the shared document by the server so everyone sees it. */
export const InterviewRunSchema = z.object({
  status: z.enum(['running', 'done', 'failed']),
  language: CompilerLanguageSchema,
  ranBy: z.string(),
  /** ISO instant the run started */
  ranAt: z.string(),
  stdout: z.string(),
  stderr: z.string(),
  /** compiler output when the compile stage failed */
  compileOutput: z.string(),
  exitCode: z.number().int().nullable(),
  /** a short reason: timed out, memory limit, the runner's message */
  message: z.string().nullable(),
  wallTimeMs: z.number().nullable(),
});
export type InterviewRun = z.infer<typeof InterviewRunSchema>;

export const InterviewRunResponseSchema = z.object({ success: z.literal(true), run: InterviewRunSchema });
export type InterviewRunResponse = z.infer<typeof InterviewRunResponseSchema>;

/** The room's settings in the shared document. */
export const InterviewSettingsSchema = z.object({ language: CompilerLanguageSchema });
export const DEFAULT_INTERVIEW_LANGUAGE = 'python' as const;

export const DeleteInterviewRoomResponseSchema = z.object({ success: z.literal(true) });

/** The shared countdown (default 45 min), started and paused by the interviewer on the server's clock. */
export const INTERVIEW_DEFAULT_MINUTES = 45;
export const InterviewTimerSchema = z.object({
  durationMs: z.number().int().positive(),
  /** while running: when it reaches zero (server epoch ms) */
  endsAt: z.number().nullable(),
  /** while paused: what is left */
  remainingMs: z.number().int().min(0),
});
export type InterviewTimer = z.infer<typeof InterviewTimerSchema>;

export const InterviewTimerRequestSchema = z.object({
  action: z.enum(['start', 'pause', 'reset']),
  /** reset only: the new length */
  minutes: z.number().int().min(1).max(180).optional(),
});
export type InterviewTimerRequest = z.infer<typeof InterviewTimerRequestSchema>;

export const InterviewTimerResponseSchema = z.object({
  success: z.literal(true),
  timer: InterviewTimerSchema,
  serverNow: z.number(),
});

/** Milliseconds left on the timer at `now` (server clock). */
export function timerRemaining(timer: InterviewTimer, now: number): number {
  return timer.endsAt === null ? timer.remainingMs : Math.max(0, timer.endsAt - now);
}

export const defaultInterviewTimer = (): InterviewTimer => ({
  durationMs: INTERVIEW_DEFAULT_MINUTES * 60_000,
  endsAt: null,
  remainingMs: INTERVIEW_DEFAULT_MINUTES * 60_000,
});

/**
 * The room's server-written state (last run, timer, chosen problem, last submission, hints the
 * interviewer revealed). It never lives in the shared Yjs document, which members can write: the
 * server sends it on the room's socket as its own message type, the same to every member, and it
 * holds nothing private (the editorial, the unrevealed hints and the notes are served over HTTP to
 * the interviewer only).
 */
export const INTERVIEW_STATE_MESSAGE = 20;

/** The chosen library problem as both people see it (no editorial, no hints, no hidden tests). */
export const InterviewProblemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  difficulty: DifficultySchema,
  topics: z.array(z.string()),
  /** Sanitised HTML rendered on the server from the problem's markdown. */
  statementHtml: z.string(),
  examples: z.array(ProblemExampleSchema),
  constraints: z.array(z.string()),
});
export type InterviewProblem = z.infer<typeof InterviewProblemSchema>;

/** The last Submit: the shared code judged against the problem's hidden tests. */
export const InterviewSubmissionSchema = z.object({
  status: z.enum(['judging', 'done', 'failed']),
  problemSlug: z.string(),
  language: JudgeLanguageSchema,
  submittedBy: z.string(),
  /** ISO instant the submission started */
  submittedAt: z.string(),
  verdict: VerdictSchema.nullable(),
  testsPassed: z.number().int(),
  totalTests: z.number().int(),
  runtimeMs: z.number().nullable(),
  /** the judge's error (compile output, runtime error), or why it could not be judged */
  message: z.string().nullable(),
});
export type InterviewSubmission = z.infer<typeof InterviewSubmissionSchema>;

/**
 * A peer-practice room (two learners matched by the queue): which half is on and who interviews
 * whom in it. The first half's interviewer is the one who waited longer; the second half swaps.
 */
export const InterviewPeerHalfSchema = z.object({
  half: z.union([z.literal(1), z.literal(2)]),
  interviewerName: z.string(),
  candidateName: z.string(),
  /** the length each half's timer is reset to */
  halfMinutes: z.number().int().positive(),
});
export type InterviewPeerHalf = z.infer<typeof InterviewPeerHalfSchema>;

export const InterviewLiveStateSchema = z.object({
  /** grows with every change: a client keeps the highest it has seen */
  rev: z.number().int(),
  run: InterviewRunSchema.nullable(),
  timer: InterviewTimerSchema,
  problem: InterviewProblemSchema.nullable(),
  submission: InterviewSubmissionSchema.nullable(),
  /** hints the interviewer revealed to the candidate, in order */
  revealedHints: z.array(z.string()),
  /** set in peer-practice rooms only */
  peer: InterviewPeerHalfSchema.nullable(),
});
export type InterviewLiveState = z.infer<typeof InterviewLiveStateSchema>;

export const emptyInterviewState = (): InterviewLiveState => ({
  rev: 0,
  run: null,
  timer: defaultInterviewTimer(),
  problem: null,
  submission: null,
  revealedHints: [],
  peer: null,
});

export const ChooseInterviewProblemRequestSchema = z.object({ slug: z.string().trim().min(1).max(100) });
export const RevealInterviewHintRequestSchema = z.object({ index: z.number().int().min(0).max(50) });

export const InterviewStateResponseSchema = z.object({
  success: z.literal(true),
  state: InterviewLiveStateSchema,
  serverNow: z.number(),
});
export type InterviewStateResponse = z.infer<typeof InterviewStateResponseSchema>;

/** What only the interviewer sees of the chosen problem: its editorial and every hint. */
export const InterviewPrivateResponseSchema = z.object({
  success: z.literal(true),
  problemSlug: z.string().nullable(),
  /** sanitised HTML */
  editorialHtml: z.string().nullable(),
  hints: z.array(z.object({ text: z.string(), revealed: z.boolean() })),
  /** the interviewer's private notes */
  notes: z.string(),
});
export type InterviewPrivateResponse = z.infer<typeof InterviewPrivateResponseSchema>;

export const INTERVIEW_CHOOSE_PROBLEM_FIRST = 'Choose a problem first: Submit judges the code against its hidden tests.';
export const INTERVIEW_SUBMIT_LANGUAGE_MESSAGE =
  'Submit judges JavaScript, Python, Java, C++ and C. Switch the room to one of them first.';

/** Playback: the shared code as it stood after each stored change, oldest first (at most this many). */
export const INTERVIEW_PLAYBACK_MAX_FRAMES = 400;
export const InterviewPlaybackFrameSchema = z.object({
  /** ISO instant the change was stored */
  at: z.string(),
  code: z.string(),
});
export type InterviewPlaybackFrame = z.infer<typeof InterviewPlaybackFrameSchema>;
export const InterviewPlaybackResponseSchema = z.object({
  success: z.literal(true),
  frames: z.array(InterviewPlaybackFrameSchema),
});
