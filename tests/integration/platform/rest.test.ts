import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

type ErrorReply = { error: string; code: string; issues?: { path: (string | number)[]; message: string }[] };

/** Spec §7, row by row: method, path, needs an admin session. */
const SPEC_CALLS: [string, string, boolean][] = [
  ['GET', '/api/admin/user', true],
  ['POST', '/api/admin/login', false],
  ['POST', '/api/admin/register', false],
  ['POST', '/api/admin/logout', false],
  ['POST', '/api/audit', false],
  ['GET', '/api/audit/{token}', false],
  ['POST', '/api/audit/{token}/email', false],
  ['POST', '/api/visibility', false],
  ['POST', '/api/contacts', false],
  ['GET', '/api/contacts', true],
  ['GET', '/api/admin/blog/posts', true],
  ['GET', '/api/admin/blog/posts/{id}', true],
  ['PUT', '/api/admin/blog/posts/{id}', true],
  ['DELETE', '/api/admin/blog/posts/{id}', true],
  ['PATCH', '/api/admin/blog/posts/{id}/publish', true],
  ['POST', '/api/admin/blog/generate-ideas', true],
  ['POST', '/api/admin/blog/generate', true],
  ['POST', '/api/admin/blog/generate-image', true],
  ['GET', '/api/blog/posts', false],
  ['GET', '/api/blog/posts/{slug}', false],
  ['GET', '/api/sitemap', false],
  ['POST', '/api/roi-calculator', false],
  ['POST', '/api/quiz-leads', false],
];

/** Rows beyond spec §7: article creation, password change, quiz leads and CSV exports. */
const EXTRA_CALLS: [string, string, boolean][] = [
  ['POST', '/api/admin/blog/posts', true],
  ['POST', '/api/admin/password', true],
  ['GET', '/api/admin/quiz-leads', true],
  ['GET', '/api/admin/contacts/export.csv', true],
  ['GET', '/api/admin/quiz-leads/export.csv', true],
  ['GET', '/api/admin/emails', true],
  ['GET', '/api/admin/leads', true],
  ['POST', '/api/beacon', false],
  ['GET', '/api/admin/stats', true],
  ['POST', '/api/vitals', false],
  ['GET', '/api/admin/vitals', true],
  ['GET', '/api/admin/not-found', true],
  ['GET', '/api/admin/leads/summary', true],
  ['GET', '/api/admin/people', true],
  ['DELETE', '/api/admin/people', true],
  ['GET', '/api/admin/leads/{kind}/{id}', true],
  ['PATCH', '/api/admin/leads/{kind}/{id}', true],
  ['POST', '/api/admin/leads/{kind}/{id}/notes', true],
  ['POST', '/api/admin/emails/{id}/retry', true],
  // Issue #20: SEO analysis, categories, image upload (multipart, documented by hand).
  ['POST', '/api/admin/blog/seo-analysis', true],
  // Issue 40: internal links checked before they break.
  ['POST', '/api/admin/blog/links/check', true],
  ['GET', '/api/admin/blog/posts/{id}/backlinks', true],
  ['GET', '/api/admin/blog/categories', true],
  ['POST', '/api/admin/blog/categories', true],
  ['GET', '/api/admin/blog/categories/{id}', true],
  ['PUT', '/api/admin/blog/categories/{id}', true],
  ['DELETE', '/api/admin/blog/categories/{id}', true],
  ['POST', '/api/admin/uploads', true],
  ['POST', '/api/admin/webhooks', true],
  ['GET', '/api/admin/webhooks', true],
  ['DELETE', '/api/admin/webhooks/{id}', true],
  ['GET', '/api/admin/webhooks/{id}/deliveries', true],
  // Issue #29: two-factor login and API keys.
  ['GET', '/api/admin/2fa', true],
  ['POST', '/api/admin/2fa/setup', true],
  ['POST', '/api/admin/2fa/enable', true],
  ['POST', '/api/admin/2fa/disable', true],
  ['PUT', '/api/admin/2fa/required', true],
  ['POST', '/api/admin/users/{id}/2fa/reset', true],
  ['PUT', '/api/admin/user/email', true],
  ['GET', '/api/admin/redirects', true],
  ['POST', '/api/admin/redirects', true],
  ['DELETE', '/api/admin/redirects/{id}', true],
  ['POST', '/api/admin/login/2fa', false],
  ['POST', '/api/admin/api-keys', true],
  ['GET', '/api/admin/api-keys', true],
  ['DELETE', '/api/admin/api-keys/{id}', true],
  // Issue #32: the streamed generation (text/event-stream, documented by hand) and the AI usage.
  ['POST', '/api/admin/blog/generate/stream', true],
  ['GET', '/api/admin/ai/usage', true],
  // Issue #29: the team (roles, invitations, password reset, audit log).
  ['GET', '/api/admin/users', true],
  ['PATCH', '/api/admin/users/{id}', true],
  ['DELETE', '/api/admin/users/{id}', true],
  ['POST', '/api/admin/users/invitations', true],
  ['GET', '/api/admin/users/invitations', true],
  ['DELETE', '/api/admin/users/invitations/{id}', true],
  ['GET', '/api/invitations/{token}', false],
  ['POST', '/api/invitations/{token}', false],
  ['POST', '/api/password-reset', false],
  ['POST', '/api/password-reset/{token}', false],
  ['GET', '/api/admin/audit-log', true],
  // Issue #30: booking a call.
  ['GET', '/api/admin/booking/settings', true],
  ['PUT', '/api/admin/booking/settings', true],
  ['GET', '/api/booking/slots', false],
  ['POST', '/api/booking', false],
  ['GET', '/api/booking/{token}', false],
  ['PATCH', '/api/booking/{token}', false],
  ['DELETE', '/api/booking/{token}', false],
  ['GET', '/api/admin/bookings', true],
  ['DELETE', '/api/admin/bookings/{id}', true],
];
const ALL_CALLS = [...SPEC_CALLS, ...EXTRA_CALLS];

const fill = (path: string) => path.replace('{kind}', 'contact').replace('{id}', '1').replace('{slug}', 'seo-local-avocats-top-3-google-paris');

describe('the REST facade for third parties', () => {
  const s = useTestServer();
  let token: string;
  beforeAll(async () => {
    token = await registerAdmin(s.url);
  });

  it('documents every path of spec §7 in /api/openapi.json, with security on admin paths (none on public ones)', async () => {
    const { status, body } = await api<{ openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      s.url, 'GET', '/api/openapi.json',
    );
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    for (const [method, path, admin] of ALL_CALLS) {
      const op = body.paths[path]?.[method.toLowerCase()];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op?.security, `${method} ${path} security`).toBeDefined();
      expect(Boolean(op?.security?.length), `${method} ${path} security`).toBe(admin);
    }
    const documented = Object.values(body.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(documented).toBe(ALL_CALLS.length);
  });

  it('serves human documentation at /api/docs listing every path', async () => {
    const res = await fetch(`${s.url}/api/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const [, path] of ALL_CALLS) expect(html).toContain(path.replace(/\{(\w+)\}/g, ':$1'));
  });

  it('follows semver, states its versioning policy and keeps a changelog in /api/docs', async () => {
    const doc = (await api<{ info: { version: string; description: string } }>(s.url, 'GET', '/api/openapi.json')).body;
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.info.description).toContain('uniquement additifs');
    expect(doc.info.description).toMatch(/au moins \d+ jours avant par les en-têtes `Deprecation` \(RFC 9745\) et `Sunset`/);
    expect(doc.info.description).toContain(`**${doc.info.version}**`);
    const html = await (await fetch(`${s.url}/api/docs`)).text();
    expect(html).toContain('<section id="changelog"');
    expect(html).toContain(`<h3>${doc.info.version} `);
    expect(html).toContain('<code>Sunset</code>');
  });

  it('refuses every admin path without a token (401, French error)', async () => {
    for (const [method, path, admin] of ALL_CALLS.filter(([, , a]) => a)) {
      const res = await api<ErrorReply>(s.url, method, fill(path), { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error).toBe('Authentification requise');
      expect(admin).toBe(true);
    }
  });

  it('refuses a forged bearer token', async () => {
    const res = await api(s.url, 'GET', '/api/contacts', { token: 'abcdefghijklmnopqrstuvwxyz0123456789abcd' });
    expect(res.status).toBe(401);
  });

  it('stores a contact request and lists it for the admin', async () => {
    const sent = await api<{ id: number; email: string }>(s.url, 'POST', '/api/contacts', {
      body: {
        firstName: 'Claire', lastName: 'Martin', email: 'claire.martin@barreau-lyon.fr', phone: '',
        firmName: 'Cabinet Martin', specialization: 'famille', objectives: 'Être visible à Lyon', consent: true,
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.email).toBe('claire.martin@barreau-lyon.fr');
    const rows = s.query<{ first_name: string; phone: string | null; consent: number }>(
      'SELECT first_name, phone, consent FROM contacts WHERE email = ?', 'claire.martin@barreau-lyon.fr',
    );
    expect(rows).toEqual([{ first_name: 'Claire', phone: null, consent: 1 }]);

    const list = await api<{ email: string; createdAt: string }[]>(s.url, 'GET', '/api/contacts', { token });
    expect(list.status).toBe(200);
    expect(list.body.map((c) => c.email)).toContain('claire.martin@barreau-lyon.fr');
    expect(list.body[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('answers 400 with the spec message and zod issues when the contact form is incomplete', async () => {
    const res = await api<ErrorReply>(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Claire', lastName: 'Martin', email: 'claire@exemple.fr', consent: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.error).toBe("Veuillez remplir tous les champs obligatoires et accepter d'être contacté.");
    expect(res.body.issues?.map((i) => i.path.join('.'))).toContain('consent');
    expect(s.query('SELECT id FROM contacts WHERE email = ?', 'claire@exemple.fr')).toHaveLength(0);
  });

  it('answers 400 on malformed JSON and 404 JSON on unknown API paths, never a stack trace', async () => {
    const bad = await fetch(`${s.url}/api/contacts`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"firstName":',
    });
    expect(bad.status).toBe(400);
    const badBody = await bad.text();
    expect(JSON.parse(badBody)).toEqual({ error: 'Corps de requête JSON invalide', code: 'PARSE_ERROR' });
    expect(badBody).not.toMatch(/at .*\.js/);

    const unknown = await api<ErrorReply>(s.url, 'GET', '/api/nexiste-pas');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Route API introuvable');
  });

  it('stores a quiz lead with the facebook-quiz source by default and the score the server computes', async () => {
    const answers = [
      { questionId: 1, answer: 'Oui, mais il a plus de 3 ans' },
      { questionId: 6, answer: ["Fiche d'établissement Google", 'Réseaux sociaux'] },
    ];
    const res = await api<{ id: number; quizScore: number }>(s.url, 'POST', '/api/quiz-leads', {
      body: {
        firstName: 'Hugo', lastName: 'Bernard', email: 'hugo@bernard-avocats.fr', consent: true,
        quizAnswers: answers,
        quizScore: 72,
      },
    });
    expect(res.status).toBe(201);
    const [row] = s.query<{ lead_source: string; quiz_score: number; quiz_answers: string }>(
      'SELECT lead_source, quiz_score, quiz_answers FROM quiz_leads WHERE id = ?', res.body.id,
    );
    expect(row?.lead_source).toBe('facebook-quiz');
    expect(row?.quiz_score).toBe(9); // (4 − 1) × 2 = 6 of 64
    expect(res.body.quizScore).toBe(9);
    expect(JSON.parse(row!.quiz_answers)).toEqual(answers);
  });

  it('lists the three seeded articles publicly, newest first, and 404s an unknown slug', async () => {
    const list = await api<{ slug: string; title: string; createdAt: string }[]>(s.url, 'GET', '/api/blog/posts');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    const dates = list.body.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const one = await api<{ title: string; contentHtml: string }>(s.url, 'GET', `/api/blog/posts/${list.body[0]!.slug}`);
    expect(one.status).toBe(200);
    expect(one.body.contentHtml).toContain('<h2');

    const missing = await api<ErrorReply>(s.url, 'GET', '/api/blog/posts/nexiste-pas');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Article non trouvé');
  });

  it('lets the admin edit, unpublish, publish and delete an article', async () => {
    const posts = await api<{ id: number; slug: string; published: boolean }[]>(s.url, 'GET', '/api/admin/blog/posts', { token });
    const post = posts.body[0]!;
    const full = await api<Record<string, unknown>>(s.url, 'GET', `/api/admin/blog/posts/${post.id}`, { token });
    expect(full.status).toBe(200);

    const put = await api<{ title: string; slug: string; keywords: string[] }>(s.url, 'PUT', `/api/admin/blog/posts/${post.id}`, {
      token,
      body: {
        title: 'Titre modifié', slug: 'titre-modifie', content: '## Nouveau contenu\n\nTexte.', excerpt: 'Résumé modifié',
        practiceType: 'droit-penal', firmSize: 'petit-cabinet', topic: 'seo-local', metaDescription: 'Description',
        keywords: ['seo', 'avocat'], imageUrl: null, published: true,
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'Titre modifié', slug: 'titre-modifie', keywords: ['seo', 'avocat'] });

    const unpublish = await api<{ published: boolean }>(s.url, 'PATCH', `/api/admin/blog/posts/${post.id}/publish`, {
      token, body: { published: false },
    });
    expect(unpublish.body.published).toBe(false);
    expect((await api(s.url, 'GET', '/api/blog/posts/titre-modifie')).status).toBe(404);

    await api(s.url, 'PATCH', `/api/admin/blog/posts/${post.id}/publish`, { token, body: { published: true } });
    expect((await api(s.url, 'GET', '/api/blog/posts/titre-modifie')).status).toBe(200);

    const del = await api(s.url, 'DELETE', `/api/admin/blog/posts/${post.id}`, { token });
    expect(del.status).toBe(200);
    expect(s.query('SELECT id FROM blog_posts WHERE id = ?', post.id)).toHaveLength(0);
    const gone = await api<ErrorReply>(s.url, 'GET', `/api/admin/blog/posts/${post.id}`, { token });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('Article non trouvé');
  });

  it('matches paths like Express routes: trailing slash, any case, HEAD as GET; wrong method or bad escape is a 4xx', async () => {
    const list = await api<{ slug: string }[]>(s.url, 'GET', '/api/blog/posts/');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    const slug = list.body[0]!.slug;
    expect((await api(s.url, 'GET', `/API/Blog/Posts/${slug}/`)).status).toBe(200);
    expect((await fetch(`${s.url}/api/blog/posts/${slug}`, { method: 'HEAD' })).status).toBe(200);
    const wrongMethod = await api<ErrorReply>(s.url, 'DELETE', '/api/blog/posts');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD');
    expect(wrongMethod.body.code).toBe('METHOD_NOT_SUPPORTED');
    expect((await api(s.url, 'GET', '/api/blog/posts/x/y')).status).toBe(404);
    const options = await fetch(`${s.url}/api/contacts`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST');
    const badEscape = await api<ErrorReply>(s.url, 'GET', '/api/blog/posts/%E0%A4%A');
    expect(badEscape.status).toBe(400);
    expect(badEscape.body).toEqual({ error: 'Requête invalide', code: 'BAD_REQUEST' });
  });

  it('validates path ids: a non-numeric id is a 400, not a 500', async () => {
    const res = await api<ErrorReply>(s.url, 'GET', '/api/admin/blog/posts/abc', { token });
    expect(res.status).toBe(400);
  });

  it('returns the site map data: main pages and published articles', async () => {
    const res = await api<{ pages: { url: string }[]; articles: { url: string; date: string }[] }>(s.url, 'GET', '/api/sitemap');
    expect(res.status).toBe(200);
    expect(res.body.pages.map((p) => p.url)).toEqual(expect.arrayContaining(['/', '/blog', '/pricing', '/roi-calculator']));
    expect(res.body.articles.length).toBeGreaterThanOrEqual(2);
    expect(res.body.articles[0]?.url).toMatch(/^\/blog\//);
  });

  it('validates tool input before anything else (400 with the spec message)', async () => {
    const res = await api<ErrorReply>(s.url, 'POST', '/api/audit', { body: { websiteUrl: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Veuillez remplir tous les champs obligatoires.');
  });
});
