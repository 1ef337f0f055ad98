import type { MentorshipTier, OneTimeProduct } from '@codingkaro/contracts';

/**
 * In-process events between modules. A module announces what happened; other modules react in
 * their own handlers, so no module writes another module's tables or imports its files.
 * Add an event here with the payload its listeners need.
 */
export interface DomainEvents {
  /** A judged submission was stored (any verdict). */
  'problem.submitted': PracticeEvent & { problemSlug: string; accepted: boolean };
  /**
   * The judge finished with a program (run, submit or a custom input's expected output): its verdict,
   * or `failure` when the sandbox failed or was busy; seconds include the wait for a worker.
   */
  'judge.finished': { language: string; verdict: string | null; failure: 'infrastructure' | 'busy' | null; seconds: number };
  /** A user completed a sheet question (from the course screen or through an Accepted submission). */
  'sheet-question.completed': PracticeEvent & { questionId: string };
  /** A user set or cleared a sheet question's revision flag ("review this"). */
  'sheet-question.flagged': { userId: string; questionId: string; forRevision: boolean; at: Date };
  /** A signed-in user ran code in the compiler. */
  'code.executed': PracticeEvent & { language: string };
  /** A one-time order was paid (verified payment, amount and currency checked); what it pays for may now be granted. */
  'payment.succeeded': { orderId: string; userId: string; product: OneTimeProduct; reference: string | null };
  /** A mentorship subscription became active (verified provider activation). */
  'subscription.activated': { subscriptionId: string; userId: string; tier: MentorshipTier };
}

/** Who practised, when (UTC instant) and in which IANA time zone the client said it was (null: unknown). */
export interface PracticeEvent {
  userId: string;
  at: Date;
  timeZone: string | null;
}

export type DomainEventName = keyof DomainEvents;
type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => Promise<void> | void;

export interface EventLogger {
  error(obj: object, message: string): void;
}

/**
 * Handlers run in registration order and are awaited, so an emitter's response reflects them.
 * A failing handler is logged and never fails the emitter or the handlers after it.
 */
export class DomainEventBus {
  private readonly handlers = new Map<DomainEventName, Handler<DomainEventName>[]>();

  constructor(private readonly log: EventLogger) {}

  on<K extends DomainEventName>(name: K, handler: Handler<K>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<DomainEventName>);
    this.handlers.set(name, list);
  }

  async emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        await handler(payload);
      } catch (error) {
        this.log.error({ err: error, event: name }, 'domain event handler failed');
      }
    }
  }
}
