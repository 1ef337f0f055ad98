import type { CourseSummary } from '@codingkaro/contracts';
import { AlertTriangle, ArrowRight, BookOpenCheck, Layers, RotateCw, Star } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { Link } from '../../lib/router';
import { useCourses } from './api/list-courses';
import { ProgressBar } from './components/progress-bar';
import { courseGradient } from './lib/course-colors';
import { percentOf } from './lib/course-progress';

/** The theory-rounds card: not a sheet, so it lives here rather than in the database. */
const interviewCard = {
  title: 'Technical Interview Preparation',
  description: 'Deep guides to OOP, computer networks and operating systems — the theory rounds, answered.',
  level: 'Advanced',
  skills: ['Problem Solving', 'Algorithmic Thinking', 'Mock Interviews'],
  route: '/interview-series',
};

const cardClasses =
  'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900';

function Tags({ tags }: { tags: string[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Skills">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-md bg-indigo-500/10 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:text-indigo-300"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

function CourseCard({ course, signedIn }: { course: CourseSummary; signedIn: boolean }) {
  // The visible word starts the link's name (WCAG 2.5.3, label in name).
  const action = signedIn && course.completedQuestions > 0 ? 'Continue' : 'Explore';
  const percent = percentOf(course.completedQuestions, course.totalQuestions);
  const tags = course.problemCountLabel ? [...course.skills, course.problemCountLabel] : course.skills;
  return (
    <li className={cardClasses}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <span
          className={`inline-flex h-11 w-11 items-center justify-center rounded-xl bg-gradient-to-br ${courseGradient(course.color)} text-white`}
        >
          <Layers className="h-5 w-5" aria-hidden />
        </span>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {course.level}
        </span>
      </div>
      <h2 className="text-lg font-semibold">{course.title}</h2>
      <p className="mt-1 text-xs font-medium text-slate-500 dark:text-slate-400">
        {course.dayCount} days · {course.totalQuestions} questions
      </p>
      <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{course.description}</p>
      <Tags tags={tags} />
      {signedIn && (
        <div className="mt-5">
          <div className="mb-1.5 flex justify-between text-xs font-medium text-slate-600 dark:text-slate-400">
            <span>
              {course.completedQuestions} / {course.totalQuestions} done
            </span>
            <span>{percent}%</span>
          </div>
          <ProgressBar percent={percent} label={`${course.title} progress`} />
        </div>
      )}
      <Link
        to={`/courses/${course.slug}`}
        className={buttonClasses('primary', 'md', 'mt-6 w-full')}
        aria-label={`${action} ${course.title}`}
      >
        {action} <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </li>
  );
}

/** As tall as a typical course card (394-460 px at desktop widths), so the interview card does not jump when they come. */
function CardSkeleton() {
  return (
    <li className={`${cardClasses} min-h-[26.25rem] animate-pulse`} aria-hidden>
      <div className="mb-4 flex justify-between">
        <div className="h-11 w-11 rounded-xl bg-slate-200 dark:bg-slate-800" />
        <div className="h-6 w-20 rounded-full bg-slate-200 dark:bg-slate-800" />
      </div>
      <div className="h-5 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-3 h-3 w-full rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-2 h-3 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-6 h-10 w-full rounded-lg bg-slate-200 dark:bg-slate-800" />
    </li>
  );
}

export function AllCoursesPage() {
  usePageTitle('All Courses');
  const { user, status, signIn } = useAuth();
  const signedIn = status === 'signed-in';
  const courses = useCourses(user?.email ?? null, status !== 'loading');

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">All Courses</h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
            Day-by-day DSA sheets and a full-stack track. Tick questions off, flag the tricky ones for revision and keep notes.
          </p>
        </div>
        {signedIn ? (
          <Link to="/courses/revise" className={buttonClasses('secondary', 'md', 'shrink-0')}>
            <Star className="h-4 w-4 text-amber-500" aria-hidden /> Revise flagged questions
          </Link>
        ) : status === 'signed-out' ? (
          <Button variant="secondary" className="shrink-0" onClick={signIn}>
            Login to track your progress
          </Button>
        ) : (
          // the button's place while the auth check answers: on a phone the cards stand right below it
          <div className="h-10 shrink-0" data-testid="course-header-action-slot" aria-hidden />
        )}
      </header>

      {courses.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center rounded-2xl border border-rose-500/30 bg-rose-500/5 px-6 py-12 text-center"
        >
          <AlertTriangle className="h-10 w-10 text-rose-500" aria-hidden />
          <p className="mt-3 font-semibold">Could not load courses</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{errorMessage(courses.error)}</p>
          <Button className="mt-5" onClick={() => courses.refetch()} disabled={courses.isFetching}>
            <RotateCw className="h-4 w-4" aria-hidden /> Try Again
          </Button>
        </div>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={!courses.data} aria-label="Courses">
          {courses.data
            ? courses.data.map((course) => <CourseCard key={course._id} course={course} signedIn={signedIn} />)
            : [0, 1, 2].map((n) => <CardSkeleton key={n} />)}
          <li className={cardClasses}>
            <div className="mb-4 flex items-center justify-between gap-3">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-gradient-to-br from-emerald-500 to-teal-500 text-white">
                <BookOpenCheck className="h-5 w-5" aria-hidden />
              </span>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                {interviewCard.level}
              </span>
            </div>
            <h2 className="text-lg font-semibold">{interviewCard.title}</h2>
            <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{interviewCard.description}</p>
            <Tags tags={interviewCard.skills} />
            <Link
              to={interviewCard.route}
              className={buttonClasses('primary', 'md', 'mt-6 w-full')}
              aria-label={`Explore ${interviewCard.title}`}
            >
              Explore <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
