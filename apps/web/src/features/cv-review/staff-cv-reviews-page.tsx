import { CV_FEEDBACK_SECTIONS, type CvReview } from '@codingkaro/contracts';
import { Download, Inbox } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { StaffLoading, StaffOnly, StaffPage } from '../../components/staff/staff-page';
import { Button } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { ErrorAlert, FormField, inputClasses } from '../../components/ui/form-field';
import { usePageTitle } from '../../components/ui/page-title';
import { EmptyState, QueryState } from '../../components/ui/query-state';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { useServicesConfig } from '../../lib/services-config';
import { downloadCv, useClaimReview, useReturnFeedback, useReviewerQueue } from './api/cv-review-api';
import { CvFeedbackView } from './cv-feedback-view';
import { CvReviewStatusBadge, formatBytes } from './cv-review-status';

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
        <FormField key={title} id={`${baseId}-${title}`} label={title}>
          <textarea
            id={`${baseId}-${title}`}
            rows={2}
            className={inputClasses}
            value={comments[title] ?? ''}
            onChange={(e) => setComments((all) => ({ ...all, [title]: e.target.value }))}
          />
        </FormField>
      ))}
      <FormField id={`${baseId}-summary`} label="Overall summary">
        <textarea
          id={`${baseId}-summary`}
          rows={3}
          className={inputClasses}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
          required
        />
      </FormField>
      <div className="flex items-center gap-3">
        <label htmlFor={`${baseId}-score`} className="text-sm font-medium">
          Overall score (1-10)
        </label>
        <input
          id={`${baseId}-score`}
          type="number"
          min={1}
          max={10}
          className={`${inputClasses} w-20`}
          value={score}
          onChange={(e) => setScore(Number(e.target.value))}
        />
      </div>
      {send.isError && <ErrorAlert>{errorMessage(send.error)}</ErrorAlert>}
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
    <article className={`space-y-3 ${cardClasses}`}>
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
          {review.file.pages ? `, ${review.file.pages} page${review.file.pages === 1 ? '' : 's'}` : ''})
        </Button>
      )}
      {downloadError && <ErrorAlert>{downloadError}</ErrorAlert>}
      {review.status === 'submitted' && (
        <Button onClick={() => claim.mutate(review.id)} disabled={claim.isPending}>
          Claim this review
        </Button>
      )}
      {claim.isError && <ErrorAlert>{errorMessage(claim.error)}</ErrorAlert>}
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

  if (status === 'loading' || config.isPending) return <StaffLoading />;
  if (!user || !isReviewer) return <StaffOnly who="Reviewers" />;
  return (
    <StaffPage title="CV review queue" narrow>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Oldest paid first. Claim a review, read the CV, return feedback.
      </p>
      <div className="mt-6 space-y-4">
        <QueryState
          query={queue}
          loadingLabel="Loading the queue..."
          loadingClassName="py-10"
          errorPrefix="The queue could not be loaded."
          isEmpty={(data) => data.reviews.length === 0}
          empty={<EmptyState icon={Inbox}>No CVs are waiting.</EmptyState>}
        >
          {(data) => data.reviews.map((review) => <QueueItem key={review.id} review={review} myName={user.name} />)}
        </QueryState>
      </div>
    </StaffPage>
  );
}
