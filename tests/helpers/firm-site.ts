/**
 * A law firm's website on 127.0.0.1 for the site audit (issue 19): a home page linking to its
 * pages, more pages listed only in sitemap.xml, a robots.txt that forbids /espace-client, a
 * broken link, two pages sharing a title, a redirect, a page whose canonical points elsewhere,
 * and a link that redirects to another loopback address (the address policy must stop it).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FirmSite = { url: string; hits: (path?: string) => number; close: () => Promise<void> };

const PARAGRAPH = Array.from({ length: 40 }, () => 'Le cabinet défend ses clients en droit pénal à Lyon avec rigueur et disponibilité.').join(' ');

function page(opts: { title: string; description?: string; h1: string; links?: string[]; canonical?: string; jsonLd?: boolean; imgAlt?: boolean }): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${opts.title}</title>${opts.description ? `<meta name="description" content="${opts.description}">` : ''}
${opts.canonical ? `<link rel="canonical" href="${opts.canonical}">` : ''}
${opts.jsonLd ? `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LegalService","name":"Cabinet Martin","telephone":"+33 4 99 00 12 34","address":{"@type":"PostalAddress","streetAddress":"12 rue de la République","postalCode":"69002","addressLocality":"Lyon"}}</script>` : ''}
</head><body><header><a href="tel:+33499001234">04 99 00 12 34</a><nav>${(opts.links ?? []).map((href) => `<a href="${href}">${href}</a>`).join(' ')}</nav></header>
<h1>${opts.h1}</h1><img src="/photo.webp"${opts.imgAlt === false ? '' : ' alt="Maître Martin"'}><h2>Notre cabinet</h2><p>${PARAGRAPH}</p>
<address>12 rue de la République, 69002 Lyon</address><p>Horaires : du lundi au vendredi, de 9h à 18h.</p></body></html>`;
}

export async function startFirmSite(options: { privateTarget?: string; pages?: number } = {}): Promise<FirmSite> {
  const hits = new Map<string, number>();
  let base = '';
  const extra = Array.from({ length: options.pages ?? 0 }, (_, i) => `/article-${i + 1}`);
  const routes: Record<string, () => string> = {
    '/': () =>
      page({
        title: 'Avocat droit pénal à Lyon — Cabinet Martin',
        description: 'Cabinet d’avocat pénaliste à Lyon : garde à vue, comparution immédiate, défense devant le tribunal correctionnel.',
        h1: 'Avocat droit pénal à Lyon',
        links: ['/cabinet', '/honoraires', '/contact', '/ancienne-page', '/ancien-contact', '/espace-client', '/vers-prive', 'https://www.barreau-lyon.example/', '/plaquette.pdf', '#haut'],
        canonical: `${base}/`,
        jsonLd: true,
      }),
    '/cabinet': () =>
      page({ title: 'Le cabinet — Cabinet Martin, avocat à Lyon', description: 'Maître Martin, avocat pénaliste au barreau de Lyon depuis 2005 : parcours et valeurs du cabinet.', h1: 'Le cabinet, avocat droit pénal', canonical: `${base}/cabinet` }),
    '/honoraires': () =>
      page({ title: 'Le cabinet — Cabinet Martin, avocat à Lyon', description: 'Honoraires du cabinet Martin, avocat en droit pénal à Lyon : forfaits, convention et aide juridictionnelle.', h1: 'Honoraires en droit pénal', canonical: `${base}/honoraires`, imgAlt: false }),
    '/contact': () =>
      page({ title: 'Contacter un avocat en droit pénal à Lyon', description: 'Contactez le cabinet Martin, avocat en droit pénal à Lyon : téléphone, adresse et plan d’accès du cabinet.', h1: 'Contact, avocat droit pénal', canonical: 'https://www.autre-domaine.example/contact' }),
    '/garde-a-vue': () =>
      page({ title: 'Garde à vue : votre avocat en droit pénal à Lyon', description: 'Garde à vue à Lyon : vos droits, le rôle de l’avocat en droit pénal et comment joindre le cabinet jour et nuit.', h1: 'Garde à vue, avocat droit pénal', canonical: `${base}/garde-a-vue` }),
    '/espace-client': () => page({ title: 'Espace client', h1: 'Espace client' }),
    ...Object.fromEntries(
      extra.map((path, i) => [
        path,
        () => page({ title: `Article ${i + 1} : le droit pénal à Lyon expliqué`, description: `Article ${i + 1} du cabinet Martin, avocat en droit pénal à Lyon : ce qu’il faut savoir et comment agir.`, h1: `Article ${i + 1}, droit pénal`, canonical: `${base}${path}` }),
      ]),
    ),
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    if (url.pathname === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nDisallow: /espace-client\nSitemap: ${base}/sitemap.xml\n`);
      return;
    }
    if (url.pathname === '/sitemap.xml') {
      const locs = ['/', '/cabinet', '/garde-a-vue', '/espace-client', ...extra].map((p) => `<url><loc>${base}${p}</loc></url>`).join('');
      res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</urlset>`);
      return;
    }
    if (url.pathname === '/ancien-contact') {
      res.writeHead(301, { location: '/contact' }).end();
      return;
    }
    if (url.pathname === '/vers-prive') {
      res.writeHead(302, { location: options.privateTarget ?? 'http://127.0.0.2:9/' }).end();
      return;
    }
    const route = routes[url.pathname];
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Page introuvable</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(route());
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    hits: (path?: string) => (path ? (hits.get(path) ?? 0) : [...hits.values()].reduce((a, b) => a + b, 0)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
