import { ChangePasswordInput, LoginInput, RegisterInput } from '../../shared/schemas';
import { changePassword, login, logout, register } from '../services/auth';
import { adminProcedure, publicProcedure, rateLimitedProcedure, router } from '../trpc/init';

export const authRouter = router({
  register: rateLimitedProcedure('auth')
    .input(RegisterInput)
    .mutation(({ ctx, input }) => register(ctx, input, ctx)),
  login: rateLimitedProcedure('auth')
    .input(LoginInput)
    .mutation(({ ctx, input }) => login(ctx, input, ctx)),
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx, ctx)),
  /** Changes the logged-in admin's own password (a valid session is needed first). */
  changePassword: adminProcedure
    .input(ChangePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, input, ctx)),
  /** The logged-in admin; UNAUTHORIZED (401) without a valid session (REST GET /api/admin/user). */
  me: adminProcedure.query(({ ctx }) => ({ user: ctx.user })),
  /**
   * The back office's own session check: the admin, or `null` without a valid session — a
   * logged-out visit of /admin/auth is not an error (no 401 in the browser's console).
   */
  session: publicProcedure.query(({ ctx }) => ({ user: ctx.user?.role === 'admin' ? ctx.user : null })),
});
