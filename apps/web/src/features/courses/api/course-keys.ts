/** Query and mutation keys of the courses feature. */
export const courseKeys = {
  all: ['courses'] as const,
  list: (viewer: string) => ['courses', 'list', viewer] as const,
  detail: (slug: string, viewer: string) => ['courses', 'detail', slug, viewer] as const,
  revision: (viewer: string) => ['courses', 'revision', viewer] as const,
  update: (slug: string) => ['courses', 'update', slug] as const,
};

/** Whose data a query holds: the signed-in email, or 'guest'. */
export const viewerKey = (email: string | null | undefined) => email?.toLowerCase() ?? 'guest';
