/**
 * JSON-LD of landing pages (Service, BreadcrumbList, FAQPage) and articles (BlogPosting,
 * BreadcrumbList). Imported on demand by the loaders of those pages.
 */
import { CATEGORY_PAGE_SIZE } from '#shared/blog/constants';
import { absolute, OG_IMAGE, organizationRef } from './structured-data';

type Crumb = { label: string; href: string };

function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): object {
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

function faqJsonLd(faq: readonly { question: string; answer: string }[]): object {
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

/** A category page: `CollectionPage` listing its articles + its breadcrumb (Accueil › Blog › name). */
export function categoryJsonLd(
  siteUrl: string,
  category: { name: string; slug: string; description: string | null },
  posts: readonly { slug: string; title: string }[],
  page: number,
): object[] {
  const path = `/blog/categorie/${category.slug}${page > 1 ? `?page=${page}` : ''}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: `${category.name} — Blog`,
      url: absolute(siteUrl, path),
      ...(category.description ? { description: category.description } : {}),
      inLanguage: 'fr-FR',
      isPartOf: { '@type': 'Blog', name: 'Blog', url: `${siteUrl}/blog` },
      publisher: organizationRef(siteUrl),
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: posts.map((post, index) => ({
          '@type': 'ListItem',
          position: (page - 1) * CATEGORY_PAGE_SIZE + index + 1,
          url: `${siteUrl}/blog/${post.slug}`,
          name: post.title,
        })),
      },
    },
    breadcrumbJsonLd(siteUrl, [
      { label: 'Accueil', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: category.name, href: `/blog/categorie/${category.slug}` },
    ]),
  ];
}
