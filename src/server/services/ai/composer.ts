/**
 * Offline article composer: writes a structured French Markdown article (introduction, H2
 * sections, lists, conclusion, call to action) from the generator's parameters, with no
 * network. Facts come from the practice, topic and firm profiles, so every practice type and
 * topic gives its own text; the tone changes the wording; paragraphs are added section after
 * section until the word count sits inside the requested range (spec §9).
 */
import {
  AI_KEYWORDS,
  AI_META_DESCRIPTION_MAX,
  GENERATOR_PRACTICE_TYPE_LABELS,
  GENERATOR_TOPIC_LABELS,
  LENGTH_WORDS,
  type ArticleLength,
  type Tone,
} from '../../../shared/constants';
import { countWords, truncateAtWord } from '../../../shared/rules';
import { hasTransition, splitSentences } from '../../../shared/rules/seo-analysis';
import type { GeneratedArticle } from '../../../shared/schemas';
import { SITE } from '../../../shared/site';
import type { ArticleBrief } from './provider';
import { FIRM_PROFILES, PRACTICE_PROFILES, TOPIC_PROFILES, type FirmProfile, type PracticeProfile, type TopicProfile } from './profiles';

type Ctx = {
  p: PracticeProfile;
  tp: TopicProfile;
  f: FirmProfile;
  /** What the article is about: the admin's own subject or the topic. */
  subject: string;
  tone: Tone;
  /** The sentence written for the article's tone. */
  t: (variants: Record<Tone, string>) => string;
  /** One of the variants, chosen from the parameters (same parameters, same choice). */
  pick: <T>(variants: readonly T[], salt: number) => T;
};

type Paragraph = (c: Ctx) => string;

type Section = {
  heading: (c: Ctx) => string;
  /** Always written. */
  core: Paragraph[];
  /** A Markdown list written after the first core paragraph. */
  list?: (c: Ctx) => string[];
  ordered?: boolean;
  /** Added one by one, across sections, until the article is long enough. */
  extra: Paragraph[];
  /** Written only for these lengths (all when absent). */
  lengths?: readonly ArticleLength[];
};

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'de' before an infinitive, elided before a vowel: 'd’apparaître', 'de bâtir'. */
const de = (text: string) => (/^[aeiouyéèêàâîôû]/i.test(text) ? `d’${text}` : `de ${text}`);

/** Sentence openers by tone, used in turn so two paragraphs rarely start alike. */
const OPENERS: Record<Tone, readonly string[]> = {
  professionnel: ['Il convient de souligner que', 'Dans les faits,', 'Force est de constater que', 'En pratique,', 'Il est établi que'],
  accessible: ['Concrètement,', 'Vous le savez sans doute :', 'Pour faire simple,', 'Soyons clairs :', 'À noter :'],
  technique: ['Les données le confirment :', 'Les statistiques sont claires :', 'À l’analyse,', 'Sur le terrain,', 'Chiffres à l’appui,'],
};

const SECTIONS: Section[] = [
  {
    heading: (c) => `${c.tp.headings[0]} en ${c.p.name}`,
    core: [
      (c) =>
        `${c.pick(OPENERS[c.tone], 1)} ${c.p.clients} cherchent aujourd’hui un avocat sur internet avant de décrocher leur téléphone. ` +
        `Ils le font ${c.p.urgency}. Pour ${c.p.lawyer}, miser sur ${c.tp.name}, c’est d’abord ${c.tp.goal}. ` +
        c.t({
          professionnel: 'Cet enjeu conditionne directement le développement de la clientèle du cabinet.',
          accessible: 'Autrement dit : être trouvé au bon moment, par les bonnes personnes.',
          technique: 'Cela suppose un site indexable, rapide et sémantiquement aligné sur les requêtes ciblées.',
        }),
    ],
    extra: [
      (c) =>
        `Les recherches ne mentent pas : des requêtes comme « ${c.p.searches[0]} » ou « ${c.p.searches[1]} » reviennent chaque jour. ` +
        `Derrière chacune se trouve une personne confrontée à ${c.p.situations[0]} ou à ${c.p.situations[1]}. ` +
        c.t({
          professionnel: 'Le cabinet qui apporte une réponse claire à ces recherches gagne une longueur d’avance durable sur ses confrères.',
          accessible: 'Si votre cabinet répond clairement à ces questions, c’est vous que l’on appelle en premier.',
          technique: 'Chaque requête correspond à une intention précise qu’une page dédiée doit satisfaire, avec un titre et une structure adaptés.',
        }),
      (c) =>
        `Le sujet « ${c.subject} » prend une importance particulière en ${c.p.name}. ` +
        `Vos futurs clients attendent ${c.p.concern}, et ils jugent votre cabinet sur ce qu’ils voient en ligne avant même le premier rendez-vous. ` +
        c.t({
          professionnel: 'La qualité de cette première impression détermine largement la suite de la relation.',
          accessible: 'La première impression se joue donc souvent sur un écran de téléphone.',
          technique: 'Les signaux de confiance visibles sur la page influencent aussi le taux de clic et le temps passé sur le site.',
        }),
      (c) =>
        `${c.pick(OPENERS[c.tone], 2)} la concurrence s’est renforcée : de plus en plus de confrères investissent dans leur présence numérique. ` +
        `Attendre revient à laisser d’autres cabinets capter les demandes liées à ${c.p.situations[2]}. ` +
        `À l’inverse, un effort régulier produit des effets cumulatifs, mois après mois.`,
      (c) =>
        `Le numérique ne remplace pas le bouche-à-oreille : il le prolonge. ` +
        `Un client recommandé vérifie presque toujours le cabinet en ligne avant d’appeler. ` +
        c.t({
          professionnel: `Une présence soignée confirme alors la recommandation au lieu de la fragiliser.`,
          accessible: `Mieux vaut donc qu’il trouve un site clair et des informations à jour.`,
          technique: `Les recherches sur le nom du cabinet doivent afficher un résultat complet : site, fiche Google et avis.`,
        }),
    ],
  },
  {
    heading: (c) => c.tp.headings[1],
    core: [
      (c) =>
        `Pour ${c.tp.goal}, voici les actions prioritaires en ${c.p.name}. ` +
        c.t({
          professionnel: 'Chacune peut être engagée progressivement, sans bouleverser l’organisation du cabinet.',
          accessible: 'Pas besoin de tout faire d’un coup : commencez par la première, puis avancez pas à pas.',
          technique: 'Elles sont classées par rapport entre effort de mise en œuvre et impact attendu.',
        }),
    ],
    list: (c) => c.tp.actions.map((action) => cap(action)),
    extra: [
      (c) =>
        `La première action est la plus rentable : ${c.tp.actions[0]}. ` +
        `Elle demande peu de temps et ses effets se mesurent en quelques semaines. ` +
        c.t({
          professionnel: `Elle constitue le socle sur lequel reposent les autres initiatives du cabinet.`,
          accessible: `C’est la base, un peu comme les fondations d’une maison.`,
          technique: `Elle améliore immédiatement la pertinence perçue par les algorithmes de classement.`,
        }),
      (c) =>
        `Ensuite, ${c.tp.actions[2]}. En ${c.p.name}, cette étape rassure les personnes qui font face à ${c.p.situations[1]}. ` +
        `Elles comparent souvent deux ou trois cabinets avant de choisir, et le détail fait la différence. ` +
        c.t({
          professionnel: 'La rigueur de la présentation reflète la rigueur attendue dans le traitement du dossier.',
          accessible: 'Un cabinet clair en ligne paraît naturellement plus fiable.',
          technique: 'La cohérence des informations entre les différentes sources renforce aussi la confiance accordée par les moteurs.',
        }),
      (c) =>
        `Enfin, ${c.tp.actions[4]}. Cette dernière action est souvent négligée, alors qu’elle entretient les résultats obtenus. ` +
        `Un outil simple suffit : ${c.tp.tool}. ` +
        c.t({
          professionnel: 'L’essentiel est d’en faire un rendez-vous régulier de la vie du cabinet.',
          accessible: 'Bloquez une heure par mois dans votre agenda, et le tour est joué.',
          technique: 'Documentez chaque modification afin de pouvoir en attribuer les effets.',
        }),
    ],
  },
  {
    heading: (c) => `Ce que recherchent les clients en ${c.p.name}`,
    core: [
      (c) =>
        `Une personne qui cherche ${c.p.lawyer} se pose d’abord une question simple : ${c.p.question} ? ` +
        `Votre site doit y répondre clairement, avec des mots qu’elle comprend. ` +
        c.t({
          professionnel: 'La pédagogie est ici un gage de crédibilité.',
          accessible: 'Parlez-lui comme vous le feriez lors d’un premier appel.',
          technique: 'Une page structurée en questions et réponses peut en outre apparaître dans les extraits enrichis.',
        }),
    ],
    extra: [
      (c) =>
        `Les situations les plus fréquentes méritent chacune une page : ${c.p.situations[0]}, ${c.p.situations[1]} et ${c.p.situations[2]}. ` +
        `Chaque page explique le déroulement, les délais, les documents à réunir et la manière dont le cabinet intervient. ` +
        `C’est aussi l’occasion de proposer ${c.p.asset}.`,
      (c) =>
        `${c.pick(OPENERS[c.tone], 3)} les clients en ${c.p.name} lisent sur mobile dans plus de deux cas sur trois. ` +
        `Un bouton d’appel visible, un formulaire court et des informations d’accès claires évitent qu’ils repartent vers un autre résultat. ` +
        c.t({
          professionnel: 'Chaque obstacle supprimé se traduit par des prises de contact supplémentaires.',
          accessible: 'Testez vous-même votre site sur votre téléphone : c’est très instructif.',
          technique: 'Surveillez les Core Web Vitals, en particulier le LCP et l’INP, sur les pages les plus visitées.',
        }),
      (c) =>
        `N’oubliez pas les proches et les prescripteurs : ils cherchent souvent à la place du client. ` +
        `Un contenu qui s’adresse aussi à eux élargit votre audience sans diluer votre message sur « ${c.subject} ».`,
      (c) =>
        `Enfin, rappelez-vous que ${c.p.clients} ne connaissent pas le vocabulaire juridique. ` +
        c.t({
          professionnel: 'Les termes techniques doivent être expliqués dès leur première occurrence.',
          accessible: 'Utilisez leurs mots à eux : ce sont ceux qu’ils tapent dans Google.',
          technique: 'Intégrez les formulations courantes dans les titres et les intertitres, à côté des termes juridiques exacts.',
        }),
    ],
  },
  {
    heading: (c) => `Adapter la démarche à ${c.f.name}`,
    core: [
      (c) =>
        `Pour ${c.f.name}, l’atout principal est ${c.f.strength}. La contrainte la plus fréquente reste ${c.f.constraint}. ` +
        `La bonne stratégie privilégie donc ${c.f.priority}.`,
    ],
    extra: [
      (c) =>
        `${c.t({
          professionnel: 'Il est recommandé de désigner un responsable de la démarche, même à temps très partiel.',
          accessible: 'Le plus efficace ? Confier le sujet à une personne précise, même une heure par semaine.',
          technique: 'Définissez un propriétaire du chantier et un processus de validation documenté.',
        })} Sans pilote, les bonnes intentions s’essoufflent au premier dossier urgent. ` +
        `Avec un rythme défini, le travail sur ${c.tp.name} devient une habitude du cabinet plutôt qu’une contrainte.`,
      (c) =>
        `Faut-il tout faire en interne ? Pas nécessairement. ` +
        `Beaucoup de cabinets gardent la main sur le fond juridique et délèguent la technique, la mise en forme et le suivi des résultats. ` +
        `Cette répartition tient compte de ${c.f.constraint}, tout en garantissant la qualité.`,
    ],
  },
  {
    heading: () => 'Les erreurs à éviter',
    core: [
      (c) =>
        `L’erreur la plus répandue consiste à ${c.tp.pitfall.replace(/^un /, 'se contenter d’un ')}. ` +
        c.t({
          professionnel: 'Elle coûte du temps et affaiblit l’image du cabinet.',
          accessible: 'C’est un piège courant, et il est facile à éviter.',
          technique: 'Les moteurs de recherche la repèrent et la sanctionnent souvent par une visibilité moindre.',
        }),
    ],
    extra: [
      (c) =>
        `Autre écueil : promettre un résultat. Les règles déontologiques de la profession interdisent toute publicité trompeuse ou comparative dénigrante. ` +
        `En ${c.p.name}, mieux vaut expliquer une méthode et un accompagnement que d’annoncer une issue.`,
      (c) =>
        `${c.pick(OPENERS[c.tone], 4)} négliger la mise à jour des contenus est une erreur silencieuse. ` +
        `Une réforme, un nouveau délai ou une jurisprudence marquante rendent vite une page obsolète, ce que les lecteurs remarquent immédiatement.`,
      (c) =>
        `Enfin, ne mesurez pas votre succès au seul nombre de visites. ` +
        `Dix demandes qualifiées liées à ${c.p.situations[0]} valent mieux que mille visiteurs qui ne cherchaient pas ${c.p.lawyer}.`,
    ],
  },
  {
    heading: () => 'Mesurer les résultats',
    core: [
      (c) =>
        `L’indicateur à suivre : ${c.tp.metric}. ` +
        c.t({
          professionnel: 'Il doit être suivi chaque mois et rapproché des nouveaux dossiers ouverts.',
          accessible: 'Regardez-le une fois par mois, comme un relevé de compte.',
          technique: 'Croisez-le avec les données de la Search Console et de votre outil d’analyse d’audience.',
        }),
    ],
    extra: [
      (c) =>
        `Demandez systématiquement aux nouveaux clients comment ils ont connu le cabinet. ` +
        `Cette question simple, posée au premier rendez-vous, complète les statistiques et révèle l’effet réel de ${c.tp.name}.`,
      (c) =>
        `Fixez un objectif réaliste à six mois, puis comparez. ` +
        c.t({
          professionnel: 'Un bilan trimestriel permet d’ajuster les priorités sans se disperser.',
          accessible: 'Si ça marche, continuez ; sinon, changez une chose à la fois.',
          technique: 'Conservez un historique des modifications pour isoler les causes de chaque variation.',
        }),
      (c) =>
        `Les positions dans Google sur « ${c.p.searches[2]} » constituent un bon thermomètre, à condition de suivre ces positions dans votre ville et sur mobile. ` +
        `Elles évoluent lentement : jugez-les sur plusieurs mois, jamais sur quelques jours.`,
    ],
  },
  {
    heading: (c) => `Exemple : un cabinet en ${c.p.name}`,
    lengths: ['long'],
    core: [
      (c) =>
        `Prenons l’exemple, fictif mais représentatif, d’${c.f.name} spécialisé en ${c.p.name}. ` +
        `Son site existait depuis des années, mais il ne recevait presque aucune demande liée à ${c.p.situations[0]}. ` +
        `Les clients arrivaient uniquement par le bouche-à-oreille, ce qui rendait l’activité irrégulière.`,
      (c) =>
        `Le cabinet a commencé par ${c.tp.actions[0]}, puis a choisi ${de(c.tp.actions[1])}. ` +
        `Il a ensuite publié ${c.p.asset}, en partant des questions entendues en rendez-vous. ` +
        c.t({
          professionnel: 'Chaque étape a été validée par un associé afin de garantir l’exactitude juridique des contenus.',
          accessible: 'Rien de révolutionnaire : simplement des actions utiles, faites dans le bon ordre.',
          technique: 'Chaque page a reçu un titre unique, une méta-description dédiée et un maillage interne vers les pages de services.',
        }),
      (c) =>
        `Six mois plus tard, le suivi de ${c.tp.metric} montrait une nette progression. ` +
        `Surtout, les nouvelles demandes correspondaient mieux aux dossiers que le cabinet souhaitait traiter, ` +
        `notamment ${c.p.situations[1]} et ${c.p.situations[2]}.`,
      (c) =>
        `La leçon de cet exemple est simple : la régularité compte davantage que l’ampleur des moyens. ` +
        `Un cabinet qui consacre un peu de temps chaque semaine à ${c.tp.name} obtient des résultats plus solides qu’un cabinet qui lance une grande opération, puis s’arrête.`,
    ],
    extra: [],
  },
  {
    heading: () => 'Les outils et les bonnes habitudes',
    lengths: ['long'],
    core: [
      (c) =>
        `Inutile de multiplier les logiciels. Pour ${c.tp.name}, un outil central suffit souvent : ${c.tp.tool}. ` +
        c.t({
          professionnel: 'Il convient d’y ajouter un tableau de suivi partagé entre les associés.',
          accessible: 'Ajoutez-y un simple tableau, et vous avez l’essentiel.',
          technique: 'Complétez-le par la Search Console et un tableau de bord alimenté automatiquement.',
        }),
      (c) =>
        `Les bonnes habitudes comptent davantage que les outils. Notez chaque semaine les questions posées par les clients en ${c.p.name} : ` +
        `elles fournissent des idées de contenus inépuisables et parfaitement adaptées à votre clientèle.`,
      (c) =>
        `Enfin, partagez les résultats avec toute l’équipe du cabinet. ` +
        `Lorsque chacun voit l’effet concret de ${c.tp.name} sur les demandes reçues, l’implication de tous progresse naturellement.`,
    ],
    extra: [],
  },
  {
    heading: () => 'Questions fréquentes',
    lengths: ['long'],
    core: [
      (c) =>
        `**Combien de temps faut-il pour obtenir des résultats ?** Comptez en général trois à six mois pour les premiers effets visibles de ${c.tp.name}. ` +
        c.t({
          professionnel: 'Ce délai dépend du niveau de concurrence locale et de l’état initial du site.',
          accessible: 'C’est un investissement de fond, pas une campagne éclair.',
          technique: 'Le délai dépend de la fréquence d’exploration du site, de son autorité et de la concurrence sur les requêtes visées.',
        }),
      (c) =>
        `**Quel budget prévoir ?** Il varie selon la taille du cabinet et l’ambition visée. ` +
        `Pour ${c.f.name}, l’essentiel est d’engager un budget régulier plutôt qu’une dépense ponctuelle, ` +
        `et de mettre ce budget en regard du chiffre d’affaires généré par les nouveaux clients en ${c.p.name}.`,
      () =>
        `**Ces démarches sont-elles compatibles avec la déontologie ?** Oui, dès lors que l’information reste loyale, exacte et sans promesse de résultat. ` +
        `La communication de l’avocat est autorisée, à condition de respecter la dignité de la profession et le secret professionnel.`,
      (c) =>
        `**Faut-il parler des honoraires sur le site ?** Les clients en ${c.p.name} apprécient la transparence. ` +
        `Sans afficher de grille détaillée, expliquer le mode de facturation et la convention d’honoraires rassure et fait gagner du temps lors du premier échange.`,
      (c) =>
        `**Faut-il se faire accompagner ?** Ce n’est pas obligatoire, mais un regard extérieur fait gagner du temps. ` +
        `Un spécialiste des cabinets d’avocats connaît les contraintes de la profession, les recherches des clients en ${c.p.name} ` +
        c.t({
          professionnel: 'et les méthodes qui ont fait leurs preuves auprès de cabinets comparables.',
          accessible: 'et les raccourcis qui évitent les tâtonnements.',
          technique: 'et les réglages techniques qui conditionnent l’indexation et la conversion.',
        }),
      (c) =>
        `**Par où commencer dès cette semaine ?** Commencez par ${c.tp.actions[0]}. ` +
        `C’est l’action la plus simple et la plus rentable pour ${c.p.lawyer}, et elle prépare toutes les suivantes.`,
    ],
    extra: [],
  },
  {
    heading: () => 'Un plan d’action sur 90 jours',
    core: [
      (c) =>
        `Pour passer à l’action sans vous disperser, voici un plan en trois étapes adapté à ${c.f.name} en ${c.p.name}.`,
    ],
    list: (c) => [
      `Premier mois : ${c.tp.actions[0]} et ${c.tp.actions[1]}.`,
      `Deuxième mois : publier ${c.p.asset} et ${c.tp.actions[3]}.`,
      `Troisième mois : mesurer ${c.tp.metric} et ajuster les priorités.`,
    ],
    ordered: true,
    extra: [
      (c) =>
        `Ce plan tient compte de ${c.f.constraint}. ` +
        c.t({
          professionnel: 'Il peut être accéléré dès que les premiers résultats sont constatés.',
          accessible: 'Vous pouvez aller plus vite si vous en avez l’envie et le temps.',
          technique: 'Chaque étape peut être découpée en tâches hebdomadaires dans votre outil de gestion.',
        }),
      (c) =>
        `À l’issue des 90 jours, vous disposerez d’une base solide : des pages utiles, une présence cohérente et des chiffres fiables. ` +
        `C’est le bon moment pour décider des prochaines étapes de ${c.tp.name}.`,
    ],
  },
];

const INTRO: Record<Tone, Paragraph[]> = {
  professionnel: [
    (c) =>
      `Le développement d’un cabinet en ${c.p.name} repose désormais largement sur sa visibilité en ligne. ` +
      `Cet article examine « ${c.subject} » et propose une méthode structurée, adaptée à ${c.f.name}.`,
    (c) =>
      `Vous y trouverez les enjeux, les actions prioritaires, les erreurs à éviter et les indicateurs à suivre pour ${c.tp.goal}.`,
  ],
  accessible: [
    (c) =>
      `Vous êtes ${c.p.lawyer} et vous vous demandez comment attirer davantage de clients grâce à internet ? ` +
      `Vous êtes au bon endroit : parlons ensemble de « ${c.subject} », simplement et sans jargon.`,
    (c) =>
      `Ces conseils tiennent compte de la réalité d’${c.f.name} et peuvent être appliqués dès cette semaine.`,
  ],
  technique: [
    (c) =>
      `Ce guide détaille, pour ${c.p.lawyer}, la mise en œuvre de « ${c.subject} » : enjeux de recherche, leviers techniques, ` +
      `méthode de déploiement et indicateurs de performance.`,
    (c) =>
      `Il s’adresse à ${c.f.name} et part des requêtes réellement saisies par les clients, comme « ${c.p.searches[0]} ».`,
  ],
};

const CONCLUSION: Record<Tone, Paragraph> = {
  professionnel: (c) =>
    `En définitive, ${c.tp.name} constitue pour ${c.p.lawyer} un levier durable de développement. ` +
    `Une démarche méthodique, respectueuse de la déontologie et mesurée dans le temps, permet ${de(c.tp.goal)}.`,
  accessible: (c) =>
    `Pour résumer : ${c.tp.name}, ce n’est pas réservé aux grands cabinets. ` +
    `Avec un peu de méthode et de régularité, vous pouvez vous aussi ${c.tp.goal}.`,
  technique: (c) =>
    `En synthèse, la performance de ${c.tp.name} repose sur trois piliers : des pages alignées sur les intentions de recherche, ` +
    `une exécution technique irréprochable et un suivi chiffré. Ensemble, ils permettent ${de(c.tp.goal)}.`,
};

const CALL_TO_ACTION: Record<Tone, Paragraph> = {
  professionnel: (c) =>
    `**Vous souhaitez mettre en œuvre cette démarche pour votre cabinet en ${c.p.name} ?** ` +
    `L’équipe ${SITE.brand} vous propose un audit de votre présence en ligne : appelez-nous au ${SITE.phone} ` +
    `ou [estimez le retour sur investissement de votre visibilité](/roi-calculator).`,
  accessible: (c) =>
    `**Envie d’être accompagné ?** L’équipe ${SITE.brand} connaît bien les cabinets en ${c.p.name}. ` +
    `Appelez-nous au ${SITE.phone} ou [faites le test de visibilité de votre cabinet](/quiz) : c’est rapide et gratuit.`,
  technique: (c) =>
    `**Besoin d’un diagnostic précis ?** ${SITE.brand} réalise l’audit technique et sémantique de sites d’avocats en ${c.p.name}. ` +
    `Contactez-nous au ${SITE.phone} ou [calculez le retour sur investissement attendu](/roi-calculator).`,
};

/** FNV-1a, for stable choices from the parameters. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function context(brief: ArticleBrief): Ctx {
  const seed = hash(`${brief.practiceType}|${brief.topic}|${brief.firmSize}|${brief.customTopic ?? ''}`);
  return {
    p: PRACTICE_PROFILES[brief.practiceType],
    tp: TOPIC_PROFILES[brief.topic],
    f: FIRM_PROFILES[brief.firmSize],
    subject: brief.customTopic?.replace(/\s+/g, ' ').trim() || GENERATOR_TOPIC_LABELS[brief.topic],
    tone: brief.tone,
    t: (variants) => variants[brief.tone],
    pick: (variants, salt) => variants[(seed + salt) % variants.length]!,
  };
}

/** Title of the article: the admin's own subject, else one built from the topic and the practice. */
function articleTitle(brief: ArticleBrief): string {
  if (brief.customTopic) return cap(brief.customTopic.replace(/\s+/g, ' ').trim()).slice(0, 200);
  const topic = GENERATOR_TOPIC_LABELS[brief.topic];
  const practice = GENERATOR_PRACTICE_TYPE_LABELS[brief.practiceType].toLowerCase();
  const titles: Record<Tone, string> = {
    professionnel: `${topic} pour les avocats en ${practice} : méthode et bonnes pratiques`,
    accessible: `${topic} : le guide simple pour les avocats en ${practice}`,
    technique: `${topic} en ${practice} : guide technique pour les cabinets d’avocats`,
  };
  return titles[brief.tone];
}

type Block = { text: string; words: number };

/** French contractions after interpolation: 'de le SEO' → 'du SEO', 'à les' → 'aux'. */
function contract(text: string): string {
  return text
    .replace(/\bde le\b/g, 'du')
    .replace(/\bde les\b/g, 'des')
    .replace(/(^|[\s(])à le\b/g, '$1au')
    .replace(/(^|[\s(])à les\b/g, '$1aux');
}

/** Writes the article; its word count lies inside the range of `brief.length`. */
export function composeArticle(brief: ArticleBrief): GeneratedArticle {
  const c = context(brief);
  const { minWords, maxWords } = LENGTH_WORDS[brief.length];
  const target = Math.round((minWords + maxWords) / 2);
  const title = articleTitle(brief);
  const block = (text: string): Block => ({ text, words: countWords(text) });

  const intro = INTRO[brief.tone].map((write) => block(write(c)));
  const sections = SECTIONS.filter((section) => !section.lengths || section.lengths.includes(brief.length)).map((section) => {
    const blocks = [block(`## ${section.heading(c)}`), ...section.core.map((write) => block(write(c)))];
    if (section.list) {
      const items = section.list(c).map((item, i) => `${section.ordered ? `${i + 1}.` : '-'} ${item}`);
      blocks.splice(2, 0, block(items.join('\n')));
    }
    return { blocks, extra: section.extra.map((write) => block(write(c))) };
  });
  // The topic's name (the draft's focus keyword) in an H2, for the SEO analysis.
  const ending = [block(`## Conclusion : ${GENERATOR_TOPIC_LABELS[brief.topic]}`), block(CONCLUSION[brief.tone](c)), block(CALL_TO_ACTION[brief.tone](c))];

  const total = () =>
    [...intro, ...ending, ...sections.flatMap((s) => s.blocks)].reduce((sum, b) => sum + b.words, 0);
  let words = total();

  // Round-robin over the sections: one more paragraph each turn, while it fits the range.
  let added = true;
  while (words < target && added) {
    added = false;
    for (const section of sections) {
      const next = section.extra[0];
      if (!next || words >= target || words + next.words > maxWords) continue;
      section.blocks.push(next);
      section.extra.shift();
      words += next.words;
      added = true;
    }
  }
  // Short articles keep fewer sections: drop the later ones while the text is above the range.
  while (words > maxWords && sections.length > 3) {
    const dropped = sections.splice(sections.length - 2, 1)[0]!;
    words -= dropped.blocks.reduce((sum, b) => sum + b.words, 0);
  }

  const content = withTransitions(contract([...intro, ...sections.flatMap((s) => s.blocks), ...ending].map((b) => b.text).join('\n\n')));
  const excerpt = contract(truncateAtWord(
    `${cap(c.tp.name)} pour ${c.p.lawyer} : ${c.t({
      professionnel: 'enjeux, actions prioritaires et indicateurs',
      accessible: 'nos conseils concrets',
      technique: 'leviers techniques, méthode et mesure',
    })} pour ${c.tp.goal}.`,
    300,
  ));
  const metaDescription = contract(truncateAtWord(
    `${cap(c.tp.name)} en ${c.p.name} : méthode, erreurs à éviter et plan sur 90 jours pour ${c.f.name}.`,
    AI_META_DESCRIPTION_MAX,
  ));
  const keywords = [
    `avocat ${c.p.name}`,
    GENERATOR_TOPIC_LABELS[brief.topic].toLowerCase(),
    c.p.searches[0],
    c.p.searches[1],
    `${GENERATOR_TOPIC_LABELS[brief.topic].toLowerCase()} avocat`,
    'visibilité cabinet d’avocats',
  ].slice(0, AI_KEYWORDS.max);
  return { title, excerpt, content, metaDescription, keywords };
}

/** Connectors added at the start of sentences (additive or consequential: safe anywhere). */
const CONNECTORS = ['En effet, ', 'Par ailleurs, ', 'Ainsi, ', 'De plus, ', 'En outre, '];
/** Share of sentences with a transition word the composer aims for (the analysis wants 30 %). */
const TRANSITION_TARGET = 0.35;

/**
 * French readability: opens enough sentences of the plain paragraphs with a connector that
 * TRANSITION_TARGET of all sentences hold a transition word (SEO analysis, `hasTransition`).
 */
function withTransitions(content: string): string {
  const blocks = content.split('\n\n').map((text) => ({ text, plain: /^[\p{Lu}][\p{Ll}]/u.test(text) }));
  const sentences = blocks.flatMap((b) => (/^(#|-|\d+\.|\*\*)/.test(b.text) ? [] : splitSentences(b.text)));
  const missing = Math.ceil(TRANSITION_TARGET * sentences.length) - sentences.filter(hasTransition).length;
  if (missing <= 0) return content;
  const candidates = blocks.flatMap((b, i) =>
    b.plain ? splitSentences(b.text).flatMap((s, j) => (!hasTransition(s) && (i > 0 || j > 0) && /^[\p{Lu}][\p{Ll}]/u.test(s) ? [{ i, j }] : [])) : [],
  );
  const step = Math.max(1, candidates.length / missing);
  const chosen = new Set<string>();
  for (let k = 0; k < missing && Math.floor(k * step) < candidates.length; k++) {
    const { i, j } = candidates[Math.floor(k * step)]!;
    chosen.add(`${i}:${j}`);
  }
  let n = 0;
  return blocks
    .map((b, i) =>
      b.plain
        ? splitSentences(b.text)
            .map((s, j) => (chosen.has(`${i}:${j}`) ? `${CONNECTORS[n++ % CONNECTORS.length]}${s[0]!.toLowerCase()}${s.slice(1)}` : s))
            .join(' ')
        : b.text,
    )
    .join('\n\n');
}
