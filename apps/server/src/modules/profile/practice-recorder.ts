import type { DomainEventBus } from '../../lib/domain-events';
import type { PracticeRepository } from './practice-repository';

/** YYYY-MM-DD of `at` in `timeZone` (UTC when unknown). */
export function dayIn(at: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** This site's own practice becomes the heatmap's seventh source and part of the activity feed. */
export function recordPractice(events: DomainEventBus, practice: PracticeRepository) {
  events.on('problem.submitted', (event) =>
    practice.record(event.userId, {
      kind: event.accepted ? 'solved' : 'submitted',
      subject: event.problemSlug,
      at: event.at,
      day: dayIn(event.at, event.timeZone),
    }),
  );
  events.on('sheet-question.completed', (event) =>
    practice.record(event.userId, {
      kind: 'sheet',
      subject: event.questionId,
      at: event.at,
      day: dayIn(event.at, event.timeZone),
    }),
  );
}
