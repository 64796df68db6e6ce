/**
 * The internal links of an article's Markdown (issue 40): which links are checked, the path each
 * reaches, and « Corriger le lien » rewriting a link where it is written.
 */
import { describe, expect, it } from 'vitest';
import { internalLinks, internalPath, linkedPaths, rewriteLinks } from '#shared/blog/links';

const SITE = 'https://www.avocat-visible.fr';

describe('internalPath', () => {
  it('keeps relative paths and addresses on the site’s host (with or without www), not other hosts', () => {
    expect(internalPath('/blog/mon-article', SITE)).toBe('/blog/mon-article');
    expect(internalPath('https://www.avocat-visible.fr/blog/mon-article', SITE)).toBe('/blog/mon-article');
    expect(internalPath('http://avocat-visible.fr/blog/mon-article', SITE)).toBe('/blog/mon-article');
    expect(internalPath('HTTPS://WWW.AVOCAT-VISIBLE.FR/pricing', SITE)).toBe('/pricing');
    expect(internalPath('https://avocat-visible.fr', SITE)).toBe('/');
    expect(internalPath('https://autre-site.fr/blog/mon-article', SITE)).toBeNull();
    expect(internalPath('https://avocat-visible.fr.autre-site.fr/blog/x', SITE)).toBeNull();
    expect(internalPath('//autre-site.fr/blog/x', SITE)).toBeNull();
    expect(internalPath('mailto:contact@cabinet.fr', SITE)).toBeNull();
    expect(internalPath('page.html', SITE)).toBeNull();
  });

  it('ignores the anchor, the query string and a trailing slash for the check; decodes the path', () => {
    expect(internalPath('/blog/mon-article#partie-2', SITE)).toBe('/blog/mon-article');
    expect(internalPath('/blog/mon-article?utm_source=lettre&page=2', SITE)).toBe('/blog/mon-article');
    expect(internalPath('/blog/mon-article/', SITE)).toBe('/blog/mon-article');
    expect(internalPath('https://www.avocat-visible.fr/blog/x/?a=1#b', SITE)).toBe('/blog/x');
    expect(internalPath('/blog/d%C3%A9mo', SITE)).toBe('/blog/démo');
    expect(internalPath('#partie', SITE)).toBeNull();
    expect(internalPath('?page=2', SITE)).toBeNull();
  });
});

describe('internalLinks', () => {
  const content = [
    'Lisez [le guide](/blog/guide "Le guide") puis [les offres](https://www.avocat-visible.fr/pricing?offre=1#tarifs).',
    '',
    'Voir [notre article][seo] et [SEO Local][] ; <https://avocat-visible.fr/blog/auto> ou https://www.avocat-visible.fr/blog/nu.',
    '',
    '- [dans une liste](/blog/liste)',
    '> [dans une citation](/blog/citation)',
    '',
    'Pas des liens : `[code](/blog/code)`, ![une image](/uploads/image.webp), [ailleurs](https://autre-site.fr/blog/x), [ancre](#partie).',
    '',
    '```',
    '[bloc de code](/blog/bloc)',
    '```',
    '',
    '[seo]: /blog/seo-local#debut',
    '[seo local]: <https://www.avocat-visible.fr/blog/seo-local-2>',
  ].join('\n');

  it('finds Markdown, reference, autolinks and bare addresses of the site, in order; code, images, anchors and other sites left out', () => {
    expect(internalLinks(content, SITE).map((l) => [l.path, l.href])).toEqual([
      ['/blog/guide', '/blog/guide'],
      ['/pricing', 'https://www.avocat-visible.fr/pricing?offre=1#tarifs'],
      ['/blog/seo-local', '/blog/seo-local#debut'],
      ['/blog/seo-local-2', 'https://www.avocat-visible.fr/blog/seo-local-2'],
      ['/blog/auto', 'https://avocat-visible.fr/blog/auto'],
      ['/blog/nu', 'https://www.avocat-visible.fr/blog/nu'],
      ['/blog/liste', '/blog/liste'],
      ['/blog/citation', '/blog/citation'],
    ]);
  });

  it('knows where each target is written: in the link, or in its reference’s definition', () => {
    const written = internalLinks(content, SITE).map((l) => (l.at ? content.slice(l.at.start, l.at.end) : null));
    expect(written).toEqual([
      '/blog/guide',
      'https://www.avocat-visible.fr/pricing?offre=1#tarifs',
      '/blog/seo-local#debut',
      'https://www.avocat-visible.fr/blog/seo-local-2',
      'https://avocat-visible.fr/blog/auto',
      'https://www.avocat-visible.fr/blog/nu',
      '/blog/liste',
      '/blog/citation',
    ]);
  });

  it('lists each path once', () => {
    expect(linkedPaths('[a](/blog/x) [b](/blog/x#suite) [c](https://avocat-visible.fr/blog/x/) [d](/blog/y)', SITE)).toEqual(['/blog/x', '/blog/y']);
    expect(linkedPaths('Aucun lien interne, [sauf ailleurs](https://autre-site.fr).', SITE)).toEqual([]);
  });
});

describe('rewriteLinks (« Corriger le lien »)', () => {
  it('points every link to the path at the target, keeping the anchor, the query string and the link’s title', () => {
    const before = 'Voir [a](/blog/ancien "Titre") et [b](/blog/ancien/#partie) et [c](/blog/ancien-2) et `[d](/blog/ancien)`.';
    expect(rewriteLinks(before, SITE, '/blog/ancien', '/blog/nouveau')).toBe(
      'Voir [a](/blog/nouveau "Titre") et [b](/blog/nouveau#partie) et [c](/blog/ancien-2) et `[d](/blog/ancien)`.',
    );
  });

  it('rewrites a reference link’s definition once, an absolute link on its own origin, an autolink as an address', () => {
    const before = '[a][ref] [b][ref] [c](https://avocat-visible.fr/blog/ancien?x=1) <https://www.avocat-visible.fr/blog/ancien> https://www.avocat-visible.fr/blog/ancien\n\n[ref]: /blog/ancien';
    expect(rewriteLinks(before, SITE, '/blog/ancien', '/blog/nouveau')).toBe(
      '[a][ref] [b][ref] [c](https://avocat-visible.fr/blog/nouveau?x=1) <https://www.avocat-visible.fr/blog/nouveau> https://www.avocat-visible.fr/blog/nouveau\n\n[ref]: /blog/nouveau',
    );
  });

  it('writes an address of another site as it is, without the link’s own query string', () => {
    expect(rewriteLinks('[offre](/ancienne-offre?x=1)', SITE, '/ancienne-offre', 'https://partenaire.example/offre?ref=av')).toBe(
      '[offre](https://partenaire.example/offre?ref=av)',
    );
  });

  it('leaves the content as it is when no link goes to the path', () => {
    const content = 'Texte [lien](/blog/autre).';
    expect(rewriteLinks(content, SITE, '/blog/ancien', '/blog/nouveau')).toBe(content);
  });
});
