import { AuthReply, MeReply, SessionReply, SuccessReply } from '#shared/api-replies';
import { ChangePasswordInput, LoginInput, RegisterInput } from '#shared/auth/schemas';
import { checked } from '../platform/trpc/meta';
import { changePassword, login, logout, register } from './accounts';
import { adminProcedure, publicProcedure, rateLimitedProcedure, router } from '../platform/trpc/init';

const tag = 'Authentification' as const;

export const authRouter = router({
  register: rateLimitedProcedure('auth')
    .meta({
      rest: {
        method: 'post', path: '/api/admin/register', tag, status: 201,
        summary: "Création d'un compte administrateur (selon ADMIN_REGISTRATION) : renvoie { token, user }.",
        errors: { 403: 'Inscription fermée', 409: "Nom d'utilisateur ou e-mail déjà utilisé" },
      },
    })
    .input(RegisterInput)
    .output(checked(AuthReply))
    .mutation(({ ctx, input }) => register(ctx, input, ctx)),
  login: rateLimitedProcedure('auth')
    .meta({
      rest: {
        method: 'post', path: '/api/admin/login', tag,
        summary: 'Connexion : renvoie { token, user } ; 401 si les identifiants sont faux.',
        errors: { 401: 'Identifiants invalides' },
      },
    })
    .input(LoginInput)
    .output(checked(AuthReply))
    .mutation(({ ctx, input }) => login(ctx, input, ctx)),
  logout: publicProcedure
    .meta({ rest: { method: 'post', path: '/api/admin/logout', tag, summary: 'Déconnexion : la session (jeton et cookie) est invalidée.' } })
    .output(checked(SuccessReply))
    .mutation(({ ctx }) => logout(ctx, ctx)),
  /** Changes the logged-in admin's own password (a valid session is needed first). */
  changePassword: adminProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/password', tag,
        summary: "Change le mot de passe de l'administrateur connecté (mot de passe actuel exigé, 403 s'il est faux) ; ses autres sessions sont fermées.",
        errors: { 403: 'Mot de passe actuel incorrect' },
      },
    })
    .input(ChangePasswordInput)
    .output(checked(SuccessReply))
    .mutation(({ ctx, input }) => changePassword(ctx, input, ctx)),
  /** The logged-in admin; UNAUTHORIZED (401) without a valid session (REST GET /api/admin/user). */
  me: adminProcedure
    .meta({ rest: { method: 'get', path: '/api/admin/user', tag, summary: "L'administrateur connecté ({ user }) ; 401 sans session valide." } })
    .output(checked(MeReply))
    .query(({ ctx }) => ({ user: ctx.user })),
  /**
   * The back office's own session check: the admin, or `null` without a valid session — a
   * logged-out visit of /admin/auth is not an error (no 401 in the browser's console).
   */
  session: publicProcedure
    .output(checked(SessionReply))
    .query(({ ctx }) => ({ user: ctx.user?.role === 'admin' ? ctx.user : null })),
});
