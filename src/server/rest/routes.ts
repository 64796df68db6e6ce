/**
 * The REST facade for third parties, as ONE table: each row maps an HTTP method and path of
 * spec §7 to the tRPC procedure that does the work. The same table drives the Express routes
 * (rest/facade.ts) and the OpenAPI document (rest/openapi.ts).
 */
import type { z } from 'zod';
import {
  ArticleCreateInput,
  ArticleUpdateInput,
  ChangePasswordInput,
  AuditInput,
  ContactInput,
  GenerateArticleInput,
  GenerateIdeasInput,
  GenerateImageInput,
  LoginInput,
  PublishInput,
  QuizLeadInput,
  RegisterInput,
  RoiInput,
  VisibilityInput,
  CategoryInput,
  SeoAnalysisInput,
} from '../../shared/schemas';
import type { AnyTRPCProcedure } from '@trpc/server';
import type { AppRouter } from '../trpc/root';

/** 'auth.me', 'leads.createContact'…: every procedure path of the app router. */
type PathsOf<TRecord> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? K
    : TRecord[K] extends Record<string, unknown>
      ? `${K}.${PathsOf<TRecord[K]>}`
      : never;
}[keyof TRecord & string];
export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;

/** What the facade hands to a row's `input`: the parsed JSON body and the path parameters. */
export type RestRequest = { body: unknown; params: Record<string, string> };

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type RestRoute = {
  method: HttpMethod;
  /** Express path; `:id` / `:slug` parameters are documented as path parameters. */
  path: string;
  /**
   * The tRPC procedure this row calls (a query for GET, a mutation otherwise). It validates
   * the input with its own zod schema, exactly as when the site calls it.
   */
  procedure: ProcedurePath;
  summary: string;
  tag: 'Authentification' | 'Blog' | 'Administration du blog' | 'Prospects' | 'Outils' | 'IA' | 'Site';
  /** Needs a bearer token or the session cookie. */
  auth: boolean;
  /** JSON body schema (documentation; the procedure validates). */
  body?: z.ZodType;
  /** Success status; 200 unless said. */
  status?: number;
  /**
   * 'csv': the procedure returns `{ filename, csv }`, sent as a `text/csv` attachment
   * (UTF-8 with BOM, ';' separator). JSON otherwise.
   */
  reply?: 'json' | 'csv';
  /** Other documented error replies (status → description). */
  errors?: Record<number, string>;
  /** The procedure's input; by default the JSON body for a row with `body`, nothing otherwise. */
  input?: (req: RestRequest) => unknown;
};

export const REST_ROUTES: RestRoute[] = [
  {
    method: 'get', path: '/api/admin/user', procedure: 'auth.me', tag: 'Authentification', auth: true,
    summary: "L'administrateur connecté ({ user }) ; 401 sans session valide.",
  },
  {
    method: 'post', path: '/api/admin/login', procedure: 'auth.login', tag: 'Authentification', auth: false,
    summary: 'Connexion : renvoie { token, user } ; 401 si les identifiants sont faux.',
    body: LoginInput,
  },
  {
    method: 'post', path: '/api/admin/register', procedure: 'auth.register', tag: 'Authentification', auth: false,
    summary: "Création d'un compte administrateur (selon ADMIN_REGISTRATION) : renvoie { token, user }.",
    body: RegisterInput, status: 201,
  },
  {
    method: 'post', path: '/api/admin/logout', procedure: 'auth.logout', tag: 'Authentification', auth: false,
    summary: 'Déconnexion : la session (jeton et cookie) est invalidée.',
  },
  {
    method: 'post', path: '/api/admin/password', procedure: 'auth.changePassword', tag: 'Authentification', auth: true,
    summary: "Change le mot de passe de l'administrateur connecté (mot de passe actuel exigé, 403 s'il est faux) ; ses autres sessions sont fermées.",
    body: ChangePasswordInput, errors: { 403: 'Mot de passe actuel incorrect' },
  },
  {
    method: 'post', path: '/api/audit', procedure: 'tools.audit', tag: 'Outils', auth: false,
    summary: "Audit SEO d'un site d'avocat.", body: AuditInput,
  },
  {
    method: 'post', path: '/api/visibility', procedure: 'tools.visibility', tag: 'Outils', auth: false,
    summary: 'Calcul de visibilité locale.', body: VisibilityInput,
  },
  {
    method: 'post', path: '/api/roi-calculator', procedure: 'tools.roi', tag: 'Outils', auth: false,
    summary: "Calcul du retour sur investissement d'une stratégie SEO.", body: RoiInput,
  },
  {
    method: 'post', path: '/api/contacts', procedure: 'leads.createContact', tag: 'Prospects', auth: false,
    summary: 'Envoi du formulaire de contact ; renvoie le contact enregistré.', body: ContactInput, status: 201,
  },
  {
    method: 'get', path: '/api/contacts', procedure: 'leads.listContacts', tag: 'Prospects', auth: true,
    summary: 'Liste des demandes de contact, les plus récentes en premier.',
  },
  {
    method: 'get', path: '/api/admin/contacts/export.csv', procedure: 'leads.exportContactsCsv', tag: 'Prospects', auth: true,
    summary: 'Export CSV des demandes de contact (UTF-8 avec BOM, séparateur « ; », pour Excel).', reply: 'csv',
  },
  {
    method: 'get', path: '/api/admin/quiz-leads', procedure: 'leads.listQuizLeads', tag: 'Prospects', auth: true,
    summary: 'Liste des prospects du quiz, les plus récents en premier.',
  },
  {
    method: 'get', path: '/api/admin/quiz-leads/export.csv', procedure: 'leads.exportQuizLeadsCsv', tag: 'Prospects', auth: true,
    summary: 'Export CSV des prospects du quiz (UTF-8 avec BOM, séparateur « ; », pour Excel).', reply: 'csv',
  },
  {
    method: 'post', path: '/api/quiz-leads', procedure: 'leads.createQuizLead', tag: 'Prospects', auth: false,
    summary: "Enregistre un prospect issu du quiz de visibilité ; le score est recalculé par le serveur à partir des réponses. Renvoie le prospect enregistré.", body: QuizLeadInput, status: 201,
  },
  {
    method: 'get', path: '/api/admin/blog/posts', procedure: 'adminBlog.list', tag: 'Administration du blog', auth: true,
    summary: 'Tous les articles (publiés et brouillons).',
  },
  {
    method: 'post', path: '/api/admin/blog/posts', procedure: 'adminBlog.create', tag: 'Administration du blog', auth: true,
    summary: "Crée un article (auteur : l'administrateur connecté) ; 409 si le slug est déjà pris.", body: ArticleCreateInput,
    status: 201, errors: { 409: 'Slug déjà utilisé par un autre article' },
  },
  {
    method: 'get', path: '/api/admin/blog/posts/:id', procedure: 'adminBlog.byId', tag: 'Administration du blog', auth: true,
    summary: "Un article par identifiant ; 404 'Article non trouvé'.",
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'put', path: '/api/admin/blog/posts/:id', procedure: 'adminBlog.update', tag: 'Administration du blog', auth: true,
    summary: "Met à jour un article ; 409 si le slug est déjà pris par un autre article.", body: ArticleUpdateInput,
    errors: { 404: 'Article non trouvé', 409: 'Slug déjà utilisé par un autre article' },
    input: (r) => ({ id: r.params.id, data: r.body }),
  },
  {
    method: 'delete', path: '/api/admin/blog/posts/:id', procedure: 'adminBlog.delete', tag: 'Administration du blog', auth: true,
    summary: 'Supprime un article.',
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'patch', path: '/api/admin/blog/posts/:id/publish', procedure: 'adminBlog.publish', tag: 'Administration du blog', auth: true,
    summary: 'Publie ou dépublie un article.', body: PublishInput,
    input: (r) => ({ id: r.params.id, data: r.body }),
  },
  {
    method: 'post', path: '/api/admin/blog/generate-ideas', procedure: 'ai.ideas', tag: 'IA', auth: true,
    summary: "Idées d'articles pour un domaine de pratique ({ ideas }).", body: GenerateIdeasInput,
  },
  {
    method: 'post', path: '/api/admin/blog/generate', procedure: 'ai.generate', tag: 'IA', auth: true,
    summary: 'Génère un article (enregistré en brouillon).', body: GenerateArticleInput,
    status: 201,
  },
  {
    method: 'post', path: '/api/admin/blog/generate-image', procedure: 'ai.image', tag: 'IA', auth: true,
    summary: "Génère une image d'illustration ({ success, imagePath }).", body: GenerateImageInput,
  },
  {
    method: 'get', path: '/api/blog/posts', procedure: 'blog.list', tag: 'Blog', auth: false,
    summary: 'Articles publiés, les plus récents en premier.',
  },
  {
    method: 'get', path: '/api/blog/posts/:slug', procedure: 'blog.bySlug', tag: 'Blog', auth: false,
    summary: 'Un article publié (contenu Markdown et HTML assaini) ; 404 si absent.',
    input: (r) => ({ slug: r.params.slug ?? '' }),
  },
  {
    method: 'get', path: '/api/sitemap', procedure: 'site.sitemap', tag: 'Site', auth: false,
    summary: 'Pages principales et articles publiés.',
  },
  {
    method: 'get', path: '/api/admin/emails', procedure: 'emails.list', tag: 'Prospects', auth: true,
    summary: "Les e-mails de la boîte d'envoi (notifications, accusés de réception, analyses du quiz), les plus récents en premier : destinataire, objet, statut (pending, sent, failed, skipped), tentatives, dernière erreur, prospect concerné.",
  },
  {
    method: 'post', path: '/api/admin/emails/:id/retry', procedure: 'emails.retry', tag: 'Prospects', auth: true,
    summary: 'Renvoie un e-mail en échec (failed) ou non envoyé (skipped) : il repasse en attente (pending).',
    errors: { 404: 'E-mail introuvable', 409: 'Seul un e-mail en échec ou non envoyé peut être renvoyé.' },
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'post', path: '/api/admin/blog/seo-analysis', procedure: 'adminBlog.seoAnalysis', tag: 'Administration du blog', auth: true,
    summary: "Analyse SEO d'un article sur son mot-clé principal : { score (0–100), checks: [{ id, status: 'good' | 'improve' | 'bad', message }] } (mêmes règles que l'éditeur).",
    body: SeoAnalysisInput,
  },
  {
    method: 'get', path: '/api/admin/blog/categories', procedure: 'adminCategories.list', tag: 'Administration du blog', auth: true,
    summary: "Catégories du blog, par nom, avec leur nombre d'articles.",
  },
  {
    method: 'post', path: '/api/admin/blog/categories', procedure: 'adminCategories.create', tag: 'Administration du blog', auth: true,
    summary: 'Crée une catégorie ({ name } → { id, name, slug }) ; 409 si le nom est déjà pris.', body: CategoryInput,
    status: 201, errors: { 409: 'Une catégorie porte déjà ce nom' },
  },
  {
    method: 'put', path: '/api/admin/blog/categories/:id', procedure: 'adminCategories.update', tag: 'Administration du blog', auth: true,
    summary: 'Renomme une catégorie (son slug suit le nom).', body: CategoryInput,
    errors: { 404: 'Catégorie non trouvée', 409: 'Une catégorie porte déjà ce nom' },
    input: (r) => ({ id: r.params.id, data: r.body }),
  },
  {
    method: 'delete', path: '/api/admin/blog/categories/:id', procedure: 'adminCategories.delete', tag: 'Administration du blog', auth: true,
    summary: 'Supprime une catégorie (ses articles restent).', errors: { 404: 'Catégorie non trouvée' },
    input: (r) => ({ id: r.params.id }),
  },
];

/** `/api/admin/blog/posts/:id` → `/api/admin/blog/posts/{id}` (OpenAPI form). */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
