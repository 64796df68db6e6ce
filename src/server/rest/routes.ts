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
} from '../../shared/schemas';
import type { createCaller } from '../trpc/root';

type Caller = ReturnType<typeof createCaller>;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type RestRoute = {
  method: HttpMethod;
  /** Express path; `:id` / `:slug` parameters are documented as path parameters. */
  path: string;
  /** The tRPC procedure this row calls, for the docs. */
  procedure: string;
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
  call: (caller: Caller, req: { body: unknown; params: Record<string, string> }) => Promise<unknown>;
};

const idParam = (params: Record<string, string>) => params.id;

export const REST_ROUTES: RestRoute[] = [
  {
    method: 'get', path: '/api/admin/user', procedure: 'auth.me', tag: 'Authentification', auth: true,
    summary: "L'administrateur connecté ({ user }) ; 401 sans session valide.",
    call: (c) => c.auth.me(),
  },
  {
    method: 'post', path: '/api/admin/login', procedure: 'auth.login', tag: 'Authentification', auth: false,
    summary: 'Connexion : renvoie { token, user } ; 401 si les identifiants sont faux.',
    body: LoginInput, call: (c, r) => c.auth.login(r.body as LoginInput),
  },
  {
    method: 'post', path: '/api/admin/register', procedure: 'auth.register', tag: 'Authentification', auth: false,
    summary: "Création d'un compte administrateur (selon ADMIN_REGISTRATION) : renvoie { token, user }.",
    body: RegisterInput, status: 201, call: (c, r) => c.auth.register(r.body as RegisterInput),
  },
  {
    method: 'post', path: '/api/admin/logout', procedure: 'auth.logout', tag: 'Authentification', auth: false,
    summary: 'Déconnexion : la session (jeton et cookie) est invalidée.',
    call: (c) => c.auth.logout(),
  },
  {
    method: 'post', path: '/api/admin/password', procedure: 'auth.changePassword', tag: 'Authentification', auth: true,
    summary: "Change le mot de passe de l'administrateur connecté (mot de passe actuel exigé, 403 s'il est faux) ; ses autres sessions sont fermées.",
    body: ChangePasswordInput, errors: { 403: 'Mot de passe actuel incorrect' }, call: (c, r) => c.auth.changePassword(r.body as ChangePasswordInput),
  },
  {
    method: 'post', path: '/api/audit', procedure: 'tools.audit', tag: 'Outils', auth: false,
    summary: "Audit SEO d'un site d'avocat.", body: AuditInput,
    call: (c, r) => c.tools.audit(r.body as AuditInput),
  },
  {
    method: 'post', path: '/api/visibility', procedure: 'tools.visibility', tag: 'Outils', auth: false,
    summary: 'Calcul de visibilité locale.', body: VisibilityInput,
    call: (c, r) => c.tools.visibility(r.body as VisibilityInput),
  },
  {
    method: 'post', path: '/api/roi-calculator', procedure: 'tools.roi', tag: 'Outils', auth: false,
    summary: "Calcul du retour sur investissement d'une stratégie SEO.", body: RoiInput,
    call: (c, r) => c.tools.roi(r.body as RoiInput),
  },
  {
    method: 'post', path: '/api/contacts', procedure: 'leads.createContact', tag: 'Prospects', auth: false,
    summary: 'Envoi du formulaire de contact ; renvoie le contact enregistré.', body: ContactInput, status: 201,
    call: (c, r) => c.leads.createContact(r.body as ContactInput),
  },
  {
    method: 'get', path: '/api/contacts', procedure: 'leads.listContacts', tag: 'Prospects', auth: true,
    summary: 'Liste des demandes de contact, les plus récentes en premier.',
    call: (c) => c.leads.listContacts(),
  },
  {
    method: 'get', path: '/api/admin/contacts/export.csv', procedure: 'leads.exportContactsCsv', tag: 'Prospects', auth: true,
    summary: 'Export CSV des demandes de contact (UTF-8 avec BOM, séparateur « ; », pour Excel).', reply: 'csv',
    call: (c) => c.leads.exportContactsCsv(),
  },
  {
    method: 'get', path: '/api/admin/quiz-leads', procedure: 'leads.listQuizLeads', tag: 'Prospects', auth: true,
    summary: 'Liste des prospects du quiz, les plus récents en premier.',
    call: (c) => c.leads.listQuizLeads(),
  },
  {
    method: 'get', path: '/api/admin/quiz-leads/export.csv', procedure: 'leads.exportQuizLeadsCsv', tag: 'Prospects', auth: true,
    summary: 'Export CSV des prospects du quiz (UTF-8 avec BOM, séparateur « ; », pour Excel).', reply: 'csv',
    call: (c) => c.leads.exportQuizLeadsCsv(),
  },
  {
    method: 'post', path: '/api/quiz-leads', procedure: 'leads.createQuizLead', tag: 'Prospects', auth: false,
    summary: "Enregistre un prospect issu du quiz de visibilité ; le score est recalculé par le serveur à partir des réponses. Renvoie le prospect enregistré.", body: QuizLeadInput, status: 201,
    call: (c, r) => c.leads.createQuizLead(r.body as QuizLeadInput),
  },
  {
    method: 'get', path: '/api/admin/blog/posts', procedure: 'adminBlog.list', tag: 'Administration du blog', auth: true,
    summary: 'Tous les articles (publiés et brouillons).',
    call: (c) => c.adminBlog.list(),
  },
  {
    method: 'post', path: '/api/admin/blog/posts', procedure: 'adminBlog.create', tag: 'Administration du blog', auth: true,
    summary: "Crée un article (auteur : l'administrateur connecté) ; 409 si le slug est déjà pris.", body: ArticleCreateInput,
    status: 201, errors: { 409: 'Slug déjà utilisé par un autre article' },
    call: (c, r) => c.adminBlog.create(r.body as ArticleCreateInput),
  },
  {
    method: 'get', path: '/api/admin/blog/posts/:id', procedure: 'adminBlog.byId', tag: 'Administration du blog', auth: true,
    summary: "Un article par identifiant ; 404 'Article non trouvé'.",
    call: (c, r) => c.adminBlog.byId({ id: idParam(r.params) as unknown as number }),
  },
  {
    method: 'put', path: '/api/admin/blog/posts/:id', procedure: 'adminBlog.update', tag: 'Administration du blog', auth: true,
    summary: "Met à jour un article ; 409 si le slug est déjà pris par un autre article.", body: ArticleUpdateInput,
    errors: { 404: 'Article non trouvé', 409: 'Slug déjà utilisé par un autre article' },
    call: (c, r) => c.adminBlog.update({ id: idParam(r.params) as unknown as number, data: r.body as ArticleUpdateInput }),
  },
  {
    method: 'delete', path: '/api/admin/blog/posts/:id', procedure: 'adminBlog.delete', tag: 'Administration du blog', auth: true,
    summary: 'Supprime un article.',
    call: (c, r) => c.adminBlog.delete({ id: idParam(r.params) as unknown as number }),
  },
  {
    method: 'patch', path: '/api/admin/blog/posts/:id/publish', procedure: 'adminBlog.publish', tag: 'Administration du blog', auth: true,
    summary: 'Publie ou dépublie un article.', body: PublishInput,
    call: (c, r) => c.adminBlog.publish({ id: idParam(r.params) as unknown as number, data: r.body as PublishInput }),
  },
  {
    method: 'post', path: '/api/admin/blog/generate-ideas', procedure: 'ai.ideas', tag: 'IA', auth: true,
    summary: "Idées d'articles pour un domaine de pratique ({ ideas }).", body: GenerateIdeasInput,
    call: (c, r) => c.ai.ideas(r.body as GenerateIdeasInput),
  },
  {
    method: 'post', path: '/api/admin/blog/generate', procedure: 'ai.generate', tag: 'IA', auth: true,
    summary: 'Génère un article (enregistré en brouillon).', body: GenerateArticleInput,
    status: 201, call: (c, r) => c.ai.generate(r.body as GenerateArticleInput),
  },
  {
    method: 'post', path: '/api/admin/blog/generate-image', procedure: 'ai.image', tag: 'IA', auth: true,
    summary: "Génère une image d'illustration ({ success, imagePath }).", body: GenerateImageInput,
    call: (c, r) => c.ai.image(r.body as GenerateImageInput),
  },
  {
    method: 'get', path: '/api/blog/posts', procedure: 'blog.list', tag: 'Blog', auth: false,
    summary: 'Articles publiés, les plus récents en premier.',
    call: (c) => c.blog.list(),
  },
  {
    method: 'get', path: '/api/blog/posts/:slug', procedure: 'blog.bySlug', tag: 'Blog', auth: false,
    summary: 'Un article publié (contenu Markdown et HTML assaini) ; 404 si absent.',
    call: (c, r) => c.blog.bySlug({ slug: r.params.slug ?? '' }),
  },
  {
    method: 'get', path: '/api/sitemap', procedure: 'site.sitemap', tag: 'Site', auth: false,
    summary: 'Pages principales et articles publiés.',
    call: (c) => c.site.sitemap(),
  },
];

/** `/api/admin/blog/posts/:id` → `/api/admin/blog/posts/{id}` (OpenAPI form). */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
