import type { ProblemListQuery } from '@codingkaro/contracts';

/** Query and mutation keys of the problems feature. Query keys carry the viewer: solved marks, editorials and history differ per user. */
export const problemKeys = {
  all: ['problems'] as const,
  lists: () => [...problemKeys.all, 'list'] as const,
  list: (query: ProblemListQuery, viewer: string) => [...problemKeys.lists(), query, viewer] as const,
  details: () => [...problemKeys.all, 'detail'] as const,
  detail: (slug: string, viewer: string) => [...problemKeys.details(), slug, viewer] as const,
  submissionsOf: (slug: string) => [...problemKeys.all, 'submissions', slug] as const,
  submissions: (slug: string, viewer: string) => [...problemKeys.submissionsOf(slug), viewer] as const,
  submit: () => [...problemKeys.all, 'submit'] as const,
};
