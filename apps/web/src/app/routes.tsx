import type { FeatureFlag } from '@codingkaro/contracts';
import type { ComponentType } from 'react';
import { INTERVIEW_ARTICLE_SLUGS } from '../features/articles/article-slugs';

/**
 * A page of the app: its path pattern (wouter's, `/problems/:slug`), the lazy chunk that holds its
 * component, and the paid-service flag it shows under (off: the page-not-found screen).
 * `app/build/route-modules.ts` reads `path` and the `import()` of `lazy` from this file's text, so
 * both stay written inline, `path` first.
 */
export interface PageRoute {
  path: string;
  lazy: () => Promise<ComponentType>;
  flag?: FeatureFlag;
}

// Every page is a lazy chunk: the entry bundle holds the shell only (issue 16).
export const loadNotFound = () => import('../features/not-found/not-found-page').then((m) => m.NotFoundPage);

/** The routes of a paid service (spec 1, 9), shown only while its feature flag is on. */
const gated = (flag: FeatureFlag, routes: PageRoute[]): PageRoute[] => routes.map((route) => ({ ...route, flag }));

/** Screens of the learning content: articles, SQL notes, paths, features, projects. */
const learningRoutes: PageRoute[] = [
  {
    path: '/interview-series',
    lazy: () => import('../features/articles/articles-index-page').then((m) => m.InterviewSeriesPage),
  },
  // One route per known article, so an unknown slug falls through to the 404 page.
  ...INTERVIEW_ARTICLE_SLUGS.flatMap((slug): PageRoute[] => [
    {
      path: `/interview-series/${slug}`,
      lazy: () => import('../features/articles/article-page').then((m) => m.InterviewSeriesArticlePage),
    },
    {
      path: `/articles/${slug}`,
      lazy: () => import('../features/articles/article-page').then((m) => m.ArticlePage),
    },
  ]),
  {
    path: '/sql-notes',
    lazy: () => import('../features/articles/sql-notes-page').then((m) => m.SqlNotesPage),
  },
  {
    path: '/explore/learning-paths',
    lazy: () => import('../features/learning-paths/learning-paths-page').then((m) => m.LearningPathsPage),
  },
  {
    path: '/features',
    lazy: () => import('../features/platform-features/platform-features-page').then((m) => m.PlatformFeaturesPage),
  },
  {
    path: '/explore/challenges',
    lazy: () => import('../features/challenges/challenges-page').then((m) => m.ChallengesPage),
  },
  {
    path: '/projects',
    lazy: () => import('../features/projects/projects-page').then((m) => m.ProjectsPage),
  },
];

const gameRoutes: PageRoute[] = [
  {
    path: '/games/flexbox',
    lazy: () => import('../features/games/flexbox-game-page').then((m) => m.FlexboxGamePage),
  },
  {
    path: '/games/ideastorm',
    lazy: () => import('../features/games/ideastorm-page').then((m) => m.IdeaStormPage),
  },
];

/** Paid services (spec 1, 9), each behind its feature flag: off shows the page-not-found screen. */
const serviceRoutes: PageRoute[] = [
  {
    path: '/staff/outbox',
    lazy: () => import('../features/staff/outbox-page').then((m) => m.OutboxPage),
  },
  ...gated('payments', [{ path: '/pricing', lazy: () => import('../features/pricing/pricing-page').then((m) => m.PricingPage) }]),
  ...gated('cvReview', [
    {
      path: '/cv-review',
      lazy: () => import('../features/cv-review/cv-review-page').then((m) => m.CvReviewPage),
    },
    {
      path: '/staff/cv-reviews',
      lazy: () => import('../features/cv-review/staff-cv-reviews-page').then((m) => m.StaffCvReviewsPage),
    },
  ]),
  ...gated('mentorship', [
    {
      path: '/mentorship',
      lazy: () => import('../features/mentorship/mentorship-page').then((m) => m.MentorshipPage),
    },
    {
      path: '/staff/mentorship',
      lazy: () => import('../features/mentorship/staff-mentorship-page').then((m) => m.StaffMentorshipPage),
    },
  ]),
  ...gated('supportTickets', [
    { path: '/support', lazy: () => import('../features/support/support-page').then((m) => m.SupportPage) },
    {
      path: '/support/tickets/:id',
      lazy: () => import('../features/support/ticket-page').then((m) => m.TicketPage),
    },
    {
      path: '/staff/support',
      lazy: () => import('../features/support/staff-support-page').then((m) => m.StaffSupportPage),
    },
  ]),
];

/**
 * The one route table (spec 2, "Routes"), matched in order: the first route whose pattern matches
 * the path wins (static paths such as `/courses/revise` come before `/courses/:slug`), and `*`, the
 * page-not-found screen, comes last.
 */
export const routes: PageRoute[] = [
  { path: '/', lazy: () => import('../features/home/home-page').then((m) => m.HomePage) },
  { path: '/login', lazy: () => import('../features/auth/login-page').then((m) => m.LoginPage) },
  {
    path: '/profile-debug',
    lazy: () => import('../features/auth/profile-debug-page').then((m) => m.ProfileDebugPage),
  },
  ...learningRoutes,
  ...gameRoutes,
  ...serviceRoutes,
  {
    path: '/terminal',
    lazy: () => import('../features/compiler/compiler-page').then((m) => m.CompilerPage),
  },
  {
    path: '/terminal/s/:id',
    lazy: () => import('../features/compiler/snippet-page').then((m) => m.SnippetPage),
  },
  {
    path: '/today',
    lazy: () => import('../features/daily/today-page').then((m) => m.TodayPage),
  },
  {
    path: '/allcourse',
    lazy: () => import('../features/courses/all-courses-page').then((m) => m.AllCoursesPage),
  },
  {
    path: '/courses/revise',
    lazy: () => import('../features/courses/revise-page').then((m) => m.RevisePage),
  },
  {
    path: '/courses/:slug',
    lazy: () => import('../features/courses/course-page').then((m) => m.CoursePage),
  },
  {
    path: '/contest',
    lazy: () => import('../features/contests/contests-page').then((m) => m.ContestsPage),
  },
  {
    path: '/profile',
    lazy: () => import('../features/profile/profile-page').then((m) => m.ProfilePage),
  },
  {
    path: '/u/:handle',
    lazy: () => import('../features/profile/public-profile-page').then((m) => m.PublicProfilePage),
  },
  { path: '/videos', lazy: () => import('../features/videos/videos-page').then((m) => m.VideosPage) },
  {
    path: '/problems',
    lazy: () => import('../features/problems/problem-list-page').then((m) => m.ProblemListPage),
  },
  {
    path: '/problems/:slug',
    lazy: () => import('../features/problems/problem-page').then((m) => m.ProblemPage),
  },
  {
    path: '/interview',
    lazy: () => import('../features/interview/interview-hub-page').then((m) => m.InterviewHubPage),
  },
  {
    path: '/interview/:roomId',
    lazy: () => import('../features/interview/interview-room-page').then((m) => m.InterviewRoomPage),
  },
  {
    path: '/admin/analytics',
    lazy: () => import('../features/analytics/admin-analytics-page').then((m) => m.AdminAnalyticsPage),
  },
  { path: '*', lazy: loadNotFound },
];
