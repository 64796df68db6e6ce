/**
 * The e-mails to a visitor's address (acknowledgement, quiz analysis) through a real SMTP server:
 * whatever was typed as a first name, the greeting holds letters, spaces and hyphens only, at
 * most ACK_NAME_MAX of them, so the forms cannot carry a message of one's own to a stranger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type FakeSmtp } from '../../fakes/smtp-server';
import { api, startServer, type TestServer } from '../../helpers/server';
import { ACK_NAME_MAX } from '#shared/email/greeting';

const SPAM_NAME = 'Gagnez 500€ sur http://arnaque.example/promo appelez le 06 12 34 56 78 !!! Jean-Édouard';

describe('what a visitor e-mail repeats of the first name', () => {
  let smtp: FakeSmtp;
  let s: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startServer({ SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_SECONDS: '0.2' });
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  const toVisitor = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));
  const greetingOf = (text: string) => /^Bonjour(?: ([^\n,]*))?,$/m.exec(text)?.[1] ?? '';

  it('the contact acknowledgement: letters, spaces and hyphens only, bounded', async () => {
    const res = await api(s.url, 'POST', '/api/contacts', {
      body: { firstName: SPAM_NAME, lastName: 'Dupont', email: 'victime@exemple.fr', consent: true },
    });
    expect(res.status).toBe(201);
    await smtp.waitFor(2);
    const [ack] = toVisitor('victime@exemple.fr');
    const name = greetingOf(ack!.text!);
    expect(name).toMatch(/^[\p{L} -]+$/u);
    expect(name.length).toBeLessThanOrEqual(ACK_NAME_MAX);
    expect(name.startsWith('Gagnez sur httparnaqueexamplepromo')).toBe(true);
    for (const typed of ['500', 'arnaque.example', 'http://arnaque', '06 12', '!!!']) {
      expect(ack!.text).not.toContain(typed);
      expect(String(ack!.html)).not.toContain(typed);
    }
  });

  it('the quiz analysis: the same greeting, an accented compound name kept whole', async () => {
    const before = smtp.received.length;
    const res = await api(s.url, 'POST', '/api/quiz-leads', {
      body: { firstName: ' Jean-Édouard <3 :)', lastName: 'Martin', email: 'jean@exemple.fr', consent: true, quizScore: 0, quizAnswers: [] },
    });
    expect(res.status).toBe(201);
    await smtp.waitFor(before + 2);
    const [analysis] = toVisitor('jean@exemple.fr');
    expect(analysis!.text).toContain('Bonjour Jean-Édouard,');
    expect(String(analysis!.html)).not.toContain('&lt;3');
  });
});
