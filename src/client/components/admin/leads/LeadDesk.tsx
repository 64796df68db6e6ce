/**
 * The lead desk (Contacts): every lead in one list — contacts and quiz leads — with its kind,
 * status and source; a search box, filters (status, kind, period) and pages; a status change
 * from the list; the detail in a panel (`?lead=contact-12`). A table from 768 px, a card per lead
 * below (name, status, tap-to-call phone): no sideways scrolling on a phone.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Eye, Mail, Phone, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  LEAD_KINDS,
  LEAD_KIND_LABELS,
  LEAD_PAGE_SIZE,
  LEAD_PERIODS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type LeadKind,
  type LeadStatus,
} from '../../../../shared/leads/lead-desk';
import { formatDateTimeFr } from '../../../../shared/format/dates';
import { encodeLeadCursor } from '../../../../shared/leads/cursor';
import { leadName, telHref } from '../../../../shared/leads/contact';
import type { LeadRow } from '../../../../shared/api-replies';
import { trpc } from '../../../trpc/trpc-react';
import { Button } from '../../../ui/button';
import { IconButton, IconLink } from '../common/IconButton';
import { EmptyNotice, ErrorNotice, LoadingRows, Panel, Spinner, TD, TH } from '../common/ui';
import { LeadKindBadge, LeadStatusBadge, SELECT, StatusSelect } from './badges';
import { LeadDetailPanel } from './LeadDetailPanel';
import { useLeadStatus } from './use-lead-status';
import type { z } from 'zod';

type Lead = z.infer<typeof LeadRow>;

const DAY_MS = 86_400_000;
/** The first day (UTC, AAAA-MM-JJ) of the last `days` days, today included. */
const firstDayOf = (days: number) => new Date(Date.now() - (days - 1) * DAY_MS).toISOString().slice(0, 10);

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Where the lead arrived: its first page, and the campaign when there was one. */
function sourceOf(lead: Lead): string {
  const campaign = [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(' / ');
  return [lead.sourcePage, campaign].filter(Boolean).join(' · ') || 'Direct / inconnue';
}

export function LeadDesk({ actions }: { actions?: React.ReactNode }) {
  const searchId = useId();
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim(), 300);
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [kind, setKind] = useState<LeadKind | ''>('');
  const [period, setPeriod] = useState('');
  const filtered = Boolean(query || status || kind || period);
  const list = trpc.leads.list.useInfiniteQuery(
    {
      q: query || undefined,
      status: status || undefined,
      kind: kind || undefined,
      from: period ? firstDayOf(Number(period)) : undefined,
      limit: LEAD_PAGE_SIZE,
    },
    { getNextPageParam: (page) => (page.length === LEAD_PAGE_SIZE ? encodeLeadCursor(page[page.length - 1]!) : undefined) },
  );
  const leads = list.data?.pages.flat() ?? [];
  const setLeadStatus = useLeadStatus();
  const navigate = useNavigate();
  const { lead: openLead } = useSearch({ from: '/admin/dashboard' });
  const open = (lead: Pick<Lead, 'kind' | 'id'>) =>
    void navigate({ to: '/admin/dashboard', search: (prev) => ({ ...prev, view: 'contacts', lead: `${lead.kind}-${lead.id}` }) });
  const close = () => void navigate({ to: '/admin/dashboard', search: (prev) => ({ ...prev, lead: undefined }) });
  const busy = (lead: Lead) => setLeadStatus.isPending && setLeadStatus.variables?.kind === lead.kind && setLeadStatus.variables.id === lead.id;
  const change = (lead: Lead, next: LeadStatus) => setLeadStatus.mutate({ kind: lead.kind, id: lead.id, data: { status: next } });

  return (
    <Panel title="Prospects" description="Demandes de contact, leads du quiz et demandes de rapport d’audit, les plus récents en premier." actions={actions}>
      <form role="search" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,1fr)_auto_auto_auto]" onSubmit={(e) => e.preventDefault()}>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Rechercher un prospect
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Nom, e-mail ou cabinet"
            maxLength={200}
            className={`${SELECT} w-full pl-9`}
          />
        </div>
        <select aria-label="Filtrer par statut" value={status} onChange={(e) => setStatus(e.target.value as LeadStatus | '')} className={SELECT}>
          <option value="">Tous les statuts</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <select aria-label="Filtrer par type" value={kind} onChange={(e) => setKind(e.target.value as LeadKind | '')} className={SELECT}>
          <option value="">Tous les types</option>
          {LEAD_KINDS.map((k) => (
            <option key={k} value={k}>
              {LEAD_KIND_LABELS[k]}
            </option>
          ))}
        </select>
        <select aria-label="Filtrer par période" value={period} onChange={(e) => setPeriod(e.target.value)} className={SELECT}>
          {LEAD_PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </form>

      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <ErrorNotice>Erreur lors du chargement des prospects : {list.error.message}</ErrorNotice>
      ) : leads.length === 0 ? (
        <EmptyNotice>{filtered ? 'Aucun prospect ne correspond à ces critères.' : 'Aucun prospect pour le moment.'}</EmptyNotice>
      ) : (
        <>
          <p className="sr-only" role="status">
            {leads.length} {leads.length > 1 ? 'prospects affichés' : 'prospect affiché'}
          </p>
          {/* Phones: one card per lead. */}
          <ul className="grid gap-3 md:hidden" aria-label="Prospects">
            {leads.map((lead) => (
              <li key={`${lead.kind}-${lead.id}`} className="rounded-xl border border-slate-200 p-4" aria-label={leadName(lead)}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <button type="button" onClick={() => open(lead)} className="cursor-pointer text-left font-semibold text-brand-800 underline-offset-2 hover:underline">
                      {leadName(lead)}
                    </button>
                    {lead.firm ? <p className="truncate text-sm text-slate-600">{lead.firm}</p> : null}
                  </div>
                  <LeadStatusBadge status={lead.status} />
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <LeadKindBadge kind={lead.kind} />
                  <span>{formatDateTimeFr(lead.createdAt)}</span>
                </div>
                <p className="mt-2 text-xs break-words text-slate-600">Source : {sourceOf(lead)}</p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {lead.phone ? (
                    <a href={telHref(lead.phone)} className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white">
                      <Phone aria-hidden="true" className="size-4" /> {lead.phone}
                    </a>
                  ) : null}
                  <StatusSelect
                    value={lead.status}
                    label={`Statut de ${leadName(lead)}`}
                    disabled={busy(lead)}
                    onChange={(next) => change(lead, next)}
                  />
                </div>
              </li>
            ))}
          </ul>
          {/* From 768 px: a table. */}
          <div className="hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Prospects</caption>
              <thead>
                <tr>
                  <th className={TH}>Prospect</th>
                  <th className={TH}>Type</th>
                  <th className={TH}>Statut</th>
                  <th className={TH}>Source</th>
                  <th className={TH}>Reçu le</th>
                  <th className={TH}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {leads.map((lead) => (
                  <tr key={`${lead.kind}-${lead.id}`}>
                    <td className={TD}>
                      <button type="button" onClick={() => open(lead)} className="cursor-pointer text-left font-semibold text-brand-800 underline-offset-2 hover:underline">
                        {leadName(lead)}
                      </button>
                      <span className="block text-xs text-slate-600">{[lead.firm, lead.email].filter(Boolean).join(' · ')}</span>
                    </td>
                    <td className={TD}>
                      <LeadKindBadge kind={lead.kind} />
                    </td>
                    <td className={TD}>
                      <StatusSelect value={lead.status} label={`Statut de ${leadName(lead)}`} disabled={busy(lead)} onChange={(next) => change(lead, next)} />
                    </td>
                    <td className={`${TD} max-w-56 text-xs break-words text-slate-600`}>{sourceOf(lead)}</td>
                    <td className={`${TD} whitespace-nowrap`}>{formatDateTimeFr(lead.createdAt)}</td>
                    <td className={TD}>
                      <div className="flex justify-end gap-1">
                        {lead.phone ? (
                          <IconLink label={`Appeler ${leadName(lead)}`} href={telHref(lead.phone)}>
                            <Phone aria-hidden="true" />
                          </IconLink>
                        ) : null}
                        {lead.email ? (
                          <IconLink label={`Écrire à ${leadName(lead)}`} href={`mailto:${lead.email}`}>
                            <Mail aria-hidden="true" />
                          </IconLink>
                        ) : null}
                        <IconButton label={`Voir la fiche de ${leadName(lead)}`} onClick={() => open(lead)}>
                          <Eye aria-hidden="true" />
                        </IconButton>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? <Spinner /> : null} Afficher plus de prospects
              </Button>
            </div>
          ) : null}
        </>
      )}
      <LeadDetailPanel leadRef={openLead} onClose={close} />
    </Panel>
  );
}
