/**
 * JSON-LD (schema.org) builders for the page heads: the agency (home), landing pages (Service,
 * BreadcrumbList, FAQPage) and articles (BlogPosting, BreadcrumbList). Each takes the data the
 * page itself shows, so the markup never disagrees with the visible text.
 */
import { SITE } from '../../shared/site';

type Crumb = { label: string; href: string };

const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);

/** Logo and default share image (public/og-image.png, 1200×630). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: `${SITE.brand} — SEO et sites web pour avocats` };

function organizationRef(siteUrl: string) {
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

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(siteUrl, crumb.href),
    })),
  };
}

export function faqJsonLd(faq: readonly { question: string; answer: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A landing page: the SEO service for one specialty in one city, its breadcrumb and FAQ. */
export function landingJsonLd(
  siteUrl: string,
  page: {
    slug: string;
    h1: string;
    metaDescription: string;
    practice: string;
    city: string;
    region: string;
    breadcrumbs: readonly Crumb[];
    faq: readonly { question: string; answer: string }[];
  },
): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: `SEO pour avocat en ${page.practice.toLocaleLowerCase('fr-FR')} à ${page.city}`,
      serviceType: 'Référencement SEO local pour avocats',
      description: page.metaDescription,
      url: `${siteUrl}/${page.slug}`,
      provider: organizationRef(siteUrl),
      areaServed: {
        '@type': 'City',
        name: page.city,
        containedInPlace: { '@type': 'AdministrativeArea', name: page.region },
      },
      audience: { '@type': 'BusinessAudience', audienceType: `Avocats en ${page.practice.toLocaleLowerCase('fr-FR')}` },
    },
    breadcrumbJsonLd(siteUrl, page.breadcrumbs),
    faqJsonLd(page.faq),
  ];
}

/** An article: `BlogPosting` + its breadcrumb (Accueil › Blog › title). */
export function blogPostingJsonLd(
  siteUrl: string,
  post: {
    slug: string;
    title: string;
    excerpt: string;
    metaDescription?: string | null;
    imageUrl?: string | null;
    keywords?: readonly string[] | null;
    createdAt: Date | string;
    updatedAt?: Date | string | null;
  },
): object[] {
  const url = `${siteUrl}/blog/${post.slug}`;
  const iso = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString());
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.metaDescription || post.excerpt,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      image: absolute(siteUrl, post.imageUrl || OG_IMAGE.path),
      datePublished: iso(post.createdAt),
      dateModified: iso(post.updatedAt ?? post.createdAt),
      inLanguage: 'fr-FR',
      ...(post.keywords && post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
      author: organizationRef(siteUrl),
      publisher: { ...organizationRef(siteUrl), logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` } },
    },
    breadcrumbJsonLd(siteUrl, [
      { label: 'Accueil', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: post.title, href: `/blog/${post.slug}` },
    ]),
  ];
}
