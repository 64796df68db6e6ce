import { createFileRoute, Outlet } from '@tanstack/react-router';

/** Back office: pages are code-split and carry no public-site chrome. */
export const Route = createFileRoute('/admin')({
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: () => (
    <div className="min-h-screen bg-slate-50">
      <Outlet />
    </div>
  ),
});
