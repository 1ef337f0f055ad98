import { CV_MAX_BYTES, type CvReview, formatRupees, PRICE_LIST } from '@codingkaro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { CheckoutPanel } from '../../components/payments/checkout-panel';
import { ServicePage, ServiceSection } from '../../components/services/service-page';
import { Button } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { ErrorAlert, FormField, inputClasses } from '../../components/ui/form-field';
import { usePageTitle } from '../../components/ui/page-title';
import { EmptyState, QueryState } from '../../components/ui/query-state';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { downloadCv, useCreateCvReview, useMyCvReviews, useUploadCv } from './api/cv-review-api';
import { cvReviewKeys } from './api/cv-review-keys';
import { CvFeedbackView } from './cv-feedback-view';
import { CvReviewStatusBadge, formatBytes } from './cv-review-status';

const price = PRICE_LIST['cv-review'];

const STEPS = [
  'Tell us the role you are aiming for and pay once.',
  'Upload your CV as a PDF (at most 5 MB).',
  'A reviewer reads it and returns comments per section with an overall score.',
];

function NewReviewForm() {
  const create = useCreateCvReview();
  const [targetRole, setTargetRole] = useState('');
  const [notes, setNotes] = useState('');
  const roleId = useId();
  const notesId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ targetRole, notes }, { onSuccess: () => setTargetRole('') });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <FormField id={roleId} label="Role you are applying for">
        <input
          id={roleId}
          className={inputClasses}
          value={targetRole}
          onChange={(e) => setTargetRole(e.target.value)}
          placeholder="e.g. Backend engineer (2-4 years)"
          maxLength={120}
          required
        />
      </FormField>
      <FormField
        id={notesId}
        label={
          <>
            Anything the reviewer should know <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
          </>
        }
      >
        <textarea
          id={notesId}
          className={inputClasses}
          rows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={2000}
        />
      </FormField>
      {create.isError && <ErrorAlert>{errorMessage(create.error)}</ErrorAlert>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Starting...' : 'Start a CV review'}
      </Button>
    </form>
  );
}

function UploadStep({ review }: { review: CvReview }) {
  const upload = useUploadCv(review.id);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > CV_MAX_BYTES) {
      setProblem('The CV must be at most 5 MB.');
      return;
    }
    upload.mutate(file);
  };
  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-6 text-sm font-medium text-slate-700 hover:border-indigo-400 focus-within:border-indigo-500 dark:border-slate-700 dark:text-slate-300"
      >
        <Upload className="h-4 w-4" aria-hidden />
        {upload.isPending ? 'Uploading...' : 'Choose your CV (PDF, at most 5 MB)'}
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </label>
      {(problem || upload.isError) && <ErrorAlert>{problem ?? errorMessage(upload.error)}</ErrorAlert>}
    </div>
  );
}

function ReviewCard({ review }: { review: CvReview }) {
  const queryClient = useQueryClient();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <article className={`space-y-3 ${cardClasses}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{review.targetRole}</h3>
        <CvReviewStatusBadge status={review.status} />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">Started {new Date(review.createdAt).toLocaleDateString()}</p>
      {review.status === 'awaiting-payment' && (
        <CheckoutPanel
          purchase={{ kind: 'order', product: 'cv-review', reference: review.id }}
          amountPaise={price.amountPaise}
          title={price.name}
          onPaid={() => queryClient.invalidateQueries({ queryKey: cvReviewKeys.all })}
        />
      )}
      {review.status === 'awaiting-upload' && <UploadStep review={review} />}
      {review.file && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <FileText className="h-4 w-4 text-slate-500" aria-hidden />
          <span className="min-w-0 break-all">{review.file.name}</span>
          <span className="text-slate-500 dark:text-slate-400">
            {formatBytes(review.file.bytes)}
            {review.file.pages ? ` · ${review.file.pages} page${review.file.pages === 1 ? '' : 's'}` : ''}
          </span>
          <Button
            variant="secondary"
            onClick={() => downloadCv(review.id, review.file?.name ?? 'cv.pdf').catch((e) => setDownloadError(errorMessage(e)))}
          >
            <Download className="h-4 w-4" aria-hidden /> Download
          </Button>
        </div>
      )}
      {downloadError && <ErrorAlert>{downloadError}</ErrorAlert>}
      {review.status === 'submitted' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your CV is in the queue. Reviewers take the oldest paid review first.
        </p>
      )}
      {review.status === 'in-review' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {review.reviewerName ?? 'A reviewer'} is reading your CV now.
        </p>
      )}
      {review.feedback && <CvFeedbackView feedback={review.feedback} reviewerName={review.reviewerName} />}
    </article>
  );
}

function MyReviews() {
  return (
    <QueryState
      query={useMyCvReviews(true)}
      loadingLabel="Loading your reviews..."
      loadingClassName="py-8"
      errorPrefix="Your reviews could not be loaded."
      isEmpty={(data) => data.reviews.length === 0}
      empty={<EmptyState>You have not started a CV review yet.</EmptyState>}
    >
      {(data) => (
        <div className="space-y-4">
          {data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </div>
      )}
    </QueryState>
  );
}

/** /cv-review: what the service is and its price; signed in: start, pay, upload and follow reviews. */
export function CvReviewPage() {
  usePageTitle('CV review');
  return (
    <ServicePage
      icon={FileText}
      title="CV review"
      intro="A reviewer reads your CV for the role you target and returns written comments per section with an overall score."
      details={
        <p className="mt-3 text-2xl font-bold">
          {formatRupees(price.amountPaise)}{' '}
          <span className="text-sm font-normal text-slate-500 dark:text-slate-400">one-time</span>
        </p>
      }
      beforeGate={
        <ol className="mx-auto mt-8 grid max-w-3xl gap-3 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
              <span className="mb-1 block font-semibold text-indigo-600 dark:text-indigo-300">Step {index + 1}</span>
              {step}
            </li>
          ))}
        </ol>
      }
      auth={useAuth()}
      signInPrompt="Sign in to order a review and follow its progress."
      signInLabel="Sign in to start"
    >
      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <ServiceSection id="new-review-heading" title="New review" card className="h-fit">
          <NewReviewForm />
        </ServiceSection>
        <ServiceSection id="my-reviews-heading" title="Your reviews">
          <MyReviews />
        </ServiceSection>
      </div>
    </ServicePage>
  );
}
