import type { Difficulty, JudgeLanguage } from '@codingkaro/contracts';
import { and, desc, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/users-table';
import { problems, submissions } from '../problems/tables';
import { interviewPeerMatches, interviewPeerQueue, interviewRooms, interviewScorecards } from './tables';

export type PeerQueueRow = typeof interviewPeerQueue.$inferSelect;
export type PeerMatchRow = typeof interviewPeerMatches.$inferSelect;

const m = interviewPeerMatches;
const q = interviewPeerQueue;

/** The matches a user is in, as user A or user B. */
const inMatch = (userId: string) => or(eq(m.userAId, userId), eq(m.userBId, userId));

/** All SQL of the peer-practice queue and its matches. */
export function createPeerRepository(db: Database) {
  return {
    async entry(userId: string): Promise<PeerQueueRow | undefined> {
      const [row] = await db.select().from(q).where(eq(q.userId, userId)).limit(1);
      return row;
    },

    /** The page asked for news: the entry stays matchable. */
    async touch(userId: string, at: Date): Promise<PeerQueueRow | undefined> {
      const [row] = await db.update(q).set({ lastSeenAt: at }).where(eq(q.userId, userId)).returning();
      return row;
    },

    /** Entries whose page stopped asking (closed tab) leave the queue. */
    async dropStale(before: Date): Promise<void> {
      await db.delete(q).where(lt(q.lastSeenAt, before));
    },

    /** The longest-waiting other learner with the same language and difficulty, seen lately. */
    async partnerFor(userId: string, language: string, difficulty: string, seenSince: Date): Promise<PeerQueueRow | undefined> {
      const [row] = await db
        .select()
        .from(q)
        .where(
          and(
            eq(q.language, language),
            eq(q.difficulty, difficulty as Difficulty),
            ne(q.userId, userId),
            gte(q.lastSeenAt, seenSince),
          ),
        )
        .orderBy(q.joinedAt, q.userId)
        .limit(1);
      return row;
    },

    /** Joins (or, with other choices, re-joins at the back of) the queue. */
    async upsertEntry(userId: string, language: JudgeLanguage, difficulty: Difficulty, at: Date): Promise<void> {
      await db
        .insert(q)
        .values({ userId, language, difficulty, joinedAt: at, lastSeenAt: at })
        .onConflictDoUpdate({
          target: q.userId,
          set: {
            language,
            difficulty,
            lastSeenAt: at,
            joinedAt: sql`case when ${q.language} = ${language} and ${q.difficulty} = ${difficulty} then ${q.joinedAt} else ${at.toISOString()}::timestamptz end`,
          },
        });
    },

    async leave(userId: string): Promise<boolean> {
      const gone = await db.delete(q).where(eq(q.userId, userId)).returning({ userId: q.userId });
      return gone.length > 0;
    },

    /**
     * Two problems at the difficulty for two learners: ones neither has solved first, then at
     * random. Premium and retired problems are left out.
     */
    async pickProblems(difficulty: Difficulty, userIds: [string, string]): Promise<string[]> {
      const solvedByEither = sql`exists (select 1 from ${submissions} where ${submissions.problemId} = ${problems.id} and ${submissions.verdict} = 'Accepted' and (${submissions.userId} = ${userIds[0]} or ${submissions.userId} = ${userIds[1]}))`;
      const rows = await db
        .select({ slug: problems.slug })
        .from(problems)
        .where(and(eq(problems.difficulty, difficulty), isNull(problems.retiredAt), eq(problems.premium, false)))
        .orderBy(solvedByEither, sql`random()`)
        .limit(2);
      return rows.map((row) => row.slug);
    },

    async insertMatch(values: typeof m.$inferInsert): Promise<string> {
      const [row] = await db.insert(m).values(values).returning({ id: m.id });
      if (!row) throw new Error('match insert returned nothing');
      return row.id;
    },

    /**
     * Matches counted against the user's limit since `dayStart`: all but the cancelled ones the
     * user came to (a partner's no-show costs the one who came nothing).
     */
    async countSince(userId: string, dayStart: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(m)
        .where(
          and(
            gte(m.createdAt, dayStart),
            or(
              and(eq(m.userAId, userId), sql`not (${m.status} = 'cancelled' and ${m.userAOpenedAt} is not null)`),
              and(eq(m.userBId, userId), sql`not (${m.status} = 'cancelled' and ${m.userBOpenedAt} is not null)`),
            ),
          ),
        );
      return Number(row?.count ?? 0);
    },

    async pendingFor(userId: string): Promise<PeerMatchRow | undefined> {
      const [row] = await db
        .select()
        .from(m)
        .where(and(inMatch(userId), eq(m.status, 'pending')))
        .limit(1);
      return row;
    },

    /** The user's newest match since `since`, with the partner's name. */
    async latestFor(userId: string, since: Date): Promise<(PeerMatchRow & { partnerName: string }) | undefined> {
      const [row] = await db
        .select({ match: m, partnerName: users.name })
        .from(m)
        .innerJoin(users, sql`${users.id} = case when ${m.userAId} = ${userId} then ${m.userBId} else ${m.userAId} end`)
        .where(and(inMatch(userId), gte(m.createdAt, since)))
        .orderBy(desc(m.createdAt))
        .limit(1);
      return row ? { ...row.match, partnerName: row.partnerName } : undefined;
    },

    async forRoom(roomId: string): Promise<PeerMatchRow | undefined> {
      const [row] = await db.select().from(m).where(eq(m.roomId, roomId)).limit(1);
      return row;
    },

    /**
     * A member opened a pending match's room before its deadline: noted, and the match is active
     * once both have. One statement, so two people arriving at once cannot both miss the other.
     */
    async markOpened(roomId: string, userId: string, at: Date): Promise<void> {
      await db
        .update(m)
        .set({
          userAOpenedAt: sql`case when ${m.userAId} = ${userId} then coalesce(${m.userAOpenedAt}, ${at.toISOString()}::timestamptz) else ${m.userAOpenedAt} end`,
          userBOpenedAt: sql`case when ${m.userBId} = ${userId} then coalesce(${m.userBOpenedAt}, ${at.toISOString()}::timestamptz) else ${m.userBOpenedAt} end`,
          status: sql`case when (${m.userAId} = ${userId} or ${m.userAOpenedAt} is not null) and (${m.userBId} = ${userId} or ${m.userBOpenedAt} is not null) then 'active' else 'pending' end`,
        })
        .where(and(eq(m.roomId, roomId), eq(m.status, 'pending'), gte(m.openBy, at), inMatch(userId)));
    },

    /** Cancels every pending match past its deadline (each once, whichever instance gets there). */
    async cancelOverdue(at: Date): Promise<{ id: string; roomId: string | null }[]> {
      return db
        .update(m)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(m.status, 'pending'), lt(m.openBy, at)))
        .returning({ id: m.id, roomId: m.roomId });
    },

    /**
     * The second half: the room's interviewer and candidate change places, and the first half's
     * notes and scorecard move onto the match (the new interviewer never sees them). Once only:
     * answers false when the second half had already begun.
     */
    async startSecondHalf(matchId: string, roomId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(m)
          .set({ half: 2 })
          .where(and(eq(m.id, matchId), eq(m.half, 1), eq(m.status, 'active')))
          .returning({ id: m.id });
        if (!moved) return false;
        const [room] = await tx
          .select({ notes: interviewRooms.notes })
          .from(interviewRooms)
          .where(eq(interviewRooms.id, roomId))
          .for('update');
        const [card] = await tx.select().from(interviewScorecards).where(eq(interviewScorecards.roomId, roomId));
        await tx
          .update(m)
          .set({ firstHalfNotes: room?.notes ?? '', firstHalfScorecard: card ? { ...card } : null })
          .where(eq(m.id, matchId));
        await tx.delete(interviewScorecards).where(eq(interviewScorecards.roomId, roomId));
        await tx
          .update(interviewRooms)
          .set({
            interviewerId: sql`${interviewRooms.candidateId}`,
            candidateId: sql`${interviewRooms.interviewerId}`,
            notes: '',
          })
          .where(eq(interviewRooms.id, roomId));
        return true;
      });
    },
  };
}
export type PeerRepository = ReturnType<typeof createPeerRepository>;
