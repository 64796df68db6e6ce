/**
 * The streamed AI writer (POST /api/admin/blog/generate/stream) against the fake OpenAI-compatible
 * server streaming slowly, and offline: event order, the SEO revision and its prompt, cancel,
 * usage totals and the monthly budget.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readStreamEvents, type StreamEvent } from '#shared/ai/stream';
import { composeArticle } from '#server/ai/composer';
import { chatReply, startFakeOpenAi } from '../../fakes/openai-server';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { until } from '../../helpers/until';

type Post = Record<string, unknown> & { id: number; content: string; focusKeyword: string; seoScore: number; revisions: number };

const fake = await startFakeOpenAi({ chunkDelayMs: 15, chunkChars: 120 });
afterAll(() => fake.close());

const request = { practiceType: 'droit-penal', firmSize: 'avocat-independant', topic: 'seo-local', tone: 'professionnel', length: 'court' } as const;

/** A draft that passes the analysis on « SEO local » (the offline composer's), and one that does not. */
const good = composeArticle({ ...request, customTopic: null });
const bad = {
  ...good,
  title: 'Les avocats pénalistes et Google',
  content: good.content.replace('](/quiz)', '](/page-inexistante)'),
};

function stream(url: string, token: string | null, body: unknown, signal?: AbortSignal) {
  return fetch(`${url}/api/admin/blog/generate/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal,
  });
}

async function allEvents(res: Response): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readStreamEvents(res.body!)) events.push(event);
  return events;
}

/** The events with the deltas of each text merged (their order is what the screen sees). */
const outline = (events: StreamEvent[]) =>
  events
    .map((e) => (e.event === 'progress' ? `progress:${e.data.stage}` : e.event))
    .filter((name, i, all) => name !== 'delta' || all[i - 1] !== 'delta');

describe('the streamed generation with an OpenAI-compatible provider', () => {
  const s = useTestServer({ OPENAI_API_KEY: 'cle-de-test', OPENAI_BASE_URL: fake.url, OPENAI_TIMEOUT_SECONDS: '10' });
  let token = '';
  const posts = () => s.query<{ n: number }>('SELECT COUNT(*) AS n FROM blog_posts')[0]!.n;

  beforeEach(async () => {
    fake.reset();
    token ||= await registerAdmin(s.url);
  });

  it('is for logged-in admins, answering JSON before any event', async () => {
    const res = await stream(s.url, null, request);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Authentification requise', code: 'UNAUTHORIZED' });
    expect(fake.requests).toHaveLength(0);
  });

  it('streams the draft, revises it naming the failing checks, keeps the passing version', async () => {
    fake.queueChat(chatReply(bad, { prompt: 1200, completion: 900 }), chatReply(good, { prompt: 2500, completion: 950 }));
    const res = await stream(s.url, token, request);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = await allEvents(res);
    expect(outline(events)).toEqual([
      'progress:writing',
      'delta',
      'progress:analysing',
      'analysis',
      'progress:revising',
      'delta',
      'progress:analysing',
      'analysis',
      'progress:saving',
      'done',
    ]);
    // The text arrives in many pieces (the fake streams slowly), adding up to the article.
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text);
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toBe(bad.content + good.content);

    const [first, second] = events.filter((e) => e.event === 'analysis').map((e) => e.data);
    expect(first!.checks).toContainEqual(expect.objectContaining({ id: 'keyword-title', status: 'bad' }));
    expect(first!.checks).toContainEqual({ id: 'internal-links', status: 'bad', message: 'Lien interne vers une page qui n’existe pas : /page-inexistante.' });
    expect(second!.score).toBeGreaterThanOrEqual(80);

    // The SDK streamed with the usage chunk; the revision names the failing checks and their advice.
    expect(fake.requests[0]!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const [prompt, revision] = fake.prompts();
    expect(prompt).toContain('Mot-clé principal : « SEO local »');
    expect(prompt).toContain('- Test de visibilité gratuit du cabinet : /quiz');
    expect(revision).toContain(`Révision 1 : l’analyse SEO de l’éditeur donne ${first!.score}/100`);
    expect(revision).toContain('- keyword-title (à corriger) : Ajoutez le mot-clé « SEO local » dans le titre.');
    expect(revision).toContain('- internal-links (à corriger) : Lien interne vers une page qui n’existe pas : /page-inexistante.');

    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const post = (done.data as { post: Post }).post;
    expect(post).toMatchObject({ title: good.title, focusKeyword: 'SEO local', seoScore: second!.score, revisions: 1, published: false, generatedWithAI: true });
    expect(s.query('SELECT seo_score, revisions FROM ai_drafts WHERE post_id = ?', post.id)).toEqual([{ seo_score: second!.score, revisions: 1 }]);
    expect(s.query('SELECT focus_keyword FROM blog_posts WHERE id = ?', post.id)).toEqual([{ focus_keyword: 'SEO local' }]);
    expect(s.query('SELECT purpose, model, prompt_tokens, completion_tokens FROM ai_usage ORDER BY id')).toEqual([
      { purpose: 'article', model: 'gpt-4o-mini', prompt_tokens: 1200, completion_tokens: 900 },
      { purpose: 'revision', model: 'gpt-4o-mini', prompt_tokens: 2500, completion_tokens: 950 },
    ]);
  });

  it('stops when the client closes the stream: the provider call is aborted, nothing stored or counted', async () => {
    const before = { posts: posts(), usage: s.query('SELECT id FROM ai_usage').length };
    fake.queueChat(chatReply(good));
    const controller = new AbortController();
    const res = await stream(s.url, token, request, controller.signal);
    for await (const event of readStreamEvents(res.body!)) {
      if (event.event === 'delta') break;
    }
    controller.abort();
    await until(() => fake.aborted === 1, 'the provider call aborted');
    expect(posts()).toBe(before.posts);
    expect(s.query('SELECT id FROM ai_usage')).toHaveLength(before.usage);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports the usage by day and by user', async () => {
    const res = await api<Record<string, unknown>>(s.url, 'GET', '/api/admin/ai/usage?days=7', { token });
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const totals = { generations: 2, promptTokens: 3700, completionTokens: 1850, images: 0, costEuros: 0 };
    expect(res.body).toMatchObject({
      days: 7,
      totals,
      byDay: [{ day: today, ...totals }],
      byUser: [{ userId: 1, username: 'admin', ...totals }],
      month: { tokens: 5550, budget: null },
    });
    expect((await api(s.url, 'GET', '/api/admin/ai/usage?days=7')).status).toBe(401);
  });
});

describe('the monthly token budget', () => {
  const s = useTestServer({ OPENAI_API_KEY: 'cle-de-test', OPENAI_BASE_URL: fake.url, OPENAI_MONTHLY_TOKEN_BUDGET: '1000' });
  let token = '';

  it('answers 429 once the month’s tokens reach it, saying when it resets, and stores nothing', async () => {
    fake.reset();
    token = await registerAdmin(s.url);
    fake.queueChat(chatReply(good, { prompt: 700, completion: 400 }));
    const first = await stream(s.url, token, request);
    expect((await allEvents(first)).at(-1)!.event).toBe('done');
    const posts = s.query('SELECT id FROM blog_posts').length;

    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(next).replace(/^1 /, '1er ');
    const message = `Le budget mensuel de l’IA est atteint (1100 jetons utilisés sur 1000) : la génération reprendra le ${day}. Rien n’a été enregistré.`;
    const refused = await stream(s.url, token, request);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: message, code: 'TOO_MANY_REQUESTS' });
    const plain = await api<{ error: string }>(s.url, 'POST', '/api/admin/blog/generate', { token, body: request });
    expect(plain.status).toBe(429);
    expect(plain.body.error).toBe(message);
    expect(s.query('SELECT id FROM blog_posts')).toHaveLength(posts);
    expect(fake.requests).toHaveLength(1);

    const usage = await api<{ month: { tokens: number; budget: number } }>(s.url, 'GET', '/api/admin/ai/usage', { token });
    expect(usage.body.month).toMatchObject({ tokens: 1100, budget: 1000 });
  });
});

describe('the monthly token budget between a draft and its revision', () => {
  const s = useTestServer({ OPENAI_API_KEY: 'cle-de-test', OPENAI_BASE_URL: fake.url, OPENAI_MONTHLY_TOKEN_BUDGET: '1000' });

  it('asks for no revision once the first draft has spent the budget: the draft is kept, the model called once', async () => {
    fake.reset();
    const token = await registerAdmin(s.url);
    // A draft the analysis would send back for a revision, whose tokens reach the budget.
    fake.queueChat(chatReply(bad, { prompt: 700, completion: 400 }));
    fake.queueChat(chatReply(good));
    const events = await allEvents(await stream(s.url, token, request));
    expect(outline(events)).toEqual(['progress:writing', 'delta', 'progress:analysing', 'analysis', 'progress:saving', 'done']);
    expect(fake.requests).toHaveLength(1);
    expect((events.at(-1)!.data as { post: Post }).post).toMatchObject({ title: bad.title, revisions: 0 });
    expect(s.query('SELECT purpose FROM ai_usage')).toEqual([{ purpose: 'article' }]);
  });
});

describe('the streamed generation offline', () => {
  const s = useTestServer();

  it('streams the composed article in pieces, passing the analysis with two internal links', async () => {
    const token = await registerAdmin(s.url);
    const res = await stream(s.url, token, { ...request, length: 'moyen' });
    expect(res.status).toBe(200);
    const events = await allEvents(res);
    expect(outline(events)).toEqual(['progress:writing', 'delta', 'progress:analysing', 'analysis', 'progress:saving', 'done']);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    const post = (events.at(-1)!.data as { post: Post }).post;
    expect(deltas.map((e) => (e.data as { text: string }).text).join('')).toBe(post.content);
    expect(post.seoScore).toBeGreaterThanOrEqual(80);
    expect(post.revisions).toBe(0);
    expect(post.focusKeyword).toBe('SEO local');
    expect(post.content.match(/\]\(\/[^)]*\)/g)!.length).toBeGreaterThanOrEqual(2);
    expect(s.query('SELECT model, purpose FROM ai_usage')).toEqual([{ model: 'hors-ligne', purpose: 'article' }]);
  });
});
