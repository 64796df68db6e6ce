/**
 * The native form posts (decision 064): every public form also works as plain HTML, before its
 * code has loaded or with JavaScript off. Each posts `application/x-www-form-urlencoded` to one of
 * these paths; the server calls the form's own tRPC procedure in-process and answers 303 to a
 * page of its own (post/redirect/get), or renders the form again with the French messages.
 */
export const NATIVE_FORM = {
  contact: '/contact',
  contactThanks: '/contact/merci',
  roi: '/calculateur-roi',
  roiResult: '/calculateur-roi/resultat',
  visibility: '/visibilite',
  visibilityResult: '/visibilite/resultat',
  audit: '/audit-gratuit',
  quizResult: '/quiz/resultat',
  quizLead: '/quiz/envoi',
  quizThanks: '/quiz/merci',
} as const;

/** Where the audit report's « Recevoir le rapport complet par e-mail » posts natively, and its thank-you page. */
export const reportEmailPath = (token: string) => `/audit/${token}/envoi`;
export const reportEmailSentPath = (token: string) => `/audit/${token}/envoye`;

/** The hidden field with the path of the page a form is on (attribution without JavaScript). */
export const SOURCE_PAGE_FIELD = 'sourcePage';

/** The name of a quiz question's inputs in the native form ('q1' … 'q6'). */
export const quizFieldName = (questionId: number) => `q${questionId}`;
