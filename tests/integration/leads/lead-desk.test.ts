/**
 * The lead desk's API: contacts and quiz leads in one list (filters, search, pages), one lead in
 * full, status changes and notes (first response time, history, the lead.updated webhook).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SqliteFile as Database } from '../../helpers/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../helpers/until';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

type Lead = Record<string, unknown> & { kind: string; id: number; status: string; firstResponseAt: string | null };
type Detail = Lead & { notes: { text: string; author: string }[]; history: { fromStatus: string; toStatus: string; user: string }[]; emails: { kind: string }[] };

const contact = (firstName: string, extra: Record<string, unknown> = {}) => ({
  firstName, lastName: 'Martin', email: `${firstName.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase()}@cabinet.fr`, firmName: `Cabinet ${firstName}`, consent: true, ...extra,
});

const receivers: http.Server[] = [];
afterAll(() => {
  for (const receiver of receivers) receiver.close();
});

describe('the lead desk API', () => {
  const s = useTestServer({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
  let token = '';
  beforeAll(async () => {
    token = await registerAdmin(s.url);
    await api(s.url, 'POST', '/api/contacts', {
      body: contact('Claire', { sourcePage: '/seo-avocat-droit-penal-lyon', referrer: 'https://www.google.fr/', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'penal-lyon' }),
    });
    await api(s.url, 'POST', '/api/quiz-leads', { body: { ...contact('Paul'), quizAnswers: [], utmSource: 'Instagram', utmCampaign: 'Rentrée', sourcePage: '/quiz' } });
    await api(s.url, 'POST', '/api/contacts', { body: contact('Inès', { firmName: 'Dubois Avocats' }) });
  });

  it('refuses every path without a session (401)', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/leads'],
      ['GET', '/api/admin/leads/contact/1'],
      ['PATCH', '/api/admin/leads/contact/1'],
      ['POST', '/api/admin/leads/contact/1/notes'],
      ['GET', '/api/admin/leads/summary'],
    ] as const) {
      expect((await api(s.url, method, path, { body: method === 'GET' ? undefined : {} })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('lists contacts and quiz leads together, newest first, with their source and utm', async () => {
    const res = await api<Lead[]>(s.url, 'GET', '/api/admin/leads', { token });
    expect(res.status).toBe(200);
    expect(res.body.map((l) => [l.kind, l.firstName])).toEqual([['contact', 'Inès'], ['quiz', 'Paul'], ['contact', 'Claire']]);
    expect(res.body[2]).toMatchObject({
      status: 'nouveau', firm: 'Cabinet Claire', sourcePage: '/seo-avocat-droit-penal-lyon', referrer: 'https://www.google.fr/',
      utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'penal-lyon', firstResponseAt: null,
    });
    // The quiz keeps its lead source slug and stores the utm as they came.
    expect(res.body[1]).toMatchObject({ utmSource: 'Instagram', utmCampaign: 'Rentrée', sourcePage: '/quiz' });
  });

  it('filters by kind and status, searches names, e-mail and firm, and pages with a Link header', async () => {
    const quiz = await api<Lead[]>(s.url, 'GET', '/api/admin/leads?kind=quiz', { token });
    expect(quiz.body.map((l) => l.firstName)).toEqual(['Paul']);
    const search = await api<Lead[]>(s.url, 'GET', '/api/admin/leads?q=dubois', { token });
    expect(search.body.map((l) => l.firstName)).toEqual(['Inès']);
    const byMail = await api<Lead[]>(s.url, 'GET', `/api/admin/leads?q=${encodeURIComponent('claire@')}`, { token });
    expect(byMail.body.map((l) => l.firstName)).toEqual(['Claire']);
    const future = await api<Lead[]>(s.url, 'GET', '/api/admin/leads?from=2999-01-01', { token });
    expect(future.body).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api<Lead[]>(s.url, 'GET', `/api/admin/leads?from=${today}&to=${today}`, { token })).body).toHaveLength(3);

    const first = await api<Lead[]>(s.url, 'GET', '/api/admin/leads?limit=2', { token });
    expect(first.body.map((l) => l.firstName)).toEqual(['Inès', 'Paul']);
    const link = first.headers.get('link') ?? '';
    expect(link).toMatch(/^<[^>]*cursor=[^>]+>; rel="next"$/);
    const next = await api<Lead[]>(s.url, 'GET', link.slice(1, link.indexOf('>')).replace(/^https?:\/\/[^/]+/, ''), { token });
    expect(next.body.map((l) => l.firstName)).toEqual(['Claire']);
    expect(next.headers.get('link')).toBeNull();

    const bad = await api<{ error: string }>(s.url, 'GET', '/api/admin/leads?status=rappel', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Statut inconnu');
    expect((await api(s.url, 'GET', '/api/admin/leads?from=hier', { token })).status).toBe(400);
  });

  it('changes the status (first response time, history, 400 for an unknown status, 404 for an unknown lead)', async () => {
    const [claire] = (await api<Lead[]>(s.url, 'GET', '/api/admin/leads?q=claire', { token })).body;
    const path = `/api/admin/leads/contact/${claire!.id}`;
    const unknown = await api<{ error: string }>(s.url, 'PATCH', path, { token, body: { status: 'rappel' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('Statut inconnu');
    const changed = await api<Detail>(s.url, 'PATCH', path, { token, body: { status: 'contacte' } });
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe('contacte');
    expect(changed.body.firstResponseAt).not.toBeNull();
    const firstResponse = changed.body.firstResponseAt;
    const again = await api<Detail>(s.url, 'PATCH', path, { token, body: { status: 'rdv' } });
    expect(again.body.firstResponseAt).toBe(firstResponse);
    expect(again.body.history.map((h) => [h.fromStatus, h.toStatus, h.user])).toEqual([
      ['nouveau', 'contacte', 'admin'],
      ['contacte', 'rdv', 'admin'],
    ]);
    expect((await api(s.url, 'PATCH', '/api/admin/leads/contact/9999', { token, body: { status: 'rdv' } })).status).toBe(404);
    expect((await api(s.url, 'PATCH', `/api/admin/leads/prospect/${claire!.id}`, { token, body: { status: 'rdv' } })).status).toBe(400);
    const filtered = await api<Lead[]>(s.url, 'GET', '/api/admin/leads?status=rdv', { token });
    expect(filtered.body.map((l) => l.firstName)).toEqual(['Claire']);
  });

  it('adds a note (201) that sets the first response time, and shows the lead in full', async () => {
    const [paul] = (await api<Lead[]>(s.url, 'GET', '/api/admin/leads?kind=quiz', { token })).body;
    const path = `/api/admin/leads/quiz/${paul!.id}`;
    expect((await api(s.url, 'POST', `${path}/notes`, { token, body: { text: '   ' } })).status).toBe(400);
    const note = await api<{ text: string; author: string }>(s.url, 'POST', `${path}/notes`, { token, body: { text: 'Rappeler mardi à 10 h.' } });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ text: 'Rappeler mardi à 10 h.', author: 'admin' });
    const detail = await api<Detail>(s.url, 'GET', path, { token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ kind: 'quiz', status: 'nouveau', quizScore: 0, leadSource: 'instagram-rentree', quizAnswers: [] });
    expect(detail.body.firstResponseAt).not.toBeNull();
    expect(detail.body.notes.map((n) => [n.text, n.author])).toEqual([['Rappeler mardi à 10 h.', 'admin']]);
    expect(detail.body.emails.map((e) => e.kind).sort()).toEqual(['agency-notification', 'quiz-analysis']);
    expect((await api(s.url, 'GET', '/api/admin/leads/quiz/9999', { token })).status).toBe(404);
  });

  it('announces a status change with lead.updated (what changed) and a note with lead.note_added', async () => {
    const received: { type: string; data: Record<string, unknown> }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body) as (typeof received)[number]);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    receivers.push(receiver);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    expect((await api(s.url, 'POST', '/api/admin/webhooks', { token, body: { url, events: ['lead.updated', 'lead.note_added'] } })).status).toBe(201);
    const [ines] = (await api<Lead[]>(s.url, 'GET', '/api/admin/leads?q=ines', { token })).body;
    await api(s.url, 'PATCH', `/api/admin/leads/contact/${ines!.id}`, { token, body: { status: 'gagne' } });
    await api(s.url, 'POST', `/api/admin/leads/contact/${ines!.id}/notes`, { token, body: { text: 'Devis signé.' } });
    await until(() => received.length === 2, 'two lead deliveries');
    received.sort((a, b) => a.type.localeCompare(b.type));
    expect(received.map((r) => [r.type, r.data.kind, r.data.id, r.data.status, r.data.firmName])).toEqual([
      ['lead.note_added', 'contact', ines!.id, 'gagne', 'Dubois Avocats'],
      ['lead.updated', 'contact', ines!.id, 'gagne', 'Dubois Avocats'],
    ]);
    expect(received[0]!.data.note).toMatchObject({ text: 'Devis signé.', author: 'admin' });
    expect(received[1]!.data.changes).toEqual({ status: { from: 'nouveau', to: 'gagne' } });
    expect(received[1]!.data).not.toHaveProperty('firm');
  });

  it('adds status, source page, utm and referrer columns to the CSV exports', async () => {
    const res = await fetch(`${s.url}/api/admin/contacts/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    const csv = await res.text();
    const [header, ...lines] = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header!.split(';').slice(-6)).toEqual(['Statut', "Page d'arrivée", 'Référent', 'utm_source', 'utm_medium', 'utm_campaign']);
    expect(lines.find((l) => l.includes('Claire'))!.split(';').slice(-6)).toEqual([
      'Rendez-vous', '/seo-avocat-droit-penal-lyon', 'https://www.google.fr/', 'google', 'cpc', 'penal-lyon',
    ]);
  });

  it('measures the 2-hour promise: leads still « Nouveau » and the median time to a first response', async () => {
    // Claire was answered 3 h after she wrote, Inès after 30 min, Paul within seconds (a note).
    const writer = new Database(s.dbFile);
    writer.pragma('busy_timeout = 5000');
    writer.prepare("UPDATE contacts SET created_at = first_response_at - ? WHERE first_name = 'Claire'").run(180 * 60_000);
    writer.prepare("UPDATE contacts SET created_at = first_response_at - ? WHERE first_name = 'Inès'").run(30 * 60_000);
    writer.close();
    const res = await api<Record<string, unknown>>(s.url, 'GET', '/api/admin/leads/summary', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      toHandle: 1, windowDays: 30, leads: 3, responded: 3, medianFirstResponseMinutes: 30, withinPromise: 2, promiseMinutes: 120,
    });
  });
});
