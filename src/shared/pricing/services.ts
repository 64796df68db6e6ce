/**
 * The 8 service cards of the home carousel (spec §2 "Services carousel"), in the spec's order.
 * `icon` names a lucide icon, mapped to its component on the client.
 */

export type ServiceIcon = 'globe' | 'palette' | 'map-pin' | 'pen-line' | 'gauge' | 'link' | 'chart' | 'compass';

export type ServiceCard = {
  readonly id: string;
  readonly icon: ServiceIcon;
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
};

export const SERVICES: readonly ServiceCard[] = [
  {
    id: 'creation-site',
    icon: 'globe',
    title: 'Création de site internet',
    description: 'Un site rapide, sécurisé et conforme à la déontologie, pensé pour transformer les visiteurs en rendez-vous.',
    features: ['Design sur mesure', 'Nom de domaine et hébergement inclus', 'Pages spécialités et honoraires', 'Prise de rendez-vous en ligne'],
  },
  {
    id: 'refonte-web-design',
    icon: 'palette',
    title: 'Refonte et web design',
    description: "Nous modernisons votre site existant sans perdre le référencement acquis : image soignée, navigation claire.",
    features: ['Audit de l’existant', 'Redirections sans perte de trafic', 'Charte graphique du cabinet', 'Adapté au mobile'],
  },
  {
    id: 'seo-local',
    icon: 'map-pin',
    title: 'SEO local',
    description: 'Apparaissez dans le trio de tête de Google Maps quand un justiciable cherche un avocat dans votre ville.',
    features: ["Fiche d'établissement Google optimisée", 'Citations locales cohérentes', 'Avis clients', 'Pages par ville'],
  },
  {
    id: 'contenu-juridique',
    icon: 'pen-line',
    title: 'Création de contenu juridique',
    description: 'Des articles rédigés par des juristes, qui répondent aux questions de vos futurs clients et plaisent à Google.',
    features: ['Articles optimisés chaque mois', 'Relecture juridique', 'FAQ par spécialité', 'Ton adapté à votre clientèle'],
  },
  {
    id: 'optimisation-technique',
    icon: 'gauge',
    title: 'Optimisation technique',
    description: 'Vitesse, indexation, données structurées : nous corrigeons tout ce qui freine votre site dans les résultats.',
    features: ['Core Web Vitals', 'Données structurées LegalService', 'Plan du site et indexation', 'HTTPS et sécurité'],
  },
  {
    id: 'backlinks',
    icon: 'link',
    title: 'Acquisition de backlinks',
    description: 'Des liens de qualité depuis des annuaires juridiques, médias locaux et sites de confiance.',
    features: ['Annuaires juridiques reconnus', 'Relations presse locale', 'Liens thématiques', 'Aucun lien artificiel'],
  },
  {
    id: 'analyse-approfondie',
    icon: 'chart',
    title: 'Analyse approfondie',
    description: 'Positions, trafic, appels et demandes de contact : un tableau de bord clair pour mesurer chaque euro investi.',
    features: ['Suivi des positions', 'Analyse de la concurrence', 'Rapport mensuel', 'Suivi des appels et formulaires'],
  },
  {
    id: 'strategie-contenu',
    icon: 'compass',
    title: 'Stratégie de contenu',
    description: 'Un plan éditorial construit à partir des recherches réelles de vos clients, spécialité par spécialité.',
    features: ['Recherche de mots-clés', 'Calendrier éditorial', 'Maillage interne', 'Pages piliers par spécialité'],
  },
];
