// All tables, one export per module's tables.ts, so drizzle-kit sees the whole database.
export * from '../modules/analytics/tables';
export * from '../modules/auth/tables';
export * from '../modules/compiler/tables';
export * from '../modules/contests/tables';
export * from '../modules/courses/tables';
export * from '../modules/cv-review/tables';
export * from '../modules/daily/tables';
export * from '../modules/interview/tables';
export * from '../modules/mail/tables';
export * from '../modules/mentorship/tables';
export * from '../modules/payments/tables';
export * from '../modules/problems/tables';
export * from '../modules/profile/tables';
export * from '../modules/streak/tables';
export * from '../modules/support/tables';
export * from '../modules/videos/tables';
export * from './content-digests';
