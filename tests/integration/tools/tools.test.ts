/** The SEO audit over REST: a real page on a fixture site, and the address policy (public addresses only). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '#server/platform/errors';
import { api, useTestServer } from '../../helpers/server';
import { startFixtureSite, type FixtureSite } from '../../helpers/fixture-site';
import { runAudit } from '#server/audit/index';

type ErrorReply = { error: string; code: string };
type AuditReply = {
  overallScore: number;
  technicalScore: number;
  contentScore: number;
  localSeoScore: number;
  recommendations: string[];
  pagesAnalyzed: number;
  reportUrl: string;
};

const count = (s: { query: <T>(sql: string) => T[] }, table: string) =>
  s.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)[0]?.n;

describe('SEO audit of a real page (private hosts allowed for the test site)', () => {
  const s = useTestServer({ AUDIT_ALLOW_PRIVATE_HOSTS: 'true' });
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(() => site.close());

  it('scores a well-built law-firm page high and stores the request with its result', async () => {
    const res = await api<AuditReply>(s.url, 'POST', '/api/audit', {
      body: { websiteUrl: `${site.url}/bon`, specialization: 'Droit pénal' },
    });
    expect(res.status).toBe(200);
    // A one-page site (no link, no sitemap): the page and the site-wide checks.
    expect(res.body.pagesAnalyzed).toBe(1);
    expect(res.body.localSeoScore).toBe(100);
    expect(res.body.contentScore).toBe(100);
    // The page over http loses its HTTPS check (85); the site has no robots.txt, no sitemap.xml,
    // no https:// to redirect to, and a canonical on another domain (35 of the site's 100).
    expect(res.body.technicalScore).toBe(Math.round(0.6 * 85 + 0.4 * 35));
    expect(res.body.overallScore).toBe(Math.round(65 * 0.35 + 100 * 0.4 + 100 * 0.25));
    expect(res.body.recommendations).toEqual([
      'Passez votre site en HTTPS (la page est servie en http://, sans chiffrement).',
      'Servez le site en HTTPS et redirigez http:// vers https:// (le site n’est pas chiffré).',
      'Publiez un fichier robots.txt à la racine du site (absent).',
      'Publiez un plan du site sitemap.xml (absent).',
      "Faites pointer l'URL canonique de chaque page vers elle-même (1 page pointe ailleurs).",
    ]);
    expect(res.body.reportUrl).toMatch(/^\/audit\/[A-Za-z0-9_-]{24}$/);
    const rows = s.query<{ website_url: string; specialization: string; results: string }>(
      'SELECT website_url, specialization, results FROM audit_requests',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ website_url: `${site.url}/bon`, specialization: 'Droit pénal' });
    expect(JSON.parse(rows[0]!.results)).toMatchObject({ overallScore: res.body.overallScore, status: 200 });
  });

  it('names what a poor page lacks, by impact, and gives the same scores twice', async () => {
    const body = { websiteUrl: `${site.url}/faible`, specialization: 'Droit de la famille' };
    const first = await api<AuditReply>(s.url, 'POST', '/api/audit', { body });
    const second = await api<AuditReply>(s.url, 'POST', '/api/audit', { body });
    expect(first.status).toBe(200);
    // The same scores and findings; each audit its own report.
    expect({ ...second.body, reportUrl: '' }).toEqual({ ...first.body, reportUrl: '' });
    expect(second.body.reportUrl).not.toBe(first.body.reportUrl);
    expect(first.body.localSeoScore).toBe(0);
    expect(first.body.contentScore).toBeLessThan(30);
    expect(first.body.recommendations[0]).toBe(
      'Corrigez vos données structurées JSON-LD (illisibles) et déclarez un type LegalService ou Attorney.',
    );
    expect(first.body.recommendations).toEqual(
      expect.arrayContaining([
        'Ajoutez une meta description (absente).',
        'Gardez un seul titre H1 (2 trouvés).',
        'Ajoutez une balise meta viewport pour l\'affichage mobile (absente).',
        'Déclarez la langue de la page avec l\'attribut lang de <html> (absent).',
        'Ajoutez un texte alternatif aux images (1 sur 1 sans attribut alt).',
        'Affichez un numéro de téléphone cliquable (lien tel: absent).',
      ]),
    );
  });

  it('decodes a page in its declared charset (Windows-1252 via <meta charset>)', async () => {
    const res = await api<AuditReply>(s.url, 'POST', '/api/audit', {
      body: { websiteUrl: `${site.url}/latin1`, specialization: 'Droit pénal' },
    });
    expect(res.status).toBe(200);
    const keywordAdvice = res.body.recommendations.filter((r) => r.includes('« droit pénal »'));
    // Title and H1 both carry the specialty once "é" is decoded right.
    expect(keywordAdvice).toEqual([]);
  });

  it('follows up to 3 redirects, refuses a 4th, and answers 422 for a non-HTML, missing or unreachable page', async () => {
    const three = await api<AuditReply>(s.url, 'POST', '/api/audit', {
      body: { websiteUrl: `${site.url}/hop/2`, specialization: 'Droit pénal' },
    });
    expect(three.status).toBe(200);
    expect(three.body.recommendations).toContain("Réduisez les redirections (3 avant d'atteindre la page).");

    const before = count(s, 'audit_requests');
    const four = await api<ErrorReply>(s.url, 'POST', '/api/audit', {
      body: { websiteUrl: `${site.url}/hop/3`, specialization: 'Droit pénal' },
    });
    expect(four.status).toBe(422);
    expect(four.body.error).toBe("Trop de redirections : la page n'a pas été atteinte après 3 redirections.");

    const json = await api<ErrorReply>(s.url, 'POST', '/api/audit', {
      body: { websiteUrl: `${site.url}/json`, specialization: 'Autre' },
    });
    expect(json.status).toBe(422);
    expect(json.body.error).toBe("L'adresse ne renvoie pas une page HTML (type reçu : application/json).");

    const missing = await api<ErrorReply>(s.url, 'POST', '/api/audit', {
      body: { websiteUrl: `${site.url}/nexiste-pas`, specialization: 'Autre' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toBe("La page a répondu par une erreur (code HTTP 404). Vérifiez l'adresse et réessayez.");

    const closed = await startFixtureSite();
    await closed.close();
    const down = await api<ErrorReply>(s.url, 'POST', '/api/audit', {
      body: { websiteUrl: closed.url, specialization: 'Autre' },
    });
    expect(down.status).toBe(422);
    expect(down.body.error).toBe("Le site 127.0.0.1 est injoignable. Vérifiez l'adresse et réessayez.");
    expect(count(s, 'audit_requests')).toBe(before);
  });

  it('gives up on a slow site after the timeout with a French message', async () => {
    const err = await runAudit(s.deps, { websiteUrl: `${site.url}/lent`, specialization: 'Autre' }, { timeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).kind).toBe('unprocessable');
    expect((err as DomainError).message).toBe("Le site n'a pas répondu dans le délai de 1 seconde.");
  });

  it('refuses invalid input with the spec message and stores nothing', async () => {
    const before = count(s, 'audit_requests');
    for (const body of [{ websiteUrl: '', specialization: 'Droit pénal' }, { websiteUrl: `${site.url}/bon` }, {}]) {
      const res = await api<ErrorReply>(s.url, 'POST', '/api/audit', { body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Veuillez remplir tous les champs obligatoires.');
    }
    const bad = await api<ErrorReply>(s.url, 'POST', '/api/audit', {
      body: { websiteUrl: 'ftp://exemple.fr', specialization: 'Autre' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Veuillez saisir une adresse de site valide (ex. : www.votre-cabinet.fr).');
    expect(count(s, 'audit_requests')).toBe(before);
  });
});

describe('SEO audit address policy (default: public addresses only)', () => {
  const s = useTestServer();
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(() => site.close());

  const REFUSED =
    "Cette adresse ne peut pas être auditée : elle désigne un réseau privé ou local. Indiquez l'adresse publique de votre site.";

  it('refuses 127.0.0.1, localhost (after DNS) and IPv4-mapped IPv6 with a 400, without contacting them', async () => {
    const port = new URL(site.url).port;
    for (const websiteUrl of [`${site.url}/bon`, `http://localhost:${port}/bon`, `http://[::ffff:127.0.0.1]:${port}/bon`]) {
      const res = await api<ErrorReply>(s.url, 'POST', '/api/audit', { body: { websiteUrl, specialization: 'Autre' } });
      expect(res.status, websiteUrl).toBe(400);
      expect(res.body.error).toBe(REFUSED);
    }
    expect(site.hits()).toBe(0);
    expect(count(s, 'audit_requests')).toBe(0);
  });

  it('checks every redirect: a page that redirects to a loopback address is refused', async () => {
    const port = new URL(site.url).port;
    const redirecting = await startFixtureSite({ '/': `http://127.0.0.2:${port}/bon` });
    try {
      // The first hop (127.0.0.1) is let through by the policy; the redirect target is not.
      const err = await runAudit(
        s.deps,
        { websiteUrl: `${redirecting.url}/`, specialization: 'Autre' },
        { addressPolicy: (ip) => ip === '127.0.0.1' },
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).kind).toBe('invalid');
      expect((err as DomainError).message).toBe(REFUSED);
      expect(redirecting.hits()).toBe(1);
      expect(site.hits()).toBe(0);
    } finally {
      await redirecting.close();
    }
  });
});
