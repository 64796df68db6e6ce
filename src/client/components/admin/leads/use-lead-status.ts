/** Changing a lead's status from the list or the detail: one mutation, the same refresh and toasts. */
import { LEAD_STATUS_LABELS } from '#shared/leads/lead-desk';
import { leadName } from '#shared/leads/contact';
import { trpc } from '#client/trpc/trpc-react';
import { useToast } from '#client/ui/toast';

export function useLeadStatus() {
  const utils = trpc.useUtils();
  const { toast } = useToast();
  return trpc.leads.setStatus.useMutation({
    onSuccess: async (lead) => {
      utils.leads.byId.setData({ kind: lead.kind, id: lead.id }, lead);
      await Promise.all([utils.leads.list.invalidate(), utils.leads.summary.invalidate(), utils.site.stats.invalidate()]);
      toast({ title: 'Statut mis à jour', description: `${leadName(lead)} : ${LEAD_STATUS_LABELS[lead.status]}`, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Erreur', description: error.message || 'Le statut n’a pas pu être changé.', variant: 'destructive' }),
  });
}
