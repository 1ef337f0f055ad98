import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * `meta` for a query whose answer depends on who is signed in but whose key does not name the viewer, so
 * the first page load asks once, beside the auth check, instead of once as a guest and again as the user.
 */
export const viewerScoped = { viewerScoped: true } as const;

const isViewerScoped = (query: Query) => query.meta?.viewerScoped === true;

/** After sign-in, sign-out or an expired session: drop viewer-scoped answers; mounted queries refetch. */
export const resetViewerScopedQueries = (queryClient: QueryClient) => queryClient.resetQueries({ predicate: isViewerScoped });
