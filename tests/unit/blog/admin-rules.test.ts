import { describe, expect, it } from 'vitest';
import { nextSlug } from '#shared/format/slug';
import { neutralizeCsvCell } from '#shared/leads/csv';
import { blogStats } from '#shared/leads/dashboard-stats';
import { ChangePasswordInput } from '#shared/auth/schemas';
import { ArticleFormInput } from '#shared/blog/schemas';

describe('the edit form slug follows the title (spec §4)', () => {
  it('follows while the slug is empty', () => {
    expect(nextSlug('', 'Le SEO local à Lyon', '')).toBe('le-seo-local-a-lyon');
  });
  it('follows while the slug equals the slug of the previous title', () => {
    expect(nextSlug('Le SEO local', 'Le SEO local à Lyon', 'le-seo-local')).toBe('le-seo-local-a-lyon');
  });
  it('keeps a slug the admin typed', () => {
    expect(nextSlug('Le SEO local', 'Le SEO local à Lyon', 'mon-slug')).toBe('mon-slug');
  });
});

describe('CSV cells are neutralised against formula injection', () => {
  it.each(['=1+1', '+33 1 99 00 12 34', '-2', '@SUM(A1)', '\t=1', '\r1'])('%j gets a leading apostrophe', (value) => {
    expect(neutralizeCsvCell(value)).toBe(`'${value}`);
  });
  it.each(['Élise', 'Cabinet = Martin', '', '2026'])('%j is unchanged', (value) => {
    expect(neutralizeCsvCell(value)).toBe(value);
  });
  it.each([
    ['a\n=2+3', "a\n'=2+3"],
    ['a\r=2+3', "a\r'=2+3"],
    ['a\r\n@SUM(A1)', "a\r\n'@SUM(A1)"],
    ['\r=1', "'\r'=1"],
    ['=1\n-2\n3', "'=1\n'-2\n3"],
    ['a\n\tb\n+c', "a\n'\tb\n'+c"],
    ['a\nb = c', 'a\nb = c'],
  ])('every line of %j is guarded', (value, expected) => {
    expect(neutralizeCsvCell(value)).toBe(expected);
  });
});

describe('dashboard figures', () => {
  it('counts published, AI and published AI articles, with a rounded publication rate', () => {
    const posts = [
      { published: true, generatedWithAI: true },
      { published: false, generatedWithAI: true },
      { published: true, generatedWithAI: false },
    ];
    expect(blogStats(posts)).toEqual({ total: 3, published: 2, ai: 2, aiPublished: 1, publicationRate: 67 });
  });
  it('gives a rate of 0 without articles', () => {
    expect(blogStats([])).toEqual({ total: 0, published: 0, ai: 0, aiPublished: 0, publicationRate: 0 });
  });
});

describe('the article form schema', () => {
  const base = {
    title: 'Titre', slug: 'titre', content: 'Texte', excerpt: 'Résumé', practiceType: 'droit-penal',
    firmSize: 'petit-cabinet', topic: 'seo-local', metaDescription: '', imageUrl: '', published: false,
  };
  it('splits comma-separated keywords, trimmed, without empties (spec §5)', () => {
    const out = ArticleFormInput.parse({ ...base, keywords: ' seo, avocat,, Lyon ,' });
    expect(out.keywords).toEqual(['seo', 'avocat', 'Lyon']);
    expect(out.imageUrl).toBeNull();
    expect(out.metaDescription).toBeNull();
  });
  it('refuses a missing choice with a French message', () => {
    const res = ArticleFormInput.safeParse({ ...base, practiceType: '', keywords: '' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['practiceType'], message: 'Veuillez choisir une valeur dans la liste.' });
  });
});

describe('password change input', () => {
  it('needs a new password of 8 characters, different from the current one', () => {
    expect(ChangePasswordInput.safeParse({ currentPassword: 'ancien-mdp', newPassword: 'court' }).error?.issues[0]?.message).toBe(
      'Le mot de passe doit contenir entre 10 et 200 caractères.',
    );
    expect(ChangePasswordInput.safeParse({ currentPassword: 'meme-mot-de-passe', newPassword: 'meme-mot-de-passe' }).error?.issues[0]).toMatchObject({
      path: ['newPassword'],
      message: "Le nouveau mot de passe doit être différent de l'actuel.",
    });
    expect(ChangePasswordInput.safeParse({ currentPassword: 'ancien-mdp', newPassword: 'nouveau-mdp' }).success).toBe(true);
  });
});
