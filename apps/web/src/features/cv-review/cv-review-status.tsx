import { CV_REVIEW_STATUS_LABELS, type CvReviewStatus } from '@codingkaro/contracts';

const TONES: Record<CvReviewStatus, string> = {
  'awaiting-payment': 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  'awaiting-upload': 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  submitted: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  'in-review': 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
  reviewed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
};

export function CvReviewStatusBadge({ status }: { status: CvReviewStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[status]}`}>
      {CV_REVIEW_STATUS_LABELS[status]}
    </span>
  );
}

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
