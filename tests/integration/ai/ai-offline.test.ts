/** The AI features with no OPENAI_API_KEY: built-in composers, no network. */
import { describe, expect, it } from 'vitest';
import { countWords } from '#shared/format/text';
import { api, useTestServer } from '../../helpers/server';

type ErrorReply = { error: string; code: string };
type Post = { id: number; title: string; slug: string; topic: string; content: string; published: boolean; generatedWithAI: boolean; imageUrl: string | null; metaDescription: string; keywords: string[] };

const admin = { username: 'marie', email: 'marie@cabinet.fr', password: 'un-mot-de-passe-solide' };

async function register(url: string, user = admin, token?: string): Promise<string> {
  const res = await api<{ token: string }>(url, 'POST', '/api/admin/register', { body: user, token });
  expect(res.status).toBe(201);
  if (token) {
    const login = await api<{ token: string }>(url, 'POST', '/api/admin/login', { body: { username: user.username, password: user.password } });
    return login.body.token;
  }
  return res.body.token;
}

describe('the AI generator offline', () => {
  const s = useTestServer();
  let token = '';

  it('is for logged-in admins only', async () => {
    for (const [pathname, body] of [
      ['/api/admin/blog/generate-ideas', { practiceType: 'droit-penal' }],
      ['/api/admin/blog/generate', { practiceType: 'droit-penal', firmSize: 'avocat-independant', topic: 'seo-local' }],
      ['/api/admin/blog/generate-image', { prompt: 'Un bureau', filename: 'x' }],
    ] as const) {
      const res = await api<ErrorReply>(s.url, 'POST', pathname, { body });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Authentification requise');
    }
    expect(s.query('SELECT id FROM blog_posts WHERE generated_with_ai = 1')).toHaveLength(0);
    token = await register(s.url);
  });

  it('suggests ideas specific to the practice type', async () => {
    const penal = await api<{ ideas: string[] }>(s.url, 'POST', '/api/admin/blog/generate-ideas', { token, body: { practiceType: 'droit-penal' } });
    const travail = await api<{ ideas: string[] }>(s.url, 'POST', '/api/admin/blog/generate-ideas', { token, body: { practiceType: 'droit-du-travail' } });
    expect(penal.status).toBe(200);
    expect(penal.body.ideas.length).toBeGreaterThanOrEqual(5);
    expect(penal.body.ideas.length).toBeLessThanOrEqual(8);
    expect(penal.body.ideas.join(' ')).toContain('garde à vue');
    expect(travail.body.ideas.join(' ')).toContain('licenciement');
    const bad = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate-ideas', { token, body: { practiceType: 'droit-spatial' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Veuillez remplir tous les champs obligatoires');
  });

  it('writes a draft in the requested length, with defaults professionnel and moyen', async () => {
    const res = await api<Post>(s.url, 'POST', '/api/admin/blog/generate', {
      token,
      body: { practiceType: 'droit-immobilier', firmSize: 'cabinet-moyen-6-20', topic: 'reputation-en-ligne' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ published: false, generatedWithAI: true, topic: 'reputation-en-ligne', imageUrl: null });
    // The long title gives a slug cut at a whole word.
    expect(res.body.title).toBe('Réputation en ligne pour les avocats en droit immobilier : méthode et bonnes pratiques');
    expect(res.body.slug).toBe('reputation-en-ligne-pour-les-avocats-en-droit-immobilier-methode-et-bonnes');
    const words = countWords(res.body.content);
    expect(words).toBeGreaterThanOrEqual(1200);
    expect(words).toBeLessThanOrEqual(1500);
    expect(res.body.content).toMatch(/^## /m);
    expect(res.body.metaDescription.length).toBeLessThanOrEqual(160);
    expect(res.body.keywords.length).toBeGreaterThanOrEqual(3);

    const [row] = s.query<Record<string, unknown>>('SELECT * FROM blog_posts WHERE id = ?', res.body.id);
    expect(row).toMatchObject({ generated_with_ai: 1, published: 0, author_id: 1, firm_size: 'cabinet-moyen-6-20' });
    expect(row!.generation_prompt).toContain('Ton : professionnel');
    expect(row!.generation_prompt).toContain('entre 1200 et 1500 mots');
    // A draft is not public.
    expect((await api(s.url, 'GET', `/api/blog/posts/${res.body.slug}`)).status).toBe(404);
  });

  it('uses a custom topic as the title, infers the stored topic and keeps slugs unique', async () => {
    const body = {
      practiceType: 'droit-penal', firmSize: 'avocat-independant', topic: '',
      customTopic: 'Avis clients en droit pénal : gérer sa réputation', tone: 'accessible', length: 'court',
      imageUrl: '/uploads/couverture.png',
    };
    const first = await api<Post>(s.url, 'POST', '/api/admin/blog/generate', { token, body });
    const second = await api<Post>(s.url, 'POST', '/api/admin/blog/generate', { token, body });
    expect(first.status).toBe(201);
    expect(first.body.title).toBe('Avis clients en droit pénal : gérer sa réputation');
    expect(first.body.topic).toBe('reputation-en-ligne');
    expect(first.body.imageUrl).toBe('/uploads/couverture.png');
    expect(first.body.slug).toBe('avis-clients-en-droit-penal-gerer-sa-reputation');
    expect(second.body.slug).toBe('avis-clients-en-droit-penal-gerer-sa-reputation-2');
    const words = countWords(first.body.content);
    expect(words).toBeGreaterThanOrEqual(800);
    expect(words).toBeLessThanOrEqual(1000);
  });

  it('refuses a form without topic or custom topic (spec §5) and stores nothing', async () => {
    const before = s.query('SELECT id FROM blog_posts').length;
    const res = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate', {
      token,
      body: { practiceType: 'droit-penal', firmSize: 'avocat-independant', topic: '', customTopic: '   ' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Veuillez remplir tous les champs obligatoires');
    const badImage = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate', {
      token,
      body: { practiceType: 'droit-penal', firmSize: 'avocat-independant', topic: 'seo-local', imageUrl: 'javascript:alert(1)' },
    });
    expect(badImage.status).toBe(400);
    expect(s.query('SELECT id FROM blog_posts')).toHaveLength(before);
  });

  it('renders a branded 1200×630 cover PNG, served under /uploads, never overwriting another', async () => {
    const body = { prompt: 'Balance de la justice dorée sur un bureau en bois', filename: 'Le SEO local : guide' };
    const a = await api<{ success: boolean; imagePath: string }>(s.url, 'POST', '/api/admin/blog/generate-image', { token, body });
    const b = await api<{ success: boolean; imagePath: string }>(s.url, 'POST', '/api/admin/blog/generate-image', { token, body });
    expect(a.status).toBe(200);
    expect(a.body.success).toBe(true);
    expect(a.body.imagePath).toMatch(/^\/uploads\/le-seo-local-guide-[a-z0-9]+\.png$/);
    expect(b.body.imagePath).not.toBe(a.body.imagePath);
    const file = await fetch(s.url + a.body.imagePath);
    expect(file.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await file.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const blank = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate-image', { token, body: { prompt: ' ', filename: 'x' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("Veuillez saisir une description pour l'image");
    // A traversal attempt on the uploads folder is refused (403), never served and never a 500.
    const traversal = await fetch(`${s.url}/uploads/..%2f..%2fetc%2fpasswd`);
    expect(traversal.status).toBe(403);
    expect(await traversal.text()).not.toContain('root:');
  });
});

describe('the AI generation rate limit', () => {
  const s = useTestServer({ RATE_LIMIT_AI_MAX: '2' });

  it('is counted per admin account, with a French 429', async () => {
    const marie = await register(s.url);
    const paul = await register(s.url, { username: 'paul', email: 'paul@cabinet.fr', password: 'un-autre-mot-de-passe' }, marie);
    const ideas = (token: string) =>
      api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate-ideas', { token, body: { practiceType: 'droit-civil' } });
    expect((await ideas(marie)).status).toBe(200);
    expect((await ideas(marie)).status).toBe(200);
    const third = await ideas(marie);
    expect(third.status).toBe(429);
    expect(third.body.error).toBe('Trop de tentatives. Veuillez réessayer dans 15 minutes.');
    const image = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate-image', { token: marie, body: { prompt: 'x', filename: 'x' } });
    expect(image.status).toBe(429);
    // Same IP, another admin: not limited.
    expect((await ideas(paul)).status).toBe(200);
  });
});
