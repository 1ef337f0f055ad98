export * from './auth';
export * from './common';
export * from './compiler';
export * from './courses';
export * from './difficulty';
export * from './problems';
export * from './streak';
export * from './videos';
