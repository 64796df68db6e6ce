/**
 * Reads the facts the audit scores from a fetched page, with cheerio (never regexes on HTML). Runs
 * in an analysis worker (analysis-worker.ts), after the nesting check; text is read without
 * recursion (`textOf`).
 */
import { loadBuffer, type CheerioAPI } from 'cheerio';
import { CITIES } from '#shared/landing/cities';
import { foldText, headingGap as findHeadingGap, LOCAL_JSON_LD_TYPES, type AuditFacts } from '#shared/audit/page-rules';
import type { FetchedPage } from './fetch-page';
import { textOf } from './nesting';

/** French phone numbers: 01 23 45 67 89, 01.23.45.67.89, +33 1 23 45 67 89. */
const FRENCH_PHONE = /(?:\+33\s?\(?0?\)?\s?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/;
/** A French postal code followed by a town name: '75008 Paris'. */
const POSTAL_CODE_CITY = /\b\d{5}\s+[A-Za-zÀ-ÿ]/;
const MAP_URL = /google\.[a-z.]+\/maps|maps\.google\.|openstreetmap\.org|maps\.apple\.com|bing\.com\/maps|umap\./i;
const FOLDED_CITIES = CITIES.map((c) => foldText(c.name));

type JsonLdSummary = {
  types: string[];
  invalid: boolean;
  phone: boolean;
  address: boolean;
  mapOrHours: boolean;
  /** The firm's own node (LegalService, Attorney or LocalBusiness): what it declares. */
  entity: { name: boolean; address: boolean; phone: boolean } | null;
};

const ENTITY_TYPES = new Set<string>(LOCAL_JSON_LD_TYPES);

/** Walks JSON-LD values (objects, arrays, @graph) collecting the @types and local details. */
function readJsonLd($: CheerioAPI): JsonLdSummary {
  const summary: JsonLdSummary = { types: [], invalid: false, phone: false, address: false, mapOrHours: false, entity: null };
  const visit = (value: unknown, depth: number): void => {
    if (depth > 20 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((v) => visit(v, depth + 1));
      return;
    }
    const node = value as Record<string, unknown>;
    const type = node['@type'];
    for (const t of Array.isArray(type) ? type : [type]) {
      if (typeof t === 'string' && !summary.types.includes(t)) summary.types.push(t.replace(/^https?:\/\/schema\.org\//, ''));
    }
    const nodeTypes = (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
    if (nodeTypes.some((t) => ENTITY_TYPES.has(t))) {
      const found = {
        name: typeof node.name === 'string' && node.name.trim() !== '',
        address: Boolean(node.address),
        phone: typeof node.telephone === 'string' && node.telephone.trim() !== '',
      };
      const count = (e: typeof found | null) => (e ? Number(e.name) + Number(e.address) + Number(e.phone) : -1);
      if (count(found) > count(summary.entity)) summary.entity = found;
    }
    if (typeof node.telephone === 'string' && node.telephone.trim()) summary.phone = true;
    if (node.address) summary.address = true;
    if (node.openingHours || node.openingHoursSpecification || node.hasMap) summary.mapOrHours = true;
    for (const [key, child] of Object.entries(node)) {
      if (key !== '@context') visit(child, depth + 1);
    }
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    const raw = textOf([el]).trim();
    if (!raw) return;
    try {
      visit(JSON.parse(raw), 0);
    } catch {
      summary.invalid = true;
    }
  });
  return summary;
}

function metaContent($: CheerioAPI, name: string): string | null {
  const el = $('meta')
    .filter((_, m) => ($(m).attr('name') ?? '').trim().toLowerCase() === name)
    .first();
  const content = el.attr('content')?.trim();
  return content ? content : null;
}

/** What the crawl reads besides the scored facts: the page's links, canonical URL, firm identity, title and description. */
export type PageExtras = {
  links: string[];
  canonicalUrl: string | null;
  legalEntity: JsonLdSummary['entity'];
  title: string | null;
  description: string | null;
};

const absolute = (href: string, base: URL): string | null => {
  try {
    const url = new URL(href, base);
    url.hash = '';
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

export function analyzePageFully(page: FetchedPage): { facts: AuditFacts; extras: PageExtras } {
  // Decoded like a browser would: BOM, then the Content-Type charset, then <meta charset>, else UTF-8.
  const $ = loadBuffer(page.body, { encoding: { transportLayerEncodingLabel: page.charset, defaultEncoding: 'utf-8' } });
  const jsonLd = readJsonLd($);

  const headings = $('h1, h2, h3, h4, h5, h6')
    .toArray()
    .map((el) => Number(el.tagName.slice(1)));
  const headingGap = findHeadingGap(headings);

  const robots = `${metaContent($, 'robots') ?? ''} ${metaContent($, 'googlebot') ?? ''} ${page.robotsHeader}`;
  const canonicalLink = $('link[rel][href]')
    .toArray()
    .find((el) => ($(el).attr('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical') && ($(el).attr('href') ?? '').trim() !== '');
  const canonical = canonicalLink !== undefined;
  const canonicalUrl = canonicalLink ? absolute(($(canonicalLink).attr('href') ?? '').trim(), page.finalUrl) : null;
  const baseHref = $('base[href]').attr('href');
  const linkBase = (baseHref && absolute(baseHref, page.finalUrl)) || page.finalUrl.href;
  const links = [
    ...new Set(
      $('a[href]')
        .toArray()
        .filter((el) => !/\bnofollow\b/i.test($(el).attr('rel') ?? ''))
        .map((el) => absolute(($(el).attr('href') ?? '').trim(), new URL(linkBase)))
        .filter((href): href is string => href !== null),
    ),
  ];
  const images = $('img').toArray();
  const title = textOf($('title').first().toArray()).replace(/\s+/g, ' ').trim();

  const mapLinks = $('iframe[src], a[href]')
    .toArray()
    .some((el) => MAP_URL.test($(el).attr('src') ?? $(el).attr('href') ?? ''));

  $('script, style, noscript, template, svg').remove();
  const rawText = textOf($('body').toArray()).replace(/\s+/g, ' ').trim();
  const text = foldText(rawText);
  const wordCount = rawText.split(' ').filter((t) => /[\p{L}\p{N}]/u.test(t)).length;

  const mentionsCity = FOLDED_CITIES.some((city) => new RegExp(`(^|[^a-z])${city.replace(/[-\s]/g, '[-\\s]')}([^a-z]|$)`).test(text));

  const facts: AuditFacts = {
    https: page.finalUrl.protocol === 'https:',
    status: page.status,
    redirects: page.redirects,
    responseMs: page.responseMs,
    pageBytes: page.bytes,
    viewport: metaContent($, 'viewport') !== null,
    lang: $('html').attr('lang')?.trim() || null,
    canonical,
    noindex: /noindex|\bnone\b/i.test(robots),
    title: title || null,
    metaDescription: metaContent($, 'description'),
    h1Count: headings.filter((l) => l === 1).length,
    h1Text: textOf($('h1').toArray()).replace(/\s+/g, ' ').trim(),
    h2Count: headings.filter((l) => l === 2).length,
    headingGap,
    wordCount,
    images: images.length,
    imagesWithoutAlt: images.filter((el) => $(el).attr('alt') === undefined).length,
    text,
    jsonLdTypes: jsonLd.types,
    jsonLdInvalid: jsonLd.invalid,
    phone: $('a[href^="tel:"]').length > 0 || jsonLd.phone || FRENCH_PHONE.test(rawText),
    address: $('address').length > 0 || jsonLd.address || POSTAL_CODE_CITY.test(rawText) || mentionsCity,
    mapOrHours: mapLinks || jsonLd.mapOrHours || /\bhoraires\b/.test(text) || /lundi.{0,40}\d{1,2}\s?h/.test(text),
  };
  return {
    facts,
    extras: { links, canonicalUrl, legalEntity: jsonLd.entity, title: facts.title, description: facts.metaDescription },
  };
}
