/**
 * Brand and site configuration (DESIGN.md "Brand and site config"): one module that every
 * page, the server and the tests read, so the phone number or a claim changes in one place.
 */

/** Fallback for the public base URL when the `SITE_URL` environment variable is not set. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export type SocialIcon = 'linkedin' | 'facebook' | 'twitter' | 'instagram';

type SocialLink = { readonly name: string; readonly icon: SocialIcon };

const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'LinkedIn', icon: 'linkedin' },
  { name: 'Facebook', icon: 'facebook' },
  { name: 'Twitter', icon: 'twitter' },
  { name: 'Instagram', icon: 'instagram' },
];

export const SITE = {
  brand: 'Avocat Visible',
  /** `{product}` of the spec's landing routes: `/seo-avocat-droit-penal-marseille`. */
  productSlug: 'seo-avocat',
  /** A number reserved for fiction (ARCEP 01 99 00 range). */
  phone: '01 99 00 12 34',
  phoneHref: 'tel:+33199001234',
  email: 'contact@avocat-visible.fr',
  emailHref: 'mailto:contact@avocat-visible.fr',
  locale: 'fr-FR',
  language: 'fr',
  timeZone: 'Europe/Paris',
  claims: {
    firmsServed: 150,
    firmsServedText: 'Plus de 150 cabinets accompagnés',
    since: 2019,
    sinceText: 'Au service des avocats depuis 2019',
    visibilityGain: '+285%',
    satisfaction: '98%',
    responseTime: '2h',
    hours: 'Du lundi au vendredi, 9h-18h, sur rendez-vous uniquement',
  },
  /** Social icons are placeholders: the spec gives them no target. */
  social: SOCIAL_LINKS,
} as const;

export type NavLink = { readonly label: string; readonly href: string };

/** Path of a static landing page: `/seo-avocat-{specialtyId}-{citySlug}`. */
export function landingPath(specialtyId: string, citySlug: string): string {
  return `/${SITE.productSlug}-${specialtyId}-${citySlug}`;
}

/**
 * Footer landing links (spec §2 Footer): criminal law in six cities, then family, labour,
 * real-estate, business and tax law in Paris.
 */
export const FOOTER_LANDING_LINKS: readonly NavLink[] = [
  { label: 'Avocat droit pénal Paris', href: landingPath('droit-penal', 'paris') },
  { label: 'Avocat droit pénal Lyon', href: landingPath('droit-penal', 'lyon') },
  { label: 'Avocat droit pénal Marseille', href: landingPath('droit-penal', 'marseille') },
  { label: 'Avocat droit pénal Toulouse', href: landingPath('droit-penal', 'toulouse') },
  { label: 'Avocat droit pénal Nice', href: landingPath('droit-penal', 'nice') },
  { label: 'Avocat droit pénal Nantes', href: landingPath('droit-penal', 'nantes') },
  { label: 'Avocat droit de la famille Paris', href: landingPath('droit-famille', 'paris') },
  { label: 'Avocat droit du travail Paris', href: landingPath('droit-travail', 'paris') },
  { label: 'Avocat droit immobilier Paris', href: landingPath('droit-immobilier', 'paris') },
  { label: 'Avocat droit des affaires Paris', href: landingPath('droit-affaires', 'paris') },
  { label: 'Avocat droit fiscal Paris', href: landingPath('droit-fiscal', 'paris') },
];

/** Header page links (spec §2 Header). */
export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Tarifs', href: '/pricing' },
  { label: 'Blog', href: '/blog' },
  { label: 'Calculateur ROI', href: '/roi-calculator' },
];

/** Home page anchors, in the order the sections appear (spec §2). */
export const HOME_SECTIONS = [
  'accueil',
  'services',
  'outils',
  'tarifs',
  'temoignages',
  'blog',
  'a-propos',
  'contact',
] as const;
type HomeSectionId = (typeof HOME_SECTIONS)[number];

export type SectionLink = { readonly id: HomeSectionId; readonly label: string };

/** Header scroll links to home sections (spec §2 Header). */
export const HEADER_SECTIONS: readonly SectionLink[] = [
  { id: 'services', label: 'Services' },
  { id: 'outils', label: 'Outils gratuits' },
  { id: 'temoignages', label: 'Témoignages' },
  { id: 'contact', label: 'Contact' },
];

/** Legal links row of the footer: placeholders without target (spec §2 Footer). */
export const LEGAL_LINKS: readonly { readonly label: string }[] = [
  { label: 'Mentions Légales' },
  { label: 'Politique de Confidentialité' },
  { label: 'CGV' },
];

export type MainPage = { readonly title: string; readonly description: string; readonly url: string };

/** Main public pages, listed by the site map page and `/sitemap.xml` (spec §2, §3 "Site map response"). */
/** The booking page (server HTML outside the page tree: a plain link loads it). Here, in the every-page chunk, so the site map page links it without the booking code. */
export const BOOKING_PATH = '/rendez-vous';

export const MAIN_PAGES: readonly MainPage[] = [
  {
    title: 'Accueil',
    description: 'Création de site, refonte et référencement SEO pour avocats et cabinets.',
    url: '/',
  },
  {
    title: 'Blog',
    description: 'Ressources SEO juridique : conseils pour développer la visibilité de votre cabinet.',
    url: '/blog',
  },
  {
    title: 'Tarifs',
    description: "Nos offres Essentiel, Professionnel et Premium, au mois ou à l'année.",
    url: '/pricing',
  },
  {
    title: 'Calculateur ROI',
    description: "Estimez le retour sur investissement d'une stratégie SEO pour votre cabinet.",
    url: '/roi-calculator',
  },
  {
    title: 'Quiz visibilité',
    description: 'Évaluez en 60 secondes la visibilité en ligne de votre cabinet.',
    url: '/quiz',
  },
  {
    title: 'Pages SEO par ville et spécialité',
    description: 'Le référencement local des avocats dans les 20 plus grandes villes de France.',
    url: '/pages-seo',
  },
  {
    title: 'Prendre rendez-vous',
    description: "Choisissez le créneau d'un appel avec notre équipe et recevez l'invitation dans votre agenda.",
    url: BOOKING_PATH,
  },
  {
    title: 'Plan du site',
    description: 'Toutes les pages et tous les articles du site.',
    url: '/sitemap',
  },
  {
    title: 'Politique de confidentialité',
    description: 'Comment nous traitons vos données personnelles et vos droits.',
    url: '/privacy',
  },
];
