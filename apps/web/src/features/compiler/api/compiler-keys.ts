/** Query keys of the compiler feature. */
export const compilerKeys = {
  runtimes: ['compiler', 'runtimes'] as const,
  snippet: (id: string) => ['compiler', 'snippet', id] as const,
};
