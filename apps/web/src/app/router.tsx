import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter([
  {
    element: (
      <AppProviders>
        <Outlet />
      </AppProviders>
    ),
    children: routes,
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
