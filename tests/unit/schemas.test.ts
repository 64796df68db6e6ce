import { describe, expect, it } from 'vitest';
import { GENERATE_MISSING_MESSAGE, GENERATE_MISSING_TITLE, GenerateArticleInput, GenerateImageInput } from '../../src/shared/ai/schemas';
import { LoginInput, RegisterInput } from '../../src/shared/auth/schemas';
import { ArticleUpdateInput, PostIdInput } from '../../src/shared/blog/schemas';
import { ContactInput, QuizLeadInput } from '../../src/shared/leads/schemas';
import { CookieConsent } from '../../src/shared/site/consent';
import { ADMIN_TOKEN_KEY, COOKIE_CONSENT_KEY } from '../../src/shared/site/storage';
import { AuditInput, ROI_DEFAULTS, ROI_LIMITS, RoiInput, VisibilityInput } from '../../src/shared/tools/schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const REQUIRED = 'Veuillez remplir tous les champs obligatoires.';
const CONTACT_REQUIRED = "Veuillez remplir tous les champs obligatoires et accepter d'être contacté.";

describe('the contact form', () => {
  const valid = { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', consent: true };

  it('accepts the four required fields', () => {
    expect(ContactInput.safeParse(valid).success).toBe(true);
  });

  it('refuses a request without consent, with the spec message', () => {
    const result = ContactInput.safeParse({ ...valid, consent: false });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual([CONTACT_REQUIRED]);
    expect(messages(ContactInput.safeParse({ ...valid, consent: undefined }))).toEqual([CONTACT_REQUIRED]);
  });

  it('refuses a missing or blank name or e-mail with the same message', () => {
    expect(messages(ContactInput.safeParse({ ...valid, firstName: '   ' }))).toEqual([CONTACT_REQUIRED]);
    expect(messages(ContactInput.safeParse({ ...valid, lastName: undefined }))).toEqual([CONTACT_REQUIRED]);
    expect(messages(ContactInput.safeParse({ ...valid, email: '' }))).toEqual([CONTACT_REQUIRED]);
  });

  it('refuses a malformed e-mail', () => {
    expect(messages(ContactInput.safeParse({ ...valid, email: 'claire@' }))).toEqual([
      'Veuillez saisir une adresse e-mail valide.',
    ]);
  });

  it('turns empty optional fields into null and trims the rest', () => {
    const result = ContactInput.parse({
      ...valid,
      firstName: '  Claire ',
      email: ' Claire@Cabinet-Martin.fr ',
      phone: '',
      firmName: '  ',
      specialization: '',
      objectives: 'Plus de clients',
    });
    expect(result).toEqual({
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire@cabinet-martin.fr',
      phone: null,
      firmName: null,
      specialization: null,
      objectives: 'Plus de clients',
      consent: true,
      // Where the visit began: absent from this form, so null.
      sourcePage: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
  });

  it('accepts only the listed specializations', () => {
    expect(ContactInput.parse({ ...valid, specialization: 'penal' }).specialization).toBe('penal');
    expect(ContactInput.safeParse({ ...valid, specialization: 'martien' }).success).toBe(false);
  });

  it('caps the length of every text', () => {
    expect(ContactInput.safeParse({ ...valid, objectives: 'x'.repeat(2001) }).success).toBe(false);
    expect(ContactInput.safeParse({ ...valid, firstName: 'x'.repeat(101) }).success).toBe(false);
    expect(ContactInput.safeParse({ ...valid, phone: '1'.repeat(31) }).success).toBe(false);
  });
});

describe('the SEO audit form', () => {
  it('accepts an address typed without https:// and audits it over https', () => {
    expect(AuditInput.parse({ websiteUrl: ' exemple.fr ', specialization: 'Droit pénal' })).toEqual({
      websiteUrl: 'https://exemple.fr',
      specialization: 'Droit pénal',
    });
  });

  it('keeps an explicit http(s) address', () => {
    expect(AuditInput.parse({ websiteUrl: 'http://cabinet.fr/page', specialization: 'Autre' }).websiteUrl).toBe(
      'http://cabinet.fr/page',
    );
  });

  it('asks for the required fields when they are missing', () => {
    expect(messages(AuditInput.safeParse({ websiteUrl: '', specialization: '' }))).toEqual([REQUIRED, REQUIRED]);
    expect(messages(AuditInput.safeParse({}))).toEqual([REQUIRED, REQUIRED]);
  });

  it('refuses an address that is not a website', () => {
    for (const websiteUrl of ['pas une url', 'ftp://cabinet.fr', 'cabinet']) {
      expect(AuditInput.safeParse({ websiteUrl, specialization: 'Autre' }).success).toBe(false);
    }
  });
});

describe('the local visibility form', () => {
  it('defaults the radius to 20 km and converts a slider string', () => {
    expect(VisibilityInput.parse({ city: 'Lyon', competitors: '1-5 cabinets' }).radius).toBe(20);
    expect(VisibilityInput.parse({ city: 'Lyon', radius: '35', competitors: '1-5 cabinets' }).radius).toBe(35);
  });

  it('keeps the radius between 5 and 50 km', () => {
    expect(VisibilityInput.safeParse({ city: 'Lyon', radius: 4, competitors: '1-5 cabinets' }).success).toBe(false);
    expect(VisibilityInput.safeParse({ city: 'Lyon', radius: 55, competitors: '1-5 cabinets' }).success).toBe(false);
    expect(VisibilityInput.safeParse({ city: 'Lyon', radius: 50, competitors: '1-5 cabinets' }).success).toBe(true);
  });

  it('asks for the city and the competitors', () => {
    expect(messages(VisibilityInput.safeParse({ city: ' ', competitors: 'beaucoup' }))).toEqual([REQUIRED, REQUIRED]);
  });
});

describe('the ROI calculator form', () => {
  const valid = { ...ROI_DEFAULTS };

  it('starts from the spec defaults', () => {
    expect(ROI_DEFAULTS).toEqual({
      firmType: 'avocat-independant',
      currentRevenue: 10000,
      currentLeads: 50,
      conversionRate: 20,
      averageCase: 2500,
    });
    expect(RoiInput.parse(valid)).toEqual(valid);
  });

  it('converts the form strings to numbers', () => {
    expect(RoiInput.parse({ ...valid, currentRevenue: '25000' }).currentRevenue).toBe(25000);
  });

  it('accepts the bounds and refuses just outside them', () => {
    for (const [field, { min, max }] of Object.entries(ROI_LIMITS)) {
      expect(RoiInput.safeParse({ ...valid, [field]: min }).success, `${field} min`).toBe(true);
      expect(RoiInput.safeParse({ ...valid, [field]: max }).success, `${field} max`).toBe(true);
      expect(RoiInput.safeParse({ ...valid, [field]: min - 1 }).success, `${field} below`).toBe(false);
      expect(RoiInput.safeParse({ ...valid, [field]: max + 1 }).success, `${field} above`).toBe(false);
    }
    expect(ROI_LIMITS).toEqual({
      currentRevenue: { min: 1000, max: 1000000 },
      currentLeads: { min: 1, max: 1000 },
      conversionRate: { min: 1, max: 100 },
      averageCase: { min: 100, max: 100000 },
    });
  });

  it('says in French which bound was crossed', () => {
    expect(messages(RoiInput.safeParse({ ...valid, conversionRate: 150 }))).toEqual([
      'Le taux de conversion doit être compris entre 1 et 100 %.',
    ]);
  });

  it('accepts only the four firm sizes', () => {
    expect(RoiInput.safeParse({ ...valid, firmType: 'grand-cabinet-plus-20' }).success).toBe(true);
    expect(RoiInput.safeParse({ ...valid, firmType: 'grand-cabinet' }).success).toBe(false);
  });
});

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

describe('the quiz lead', () => {
  const valid = {
    firstName: 'Paul',
    lastName: 'Durand',
    email: 'paul@durand-avocat.fr',
    consent: true,
    quizAnswers: [
      { questionId: 1, answer: 'Non, pas encore' },
      { questionId: 6, answer: ['Site internet', 'Réseaux sociaux'] },
    ],
    quizScore: 42,
  };

  it("defaults the lead source to 'facebook-quiz'", () => {
    expect(QuizLeadInput.parse(valid).leadSource).toBe('facebook-quiz');
  });

  it('needs consent, with the spec message', () => {
    expect(messages(QuizLeadInput.safeParse({ ...valid, consent: false }))).toEqual([
      'Veuillez accepter le traitement de vos données.',
    ]);
  });

  it('keeps the score between 0 and 100', () => {
    expect(QuizLeadInput.safeParse({ ...valid, quizScore: 101 }).success).toBe(false);
    expect(QuizLeadInput.safeParse({ ...valid, quizScore: -1 }).success).toBe(false);
  });

  it('accepts an empty answer list when time runs out', () => {
    expect(QuizLeadInput.safeParse({ ...valid, quizAnswers: [] }).success).toBe(true);
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
      'Le mot de passe doit contenir entre 8 et 200 caractères.',
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
