import { createFileRoute } from '@tanstack/react-router';
import { InvitationScreen } from '#client/components/admin/auth/AccessScreens';

/** /admin/invitation/{token}: the link of an invitation e-mail (outside the session guard). */
export const Route = createFileRoute('/admin/invitation/$token')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Invitation | Administration Avocat Visible' }] }),
  component: function Invitation() {
    const { token } = Route.useParams();
    return <InvitationScreen token={token} />;
  },
});
