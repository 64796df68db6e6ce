/**
 * The 2-hour promise (issue 30, item 8): a contact or quiz lead still `nouveau` after
 * LEAD_REMINDER_MINUTES of opening hours gets the agency ONE reminder, an outbox message scheduled
 * at the lead's creation (`notBefore`), skipped when it falls due if the lead was handled. A fake
 * clock: the due messages are claimed with a clock set at their time and handed to the e-mail channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterOpenMinutes } from '#shared/booking/opening-hours';
import { DEFAULT_BOOKING_SETTINGS } from '#shared/booking/settings';
import { claimDue } from '#server/platform/outbox/store';
import { createEmailChannel } from '#server/leads/emails/channel';
import { leadReminderCheck } from '#server/leads/lead-messages';
import { startSmtp, type FakeSmtp } from '../../fakes/smtp-server';
import { api, registerAdmin, startServer, type TestServer } from '../../helpers/server';
import { until } from '../../helpers/until';

const claire = { firstName: 'Claire', lastName: 'Dubois', email: 'claire@cabinet-dubois.fr', phone: '06 12 34 56 78', firmName: 'Cabinet Dubois', specialization: 'travail', objectives: 'Plus de clients.', consent: true };
const paul = { firstName: 'Paul', lastName: 'Martin', email: 'paul@martin-avocat.fr', phone: '+33 7 00 00 00 01', consent: true, quizAnswers: [] };
type Row = { id: number; lead_id: number; lead_kind: string; not_before: number; created_at: number; status: string; recipient: string; subject: string };

describe('the reminder of a lead still « nouveau »', () => {
  let smtp: FakeSmtp;
  let s: TestServer;
  let token: string;
  const reminders = () => s.query<Row>("SELECT id, lead_id, lead_kind, not_before, created_at, status, recipient, subject FROM outbox WHERE kind = 'lead-reminder' ORDER BY id");

  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startServer({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'equipe@avocat-visible.test', LEAD_REMINDER_MINUTES: '90' });
    token = await registerAdmin(s.url);
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('each contact and quiz lead schedules one reminder, 90 minutes of opening hours later', async () => {
    expect((await api(s.url, 'POST', '/api/contacts', { body: claire })).status).toBe(201);
    expect((await api(s.url, 'POST', '/api/quiz-leads', { body: paul })).status).toBe(201);
    const rows = reminders();
    expect(rows.map((r) => r.lead_kind)).toEqual(['contact', 'quiz']);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', recipient: 'equipe@avocat-visible.test' });
      expect(row.not_before).toBe(afterOpenMinutes(DEFAULT_BOOKING_SETTINGS, new Date(row.created_at), 90).getTime());
      expect(row.not_before - row.created_at).toBeGreaterThanOrEqual(90 * 60_000);
    }
    expect(rows[0]!.subject).toBe('Rappel : Claire Dubois (Cabinet Dubois) attend une réponse depuis 90 min (heures d’ouverture)');
  });

  it('at its time: sent for the lead still « nouveau », skipped for the lead handled meanwhile', async () => {
    const [contactReminder, quizReminder] = reminders();
    // Paul is handled before his reminder falls due.
    expect((await api(s.url, 'PATCH', `/api/admin/leads/quiz/${quizReminder!.lead_id}`, { token, body: { status: 'contacte' } })).status).toBe(200);
    const dueAt = Math.max(contactReminder!.not_before, quizReminder!.not_before);
    // Before its time no sender claims it.
    const early = await claimDue(s.deps.db, 'horloge-test', new Date(contactReminder!.not_before + 60_000), 50, new Date(contactReminder!.not_before - 60_000));
    expect(early.filter((r) => r.kind === 'lead-reminder')).toHaveLength(0);
    const due = (await claimDue(s.deps.db, 'horloge-test', new Date(dueAt + 3_600_000), 50, new Date(dueAt))).filter((r) => r.kind === 'lead-reminder');
    expect(due.map((r) => r.leadKind).sort()).toEqual(['contact', 'quiz']);
    const channel = createEmailChannel({ SMTP_URL: smtp.url, MAIL_FROM: 'site@avocat-visible.test', timeoutMs: 5000, skipReason: leadReminderCheck(s.deps.db) });
    const outcomes = await Promise.all(due.map(async (row) => [row.leadKind, await channel.handler(row)] as const));
    channel.close?.();
    expect(Object.fromEntries(outcomes)).toEqual({ contact: undefined, quiz: { skipped: 'Prospect déjà traité : rappel sans objet.' } });
    await until(() => smtp.received.some((m) => m.headers.get('x-avocat-visible-kind') === 'lead-reminder'), 'the reminder');
    const mail = smtp.received.find((m) => m.headers.get('x-avocat-visible-kind') === 'lead-reminder')!;
    expect(mail.envelopeTo).toEqual(['equipe@avocat-visible.test']);
    expect(mail.text).toContain('Toujours au statut « Nouveau » après 90 minutes d’ouverture');
    expect(mail.text).toContain('claire@cabinet-dubois.fr');
    expect(mail.html).toContain(`/admin/dashboard/leads/contact/${contactReminder!.lead_id}`);
    expect(smtp.received.filter((m) => m.headers.get('x-avocat-visible-kind') === 'lead-reminder')).toHaveLength(1);
  });
});
