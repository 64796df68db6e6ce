import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '#client/components/admin/auth/AccessScreens';

/** /admin/reinitialiser: « Mot de passe oublié ? », the request of a reset link. */
export const Route = createFileRoute('/admin/reinitialiser/')({
  head: () => ({ meta: [{ title: 'Mot de passe oublié | Administration Avocat Visible' }] }),
  component: ForgotPasswordScreen,
});
