import type { PlatformStats } from '@codingkaro/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/users-table';

/** What a user typed into the profile card; a row exists once they saved something. */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    website: text('website').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    github: text('github').notNull().default(''),
    /** Opt-in: the public page and SVG card answer only while this is true. */
    isPublic: boolean('is_public').notNull().default(false),
    /** Chosen once, when the profile is first made public; unique across users. */
    publicHandle: text('public_handle'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('profiles_public_handle_key').on(table.publicHandle)],
);

/** A user's username on one outside platform. */
export const profilePlatforms = pgTable(
  'profile_platforms',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    username: text('username').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.platform] })],
);

/**
 * The last answer per platform username (shared by every user who connects it): the last good
 * stats with when they were fetched, and the last failure (kept 10 minutes so a failing platform
 * is not asked again on every page load).
 */
export const platformStatsCache = pgTable(
  'platform_stats_cache',
  {
    platform: text('platform').notNull(),
    /** Lower-cased username. */
    usernameKey: text('username_key').notNull(),
    stats: jsonb('stats').$type<PlatformStats>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** 'not-found' or an UpstreamError kind. */
    failureKind: text('failure_kind'),
    failureMessage: text('failure_message'),
  },
  (table) => [primaryKey({ columns: [table.platform, table.usernameKey] })],
);

/** This site's own practice, recorded from domain events (the heatmap's seventh source). */
export const practiceEvents = pgTable(
  'practice_events',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'solved' | 'submitted' | 'sheet'>().notNull(),
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The calendar day in the user's time zone at the time (UTC when the client sent none). */
    day: text('day').notNull(),
    count: integer('count').notNull().default(1),
  },
  (table) => [index('practice_events_user_at_idx').on(table.userId, table.at)],
);
