import { CV_FEEDBACK_SECTIONS, type CvReview } from '@codingkaro/contracts';
import { Download, Inbox, ShieldAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { useServicesConfig } from '../../lib/services-config';
import { CvFeedbackView } from './cv-feedback-view';
import { downloadCv, useClaimReview, useReturnFeedback, useReviewerQueue } from './cv-review-api';
import { CvReviewStatusBadge, formatBytes } from './cv-review-status';

const fieldClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

function FeedbackForm({ review }: { review: CvReview }) {
  const send = useReturnFeedback(review.id);
  const [comments, setComments] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState('');
  const [score, setScore] = useState(7);
  const baseId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sections = CV_FEEDBACK_SECTIONS.map((title) => ({ title, comment: (comments[title] ?? '').trim() })).filter(
      (section) => section.comment,
    );
    send.mutate({ sections, score, summary });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      {CV_FEEDBACK_SECTIONS.map((title) => (
        <div key={title}>
          <label htmlFor={`${baseId}-${title}`} className="mb-1 block text-sm font-medium">
            {title}
          </label>
          <textarea
            id={`${baseId}-${title}`}
            rows={2}
            className={fieldClasses}
            value={comments[title] ?? ''}
            onChange={(e) => setComments((all) => ({ ...all, [title]: e.target.value }))}
          />
        </div>
      ))}
      <div>
        <label htmlFor={`${baseId}-summary`} className="mb-1 block text-sm font-medium">
          Overall summary
        </label>
        <textarea
          id={`${baseId}-summary`}
          rows={3}
          className={fieldClasses}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
          required
        />
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={`${baseId}-score`} className="text-sm font-medium">
          Overall score (1-10)
        </label>
        <input
          id={`${baseId}-score`}
          type="number"
          min={1}
          max={10}
          className={`${fieldClasses} w-20`}
          value={score}
          onChange={(e) => setScore(Number(e.target.value))}
        />
      </div>
      {send.isError && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(send.error)}
        </p>
      )}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Return feedback'}
      </Button>
    </form>
  );
}

function QueueItem({ review, myName }: { review: CvReview; myName: string }) {
  const claim = useClaimReview();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <article className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-semibold">{review.targetRole}</h2>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {review.learner.name} · paid {review.paidAt ? new Date(review.paidAt).toLocaleString() : '-'}
          </p>
        </div>
        <CvReviewStatusBadge status={review.status} />
      </div>
      {review.notes && <p className="whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{review.notes}</p>}
      {review.file && (
        <Button
          variant="secondary"
          onClick={() => downloadCv(review.id, review.file?.name ?? 'cv.pdf').catch((e) => setDownloadError(errorMessage(e)))}
        >
          <Download className="h-4 w-4" aria-hidden /> {review.file.name} ({formatBytes(review.file.bytes)}
          {review.file.pages ? `, ${review.file.pages} pages` : ''})
        </Button>
      )}
      {downloadError && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {downloadError}
        </p>
      )}
      {review.status === 'submitted' && (
        <Button onClick={() => claim.mutate(review.id)} disabled={claim.isPending}>
          Claim this review
        </Button>
      )}
      {claim.isError && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(claim.error)}
        </p>
      )}
      {review.status === 'in-review' &&
        (review.reviewerName === myName ? (
          <FeedbackForm review={review} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Claimed by {review.reviewerName}.</p>
        ))}
      {review.feedback && <CvFeedbackView feedback={review.feedback} reviewerName={review.reviewerName} />}
    </article>
  );
}

/** /staff/cv-reviews: the reviewer queue, oldest paid first, then the latest reviewed. */
export function StaffCvReviewsPage() {
  usePageTitle('CV review queue');
  const { user, status } = useAuth();
  const config = useServicesConfig();
  const isReviewer = config.data?.roles.includes('reviewer') ?? false;
  const queue = useReviewerQueue(isReviewer);

  if (status === 'loading' || config.isPending) return <Spinner label="Loading..." className="py-40" />;
  if (!user || !isReviewer) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 pt-40 text-center">
        <ShieldAlert className="h-10 w-10 text-amber-500" aria-hidden />
        <h1 className="mt-3 text-xl font-semibold">This page is for staff only.</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Reviewers are named in the server's configuration.</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 pb-20 pt-28 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">CV review queue</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Oldest paid first. Claim a review, read the CV, return feedback.
      </p>
      <div className="mt-6 space-y-4">
        {queue.isPending ? (
          <Spinner label="Loading the queue..." className="py-10" />
        ) : queue.isError ? (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            The queue could not be loaded. {queue.error.message}
          </p>
        ) : queue.data.reviews.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Inbox className="h-4 w-4" aria-hidden /> No CVs are waiting.
          </p>
        ) : (
          queue.data.reviews.map((review) => <QueueItem key={review.id} review={review} myName={user.name} />)
        )}
      </div>
    </div>
  );
}
