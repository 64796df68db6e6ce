/**
 * Every lead reaches the agency and the visitor: the outbox's e-mails, received by a real SMTP
 * server on 127.0.0.1 and read back with mailparser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '#db/schema';
import { purgeExpired } from '#server/platform/maintenance/purge';
import { OUTBOX_REASONS } from '#shared/email/outbox';
import { QUIZ_BANDS } from '#shared/quiz/bands';
import { startSmtp, type FakeSmtp, type ReceivedMail } from '../../fakes/smtp-server';
import { api, registerAdmin, startServer, type TestServer, testDatabaseEnv } from '../../helpers/server';
import { until } from '../../helpers/until';

const CONTACT = {
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@cabinet-dubois.fr',
  phone: '06 12 34 56 78',
  firmName: 'Cabinet Dubois & Associés',
  specialization: 'famille',
  objectives: 'Être trouvée sur « avocat divorce Nantes ». <script>alert("x")</script> <b>gras</b>',
  consent: true,
};

const QUIZ = {
  firstName: 'Paul',
  lastName: 'Martin',
  email: 'paul@martin-avocat.fr',
  phone: '',
  firmName: 'Cabinet Martin',
  practiceArea: 'Droit pénal',
  consent: true,
  quizAnswers: [
    { questionId: 1, answer: 'Non, pas encore' },
    { questionId: 2, answer: 'Chaque semaine' },
    { questionId: 3, answer: 'Je ne sais pas' },
    { questionId: 4, answer: 'Oui, complète, avec photos et avis récents' },
    { questionId: 5, answer: 'Plus de 10' },
    { questionId: 6, answer: ['Bouche-à-oreille'] },
  ],
};

type OutboxRow = { id: number; kind: string; status: string; recipient: string; attempts: number; last_error: string | null; message_id: string; lead_kind: string; lead_id: number };

const addresses = (mail: ReceivedMail, field: 'to' | 'replyTo') => {
  const value = mail[field];
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value.map((v) => v.address));
};

describe('e-mails of a lead, with a real SMTP server', () => {
  let smtp: FakeSmtp;
  let s: TestServer;
  const outbox = () => s.query<OutboxRow>('SELECT * FROM outbox ORDER BY id');
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));

  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startServer({
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: 'equipe@avocat-visible.test, associe@avocat-visible.test',
      OUTBOX_RETRY_BASE_SECONDS: '0.2',
    });
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('a contact request: the agency gets every field, the visitor an acknowledgement that repeats only the first name', async () => {
    const res = await api<{ id: number }>(s.url, 'POST', '/api/contacts', { body: CONTACT });
    expect(res.status).toBe(201);
    await smtp.waitFor(2);
    const [agency] = mailsTo('equipe@avocat-visible.test');
    const [ack] = mailsTo('claire@cabinet-dubois.fr');
    expect(agency && ack).toBeTruthy();

    expect(agency!.envelopeTo.sort()).toEqual(['associe@avocat-visible.test', 'equipe@avocat-visible.test']);
    expect(agency!.subject).toBe('Nouvelle demande de contact : Claire Dubois (Cabinet Dubois & Associés)');
    expect(addresses(agency!, 'replyTo')).toEqual(['claire@cabinet-dubois.fr']);
    expect(agency!.from?.text).toBe('"Avocat Visible" <contact@avocat-visible.fr>');
    const html = String(agency!.html);
    expect(html).toContain('href="tel:0612345678"');
    expect(html).toContain('06 12 34 56 78');
    expect(html).toContain('Droit de la famille');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>gras</b>');
    expect(html).toContain(`https://www.avocat-visible.test/admin/dashboard/leads/contact/${res.body.id}`);
    expect(agency!.text).toContain('Cabinet Dubois & Associés');
    expect(agency!.text).toContain('avocat divorce Nantes');

    expect(ack!.subject).toBe('Votre demande a bien été reçue — Avocat Visible');
    expect(ack!.text).toContain('Bonjour Claire,');
    expect(ack!.text).toContain('dans les 2 heures');
    expect(ack!.text).toContain('du lundi au vendredi, 9h-18h, sur rendez-vous uniquement');
    expect(ack!.text).toContain('01 99 00 12 34');
    expect(String(ack!.html)).toContain('href="https://www.avocat-visible.test/privacy"');
    for (const typed of ['Dubois', 'avocat divorce', '06 12 34 56 78', 'script']) expect(ack!.text).not.toContain(typed);

    await until(() => outbox().every((row) => row.status === 'sent'), 'both rows marked sent');
    const rows = outbox();
    expect(rows.map((r) => [r.kind, r.lead_kind, r.lead_id])).toEqual([
      ['agency-notification', 'contact', res.body.id],
      ['contact-ack', 'contact', res.body.id],
    ]);
    expect(new Set([agency!.messageId, ack!.messageId])).toEqual(new Set(rows.map((r) => r.message_id)));
  });

  it('a quiz lead: the agency gets score, answers and source; the visitor the promised analysis', async () => {
    const before = smtp.received.length;
    const res = await api<{ id: number; quizScore: number }>(s.url, 'POST', '/api/quiz-leads', { body: QUIZ });
    expect(res.status).toBe(201);
    await smtp.waitFor(before + 2);
    const agency = mailsTo('equipe@avocat-visible.test').at(-1)!;
    const analysis = mailsTo('paul@martin-avocat.fr')[0]!;
    const score = res.body.quizScore;
    expect(agency.subject).toBe(`Nouveau lead du quiz : Paul Martin (Cabinet Martin), score ${score}/100`);
    expect(agency.text).toContain('facebook-quiz');
    expect(agency.text).toContain("Votre cabinet dispose-t-il d'un site internet ?");
    expect(agency.text).toContain('Non, pas encore');

    expect(analysis.subject).toBe(`Votre analyse de visibilité : ${score}/100 — Avocat Visible`);
    expect(analysis.text).toContain(`${score}/100`);
    expect(score).toBe(77);
    expect(analysis.text).toContain('Bonne visibilité');
    expect(analysis.text).toContain(QUIZ_BANDS.good.text);
    // Answers that cost points get their advice; the best answers get none.
    expect(analysis.text).toContain('Votre site internet');
    expect(analysis.text).toContain('Votre position sur Google');
    expect(analysis.text).toContain('Diversifier vos canaux');
    expect(analysis.text).not.toContain('Votre rythme de publication');
    expect(analysis.text).not.toContain('Vos sources de nouveaux clients');
    expect(String(analysis.html)).toContain('href="https://www.avocat-visible.test/#outils"');
  });

  it('a filled honeypot sends nothing and writes nothing', async () => {
    const rowsBefore = outbox().length;
    // The spam trap is the site's forms' (over /api it is no field of the contract): posted as the pages do, through tRPC.
    const viaForm = (procedure: string, input: Record<string, unknown>) =>
      fetch(`${s.url}/trpc/${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: input }) });
    const res = await viaForm('leads.createContact', { ...CONTACT, email: 'bot@spam.test', website: 'http://spam.test' });
    expect(res.status).toBe(200);
    const quiz = await viaForm('leads.createQuizLead', { ...QUIZ, email: 'bot@spam.test', website: 'x' });
    expect(quiz.status).toBe(200);
    expect(outbox()).toHaveLength(rowsBefore);
  });

  it('CR/LF typed in a form never becomes a header', async () => {
    const before = smtp.received.length;
    const res = await api(s.url, 'POST', '/api/contacts', {
      body: { ...CONTACT, email: 'jean@exemple.fr', firstName: 'Jean\r\nBcc: victime@evil.test', firmName: 'X\nSubject: faux' },
    });
    expect(res.status).toBe(201);
    const mails = await smtp.waitFor(before + 2);
    for (const mail of mails.slice(before)) {
      expect(mail.envelopeTo).not.toContain('victime@evil.test');
      expect(mail.headers.has('bcc')).toBe(false);
      const headerBlock = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(headerBlock).not.toMatch(/^(Bcc|Subject): *faux|^Bcc:/im);
      expect(headerBlock.match(/^Subject:/gim)).toHaveLength(1);
      expect(mail.subject).not.toBe('faux');
    }
  });

  it(`a visitor address gets at most 3 e-mails in 24 h; the agency is still told`, async () => {
    const email = 'insistant@exemple.fr';
    const agencyBefore = mailsTo('equipe@avocat-visible.test').length;
    for (let i = 0; i < 4; i++) {
      expect((await api(s.url, 'POST', '/api/contacts', { body: { ...CONTACT, email } })).status).toBe(201);
    }
    await until(() => mailsTo('equipe@avocat-visible.test').length === agencyBefore + 4, 'four agency notifications');
    await until(() => outbox().filter((r) => r.recipient === email).every((r) => r.status !== 'pending'), 'visitor rows settled');
    expect(mailsTo(email)).toHaveLength(3);
    const capped = outbox().filter((r) => r.recipient === email && r.status === 'skipped');
    expect(capped).toHaveLength(1);
    expect(capped[0]!.last_error).toBe(OUTBOX_REASONS.visitorCap);
  });

  it('SMTP refusing (451) keeps the message pending with its error; it is sent once the server is back', async () => {
    smtp.refuse = true;
    const before = smtp.received.length;
    const res = await api<{ id: number }>(s.url, 'POST', '/api/contacts', { body: { ...CONTACT, email: 'retry@exemple.fr' } });
    expect(res.status).toBe(201);
    const failing = await until(() => {
      const rows = outbox().filter((r) => r.lead_kind === 'contact' && r.lead_id === res.body.id);
      return rows.length === 2 && rows.every((r) => r.status === 'pending' && r.attempts >= 1 && r.last_error) ? rows : null;
    }, 'both messages pending with an error');
    expect(failing[0]!.last_error).toMatch(/451/);
    smtp.refuse = false;
    await smtp.waitFor(before + 2);
    await until(() => outbox().filter((r) => r.lead_id === res.body.id && r.lead_kind === 'contact').every((r) => r.status === 'sent'), 'sent after the retry');
  });

  it('a hanging SMTP server does not hold the visitor: the lead is answered 201 and stored', async () => {
    smtp.hold = true;
    try {
      const res = await api<{ id: number }>(s.url, 'POST', '/api/contacts', { body: { ...CONTACT, email: 'lent@exemple.fr' } });
      expect(res.status).toBe(201);
      expect(s.query('SELECT id FROM contacts WHERE id = ?', res.body.id)).toHaveLength(1);
      expect(outbox().filter((r) => r.recipient === 'lent@exemple.fr')).toEqual([expect.objectContaining({ status: 'pending' })]);
    } finally {
      smtp.hold = false;
    }
  });

  it('the back office lists the e-mails (401 without a session) and retries a skipped one', async () => {
    expect((await api(s.url, 'GET', '/api/admin/emails')).status).toBe(401);
    expect((await api(s.url, 'POST', '/api/admin/emails/1/retry')).status).toBe(401);
    const token = await registerAdmin(s.url);
    const list = await api<Record<string, unknown>[]>(s.url, 'GET', '/api/admin/emails', { token });
    expect(list.status).toBe(200);
    expect(list.body.length).toBe(outbox().length);
    expect(list.body[0]).toEqual({
      id: expect.any(Number), to: expect.any(String), subject: expect.any(String), kind: expect.any(String),
      status: expect.any(String), attempts: expect.any(Number), lastError: null, createdAt: expect.any(String),
      sentAt: expect.toBeOneOf([null, expect.any(String)]), lead: { kind: 'contact', id: expect.any(Number) },
    });
    const ids = list.body.map((row) => row.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const capped = outbox().find((r) => r.status === 'skipped')!;
    const before = smtp.received.length;
    const retried = await api<{ status: string }>(s.url, 'POST', `/api/admin/emails/${capped.id}/retry`, { token });
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('pending');
    await smtp.waitFor(before + 1);
    const sentRow = outbox().find((r) => r.status === 'sent')!;
    const again = await api<{ error: string }>(s.url, 'POST', `/api/admin/emails/${sentRow.id}/retry`, { token });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Seul un e-mail en échec ou non envoyé peut être renvoyé.');
    const missing = await api<{ error: string }>(s.url, 'POST', '/api/admin/emails/99999/retry', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('E-mail introuvable');
  });

  it('messages are purged with the lead they belong to', async () => {
    const [lead] = s.query<{ id: number }>("SELECT id FROM contacts WHERE email = 'claire@cabinet-dubois.fr' ORDER BY id LIMIT 1");
    const own = () => outbox().filter((r) => r.lead_kind === 'contact' && r.lead_id === lead!.id);
    expect(own()).toHaveLength(2);
    const fourYearsAgo = Date.now() - 4 * 365 * 86_400_000;
    await s.deps.db.update(contacts).set({ createdAt: new Date(fourYearsAgo) }).where(eq(contacts.id, lead!.id));
    const report = await purgeExpired(s.deps.db);
    expect(report.outbox).toBe(2);
    expect(own()).toHaveLength(0);
  });
});

describe('an SMTP server that offers STARTTLS with a self-signed certificate', () => {
  it('gets the messages over the upgraded connection', async () => {
    const smtp = await startSmtp(0, { starttls: true });
    const s = await startServer({ SMTP_URL: smtp.url });
    try {
      expect((await api(s.url, 'POST', '/api/contacts', { body: CONTACT })).status).toBe(201);
      const mails = await smtp.waitFor(2);
      expect(mails.every((mail) => mail.secure)).toBe(true);
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        'Nouvelle demande de contact : Claire Dubois (Cabinet Dubois & Associés)',
        'Votre demande a bien été reçue — Avocat Visible',
      ]);
    } finally {
      await s.close();
      await smtp.close();
    }
  });
});

describe('without SMTP_URL (the embedded default)', () => {
  it('records every message as skipped with the reason, and never sends it later when SMTP is configured', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-nosmtp-'));
    const dbFile = path.join(dir, 'app.sqlite');
    const off = await startServer(testDatabaseEnv(dbFile));
    try {
      expect(off.deps.outbox.mailEnabled).toBe(false);
      expect((await api(off.url, 'POST', '/api/contacts', { body: CONTACT })).status).toBe(201);
      expect(off.query('SELECT kind, status, last_error FROM outbox ORDER BY id')).toEqual([
        { kind: 'agency-notification', status: 'skipped', last_error: OUTBOX_REASONS.smtpOff },
        { kind: 'contact-ack', status: 'skipped', last_error: OUTBOX_REASONS.smtpOff },
      ]);
    } finally {
      await off.close();
    }
    const smtp = await startSmtp();
    const on = await startServer({ ...testDatabaseEnv(dbFile), SMTP_URL: smtp.url });
    try {
      const res = await api<{ id: number }>(on.url, 'POST', '/api/contacts', { body: { ...CONTACT, email: 'apres@exemple.fr' } });
      await smtp.waitFor(2);
      await until(() => on.query<{ status: string }>('SELECT status FROM outbox WHERE lead_id = ?', res.body.id).every((r) => r.status === 'sent'), 'new lead sent');
      // Only the new lead's two messages: the old skipped ones stay skipped.
      expect(smtp.received).toHaveLength(2);
      expect(on.query("SELECT count(*) AS n FROM outbox WHERE status = 'skipped'")).toEqual([{ n: 2 }]);
    } finally {
      await on.close();
      await smtp.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
