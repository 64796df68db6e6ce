/**
 * JSON-LD (schema.org) builders for the page heads: the agency (home) here; landing pages and
 * articles in ./structured-data-pages (computed in their loaders, so kept out of the entry chunk).
 * Each takes the data the page itself shows, so the markup never disagrees with the visible text.
 */
import { SITE } from '#shared/site/brand';

export const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);

/** Logo and default share image (public/og-image.png, 1200×630). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: `${SITE.brand} — SEO et sites web pour avocats` };

export function organizationRef(siteUrl: string) {
  return { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: SITE.brand, url: `${siteUrl}/` };
}

/** The agency: `Organization` + `ProfessionalService` (home page). */
export function agencyJsonLd(siteUrl: string, description: string): object[] {
  const contactPoint = {
    '@type': 'ContactPoint',
    telephone: SITE.phoneHref.replace('tel:', ''),
    email: SITE.email,
    contactType: 'customer service',
    areaServed: 'FR',
    availableLanguage: 'French',
  };
  return [
    {
      '@context': 'https://schema.org',
      ...organizationRef(siteUrl),
      logo: `${siteUrl}/favicon.svg`,
      image: absolute(siteUrl, OG_IMAGE.path),
      description,
      foundingDate: String(SITE.claims.since),
      email: SITE.email,
      telephone: SITE.phoneHref.replace('tel:', ''),
      contactPoint,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': `${siteUrl}/#service`,
      name: SITE.brand,
      url: `${siteUrl}/`,
      image: absolute(siteUrl, OG_IMAGE.path),
      description,
      telephone: SITE.phoneHref.replace('tel:', ''),
      email: SITE.email,
      areaServed: { '@type': 'Country', name: 'France' },
      parentOrganization: { '@id': `${siteUrl}/#organization` },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      knowsAbout: ['Référencement SEO', 'Création de site web', 'Refonte de site', 'Web design', 'SEO local pour avocats'],
    },
  ];
}
