/**
 * Corps Markdown des trois articles du seed (voir seed-content.ts pour leurs titres et métadonnées).
 * Le titre est rendu en H1 par la page : un corps ne commence jamais par un titre de niveau 1.
 */

export const SEO_LOCAL_CONTENT = `Lorsqu'un parent cherche un avocat pour une procédure de divorce ou une question de garde d'enfants, il commence presque toujours par une recherche sur son téléphone : « avocat divorce Paris 15 », « avocat droit de la famille près de chez moi ». Google affiche alors une carte accompagnée de trois fiches d'établissement, le fameux **pack local**. Les cabinets qui y figurent captent une part importante des appels et des demandes d'itinéraire. Bonne nouvelle : pour un petit cabinet, cette position ne dépend pas d'un budget publicitaire, mais d'un travail méthodique et régulier.

## Comprendre comment Google classe les résultats locaux

Google indique lui-même s'appuyer sur trois familles de critères pour ordonner les résultats locaux :

- **La pertinence** : votre fiche et votre site correspondent-ils précisément à la recherche de l'internaute ?
- **La distance** : à quelle distance se trouve votre cabinet du lieu de la recherche ou de la zone mentionnée ?
- **La notoriété** : votre cabinet est-il cité, recommandé et reconnu en ligne, notamment à travers les avis et les mentions sur d'autres sites ?

Vous ne pouvez pas déplacer votre cabinet, mais vous pouvez agir sur la pertinence et la notoriété.

## Optimiser votre fiche Google Business Profile

La fiche Google Business Profile (anciennement Google My Business) est le premier levier du référencement local. Elle est gratuite, mais trop souvent incomplète.

### Les informations à renseigner en priorité

1. **Le nom exact du cabinet**, tel qu'il figure sur votre plaque et vos documents officiels, sans y ajouter de mots-clés : Google sanctionne cette pratique.
2. **La catégorie principale la plus précise possible**, par exemple « Avocat en droit de la famille » plutôt que simplement « Avocat », complétée de catégories secondaires cohérentes.
3. **Les horaires réels**, y compris les horaires exceptionnels pendant les vacances judiciaires.
4. **Une description claire** de vos domaines d'intervention : divorce, autorité parentale, pension alimentaire, adoption, successions familiales.
5. **Des photos authentiques** du cabinet, de l'équipe et de l'entrée de l'immeuble, qui rassurent avant un premier rendez-vous.

### Faire vivre la fiche

Publiez de temps à autre une actualité (évolution législative, nouvel article sur votre site), répondez aux questions posées par les internautes et vérifiez régulièrement que personne n'a suggéré de modification erronée de vos coordonnées.

## Garantir la cohérence de vos coordonnées (NAP)

Le sigle NAP désigne le **Nom, l'Adresse et le numéro de Téléphone** du cabinet. Ces trois informations doivent être rigoureusement identiques partout où elles apparaissent : votre site, votre fiche Google, l'annuaire du Conseil national des barreaux, le site de votre Ordre, les annuaires professionnels et les réseaux sociaux.

Une adresse écrite « 12 rue de Vaugirard » sur une page et « 12, r. Vaugirard » sur une autre paraît anodine. Pour un moteur de recherche, ces variations créent un doute sur l'identité du cabinet. Après un déménagement ou un changement de numéro, prenez le temps de mettre à jour chaque citation, en commençant par les plus consultées.

## Créer des pages locales utiles

Votre site doit confirmer à Google ce que votre fiche annonce. Une page dédiée à votre activité en droit de la famille à Paris, mentionnant l'arrondissement où se situe le cabinet, les juridictions devant lesquelles vous plaidez et les modalités pratiques d'accès, renforce nettement votre pertinence locale.

### Cibler des mots-clés géolocalisés

Les recherches locales sont souvent très précises. Intégrez naturellement dans vos titres, vos intertitres et vos textes des expressions telles que :

- « avocat droit de la famille Paris 15 » ;
- « avocat divorce Paris 15e » ;
- « avocat garde d'enfant Paris » ;
- « avocat pension alimentaire près du tribunal judiciaire de Paris ».

### Éviter les pages satellites

Créer vingt pages quasi identiques, une par arrondissement, est contre-productif. Google considère ces pages comme des contenus de faible qualité. Mieux vaut quelques pages réellement utiles, qui répondent aux questions concrètes des justiciables de votre secteur.

## Les avis clients, dans le respect de la déontologie

Les avis pèsent à la fois sur le classement et sur la décision du client. Ils doivent cependant être recueillis dans un cadre conforme à vos obligations professionnelles.

> Votre communication est encadrée par l'article 10 du Règlement Intérieur National de la profession d'avocat : l'information doit rester loyale, sincère et respectueuse du secret professionnel. Un avis n'est jamais une raison de s'en affranchir.

Concrètement :

- **Ne sollicitez jamais d'avis en échange d'une contrepartie** et n'achetez pas de faux avis : c'est contraire aux règles de Google comme à la loyauté exigée de l'avocat.
- **Proposez simplement** à vos clients satisfaits, une fois le dossier clos, de partager leur expérience s'ils le souhaitent.
- **Répondez aux avis avec sobriété**, sans jamais confirmer qu'une personne est ou a été votre cliente ni évoquer un élément du dossier, même pour répondre à une critique injuste.
- **N'utilisez le terme « spécialiste »** dans vos contenus que si vous êtes titulaire du certificat de spécialisation correspondant.

## Mesurer vos progrès

Le référencement local se construit sur plusieurs mois. Suivez chaque mois les statistiques de votre fiche (appels, demandes d'itinéraire, clics vers le site) et vos positions sur une dizaine de requêtes stratégiques. Pour estimer ce qu'une meilleure visibilité peut représenter pour votre cabinet, vous pouvez utiliser notre [calculateur de retour sur investissement](/roi-calculator).

## Conclusion

Apparaître dans le top 3 de Google à Paris n'est pas réservé aux grandes structures. Une fiche Google Business Profile soignée, des coordonnées cohérentes, des pages locales utiles et une politique d'avis conforme à votre déontologie suffisent souvent à faire la différence face à des concurrents moins rigoureux. Vous souhaitez savoir où en est votre cabinet ? [Demandez votre audit SEO gratuit](/#contact) : nous analysons votre fiche, votre site et vos positions locales, puis vous proposons un plan d'action concret.`;

export const SITE_WEB_CONTENT = `Un site d'avocat n'a pas vocation à être une simple plaquette en ligne. Pour un avocat pénaliste exerçant seul, il doit permettre à une personne inquiète, souvent pressée, parfois dans l'urgence d'une garde à vue, de comprendre en quelques secondes que vous pouvez l'aider et de vous joindre immédiatement. Voici les sept éléments qui distinguent un site qui convertit d'un site qui se contente d'exister.

## 1. Une vitesse de chargement irréprochable

Un visiteur qui attend plusieurs secondes devant une page blanche repart vers le résultat suivant. Google mesure cette expérience à travers les **Core Web Vitals**, et les objectifs à viser sont connus :

- un affichage du contenu principal (LCP) en moins de 2,5 secondes ;
- une réactivité aux interactions (INP) inférieure à 200 millisecondes ;
- une mise en page stable (CLS) inférieure à 0,1.

Des images compressées, un hébergement de qualité et un thème débarrassé des extensions inutiles suffisent souvent à atteindre ces seuils.

## 2. Une expérience mobile pensée en priorité

La majorité des recherches d'avocat se font sur smartphone, souvent dans un couloir de commissariat ou à la sortie d'une audience. Votre site doit être conçu d'abord pour le mobile :

- des textes lisibles sans zoomer ;
- des boutons suffisamment grands pour être touchés du pouce ;
- un numéro de téléphone cliquable, visible en permanence ;
- des formulaires courts, adaptés à la saisie sur petit écran.

## 3. Des pages claires pour chaque domaine d'intervention

Une page « Compétences » qui énumère tout le droit pénal en dix lignes ne rassure personne et ne se positionne sur aucune recherche. Créez plutôt une page par situation : garde à vue, comparution immédiate, droit pénal routier, violences, infractions économiques, défense des victimes. Chaque page doit expliquer la procédure en termes simples, préciser votre rôle et indiquer la marche à suivre.

### Ce que doit contenir une page de domaine

1. Une introduction qui décrit la situation du point de vue du client.
2. Les grandes étapes de la procédure et leurs délais.
3. Ce que vous faites concrètement à chaque étape.
4. Les questions fréquentes, avec des réponses courtes.
5. Un appel à l'action explicite : appeler, écrire ou prendre rendez-vous.

## 4. Un contact immédiat, adapté à l'urgence pénale

En matière pénale, le besoin est souvent immédiat. Une personne dont le proche vient d'être placé en garde à vue ne remplira pas un long formulaire. Prévoyez :

- **un bouton d'appel** visible dès le haut de chaque page ;
- un formulaire de trois ou quatre champs au maximum ;
- une information claire sur vos conditions de disponibilité.

> N'affichez une disponibilité « 24 h/24 » que si elle est réelle. L'article 10 du Règlement Intérieur National impose une information loyale et sincère : une promesse non tenue à deux heures du matin est à la fois une faute de communication et une occasion manquée.

## 5. Des signaux de confiance sobres et vérifiables

Le visiteur ne vous connaît pas. Il a besoin d'éléments concrets pour accorder sa confiance :

- votre photo et un parcours présenté avec précision (barreau d'inscription, année de prestation de serment, formations) ;
- la mention d'un certificat de spécialisation uniquement si vous en êtes titulaire ;
- vos publications, interventions ou articles de fond ;
- une présentation transparente de vos modalités d'honoraires.

Évitez en revanche les formules comparatives ou les promesses de résultat, comme « le meilleur pénaliste de la ville » ou « acquittement garanti » : elles sont contraires à vos règles professionnelles et, surtout, elles inquiètent davantage qu'elles ne rassurent.

## 6. Des mentions légales complètes

Un site d'avocat doit comporter des mentions légales précises, conformément à la loi pour la confiance dans l'économie numérique et à vos obligations d'information envers les consommateurs. Vérifiez la présence :

- de vos nom, adresse professionnelle, téléphone et adresse électronique ;
- du barreau auprès duquel vous êtes inscrit ;
- de la forme et des références de votre structure d'exercice, le cas échéant ;
- des coordonnées de l'hébergeur du site ;
- des coordonnées du médiateur de la consommation de la profession d'avocat.

Pensez également à déclarer votre site auprès de votre Ordre et à vérifier que votre nom de domaine respecte les règles de la profession.

## 7. Une conformité RGPD sans faille

Un formulaire de contact collecte des données personnelles. En matière pénale, il peut même recueillir des informations relatives à des infractions, dont le traitement est strictement encadré par le RGPD. Quelques principes s'imposent :

1. **Minimiser la collecte** : demandez un nom, un moyen de contact et un bref motif, sans inviter à détailler les faits par écrit.
2. **Informer clairement** la personne sur l'usage de ses données, leur durée de conservation et ses droits.
3. **Sécuriser les échanges** : connexion chiffrée, messagerie protégée, accès limité aux seules personnes habilitées.
4. **Recueillir le consentement** aux cookies non essentiels, conformément aux recommandations de la CNIL.

Au-delà de l'obligation légale, ces précautions prolongent naturellement votre secret professionnel : elles montrent au visiteur que sa confidentialité est protégée dès le premier contact.

## Conclusion

Un site qui convertit n'est pas forcément un site spectaculaire : c'est un site rapide, lisible sur mobile, clair sur vos domaines d'intervention, joignable en un geste et irréprochable sur le plan déontologique et réglementaire. Pour un avocat indépendant, ces sept éléments font souvent la différence entre un site vitrine et un véritable outil de développement. Vous voulez savoir comment votre site se situe sur chacun de ces points ? [Demandez votre audit SEO gratuit](/#contact) ou découvrez nos [formules de création de site](/pricing).`;

export const CONTENT_MARKETING_CONTENT = `Chaque jour, des salariés et des dirigeants interrogent Google sur un licenciement, une rupture conventionnelle ou un conflit avec leur employeur. Un cabinet en droit du travail qui répond à ces questions avec précision devient, au fil des mois, une référence visible et crédible. Encore faut-il écrire pour les bonnes personnes, sur les bons sujets, et tenir ses contenus à jour. Voici une méthode éprouvée pour transformer vos articles en source régulière de nouveaux dossiers.

## Partir de l'intention de recherche

Avant de rédiger, demandez-vous ce que cherche réellement l'internaute. Une même thématique peut recouvrir des besoins très différents :

- **L'intention informationnelle** : « délai de contestation d'un licenciement », « calcul de l'indemnité de rupture conventionnelle ». L'internaute veut comprendre.
- **L'intention commerciale** : « avocat licenciement abusif honoraires », « faut-il un avocat aux prud'hommes ». Il compare et se renseigne avant d'agir.
- **L'intention transactionnelle** : « avocat droit du travail Lyon », « avocat prud'hommes salarié ». Il est prêt à prendre contact.

Un cabinet de taille moyenne a tout intérêt à couvrir les trois niveaux : les articles informationnels attirent un large public, tandis que les pages orientées vers l'action transforment cette audience en demandes de rendez-vous. Reliez-les entre eux par des liens internes pour guider le lecteur de la question à la solution.

## Structurer chaque article pour le lecteur et pour Google

Un bon article juridique se lit facilement, même sur mobile, par une personne qui n'a aucune formation en droit.

### Les règles d'une rédaction efficace

1. **Répondre à la question dès l'introduction**, puis développer les nuances.
2. **Découper le texte en sections** avec des intertitres explicites, qui reprennent les mots employés par les internautes.
3. **Traduire le vocabulaire juridique** : expliquer ce qu'est une faute grave ou un barème d'indemnisation plutôt que de le supposer connu.
4. **Citer les sources** : articles du Code du travail, jurisprudence de la Cour de cassation, textes réglementaires.
5. **Terminer par une invitation claire** à vous consulter pour une analyse personnalisée.

### Intégrer une FAQ

Les questions fréquentes placées en fin d'article répondent aux interrogations secondaires et captent des recherches très précises, souvent formulées comme des questions. Par exemple : « Peut-on refuser une rupture conventionnelle ? », « Quel délai pour saisir le conseil de prud'hommes ? ». Des réponses de trois à cinq phrases suffisent, avec un renvoi vers une page plus détaillée si nécessaire.

## Bâtir un calendrier éditorial réaliste

La régularité compte davantage que le volume. Deux articles de qualité par mois, publiés sans interruption pendant un an, produisent plus d'effet que dix articles écrits en une semaine puis abandonnés.

Pour construire votre calendrier :

- **listez les questions posées par vos clients** en rendez-vous : elles constituent votre meilleure source de sujets ;
- **anticipez les temps forts** de l'année, comme les entretiens annuels, les périodes de réorganisation ou les revalorisations de fin d'année ;
- **répartissez la rédaction** entre les associés et les collaborateurs, chacun sur son domaine de prédilection ;
- **prévoyez une relecture** systématique, juridique et rédactionnelle, avant publication.

## Démontrer votre expertise : le cadre E-E-A-T

Les contenus juridiques touchent directement la vie des personnes et leurs finances. Google les examine donc avec une exigence particulière, à travers les critères qu'il résume par le sigle **E-E-A-T** : expérience, expertise, autorité et fiabilité.

> Un article juridique ne doit pas seulement être exact : il doit montrer qui l'a écrit, sur quelle expérience il s'appuie et à quelle date il a été vérifié.

Concrètement, cela signifie :

- signer chaque article du nom de l'avocat qui l'a rédigé, avec une courte présentation de son parcours ;
- illustrer vos propos par des situations rencontrées en pratique, anonymisées et sans jamais compromettre le secret professionnel ;
- afficher la date de publication et celle de la dernière mise à jour ;
- rester mesuré : ni promesse de résultat, ni comparaison avec d'autres cabinets, conformément aux exigences de loyauté de votre communication.

## Mettre à jour vos contenus quand le droit évolue

Le droit du travail change souvent : réformes législatives, nouveaux décrets, revirements de jurisprudence. La présomption de démission en cas d'abandon de poste, introduite fin 2022, ou la modification du régime social de l'indemnité de rupture conventionnelle en 2023 ont rendu obsolètes de nombreux articles publiés auparavant.

Un contenu périmé est doublement pénalisant : il induit le lecteur en erreur et nuit à votre crédibilité. Mettez en place une routine simple :

1. Recensez vos articles et notez les textes sur lesquels chacun repose.
2. Vérifiez chaque trimestre si ces textes ou la jurisprudence associée ont évolué.
3. Mettez à jour l'article, indiquez la date de révision et signalez le changement en tête de texte.
4. Profitez de la mise à jour pour enrichir la FAQ et renforcer les liens internes.

Cette discipline est aussi une opportunité : un article actualisé rapidement après une réforme peut capter un afflux de recherches avant vos confrères.

## Conclusion

Le marketing de contenu juridique repose sur quelques principes simples : partir des questions réelles de vos clients, y répondre avec clarté et rigueur, publier régulièrement et tenir vos textes à jour. Appliqués avec constance, ils font de votre site un outil d'acquisition durable pour votre cabinet. Vous souhaitez identifier les sujets qui vous apporteront le plus de dossiers ? [Demandez votre audit SEO gratuit](/#contact) : nous analysons vos contenus existants et les recherches de vos futurs clients pour bâtir votre stratégie éditoriale.`;
