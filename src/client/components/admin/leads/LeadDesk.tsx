/**
 * The lead desk (Contacts): every lead in one list — contacts and quiz leads — with its kind,
 * status and source; a search box, filters (status, kind, period) and pages, all in the address
 * (`?q=…&status=…&kind=…&period=…&sort=score&page=…`, src/shared/leads/desk-search.ts); each
 * lead's priority score with its factors in a tooltip, « Trier par priorité »; a status change
 * from the list; the detail in a panel at the lead's own address (`/admin/dashboard/leads/quiz/3`).
 * A table from 768 px, a card per lead below (name, status, tap-to-call phone): no sideways
 * scrolling on a phone.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ArrowDownWideNarrow, Eye, Mail, Phone, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  LEAD_KINDS,
  LEAD_KIND_LABELS,
  LEAD_PERIODS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type LeadStatus,
} from '#shared/leads/lead-desk';
import { isFiltered, leadListInput, parseLeadDeskSearch, type LeadDeskSearch } from '#shared/leads/desk-search';
import { formatDateTimeFr } from '#shared/format/dates';
import { leadName, telHref } from '#shared/leads/contact';
import type { LeadRow } from '#shared/leads/replies';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { IconButton, IconLink } from '../common/IconButton';
import { ListState, TableHead, TD } from '../common/DataTable';
import { Panel, Spinner } from '../common/ui';
import { LeadKindBadge, LeadScoreBadge, LeadStatusBadge, SELECT, StatusSelect } from './badges';
import { useLeadStatus } from './use-lead-status';
import type { z } from 'zod';

type Lead = z.infer<typeof LeadRow>;

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
  const search = useSearch({ from: '/admin/dashboard/leads' });
  const navigate = useNavigate();
  /** Changes the address's search (a new filter starts again from the first page). */
  const setSearch = (change: Partial<LeadDeskSearch>, options: { keepPage?: boolean } = {}) =>
    void navigate({
      to: '.',
      search: (prev) => parseLeadDeskSearch({ ...prev, ...(options.keepPage ? {} : { page: undefined }), ...change }),
      replace: true,
    });
  const [q, setQ] = useState(search.q ?? '');
  const query = useDebounced(q.trim(), 300);
  // The search text the box last wrote to the address, or last read from it.
  const written = useRef(search.q ?? '');
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setSearch({ q: query || undefined });
    // Only the debounced text writes the address (a filter changed meanwhile keeps it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  // The address changed by other means (the sidebar's link, back): the box follows it.
  useEffect(() => {
    if ((search.q ?? '') === written.current) return;
    written.current = search.q ?? '';
    setQ(written.current);
  }, [search.q]);
  const filtered = isFiltered(search);
  const list = trpc.leads.list.useInfiniteQuery(
    leadListInput(search),
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const leads = list.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = list.data?.pages.length ?? 0;
  // An address with `page=3` shows three pages: the next ones are fetched after the first.
  useEffect(() => {
    if (shown > 0 && shown < (search.page ?? 1) && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, [shown, search.page, list]);
  const setLeadStatus = useLeadStatus();
  const open = (lead: Pick<Lead, 'kind' | 'id'>) =>
    void navigate({ to: '/admin/dashboard/leads/$kind/$id', params: { kind: lead.kind, id: String(lead.id) }, search: (prev) => prev });
  const more = () => {
    setSearch({ page: shown + 1 }, { keepPage: true });
    void list.fetchNextPage();
  };
  const busy = (lead: Lead) => setLeadStatus.isPending && setLeadStatus.variables?.kind === lead.kind && setLeadStatus.variables.id === lead.id;
  const change = (lead: Lead, next: LeadStatus) => setLeadStatus.mutate({ kind: lead.kind, id: lead.id, data: { status: next } });

  return (
    <Panel
      title="Prospects"
      description={`Demandes de contact, leads du quiz, demandes de rapport d’audit et rendez-vous, ${search.sort === 'score' ? 'le score de priorité le plus haut en premier' : 'les plus récents en premier'}.`}
      actions={actions}
    >
      <form role="search" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,1fr)_auto_auto_auto_auto]" onSubmit={(e) => e.preventDefault()}>
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
        <select
          aria-label="Filtrer par statut"
          value={search.status ?? ''}
          onChange={(e) => setSearch({ status: (e.target.value || undefined) as LeadStatus | undefined })}
          className={SELECT}
        >
          <option value="">Tous les statuts</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <select aria-label="Filtrer par type" value={search.kind ?? ''} onChange={(e) => setSearch({ kind: parseLeadDeskSearch({ kind: e.target.value }).kind })} className={SELECT}>
          <option value="">Tous les types</option>
          {LEAD_KINDS.map((k) => (
            <option key={k} value={k}>
              {LEAD_KIND_LABELS[k]}
            </option>
          ))}
        </select>
        <select
          aria-label="Filtrer par période"
          value={String(search.period ?? '')}
          onChange={(e) => setSearch({ period: parseLeadDeskSearch({ period: e.target.value }).period })}
          className={SELECT}
        >
          {LEAD_PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
        <Button
          type="button"
          variant="outline"
          aria-pressed={search.sort === 'score'}
          onClick={() => setSearch({ sort: search.sort === 'score' ? undefined : 'score' })}
          className="h-10 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
        >
          <ArrowDownWideNarrow aria-hidden="true" className="size-4" /> Trier par priorité
        </Button>
      </form>

      <ListState
        status={list.status}
        rows={list.data ? leads : undefined}
        error={<>Erreur lors du chargement des prospects : {list.error?.message}</>}
        empty={filtered ? 'Aucun prospect ne correspond à ces critères.' : 'Aucun prospect pour le moment.'}
      >
        {(leads) => (
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
                  <LeadScoreBadge score={lead.score} factors={lead.scoreFactors} />
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
              <TableHead columns={['Prospect', 'Priorité', 'Type', 'Statut', 'Source', 'Reçu le', { label: 'Actions', hidden: true }]} />
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
                      <LeadScoreBadge score={lead.score} factors={lead.scoreFactors} />
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
              <Button variant="outline" onClick={more} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? <Spinner /> : null} Afficher plus de prospects
              </Button>
            </div>
          ) : null}
        </>
        )}
      </ListState>
    </Panel>
  );
}
