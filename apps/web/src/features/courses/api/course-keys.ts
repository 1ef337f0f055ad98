/** Query and mutation keys of the courses feature: every query and invalidation goes through these. */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (viewer: string) => [...courseKeys.lists(), viewer] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (slug: string, viewer: string) => [...courseKeys.details(), slug, viewer] as const,
  revisions: () => [...courseKeys.all, 'revision'] as const,
  revision: (viewer: string) => [...courseKeys.revisions(), viewer] as const,
  update: (slug: string) => [...courseKeys.all, 'update', slug] as const,
};

/** Whose data a query holds: the signed-in email, or 'guest'. */
export const viewerKey = (email: string | null | undefined) => email?.toLowerCase() ?? 'guest';
