/**
 * Contenu éditorial initial (articles de blog et catégories) utilisé par le seed.
 * Les articles sont rédigés en Markdown ; le titre est rendu en H1 par la page,
 * le contenu ne commence donc jamais par un titre de niveau 1.
 */
import { CONTENT_MARKETING_CONTENT, SEO_LOCAL_CONTENT, SITE_WEB_CONTENT } from './seed-article-bodies';

export type SeedArticle = {
  title: string;
  slug: string;
  excerpt: string;
  /** Corps de l'article en Markdown (sans H1). */
  content: string;
  metaDescription: string;
  keywords: string[];
  practiceType:
    | 'droit-penal'
    | 'droit-civil'
    | 'droit-famille'
    | 'droit-travail'
    | 'droit-immobilier'
    | 'droit-commercial';
  firmSize: 'avocat-independant' | 'petit-cabinet' | 'cabinet-moyen' | 'grand-cabinet';
  topic: 'seo-local' | 'content-marketing' | 'reseaux-sociaux' | 'site-web' | 'strategie-digitale';
  /** Âge de l'article en jours, utilisé pour calculer createdAt. */
  daysAgo: number;
};

export const SEED_ARTICLES: SeedArticle[] = [
  {
    title: 'SEO local pour avocats : apparaître dans le top 3 de Google à Paris',
    slug: 'seo-local-avocats-top-3-google-paris',
    excerpt:
      'Fiche Google Business Profile, cohérence des coordonnées, pages locales et avis clients conformes à la déontologie : la méthode pour hisser votre cabinet dans le pack local de Google.',
    content: SEO_LOCAL_CONTENT,
    metaDescription:
      "Avocat à Paris : optimisez votre fiche Google Business Profile, vos coordonnées, vos pages locales et vos avis pour entrer dans le top 3 de Google.",
    keywords: [
      'seo local avocat',
      'google business profile avocat',
      'avocat droit de la famille paris 15',
      'référencement local cabinet d\'avocats',
      'avis clients avocat',
    ],
    practiceType: 'droit-famille',
    firmSize: 'petit-cabinet',
    topic: 'seo-local',
    daysAgo: 12,
  },
  {
    title: "Créer un site web d'avocat qui convertit : les 7 éléments indispensables",
    slug: 'creer-site-web-avocat-qui-convertit-7-elements',
    excerpt:
      "Vitesse, mobile, pages par domaine, contact d'urgence, signaux de confiance, mentions légales et RGPD : les sept piliers d'un site d'avocat pénaliste qui transforme les visites en rendez-vous.",
    content: SITE_WEB_CONTENT,
    metaDescription:
      "Les 7 éléments d'un site d'avocat qui convertit : vitesse, mobile, pages claires, contact d'urgence, confiance, mentions légales et RGPD.",
    keywords: [
      'site web avocat',
      'création site avocat',
      'site avocat pénaliste',
      'mentions légales avocat',
      'rgpd cabinet d\'avocat',
    ],
    practiceType: 'droit-penal',
    firmSize: 'avocat-independant',
    topic: 'site-web',
    daysAgo: 26,
  },
  {
    title: 'Marketing de contenu juridique : rédiger des articles qui attirent des clients',
    slug: 'marketing-contenu-juridique-rediger-articles-attirer-clients',
    excerpt:
      "Intention de recherche, FAQ, calendrier éditorial, critères E-E-A-T et mises à jour législatives : comment un cabinet en droit du travail transforme ses articles en source de nouveaux dossiers.",
    content: CONTENT_MARKETING_CONTENT,
    metaDescription:
      "Rédigez des articles juridiques qui attirent des clients : intention de recherche, FAQ, calendrier éditorial, E-E-A-T et mise à jour des contenus.",
    keywords: [
      'marketing de contenu avocat',
      'rédaction article juridique',
      'blog avocat droit du travail',
      'calendrier éditorial cabinet d\'avocats',
      'e-e-a-t contenu juridique',
    ],
    practiceType: 'droit-travail',
    firmSize: 'cabinet-moyen',
    topic: 'content-marketing',
    daysAgo: 40,
  },
];

export const SEED_CATEGORIES: { name: string; slug: string; description: string }[] = [
  {
    name: 'SEO local',
    slug: 'seo-local',
    description:
      'Les méthodes pour rendre votre cabinet visible dans les recherches locales et sur Google Maps, au plus près de vos futurs clients.',
  },
  {
    name: 'Marketing de contenu',
    slug: 'content-marketing',
    description:
      'Des conseils pour rédiger des contenus juridiques utiles, bien référencés et conformes à votre déontologie.',
  },
  {
    name: 'Réseaux sociaux',
    slug: 'reseaux-sociaux',
    description:
      'Les bonnes pratiques pour développer la notoriété de votre cabinet sur LinkedIn et les autres réseaux, avec mesure et professionnalisme.',
  },
  {
    name: 'Site web',
    slug: 'site-web',
    description:
      "Tout ce qu'il faut savoir pour concevoir un site d'avocat rapide, rassurant et conforme, qui transforme les visiteurs en clients.",
  },
  {
    name: 'Stratégie digitale',
    slug: 'strategie-digitale',
    description:
      "Une vision d'ensemble pour piloter la présence en ligne de votre cabinet, fixer des objectifs et mesurer vos résultats.",
  },
];
