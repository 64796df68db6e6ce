import { AuthReply, MeReply, SessionReply } from '#shared/auth/replies';
import { SuccessReply } from '#shared/api/replies';
import { isRole } from '#shared/auth/roles';
import { ChangePasswordInput, LoginInput, RegisterInput } from '#shared/auth/schemas';
import { checked } from '../platform/trpc/meta';
import { isDomainError } from '../platform/errors';
import { recordAudit } from './audit-log';
import { changePassword, checkCredentials, logout, openSession, register, type AuthResult } from './accounts';
import { LoginReply } from '#shared/auth/two-factor';
import { startLogin } from '../access/two-factor';
import { publicProcedure, staffProcedure, rateLimitedProcedure, router, type Context } from '../platform/trpc/init';

const tag = 'Authentification' as const;

/**
 * The edge of a login: the session's token goes in the reply (REST clients send it as a bearer
 * token) and, for the browser, in the session cookie.
 */
function withSessionCookie(ctx: Context, result: AuthResult): AuthResult {
  ctx.setCookie(ctx.lucia.createSessionCookie(result.token).serialize());
  return result;
}

export const authRouter = router({
  register: rateLimitedProcedure('auth')
    .meta({
      rest: {
        method: 'post', path: '/api/admin/register', tag, status: 201, idempotent: false,
        summary: "Création d'un compte administrateur (selon ADMIN_REGISTRATION) : renvoie { token, user }.",
        errors: { 403: 'Inscription fermée', 409: "Nom d'utilisateur ou e-mail déjà utilisé" },
      },
    })
    .input(RegisterInput)
    .output(checked(AuthReply))
    .mutation(async ({ ctx, input }) => {
      // Only an administrator creates a colleague's account this way (and keeps their own session).
      const admin = ctx.user?.role === 'admin' ? ctx.user : null;
      const created = await register(ctx, input, admin);
      // An admin creating a colleague's account keeps their own session (and cookie).
      return admin ? created : withSessionCookie(ctx, created);
    }),
  login: rateLimitedProcedure('auth')
    .meta({
      rest: {
        method: 'post', path: '/api/admin/login', tag, idempotent: false,
        summary:
          'Connexion : renvoie { token, user } ; 401 si les identifiants sont faux. Compte avec double authentification : ' +
          '{ twoFactorRequired: true, ticket } sans session, à compléter par POST /api/admin/login/2fa.',
        errors: { 401: 'Identifiants invalides' },
      },
    })
    .input(LoginInput)
    .output(checked(LoginReply))
    .mutation(async ({ ctx, input }) => {
      let user;
      try {
        user = await checkCredentials(ctx, input);
      } catch (error) {
        // A refused login is logged under the name typed (wrong password or unknown name; not a 429).
        if (isDomainError(error, 'unauthorized')) {
          await recordAudit(ctx, { action: 'auth.login-failed', actor: { id: null, name: input.username } });
        }
        throw error;
      }
      // With 2FA on, the login is recorded when the second step opens the session.
      const ticket = await startLogin(ctx, user.id);
      if (ticket) return { twoFactorRequired: true as const, ticket };
      const result = await openSession(ctx, user);
      await recordAudit(ctx, { action: 'auth.login', actor: { id: result.user.id, name: result.user.username } });
      return withSessionCookie(ctx, result);
    }),
  logout: publicProcedure
    .meta({ rest: { method: 'post', path: '/api/admin/logout', tag, summary: 'Déconnexion : la session (jeton et cookie) est invalidée.' } })
    .output(checked(SuccessReply))
    .mutation(async ({ ctx }) => {
      const done = await logout(ctx, ctx.sessionId);
      ctx.setCookie(ctx.lucia.createBlankSessionCookie().serialize());
      return done;
    }),
  /** Changes the logged-in admin's own password (a valid session is needed first). */
  changePassword: staffProcedure(['editor', 'sales'])
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
  me: staffProcedure(['editor', 'sales'])
    .meta({ twoFactorSetup: true, rest: { method: 'get', path: '/api/admin/user', tag, summary: "La personne connectée ({ user }) ; 401 sans session valide." } })
    .output(checked(MeReply))
    .query(({ ctx }) => ({ user: ctx.user })),
  /**
   * The back office's own session check: the admin, or `null` without a valid session — a
   * logged-out visit of /admin/auth is not an error (no 401 in the browser's console).
   */
  session: publicProcedure
    .output(checked(SessionReply))
    .query(({ ctx }) => ({ user: ctx.user && isRole(ctx.user.role) ? ctx.user : null })),
});
