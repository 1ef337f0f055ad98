export * from './auth';
export * from './common';
export * from './compiler';
export * from './contests';
export * from './courses';
export * from './difficulty';
export * from './problems';
export * from './videos';
