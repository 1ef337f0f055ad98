// All tables, one export per module's schema file, so drizzle-kit sees the whole database.

export * from '../modules/analytics/tables';
export * from '../modules/auth/auth-schema';
export * from '../modules/compiler/compiler-schema';
export * from '../modules/courses/courses-schema';
export * from '../modules/problems/problems-schema';
export * from '../modules/streak/tables';
export * from '../modules/videos/tables';
