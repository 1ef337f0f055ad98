import type { CvFeedback } from '@codingkaro/contracts';

/** The reviewer's written feedback: overall score and summary, then comments per section. */
export function CvFeedbackView({ feedback, reviewerName }: { feedback: CvFeedback; reviewerName: string | null }) {
  return (
    <div className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4 dark:border-emerald-500/30 dark:bg-emerald-500/5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold">Feedback{reviewerName ? ` from ${reviewerName}` : ''}</h4>
        <p className="text-sm">
          Overall score <strong className="text-lg">{feedback.score}</strong>/10
        </p>
      </div>
      <p className="whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{feedback.summary}</p>
      <dl className="space-y-2">
        {feedback.sections.map((section) => (
          <div key={section.title}>
            <dt className="text-sm font-medium">{section.title}</dt>
            <dd className="whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{section.comment}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
