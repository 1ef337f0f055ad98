import { z } from 'zod';

/** Support tickets: a thread between a learner and staff (admins). */
export const TicketCategorySchema = z.enum(['account', 'payments', 'courses-and-problems', 'services', 'bug', 'other']);
export type TicketCategory = z.infer<typeof TicketCategorySchema>;

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  account: 'Account and sign-in',
  payments: 'Payments and refunds',
  'courses-and-problems': 'Courses and problems',
  services: 'CV review and mentorship',
  bug: 'Something is broken',
  other: 'Something else',
};

/** open -> waiting-on-you (staff answered) -> resolved -> closed; a resolved or closed ticket reopens within 14 days. */
export const TicketStatusSchema = z.enum(['open', 'waiting-on-you', 'resolved', 'closed']);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  'waiting-on-you': 'Waiting on you',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The same states as staff read them: "waiting on you" means the learner, not the staff member who replied. */
export const STAFF_TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Needs a reply',
  'waiting-on-you': 'Waiting on the learner',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const TICKET_REOPEN_DAYS = 14;
export const TICKET_SUBJECT_MAX = 120;
export const TICKET_MESSAGE_MAX = 5000;

const messageText = z
  .string()
  .trim()
  .min(1, 'Write a message')
  .max(TICKET_MESSAGE_MAX, `Keep the message under ${TICKET_MESSAGE_MAX} characters`);

export const CreateTicketRequestSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(3, 'Give the ticket a subject of at least 3 characters')
    .max(TICKET_SUBJECT_MAX, `Keep the subject under ${TICKET_SUBJECT_MAX} characters`),
  category: TicketCategorySchema,
  message: messageText,
});
export type CreateTicketRequest = z.infer<typeof CreateTicketRequestSchema>;

export const GUEST_NAME_MAX = 80;
/** A signed-out visitor's ticket: who to answer, by email. */
/** The longest email address (RFC 5321's path limit), as the guest form limits its field. */
export const GUEST_EMAIL_MAX = 254;
export const GuestTicketRequestSchema = CreateTicketRequestSchema.extend({
  name: z.string().trim().min(1, 'Tell us your name').max(GUEST_NAME_MAX, `Keep your name under ${GUEST_NAME_MAX} characters`),
  email: z.string().trim().max(GUEST_EMAIL_MAX, 'That email address is too long').email('Enter a valid email address'),
});
export type GuestTicketRequest = z.infer<typeof GuestTicketRequestSchema>;
/** Guests get the ticket's number to quote; the answer comes by email. */
export const GuestTicketResponseSchema = z.object({ success: z.literal(true), number: z.number().int() });
export type GuestTicketResponse = z.infer<typeof GuestTicketResponseSchema>;

export const TicketReplyRequestSchema = z.object({ message: messageText });
export type TicketReplyRequest = z.infer<typeof TicketReplyRequestSchema>;

/** What the requester may do: close it, or reopen it within the window. Staff may set any status. */
export const TicketStatusRequestSchema = z.object({ status: TicketStatusSchema });
export type TicketStatusRequest = z.infer<typeof TicketStatusRequestSchema>;

export const TicketMessageSchema = z.object({
  id: z.string().uuid(),
  authorName: z.string(),
  fromStaff: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

export const TicketSummarySchema = z.object({
  id: z.string().uuid(),
  number: z.number().int(),
  subject: z.string(),
  category: TicketCategorySchema,
  status: TicketStatusSchema,
  requester: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was last resolved or closed (the reopen window runs from here). */
  settledAt: z.string().nullable(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

export const TicketSchema = TicketSummarySchema.extend({
  messages: z.array(TicketMessageSchema),
  /** Whether the requester can still reopen it. */
  canReopen: z.boolean(),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketParamsSchema = z.object({ id: z.string().uuid() });
export const TicketResponseSchema = z.object({ success: z.literal(true), ticket: TicketSchema });
export type TicketResponse = z.infer<typeof TicketResponseSchema>;
export const TicketListResponseSchema = z.object({ success: z.literal(true), tickets: z.array(TicketSummarySchema) });
export type TicketListResponse = z.infer<typeof TicketListResponseSchema>;

export const StaffTicketQuerySchema = z.object({
  status: TicketStatusSchema.optional(),
  category: TicketCategorySchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type StaffTicketQuery = z.infer<typeof StaffTicketQuerySchema>;
