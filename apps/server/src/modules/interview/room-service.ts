import { randomBytes } from 'node:crypto';
import {
  COMPILE_FAILED_MESSAGE,
  type CompilerLanguage,
  CompilerLanguageSchema,
  DEFAULT_INTERVIEW_LANGUAGE,
  type ExecuteResponse,
  emptyInterviewState,
  INTERVIEW_CHOOSE_PROBLEM_FIRST,
  INTERVIEW_DOC,
  INTERVIEW_EXPIRED_MESSAGE,
  INTERVIEW_INVITE_USED_MESSAGE,
  INTERVIEW_NOT_MEMBER_MESSAGE,
  INTERVIEW_PLAYBACK_MAX_FRAMES,
  INTERVIEW_SCORE_LABELS,
  INTERVIEW_SCORE_MEANINGS,
  INTERVIEW_SCORE_SKILLS,
  INTERVIEW_SCORECARD_NEEDS_CANDIDATE,
  INTERVIEW_SUBMIT_LANGUAGE_MESSAGE,
  type InterviewLiveState,
  InterviewLiveStateSchema,
  type InterviewPeerScorecard,
  type InterviewPlaybackFrame,
  type InterviewPrivateResponse,
  type InterviewRole,
  type InterviewRoom,
  type InterviewRun,
  type InterviewScorecard,
  type InterviewScorecardInput,
  InterviewScorecardInputSchema,
  InterviewScorecardSchema,
  type InterviewSubmission,
  type InterviewTimer,
  type InterviewTimerRequest,
  JudgeLanguageSchema,
  timerRemaining,
} from '@codingkaro/contracts';
import type * as Y from 'yjs';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { type Mailer, type MailMessage, renderEmail } from '../mail';
import type { CollabHub } from './collab-hub';
import { codeHistory } from './playback';
import { hintsOf, type ProblemJudge, publicProblemOf } from './problem-judge';
import type { RoomRepository, RoomRow, ScorecardRow } from './room-repository';

export interface Viewer {
  id: string;
  name: string;
}

export interface RoomServiceDeps {
  rooms: RoomRepository;
  hub: CollabHub;
  roomTtlMs: number;
  /** The stored document updates, for playback. */
  history?: (roomId: string) => Promise<{ update: Uint8Array; createdAt: Date }[]>;
  /** The problem library: choose a problem, judge the shared code (Submit). */
  library: ProblemJudge;
  /** Runs a program through the shared runner (the compiler's execute). */
  execute: (request: { language: CompilerLanguage; code: string; stdin: string }) => Promise<ExecuteResponse>;
  now?: () => Date;
  /** The scorecard email to the candidate. */
  mailer?: Pick<Mailer, 'sendLater'>;
  /** The site's address, for links in emails. */
  publicUrl?: string;
  /** A member opens a room (peer practice notes who came before its deadline). */
  onOpen?: (roomId: string, userId: string) => Promise<void>;
}

const ROOM_GONE_MESSAGE = 'The interviewer deleted this room.';

function roleOf(room: RoomRow, userId: string, observer: boolean): InterviewRole | null {
  if (room.interviewerId === userId) return 'interviewer';
  if (room.candidateId === userId) return 'candidate';
  return observer ? 'observer' : null;
}

function toScorecard(row: ScorecardRow): InterviewScorecard {
  return {
    problemSolving: row.problemSolving,
    codeQuality: row.codeQuality,
    communication: row.communication,
    testing: row.testing,
    comments: row.comments,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The candidate's scorecard email: each skill's score and its meaning, the comments, the link to past sessions. */
export function scorecardEmail(
  room: Pick<RoomRow, 'title' | 'interviewerName' | 'candidateName'>,
  card: Omit<ScorecardRow, 'submittedAt' | 'updatedAt'>,
  to: string,
  publicUrl: string,
): MailMessage {
  const lines = INTERVIEW_SCORE_SKILLS.map((skill) => {
    const score = card[skill] as 1 | 2 | 3 | 4;
    return `${INTERVIEW_SCORE_LABELS[skill]}: ${score} of 4 (${INTERVIEW_SCORE_MEANINGS[score]})`;
  });
  const content = renderEmail({
    heading: 'Your mock interview scorecard',
    paragraphs: [
      `Hi ${room.candidateName ?? 'there'},`,
      `${room.interviewerName} scored your session “${room.title}”.`,
      ...lines,
      ...(card.comments ? [`Comments: ${card.comments}`] : []),
    ],
    action: { label: 'See your past sessions', url: `${publicUrl}/interview` },
  });
  return { to, subject: `Your scorecard: ${room.title}`, ...content };
}

/**
 * A peer room's scored halves. The room's seats are the current half's (the swap exchanges them) and
 * its scorecard is the current half's; the first half's moved onto the match at the swap.
 */
function peerScorecardsOf(room: RoomRow, role: InterviewRole): InterviewPeerScorecard[] {
  if (!room.peer || role === 'observer') return [];
  const current = room.peer.half === 2 ? 2 : 1;
  const seats = { interviewerName: room.interviewerName, candidateName: room.candidateName ?? '' };
  const swapped = { interviewerName: seats.candidateName, candidateName: seats.interviewerName };
  const firstHalf = current === 2 ? InterviewScorecardSchema.safeParse(room.peer.firstHalfScorecard) : null;
  const halves: InterviewPeerScorecard[] = [];
  if (firstHalf?.success) {
    const card = firstHalf.data;
    halves.push({
      half: 1,
      ...swapped,
      problemTitle: room.peer.problemTitles[0],
      viewerGave: role === 'candidate',
      scorecard: card,
    });
  }
  if (room.scorecard) {
    halves.push({
      half: current,
      ...seats,
      problemTitle: room.peer.problemTitles[current - 1] ?? null,
      viewerGave: role === 'interviewer',
      scorecard: toScorecard(room.scorecard),
    });
  }
  return halves;
}

function toRoom(room: RoomRow, role: InterviewRole): InterviewRoom {
  return {
    id: room.id,
    title: room.title,
    role,
    interviewer: { id: room.interviewerId, name: room.interviewerName },
    candidate: room.candidateId ? { id: room.candidateId, name: room.candidateName ?? '' } : null,
    allowObservers: room.allowObservers,
    inviteToken: role === 'interviewer' ? room.inviteToken : null,
    createdAt: room.createdAt.toISOString(),
    expiresAt: room.expiresAt.toISOString(),
    scorecard: role !== 'observer' && room.scorecard ? toScorecard(room.scorecard) : null,
    peerScorecards: peerScorecardsOf(room, role),
  };
}

/** What the shared document holds to run: code, input and language. */
function programOf(doc: Y.Doc): { code: string; stdin: string; language: CompilerLanguage } {
  const language = CompilerLanguageSchema.safeParse(doc.getMap(INTERVIEW_DOC.settings).get('language'));
  return {
    code: doc.getText(INTERVIEW_DOC.code).toString(),
    stdin: doc.getText(INTERVIEW_DOC.stdin).toString(),
    language: language.success ? language.data : DEFAULT_INTERVIEW_LANGUAGE,
  };
}

/** The stored state with defaults for what was never set (a room from before a key existed). */
function liveStateOf(stored: Record<string, unknown> | undefined): InterviewLiveState {
  const parsed = InterviewLiveStateSchema.safeParse({ ...emptyInterviewState(), ...stored });
  return parsed.success ? parsed.data : emptyInterviewState();
}

function runFrom(result: ExecuteResponse, base: Pick<InterviewRun, 'language' | 'ranBy' | 'ranAt'>): InterviewRun {
  const compileFailed = Boolean(result.compile && (result.compile.code !== 0 || result.compile.status !== null));
  const stage = result.run;
  const reasons: Record<string, string> = {
    TO: 'Time limit exceeded',
    ML: 'Memory limit exceeded',
    OL: 'Output too long',
    EL: 'Error output too long',
    SG: `Stopped by signal ${stage.signal ?? ''}`.trim(),
  };
  return {
    ...base,
    status: 'done',
    stdout: compileFailed ? '' : stage.stdout,
    stderr: compileFailed ? '' : stage.stderr,
    compileOutput: compileFailed ? (result.compile?.output ?? '') : '',
    exitCode: stage.code,
    message: compileFailed ? COMPILE_FAILED_MESSAGE : stage.status ? (reasons[stage.status] ?? stage.message) : null,
    wallTimeMs: compileFailed ? null : stage.wall_time,
  };
}

/** Rooms, their members and what members do together (run the shared code). */
export function createRoomService({
  rooms,
  hub,
  roomTtlMs,
  library,
  execute,
  now = () => new Date(),
  mailer,
  publicUrl = '',
  history = async () => [],
  onOpen = async () => {},
}: RoomServiceDeps) {
  /** Changes keys of the server-written state and sends the new state to everyone in the room. */
  const patchState = async (
    roomId: string,
    patch: Partial<Omit<InterviewLiveState, 'rev'>>,
    problemSlug?: string,
  ): Promise<InterviewLiveState> => {
    const state = liveStateOf(await rooms.patchLiveState(roomId, patch, problemSlug));
    await hub.publish(roomId, state);
    return state;
  };
  const writeRun = (roomId: string, run: InterviewRun) => patchState(roomId, { run });

  /** The room and the viewer's role in it: 404 unknown, 403 not a member, 410 expired. */
  const membership = async (roomId: string, userId: string): Promise<{ room: RoomRow; role: InterviewRole }> => {
    const room = await rooms.find(roomId);
    if (!room) throw notFound('This interview room does not exist.');
    const role = roleOf(
      room,
      userId,
      room.interviewerId !== userId && room.candidateId !== userId && (await rooms.isObserver(roomId, userId)),
    );
    if (!role) throw forbidden(INTERVIEW_NOT_MEMBER_MESSAGE);
    if (room.expiresAt <= now()) throw new AppError(410, INTERVIEW_EXPIRED_MESSAGE);
    return { room, role };
  };

  const requireInterviewer = async (roomId: string, userId: string) => {
    const found = await membership(roomId, userId);
    if (found.role !== 'interviewer') throw forbidden('Only the interviewer can do this.');
    return found;
  };

  return {
    membership,

    async create(viewer: Viewer, input: { title: string; allowObservers: boolean }): Promise<InterviewRoom> {
      const id = await rooms.create({
        title: input.title,
        interviewerId: viewer.id,
        inviteToken: randomBytes(32).toString('base64url'),
        allowObservers: input.allowObservers,
        expiresAt: new Date(now().getTime() + roomTtlMs),
      });
      await hub.change(id, (doc) => doc.getMap(INTERVIEW_DOC.settings).set('language', DEFAULT_INTERVIEW_LANGUAGE));
      const room = await rooms.find(id);
      if (!room) throw new Error('created room not found');
      return toRoom(room, 'interviewer');
    },

    async get(viewer: Viewer, roomId: string): Promise<InterviewRoom> {
      await onOpen(roomId, viewer.id);
      const { room, role } = await membership(roomId, viewer.id);
      return toRoom(room, role);
    },

    async list(viewer: Viewer): Promise<InterviewRoom[]> {
      const rows = await rooms.listFor(viewer.id);
      return rows.map((room) => toRoom(room, roleOf(room, viewer.id, true) as InterviewRole));
    },

    /**
     * Opening the invite link: members get their room; the first other person takes the candidate
     * seat (once, atomically); later people watch only while the interviewer allows observers.
     */
    async join(viewer: Viewer, roomId: string, token: string): Promise<InterviewRoom> {
      const room = await rooms.find(roomId);
      if (!room || room.inviteToken !== token) throw forbidden('This invite link is not valid.');
      if (room.expiresAt <= now()) throw new AppError(410, INTERVIEW_EXPIRED_MESSAGE);
      const existing = roleOf(room, viewer.id, await rooms.isObserver(roomId, viewer.id));
      if (existing) return toRoom(room, existing);
      if (!room.candidateId && (await rooms.claimCandidate(roomId, token, viewer.id))) {
        return this.get(viewer, roomId);
      }
      const current = (await rooms.find(roomId)) ?? room;
      if (!current.allowObservers) throw forbidden(INTERVIEW_INVITE_USED_MESSAGE);
      await rooms.addObserver(roomId, viewer.id);
      return toRoom(current, 'observer');
    },

    async update(viewer: Viewer, roomId: string, input: { allowObservers: boolean }): Promise<InterviewRoom> {
      await requireInterviewer(roomId, viewer.id);
      await rooms.setAllowObservers(roomId, input.allowObservers);
      return this.get(viewer, roomId);
    },

    async delete(viewer: Viewer, roomId: string): Promise<void> {
      await requireInterviewer(roomId, viewer.id);
      await rooms.delete(roomId);
      await hub.evict(roomId, ROOM_GONE_MESSAGE);
    },

    /** Starts, pauses or resets the shared countdown on the server's clock (interviewer only). */
    async timer(viewer: Viewer, roomId: string, request: InterviewTimerRequest): Promise<InterviewTimer> {
      await requireInterviewer(roomId, viewer.id);
      const current = liveStateOf(await rooms.liveState(roomId)).timer;
      const at = now().getTime();
      const left = timerRemaining(current, at);
      let next: InterviewTimer;
      if (request.action === 'start') next = { ...current, endsAt: current.endsAt ?? at + left, remainingMs: left };
      else if (request.action === 'pause') next = { ...current, endsAt: null, remainingMs: left };
      else {
        const durationMs = (request.minutes ?? current.durationMs / 60_000) * 60_000;
        next = { durationMs, endsAt: null, remainingMs: durationMs };
      }
      await patchState(roomId, { timer: next });
      return next;
    },

    /**
     * Runs the room's shared code with its shared input. The result is written into the shared
     * document, so everyone in the room sees the same output, who ran it and when.
     */
    async run(viewer: Viewer, roomId: string): Promise<InterviewRun> {
      const { role } = await membership(roomId, viewer.id);
      if (role === 'observer') throw forbidden('Observers can watch but not run code.');
      const program = await hub.read(roomId, programOf);
      const base = { language: program.language, ranBy: viewer.name, ranAt: now().toISOString() };
      const running: InterviewRun = {
        ...base,
        status: 'running',
        stdout: '',
        stderr: '',
        compileOutput: '',
        exitCode: null,
        message: null,
        wallTimeMs: null,
      };
      await writeRun(roomId, running);
      let run: InterviewRun;
      try {
        run = runFrom(await execute(program), base);
      } catch (error) {
        const message = error instanceof AppError ? error.message : 'The code could not be run. Please try again.';
        await writeRun(roomId, { ...running, status: 'failed', message });
        throw error;
      }
      await writeRun(roomId, run);
      return run;
    },

    /** The room's server-written state (any member). */
    async state(viewer: Viewer, roomId: string): Promise<InterviewLiveState> {
      await membership(roomId, viewer.id);
      return liveStateOf(await rooms.liveState(roomId));
    },

    /** What the hub sends each new socket (membership was checked on the upgrade). */
    async stateForSocket(roomId: string): Promise<InterviewLiveState> {
      return liveStateOf(await rooms.liveState(roomId));
    },

    /**
     * The interviewer chooses a library problem: both see its statement; hints revealed for the
     * previous problem and its last submission are cleared. Empty shared code gets the problem's
     * starter code in the room's language.
     */
    async chooseProblem(viewer: Viewer, roomId: string, slug: string): Promise<InterviewLiveState> {
      await requireInterviewer(roomId, viewer.id);
      const row = await library.find(slug);
      if (!row) throw notFound('Problem not found');
      await hub.change(roomId, (doc) => {
        const code = doc.getText(INTERVIEW_DOC.code);
        const language = JudgeLanguageSchema.safeParse(programOf(doc).language);
        if (code.toString().trim() === '' && language.success) {
          code.delete(0, code.length);
          code.insert(0, library.starterCode(row, language.data));
        }
      });
      return patchState(roomId, { problem: publicProblemOf(row), revealedHints: [], submission: null }, row.slug);
    },

    /** The interviewer's eyes only: the chosen problem's editorial and every hint, revealed or not. */
    async privateView(viewer: Viewer, roomId: string): Promise<Omit<InterviewPrivateResponse, 'success'>> {
      const { room } = await requireInterviewer(roomId, viewer.id);
      const row = room.problemSlug ? await library.find(room.problemSlug) : undefined;
      const notes = await rooms.notes(roomId);
      if (!row) return { problemSlug: null, editorialHtml: null, hints: [], notes };
      const revealed = new Set(liveStateOf(await rooms.liveState(roomId)).revealedHints);
      return {
        problemSlug: row.slug,
        editorialHtml: row.editorialHtml,
        hints: hintsOf(row).map((text) => ({ text, revealed: revealed.has(text) })),
        notes,
      };
    },

    /** Shows one of the problem's hints to the candidate (the interviewer only). */
    async revealHint(viewer: Viewer, roomId: string, index: number): Promise<InterviewLiveState> {
      const { room } = await requireInterviewer(roomId, viewer.id);
      const row = room.problemSlug ? await library.find(room.problemSlug) : undefined;
      if (!row) throw badRequest('Choose a problem first.');
      const hint = hintsOf(row)[index];
      if (!hint) throw notFound('This problem has no such hint.');
      const current = liveStateOf(await rooms.liveState(roomId)).revealedHints;
      if (current.includes(hint)) return liveStateOf(await rooms.liveState(roomId));
      return patchState(roomId, { revealedHints: [...current, hint] });
    },

    /**
     * Judges the shared code against the chosen problem's hidden tests. The judging state and then
     * the verdict (who submitted, when) reach everyone through the room's state.
     */
    async submit(viewer: Viewer, roomId: string): Promise<InterviewSubmission> {
      const { room, role } = await membership(roomId, viewer.id);
      if (role === 'observer') throw forbidden('Observers can watch but not submit code.');
      const row = room.problemSlug ? await library.find(room.problemSlug) : undefined;
      if (!row) throw badRequest(INTERVIEW_CHOOSE_PROBLEM_FIRST);
      const program = await hub.read(roomId, programOf);
      const language = JudgeLanguageSchema.safeParse(program.language);
      if (!language.success) throw badRequest(INTERVIEW_SUBMIT_LANGUAGE_MESSAGE);
      if (!program.code.trim()) throw badRequest('Please write some code first!');
      const judging: InterviewSubmission = {
        status: 'judging',
        problemSlug: row.slug,
        language: language.data,
        submittedBy: viewer.name,
        submittedAt: now().toISOString(),
        verdict: null,
        testsPassed: 0,
        totalTests: 0,
        runtimeMs: null,
        message: null,
      };
      await patchState(roomId, { submission: judging });
      let done: InterviewSubmission;
      try {
        const result = await library.judge(row, language.data, program.code, `user:${viewer.id}`);
        done = { ...judging, ...result, status: 'done' };
      } catch (error) {
        const message = error instanceof AppError ? error.message : 'The code could not be judged. Please try again.';
        await patchState(roomId, { submission: { ...judging, status: 'failed', message } });
        throw error;
      }
      await patchState(roomId, { submission: done });
      return done;
    },

    /** The interviewer's private notes, stored as typed (served to the interviewer only). */
    async saveNotes(viewer: Viewer, roomId: string, notes: string): Promise<string> {
      await requireInterviewer(roomId, viewer.id);
      await rooms.setNotes(roomId, notes);
      return notes;
    },

    /** The scorecard, for the interviewer and the candidate. */
    async scorecard(viewer: Viewer, roomId: string): Promise<InterviewScorecard | null> {
      const { room, role } = await membership(roomId, viewer.id);
      if (role === 'observer') throw forbidden('The scorecard is for the interviewer and the candidate.');
      return room.scorecard ? toScorecard(room.scorecard) : null;
    },

    /**
     * The interviewer scores the session. The first time, the candidate is emailed the scorecard;
     * later corrections update what "My past sessions" shows.
     */
    async saveScorecard(viewer: Viewer, roomId: string, input: InterviewScorecardInput): Promise<InterviewScorecard> {
      const { room } = await requireInterviewer(roomId, viewer.id);
      if (!room.candidateId || !room.candidateEmail) throw badRequest(INTERVIEW_SCORECARD_NEEDS_CANDIDATE);
      const card = InterviewScorecardInputSchema.parse(input);
      const { first } = await rooms.saveScorecard(roomId, card);
      if (first && mailer) {
        const to = room.candidateEmail;
        mailer.sendLater(() => [scorecardEmail(room, card, to, publicUrl)]);
      }
      const saved = await rooms.find(roomId);
      if (!saved?.scorecard) throw new Error('saved scorecard not found');
      return toScorecard(saved.scorecard);
    },

    /** The code's history for the scrubber (the interviewer and the candidate). */
    async playback(viewer: Viewer, roomId: string): Promise<InterviewPlaybackFrame[]> {
      const { role } = await membership(roomId, viewer.id);
      if (role === 'observer') throw forbidden('Playback is for the interviewer and the candidate.');
      return codeHistory(await history(roomId), INTERVIEW_PLAYBACK_MAX_FRAMES);
    },
  };
}
export type RoomService = ReturnType<typeof createRoomService>;
