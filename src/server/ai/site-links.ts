/**
 * The site's pages an AI draft may link to: the model is offered the published articles, the
 * landing pages of the practice (the city's first) and the main pages, title and path; the SEO
 * analysis then checks every internal link of the draft against all the site's pages.
 */
import { and, desc, eq } from 'drizzle-orm';
import { blogPosts } from '#db/schema';
import { landingPath } from '#shared/site/brand';
import { CITIES } from '#shared/landing/cities';
import { SPECIALTIES, type SpecialtyId } from '#shared/landing/specialties';
import { foldForSearch } from '#shared/format/text';
import type { GeneratorPracticeType } from '#shared/practice/areas';
import type { Deps } from '../platform/deps';
import { isPublic } from '../blog/publication';
import type { SiteLink } from './provider';

/** The public pages that are always there. */
const MAIN_PAGES: readonly SiteLink[] = [
  { title: 'Test de visibilité gratuit du cabinet', path: '/quiz' },
  { title: 'Calculateur de retour sur investissement', path: '/roi-calculator' },
  { title: 'Nos offres et tarifs', path: '/pricing' },
  { title: 'Annuaire des pages SEO par ville et spécialité', path: '/pages-seo' },
  { title: 'Blog', path: '/blog' },
  { title: 'Accueil', path: '/' },
];

/** The landing pages' specialty of a generator practice type (civil law has none). */
const SPECIALTY_OF: Partial<Record<GeneratorPracticeType, SpecialtyId>> = {
  'droit-penal': 'droit-penal',
  'droit-des-affaires': 'droit-affaires',
  'droit-immobilier': 'droit-immobilier',
  'droit-du-travail': 'droit-travail',
  'droit-de-la-famille': 'droit-famille',
  'droit-fiscal': 'droit-fiscal',
  'droit-public': 'droit-public',
};

/** Most published articles offered to the model (the latest). */
const ARTICLES_OFFERED = 15;
/** Landing pages offered to the model. */
const LANDINGS_OFFERED = 4;

export type SiteLinks = { offered: SiteLink[]; paths: Set<string> };

export async function siteLinks(deps: Pick<Deps, 'db'>, practiceType: GeneratorPracticeType, city: string | null): Promise<SiteLinks> {
  const articles = await deps.db
    .select({ title: blogPosts.title, slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), isPublic()))
    .orderBy(desc(blogPosts.createdAt));
  const articleLinks = articles.map((a) => ({ title: a.title, path: `/blog/${a.slug}` }));
  const landings = SPECIALTIES.flatMap((s) => CITIES.map((c) => ({ specialty: s, city: c, path: landingPath(s.id, c.slug) })));
  const wanted = SPECIALTY_OF[practiceType];
  const cityKey = city ? foldForSearch(city) : null;
  const offeredLandings = landings
    .filter((l) => l.specialty.id === wanted)
    .sort((a, b) => Number(foldForSearch(b.city.name) === cityKey) - Number(foldForSearch(a.city.name) === cityKey) || b.city.population - a.city.population)
    .slice(0, LANDINGS_OFFERED)
    .map((l) => ({ title: `Avocat en ${l.specialty.name.toLowerCase()} à ${l.city.name}`, path: l.path }));
  return {
    offered: [...articleLinks.slice(0, ARTICLES_OFFERED), ...offeredLandings, ...MAIN_PAGES],
    paths: new Set([...articleLinks, ...MAIN_PAGES].map((l) => l.path).concat(landings.map((l) => l.path))),
  };
}
