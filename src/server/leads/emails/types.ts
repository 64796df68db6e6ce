import type { LeadKind } from '#shared/leads/lead-desk';

/** What the e-mails of a lead are built from: a snapshot of the lead, stored in the outbox row's payload. */
export type LeadSnapshot = {
  kind: LeadKind;
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  firmName: string | null;
  /** Contact form: specialization id and objectives. */
  specialization?: string | null;
  objectives?: string | null;
  /** Quiz lead: practice area, answers, score and where the visitor came from. */
  practiceArea?: string | null;
  quizAnswers?: { questionId: number; answer: string | string[] }[];
  quizScore?: number;
  leadSource?: string;
  /** Booking: the visitor's message and the call. */
  message?: string | null;
  booking?: { start: string; end: string; linkedLead: { kind: string; id: number } | null };
  /** Audit lead: the audit whose report was asked for. */
  audit?: { token: string; websiteUrl: string; domain: string; overallScore: number; pagesAnalyzed: number } | null;
  /** ISO date-time. */
  createdAt: string;
};

/** A booked call, in its e-mails and their invitation (src/server/booking/). */
export type BookingMail = {
  /** The invitation's UID, the same in every e-mail of the call. */
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** ISO 8601 with offset. */
  start: string;
  end: string;
  timezone: string;
  /** The visitor's manage link (absolute), in the visitor's e-mails only. */
  manageUrl: string | null;
};

/** `requestId`: the request that stored the lead, for the sender's log lines. */
/** `reminder`: the agency's reminder of a lead still `nouveau` after this many minutes of opening hours. */
export type EmailPayload = { siteUrl: string; lead: LeadSnapshot; requestId?: string; booking?: BookingMail; reminder?: { minutes: number } };
