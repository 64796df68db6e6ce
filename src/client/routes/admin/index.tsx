import { createFileRoute, redirect } from '@tanstack/react-router';

/** /admin opens the dashboard (which sends a visitor without a session to /admin/auth). */
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true });
  },
});
