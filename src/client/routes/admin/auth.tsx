import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '#client/components/admin/auth/AuthScreen';

export const Route = createFileRoute('/admin/auth')({
  head: () => ({ meta: [{ title: 'Connexion | Administration Avocat Visible' }] }),
  component: AuthScreen,
});
