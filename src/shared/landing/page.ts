/**
 * Everything a landing page `/seo-avocat-{specialtyId}-{city}` shows (spec §2 "SEO landing
 * pages"), from the city, specialty and content data: figures, 'Votre défi', tips, FAQ and the
 * internal links. Pure: the page, its JSON-LD and the tests read the same object.
 */
import { nearbyCities } from './cities';
import { LANDING_CONTENT } from './content';
import type { LandingFaqItem } from './content';
import { SPECIALTIES } from './specialties';
import { formatNumberFr } from './market';
import { buildSeoPage, findCityAndSpecialty, seoPageSlug } from './directory';
import type { GeneratedSeoPage } from './directory';

type LandingLink = { label: string; href: string };

type LandingTip = { title: string; text: string };

export type LandingPageData = GeneratedSeoPage & {
  /** Specialty name in lowercase for running text: 'droit pénal'. */
  practiceLower: string;
  /** 'Votre défi': the problem box and the solution box. */
  problem: string;
  solution: string;
  tips: LandingTip[];
  faq: LandingFaqItem[];
  /** The same specialty in nearby or same-region cities (4 links). */
  nearby: LandingLink[];
  /** The other specialties in the same city (7 links). */
  otherSpecialties: LandingLink[];
  /** Home › Pages SEO › this page. */
  breadcrumbs: LandingLink[];
};

const fill = (text: string, city: string) => text.replaceAll('{city}', city);

/** The landing page of `slug` (with or without a leading '/'), or undefined for any other slug. */
export function buildLandingPage(slug: string, now: Date = new Date()): LandingPageData | undefined {
  const found = findCityAndSpecialty(slug);
  if (!found) return undefined;
  const { city, specialty } = found;
  const page = buildSeoPage(city, specialty, now);
  const content = LANDING_CONTENT[specialty.id];
  const lower = specialty.name.toLocaleLowerCase('fr-FR');
  const competition = page.competitionLevel.toLocaleLowerCase('fr-FR');
  const [k1, k2, k3] = page.keywords;
  return {
    ...page,
    practiceLower: lower,
    problem: `${city.name} compte ${formatNumberFr(page.population)} habitants et jusqu'à ${formatNumberFr(page.searchPotential)} recherches par mois liées au ${lower}, avec une concurrence ${competition} dans le département ${departementWithArticle(city.departement)}. Vos futurs clients vous cherchent ${content.searchMoment}. ${fill(content.problem, city.name)}`,
    solution: `${fill(content.solution, city.name)} Objectif : un dossier moyen de ${formatNumberFr(page.avgCaseValue)} € ne doit plus partir chez un confrère mieux placé.`,
    tips: [
      {
        title: 'Optimisez votre fiche d’établissement Google',
        text: `Catégorie « Avocat » et spécialité ${lower}, adresse exacte à ${city.name}, horaires, photos du cabinet et réponses à chaque avis : c'est le premier résultat que voient vos clients.`,
      },
      {
        title: 'Créez du contenu spécialisé',
        text: `Publiez des pages et des articles sur ${content.contentTopics.join(', ')}, en citant les juridictions de ${city.name}.`,
      },
      {
        title: 'Ciblez trois mots-clés géolocalisés',
        text: `Travaillez en priorité « ${k1} », « ${k2} » et « ${k3} » dans vos titres, vos pages et votre fiche.`,
      },
      {
        title: 'Gardez des citations locales cohérentes',
        text: `Le même nom, la même adresse et le même téléphone partout : annuaires du barreau, Pages Jaunes, réseaux sociaux et site du cabinet à ${city.name}.`,
      },
    ],
    faq: content.faq.map((item) => ({ question: fill(item.question, city.name), answer: fill(item.answer, city.name) })),
    nearby: nearbyCities(city, 4).map((other) => ({
      label: `Avocat ${lower} à ${other.name}`,
      href: `/${seoPageSlug(specialty.id, other.slug)}`,
    })),
    otherSpecialties: SPECIALTIES.filter((s) => s.id !== specialty.id).map((other) => ({
      label: `Avocat en ${other.name.toLocaleLowerCase('fr-FR')} à ${city.name}`,
      href: `/${seoPageSlug(other.id, city.slug)}`,
    })),
    breadcrumbs: [
      { label: 'Accueil', href: '/' },
      { label: 'Pages SEO', href: '/pages-seo' },
      { label: `${specialty.name} à ${city.name}`, href: `/${page.slug}` },
    ],
  };
}

/** "de Paris", "des Bouches-du-Rhône", "du Nord", "de la Marne", "de l'Isère"… */
function departementWithArticle(name: string): string {
  const article = DEPARTEMENT_ARTICLES[name];
  return article === undefined ? `de ${name}` : `${article}${name}`;
}

const DEPARTEMENT_ARTICLES: Record<string, string> = {
  Paris: 'de ',
  'Bouches-du-Rhône': 'des ',
  Rhône: 'du ',
  'Haute-Garonne': 'de la ',
  'Alpes-Maritimes': 'des ',
  'Loire-Atlantique': 'de la ',
  Hérault: "de l'",
  'Bas-Rhin': 'du ',
  Gironde: 'de la ',
  Nord: 'du ',
  'Ille-et-Vilaine': "d'",
  Marne: 'de la ',
  Var: 'du ',
  Loire: 'de la ',
  'Seine-Maritime': 'de la ',
  "Côte-d'Or": 'de la ',
  Isère: "de l'",
  'Maine-et-Loire': 'du ',
  Gard: 'du ',
};
