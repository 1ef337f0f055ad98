import type { FeatureFlag } from '@codingkaro/contracts';
import { INTERVIEW_ARTICLE_SLUGS } from '../features/articles/article-slugs';

/**
 * One page of the app as data: routes.tsx turns it into the route table, and the build
 * (build/route-preloads-plugin.ts, run by Vite in Node) into `route-preloads.json` for the server.
 * Plain TypeScript with no React and no runtime imports but the article slugs, so Node can load it.
 */
export interface RouteEntry {
  /** wouter's pattern (the syntax the server's preload matcher reads): `/problems/:slug`. */
  path: string;
  /** The page module, relative to this folder (`src/app`); its chunk is the route's lazy chunk. */
  page: `../features/${string}`;
  /** The page module's export that renders the route. */
  component: string;
  /** The paid-service flag the route shows under (off: the page-not-found screen). */
  flag?: FeatureFlag;
  /** Known values of `:slug`: one route each, so an unknown slug falls through to the 404 page. */
  slugs?: readonly string[];
  /**
   * The API answers a guest's first visit asks for at once, exactly as the page requests them
   * (path and query). The server preloads them with index.html (`rel=preload; as=fetch`), so the
   * answer is on its way while the page's code still downloads; route-data.test.ts keeps them equal.
   */
  guestData?: readonly string[];
}

/**
 * The pages (spec 2, "Routes"), matched in order: the first route whose pattern matches the path
 * wins (static paths such as `/courses/revise` come before `/courses/:slug`). The page-not-found
 * screen (`*`) is added last by routes.tsx.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', page: '../features/home/home-page', component: 'HomePage' },
  { path: '/login', page: '../features/auth/login-page', component: 'LoginPage' },
  { path: '/profile-debug', page: '../features/auth/profile-debug-page', component: 'ProfileDebugPage' },
  { path: '/interview-series', page: '../features/articles/articles-index-page', component: 'InterviewSeriesPage' },
  {
    path: '/interview-series/:slug',
    page: '../features/articles/article-page',
    component: 'InterviewSeriesArticlePage',
    slugs: INTERVIEW_ARTICLE_SLUGS,
  },
  {
    path: '/articles/:slug',
    page: '../features/articles/article-page',
    component: 'ArticlePage',
    slugs: INTERVIEW_ARTICLE_SLUGS,
  },
  { path: '/sql-notes', page: '../features/articles/sql-notes-page', component: 'SqlNotesPage' },
  { path: '/explore/learning-paths', page: '../features/learning-paths/learning-paths-page', component: 'LearningPathsPage' },
  { path: '/features', page: '../features/platform-features/platform-features-page', component: 'PlatformFeaturesPage' },
  { path: '/explore/challenges', page: '../features/challenges/challenges-page', component: 'ChallengesPage' },
  { path: '/projects', page: '../features/projects/projects-page', component: 'ProjectsPage' },
  { path: '/games/flexbox', page: '../features/games/flexbox-game-page', component: 'FlexboxGamePage' },
  { path: '/games/ideastorm', page: '../features/games/ideastorm-page', component: 'IdeaStormPage' },
  { path: '/staff/outbox', page: '../features/staff/outbox-page', component: 'OutboxPage' },
  { path: '/pricing', page: '../features/pricing/pricing-page', component: 'PricingPage', flag: 'payments' },
  { path: '/cv-review', page: '../features/cv-review/cv-review-page', component: 'CvReviewPage', flag: 'cvReview' },
  {
    path: '/staff/cv-reviews',
    page: '../features/cv-review/staff-cv-reviews-page',
    component: 'StaffCvReviewsPage',
    flag: 'cvReview',
  },
  { path: '/mentorship', page: '../features/mentorship/mentorship-page', component: 'MentorshipPage', flag: 'mentorship' },
  {
    path: '/staff/mentorship',
    page: '../features/mentorship/staff-mentorship-page',
    component: 'StaffMentorshipPage',
    flag: 'mentorship',
  },
  { path: '/support', page: '../features/support/support-page', component: 'SupportPage', flag: 'supportTickets' },
  { path: '/support/tickets/:id', page: '../features/support/ticket-page', component: 'TicketPage', flag: 'supportTickets' },
  {
    path: '/staff/support',
    page: '../features/support/staff-support-page',
    component: 'StaffSupportPage',
    flag: 'supportTickets',
  },
  { path: '/terminal', page: '../features/compiler/compiler-page', component: 'CompilerPage' },
  { path: '/terminal/s/:id', page: '../features/compiler/snippet-page', component: 'SnippetPage' },
  { path: '/today', page: '../features/daily/today-page', component: 'TodayPage' },
  { path: '/allcourse', page: '../features/courses/all-courses-page', component: 'AllCoursesPage' },
  { path: '/courses/revise', page: '../features/courses/revise-page', component: 'RevisePage' },
  {
    path: '/courses/:slug',
    page: '../features/courses/course-page',
    component: 'CoursePage',
    guestData: ['/api/auth/current-user', '/api/codingkaro/courses/:slug'],
  },
  { path: '/contest', page: '../features/contests/contests-page', component: 'ContestsPage' },
  { path: '/profile', page: '../features/profile/profile-page', component: 'ProfilePage' },
  { path: '/u/:handle', page: '../features/profile/public-profile-page', component: 'PublicProfilePage' },
  { path: '/videos', page: '../features/videos/videos-page', component: 'VideosPage' },
  {
    path: '/problems',
    page: '../features/problems/problem-list-page',
    component: 'ProblemListPage',
    guestData: ['/api/auth/current-user', '/api/problems?page=1&limit=50&sortBy=order'],
  },
  {
    path: '/problems/:slug',
    page: '../features/problems/problem-page',
    component: 'ProblemPage',
    // The sheet places too: the problem page shows them with the statement (they sit above its tabs).
    guestData: ['/api/auth/current-user', '/api/problems/:slug', '/api/courses/places/:slug'],
  },
  { path: '/interview', page: '../features/interview/interview-hub-page', component: 'InterviewHubPage' },
  { path: '/interview/:roomId', page: '../features/interview/interview-room-page', component: 'InterviewRoomPage' },
  { path: '/admin/analytics', page: '../features/analytics/admin-analytics-page', component: 'AdminAnalyticsPage' },
];

/** The page-not-found screen, shown for any unknown path and for routes whose flag is off. */
export const NOT_FOUND_PAGE = { page: '../features/not-found/not-found-page', component: 'NotFoundPage' } as const;
