import { randomBytes } from 'node:crypto';
import {
  type Difficulty,
  emptyInterviewState,
  INTERVIEW_DOC,
  type InterviewLiveState,
  InterviewLiveStateSchema,
  type InterviewPeerHalf,
  type InterviewTimer,
  type JudgeLanguage,
  JudgeLanguageSchema,
  PEER_LANGUAGE_LABELS,
  PEER_MATCH_WAITING_MESSAGE,
  PEER_NO_PROBLEMS_MESSAGE,
  PEER_NO_SHOW_MS,
  PEER_ONLY_MESSAGE,
  PEER_PARTNER_NO_SHOW_MESSAGE,
  PEER_SWAP_NOT_YET_MESSAGE,
  PEER_YOU_NO_SHOW_MESSAGE,
  type PeerMatch,
  type PeerStatusResponse,
  peerDailyCapMessage,
  timerRemaining,
} from '@codingkaro/contracts';
import type { Database, DatabaseHandle } from '../../db/client';
import { withAdvisoryLock } from '../../lib/advisory-lock';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import type { CollabHub } from './collab-hub';
import type { PeerMatchRow, PeerRepository } from './peer-repository';
import { type ProblemJudge, publicProblemOf } from './problem-judge';
import type { RoomRepository } from './room-repository';

/** A queue entry whose page has not asked for news this long is not matched (and is dropped). */
export const PEER_STALE_MS = 30_000;
/** A cancelled match is still reported (with its reason) this long. */
const CANCELLED_SHOWN_MS = 60 * 60_000;
const QUEUE_LOCK = 'interview:peer-queue';

export interface PeerServiceDeps {
  db: Database;
  dbKind: DatabaseHandle['kind'];
  peers: PeerRepository;
  rooms: RoomRepository;
  hub: CollabHub;
  library: Pick<ProblemJudge, 'find' | 'starterCode'>;
  roomTtlMs: number;
  dailyCap: number;
  halfMinutes: number;
  now?: () => Date;
}

interface Viewer {
  id: string;
  name: string;
}

const utcDayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

function liveStateOf(stored: Record<string, unknown> | undefined): InterviewLiveState {
  const parsed = InterviewLiveStateSchema.safeParse({ ...emptyInterviewState(), ...stored });
  return parsed.success ? parsed.data : emptyInterviewState();
}

/**
 * The peer-practice queue: join, leave, matching into a two-problem room, the no-show deadline,
 * the daily limit and the half-time role swap. The queue and the matches live in the database and
 * every change to the queue runs under one advisory lock, so several API instances on one
 * PostgreSQL make exactly one match of two learners.
 */
export function createPeerService({
  db,
  dbKind,
  peers,
  rooms,
  hub,
  library,
  roomTtlMs,
  dailyCap,
  halfMinutes,
  now = () => new Date(),
}: PeerServiceDeps) {
  // One queue change at a time in this process too (PGlite has no advisory locks; on PostgreSQL it
  // saves holding a connection per waiting request).
  let tail: Promise<unknown> = Promise.resolve();
  const locked = <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      const outcome = await withAdvisoryLock({ db, kind: dbKind }, QUEUE_LOCK, job, { wait: true });
      if (!outcome.ran) throw new Error('the peer queue lock was not taken');
      return outcome.value;
    });
    tail = run.catch(() => undefined);
    return run;
  };

  const timerOf = (): InterviewTimer => ({ durationMs: halfMinutes * 60_000, endsAt: null, remainingMs: halfMinutes * 60_000 });

  /** Puts a half's problem in the room: its statement for both, fresh starter code, the half's timer. */
  const startHalf = async (roomId: string, slug: string | undefined, language: JudgeLanguage, peer: InterviewPeerHalf) => {
    const row = slug ? await library.find(slug) : undefined;
    await hub.change(roomId, (doc) => {
      doc.getMap(INTERVIEW_DOC.settings).set('language', language);
      const code = doc.getText(INTERVIEW_DOC.code);
      code.delete(0, code.length);
      if (row) code.insert(0, library.starterCode(row, language));
      const stdin = doc.getText(INTERVIEW_DOC.stdin);
      stdin.delete(0, stdin.length);
    });
    const patch = {
      problem: row ? publicProblemOf(row) : null,
      revealedHints: [],
      submission: null,
      run: null,
      timer: timerOf(),
      peer,
    };
    const state = liveStateOf(await rooms.patchLiveState(roomId, patch, row?.slug));
    await hub.publish(roomId, state);
  };

  /** Cancels matches whose deadline passed: their rooms are deleted, whoever is in one is told why. */
  const expireOverdue = async () => {
    for (const { roomId } of await peers.cancelOverdue(now())) {
      if (!roomId) continue;
      await rooms.delete(roomId);
      await hub.evict(roomId, PEER_PARTNER_NO_SHOW_MESSAGE);
    }
  };

  /**
   * The viewer is (or stays) in the queue with these choices; when a seen-lately learner waits
   * with the same language and difficulty, the two are matched instead. Runs under the lock.
   */
  const matchOrWait = async (viewer: Viewer, language: JudgeLanguage, difficulty: Difficulty) => {
    const at = now();
    await peers.dropStale(new Date(at.getTime() - PEER_STALE_MS));
    const partner = await peers.partnerFor(viewer.id, language, difficulty, new Date(at.getTime() - PEER_STALE_MS));
    if (!partner) {
      await peers.upsertEntry(viewer.id, language, difficulty, at);
      return null;
    }
    const slugs = await peers.pickProblems(difficulty, [partner.userId, viewer.id]);
    if (slugs.length < 2) throw badRequest(PEER_NO_PROBLEMS_MESSAGE);
    await peers.leave(partner.userId);
    await peers.leave(viewer.id);
    // The one who waited longer interviews first.
    const roomId = await rooms.create({
      title: `Peer practice: ${difficulty}, ${PEER_LANGUAGE_LABELS[language]}`,
      interviewerId: partner.userId,
      candidateId: viewer.id,
      inviteToken: randomBytes(32).toString('base64url'),
      allowObservers: false,
      expiresAt: new Date(at.getTime() + roomTtlMs),
    });
    await peers.insertMatch({
      roomId,
      userAId: partner.userId,
      userBId: viewer.id,
      language,
      difficulty,
      problemSlugs: slugs,
      createdAt: at,
      openBy: new Date(at.getTime() + PEER_NO_SHOW_MS),
    });
    return { roomId, slug: slugs[0], language };
  };

  const toMatch = (row: PeerMatchRow & { partnerName: string }, userId: string): PeerMatch => {
    const isA = row.userAId === userId;
    const youOpened = (isA ? row.userAOpenedAt : row.userBOpenedAt) !== null;
    return {
      id: row.id,
      roomId: row.roomId,
      partnerName: row.partnerName,
      language: JudgeLanguageSchema.parse(row.language),
      difficulty: row.difficulty,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      openBy: row.openBy.toISOString(),
      youOpened,
      partnerOpened: (isA ? row.userBOpenedAt : row.userAOpenedAt) !== null,
      youInterviewFirst: isA,
      message: row.status === 'cancelled' ? (youOpened ? PEER_PARTNER_NO_SHOW_MESSAGE : PEER_YOU_NO_SHOW_MESSAGE) : null,
    };
  };

  const service = {
    expireOverdue,

    /** What the hub's Peer practice section shows; a waiting learner is also matched here if a partner waits. */
    async status(viewer: Viewer): Promise<Omit<PeerStatusResponse, 'success'>> {
      await expireOverdue();
      const entry = await peers.touch(viewer.id, now());
      if (entry) {
        const language = JudgeLanguageSchema.parse(entry.language);
        const made = await locked(async () =>
          (await peers.entry(viewer.id)) ? matchOrWait(viewer, language, entry.difficulty) : null,
        );
        if (made) await startHalf(made.roomId, made.slug, made.language, await halfOf(made.roomId, 1));
      }
      const at = now();
      const current = await peers.entry(viewer.id);
      const latest = await peers.latestFor(viewer.id, new Date(at.getTime() - CANCELLED_SHOWN_MS));
      const roomGone = latest && latest.status !== 'cancelled' && latest.roomId === null;
      const match = latest && !roomGone ? toMatch(latest, viewer.id) : null;
      return {
        queue: current
          ? {
              language: JudgeLanguageSchema.parse(current.language),
              difficulty: current.difficulty,
              joinedAt: current.joinedAt.toISOString(),
            }
          : null,
        // A newer queue entry replaces an older cancelled match's notice.
        match:
          match && current && match.status === 'cancelled' && current.joinedAt.toISOString() >= match.createdAt ? null : match,
        matchesToday: await peers.countSince(viewer.id, utcDayStart(at)),
        dailyCap,
        serverNow: at.getTime(),
      };
    },

    /** Joins the queue (429 at the daily limit, 409 with a match still to open). */
    async join(viewer: Viewer, language: JudgeLanguage, difficulty: Difficulty) {
      await expireOverdue();
      const made = await locked(async () => {
        if (await peers.pendingFor(viewer.id)) throw new AppError(409, PEER_MATCH_WAITING_MESSAGE);
        if ((await peers.countSince(viewer.id, utcDayStart(now()))) >= dailyCap) {
          await peers.leave(viewer.id);
          throw new AppError(429, peerDailyCapMessage(dailyCap));
        }
        return matchOrWait(viewer, language, difficulty);
      });
      if (made) await startHalf(made.roomId, made.slug, made.language, await halfOf(made.roomId, 1));
      return service.status(viewer);
    },

    async leave(viewer: Viewer) {
      await locked(() => peers.leave(viewer.id));
      return service.status(viewer);
    },

    /** A member opened a room: for a pending peer match, they came (before the deadline, or it is cancelled). */
    async opened(roomId: string, userId: string): Promise<void> {
      await expireOverdue();
      await peers.markOpened(roomId, userId, now());
    },

    /**
     * The second half: the roles swap and the second problem comes up. The interviewer starts it;
     * the candidate may once the first half's timer has run out.
     */
    async startSecondHalf(viewer: Viewer, roomId: string): Promise<InterviewLiveState> {
      const match = await peers.forRoom(roomId);
      const room = await rooms.find(roomId);
      if (!match || !room) throw badRequest(PEER_ONLY_MESSAGE);
      const role = room.interviewerId === viewer.id ? 'interviewer' : room.candidateId === viewer.id ? 'candidate' : null;
      if (!role) throw forbidden('You are not a member of this interview room.');
      if (match.half !== 1) return liveStateOf(await rooms.liveState(roomId));
      if (match.status !== 'active') throw badRequest('Both of you need to be in the room first.');
      const live = liveStateOf(await rooms.liveState(roomId));
      const timeUp = live.timer.endsAt !== null && timerRemaining(live.timer, now().getTime()) === 0;
      if (role !== 'interviewer' && !timeUp) throw forbidden(PEER_SWAP_NOT_YET_MESSAGE);
      if (await peers.startSecondHalf(match.id, roomId)) {
        await startHalf(roomId, match.problemSlugs[1], JudgeLanguageSchema.parse(match.language), await halfOf(roomId, 2));
      }
      return liveStateOf(await rooms.liveState(roomId));
    },
  };

  /** Who interviews whom in a half, by the room's current seats. */
  const halfOf = async (roomId: string, half: 1 | 2): Promise<InterviewPeerHalf> => {
    const room = await rooms.find(roomId);
    return { half, interviewerName: room?.interviewerName ?? '', candidateName: room?.candidateName ?? '', halfMinutes };
  };

  return service;
}
export type PeerService = ReturnType<typeof createPeerService>;
