/**
 * The « Rendez-vous » view (/admin/dashboard/bookings): the calls of one week (previous / next week),
 * each with its lead's link and an « Annuler » button (confirmation; the visitor is told by e-mail).
 */
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import { formatSlotDay, formatSlotLong, formatSlotTime } from '#shared/booking/format';
import { LEAD_STATUS_LABELS } from '#shared/leads/lead-desk';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { cn } from '#client/ui/cn';
import { useToast } from '#client/ui/toast';
import { DataTable, TD } from '../common/DataTable';
import { Panel, Spinner } from '../common/ui';
import { firstWeekOffset, weekRange } from './week';


const weekLabel = (from: string, to: string) => {
  const format = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `Semaine du ${format.format(new Date(`${from}T12:00:00Z`))} au ${format.format(new Date(`${to}T12:00:00Z`))}`;
};

export function BookingsView() {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const settings = trpc.booking.settings.useQuery();
  // Loaded by the route: on a weekend the view opens on the coming week.
  const [offset, setOffset] = useState(() => (settings.data ? firstWeekOffset(settings.data) : 0));
  const timezone = settings.data?.timezone ?? 'Europe/Paris';
  const range = weekRange(timezone, offset);
  const calls = trpc.booking.list.useQuery(range, { placeholderData: (previous) => previous });
  const cancel = trpc.booking.staffCancel.useMutation({
    onSuccess: async () => {
      toast({ title: 'Rendez-vous annulé', description: 'Le visiteur est prévenu par e-mail ; le créneau est de nouveau proposé.', variant: 'success' });
      await utils.booking.list.invalidate();
    },
    onError: (error) => toast({ title: 'Erreur', description: error.message, variant: 'destructive' }),
  });
  return (
    <Panel
      title="Rendez-vous"
      description="Les appels réservés par les visiteurs, semaine par semaine (heure de la zone des rendez-vous)."
      actions={
        <nav aria-label="Semaines" className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setOffset((o) => o - 1)}>
            <ChevronLeft aria-hidden="true" /> Semaine précédente
          </Button>
          {offset !== 0 ? (
            <Button type="button" variant="outline" size="sm" onClick={() => setOffset(0)}>
              Cette semaine
            </Button>
          ) : null}
          <Button type="button" variant="outline" size="sm" onClick={() => setOffset((o) => o + 1)}>
            Semaine suivante <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      }
    >
      <p aria-live="polite" className="mb-4 text-sm font-semibold text-slate-800" data-testid="bookings-week">
        {weekLabel(range.from, range.to)}
      </p>
      <DataTable
        caption={weekLabel(range.from, range.to)}
        columns={['Jour', 'Heure', 'Visiteur', 'Statut', { label: 'Actions', hidden: true }]}
        status={calls.status}
        rows={calls.data}
        error="Erreur lors du chargement des rendez-vous"
        empty="Aucun rendez-vous cette semaine."
        row={(call) => {
          const cancelled = call.cancelledAt != null;
          return (
            <tr key={call.id} className={cn(cancelled && 'text-slate-500')}>
              <td className={cn(TD, 'first-letter:uppercase')}>{formatSlotDay(call.start, timezone)}</td>
              <td className={TD}>
                {formatSlotTime(call.start, timezone)}–{formatSlotTime(call.end, timezone)}
              </td>
              <td className={TD}>
                <Link
                  to="/admin/dashboard/leads/$kind/$id"
                  params={{ kind: 'booking', id: String(call.id) }}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {call.firstName} {call.lastName}
                </Link>
                <span className="block text-xs text-slate-600">{call.firmName}</span>
              </td>
              <td className={TD}>{cancelled ? 'Annulé' : (LEAD_STATUS_LABELS[call.status as keyof typeof LEAD_STATUS_LABELS] ?? call.status)}</td>
              <td className={TD}>
                {cancelled ? null : (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Annuler le rendez-vous de ${call.firstName} ${call.lastName}, ${formatSlotLong(call.start, timezone)}`}
                    disabled={cancel.isPending}
                    onClick={() => {
                      if (window.confirm(`Annuler le rendez-vous de ${call.firstName} ${call.lastName} (${formatSlotLong(call.start, timezone)}) ? Le visiteur sera prévenu par e-mail.`))
                        cancel.mutate({ id: call.id });
                    }}
                  >
                    {cancel.isPending && cancel.variables?.id === call.id ? <Spinner /> : <X aria-hidden="true" />} Annuler
                  </Button>
                )}
              </td>
            </tr>
          );
        }}
      />
    </Panel>
  );
}
