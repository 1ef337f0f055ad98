import type { CourseQuestionLinks } from '@codingkaro/contracts';
import { Code2, ExternalLink, FileText, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';

const linkClasses =
  'inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-200 px-2.5 text-xs font-medium text-slate-700 hover:border-indigo-400 hover:text-indigo-700 dark:border-slate-700 dark:text-slate-300 dark:hover:border-indigo-500 dark:hover:text-indigo-300';

function QuestionLink({ href, label, icon, title }: { href: string; label: string; icon: ReactNode; title: string }) {
  // Our own pages (a library problem) stay in the app; everything else opens in a new tab.
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={linkClasses} aria-label={`${label}: ${title}`}>
        {icon}
        {label}
      </Link>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClasses}
      aria-label={`${label}: ${title} (opens in a new tab)`}
    >
      {icon}
      {label}
      <ExternalLink className="h-3 w-3 opacity-60" aria-hidden />
    </a>
  );
}

/**
 * Article, video and practice links of a question, whichever exist (the caller lays them out). A question
 * with an in-app problem shows "Solve" (staying in this sheet's context when `courseSlug` is given) and
 * its original site as "Original"; any other question shows "Practice" to the original site.
 */
export function QuestionLinks({ links, title, courseSlug }: { links: CourseQuestionLinks; title: string; courseSlug?: string }) {
  const inApp = links.practice?.startsWith('/problems/') ?? false;
  const solveHref =
    inApp && links.practice && courseSlug ? `${links.practice}?sheet=${encodeURIComponent(courseSlug)}` : links.practice;
  return (
    <>
      {links.article && (
        <QuestionLink
          href={links.article}
          label="Article"
          title={title}
          icon={<FileText className="h-3.5 w-3.5" aria-hidden />}
        />
      )}
      {links.youtube && (
        <QuestionLink
          href={links.youtube}
          label="Video"
          title={title}
          icon={<PlayCircle className="h-3.5 w-3.5" aria-hidden />}
        />
      )}
      {solveHref && (
        <QuestionLink
          href={solveHref}
          label={inApp ? 'Solve' : 'Practice'}
          title={title}
          icon={<Code2 className="h-3.5 w-3.5" aria-hidden />}
        />
      )}
      {inApp && links.externalPractice && (
        <QuestionLink
          href={links.externalPractice}
          label="Original"
          title={title}
          icon={<ExternalLink className="h-3.5 w-3.5" aria-hidden />}
        />
      )}
    </>
  );
}
