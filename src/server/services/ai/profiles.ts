/**
 * What the offline composers know about each practice type, topic and firm size: the
 * clients, their situations and searches, what the admin is trying to achieve. Articles and
 * ideas are written from these facts, so two practice types never give the same text.
 */
import type { FirmSize, GeneratorPracticeType, GeneratorTopic } from '../../../shared/constants';

export type PracticeProfile = {
  /** In a sentence: 'droit pénal'. */
  name: string;
  /** 'un avocat pénaliste'. */
  lawyer: string;
  clients: string;
  situations: readonly [string, string, string];
  urgency: string;
  searches: readonly [string, string, string];
  question: string;
  concern: string;
  asset: string;
  ideas: readonly [string, string];
};

export const PRACTICE_PROFILES: Record<GeneratorPracticeType, PracticeProfile> = {
  'droit-penal': {
    name: 'droit pénal',
    lawyer: 'un avocat pénaliste',
    clients: 'des personnes placées en garde à vue, des prévenus, des victimes et leurs proches',
    situations: ['une garde à vue', 'une convocation devant le tribunal correctionnel', 'un dépôt de plainte'],
    urgency: 'souvent dans l’urgence, parfois au milieu de la nuit, depuis un téléphone',
    searches: ['avocat garde à vue', 'avocat pénaliste près de chez moi', 'avocat comparution immédiate'],
    question: 'que faire lorsqu’un proche est placé en garde à vue',
    concern: 'la discrétion et la rapidité de réponse',
    asset: 'une page claire sur les droits pendant la garde à vue',
    ideas: [
      'Garde à vue : la page d’urgence que tout avocat pénaliste devrait publier',
      'Victimes d’infractions : expliquer le dépôt de plainte et la constitution de partie civile',
    ],
  },
  'droit-civil': {
    name: 'droit civil',
    lawyer: 'un avocat en droit civil',
    clients: 'des particuliers confrontés à un litige de voisinage, de contrat ou de responsabilité',
    situations: ['un litige de voisinage', 'un contrat non respecté', 'une demande de dommages et intérêts'],
    urgency: 'après avoir tenté un arrangement amiable qui n’a pas abouti',
    searches: ['avocat litige voisinage', 'avocat responsabilité civile', 'avocat recouvrement de créance'],
    question: 'comment faire valoir ses droits après un préjudice',
    concern: 'la clarté sur les délais et les honoraires',
    asset: 'un guide des étapes d’une procédure civile',
    ideas: [
      'Troubles de voisinage : un guide en ligne qui fait connaître votre cabinet',
      'Responsabilité civile : répondre aux questions que vos clients tapent dans Google',
    ],
  },
  'droit-des-affaires': {
    name: 'droit des affaires',
    lawyer: 'un avocat d’affaires',
    clients: 'des dirigeants de PME, des créateurs d’entreprise et des directions juridiques',
    situations: ['une création de société', 'une levée de fonds', 'un conflit entre associés'],
    urgency: 'au moment d’une décision stratégique, avec un calendrier serré',
    searches: ['avocat création de société', 'avocat pacte d’associés', 'avocat droit des affaires'],
    question: 'comment sécuriser une opération sans ralentir l’entreprise',
    concern: 'la compréhension des enjeux économiques',
    asset: 'des études de cas anonymisées d’opérations accompagnées',
    ideas: [
      'Pacte d’associés : transformer votre expertise en contenus qui attirent les dirigeants',
      'LinkedIn pour l’avocat d’affaires : publier pour les décideurs sans perdre en sérieux',
    ],
  },
  'droit-immobilier': {
    name: 'droit immobilier',
    lawyer: 'un avocat en droit immobilier',
    clients: 'des propriétaires, des locataires, des copropriétaires et des investisseurs',
    situations: ['un vice caché après une vente', 'un litige de copropriété', 'un bail commercial contesté'],
    urgency: 'quand un chantier, une vente ou un loyer bloque une situation financière importante',
    searches: ['avocat vice caché', 'avocat copropriété', 'avocat bail commercial'],
    question: 'comment réagir face à un vice caché découvert après l’achat',
    concern: 'l’évaluation chiffrée du risque',
    asset: 'une foire aux questions sur la vente et la copropriété',
    ideas: [
      'Vices cachés : la page qui répond aux acheteurs inquiets et génère des rendez-vous',
      'Copropriété : publier des guides pratiques pour les syndics et les copropriétaires',
    ],
  },
  'droit-du-travail': {
    name: 'droit du travail',
    lawyer: 'un avocat en droit du travail',
    clients: 'des salariés, des cadres et des employeurs de toutes tailles',
    situations: ['un licenciement contesté', 'une rupture conventionnelle', 'une situation de harcèlement'],
    urgency: 'dans les jours qui suivent un entretien préalable ou une notification',
    searches: ['avocat licenciement', 'avocat prud’hommes', 'avocat rupture conventionnelle'],
    question: 'comment contester un licenciement et dans quels délais',
    concern: 'le respect des délais de prescription',
    asset: 'un simulateur pédagogique des indemnités de licenciement',
    ideas: [
      'Prud’hommes : expliquer la procédure pour rassurer les salariés qui vous cherchent',
      'Côté employeur : attirer les dirigeants de PME avec des contenus de prévention',
    ],
  },
  'droit-de-la-famille': {
    name: 'droit de la famille',
    lawyer: 'un avocat en droit de la famille',
    clients: 'des couples qui se séparent, des parents et des familles recomposées',
    situations: ['un divorce', 'la fixation d’une résidence alternée', 'une pension alimentaire'],
    urgency: 'dans une période de forte charge émotionnelle',
    searches: ['avocat divorce', 'avocat garde d’enfant', 'avocat pension alimentaire'],
    question: 'comment se déroule un divorce par consentement mutuel',
    concern: 'l’écoute et la confidentialité',
    asset: 'un guide du divorce écrit avec des mots simples',
    ideas: [
      'Divorce par consentement mutuel : un guide en ligne qui inspire confiance',
      'Garde des enfants : répondre avec tact aux recherches des parents',
    ],
  },
  'droit-fiscal': {
    name: 'droit fiscal',
    lawyer: 'un avocat fiscaliste',
    clients: 'des dirigeants, des indépendants, des familles patrimoniales et des expatriés',
    situations: ['un contrôle fiscal', 'une transmission d’entreprise', 'une régularisation d’avoirs'],
    urgency: 'à réception d’un avis de vérification ou avant une opération patrimoniale',
    searches: ['avocat contrôle fiscal', 'avocat fiscaliste', 'avocat transmission d’entreprise'],
    question: 'comment se préparer à un contrôle fiscal',
    concern: 'la précision technique et la confidentialité',
    asset: 'un calendrier commenté des étapes d’un contrôle fiscal',
    ideas: [
      'Contrôle fiscal : la page qui capte les dirigeants au moment où ils en ont besoin',
      'Transmission d’entreprise : des contenus patrimoniaux qui démontrent votre expertise',
    ],
  },
  'droit-public': {
    name: 'droit public',
    lawyer: 'un avocat en droit public',
    clients: 'des collectivités, des entreprises candidates aux marchés publics et des particuliers face à l’administration',
    situations: ['un recours contre un permis de construire', 'un marché public perdu', 'un contentieux avec l’administration'],
    urgency: 'dans le délai de recours de deux mois, qui passe vite',
    searches: ['avocat marchés publics', 'avocat permis de construire', 'avocat droit administratif'],
    question: 'comment contester une décision administrative dans les délais',
    concern: 'la maîtrise des délais de recours',
    asset: 'des fiches pratiques sur les recours administratifs',
    ideas: [
      'Marchés publics : attirer les entreprises candidates avec des contenus de veille',
      'Permis de construire : une page qui explique les recours aux riverains',
    ],
  },
};

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
