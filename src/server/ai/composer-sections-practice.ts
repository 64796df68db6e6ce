/** The composer's later sections: measuring results, an example firm, tools and habits, questions, a 90-day plan. */
import { de, type Section } from './composer-templates';

export const PRACTICE_SECTIONS: Section[] = [
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
