/**
 * The AI features through the real `openai` SDK, against a fake OpenAI-compatible server on
 * 127.0.0.1 (chat completions + images).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { countWords } from '#shared/format/text';
import { chatReply, errorReply, imageReply, startFakeOpenAi } from '../../fakes/openai-server';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

type ErrorReply = { error: string; code: string };
type Post = Record<string, unknown> & { id: number; slug: string; keywords: string[] };

const fake = await startFakeOpenAi();
afterAll(() => fake.close());

/** Markdown with two H2 sections and exactly `words` words. */
function markdownOf(words: number): string {
  const half = Math.floor((words - 2) / 2);
  return ['## Enjeux', 'avocat '.repeat(half).trim(), '## Conclusion', 'visibilité '.repeat(words - 2 - half).trim()].join('\n\n');
}

const article = (words: number) => ({
  title: 'Garde à vue : la page d’urgence du cabinet',
  excerpt: 'Pourquoi une page dédiée à la garde à vue attire des clients.',
  content: markdownOf(words),
  metaDescription: 'Une page garde à vue claire et rapide : le levier de visibilité des avocats pénalistes.',
  keywords: ['avocat garde à vue', 'avocat pénaliste', 'seo local'],
});

const request = {
  practiceType: 'droit-penal',
  firmSize: 'avocat-independant',
  topic: 'seo-local',
  customTopic: '',
  tone: 'professionnel',
  length: 'moyen',
  imageUrl: '/uploads/couverture.png',
};

function smallPng(): Buffer {
  const canvas = createCanvas(64, 48);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1d5fd1';
  ctx.fillRect(0, 0, 64, 48);
  return canvas.toBuffer('image/png');
}

describe('the AI features with an OpenAI-compatible provider', () => {
  const s = useTestServer({
    OPENAI_API_KEY: 'cle-de-test',
    OPENAI_BASE_URL: fake.url,
    OPENAI_TIMEOUT_SECONDS: '2',
  });
  let token = '';
  const count = () => s.query<{ n: number }>('SELECT COUNT(*) AS n FROM blog_posts')[0]!.n;

  beforeEach(async () => {
    fake.reset();
    if (!token) {
      token = await registerAdmin(s.url);
    }
  });

  it('stores the returned article as an AI draft with its prompt (201)', async () => {
    fake.queueChat(chatReply(article(1300)));
    const res = await api<Post>(s.url, 'POST', '/api/admin/blog/generate', { token, body: request });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Garde à vue : la page d’urgence du cabinet',
      slug: 'garde-a-vue-la-page-durgence-du-cabinet',
      excerpt: 'Pourquoi une page dédiée à la garde à vue attire des clients.',
      practiceType: 'droit-penal',
      firmSize: 'avocat-independant',
      topic: 'seo-local',
      published: false,
      generatedWithAI: true,
      imageUrl: '/uploads/couverture.png',
      keywords: ['avocat garde à vue', 'avocat pénaliste', 'seo local'],
    });

    const [row] = s.query<Record<string, unknown>>('SELECT * FROM blog_posts WHERE id = ?', res.body.id);
    expect(row).toMatchObject({ generated_with_ai: 1, published: 0, author_id: 1, practice_type: 'droit-penal' });
    expect(countWords(String(row!.content))).toBe(1300);
    expect(row!.generation_prompt).toContain('entre 1200 et 1500 mots');
    expect(row!.generation_prompt).toContain('Sujet : SEO local.');

    // The SDK asked for structured output with the configured model and key.
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer cle-de-test');
    expect(sent.body.model).toBe('gpt-4o-mini');
    expect(sent.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'article', strict: true } });
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages.at(-1)?.content).toBe(row!.generation_prompt);
  });

  it('asks once more when the word count is outside the range, and keeps the second answer', async () => {
    fake.queueChat(chatReply(article(400)), chatReply({ ...article(1250), title: 'Deuxième version' }));
    const res = await api<Post>(s.url, 'POST', '/api/admin/blog/generate', { token, body: request });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Deuxième version');
    expect(fake.requests).toHaveLength(2);
    const second = (fake.requests[1]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(second).toContain('Ta réponse précédente comptait 400 mots');
  });

  it('fails clearly and stores nothing when both answers are outside the range', async () => {
    const before = count();
    fake.queueChat(chatReply(article(400)), chatReply(article(3000)));
    const res = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate', { token, body: request });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(
      'L’article généré compte 3000 mots, hors de la fourchette demandée (1200 à 1500 mots), même après une seconde demande. Aucun article n’a été enregistré.',
    );
    expect(count()).toBe(before);
  });

  it('turns a provider error into a French error and stores nothing', async () => {
    const before = count();
    fake.queueChat(errorReply(500));
    const res = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate', { token, body: request });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: 'Le service d’IA a refusé la demande (erreur 500). Aucun article n’a été enregistré.',
      code: 'BAD_GATEWAY',
    });
    fake.queueChat(errorReply(401, 'Incorrect API key'));
    const refused = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate', { token, body: request });
    expect(refused.body.error).toBe('Le service d’IA a refusé la demande (la clé d’API a été refusée). Aucun article n’a été enregistré.');
    expect(count()).toBe(before);
  });

  it('refuses an invalid reply (not JSON, missing field, no H2, too few keywords) and stores nothing', async () => {
    const before = count();
    const invalid = [
      chatReply('Voici votre article : ## Enjeux…'),
      chatReply({ ...article(1300), content: undefined }),
      chatReply({ ...article(1300), content: 'avocat '.repeat(1300) }),
      chatReply({ ...article(1300), keywords: ['seo'] }),
    ];
    for (const reply of invalid) {
      fake.queueChat(reply);
      const res = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate', { token, body: request });
      expect(res.status).toBe(502);
      expect(res.body.error).toBe('Le service d’IA a renvoyé une réponse invalide. Aucun article n’a été enregistré.');
    }
    expect(count()).toBe(before);
  });

  it('gives up after the timeout with a French error and stores nothing', async () => {
    const before = count();
    fake.queueChat({ hang: true });
    const res = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate', { token, body: request });
    expect(res.status).toBe(504);
    expect(res.body.error).toBe('Le service d’IA n’a pas répondu dans le délai de 2 secondes. Aucun article n’a été enregistré.');
    expect(count()).toBe(before);
  });

  it('returns the ideas of the model for a practice type', async () => {
    const ideas = ['Idée 1', 'Idée 2', 'Idée 3', 'Idée 4', 'Idée 5', 'Idée 6'];
    fake.queueChat(chatReply({ ideas }));
    const res = await api<{ ideas: string[] }>(s.url, 'POST', '/api/admin/blog/generate-ideas', {
      token,
      body: { practiceType: 'droit-fiscal' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ideas });
    const prompt = (fake.requests[0]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(prompt).toContain('droit fiscal');

    fake.queueChat(chatReply({ ideas: ['Une seule idée'] }));
    const tooFew = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate-ideas', {
      token,
      body: { practiceType: 'droit-fiscal' },
    });
    expect(tooFew.status).toBe(502);
    expect(tooFew.body.error).toBe('Le service d’IA a renvoyé une réponse invalide.');
  });

  it('saves the returned image as a PNG under /uploads with a safe, unique name', async () => {
    fake.queueImage(imageReply(smallPng()), imageReply(smallPng()));
    const body = { prompt: 'Bureau d’avocat moderne', filename: '../../Mon Article !' };
    const first = await api<{ success: boolean; imagePath: string }>(s.url, 'POST', '/api/admin/blog/generate-image', { token, body });
    const second = await api<{ success: boolean; imagePath: string }>(s.url, 'POST', '/api/admin/blog/generate-image', { token, body });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.imagePath).toMatch(/^\/uploads\/mon-article-[a-z0-9]+\.png$/);
    expect(second.body.imagePath).not.toBe(first.body.imagePath);

    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/images/generations');
    expect(sent.body).toMatchObject({ model: 'gpt-image-1', n: 1 });
    expect(sent.body.prompt).toContain('Bureau d’avocat moderne');

    const file = await fetch(s.url + first.body.imagePath);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([64, 48]);
    expect(fs.existsSync(path.join(s.config.uploadsDir, path.basename(first.body.imagePath)))).toBe(true);
  });

  it('writes no file when the image provider fails or sends something unreadable', async () => {
    const before = fs.readdirSync(s.config.uploadsDir).length;
    fake.queueImage(errorReply(503), { body: { created: 1, data: [{ b64_json: Buffer.from('pas une image').toString('base64') }] } });
    const failed = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate-image', {
      token,
      body: { prompt: 'Un bureau', filename: 'x' },
    });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe('Le service d’IA a refusé la demande (erreur 503). Aucune image n’a été enregistrée.');
    const unreadable = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/generate-image', {
      token,
      body: { prompt: 'Un bureau', filename: 'x' },
    });
    expect(unreadable.body.error).toBe('Le service d’IA a renvoyé une réponse invalide. Aucune image n’a été enregistrée.');
    expect(fs.readdirSync(s.config.uploadsDir)).toHaveLength(before);
  });
});
