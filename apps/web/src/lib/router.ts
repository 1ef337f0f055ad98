import { createContext, useCallback, useContext, useMemo } from 'react';
import { Link, Redirect, useParams, useRouter, useLocation as useWouterLocation } from 'wouter';

/**
 * The app's one door to routing (wouter underneath; docs/ARCHITECTURE.md, Web). Links, params and
 * redirects are wouter's own; the hooks below give the location as the address bar has it
 * (`location.pathname` / `location.search`, percent-encoded; wouter's own hooks decode it) and a
 * `useSearchParams` whose updater gets a copy of the current parameters.
 */
export { Link, Redirect, useParams };

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

/** The current path and query, e.g. `{ pathname: '/problems', search: '?page=2' }` (`search` is '' or starts with '?'). */
export function useLocation(): { pathname: string; search: string } {
  const router = useRouter();
  const pathname = router.hook(router)[0];
  const search = router.searchHook(router);
  return { pathname, search: search && search[0] !== '?' ? `?${search}` : search };
}

/** Navigates to an app path (with its query and hash, if any). */
export function useNavigate(): Navigate {
  return useWouterLocation()[1];
}

export type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];
export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The query of the current URL, and a setter that navigates to the same path with a new query (the
 * hash is dropped). An updater receives a copy of the current parameters, so it may change and
 * return it.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, params, pathname],
  );
  return [params, setParams];
}

/** The page route the current URL matched: its pattern (`/problems/:slug`) and named params. */
export interface RouteMatch {
  pattern: string;
  params: Readonly<Record<string, string>>;
}

const RouteMatchContext = createContext<RouteMatch | undefined>(undefined);

/** Provided by the app's router (`app/router.tsx`) around the whole shell, so code outside the page (analytics) can read it. */
export const RouteMatchProvider = RouteMatchContext.Provider;

export function useRouteMatch(): RouteMatch | undefined {
  return useContext(RouteMatchContext);
}
