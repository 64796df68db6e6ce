/**
 * The API's version (semver, `info.version` of the OpenAPI document), its policy and its changelog
 * (the document's description and `/api/docs`). Within /api, changes are additive only; anything
 * removed is first announced with `Deprecation` and `Sunset` headers at least
 * DEPRECATION_NOTICE_DAYS before.
 */

export const API_VERSION = '1.5.0';

/** How long before a removal its `Deprecation` and `Sunset` headers are sent. */
const DEPRECATION_NOTICE_DAYS = 180;

type ChangelogEntry = { version: string; date: string; changes: string[] };

/** Newest first. */
export const API_CHANGELOG: ChangelogEntry[] = [
  {
    version: '1.5.0',
    date: '2026-11-29',
    changes: [
      'Sécurité : une réponse enregistrée sous une `Idempotency-Key` n’est rejouée qu’au même appelant (même clé d’API ou même session), après son authentification ; la répétition d’un appel anonyme reçoit 409 (la première requête a été prise en compte) au lieu de la réponse ; connexion, seconde étape, inscription, invitation et réinitialisation n’en gardent rien.',
      '`currentPassword` (facultatif) sur l’activation et la désactivation de la double authentification et la création d’une clé d’API : exigé quand la connexion date de plus de 10 minutes (403 sinon). Nouvelles opérations `PUT /api/admin/user/email` et `POST /api/admin/users/{id}/2fa/reset`.',
      'Nouvelles opérations `GET /api/admin/users/invitations` et `DELETE /api/admin/users/invitations/{id}` ; la réinitialisation par lien révoque les clés d’API du compte.',
      'Redirections : `GET`, `POST /api/admin/redirects` et `DELETE /api/admin/redirects/{id}` (204) ; `GET /api/admin/not-found` (pages introuvables) ; `POST /api/admin/blog/links/check` et `GET /api/admin/blog/posts/{id}/backlinks`.',
      '`POST /api/booking` : 409 au-delà de 2 rendez-vous à venir par adresse e-mail ou par adresse IP ; compteur de limite `booking` distinct.',
      'Prospects : `score` (0–100) et `scoreFactors` sur chaque prospect, `GET /api/admin/leads?sort=score` ; `GET` et `DELETE /api/admin/people?email=` (les données d’une personne, consultées ou effacées) ; nouvel événement de webhook `lead.deleted` (`{ kind, id }`).',
    ],
  },
  {
    version: '1.4.0',
    date: '2026-11-28',
    changes: [
      'Nouvelle opération `GET /api/admin/blog/categories/{id}` (une catégorie, avec son `ETag`) ; `If-Match` honoré sur la modification et la suppression des catégories : un ETag périmé → 412 `PRECONDITION_FAILED`, rien n’est écrit (sans en-tête ou avec `*` : comme avant).',
    ],
  },
  {
    version: '1.3.0',
    date: '2026-11-28',
    changes: [
      'En-tête `ETag` (validateur fort) sur la lecture d’une ressource ; `If-Match` honoré sur la modification, la publication et la suppression des articles et sur le statut des prospects : un ETag périmé → 412 `PRECONDITION_FAILED`, rien n’est écrit (sans en-tête ou avec `*` : comme avant).',
    ],
  },
  {
    version: '1.2.0',
    date: '2026-11-28',
    changes: [
      'Webhooks typés par événement (section `webhooks`) ; `firmName` partout ; `lead.updated` porte `changes: { champ: { from, to } }`.',
      'Nouvel événement `lead.note_added` : une note ajoutée à un prospect ne déclenche plus `lead.updated` (abonnez-vous à `lead.note_added`).',
      'En-têtes `RateLimit` et `RateLimit-Policy` sur les opérations limitées ; quota documenté par opération (`x-rate-limit`).',
      'Un cookie de session périmé ne provoque plus de refus 403 sur les POST publics.',
    ],
  },
  {
    version: '1.1.0',
    date: '2026-11-28',
    changes: [
      '`Idempotency-Key` sur les POST publics et les créations admin ; `Retry-After` sur chaque 429 ; 405 avec `Allow`, 415, `WWW-Authenticate: Bearer`.',
      'Toutes les règles du contrat dans le document (plages, URL, réponses du quiz), erreurs typées, un exemple par opération.',
    ],
  },
  { version: '1.0.0', date: '2026-11-22', changes: ['Première version publiée du document OpenAPI de la façade REST.'] },
];

/** The policy, in the document's description. */
export const VERSIONING_POLICY =
  `Versions : \`info.version\` suit semver. Dans /api, les changements sont uniquement additifs (nouvelles opérations, nouveaux champs facultatifs, nouveaux événements) ; ` +
  `rien n'est retiré ni renommé sans préavis : une opération ou un champ appelé à disparaître est annoncé au moins ${DEPRECATION_NOTICE_DAYS} jours avant ` +
  'par les en-têtes `Deprecation` (RFC 9745) et `Sunset` (RFC 8594, date du retrait) sur ses réponses, et dans le journal des modifications de /api/docs.';

/** The changelog as Markdown (the document's description). */
export function changelogMarkdown(): string {
  return API_CHANGELOG.map((entry) => `**${entry.version}** (${entry.date})\n${entry.changes.map((c) => `- ${c}`).join('\n')}`).join('\n\n');
}
