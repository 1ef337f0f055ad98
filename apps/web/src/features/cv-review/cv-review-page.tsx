import { CV_MAX_BYTES, type CvReview, formatRupees, PRICE_LIST } from '@codingkaro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileText, LogIn, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { CheckoutPanel } from '../../components/payments/checkout-panel';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { CvFeedbackView } from './cv-feedback-view';
import { cvReviewKeys, downloadCv, useCreateCvReview, useMyCvReviews, useUploadCv } from './cv-review-api';
import { CvReviewStatusBadge, formatBytes } from './cv-review-status';

const price = PRICE_LIST['cv-review'];
const inputClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

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
      <div>
        <label htmlFor={roleId} className="mb-1 block text-sm font-medium">
          Role you are applying for
        </label>
        <input
          id={roleId}
          className={inputClasses}
          value={targetRole}
          onChange={(e) => setTargetRole(e.target.value)}
          placeholder="e.g. Backend engineer (2-4 years)"
          maxLength={120}
          required
        />
      </div>
      <div>
        <label htmlFor={notesId} className="mb-1 block text-sm font-medium">
          Anything the reviewer should know <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id={notesId}
          className={inputClasses}
          rows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={2000}
        />
      </div>
      {create.isError && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(create.error)}
        </p>
      )}
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
      {(problem || upload.isError) && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {problem ?? errorMessage(upload.error)}
        </p>
      )}
    </div>
  );
}

function ReviewCard({ review }: { review: CvReview }) {
  const queryClient = useQueryClient();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <article className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
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
      {downloadError && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {downloadError}
        </p>
      )}
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
  const reviews = useMyCvReviews(true);
  if (reviews.isPending) return <Spinner label="Loading your reviews..." className="py-8" />;
  if (reviews.isError) {
    return (
      <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
        Your reviews could not be loaded. {reviews.error.message}
      </p>
    );
  }
  if (reviews.data.reviews.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">You have not started a CV review yet.</p>;
  }
  return (
    <div className="space-y-4">
      {reviews.data.reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </div>
  );
}

/** /cv-review: what the service is and its price; signed in: start, pay, upload and follow reviews. */
export function CvReviewPage() {
  usePageTitle('CV review');
  const { user, status, signIn } = useAuth();
  return (
    <div className="mx-auto max-w-5xl px-4 pb-20 pt-28 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-indigo-500/15 text-indigo-600 dark:text-indigo-300">
          <FileText className="h-6 w-6" aria-hidden />
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">CV review</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          A reviewer reads your CV for the role you target and returns written comments per section with an overall score.
        </p>
        <p className="mt-3 text-2xl font-bold">
          {formatRupees(price.amountPaise)} <span className="text-sm font-normal text-slate-500">one-time</span>
        </p>
      </header>
      <ol className="mx-auto mt-8 grid max-w-3xl gap-3 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
            <span className="mb-1 block font-semibold text-indigo-600 dark:text-indigo-300">Step {index + 1}</span>
            {step}
          </li>
        ))}
      </ol>
      {status === 'loading' ? (
        <Spinner label="Loading..." className="py-16" />
      ) : !user ? (
        <div className="mx-auto mt-10 max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <p className="text-slate-700 dark:text-slate-300">Sign in to order a review and follow its progress.</p>
          <Button className="mt-4" onClick={signIn}>
            <LogIn className="h-4 w-4" aria-hidden /> Sign in to start
          </Button>
        </div>
      ) : (
        <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_3fr]">
          <section
            aria-labelledby="new-review-heading"
            className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id="new-review-heading" className="mb-4 text-lg font-semibold">
              New review
            </h2>
            <NewReviewForm />
          </section>
          <section aria-labelledby="my-reviews-heading">
            <h2 id="my-reviews-heading" className="mb-4 text-lg font-semibold">
              Your reviews
            </h2>
            <MyReviews />
          </section>
        </div>
      )}
    </div>
  );
}
