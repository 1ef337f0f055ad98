import { GUEST_EMAIL_MAX, GUEST_NAME_MAX, GuestTicketRequestSchema, type TicketCategory } from '@codingkaro/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { useCreateGuestTicket } from './api/support-api';
import {
  problemsByField,
  TicketCategoryField,
  TicketMessageField,
  TicketSubjectField,
  TicketTextField,
} from './components/ticket-fields';

type Field = 'name' | 'email' | 'subject' | 'message';

/** Support without an account: name, email and the question; the answer arrives by email. */
export function GuestTicketForm() {
  const create = useCreateGuestTicket();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', subject: '', message: '' });
  const [category, setCategory] = useState<TicketCategory>('account');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  if (create.isSuccess) {
    return (
      <div role="status" className="flex items-start gap-3 text-sm">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-500" aria-hidden />
        <p>
          Ticket #{create.data.number} is with our team. We will answer at <strong>{values.email.trim()}</strong>; mention #
          {create.data.number} if you write again.
        </p>
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = GuestTicketRequestSchema.safeParse({ ...values, category });
    if (!parsed.success) {
      setProblems(problemsByField(parsed.error));
      return;
    }
    setProblems({});
    create.mutate(parsed.data);
  };

  const field = (name: Field) => ({
    idPrefix: 'guest',
    value: values[name],
    onChange: (value: string) => setValues((old) => ({ ...old, [name]: value })),
    error: problems[name],
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Support ticket without an account">
      <div className="grid gap-4 sm:grid-cols-2">
        <TicketTextField field="name" label="Your name" maxLength={GUEST_NAME_MAX} autoComplete="name" {...field('name')} />
        <TicketTextField
          field="email"
          label="Email for the answer"
          type="email"
          maxLength={GUEST_EMAIL_MAX}
          autoComplete="email"
          {...field('email')}
        />
      </div>
      <TicketSubjectField {...field('subject')} />
      <TicketCategoryField idPrefix="guest" value={category} onChange={setCategory} />
      <TicketMessageField rows={5} placeholder="What happened, and what did you expect?" {...field('message')} />
      {create.isError && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(create.error, 'The ticket could not be sent. Please try again.')}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Sending...' : 'Send to support'}
      </Button>
    </form>
  );
}
