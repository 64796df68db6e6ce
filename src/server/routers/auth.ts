import { LoginInput, RegisterInput } from '../../shared/schemas';
import { login, logout, register } from '../services/auth';
import { adminProcedure, publicProcedure, rateLimitedProcedure, router } from '../trpc/init';

export const authRouter = router({
  register: rateLimitedProcedure('auth')
    .input(RegisterInput)
    .mutation(({ ctx, input }) => register(ctx, input, ctx)),
  login: rateLimitedProcedure('auth')
    .input(LoginInput)
    .mutation(({ ctx, input }) => login(ctx, input, ctx)),
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx, ctx)),
  /** The logged-in admin; UNAUTHORIZED (401) without a valid session. */
  me: adminProcedure.query(({ ctx }) => ({ user: ctx.user })),
});
