/** Every e-mail kind in one place: its subject (stored when the message is written) and its body (rendered when sent). */
import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
// The web-streams build, as for pages: the Node build's AsyncLocalStorage would switch async hooks
// on for the whole process (every later promise slower) — see the README's SSR renderer decision.
import { renderToStaticMarkup } from 'react-dom/server.edge';
import type { EmailKind } from '#shared/email/outbox';
import { AgencyNotificationEmail, agencyNotificationSubject, leadReminderSubject } from './agency-notification';
import { AuditReportEmail, auditReportSubject } from './audit-report';
import { CONTACT_ACK_SUBJECT, ContactAckEmail } from './contact-ack';
import { QuizAnalysisEmail, quizAnalysisSubject } from './quiz-analysis';
import type { EmailPayload } from './types';
import { BOOKING_TEMPLATES } from '#server/booking/emails';

type Template = {
  subject: (payload: EmailPayload) => string;
  element: (payload: EmailPayload) => ReactElement;
};

const TEMPLATES: Record<EmailKind, Template> = {
  'agency-notification': {
    subject: (p) => agencyNotificationSubject(p.lead),
    element: (p) => <AgencyNotificationEmail {...p} />,
  },
  'lead-reminder': { subject: leadReminderSubject, element: (p) => <AgencyNotificationEmail {...p} /> },
  'contact-ack': { subject: () => CONTACT_ACK_SUBJECT, element: (p) => <ContactAckEmail {...p} /> },
  'quiz-analysis': {
    subject: (p) => quizAnalysisSubject(p.lead.quizScore ?? 0),
    element: (p) => <QuizAnalysisEmail {...p} />,
  },
  'audit-report': { subject: auditReportSubject, element: (p) => <AuditReportEmail {...p} /> },
  ...BOOKING_TEMPLATES,
};

export function isEmailKind(kind: string): kind is EmailKind {
  return Object.hasOwn(TEMPLATES, kind);
}

/** One header line: no CR/LF or other control character can start a new header. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim().slice(0, 250);
}

export function emailSubject(kind: EmailKind, payload: EmailPayload): string {
  return headerSafe(TEMPLATES[kind].subject(payload));
}

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The HTML (React Email components, rendered once) and its plain-text version (React Email's converter). */
export function renderEmail(kind: EmailKind, payload: EmailPayload): { html: string; text: string } {
  const html = DOCTYPE + renderToStaticMarkup(TEMPLATES[kind].element(payload));
  return { html, text: toPlainText(html) };
}
