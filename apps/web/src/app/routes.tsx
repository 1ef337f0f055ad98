import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { FeatureGate } from '../components/layout/feature-gate';
import { RouteError } from '../components/layout/route-error';
import { INTERVIEW_ARTICLE_SLUGS } from '../features/articles/article-slugs';

// Every page is a lazy chunk: the entry bundle holds the shell only (issue 16).
const loadNotFound = () => import('../features/not-found/not-found-page');
/** The 404 screen as an element (feature gates show it while a flag is off); AppLayout's Suspense covers it. */
const NotFoundPage = lazy(() => loadNotFound().then((m) => ({ default: m.NotFoundPage })));

/** Screens of the learning content: articles, SQL notes, paths, features, projects. */
const learningRoutes: RouteObject[] = [
  {
    path: '/interview-series',
    lazy: () => import('../features/articles/articles-index-page').then((m) => ({ Component: m.InterviewSeriesPage })),
  },
  // One route per known article, so an unknown slug falls through to the 404 page.
  ...INTERVIEW_ARTICLE_SLUGS.flatMap((slug): RouteObject[] => [
    {
      path: `/interview-series/${slug}`,
      lazy: () => import('../features/articles/article-page').then((m) => ({ Component: m.InterviewSeriesArticlePage })),
    },
    {
      path: `/articles/${slug}`,
      lazy: () => import('../features/articles/article-page').then((m) => ({ Component: m.ArticlePage })),
    },
  ]),
  {
    path: '/sql-notes',
    lazy: () => import('../features/articles/sql-notes-page').then((m) => ({ Component: m.SqlNotesPage })),
  },
  {
    path: '/explore/learning-paths',
    lazy: () => import('../features/learning-paths/learning-paths-page').then((m) => ({ Component: m.LearningPathsPage })),
  },
  {
    path: '/features',
    lazy: () =>
      import('../features/platform-features/platform-features-page').then((m) => ({ Component: m.PlatformFeaturesPage })),
  },
  {
    path: '/explore/challenges',
    lazy: () => import('../features/challenges/challenges-page').then((m) => ({ Component: m.ChallengesPage })),
  },
  {
    path: '/projects',
    lazy: () => import('../features/projects/projects-page').then((m) => ({ Component: m.ProjectsPage })),
  },
];

const gameRoutes: RouteObject[] = [
  {
    path: '/games/flexbox',
    lazy: () => import('../features/games/flexbox-game-page').then((m) => ({ Component: m.FlexboxGamePage })),
  },
  {
    path: '/games/ideastorm',
    lazy: () => import('../features/games/ideastorm-page').then((m) => ({ Component: m.IdeaStormPage })),
  },
];

/** Paid services (spec 1, 9), each behind its feature flag: off shows the page-not-found screen. */
const serviceRoutes: RouteObject[] = [
  {
    path: '/staff/outbox',
    lazy: () => import('../features/staff/outbox-page').then((m) => ({ Component: m.OutboxPage })),
  },
  {
    element: <FeatureGate flag="payments" notFound={<NotFoundPage />} />,
    children: [
      { path: '/pricing', lazy: () => import('../features/pricing/pricing-page').then((m) => ({ Component: m.PricingPage })) },
    ],
  },
  {
    element: <FeatureGate flag="cvReview" notFound={<NotFoundPage />} />,
    children: [
      {
        path: '/cv-review',
        lazy: () => import('../features/cv-review/cv-review-page').then((m) => ({ Component: m.CvReviewPage })),
      },
      {
        path: '/staff/cv-reviews',
        lazy: () => import('../features/cv-review/staff-cv-reviews-page').then((m) => ({ Component: m.StaffCvReviewsPage })),
      },
    ],
  },
  {
    element: <FeatureGate flag="mentorship" notFound={<NotFoundPage />} />,
    children: [
      {
        path: '/mentorship',
        lazy: () => import('../features/mentorship/mentorship-page').then((m) => ({ Component: m.MentorshipPage })),
      },
      {
        path: '/staff/mentorship',
        lazy: () => import('../features/mentorship/staff-mentorship-page').then((m) => ({ Component: m.StaffMentorshipPage })),
      },
    ],
  },
  {
    element: <FeatureGate flag="supportTickets" notFound={<NotFoundPage />} />,
    children: [
      { path: '/support', lazy: () => import('../features/support/support-page').then((m) => ({ Component: m.SupportPage })) },
      {
        path: '/support/tickets/:id',
        lazy: () => import('../features/support/ticket-page').then((m) => ({ Component: m.TicketPage })),
      },
      {
        path: '/staff/support',
        lazy: () => import('../features/support/staff-support-page').then((m) => ({ Component: m.StaffSupportPage })),
      },
    ],
  },
];

/** The one route table (spec 2, "Routes"). Heavy screens are lazy routes. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })) },
          { path: '/login', lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
          {
            path: '/profile-debug',
            lazy: () => import('../features/auth/profile-debug-page').then((m) => ({ Component: m.ProfileDebugPage })),
          },
          ...learningRoutes,
          ...gameRoutes,
          ...serviceRoutes,
          {
            path: '/terminal',
            lazy: () => import('../features/compiler/compiler-page').then((m) => ({ Component: m.CompilerPage })),
          },
          {
            path: '/terminal/s/:id',
            lazy: () => import('../features/compiler/snippet-page').then((m) => ({ Component: m.SnippetPage })),
          },
          {
            path: '/allcourse',
            lazy: () => import('../features/courses/all-courses-page').then((m) => ({ Component: m.AllCoursesPage })),
          },
          {
            path: '/courses/revise',
            lazy: () => import('../features/courses/revise-page').then((m) => ({ Component: m.RevisePage })),
          },
          {
            path: '/courses/:slug',
            lazy: () => import('../features/courses/course-page').then((m) => ({ Component: m.CoursePage })),
          },
          {
            path: '/contest',
            lazy: () => import('../features/contests/contests-page').then((m) => ({ Component: m.ContestsPage })),
          },
          {
            path: '/profile',
            lazy: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: '/u/:handle',
            lazy: () => import('../features/profile/public-profile-page').then((m) => ({ Component: m.PublicProfilePage })),
          },
          { path: '/videos', lazy: () => import('../features/videos/videos-page').then((m) => ({ Component: m.VideosPage })) },
          {
            path: '/problems',
            lazy: () => import('../features/problems/problem-list-page').then((m) => ({ Component: m.ProblemListPage })),
          },
          {
            path: '/problems/:slug',
            lazy: () => import('../features/problems/problem-page').then((m) => ({ Component: m.ProblemPage })),
          },
          {
            path: '/admin/analytics',
            lazy: () => import('../features/analytics/admin-analytics-page').then((m) => ({ Component: m.AdminAnalyticsPage })),
          },
          { path: '*', lazy: () => loadNotFound().then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];
