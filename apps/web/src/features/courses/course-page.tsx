import type { Course, CourseQuestion } from '@codingkaro/contracts';
import { AlertTriangle, ArrowLeft, Download, Inbox, RotateCw, Star } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { PageSpinner } from '../../components/ui/spinner';
import { env } from '../../config/env';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { notify } from '../../lib/notify';
import { Link, useParams } from '../../lib/router';
import { useToastClearance } from '../../lib/toast-clearance';
import { useCourse } from './api/get-course';
import { useUpdateQuestion } from './api/update-question';
import { DayList } from './components/day-list';
import { ProgressPanel, progressTitle } from './components/progress-panel';
import { QuestionFilters } from './components/question-filters';
import { QuestionRow } from './components/question-row';
import { useCourseUrlState } from './hooks/use-course-url-state';
import { useProgressGuard } from './hooks/use-progress-guard';
import { courseProgress, filterQuestions, type QuestionChange } from './lib/course-progress';

/** A sheet course (DSA sheets and Full Stack): days, per-question progress, revision flags and notes. */
export function CoursePage() {
  const { slug = '' } = useParams();
  const { user, status } = useAuth();
  const email = user?.email ?? null;
  const course = useCourse(slug, email, status !== 'loading');
  usePageTitle(course.data?.name ?? 'Course');

  // Spec 8: a failed fetch shows in the error panel and as a toast.
  const failure = course.isError ? errorMessage(course.error) : null;
  useEffect(() => {
    if (failure) notify.error(failure);
  }, [failure]);

  if (failure !== null) return <CourseError message={failure} />;
  if (!course.data) return <PageSpinner label="Loading course data..." />;
  return <CourseScreen course={course.data} />;
}

function CourseError({ message }: { message: string }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center" role="alert">
      <AlertTriangle className="h-12 w-12 text-rose-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">Error Loading Course</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw className="h-4 w-4" aria-hidden /> Try Again
        </Button>
        <Link to="/allcourse" className={buttonClasses('secondary')}>
          All Courses
        </Link>
      </div>
    </section>
  );
}

function CourseScreen({ course }: { course: Course }) {
  const { user, status, signIn } = useAuth();
  const signedIn = status === 'signed-in';
  const guard = useProgressGuard();
  const update = useUpdateQuestion(course.slug, user?.email ?? null);
  const { day, filters, setDay, setFilters, clearFilters } = useCourseUrlState(course);

  const selectedDay = course.days.find((d) => d.dayNumber === day) ?? null;
  const progress = useMemo(() => courseProgress(course), [course]);
  const visible = useMemo(() => (selectedDay ? filterQuestions(selectedDay.questions, filters) : []), [selectedDay, filters]);

  const canChange = useCallback(() => guard() !== null, [guard]);
  const { mutate } = update;
  const dayNumber = selectedDay?.dayNumber;
  const onChange = useCallback(
    (question: CourseQuestion, change: QuestionChange) => {
      if (dayNumber !== undefined) mutate({ courseId: course._id, dayNumber, questionId: question.id, change });
    },
    [course._id, dayNumber, mutate],
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <Link
            to="/allcourse"
            className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-indigo-600 dark:text-slate-400 dark:hover:text-indigo-400"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> All Courses
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight break-words sm:text-3xl">{course.title}</h1>
          <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{course.description}</p>
          {course.source.name && (
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              Source:{' '}
              {course.source.url ? (
                <a href={course.source.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-indigo-500">
                  {course.source.name}
                </a>
              ) : (
                course.source.name
              )}
            </p>
          )}
        </div>
        {signedIn && <SheetActions slug={course.slug} />}
      </header>

      <div className="grid gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <ProgressPanel progress={progress} signedIn={signedIn} onLogin={signIn} title={progressTitle(course.name)} />
          <DayList days={course.days} selected={selectedDay?.dayNumber ?? null} onSelect={setDay} />
        </aside>

        <section aria-labelledby="day-heading" className="min-w-0 space-y-4">
          {selectedDay ? (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="day-heading" className="text-xl font-semibold">
                  <span className="text-indigo-600 dark:text-indigo-400">Day {selectedDay.dayNumber}:</span>{' '}
                  {selectedDay.dayTitle}
                </h2>
                <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="day-question-count">
                  {visible.length === selectedDay.questions.length
                    ? `${selectedDay.questions.length} ${selectedDay.questions.length === 1 ? 'question' : 'questions'}`
                    : `${visible.length} of ${selectedDay.questions.length} questions`}
                </p>
              </div>
              <QuestionFilters filters={filters} onChange={setFilters} onClear={clearFilters} />
              {visible.length > 0 ? (
                <ul className="space-y-3" aria-label={`Day ${selectedDay.dayNumber} questions`}>
                  {visible.map((question) => (
                    <QuestionRow
                      key={question.id}
                      question={question}
                      courseSlug={course.slug}
                      canChange={canChange}
                      onChange={onChange}
                    />
                  ))}
                </ul>
              ) : (
                <EmptyQuestions />
              )}
            </>
          ) : (
            <>
              <h2 id="day-heading" className="sr-only">
                Questions
              </h2>
              <EmptyQuestions />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** Revise and Export CSV, top right: toasts (progress saved) start below them while they are on screen. */
function SheetActions({ slug }: { slug: string }) {
  const bar = useRef<HTMLDivElement>(null);
  useToastClearance(bar);
  return (
    <div ref={bar} className="flex shrink-0 flex-wrap gap-2">
      <Link to="/courses/revise" className={buttonClasses('secondary', 'sm')}>
        <Star className="h-4 w-4 text-amber-500" aria-hidden /> Revise
      </Link>
      <a
        href={`${env.apiUrl}/api/courses/${encodeURIComponent(slug)}/progress.csv`}
        download={`${slug}-progress.csv`}
        className={buttonClasses('secondary', 'sm')}
      >
        <Download className="h-4 w-4" aria-hidden /> Export CSV
      </a>
    </div>
  );
}

function EmptyQuestions() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <Inbox className="h-10 w-10 text-slate-400" aria-hidden />
      <p className="mt-3 font-semibold">No questions found</p>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Try adjusting your filters or select a different day</p>
    </div>
  );
}
