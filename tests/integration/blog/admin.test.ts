/** Back office over HTTP: articles (create, drafts, XSS) and admin code kept out of public pages. */
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, useTestServer } from '../../helpers/server';

type ErrorReply = { error: string; code: string };
type Post = { id: number; slug: string; title: string; published: boolean; authorId: number | null; generatedWithAI: boolean; createdAt: string; updatedAt: string };

const ARTICLE = {
  title: 'Nouvel article de test',
  slug: 'nouvel-article-de-test',
  content: '## Introduction\n\nUn article écrit à la main pour les avocats.',
  excerpt: 'Un résumé court.',
  practiceType: 'droit-penal',
  firmSize: 'petit-cabinet',
  topic: 'seo-local',
  metaDescription: 'Description SEO',
  keywords: ['seo', 'avocat'],
  imageUrl: null,
  published: false,
};

async function page(url: string) {
  const res = await fetch(url);
  return { status: res.status, html: await res.text() };
}

function elements(nodes: ChildNode[], out: Element[] = []): Element[] {
  for (const node of nodes) {
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      out.push(node as Element);
      elements((node as Element).children, out);
    }
  }
  return out;
}

const text = (el: Element) => el.children.map((c) => ('data' in c ? c.data : '')).join('');

describe('the admin articles API', () => {
  const s = useTestServer();
  let token: string;
  let adminId: number;
  beforeAll(async () => {
    const reg = await api<{ token: string; user: { id: number } }>(s.url, 'POST', '/api/admin/register', {
      body: { username: 'redaction', email: 'redaction@avocat-visible.test', password: 'mot-de-passe-admin' },
    });
    token = reg.body.token;
    adminId = reg.body.user.id;
  });

  it('creates an article (201) written by the logged-in admin, as a manual draft', async () => {
    const res = await api<Post>(s.url, 'POST', '/api/admin/blog/posts', { token, body: ARTICLE });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slug: ARTICLE.slug, authorId: adminId, generatedWithAI: false, published: false });
    const [row] = s.query<{ author_id: number; keywords: string }>('SELECT author_id, keywords FROM blog_posts WHERE slug = ?', ARTICLE.slug);
    expect(row).toEqual({ author_id: adminId, keywords: '["seo","avocat"]' });
  });

  it('answers 409 with a French message when the slug is taken, on create and on update', async () => {
    const dup = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/posts', { token, body: { ...ARTICLE, title: 'Autre' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('Ce slug est déjà utilisé par un autre article.');

    const list = await api<Post[]>(s.url, 'GET', '/api/admin/blog/posts', { token });
    const other = list.body.find((p) => p.slug !== ARTICLE.slug)!;
    const clash = await api<ErrorReply>(s.url, 'PUT', `/api/admin/blog/posts/${other.id}`, { token, body: { ...ARTICLE, title: 'Autre' } });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('Ce slug est déjà utilisé par un autre article.');
  });

  it('validates a new article with French messages (400)', async () => {
    const res = await api<ErrorReply & { issues: { path: string[] }[] }>(s.url, 'POST', '/api/admin/blog/posts', {
      token,
      body: { ...ARTICLE, title: ' ', slug: 'Pas Un Slug' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Le titre est obligatoire.');
    expect(res.body.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['title', 'slug']));
  });

  it('keeps updatedAt current on update', async () => {
    const before = (await api<Post[]>(s.url, 'GET', '/api/admin/blog/posts', { token })).body.find((p) => p.slug === ARTICLE.slug)!;
    await new Promise((r) => setTimeout(r, 20));
    const put = await api<Post>(s.url, 'PUT', `/api/admin/blog/posts/${before.id}`, { token, body: { ...ARTICLE, excerpt: 'Résumé revu.' } });
    expect(put.status).toBe(200);
    expect(Date.parse(put.body.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(put.body.createdAt).toBe(before.createdAt);
  });

  it('keeps drafts out of the public API, pages, sitemap and RSS feed', async () => {
    const publicList = await api<{ slug: string }[]>(s.url, 'GET', '/api/blog/posts');
    expect(publicList.body.map((p) => p.slug)).not.toContain(ARTICLE.slug);
    const one = await api<ErrorReply>(s.url, 'GET', `/api/blog/posts/${ARTICLE.slug}`);
    expect(one.status).toBe(404);
    expect(one.body.error).toBe('Article non trouvé');

    const article = await page(`${s.url}/blog/${ARTICLE.slug}`);
    expect(article.status).toBe(404);
    expect(article.html).toContain('Article non trouvé');
    expect(article.html).not.toContain('Un article écrit à la main');
    const list = await page(`${s.url}/blog`);
    expect(list.html).not.toContain(ARTICLE.title);
    expect(await (await fetch(`${s.url}/sitemap.xml`)).text()).not.toContain(ARTICLE.slug);
    expect(await (await fetch(`${s.url}/rss.xml`)).text()).not.toContain(ARTICLE.slug);
  });

  it('shows a published article, then answers 404 again once it is unpublished', async () => {
    const post = (await api<Post[]>(s.url, 'GET', '/api/admin/blog/posts', { token })).body.find((p) => p.slug === ARTICLE.slug)!;
    await api(s.url, 'PATCH', `/api/admin/blog/posts/${post.id}/publish`, { token, body: { published: true } });
    const shown = await page(`${s.url}/blog/${ARTICLE.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<h1');
    expect(shown.html).toContain(ARTICLE.title);
    expect((await page(`${s.url}/blog`)).html).toContain(ARTICLE.title);

    const rss = await fetch(`${s.url}/rss.xml`);
    expect(rss.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const feed = await rss.text();
    expect(feed).toContain(`<link>https://www.avocat-visible.test/blog/${ARTICLE.slug}</link>`);
    expect(feed).toContain('<atom:link href="https://www.avocat-visible.test/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(shown.html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml"( nonce="[^"]+")?\/>/);

    await api(s.url, 'PATCH', `/api/admin/blog/posts/${post.id}/publish`, { token, body: { published: false } });
    expect((await page(`${s.url}/blog/${ARTICLE.slug}`)).status).toBe(404);
  });

  it('keeps the public list light: reading time, not the full content', async () => {
    const list = await api<Record<string, unknown>[]>(s.url, 'GET', '/api/blog/posts');
    expect(list.body.length).toBeGreaterThan(0);
    for (const item of list.body) {
      expect(item).not.toHaveProperty('content');
      expect(item.readingTime).toEqual(expect.any(Number));
      expect(item.readingTime as number).toBeGreaterThanOrEqual(1);
    }
    const html = (await page(`${s.url}/blog`)).html;
    expect(html).toMatch(/\d+ articles? publiés?/);
    expect(html).toMatch(/\d+ min de lecture/);
    // The seeded articles' bodies are not in the list page's dehydrated state.
    const [first] = list.body as { slug: string }[];
    const full = await api<{ content: string }>(s.url, 'GET', `/api/blog/posts/${first!.slug}`);
    expect(html).not.toContain(full.body.content.slice(0, 80));
  });

  it('never lets article text reach the public HTML as executable markup', async () => {
    const res = await api<Post>(s.url, 'POST', '/api/admin/blog/posts', {
      token,
      body: {
        ...ARTICLE,
        slug: 'article-malveillant',
        title: 'Piège <img src=x onerror="alert(\'titre\')">',
        content: [
          'Début <script>alert("script")</script>',
          '<img src="x" onerror="alert(\'img\')">',
          '[clic](javascript:alert("md-link"))',
          '<a href="javascript:alert(\'html-link\')">lien</a>',
          '<svg onload="alert(\'svg\')"></svg> <iframe src="javascript:alert(1)"></iframe>',
          '**fin**',
        ].join('\n\n'),
        excerpt: 'Résumé <b onmouseover="alert(\'excerpt\')">x</b>',
        keywords: ['</script><script>alert("kw")</script>'],
        metaDescription: '"><script>alert("meta")</script>',
        published: true,
      },
    });
    expect(res.status).toBe(201);
    const shown = await page(`${s.url}/blog/article-malveillant`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<strong>fin</strong>');

    const all = elements(parseDocument(shown.html).children);
    for (const el of all) {
      for (const [name, value] of Object.entries(el.attribs)) {
        expect(name, `<${el.name} ${name}>`).not.toMatch(/^on/i);
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name)) {
          expect(value.trim(), `<${el.name} ${name}>`).not.toMatch(/^javascript:/i);
        }
      }
    }
    expect(all.some((el) => ['iframe', 'object', 'embed'].includes(el.name))).toBe(false);
    // Every script is the app's own: no stored text becomes a script of its own.
    for (const script of all.filter((el) => el.name === 'script')) {
      expect(text(script)).not.toMatch(/^\s*alert\(/);
    }
    expect(shown.html).not.toMatch(/<script>alert/);
  });
});

describe('admin code stays out of public pages', () => {
  const s = useTestServer();
  it.each(['/', '/blog', '/blog/seo-local-avocats-top-3-google-paris'])('%s loads no back-office code', async (path) => {
    const { html } = await page(s.url + path);
    // Scripts the page loads: named in the loader and route scripts (see render.ts).
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of new Set(assets)) {
      const js = await (await fetch(s.url + asset)).text();
      for (const marker of ['Vérification de la session', 'Exporter en CSV', 'Créer un compte administrateur', 'Changer mon mot de passe']) {
        expect(js, `${asset} contains '${marker}'`).not.toContain(marker);
      }
    }
  });
});
