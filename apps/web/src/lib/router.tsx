import { type AnchorHTMLAttributes, createContext, forwardRef, useCallback, useContext, useMemo } from 'react';
import { Redirect, useParams, useRouter, useLocation as useWouterLocation } from 'wouter';

/**
 * The app's one door to routing (wouter underneath; docs/ARCHITECTURE.md, Web). Params and redirects
 * are wouter's own; the hooks below give the location as the address bar has it (`location.pathname`
 * / `location.search`, percent-encoded; wouter's own hooks decode it), a `useSearchParams` whose
 * updater gets a copy of the current parameters, and `Link`.
 */
export { Redirect, useParams };

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

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path, with its query and hash if any. */
  to: string;
  /** Replace the current history entry; by default only a link to the page already shown does. */
  replace?: boolean;
}

/**
 * An anchor that navigates inside the app on a plain left click (its own `onClick` runs first and
 * may cancel). A click with a modifier key, another button or a `target` is left to the browser
 * (new tab, new window). A link to the URL already shown replaces the history entry instead of
 * adding one, so Back leaves the page.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, onClick, ...props }, ref) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <a
      ref={ref}
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
          return;
        if (props.target && props.target !== '_self') return;
        event.preventDefault();
        navigate(to, { replace: replace ?? to === `${pathname}${search}` });
      }}
    />
  );
});

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
