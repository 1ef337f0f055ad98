import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/users-table';
import { problems } from '../problems/tables';
import { interviewPeerMatches, interviewRoomObservers, interviewRooms, interviewScorecards } from './tables';

export interface RoomRow {
  id: string;
  title: string;
  interviewerId: string;
  interviewerName: string;
  candidateId: string | null;
  candidateName: string | null;
  inviteToken: string;
  allowObservers: boolean;
  createdAt: Date;
  expiresAt: Date;
  problemSlug: string | null;
  candidateEmail: string | null;
  scorecard: ScorecardRow | null;
  /** Set for a peer-practice room: its match's half, problems and the first half's scorecard. */
  peer: PeerHalvesRow | null;
}

export interface PeerHalvesRow {
  half: number;
  /** The two halves' problem titles (null for one no longer in the library). */
  problemTitles: [string | null, string | null];
  /** The first half's scorecard as moved onto the match at the swap (jsonb, parsed by the service). */
  firstHalfScorecard: Record<string, unknown> | null;
}

export interface ScorecardRow {
  problemSolving: number;
  codeQuality: number;
  communication: number;
  testing: number;
  comments: string;
  submittedAt: Date;
  updatedAt: Date;
}

const candidates = alias(users, 'candidate');
const m = interviewPeerMatches;
const titleOf = (index: 1 | 2) =>
  sql<
    string | null
  >`(select ${problems.title} from ${problems} where ${problems.slug} = ${m.problemSlugs}[${sql.raw(String(index))}])`;

/** All SQL of rooms and their members. */
export function createRoomRepository(db: Database) {
  const selectRooms = () =>
    db
      .select({
        id: interviewRooms.id,
        title: interviewRooms.title,
        interviewerId: interviewRooms.interviewerId,
        interviewerName: users.name,
        candidateId: interviewRooms.candidateId,
        candidateName: candidates.name,
        inviteToken: interviewRooms.inviteToken,
        allowObservers: interviewRooms.allowObservers,
        createdAt: interviewRooms.createdAt,
        expiresAt: interviewRooms.expiresAt,
        problemSlug: interviewRooms.problemSlug,
        candidateEmail: candidates.email,
        scorecard: {
          problemSolving: interviewScorecards.problemSolving,
          codeQuality: interviewScorecards.codeQuality,
          communication: interviewScorecards.communication,
          testing: interviewScorecards.testing,
          comments: interviewScorecards.comments,
          submittedAt: interviewScorecards.submittedAt,
          updatedAt: interviewScorecards.updatedAt,
        },
        peerHalf: m.half,
        peerFirstTitle: titleOf(1),
        peerSecondTitle: titleOf(2),
        peerFirstHalfScorecard: m.firstHalfScorecard,
      })
      .from(interviewRooms)
      .innerJoin(users, eq(users.id, interviewRooms.interviewerId))
      .leftJoin(candidates, eq(candidates.id, interviewRooms.candidateId))
      .leftJoin(interviewScorecards, eq(interviewScorecards.roomId, interviewRooms.id))
      .leftJoin(m, eq(m.roomId, interviewRooms.id));

  type SelectedRoom = Awaited<ReturnType<ReturnType<typeof selectRooms>['execute']>>[number];
  const toRow = ({ peerHalf, peerFirstTitle, peerSecondTitle, peerFirstHalfScorecard, ...room }: SelectedRoom): RoomRow => ({
    ...room,
    peer:
      peerHalf === null
        ? null
        : { half: peerHalf, problemTitles: [peerFirstTitle, peerSecondTitle], firstHalfScorecard: peerFirstHalfScorecard },
  });

  return {
    async create(values: {
      title: string;
      interviewerId: string;
      candidateId?: string;
      inviteToken: string;
      allowObservers: boolean;
      expiresAt: Date;
    }): Promise<string> {
      const [room] = await db.insert(interviewRooms).values(values).returning({ id: interviewRooms.id });
      if (!room) throw new Error('room insert returned nothing');
      return room.id;
    },

    async find(id: string): Promise<RoomRow | undefined> {
      const [row] = await selectRooms().where(eq(interviewRooms.id, id)).limit(1);
      return row && toRow(row);
    },

    async findByInvite(token: string): Promise<RoomRow | undefined> {
      const [row] = await selectRooms().where(eq(interviewRooms.inviteToken, token)).limit(1);
      return row && toRow(row);
    },

    /** Rooms the user interviews in, was the candidate of, or watches; newest first. */
    async listFor(userId: string, limit = 50): Promise<RoomRow[]> {
      const watched = db
        .select({ roomId: interviewRoomObservers.roomId })
        .from(interviewRoomObservers)
        .where(eq(interviewRoomObservers.userId, userId));
      const rows = await selectRooms()
        .where(
          or(
            eq(interviewRooms.interviewerId, userId),
            eq(interviewRooms.candidateId, userId),
            inArray(interviewRooms.id, watched),
          ),
        )
        .orderBy(desc(interviewRooms.createdAt))
        .limit(limit);
      return rows.map(toRow);
    },

    /** Takes the candidate seat when it is free: one conditional update, so only one person ever gets it. */
    async claimCandidate(roomId: string, token: string, userId: string): Promise<boolean> {
      const claimed = await db
        .update(interviewRooms)
        .set({ candidateId: userId })
        .where(
          and(
            eq(interviewRooms.id, roomId),
            eq(interviewRooms.inviteToken, token),
            isNull(interviewRooms.candidateId),
            sql`${interviewRooms.interviewerId} <> ${userId}`,
          ),
        )
        .returning({ id: interviewRooms.id });
      return claimed.length > 0;
    },

    async addObserver(roomId: string, userId: string): Promise<void> {
      await db.insert(interviewRoomObservers).values({ roomId, userId }).onConflictDoNothing();
    },

    async isObserver(roomId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: interviewRoomObservers.userId })
        .from(interviewRoomObservers)
        .where(and(eq(interviewRoomObservers.roomId, roomId), eq(interviewRoomObservers.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    async setAllowObservers(roomId: string, allowObservers: boolean): Promise<void> {
      await db.update(interviewRooms).set({ allowObservers }).where(eq(interviewRooms.id, roomId));
    },

    /** The room's server-written state as stored (parsed by the service). */
    async liveState(roomId: string): Promise<Record<string, unknown> | undefined> {
      const [row] = await db
        .select({ state: interviewRooms.liveState })
        .from(interviewRooms)
        .where(eq(interviewRooms.id, roomId))
        .limit(1);
      return row?.state;
    },

    /**
     * Sets keys of the server-written state in one statement (`||` merges, so two changes to
     * different keys never overwrite each other) and bumps `rev`; answers the whole new state.
     */
    async patchLiveState(
      roomId: string,
      patch: Record<string, unknown>,
      problemSlug?: string,
    ): Promise<Record<string, unknown> | undefined> {
      const [row] = await db
        .update(interviewRooms)
        .set({
          liveState: sql`${interviewRooms.liveState} || ${JSON.stringify(patch)}::jsonb || jsonb_build_object('rev', coalesce((${interviewRooms.liveState}->>'rev')::int, 0) + 1)`,
          ...(problemSlug === undefined ? {} : { problemSlug }),
        })
        .where(eq(interviewRooms.id, roomId))
        .returning({ state: interviewRooms.liveState });
      return row?.state;
    },

    async notes(roomId: string): Promise<string> {
      const [row] = await db
        .select({ notes: interviewRooms.notes })
        .from(interviewRooms)
        .where(eq(interviewRooms.id, roomId))
        .limit(1);
      return row?.notes ?? '';
    },

    async setNotes(roomId: string, notes: string): Promise<void> {
      await db.update(interviewRooms).set({ notes }).where(eq(interviewRooms.id, roomId));
    },

    /** Writes the scorecard; answers whether it is the first one for this room (the candidate is emailed then). */
    async saveScorecard(roomId: string, card: Omit<ScorecardRow, 'submittedAt' | 'updatedAt'>): Promise<{ first: boolean }> {
      const [row] = await db
        .insert(interviewScorecards)
        .values({ roomId, ...card })
        .onConflictDoUpdate({ target: interviewScorecards.roomId, set: { ...card, updatedAt: sql`now()` } })
        .returning({ first: sql<boolean>`(xmax = 0)` });
      return { first: Boolean(row?.first) };
    },

    /** Deleting a room deletes its observers and its document (foreign keys cascade). */
    async delete(roomId: string): Promise<void> {
      await db.delete(interviewRooms).where(eq(interviewRooms.id, roomId));
    },
  };
}
export type RoomRepository = ReturnType<typeof createRoomRepository>;
