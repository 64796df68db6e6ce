/** The back office's inputs (generator, images, articles, accounts), zod's default messages and browser-stored records. */
import { describe, expect, it } from 'vitest';
import { GENERATE_MISSING_MESSAGE, GENERATE_MISSING_TITLE, GenerateArticleInput, GenerateImageInput } from '#shared/ai/schemas';
import { LoginInput, RegisterInput } from '#shared/auth/schemas';
import { ArticleUpdateInput, PostIdInput } from '#shared/blog/schemas';
import { CookieConsent } from '#shared/site/consent';
import { ADMIN_TOKEN_KEY, COOKIE_CONSENT_KEY } from '#shared/site/storage';
import { messages } from '../form-messages';

describe('the AI article generator form', () => {
  const base = { practiceType: 'droit-penal', firmSize: 'avocat-independant' };

  it('needs a predefined topic or a custom topic', () => {
    const result = GenerateArticleInput.safeParse({ ...base, topic: '', customTopic: '  ' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual([GENERATE_MISSING_MESSAGE]);
    expect(GENERATE_MISSING_TITLE).toBe('Champs manquants');
    expect(GENERATE_MISSING_MESSAGE).toBe('Veuillez remplir tous les champs obligatoires');
  });

  it('is satisfied by either one', () => {
    expect(GenerateArticleInput.safeParse({ ...base, topic: 'seo-local' }).success).toBe(true);
    const custom = GenerateArticleInput.parse({ ...base, topic: '', customTopic: 'Le SEO des pénalistes' });
    expect(custom.topic).toBeNull();
    expect(custom.customTopic).toBe('Le SEO des pénalistes');
  });

  it('defaults the tone to professionnel and the length to moyen', () => {
    expect(GenerateArticleInput.parse({ ...base, topic: 'seo-local' })).toMatchObject({
      tone: 'professionnel',
      length: 'moyen',
    });
  });

  it('needs the practice type and the firm size', () => {
    expect(messages(GenerateArticleInput.safeParse({ topic: 'seo-local' }))).toEqual([
      GENERATE_MISSING_MESSAGE,
      GENERATE_MISSING_MESSAGE,
    ]);
  });

  it('refuses the edit screen values, which differ from the generator values', () => {
    expect(GenerateArticleInput.safeParse({ ...base, firmSize: 'petit-cabinet', topic: 'seo-local' }).success).toBe(
      false,
    );
  });
});

describe('the image generation request', () => {
  it("needs a description, else 'Veuillez saisir une description pour l'image'", () => {
    expect(messages(GenerateImageInput.safeParse({ prompt: '   ', filename: 'x' }))).toEqual([
      "Veuillez saisir une description pour l'image",
    ]);
  });

  it('makes the file name safe', () => {
    expect(GenerateImageInput.parse({ prompt: 'Un cabinet', filename: '../../Mon Image.PNG' }).filename).toBe('mon-image');
    expect(GenerateImageInput.parse({ prompt: 'Un cabinet' }).filename).toBe('article-image');
  });
});

describe('the article edit form', () => {
  const valid = {
    title: 'Le SEO local',
    slug: 'le-seo-local',
    content: '## Pourquoi\n\nParce que.',
    excerpt: 'Un résumé.',
    practiceType: 'droit-famille',
    firmSize: 'petit-cabinet',
    topic: 'seo-local',
    metaDescription: '',
    keywords: ['seo', ' avocat ', ''],
    imageUrl: '',
    published: true,
  };

  it('accepts a complete article and normalises the optional fields', () => {
    const parsed = ArticleUpdateInput.parse(valid);
    expect(parsed.metaDescription).toBeNull();
    expect(parsed.imageUrl).toBeNull();
    expect(parsed.keywords).toEqual(['seo', 'avocat']);
  });

  it('refuses a slug that is not a slug', () => {
    expect(ArticleUpdateInput.safeParse({ ...valid, slug: 'Le SEO local' }).success).toBe(false);
  });

  it('refuses a meta description over 300 characters', () => {
    expect(ArticleUpdateInput.safeParse({ ...valid, metaDescription: 'x'.repeat(301) }).success).toBe(false);
  });

  it('accepts the values an AI-generated article carries', () => {
    const ai = { ...valid, practiceType: 'droit-des-affaires', firmSize: 'cabinet-moyen-6-20', topic: 'conformite-rgpd' };
    expect(ArticleUpdateInput.safeParse(ai).success).toBe(true);
  });

  it('refuses an image address that is neither a site path nor http(s)', () => {
    expect(ArticleUpdateInput.safeParse({ ...valid, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(ArticleUpdateInput.parse({ ...valid, imageUrl: '/uploads/a.png' }).imageUrl).toBe('/uploads/a.png');
  });

  it('needs the title, slug, content and excerpt', () => {
    const result = ArticleUpdateInput.safeParse({ ...valid, title: '', slug: '', content: ' ', excerpt: '' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['title', 'slug', 'content', 'excerpt']);
  });
});

describe('admin login and registration', () => {
  it('needs a username and a password to log in', () => {
    expect(LoginInput.parse({ username: ' admin ', password: 'x' }).username).toBe('admin');
    expect(LoginInput.safeParse({ username: '', password: '' }).success).toBe(false);
  });

  it('registers a valid account', () => {
    expect(RegisterInput.safeParse({ username: 'jean.dupont', email: 'jean@exemple.fr', password: 'motdepasse' }).success).toBe(
      true,
    );
  });

  it('explains in French what is wrong with a registration', () => {
    const result = RegisterInput.safeParse({ username: 'jd', email: 'jean', password: 'court' });
    expect(messages(result)).toEqual([
      "Le nom d'utilisateur doit contenir entre 3 et 50 caractères.",
      'Veuillez saisir une adresse e-mail valide.',
      'Le mot de passe doit contenir entre 10 et 200 caractères.',
    ]);
    expect(RegisterInput.safeParse({ username: 'jean dupont', email: 'jean@exemple.fr', password: 'motdepasse' }).success).toBe(
      false,
    );
  });
});

describe('zod default messages', () => {
  it('are in French once the schemas index is loaded', () => {
    const result = PostIdInput.safeParse({ id: 'abc' });
    expect(result.success).toBe(false);
    expect(messages(result)[0]).toMatch(/invalide|attendu/i);
  });
});

describe('browser-stored records', () => {
  it('use the spec storage keys', () => {
    expect(COOKIE_CONSENT_KEY).toBe('cookie-consent');
    expect(ADMIN_TOKEN_KEY).toBe('admin_jwt');
  });

  it('keep necessary cookies always on', () => {
    const record = { necessary: true, analytics: false, marketing: false, timestamp: '2026-11-22T10:00:00.000Z' };
    expect(CookieConsent.safeParse(record).success).toBe(true);
    expect(CookieConsent.safeParse({ ...record, necessary: false }).success).toBe(false);
    expect(CookieConsent.safeParse({ ...record, timestamp: 'hier' }).success).toBe(false);
  });
});
