import { CreateTicketRequestSchema, type TicketCategory } from '@codingkaro/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useNavigate } from '../../lib/router';
import { useCreateTicket } from './api/support-api';
import { problemsByField, TicketCategoryField, TicketMessageField, TicketSubjectField } from './components/ticket-fields';

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
      setProblems(problemsByField(parsed.error));
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
      <TicketSubjectField idPrefix="ticket" value={subject} onChange={setSubject} error={problems.subject} />
      <TicketCategoryField idPrefix="ticket" value={category} onChange={setCategory} />
      <TicketMessageField
        idPrefix="ticket"
        rows={6}
        value={message}
        onChange={setMessage}
        error={problems.message}
        placeholder="What happened, and what did you expect? Include order or ticket numbers if you have them."
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Sending...' : 'Open ticket'}
      </Button>
    </form>
  );
}
