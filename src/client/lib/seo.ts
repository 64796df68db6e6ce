import { SITE } from '#shared/site/brand';
import { OG_IMAGE } from './structured-data';

export type SeoInput = {
  title: string;
  description: string;
  /** Path of the page (e.g. '/blog'); joined to SITE_URL for canonical and og:url. */
  path: string;
  siteUrl: string;
  type?: 'website' | 'article';
  image?: string | null;
  /** JSON-LD object(s) describing the page. */
  jsonLd?: object | object[];
  noindex?: boolean;
  /** `<meta name="keywords">` */
  keywords?: readonly string[];
};

const absolute = (siteUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** Head tags of a page: title, description, canonical, Open Graph, Twitter card type and JSON-LD. */
export function seo(input: SeoInput) {
  const url = absolute(input.siteUrl, input.path);
  const image = absolute(input.siteUrl, input.image || OG_IMAGE.path);
  const defaultImage = !input.image;
  const jsonLd = input.jsonLd ? (Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd]) : [];
  return {
    meta: [
      { title: input.title },
      { name: 'description', content: input.description },
      ...(input.keywords && input.keywords.length > 0 ? [{ name: 'keywords', content: input.keywords.join(', ') }] : []),
      ...(input.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:site_name', content: SITE.brand },
      { property: 'og:locale', content: 'fr_FR' },
      { property: 'og:title', content: input.title },
      { property: 'og:description', content: input.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      ...(defaultImage
        ? [
            { property: 'og:image:width', content: String(OG_IMAGE.width) },
            { property: 'og:image:height', content: String(OG_IMAGE.height) },
            { property: 'og:image:type', content: 'image/png' },
          ]
        : []),
      { property: 'og:image:alt', content: defaultImage ? OG_IMAGE.alt : input.title },
      // X/Twitter reads the title, description and image from the Open Graph tags above.
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: jsonLd.map((data) => ({
      type: 'application/ld+json',
      // "<" is escaped so stored text can never close the script element.
      children: JSON.stringify(data).replace(/</g, '\\u003c'),
    })),
  };
}
