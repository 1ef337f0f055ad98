import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter([
  {
    element: (
      <AppProviders>
        <Outlet />
      </AppProviders>
    ),
    // Shown while the first URL's lazy route loads (and silences React Router's HydrateFallback warning).
    hydrateFallbackElement: <PageSpinner label="Loading…" />,
    children: routes,
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
