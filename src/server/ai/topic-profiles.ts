/**
 * What the offline composers know about each generator topic and firm size: the goal, the
 * actions, the measure and the pitfall of a topic; the strength and constraint of a firm.
 */
import type { FirmSize, GeneratorTopic } from '#shared/practice/areas';

export type TopicProfile = {
  /** In a sentence: 'le SEO local'. */
  name: string;
  goal: string;
  actions: readonly [string, string, string, string, string];
  metric: string;
  pitfall: string;
  tool: string;
  /** H2 headings of the two sections devoted to the topic. */
  headings: readonly [string, string];
};

export const TOPIC_PROFILES: Record<GeneratorTopic, TopicProfile> = {
  'seo-local': {
    name: 'le SEO local',
    goal: 'apparaître dans les trois premiers résultats de la carte Google de votre ville',
    actions: [
      'compléter la fiche Google Business Profile avec les bonnes catégories',
      'publier une page par domaine d’intervention et par ville desservie',
      'garder le nom, l’adresse et le téléphone identiques partout',
      'obtenir des avis réguliers de clients satisfaits',
      'ajouter le balisage LegalService en données structurées',
    ],
    metric: 'le nombre d’appels et d’itinéraires issus de la fiche Google',
    pitfall: 'multiplier des pages de villes quasi identiques',
    tool: 'Google Business Profile',
    headings: ['Pourquoi le référencement local compte', 'Les leviers du SEO local'],
  },
  'content-marketing': {
    name: 'le marketing de contenu',
    goal: 'répondre, article après article, aux questions que se posent vos futurs clients',
    actions: [
      'lister les questions entendues au premier rendez-vous',
      'publier un article de fond chaque mois',
      'illustrer chaque article par un cas pratique anonymisé',
      'relier les articles entre eux et vers les pages de services',
      'mettre à jour les contenus après chaque réforme',
    ],
    metric: 'les visites organiques des articles et les prises de contact qui en découlent',
    pitfall: 'écrire pour ses confrères plutôt que pour ses clients',
    tool: 'un calendrier éditorial partagé',
    headings: ['Des contenus qui répondent aux vraies questions', 'Organiser sa production éditoriale'],
  },
  'reseaux-sociaux': {
    name: 'les réseaux sociaux',
    goal: 'entretenir une présence régulière là où vos clients et prescripteurs passent du temps',
    actions: [
      'choisir un ou deux réseaux au lieu d’être partout',
      'publier des décryptages courts de l’actualité juridique',
      'montrer les coulisses du cabinet avec sobriété',
      'partager chaque nouvel article du site',
      'répondre aux commentaires dans un délai raisonnable',
    ],
    metric: 'les visites du site provenant des réseaux et les demandes de contact associées',
    pitfall: 'publier beaucoup puis disparaître pendant des mois',
    tool: 'LinkedIn',
    headings: ['Choisir les bons réseaux', 'Publier avec régularité et déontologie'],
  },
  'reputation-en-ligne': {
    name: 'la réputation en ligne',
    goal: 'donner une image fidèle et rassurante du cabinet à chaque recherche sur son nom',
    actions: [
      'demander un avis après chaque dossier clos avec succès',
      'répondre à tous les avis, positifs comme négatifs, avec mesure',
      'surveiller les mentions du cabinet et des associés',
      'mettre en avant les distinctions et publications',
      'soigner les profils des annuaires juridiques',
    ],
    metric: 'la note moyenne et le nombre d’avis publiés chaque mois',
    pitfall: 'répondre à chaud à un avis négatif en dévoilant des éléments du dossier',
    tool: 'une alerte de veille sur le nom du cabinet',
    headings: ['Ce que les clients voient avant d’appeler', 'Gérer les avis avec méthode'],
  },
  'site-web-avocat': {
    name: 'le site web du cabinet',
    goal: 'transformer chaque visite en prise de contact qualifiée',
    actions: [
      'afficher le téléphone et un bouton de rendez-vous sur chaque page',
      'présenter les domaines d’intervention sur des pages dédiées',
      'charger le site en moins de deux secondes sur mobile',
      'rassurer avec les honoraires, le parcours et les photos de l’équipe',
      'rédiger des titres et des descriptions uniques pour chaque page',
    ],
    metric: 'le taux de conversion des visites en demandes de rendez-vous',
    pitfall: 'un site vitrine élégant mais muet sur ce que le client doit faire',
    tool: 'un outil de mesure d’audience respectueux du RGPD',
    headings: ['Un site pensé pour vos clients', 'Les pages qui font la différence'],
  },
  'generation-leads': {
    name: 'la génération de prospects',
    goal: 'recevoir chaque mois un flux régulier de demandes qualifiées',
    actions: [
      'proposer un premier échange ou une consultation cadrée',
      'raccourcir les formulaires à l’essentiel',
      'répondre à chaque demande en moins de deux heures ouvrées',
      'créer un guide téléchargeable en échange d’une adresse e-mail',
      'suivre l’origine de chaque demande dans un tableau simple',
    ],
    metric: 'le coût et le taux de transformation de chaque demande reçue',
    pitfall: 'laisser des demandes sans réponse pendant plusieurs jours',
    tool: 'un tableau de suivi des demandes',
    headings: ['D’où viennent vos nouveaux clients', 'Convertir les visiteurs en rendez-vous'],
  },
  'conformite-rgpd': {
    name: 'la conformité RGPD du site',
    goal: 'collecter les données des prospects dans le respect du RGPD et du secret professionnel',
    actions: [
      'afficher une politique de confidentialité claire',
      'recueillir un consentement explicite sur chaque formulaire',
      'paramétrer un bandeau cookies qui permet de refuser aussi simplement que d’accepter',
      'fixer des durées de conservation et les appliquer',
      'héberger les données chez un prestataire conforme',
    ],
    metric: 'le taux de consentement et l’absence de réclamation',
    pitfall: 'copier une politique de confidentialité générique sans l’adapter',
    tool: 'un registre des traitements',
    headings: ['Ce que le RGPD impose au site d’un cabinet', 'Mettre le site en conformité'],
  },
  'strategie-digitale': {
    name: 'la stratégie digitale',
    goal: 'bâtir un plan d’action numérique cohérent avec les objectifs du cabinet',
    actions: [
      'fixer deux ou trois objectifs chiffrés pour l’année',
      'identifier les clients à privilégier et leurs recherches',
      'répartir le budget entre site, contenu et visibilité locale',
      'planifier les actions trimestre par trimestre',
      'faire un bilan mensuel des résultats',
    ],
    metric: 'le chiffre d’affaires issu des nouveaux clients venus par internet',
    pitfall: 'empiler des actions sans objectif ni mesure',
    tool: 'un tableau de bord mensuel',
    headings: ['Fixer un cap numérique', 'Passer du plan aux actions'],
  },
};

export type FirmProfile = { name: string; strength: string; constraint: string; priority: string };

export const FIRM_PROFILES: Record<FirmSize, FirmProfile> = {
  'avocat-independant': {
    name: 'un avocat exerçant seul',
    strength: 'la relation directe et personnelle avec chaque client',
    constraint: 'le temps disponible, partagé entre les dossiers, les audiences et la gestion',
    priority: 'des actions simples, peu chronophages et durables',
  },
  'petit-cabinet-2-5': {
    name: 'un petit cabinet de deux à cinq avocats',
    strength: 'la complémentarité des associés et la souplesse d’organisation',
    constraint: 'l’absence de personne dédiée au marketing',
    priority: 'une répartition claire des rôles et un rythme de publication tenable',
  },
  'cabinet-moyen-6-20': {
    name: 'un cabinet de six à vingt avocats',
    strength: 'la diversité des expertises et une image déjà installée',
    constraint: 'la cohérence du discours entre plusieurs équipes',
    priority: 'une ligne éditoriale commune et des pages par expertise',
  },
  'grand-cabinet-plus-20': {
    name: 'un grand cabinet de plus de vingt avocats',
    strength: 'la notoriété et la capacité à traiter des dossiers complexes',
    constraint: 'la validation interne des contenus, souvent longue',
    priority: 'un processus éditorial structuré et des indicateurs partagés',
  },
};
