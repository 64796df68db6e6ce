import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '#client/components/admin/auth/AccessScreens';

/** /admin/reinitialiser/{token}: the link of a password-reset e-mail (outside the session guard). */
export const Route = createFileRoute('/admin/reinitialiser/$token')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Nouveau mot de passe | Administration Avocat Visible' }] }),
  component: function ResetPassword() {
    const { token } = Route.useParams();
    return <ResetPasswordScreen token={token} />;
  },
});
