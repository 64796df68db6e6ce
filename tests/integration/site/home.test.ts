import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../../helpers/server';
import { HOME_SECTIONS } from '#shared/site/brand';
import { SERVICES } from '#shared/pricing/services';
import { PRIVACY_RETENTION } from '#shared/site/privacy';

/** A search engine's user agent: the server waits for every lazy part before answering. */
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function html(s: TestServer, path: string, userAgent = CRAWLER) {
  const res = await fetch(s.url + path, { headers: { accept: 'text/html', 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
}

describe('public pages of the home, pricing, privacy and ROI as a crawler receives them', () => {
  const s = useTestServer();

  it('the home has its sections in the spec order, the 8 services and no placeholder', async () => {
    const page = await html(s, '/');
    const positions = HOME_SECTIONS.map((id) => page.indexOf(`id="${id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const service of SERVICES) expect(page).toContain(service.title);
    expect(page).not.toContain('Section en cours de préparation');
    expect(page).toContain('href="#outils"');
    expect(page).toContain('href="#tarifs"');
  });

  it('the home server-renders the forms of the tools and of the contact section, with the honeypot hidden', async () => {
    const page = await html(s, '/');
    for (const label of ['Adresse de votre site', 'Spécialisation', 'Ville', "Rayon d'action : 20 km", 'Nombre de cabinets concurrents', 'Prénom', 'E-mail', 'Vos objectifs']) {
      expect(page).toContain(label);
    }
    expect(page).toMatch(/<input[^>]*name="website"[^>]*tabindex="-1"|<input[^>]*tabindex="-1"[^>]*name="website"/i);
    expect(page).toMatch(/<input[^>]*type="range"[^>]*value="20"|<input[^>]*value="20"[^>]*type="range"/);
    expect(page).toMatch(/<div aria-hidden="true"[^>]*><label for="contact-website">/);
    // Until the page is hydrated each form posts natively to its server route (decision 064): its
    // submit is enabled, and nothing goes by GET into the URL.
    for (const [action, label] of [['/audit-gratuit', 'Lancer mon audit gratuit'], ['/visibilite', 'Calculer ma visibilité'], ['/contact', 'Envoyer ma demande']]) {
      const form = new RegExp(`<form(?=[^>]*method="post")(?=[^>]*action="${action}")[^>]*>(?:(?!</form>).)*<button type="submit"(?:(?!disabled="")[^>])*>(?:(?!</button>).)*${label}`, 's');
      expect(page).toMatch(form);
    }
  });

  it('the home lists the 3 latest published articles, linking to /blog/{slug}', async () => {
    const posts = s.query<{ slug: string }>('SELECT slug FROM blog_posts WHERE published = 1 ORDER BY created_at DESC, id DESC LIMIT 3');
    expect(posts).toHaveLength(3);
    const page = await html(s, '/');
    const blog = page.slice(page.indexOf('id="blog"'), page.indexOf('id="a-propos"'));
    for (const { slug } of posts) expect(blog).toContain(`href="/blog/${slug}"`);
  });

  it('/pricing shows the three plans in whole euros TTC, the most popular card and the limits', async () => {
    const page = await html(s, '/pricing');
    for (const text of ['Essentiel', 'Professionnel', 'Premium', 'Le plus populaire', '-20%', 'économisez 2 mois', 'Illimité', 'TTC']) {
      expect(page).toContain(text);
    }
    expect(page.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/299 €.*599 €.*999 €/s);
  });

  it('/privacy has 14 numbered sections with the retention periods and both browser storage keys', async () => {
    const page = await html(s, '/privacy');
    const headings = [...page.matchAll(/<h2 id="section-(\d+)-title"[^>]*>(\d+)\. /g)].map((m) => Number(m[2]));
    expect(headings).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(page).toContain(`${PRIVACY_RETENTION.prospectsYears} ans à compter du dernier contact`);
    expect(page).toContain(`${PRIVACY_RETENTION.clientsYears} ans`);
    expect(page).toContain(`${PRIVACY_RETENTION.browsingMonths} mois au maximum`);
    expect(page).toContain('cookie-consent');
    expect(page).toContain('admin_jwt');
    expect(page).toContain('contact@avocat-visible.fr');
  });

  it('/roi-calculator renders the form with the spec defaults', async () => {
    const page = await html(s, '/roi-calculator');
    expect(page).toContain('<option value="avocat-independant" selected="">');
    for (const value of ['10000', '50', '20', '2500']) expect(page).toMatch(new RegExp(`<input[^>]*value="${value}"`));
    expect(page).toContain('Calculer mon ROI');
    expect(page).toContain('40 à 60 %');
  });
});
