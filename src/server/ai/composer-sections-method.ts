/** The composer's first sections: the topic, what clients look for, the firm's size, the mistakes to avoid. */
import { OPENERS, cap, type Section } from './composer-templates';

export const METHOD_SECTIONS: Section[] = [
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
];
