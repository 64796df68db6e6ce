/**
 * The audit report's explanations: for each check, why it matters for a law firm and how to fix
 * it. Shown on the report page and in the PDF, under the finding's own advice.
 */
import type { AuditCategory } from './page-rules';

export const AUDIT_CATEGORY_LABELS: Record<AuditCategory, string> = {
  technical: 'Technique',
  content: 'Contenu',
  localSeo: 'Référencement local',
};

export type AuditGuideEntry = { why: string; how: string };

const AUDIT_GUIDE: Record<string, AuditGuideEntry> = {
  https: {
    why: 'Chrome signale « Non sécurisé » les sites en http:// : un justiciable qui vous confie sa situation doit voir un site chiffré, et Google favorise HTTPS.',
    how: 'Installez un certificat (gratuit avec Let’s Encrypt chez la plupart des hébergeurs) et redirigez tout le site vers https://.',
  },
  status: {
    why: 'Une page en erreur n’est pas indexée : elle ne vous amène aucun client.',
    how: 'Vérifiez la page chez votre hébergeur ; une page supprimée doit rediriger (301) vers la page qui la remplace.',
  },
  redirects: {
    why: 'Chaque redirection ralentit l’affichage, surtout sur mobile, et dilue le référencement de la page.',
    how: 'Faites pointer vos liens et vos campagnes directement vers l’adresse finale.',
  },
  viewport: {
    why: 'Plus de la moitié des recherches d’avocat se font sur téléphone ; sans viewport, la page s’affiche en miniature et Google la juge non adaptée aux mobiles.',
    how: 'Ajoutez <meta name="viewport" content="width=device-width, initial-scale=1"> dans le <head> de chaque page.',
  },
  lang: {
    why: 'La langue déclarée aide Google à proposer la page aux internautes francophones et les lecteurs d’écran à la prononcer correctement.',
    how: 'Écrivez <html lang="fr"> en tête de chaque page.',
  },
  canonical: {
    why: 'Sans URL canonique, Google peut indexer plusieurs adresses pour une même page et partager son classement entre elles.',
    how: 'Ajoutez <link rel="canonical" href="https://votre-site.fr/la-page"> avec l’adresse absolue de la page.',
  },
  weight: {
    why: 'Une page lourde s’affiche lentement sur un réseau mobile : le visiteur repart avant de vous appeler.',
    how: 'Compressez les images, retirez les scripts inutiles et les constructeurs de pages trop chargés.',
  },
  speed: {
    why: 'Un serveur lent retarde tout l’affichage ; la vitesse est un critère de classement de Google.',
    how: 'Activez la mise en cache chez votre hébergeur ou passez à une offre plus rapide.',
  },
  noindex: {
    why: 'La directive noindex demande à Google de ne jamais montrer la page : elle est invisible pour vos futurs clients.',
    how: 'Retirez noindex de la balise meta robots (ou de l’en-tête X-Robots-Tag) des pages à référencer.',
  },
  title: {
    why: 'Le titre est la ligne bleue cliquable dans Google : c’est lui qui décide le justiciable à choisir votre cabinet.',
    how: 'Un titre unique de 30 à 65 caractères par page : spécialité, ville, nom du cabinet.',
  },
  description: {
    why: 'La meta description est le texte sous le titre dans Google : elle donne envie de cliquer.',
    how: 'Rédigez 70 à 160 caractères par page : ce que vous faites, pour qui, où, et une invitation à prendre rendez-vous.',
  },
  h1: {
    why: 'Le titre H1 dit à Google et au visiteur de quoi parle la page ; plusieurs H1 brouillent ce message.',
    how: 'Un seul H1 par page, qui reprend la spécialité et la ville.',
  },
  headings: {
    why: 'Des sous-titres structurés rendent la page lisible en diagonale et aident Google à comprendre chaque partie.',
    how: 'Découpez le texte en sections H2 (puis H3), sans sauter de niveau.',
  },
  words: {
    why: 'Une page courte répond rarement aux questions d’un justiciable ; Google préfère les contenus complets.',
    how: 'Développez : vos domaines, les étapes d’une procédure, les honoraires, les questions fréquentes.',
  },
  alt: {
    why: 'Le texte alternatif décrit l’image aux malvoyants et à Google Images.',
    how: 'Ajoutez un attribut alt descriptif à chaque image (alt="" pour une image décorative).',
  },
  'keyword-title': {
    why: 'Google met en avant les pages dont le titre contient les mots recherchés.',
    how: 'Placez votre spécialité au début du titre, par exemple « Avocat en droit pénal à Lyon ».',
  },
  'keyword-h1': {
    why: 'Le H1 confirme à Google le sujet de la page.',
    how: 'Reprenez la spécialité dans le H1.',
  },
  'keyword-text': {
    why: 'Sans le nom de votre spécialité dans le texte, Google ne peut pas vous associer à ces recherches.',
    how: 'Décrivez votre spécialité avec les mots de vos clients.',
  },
  'json-ld': {
    why: 'Les données structurées LegalService ou Attorney disent à Google que vous êtes un cabinet d’avocat, avec son adresse et son téléphone : c’est la base du référencement local.',
    how: 'Ajoutez un bloc <script type="application/ld+json"> de type LegalService avec name, address et telephone.',
  },
  phone: {
    why: 'Sur mobile, un numéro cliquable transforme la visite en appel d’un geste.',
    how: 'Entourez votre numéro d’un lien <a href="tel:+33…">.',
  },
  address: {
    why: 'L’adresse et la ville rattachent votre cabinet aux recherches « avocat + ville ».',
    how: 'Affichez l’adresse postale complète dans le pied de page de chaque page.',
  },
  map: {
    why: 'Un plan d’accès et des horaires rassurent le client qui veut venir au cabinet.',
    how: 'Intégrez une carte (OpenStreetMap, Google Maps) et vos horaires sur la page contact.',
  },
  'broken-links': {
    why: 'Un lien cassé mène le visiteur à une erreur et gaspille le temps que Google consacre à votre site.',
    how: 'Corrigez ou retirez chaque lien ci-dessous, ou redirigez (301) l’ancienne adresse vers la bonne page.',
  },
  'robots-txt': {
    why: 'Le fichier robots.txt guide les robots de Google et indique où trouver le plan du site.',
    how: 'Publiez /robots.txt avec au moins « User-agent: * », « Allow: / » et une ligne « Sitemap: ».',
  },
  'sitemap-xml': {
    why: 'Le plan du site XML aide Google à découvrir toutes vos pages, y compris les articles récents.',
    how: 'Publiez /sitemap.xml (la plupart des CMS le génèrent) et déclarez-le dans la Search Console.',
  },
  'https-redirect': {
    why: 'Si l’adresse en http:// ne redirige pas vers https://, deux versions du site coexistent et le visiteur peut arriver sur la version non sécurisée.',
    how: 'Configurez une redirection permanente (301) de http:// vers https:// pour toutes les pages.',
  },
  'canonical-consistency': {
    why: 'Une URL canonique qui pointe ailleurs que sur la page elle-même demande à Google d’ignorer cette page.',
    how: 'Chaque page doit déclarer sa propre adresse comme canonique, sur le même domaine.',
  },
  'duplicate-titles': {
    why: 'Deux pages au même titre se concurrencent dans Google, qui n’en montre qu’une.',
    how: 'Donnez à chaque page un titre unique qui décrit son contenu propre.',
  },
  'duplicate-descriptions': {
    why: 'Des descriptions identiques n’aident pas le justiciable à choisir la bonne page dans les résultats.',
    how: 'Rédigez une meta description propre à chaque page.',
  },
  'too-complex': {
    why: 'Une page dont le code HTML est démesuré (éléments imbriqués par milliers, poids extrême) s’affiche lentement, voire pas du tout, sur un téléphone ; les robots de Google l’abandonnent aussi.',
    how: 'Faites régénérer la page par votre CMS ou votre prestataire : une structure simple, quelques niveaux d’imbrication, moins de 500 Ko de HTML.',
  },
  'legal-entity': {
    why: 'Nom, adresse et téléphone identiques partout (le « NAP ») sont ce que Google compare pour classer un cabinet dans le pack local.',
    how: 'Complétez le bloc JSON-LD LegalService ou Attorney avec name, address (PostalAddress) et telephone.',
  },
};

/** The explanation of a check, or a generic one. */
export function auditGuide(id: string): AuditGuideEntry {
  return AUDIT_GUIDE[id] ?? { why: 'Ce point compte pour votre visibilité dans Google.', how: 'Corrigez-le en suivant la recommandation.' };
}
