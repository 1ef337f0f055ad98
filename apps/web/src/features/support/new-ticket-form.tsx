import {
  CreateTicketRequestSchema,
  TICKET_CATEGORY_LABELS,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  type TicketCategory,
  TicketCategorySchema,
} from '@codingkaro/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useNavigate } from '../../lib/router';
import { useCreateTicket } from './support-api';

const fieldClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
/** Inline labels: the controls' own top margin makes the gap. */
const labelClasses = 'text-sm font-medium';

/** The new-ticket form; what was typed stays in the form when sending fails. */
export function NewTicketForm() {
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('account');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = CreateTicketRequestSchema.safeParse({ subject, category, message });
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setProblems({});
    create.mutate(parsed.data, {
      onSuccess: ({ ticket }) => {
        notify.success(`Ticket #${ticket.number} opened`);
        navigate(`/support/tickets/${ticket.id}`);
      },
      onError: (error) => notify.error(errorMessage(error, 'The ticket could not be sent. Please try again.')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="New support ticket">
      <FormField
        id="ticket-subject"
        labelClassName={labelClasses}
        label="Subject"
        errorId="ticket-subject-error"
        error={problems.subject}
      >
        <input
          id="ticket-subject"
          className={fieldClasses}
          value={subject}
          maxLength={TICKET_SUBJECT_MAX}
          onChange={(e) => setSubject(e.target.value)}
          aria-invalid={Boolean(problems.subject)}
          aria-describedby={problems.subject ? 'ticket-subject-error' : undefined}
        />
      </FormField>
      <FormField id="ticket-category" labelClassName={labelClasses} label="Category">
        <select
          id="ticket-category"
          className={fieldClasses}
          value={category}
          onChange={(e) => setCategory(TicketCategorySchema.parse(e.target.value))}
        >
          {TicketCategorySchema.options.map((option) => (
            <option key={option} value={option}>
              {TICKET_CATEGORY_LABELS[option]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="ticket-message"
        labelClassName={labelClasses}
        label="Message"
        errorId="ticket-message-error"
        error={problems.message}
      >
        <textarea
          id="ticket-message"
          rows={6}
          className={fieldClasses}
          value={message}
          maxLength={TICKET_MESSAGE_MAX}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={Boolean(problems.message)}
          aria-describedby={problems.message ? 'ticket-message-error' : undefined}
          placeholder="What happened, and what did you expect? Include order or ticket numbers if you have them."
        />
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Sending...' : 'Open ticket'}
      </Button>
    </form>
  );
}

export { fieldClasses };
