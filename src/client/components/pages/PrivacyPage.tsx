import type { ReactNode } from 'react';
import { PRIVACY_RETENTION } from '#shared/site/privacy';
import { ADMIN_TOKEN_KEY, COOKIE_CONSENT_KEY } from '#shared/site/storage';
import { SITE } from '#shared/site/brand';
import { PageHero } from './PageHero';

const LAST_UPDATE = '22 novembre 2026';

const Email = () => (
  <a href={SITE.emailHref} className="font-medium text-brand-700 underline underline-offset-2">
    {SITE.email}
  </a>
);

const SECTIONS: { title: string; body: ReactNode }[] = [
  {
    title: 'Responsable du traitement',
    body: (
      <p>
        Le site {SITE.brand} est édité par l'agence {SITE.brand}, responsable du traitement des données
        personnelles collectées sur ce site. Pour toute question sur vos données, écrivez-nous à <Email /> ou
        appelez le {SITE.phone} ({SITE.claims.hours.toLowerCase()}).
      </p>
    ),
  },
  {
    title: 'Données que nous collectons',
    body: (
      <>
        <p>Nous ne collectons que les données que vous nous transmettez ou qui sont nécessaires au service :</p>
        <ul>
          <li>
            <strong>Demandes de contact</strong> : prénom, nom, e-mail, et si vous les indiquez téléphone, nom du
            cabinet, spécialisation et objectifs, ainsi que votre consentement et la date de la demande.
          </li>
          <li>
            <strong>Quiz de visibilité</strong> : vos réponses, votre score, vos prénom, nom, e-mail, et si vous les
            indiquez téléphone, cabinet et domaine d'activité, l'origine de la demande et votre consentement.
          </li>
          <li>
            <strong>Audits SEO</strong> : l'adresse du site analysé, la spécialisation choisie et le résultat de
            l'analyse.
          </li>
          <li>
            <strong>Calculs</strong> : les données saisies dans le calculateur de visibilité (ville, rayon,
            concurrence) et dans le calculateur ROI (type de cabinet, chiffre d'affaires, demandes, taux de
            conversion, valeur moyenne d'un dossier), avec leurs résultats.
          </li>
          <li>
            <strong>Comptes administrateurs</strong> de l'agence : nom d'utilisateur, e-mail, mot de passe chiffré
            (jamais conservé en clair) et sessions de connexion.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Finalités des traitements',
    body: (
      <ul>
        <li>Répondre à vos demandes de contact et d'audit, et vous présenter nos offres.</li>
        <li>Calculer et afficher les résultats des outils gratuits (audit SEO, visibilité locale, ROI, quiz).</li>
        <li>Vous envoyer l'analyse personnalisée demandée à l'issue du quiz.</li>
        <li>Sécuriser l'accès à l'espace d'administration et prévenir les abus (limitation des envois).</li>
        <li>Mesurer l'audience du site et améliorer nos services, uniquement avec votre accord.</li>
      </ul>
    ),
  },
  {
    title: 'Bases légales',
    body: (
      <p>
        Les demandes de contact et les prospects du quiz reposent sur votre consentement, que vous donnez en cochant
        la case prévue. Les résultats des outils gratuits reposent sur l'exécution de mesures précontractuelles prises
        à votre demande. La sécurité du site et des comptes repose sur notre intérêt légitime. Les cookies de mesure
        d'audience et marketing ne sont déposés qu'avec votre consentement.
      </p>
    ),
  },
  {
    title: 'Durées de conservation',
    body: (
      <ul>
        <li>Prospects (demandes de contact) : {PRIVACY_RETENTION.prospectsYears} ans à compter du dernier contact.</li>
        <li>Clients : {PRIVACY_RETENTION.clientsYears} ans à compter de la fin de la relation contractuelle.</li>
        <li>
          Prospects et réponses du quiz, audits SEO et calculs (visibilité, ROI) : {PRIVACY_RETENTION.quizzesAndAuditsYears} ans.
        </li>
        <li>Données de navigation : {PRIVACY_RETENTION.browsingMonths} mois au maximum.</li>
        <li>Comptes administrateurs : pendant la durée des fonctions de la personne au sein de l'agence.</li>
      </ul>
    ),
  },
  {
    title: 'Destinataires des données',
    body: (
      <p>
        Vos données sont destinées aux seules équipes de {SITE.brand} chargées de vous répondre et de vous
        accompagner. Elles ne sont ni vendues ni louées. Notre hébergeur y accède uniquement pour assurer le
        fonctionnement technique du site.
      </p>
    ),
  },
  {
    title: 'Hébergement et transferts',
    body: (
      <p>
        Les données sont hébergées au sein de l'Union européenne. Aucun transfert hors de l'Union européenne n'est
        réalisé sans garanties appropriées au sens du RGPD.
      </p>
    ),
  },
  {
    title: 'Sécurité',
    body: (
      <p>
        Connexions chiffrées (HTTPS), mots de passe chiffrés, accès à l'administration réservé aux personnes
        habilitées, limitation du nombre d'envois des formulaires : nous prenons les mesures techniques et
        organisationnelles adaptées pour protéger vos données.
      </p>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <>
        <p>Lors de votre première visite, un bandeau vous laisse le choix : « Accepter tout », « Refuser tout » ou « Paramétrer ». Fermer le bandeau vaut refus.</p>
        <ul>
          <li>
            <strong>Cookies nécessaires</strong> : indispensables au fonctionnement du site, toujours actifs ; ils
            sont conservés pour la durée de la session.
          </li>
          <li>
            <strong>Cookies analytiques</strong> (mesure d'audience) : déposés seulement avec votre accord,
            conservés {PRIVACY_RETENTION.browsingMonths} mois.
          </li>
          <li>
            <strong>Cookies marketing</strong> : déposés seulement avec votre accord, conservés{' '}
            {PRIVACY_RETENTION.browsingMonths} mois.
          </li>
        </ul>
        <p>Vous pouvez modifier vos choix à tout moment en effaçant les données du site dans votre navigateur : le bandeau réapparaît.</p>
        <p>
          <strong>Mesure d'audience sans cookie</strong> : chaque page consultée ajoute un au compteur de cette page pour la
          journée. Aucun cookie n'est déposé, aucun identifiant n'est créé, ni votre adresse IP ni votre navigateur ne sont
          enregistrés, et les robots déclarés ne sont pas comptés. Ces statistiques servent uniquement à savoir quelles
          pages nous amènent des demandes ; elles ne sont ni croisées avec d'autres données ni transmises à des tiers.
          Elles remplissent ainsi les conditions de la CNIL pour une mesure d'audience exemptée de consentement, et sont
          supprimées après {PRIVACY_RETENTION.browsingMonths} mois. Pour la même raison, la page par laquelle vous êtes
          arrivé(e) sur le site, le site qui vous y a conduit et les paramètres de campagne de son adresse (utm) sont
          gardés le temps de votre visite dans votre navigateur (stockage de session, effacé à la fermeture de l'onglet)
          et joints au formulaire que vous envoyez.
        </p>
        <p>
          <strong>Mesure des performances sans cookie</strong> : quand vous quittez une page, votre navigateur envoie ses
          temps de chargement et de réaction (LCP, INP, CLS, TTFB) et le nombre de clics restés sans effet sur un bouton ou
          un lien, avec le libellé de ce bouton. Chaque mesure ajoute un à un compteur de la page pour la journée : ni
          cookie, ni identifiant, ni adresse IP, ni navigateur enregistrés. Ces compteurs servent uniquement à rendre le
          site plus rapide et sont supprimés après {PRIVACY_RETENTION.browsingMonths} mois.
        </p>
      </>
    ),
  },
  {
    title: 'Stockage local du navigateur',
    body: (
      <ul>
        <li>
          <code>{COOKIE_CONSENT_KEY}</code> : mémorise vos choix de cookies (nécessaires, analytiques, marketing) et
          la date de ce choix.
        </li>
        <li>
          <code>{ADMIN_TOKEN_KEY}</code> : jeton de session des administrateurs de l'agence, présent uniquement après
          une connexion à l'espace d'administration et effacé à la déconnexion.
        </li>
      </ul>
    ),
  },
  {
    title: 'Vos droits',
    body: (
      <p>
        Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de
        portabilité de vos données, ainsi que du droit de retirer votre consentement à tout moment et de définir des
        directives sur le sort de vos données après votre décès.
      </p>
    ),
  },
  {
    title: 'Exercer vos droits',
    body: (
      <p>
        Écrivez-nous à <Email /> en précisant votre demande. Nous vous répondons dans un délai de{' '}
        {PRIVACY_RETENTION.rightsAnswerMonths} mois au plus. Les demandes de contact reçoivent quant à elles une réponse
        sous {PRIVACY_RETENTION.contactReplyWorkingHours} heures ouvrées.
      </p>
    ),
  },
  {
    title: 'Réclamation',
    body: (
      <p>
        Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission
        nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, 75007 Paris, ou sur cnil.fr.
      </p>
    ),
  },
  {
    title: 'Modifications de cette politique',
    body: (
      <p>
        Cette politique peut évoluer avec nos services ou la réglementation. La date de dernière mise à jour figure
        en haut de cette page : {LAST_UPDATE}.
      </p>
    ),
  },
];

/** /privacy: 14 numbered sections (spec §2), retention periods from src/shared. */
export function PrivacyPage() {
  return (
    <>
      <PageHero
        title="Politique de confidentialité"
        intro={`Comment ${SITE.brand} collecte, utilise et protège vos données personnelles, et comment exercer vos droits.`}
      />
      <article className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
        <p className="text-sm text-slate-500">Dernière mise à jour : {LAST_UPDATE}</p>
        <nav aria-label="Sommaire" className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 className="font-bold text-slate-900">Sommaire</h2>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
            {SECTIONS.map((s, i) => (
              <li key={s.title}>
                <a href={`#section-${i + 1}`} className="text-brand-700 hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 grid gap-10 text-slate-700 [&_li]:my-1 [&_p]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:text-sm">
          {SECTIONS.map((s, i) => (
            <section key={s.title} id={`section-${i + 1}`} aria-labelledby={`section-${i + 1}-title`}>
              <h2 id={`section-${i + 1}-title`} className="text-2xl font-bold text-slate-900">
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </div>
      </article>
    </>
  );
}
