import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '../components/layout/SiteLayout';

/** Pathless layout of every public page. */
export const Route = createFileRoute('/_site')({
  component: SiteLayoutRoute,
});

function SiteLayoutRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
