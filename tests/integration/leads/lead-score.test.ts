/**
 * The lead priority score (issue 43, item 2) through the REST facade: stored with each lead as
 * the pure function says, in the creation reply and the lead desk, raised when a booking links
 * to an earlier lead, and `?sort=score` (highest first) paging with its Link header.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leadScore } from '#shared/leads/score';
import { QUIZ_QUESTIONS } from '#shared/quiz/questions';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

type Factor = { label: string; points: number };
type Lead = { kind: string; id: number; firstName: string; score: number; scoreFactors: Factor[] };

const person = (firstName: string, extra: Record<string, unknown> = {}) => ({
  firstName, lastName: 'Martin', email: `${firstName.toLowerCase()}@cabinet.fr`, firmName: `Cabinet ${firstName}`, consent: true, ...extra,
});
/** Every single-choice question answered with its option `index` (0 the best situation). */
const answers = (index: number) => QUIZ_QUESTIONS.filter((q) => q.type === 'single').map((q) => ({ questionId: q.id, answer: q.options[index]! }));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the lead priority score', () => {
  const s = useTestServer({ RATE_LIMIT_FORMS_MAX: '100' });
  let token = '';
  beforeAll(async () => {
    token = await registerAdmin(s.url);
  });

  it('a contact with a phone, arrived on /pricing, scores as leadScore says, in the reply, the row and the desk', async () => {
    const res = await api<Lead>(s.url, 'POST', '/api/contacts', { body: person('Claire', { phone: '06 12 34 56 78', specialization: 'affaires', sourcePage: '/pricing' }) });
    expect(res.status).toBe(201);
    const expected = leadScore({ practice: 'affaires', phone: '06 12 34 56 78', sourcePage: '/pricing' });
    expect(expected.score).toBe(50);
    expect(res.body).toMatchObject(expected);
    const [row] = s.query<{ score: number; score_factors: string }>('SELECT score, score_factors FROM contacts WHERE id = ?', res.body.id);
    expect({ score: row!.score, scoreFactors: JSON.parse(row!.score_factors) as Factor[] }).toEqual(expected);
    const detail = await api<Lead>(s.url, 'GET', `/api/admin/leads/contact/${res.body.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject(expected);
    const list = await api<Lead[]>(s.url, 'GET', '/api/admin/leads?kind=contact', { token });
    expect(list.body.find((l) => l.id === res.body.id)).toMatchObject(expected);
  });

  it('a quiz lead with a weak score ranks above one with a strong score', async () => {
    const weak = await api<Lead & { quizScore: number }>(s.url, 'POST', '/api/quiz-leads', { body: { ...person('Paul'), quizAnswers: answers(3) } });
    const strong = await api<Lead & { quizScore: number }>(s.url, 'POST', '/api/quiz-leads', { body: { ...person('Jeanne'), quizAnswers: answers(0) } });
    expect(weak.status).toBe(201);
    expect(strong.status).toBe(201);
    expect(weak.body.quizScore).toBeLessThan(strong.body.quizScore);
    expect(weak.body.score).toBe(leadScore({ quizScore: weak.body.quizScore }).score);
    expect(strong.body.score).toBe(0);
    expect(weak.body.score).toBeGreaterThan(strong.body.score);
    expect(weak.body.scoreFactors).toEqual([{ label: `Visibilité au quiz : ${weak.body.quizScore}/100`, points: weak.body.score }]);
  });

  it('a booking linked to an earlier contact raises that contact’s score with « Rendez-vous réservé »', async () => {
    const contact = await api<Lead>(s.url, 'POST', '/api/contacts', { body: person('Ines', { specialization: 'famille' }) });
    expect(contact.body.score).toBe(5);
    const { body } = await api<{ slots: { start: string }[] }>(s.url, 'GET', `/api/booking/slots?from=${day(0)}&to=${day(8)}`);
    const booking = await api<{ id: number }>(s.url, 'POST', '/api/booking', { body: { ...person('Ines'), phone: '0612345678', start: body.slots[0]!.start } });
    expect(booking.status).toBe(201);
    const after = await api<Lead>(s.url, 'GET', `/api/admin/leads/contact/${contact.body.id}`, { token });
    expect(after.body.score).toBe(30);
    expect(after.body.scoreFactors).toEqual([
      { label: 'Droit de la famille : dossier moyen 3 500 €', points: 5 },
      { label: 'Rendez-vous réservé', points: 25 },
    ]);
    const call = await api<Lead>(s.url, 'GET', `/api/admin/leads/booking/${booking.body.id}`, { token });
    expect(call.body).toMatchObject(leadScore({ phone: '0612345678', booked: true }));
  });

  it('?sort=score lists the highest score first, and its Link pages through every lead once', async () => {
    const all = await api<Lead[]>(s.url, 'GET', '/api/admin/leads?sort=score', { token });
    expect(all.status).toBe(200);
    expect(all.body.length).toBe(5);
    const scores = all.body.map((l) => l.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(50);
    const seen: Lead[] = [];
    let path: string | null = '/api/admin/leads?sort=score&limit=2';
    while (path) {
      const page: { status: number; body: Lead[]; headers: Headers } = await api<Lead[]>(s.url, 'GET', path, { token });
      expect(page.status).toBe(200);
      seen.push(...page.body);
      const link = page.headers.get('link');
      path = link ? link.slice(1, link.indexOf('>')).replace(/^https?:\/\/[^/]+/, '') : null;
      if (path) expect(path).toContain('sort=score');
    }
    expect(seen.map((l) => `${l.kind}/${l.id}`)).toEqual(all.body.map((l) => `${l.kind}/${l.id}`));
    // The default order is unchanged (newest first), and a cursor of one order is refused by the other.
    const newest = await api<Lead[]>(s.url, 'GET', '/api/admin/leads?limit=2', { token });
    const cursor = /cursor=([^&>]+)/.exec(newest.headers.get('link') ?? '')![1]!;
    expect((await api(s.url, 'GET', `/api/admin/leads?sort=score&cursor=${cursor}`, { token })).status).toBe(400);
    expect((await api(s.url, 'GET', '/api/admin/leads?sort=oldest', { token })).status).toBe(400);
  });
});
