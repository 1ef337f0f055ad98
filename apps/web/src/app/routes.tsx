import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { RouteError } from '../components/layout/route-error';
import { LoginPage } from '../features/auth/login-page';
import { ProfileDebugPage } from '../features/auth/profile-debug-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** The one route table (spec 2, "Routes"). Heavy screens are lazy routes. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/profile-debug', element: <ProfileDebugPage /> },
          {
            path: '/problems',
            lazy: () => import('../features/problems/problem-list-page').then((m) => ({ Component: m.ProblemListPage })),
          },
          {
            path: '/problems/:slug',
            lazy: () => import('../features/problems/problem-page').then((m) => ({ Component: m.ProblemPage })),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
