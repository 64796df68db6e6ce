/** The back office's view of the outbox's e-mails (GET /api/admin/emails). */
import { z } from '../zod';
import { OUTBOX_STATUSES } from './outbox';

export const EmailIdInput = z.object({ id: z.coerce.number().int().positive() });
export type EmailIdInput = z.infer<typeof EmailIdInput>;

export const EmailRow = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string().nullable(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
  /** The lead it was sent for ({ kind: 'contact' | 'quiz', id }), or null. */
  lead: z.object({ kind: z.string(), id: z.number().int() }).nullable(),
});
export type EmailRow = z.infer<typeof EmailRow>;
