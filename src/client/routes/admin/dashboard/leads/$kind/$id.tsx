import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseLeadRef } from '#shared/leads/desk-search';
import { LeadDetailPanel } from '#client/components/admin/leads/LeadDetailPanel';

/**
 * A lead's address, `/admin/dashboard/leads/quiz/3`: its panel over the lead desk (the list's
 * filters stay in the search). An address that names no lead leads back to the list.
 */
export const Route = createFileRoute('/admin/dashboard/leads/$kind/$id')({
  beforeLoad: ({ params, search }) => {
    const lead = parseLeadRef(params.kind, params.id);
    if (!lead) throw redirect({ to: '/admin/dashboard/leads', search, replace: true });
    return { lead };
  },
  // The panel shows its own loading and error states (« Prospect introuvable »): no wait here.
  loader: async ({ context }) => {
    void (await context.trpc()).leads.byId.prefetch(context.lead);
  },
  component: LeadDetailPanel,
});
