import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/users-table';

/** Binary column (PostgreSQL `bytea`): a Yjs update as the bytes it was sent in. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer (a Uint8Array); PGlite a Uint8Array.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/** A mock-interview room: its interviewer, the candidate who took the invite, and who may watch. */
export const interviewRooms = pgTable(
  'interview_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').references(() => users.id, { onDelete: 'set null' }),
    /** The invite link's secret (256 random bits, base64url); only the interviewer is ever shown it. */
    inviteToken: text('invite_token').notNull(),
    allowObservers: boolean('allow_observers').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The library problem the interviewer chose (its slug), or none yet. */
    problemSlug: text('problem_slug'),
    /**
     * What only the server writes (last run, timer, chosen problem as shown, last submission,
     * revealed hints, `rev`): InterviewLiveState, changed one key at a time with `||`.
     */
    /** The interviewer's private notes: served to the interviewer only, never to the candidate. */
    notes: text('notes').notNull().default(''),
    liveState: jsonb('live_state').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    uniqueIndex('interview_rooms_invite_token_idx').on(table.inviteToken),
    index('interview_rooms_interviewer_idx').on(table.interviewerId, table.createdAt),
    index('interview_rooms_candidate_idx').on(table.candidateId, table.createdAt),
  ],
);

/** People watching a room (only while the interviewer allows observers). */
export const interviewRoomObservers = pgTable(
  'interview_room_observers',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => interviewRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.userId] }), index('interview_room_observers_user_idx').on(table.userId)],
);

/**
 * The room's shared document as Yjs updates, appended as they arrive and merged into one row from
 * time to time (compaction); replaying the rows in id order rebuilds the document.
 */
export const interviewDocumentUpdates = pgTable(
  'interview_document_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => interviewRooms.id, { onDelete: 'cascade' }),
    update: bytes('update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_document_updates_room_idx').on(table.roomId, table.id)],
);

/** The interviewer's scorecard at the end of a session (1-4 per skill); the candidate reads it. */
export const interviewScorecards = pgTable(
  'interview_scorecards',
  {
    roomId: uuid('room_id')
      .primaryKey()
      .references(() => interviewRooms.id, { onDelete: 'cascade' }),
    problemSolving: smallint('problem_solving').notNull(),
    codeQuality: smallint('code_quality').notNull(),
    communication: smallint('communication').notNull(),
    testing: smallint('testing').notNull(),
    comments: text('comments').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'interview_scorecards_scores_check',
      sql`${table.problemSolving} BETWEEN 1 AND 4 AND ${table.codeQuality} BETWEEN 1 AND 4 AND ${table.communication} BETWEEN 1 AND 4 AND ${table.testing} BETWEEN 1 AND 4`,
    ),
  ],
);

/**
 * Learners waiting for a peer-practice partner: one row per learner. The page asks for news every
 * few seconds (`lastSeenAt`); an entry not asked about lately is dropped, never matched.
 */
export const interviewPeerQueue = pgTable(
  'interview_peer_queue',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    difficulty: text('difficulty').$type<'Easy' | 'Medium' | 'Hard'>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('interview_peer_queue_bucket_idx').on(table.language, table.difficulty, table.joinedAt)],
);

/**
 * Two matched learners and their room. User A (who waited longer) interviews B in the first half
 * on the first problem; the second half swaps roles with the second problem. Pending until both
 * have opened the room, cancelled if one has not by `openBy`.
 */
export const interviewPeerMatches = pgTable(
  'interview_peer_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id').references(() => interviewRooms.id, { onDelete: 'set null' }),
    userAId: uuid('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    difficulty: text('difficulty').$type<'Easy' | 'Medium' | 'Hard'>().notNull(),
    problemSlugs: text('problem_slugs').array().notNull(),
    status: text('status').$type<'pending' | 'active' | 'cancelled'>().notNull().default('pending'),
    half: smallint('half').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    openBy: timestamp('open_by', { withTimezone: true }).notNull(),
    userAOpenedAt: timestamp('user_a_opened_at', { withTimezone: true }),
    userBOpenedAt: timestamp('user_b_opened_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The first half's interviewer notes and scorecard, moved off the room when the roles swap. */
    firstHalfNotes: text('first_half_notes').notNull().default(''),
    firstHalfScorecard: jsonb('first_half_scorecard').$type<Record<string, unknown>>(),
  },
  (table) => [
    uniqueIndex('interview_peer_matches_room_idx').on(table.roomId),
    index('interview_peer_matches_user_a_idx').on(table.userAId, table.createdAt),
    index('interview_peer_matches_user_b_idx').on(table.userBId, table.createdAt),
    index('interview_peer_matches_pending_idx').on(table.openBy).where(sql`${table.status} = 'pending'`),
  ],
);
