/** The agency's leads through the admin API (lists, CSV exports) and an admin changing their password. */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { QUIZ_QUESTIONS } from '#shared/quiz/questions';
import { quizScore } from '#shared/quiz/score';

/** A quiz run with real options: the server stores its own score, whatever the client claims. */
const QUIZ_ANSWERS = [
  { questionId: 1, answer: QUIZ_QUESTIONS[0]!.options[1]! },
  { questionId: 6, answer: ['Site internet', 'Réseaux sociaux'] },
];
const SERVER_SCORE = quizScore(QUIZ_ANSWERS);

type ErrorReply = { error: string; code: string };
describe('leads for the agency', () => {
  const s = useTestServer();
  let token: string;
  beforeAll(async () => {
    token = await registerAdmin(s.url);
    await api(s.url, 'POST', '/api/contacts', {
      body: {
        firstName: 'Élise', lastName: 'Durand', email: 'elise@cabinet.fr', phone: '+33 1 99 00 12 34',
        firmName: '=HYPERLINK("http://evil.test","Cliquez")', specialization: 'famille',
        objectives: 'Plus de clients; mieux référencé', consent: true,
      },
    });
    await api(s.url, 'POST', '/api/contacts', {
      body: { firstName: '@SUM(1+1)', lastName: 'Martin', email: 'martin@cabinet.fr', consent: true },
    });
    await api(s.url, 'POST', '/api/quiz-leads', {
      body: {
        firstName: 'Jean', lastName: 'Moreau', email: 'jean@cabinet.fr', firmName: '-2+3', practiceArea: 'Droit pénal',
        consent: true, quizScore: 100, quizAnswers: QUIZ_ANSWERS,
      },
    });
  });

  it('lists quiz leads for the admin only', async () => {
    expect((await api(s.url, 'GET', '/api/admin/quiz-leads')).status).toBe(401);
    const res = await api<{ email: string; quizScore: number; leadSource: string }[]>(s.url, 'GET', '/api/admin/quiz-leads', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ email: 'jean@cabinet.fr', quizScore: SERVER_SCORE, leadSource: 'facebook-quiz' })]);
  });

  it('exports contacts as a CSV French Excel opens: BOM, ";" columns, formulas neutralised', async () => {
    expect((await fetch(`${s.url}/api/admin/contacts/export.csv`)).status).toBe(401);
    const res = await fetch(`${s.url}/api/admin/contacts/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?contacts-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe("Date;Prénom;Nom;E-mail;Téléphone;Cabinet;Spécialisation;Objectifs;Consentement;Statut;Page d'arrivée;Référent;utm_source;utm_medium;utm_campaign");
    expect(lines).toHaveLength(3);
    const elise = lines.find((l) => l.includes('elise@cabinet.fr'))!;
    // The formula-looking firm name starts with an apostrophe: shown as text, never evaluated.
    expect(elise).toContain(`;"'=HYPERLINK(""http://evil.test"",""Cliquez"")";`);
    expect(elise).toContain(';Élise;Durand;elise@cabinet.fr;');
    expect(elise).toContain(';Droit de la famille;"Plus de clients; mieux référencé";oui');
    expect(elise).toContain(";'+33 1 99 00 12 34;");
    const martin = lines.find((l) => l.includes('martin@cabinet.fr'))!;
    expect(martin).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};'@SUM\(1\+1\);Martin;/);
  });

  it('exports quiz leads as CSV with score, source and answers', async () => {
    const res = await fetch(`${s.url}/api/admin/quiz-leads/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const csv = (await res.text()).replace(/^\uFEFF/, '');
    const [header, row] = csv.split('\r\n');
    expect(header).toBe("Date;Prénom;Nom;E-mail;Téléphone;Cabinet;Domaine;Score;Source;Consentement;Réponses;Statut;Page d'arrivée;Référent;utm_source;utm_medium;utm_campaign");
    expect(row).toContain(`;Jean;Moreau;jean@cabinet.fr;;'-2+3;Droit pénal;${SERVER_SCORE};facebook-quiz;oui;1: ${QUIZ_ANSWERS[0]!.answer} | 6: Site internet, Réseaux sociaux`);
  });
});

describe('changing one\'s own password', () => {
  const s = useTestServer();
  it('needs the current password, then the new one works and other sessions are closed', async () => {
    const reg = await api<{ token: string }>(s.url, 'POST', '/api/admin/register', {
      body: { username: 'admin', email: 'admin@avocat-visible.test', password: 'ancien-mot-de-passe' },
    });
    const other = await api<{ token: string }>(s.url, 'POST', '/api/admin/login', {
      body: { username: 'admin', password: 'ancien-mot-de-passe' },
    });
    expect((await api(s.url, 'POST', '/api/admin/password', { body: { currentPassword: 'x', newPassword: 'y' } })).status).toBe(401);

    const wrong = await api<ErrorReply>(s.url, 'POST', '/api/admin/password', {
      token: reg.body.token,
      body: { currentPassword: 'pas-le-bon', newPassword: 'nouveau-mot-de-passe' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('Le mot de passe actuel est incorrect.');

    const short = await api<ErrorReply>(s.url, 'POST', '/api/admin/password', {
      token: reg.body.token,
      body: { currentPassword: 'ancien-mot-de-passe', newPassword: 'court' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Le mot de passe doit contenir entre 10 et 200 caractères.');

    const ok = await api(s.url, 'POST', '/api/admin/password', {
      token: reg.body.token,
      body: { currentPassword: 'ancien-mot-de-passe', newPassword: 'nouveau-mot-de-passe' },
    });
    expect(ok.status).toBe(200);
    expect((await api(s.url, 'GET', '/api/admin/user', { token: reg.body.token })).status).toBe(200);
    expect((await api(s.url, 'GET', '/api/admin/user', { token: other.body.token })).status).toBe(401);
    const oldLogin = await api(s.url, 'POST', '/api/admin/login', { body: { username: 'admin', password: 'ancien-mot-de-passe' } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await api(s.url, 'POST', '/api/admin/login', { body: { username: 'admin', password: 'nouveau-mot-de-passe' } });
    expect(newLogin.status).toBe(200);
  });
});
