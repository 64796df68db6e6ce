import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from '#shared/quiz/questions';
import { api, useTestServer } from '../../helpers/server';

type ErrorReply = { error: string; code: string; issues?: { path: (string | number)[]; message: string }[] };
type LeadReply = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  firmName: string | null;
  practiceArea: string | null;
  quizAnswers: { questionId: number; answer: string | string[] }[];
  quizScore: number;
  leadSource: string;
  consent: boolean;
  createdAt: string;
};
type Row = { id: number; first_name: string; quiz_score: number; lead_source: string; consent: number; quiz_answers: string };

const person = { firstName: 'Claire', lastName: 'Martin', email: 'claire@martin-avocat.fr', consent: true };
const best = QUIZ_QUESTIONS.map((q) =>
  q.type === 'single' ? { questionId: q.id, answer: q.options[0]! } : { questionId: q.id, answer: [q.options[0]!] },
);

describe('a quiz lead sent to POST /api/quiz-leads', () => {
  const s = useTestServer();
  const rows = () => s.query<Row>('SELECT * FROM quiz_leads ORDER BY id');

  it('claiming 100 with no answers is stored with the score the server computes (0)', async () => {
    const res = await api<LeadReply>(s.url, 'POST', '/api/quiz-leads', {
      body: { ...person, phone: '06 12 34 56 78', firmName: 'Cabinet Martin', quizAnswers: [], quizScore: 100 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      firstName: 'Claire', lastName: 'Martin', email: 'claire@martin-avocat.fr', phone: '06 12 34 56 78',
      firmName: 'Cabinet Martin', practiceArea: null, quizAnswers: [], quizScore: 0, leadSource: 'facebook-quiz', consent: true,
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    const stored = rows().find((r) => r.id === res.body.id);
    expect(stored?.quiz_score).toBe(0);
    expect(stored?.consent).toBe(1);
  });

  it('with every best answer is stored with 100, and a claimed 0 changes nothing', async () => {
    const res = await api<LeadReply>(s.url, 'POST', '/api/quiz-leads', {
      body: { ...person, quizAnswers: best, quizScore: 0 },
    });
    expect(res.status).toBe(201);
    expect(res.body.quizScore).toBe(100);
    const stored = rows().find((r) => r.id === res.body.id);
    expect(stored?.quiz_score).toBe(100);
    expect(JSON.parse(stored!.quiz_answers)).toEqual(best);
  });

  it('without consent is refused (400, French message) and nothing is stored', async () => {
    const before = rows().length;
    const res = await api<ErrorReply>(s.url, 'POST', '/api/quiz-leads', {
      body: { ...person, consent: false, quizAnswers: best },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Veuillez accepter le traitement de vos données.');
    const missing = await api<ErrorReply>(s.url, 'POST', '/api/quiz-leads', {
      body: { firstName: 'Claire', lastName: 'Martin', email: 'claire@martin-avocat.fr', quizAnswers: [] },
    });
    expect(missing.status).toBe(400);
    expect(rows()).toHaveLength(before);
  });

  it('with an unknown question or option is refused in French and nothing is stored', async () => {
    const before = rows().length;
    const unknownQuestion = await api<ErrorReply>(s.url, 'POST', '/api/quiz-leads', {
      body: { ...person, quizAnswers: [...best, { questionId: 7, answer: 'Oui' }] },
    });
    expect(unknownQuestion.status).toBe(400);
    expect(unknownQuestion.body.error).toBe('Question inconnue : 7.');
    expect(unknownQuestion.body.issues?.[0]?.path).toEqual(['quizAnswers', 6]);

    const unknownOption = await api<ErrorReply>(s.url, 'POST', '/api/quiz-leads', {
      body: { ...person, quizAnswers: [{ questionId: 5, answer: 'Plus de 1000' }] },
    });
    expect(unknownOption.status).toBe(400);
    expect(unknownOption.body.error).toBe('Réponse inconnue pour la question 5.');
    expect(rows()).toHaveLength(before);
  });

  it('records utm_source and utm_campaign as a short slug', async () => {
    const res = await api<LeadReply>(s.url, 'POST', '/api/quiz-leads', {
      body: { ...person, quizAnswers: [], utmSource: 'Instagram', utmCampaign: 'Rentrée 2026 / Paris' },
    });
    expect(res.status).toBe(201);
    expect(res.body.leadSource).toBe('instagram-rentree-2026-paris');
    expect(rows().find((r) => r.id === res.body.id)?.lead_source).toBe('instagram-rentree-2026-paris');

    const cleaned = await api<LeadReply>(s.url, 'POST', '/api/quiz-leads', {
      body: { ...person, quizAnswers: [], leadSource: '<script>Newsletter</script>' },
    });
    expect(cleaned.body.leadSource).toBe('scriptnewsletterscript');
  });

  it("with the site form's hidden honeypot field filled gets a normal-looking reply and nothing is stored", async () => {
    const before = rows();
    const res = await fetch(`${s.url}/trpc/leads.createQuizLead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { ...person, firstName: 'Robot', quizAnswers: best, website: 'https://spam.example' } }),
    });
    expect(res.status).toBe(200);
    const reply = ((await res.json()) as { result: { data: { json: LeadReply } } }).result.data.json;
    expect(reply).toMatchObject({ firstName: 'Robot', quizScore: 100, leadSource: 'facebook-quiz' });
    expect(reply.id).toBeGreaterThan(before.at(-1)?.id ?? 0);
    expect(rows()).toEqual(before);
  });

  it('over /api, `website` and `quizScore` are not inputs: ignored, the lead stored with the computed score', async () => {
    const res = await api<LeadReply>(s.url, 'POST', '/api/quiz-leads', {
      body: { ...person, firstName: 'Integrateur', quizAnswers: best, quizScore: 3, website: 'https://www.cabinet.example' },
    });
    expect(res.status).toBe(201);
    expect(res.body.quizScore).toBe(100);
    expect(rows().some((r) => r.id === res.body.id)).toBe(true);
  });
});

describe('quiz leads from one address', () => {
  const s = useTestServer({ RATE_LIMIT_FORMS_MAX: '2' });

  it('are limited per IP: past the limit, 429 with a French message and nothing stored', async () => {
    for (let i = 0; i < 2; i += 1) {
      const ok = await api(s.url, 'POST', '/api/quiz-leads', { body: { ...person, quizAnswers: [] } });
      expect(ok.status).toBe(201);
    }
    const limited = await api<ErrorReply>(s.url, 'POST', '/api/quiz-leads', { body: { ...person, quizAnswers: [] } });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    expect(s.query('SELECT id FROM quiz_leads')).toHaveLength(2);
  });
});
