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
  /** Audit lead: the audit whose report was asked for. */
  audit?: { token: string; websiteUrl: string; domain: string; overallScore: number; pagesAnalyzed: number } | null;
  /** ISO date-time. */
  createdAt: string;
};

/** `requestId`: the request that stored the lead, for the sender's log lines. */
export type EmailPayload = { siteUrl: string; lead: LeadSnapshot; requestId?: string };
