/**
 * Editorial content of the SEO landing pages (spec §2 "SEO landing pages"), per specialty:
 * what clients of that specialty search for, the firm's challenge, our answer and a short FAQ.
 * `{city}` in a text is replaced by the city name by `buildLandingPage`.
 */
import type { SpecialtyId } from './specialties';

export type LandingFaqItem = { readonly question: string; readonly answer: string };

export type LandingContent = {
  /** How a client of this specialty searches, e.g. 'en pleine garde à vue, depuis un téléphone'. */
  readonly searchMoment: string;
  /** The firm's challenge (the 'Votre défi' problem box), after the city's figures. */
  readonly problem: string;
  /** Our answer (the 'Votre défi' solution box). */
  readonly solution: string;
  /** Topics of specialised content worth publishing (tip 2). */
  readonly contentTopics: readonly [string, string, string];
  /** Three to four questions a lawyer of this specialty asks us. */
  readonly faq: readonly LandingFaqItem[];
};

export const LANDING_CONTENT: Readonly<Record<SpecialtyId, LandingContent>> = {
  'droit-penal': {
    searchMoment: "dans l'urgence, souvent depuis un téléphone, au moment d'une garde à vue ou d'une convocation",
    problem:
      "En pénal, le client choisit son avocat en quelques minutes : celui qui apparaît en premier sur « avocat pénaliste {city} » et dont le numéro est joignable en un geste remporte le dossier. Les annuaires et les grands cabinets occupent ces places.",
    solution:
      "Nous plaçons votre cabinet sur les recherches d'urgence de {city} (garde à vue, comparution immédiate, permanence) avec une fiche d'établissement complète, des pages par infraction et un appel en un clic sur mobile.",
    contentTopics: ['les droits en garde à vue', 'la comparution immédiate', 'le déroulement d’une audience correctionnelle'],
    faq: [
      {
        question: 'Un avocat pénaliste peut-il vraiment trouver des clients grâce à Google ?',
        answer:
          "Oui : la majorité des personnes mises en cause ou de leurs proches cherchent un avocat sur leur téléphone, dans l'heure. Être visible sur « avocat pénaliste {city} » et les recherches d'urgence fait la différence.",
      },
      {
        question: 'La publicité pour un avocat pénaliste est-elle compatible avec la déontologie ?',
        answer:
          "Oui, dans le respect du Règlement intérieur national : information loyale, pas de sollicitation personnalisée ni de promesse de résultat. Tous nos contenus sont rédigés dans ce cadre.",
      },
      {
        question: 'En combien de temps mon cabinet peut-il apparaître sur les recherches pénales à {city} ?',
        answer:
          "Les premiers effets de la fiche d'établissement se voient en quelques semaines ; compter trois à six mois pour les positions durables sur les pages d'infraction.",
      },
    ],
  },
  'droit-famille': {
    searchMoment: 'après des semaines de réflexion, en comparant plusieurs cabinets avant une séparation',
    problem:
      "En droit de la famille, le client compare longuement : avis, honoraires, approche humaine. À {city}, un cabinet sans avis récents ni contenus rassurants sur le divorce ou la garde des enfants disparaît de la sélection.",
    solution:
      "Nous construisons votre réputation locale à {city} : pages claires sur chaque type de divorce, la résidence des enfants et la pension alimentaire, collecte d'avis conforme et fiche d'établissement qui inspire confiance.",
    contentTopics: ['le divorce par consentement mutuel', 'la résidence alternée', 'le calcul de la pension alimentaire'],
    faq: [
      {
        question: 'Quelles recherches font les futurs clients en droit de la famille ?',
        answer:
          "« avocat divorce {city} », « garde des enfants », « pension alimentaire » : des recherches précises, souvent suivies de la lecture des avis. Nous ciblons chacune avec une page dédiée.",
      },
      {
        question: 'Puis-je publier les avis de mes clients sur mon site ?',
        answer:
          "Oui, des avis authentiques, sans élément permettant d'identifier une affaire, et sans sollicitation contraire à la déontologie. Nous mettons en place une collecte simple et conforme.",
      },
      {
        question: 'Le référencement local suffit-il pour un cabinet de droit de la famille ?',
        answer:
          "C'est la base : la plupart des clients veulent un avocat proche de chez eux, au tribunal de leur ressort. Des contenus utiles complètent la fiche d'établissement et rassurent avant le premier appel.",
      },
    ],
  },
  'droit-travail': {
    searchMoment: "au moment d'un licenciement, d'une rupture conventionnelle ou d'un conflit au travail",
    problem:
      "En droit du travail, salariés et employeurs cherchent des réponses avant de chercher un avocat : à {city}, les sites d'information captent ces recherches et le cabinet n'est contacté qu'en dernier recours, s'il est trouvé.",
    solution:
      "Nous positionnons votre cabinet sur les questions concrètes des salariés et des employeurs de {city} (licenciement, prud'hommes, rupture conventionnelle) et transformons ces lecteurs en demandes de rendez-vous.",
    contentTopics: ['la contestation d’un licenciement', 'la rupture conventionnelle', 'la procédure prud’homale'],
    faq: [
      {
        question: 'Faut-il viser les salariés ou les employeurs ?',
        answer:
          "Les deux publics cherchent différemment : nous créons des parcours distincts selon votre clientèle, avec les mots-clés de chacun (« avocat licenciement {city} », « avocat employeur prud'hommes »).",
      },
      {
        question: "Quels contenus attirent des clients en droit du travail ?",
        answer:
          "Des guides précis sur les délais, les indemnités et la procédure prud'homale, mis à jour à chaque réforme. Ils répondent aux questions posées avant le premier rendez-vous.",
      },
      {
        question: 'Combien de demandes peut générer un site bien référencé ?',
        answer:
          "Cela dépend de la ville et de la concurrence : la page ci-dessus estime le potentiel de recherches mensuelles à {city}. Notre audit gratuit le précise pour votre cabinet.",
      },
    ],
  },
  'droit-immobilier': {
    searchMoment: "face à un litige locatif, un vice caché ou un conflit de copropriété",
    problem:
      "En droit immobilier, les dossiers ont une forte valeur mais les recherches sont dispersées : bail, copropriété, construction, vente. À {city}, un site généraliste ne se positionne sur aucune d'elles.",
    solution:
      "Nous structurons votre site par problème immobilier (bail commercial, vice caché, copropriété, construction) avec des pages locales pour {city}, afin de capter chaque recherche à forte valeur.",
    contentTopics: ['les recours en cas de vice caché', 'les litiges de copropriété', 'le bail commercial'],
    faq: [
      {
        question: 'Le SEO est-il rentable pour un avocat en droit immobilier ?',
        answer:
          "La valeur moyenne d'un dossier immobilier est élevée : quelques dossiers supplémentaires par an suffisent à rentabiliser une stratégie de référencement à {city}.",
      },
      {
        question: 'Quels mots-clés cibler en droit immobilier ?',
        answer:
          "Des recherches précises et locales : « avocat vice caché {city} », « avocat copropriété », « avocat bail commercial ». Chaque sujet mérite sa page.",
      },
      {
        question: 'Faut-il aussi cibler les professionnels de l’immobilier ?',
        answer:
          "Oui si votre cabinet conseille syndics, promoteurs ou agences : nous créons alors des contenus dédiés aux professionnels, distincts de ceux des particuliers.",
      },
    ],
  },
  'droit-affaires': {
    searchMoment: "en amont d'une création de société, d'une cession ou d'un contentieux commercial",
    problem:
      "En droit des affaires, les dirigeants de {city} vérifient la crédibilité d'un cabinet en ligne avant tout contact : un site daté, sans références sectorielles ni contenus d'expertise, fait perdre des dossiers à forte valeur.",
    solution:
      "Nous faisons de votre site une vitrine d'expertise pour les entreprises de {city} : pages par opération (création, cession, contrats), articles de fond et référencement sur les recherches des dirigeants.",
    contentTopics: ['la cession de parts sociales', 'la rédaction des conditions générales de vente', 'le pacte d’associés'],
    faq: [
      {
        question: 'Les dirigeants cherchent-ils vraiment leur avocat sur Google ?',
        answer:
          "Oui, au moins pour vérifier : même recommandé, un cabinet est consulté en ligne. Être visible sur « avocat droit des affaires {city} » confirme votre expertise au bon moment.",
      },
      {
        question: 'Quels contenus publier pour une clientèle d’entreprises ?',
        answer:
          "Des analyses pratiques (cession, pacte d'associés, contrats commerciaux) et des cas types anonymisés, qui montrent votre méthode sans trahir le secret professionnel.",
      },
      {
        question: 'Le référencement local a-t-il un sens en droit des affaires ?',
        answer:
          "Oui : les PME et les créateurs d'entreprise de {city} privilégient un conseil proche, disponible pour un rendez-vous. La fiche d'établissement reste un levier majeur.",
      },
      {
        question: 'Combien coûte un accompagnement SEO pour un cabinet d’affaires ?',
        answer: "Nos offres commencent à 299 € par mois ; la page Tarifs détaille les trois formules.",
      },
    ],
  },
  'droit-public': {
    searchMoment: "face à une décision administrative, un permis de construire ou un marché public",
    problem:
      "En droit public, la clientèle est rare et spécialisée : collectivités, entreprises candidates aux marchés, particuliers contestant une décision. À {city}, elle ne trouve pas les rares cabinets experts, noyés parmi les généralistes.",
    solution:
      "Nous rendons votre expertise publique visible à {city} : pages sur les recours administratifs, l'urbanisme et les marchés publics, et un référencement précis sur les recherches de cette clientèle.",
    contentTopics: ['le recours contre un permis de construire', 'les délais du recours administratif', 'la candidature à un marché public'],
    faq: [
      {
        question: 'Y a-t-il assez de recherches en droit public pour investir dans le SEO ?',
        answer:
          "Les volumes sont plus faibles qu'en famille ou en pénal, mais la concurrence aussi, et les dossiers ont une forte valeur : quelques positions bien choisies à {city} suffisent.",
      },
      {
        question: 'Quels sujets attirent des clients en droit public ?',
        answer:
          "Les recours contre une décision (permis de construire, sanction, refus), l'urbanisme et les marchés publics, expliqués avec les délais qui s'imposent au client.",
      },
      {
        question: 'Pouvez-vous cibler les collectivités et les entreprises ?',
        answer: 'Oui, avec des contenus et des pages distincts pour chaque public, rédigés dans leur vocabulaire.',
      },
    ],
  },
  'droit-social': {
    searchMoment: "après un accident du travail, un litige avec la sécurité sociale ou l'annonce d'un plan social",
    problem:
      "En droit social, les recherches mêlent sécurité sociale, accidents du travail et relations collectives : à {city}, un cabinet qui ne les distingue pas n'apparaît sur aucune et laisse ces dossiers aux plateformes.",
    solution:
      "Nous organisons votre présence par situation (accident du travail, contentieux de sécurité sociale, plan social, représentants du personnel) avec un référencement local ciblé sur {city}.",
    contentTopics: ['la faute inexcusable de l’employeur', 'le contentieux de la sécurité sociale', 'le plan de sauvegarde de l’emploi'],
    faq: [
      {
        question: 'Quelle différence entre droit du travail et droit social pour le référencement ?',
        answer:
          "Les internautes utilisent des mots différents : « accident du travail », « sécurité sociale », « plan social ». Nous ciblons ces expressions plutôt que le seul terme « droit social ».",
      },
      {
        question: 'Peut-on cibler les comités sociaux et économiques (CSE) ?',
        answer:
          "Oui, avec des contenus dédiés aux élus du personnel : expertises, consultations, négociation. C'est une clientèle fidèle et peu sollicitée en ligne à {city}.",
      },
      {
        question: 'Combien de temps avant les premiers contacts ?',
        answer:
          "Souvent quelques semaines pour la fiche d'établissement, trois à six mois pour les contenus. Nous suivons chaque mois les appels et les formulaires reçus.",
      },
    ],
  },
  'droit-fiscal': {
    searchMoment: "à la réception d'un avis de contrôle ou d'une proposition de rectification",
    problem:
      "En droit fiscal, le client arrive avec une échéance : un contrôle, un redressement, un délai de réponse. À {city}, il contacte le premier cabinet qui explique clairement la procédure et paraît immédiatement disponible.",
    solution:
      "Nous positionnons votre cabinet sur les recherches urgentes des contribuables et des entreprises de {city} (contrôle fiscal, redressement, rescrit) avec des pages qui rassurent et une prise de rendez-vous rapide.",
    contentTopics: ['la réponse à une proposition de rectification', 'le déroulement d’un contrôle fiscal', 'le rescrit fiscal'],
    faq: [
      {
        question: 'Les contribuables cherchent-ils un avocat fiscaliste en ligne ?',
        answer:
          "Oui, dès la réception d'un avis de vérification ou d'une proposition de rectification. Être visible sur « avocat contrôle fiscal {city} » à ce moment-là est décisif.",
      },
      {
        question: 'Quels contenus publier en droit fiscal ?',
        answer:
          "Les étapes d'un contrôle, les délais de réponse, les recours possibles : des explications précises qui montrent votre maîtrise sans donner de consultation en ligne.",
      },
      {
        question: 'Le SEO convient-il à une clientèle patrimoniale ?',
        answer:
          "Oui, avec un ton et des sujets adaptés (transmission, optimisation, résidence fiscale) et un site irréprochable, que ces clients examinent avant de prendre contact.",
      },
    ],
  },
};
