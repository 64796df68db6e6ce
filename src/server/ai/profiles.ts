/**
 * What the offline composers know about each practice type, topic and firm size: the
 * clients, their situations and searches, what the admin is trying to achieve. Articles and
 * ideas are written from these facts, so two practice types never give the same text.
 */
import type { GeneratorPracticeType } from '#shared/practice/areas';

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
