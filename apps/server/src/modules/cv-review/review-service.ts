import { type CreateCvReviewRequest, CV_MAX_BYTES, type CvFeedback, type CvReview } from '@codingkaro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { PayableState } from '../../lib/payable-items';
import { type Mailer, type MailMessage, renderEmail } from '../mail';
import type { FileStore } from './file-store';
import { countPdfPages, looksLikePdf } from './pdf-check';
import type { ReviewRepository, ReviewRow } from './review-repository';

export interface Viewer {
  id: string;
  /** Reviewers (and admins) see every review and its file. */
  reviewer: boolean;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toReview = (row: ReviewRow): CvReview => ({
  id: row.id,
  status: row.status,
  targetRole: row.targetRole,
  notes: row.notes,
  learner: { name: row.learnerName, email: row.learnerEmail },
  file: row.fileKey && row.fileName ? { name: row.fileName, bytes: row.fileBytes ?? 0, pages: row.filePages } : null,
  reviewerName: row.reviewerName,
  feedback: row.status === 'reviewed' ? row.feedback : null,
  createdAt: row.createdAt.toISOString(),
  paidAt: iso(row.paidAt),
  submittedAt: iso(row.submittedAt),
  reviewedAt: iso(row.reviewedAt),
});

/** A file name safe to show and to put in a Content-Disposition header. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[^\w .()-]/g, '_')
    .slice(0, 100)
    .trim();
  return clean.toLowerCase().endsWith('.pdf') && clean.length > 4 ? clean : 'cv.pdf';
}

const conflict = (message: string) => new AppError(409, message, 'CONFLICT');

export interface ReviewServiceDeps {
  reviews: ReviewRepository;
  files: FileStore;
  mailer: Pick<Mailer, 'sendLater'>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The learner's emails: payment received (upload next) and review returned. */
function reviewEmail(row: ReviewRow, publicUrl: string): MailMessage {
  const action = { label: 'Open your CV review', url: `${publicUrl}/cv-review` };
  if (row.status === 'reviewed') {
    const score = row.feedback ? ` It scores ${row.feedback.score}/10 overall.` : '';
    return {
      to: row.learnerEmail,
      subject: `Your CV review for ${row.targetRole} is ready`,
      ...renderEmail({
        heading: 'Your CV review is ready',
        paragraphs: [
          `Hi ${row.learnerName},`,
          `${row.reviewerName ?? 'Your reviewer'} has reviewed your CV for ${row.targetRole}.${score}`,
          'Read the comments section by section and download the result from the review page.',
        ],
        action,
      }),
    };
  }
  return {
    to: row.learnerEmail,
    subject: `Payment received: CV review for ${row.targetRole}`,
    ...renderEmail({
      heading: 'Thank you: your CV review is paid',
      paragraphs: [
        `Hi ${row.learnerName},`,
        `We have received your payment for the CV review (${row.targetRole}).`,
        row.fileKey
          ? 'Your CV is in the reviewers’ queue. We will email you when the review is ready.'
          : 'Next, upload your CV as a PDF (at most 5 MB); it then joins the reviewers’ queue.',
      ],
      action,
    }),
  };
}

export function createReviewService(deps: ReviewServiceDeps) {
  const { reviews, files, log } = deps;
  /** After the write, in the background: the learner's email never holds up or undoes the request. */
  const notify = (id: string) =>
    deps.mailer.sendLater(async () => {
      const row = await reviews.find(id);
      return row ? [reviewEmail(row, deps.publicUrl)] : [];
    });

  /** The review when the viewer may see it; someone else's answers like a missing one. */
  async function visible(viewer: Viewer, id: string): Promise<ReviewRow> {
    const row = await reviews.find(id);
    if (!row || (!viewer.reviewer && row.userId !== viewer.id)) throw notFound('CV review not found');
    return row;
  }
  const reload = async (id: string) => toReview((await reviews.find(id)) as ReviewRow);

  return {
    async create(userId: string, request: Required<CreateCvReviewRequest>): Promise<CvReview> {
      const id = await reviews.create({ userId, targetRole: request.targetRole, notes: request.notes });
      return reload(id);
    },

    async get(viewer: Viewer, id: string): Promise<CvReview> {
      return toReview(await visible(viewer, id));
    },

    async listMine(userId: string): Promise<CvReview[]> {
      return (await reviews.listForUser(userId)).map(toReview);
    },

    async queue(): Promise<CvReview[]> {
      return (await reviews.queue()).map(toReview);
    },

    /** For an order's reference: the payer's own review, and whether it waits for payment. */
    async payableState(userId: string, reviewId: string): Promise<PayableState | null> {
      const row = await reviews.find(reviewId);
      if (!row || row.userId !== userId) return null;
      return row.status === 'awaiting-payment' ? 'awaiting-payment' : 'not-payable';
    },

    /** The verified payment event: the review it names (and only its owner's) becomes paid. */
    async grantPaid(userId: string, reviewId: string): Promise<void> {
      if (await reviews.markPaid(reviewId, userId)) {
        log.info({ reviewId }, 'cv review paid');
        notify(reviewId);
      } else log.warn({ reviewId }, 'cv review payment did not match a review waiting for payment');
    },

    async upload(userId: string, id: string, content: Buffer, fileName: string | undefined): Promise<CvReview> {
      const row = await visible({ id: userId, reviewer: false }, id);
      if (row.status === 'awaiting-payment') throw new AppError(402, 'Pay for the review before uploading your CV.', 'CONFLICT');
      if (row.status !== 'awaiting-upload') throw conflict('Your CV is already uploaded for this review.');
      if (content.length === 0) throw badRequest('The file is empty.');
      if (content.length > CV_MAX_BYTES) throw new AppError(413, 'The CV must be at most 5 MB.', 'PAYLOAD_TOO_LARGE');
      if (!looksLikePdf(content))
        throw new AppError(415, 'That file is not a PDF. Export your CV as PDF and try again.', 'BAD_REQUEST');
      const key = await files.put(content);
      const attached = await reviews.attachFile(id, {
        key,
        name: cleanFileName(fileName),
        bytes: content.length,
        pages: countPdfPages(content),
      });
      if (!attached) throw conflict('Your CV is already uploaded for this review.');
      log.info({ reviewId: id, bytes: content.length }, 'cv uploaded');
      return reload(id);
    },

    async file(viewer: Viewer, id: string): Promise<{ content: Buffer; name: string }> {
      const row = await visible(viewer, id);
      if (!row.fileKey || !row.fileName) throw notFound('No CV has been uploaded for this review yet.');
      return { content: await files.read(row.fileKey), name: row.fileName };
    },

    async claim(reviewerId: string, id: string): Promise<CvReview> {
      await visible({ id: reviewerId, reviewer: true }, id);
      if (!(await reviews.claim(id, reviewerId))) throw conflict('This review is not waiting in the queue any more.');
      return reload(id);
    },

    async complete(reviewerId: string, id: string, feedback: CvFeedback): Promise<CvReview> {
      await visible({ id: reviewerId, reviewer: true }, id);
      if (!(await reviews.complete(id, reviewerId, feedback))) {
        throw conflict('Only the reviewer who claimed this review can return it, once.');
      }
      log.info({ reviewId: id, score: feedback.score }, 'cv review returned');
      notify(id);
      return reload(id);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
