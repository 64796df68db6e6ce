/**
 * Every user-facing French message of spec §8 (toasts, errors, successes), the validation
 * messages of spec §5 and the pending labels of spec §4, verbatim. Toasts are
 * `{ title, description }`; a description that includes a value is a function.
 */

import { DIRECTORY_MESSAGES } from './landing/directory-messages';

/** Toast title of the tools and forms errors (spec §8). */
const ERROR_TITLE = 'Erreur';

function plural(count: number, singular: string, pluralForm: string): string {
  return Math.abs(count) >= 2 ? pluralForm : singular;
}

export const MESSAGES = {
  auth: {
    loginError: { title: 'Erreur de connexion', description: 'Erreur de connexion' },
    registerError: {
      title: 'Erreur lors de la création du compte',
      description: 'Erreur lors de la création du compte',
    },
    logoutError: { title: 'Erreur de déconnexion', description: 'Erreur de déconnexion' },
    checkError: "Erreur lors de la vérification de l'authentification",
    loginSuccess: { title: 'Connexion réussie', description: (username: string) => `Bienvenue ${username}` },
    registerSuccess: { title: 'Compte créé', description: (username: string) => `Bienvenue ${username}` },
    logoutSuccess: { title: 'Déconnexion', description: 'Vous avez été déconnecté.' },
  },
  audit: {
    error: { title: ERROR_TITLE, description: "Une erreur est survenue lors de l'audit." },
    success: 'Audit terminé !',
  },
  visibility: {
    error: { title: ERROR_TITLE, description: 'Une erreur est survenue lors du calcul.' },
    success: 'Calcul terminé !',
  },
  contact: {
    error: { title: ERROR_TITLE, description: "Une erreur est survenue lors de l'envoi de votre demande." },
    success: { title: 'Demande envoyée !', description: 'Nous vous contacterons dans les 2 heures.' },
  },
  roi: {
    error: { title: ERROR_TITLE, description: "Une erreur s'est produite lors du calcul." },
    success: { title: 'Calcul terminé', description: 'Votre analyse ROI a été générée avec succès.' },
  },
  quiz: {
    error: { title: ERROR_TITLE, description: "Une erreur s'est produite. Veuillez réessayer." },
    success: { title: 'Merci !', description: 'Votre analyse personnalisée va vous être envoyée par email.' },
    consentRequired: { title: 'Consentement requis', description: 'Veuillez accepter le traitement de vos données.' },
  },
  ideas: {
    error: { title: ERROR_TITLE, description: "Impossible de générer des idées d'articles" },
    success: {
      title: 'Idées générées',
      description: (count: number) =>
        `${count} ${plural(count, "idée d'article générée", "idées d'articles générées")}`,
    },
  },
  generator: {
    missingFields: { title: 'Champs manquants', description: 'Veuillez remplir tous les champs obligatoires' },
    error: { title: 'Erreur de génération', description: "Impossible de générer l'article. Vérifiez vos paramètres." },
    success: {
      title: 'Article généré avec succès',
      description: "L'article a été créé et sauvegardé en brouillon",
    },
  },
  image: {
    promptRequired: "Veuillez saisir une description pour l'image",
    error: { title: ERROR_TITLE, description: "Impossible de générer l'image. Veuillez réessayer." },
    generated: 'Image générée',
    deleted: 'Image supprimée',
  },
  adminBlog: {
    deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cet article ?',
    deleteError: 'Erreur lors de la suppression',
    publishError: 'Erreur lors de la publication',
    loadPostsError: 'Erreur lors du chargement des articles',
    loadContactsError: 'Erreur lors du chargement des contacts',
    articleNotFound: 'Article non trouvé',
    articleLoadError: "Erreur lors du chargement de l'article",
    saveError: { title: ERROR_TITLE, description: 'Erreur lors de la sauvegarde' },
    saveSuccess: { title: 'Article mis à jour', description: 'Les modifications ont été sauvegardées avec succès' },
  },
  publicBlog: {
    listError: 'Erreur lors du chargement des articles',
    listErrorView: {
      title: 'Erreur de chargement',
      description: 'Impossible de charger les articles. Veuillez réessayer plus tard.',
    },
    listEmpty: 'Aucun article publié',
    articleNotFound: {
      title: 'Article non trouvé',
      description: "Cet article n'existe pas ou n'est plus disponible.",
    },
    articleError: {
      title: 'Erreur de chargement',
      description: "Impossible de charger l'article. Veuillez réessayer plus tard.",
    },
    articleFallback: 'Article introuvable',
    missingSlug: 'Slug manquant',
  },
  sitemap: {
    error: 'Erreur lors du chargement du sitemap',
    empty: 'Aucun article publié pour le moment',
  },
  directory: DIRECTORY_MESSAGES,
  notFound: '404 Page Not Found',
} as const;

/** Validation messages (spec §5 where given; the others worded for this site). */
export const VALIDATION = {
  required: 'Veuillez remplir tous les champs obligatoires.',
  contactRequired: "Veuillez remplir tous les champs obligatoires et accepter d'être contacté.",
  consentRequired: 'Veuillez accepter le traitement de vos données.',
  generatorRequired: 'Veuillez remplir tous les champs obligatoires',
  imagePromptRequired: "Veuillez saisir une description pour l'image",
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  invalidUrl: 'Veuillez saisir une adresse de site valide (ex. : www.votre-cabinet.fr).',
  invalidPhone: 'Veuillez saisir un numéro de téléphone valide.',
  invalidNumber: 'Veuillez saisir un nombre.',
  integer: 'Veuillez saisir un nombre entier.',
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
  usernameRequired: "Veuillez saisir votre nom d'utilisateur.",
  passwordRequired: 'Veuillez saisir votre mot de passe.',
  usernameLength: "Le nom d'utilisateur doit contenir entre 3 et 50 caractères.",
  usernameChars: "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas.",
  passwordLength: 'Le mot de passe doit contenir entre 10 et 200 caractères.',
  titleRequired: 'Le titre est obligatoire.',
  slugRequired: 'Le slug est obligatoire.',
  slugFormat: 'Le slug ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets.',
  excerptRequired: "L'extrait est obligatoire.",
  contentRequired: 'Le contenu est obligatoire.',
  invalidChoice: 'Veuillez choisir une valeur dans la liste.',
  invalidImageUrl: "L'adresse de l'image doit commencer par / ou par http(s)://.",
  missingSlug: 'Slug manquant',
} as const;

/** Pending labels of the forms' submit buttons (spec §4). */
export const PENDING = {
  audit: 'Analyse en cours...',
  visibility: 'Calcul en cours...',
  roi: 'Calcul en cours...',
  contact: 'Envoi en cours...',
  quizLead: 'Envoi en cours...',
  login: 'Connexion...',
  register: 'Création...',
  generate: 'Génération en cours...',
  generateImage: 'Génération en cours...',
  save: 'Sauvegarde...',
} as const;
