import {
  TICKET_CATEGORY_LABELS,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  type TicketCategory,
  TicketCategorySchema,
} from '@codingkaro/contracts';
import type { ZodError } from 'zod';
import { FormField } from '../../../components/ui/form-field';

export const fieldClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
/** Inline labels: the controls' own top margin makes the gap. */
export const labelClasses = 'text-sm font-medium';

/** The contract schema's messages by field, for the form to show beside each field. */
export function problemsByField(error: ZodError): Record<string, string> {
  return Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

interface TextFieldProps {
  /** ids are `${idPrefix}-subject` and so on, unique per form on the page */
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** One text input with its label and error, limited as the contract limits it. */
export function TicketTextField({
  idPrefix,
  field,
  label,
  value,
  onChange,
  error,
  ...props
}: TextFieldProps & { field: string; label: string; type?: string; maxLength: number; autoComplete?: string }) {
  const id = `${idPrefix}-${field}`;
  return (
    <FormField id={id} labelClassName={labelClasses} label={label} errorId={`${id}-error`} error={error}>
      <input
        id={id}
        className={fieldClasses}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
    </FormField>
  );
}

export const TicketSubjectField = (props: TextFieldProps) => (
  <TicketTextField field="subject" label="Subject" maxLength={TICKET_SUBJECT_MAX} {...props} />
);

export function TicketCategoryField({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: TicketCategory;
  onChange: (value: TicketCategory) => void;
}) {
  const id = `${idPrefix}-category`;
  return (
    <FormField id={id} labelClassName={labelClasses} label="Category">
      <select
        id={id}
        className={fieldClasses}
        value={value}
        onChange={(e) => onChange(TicketCategorySchema.parse(e.target.value))}
      >
        {TicketCategorySchema.options.map((option) => (
          <option key={option} value={option}>
            {TICKET_CATEGORY_LABELS[option]}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function TicketMessageField({
  idPrefix,
  value,
  onChange,
  error,
  rows,
  placeholder,
}: TextFieldProps & { rows: number; placeholder: string }) {
  const id = `${idPrefix}-message`;
  return (
    <FormField id={id} labelClassName={labelClasses} label="Message" errorId={`${id}-error`} error={error}>
      <textarea
        id={id}
        rows={rows}
        className={fieldClasses}
        value={value}
        maxLength={TICKET_MESSAGE_MAX}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={placeholder}
      />
    </FormField>
  );
}
