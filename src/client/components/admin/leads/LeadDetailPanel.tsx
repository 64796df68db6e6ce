/**
 * One lead in full, in a panel over the lead desk at its own address: call or write, its status, what it asked
 * (objectives, or the quiz's answers and score), where it came from, the notes (add one), the
 * status history and the e-mails sent for it.
 */
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { Mail, Phone } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { CONTACT_SPECIALIZATION_LABELS, type ContactSpecialization } from '#shared/practice/areas';
import { EMAIL_KIND_LABELS, OUTBOX_STATUS_LABELS, type EmailKind } from '#shared/email/outbox';
import { LEAD_NOTE_MAX, LEAD_STATUS_LABELS, type LeadKind } from '#shared/leads/lead-desk';
import { QUIZ_QUESTIONS } from '#shared/quiz/questions';
import { formatDateTimeFr } from '#shared/format/dates';
import { leadName, telHref } from '#shared/leads/contact';
import { LEAD_DESK_MESSAGES } from '#shared/leads/lead-desk-schemas';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/ui/dialog';
import { useToast } from '#client/ui/toast';
import { ErrorNotice, LoadingRows, Spinner } from '../common/ui';
import { LeadKindBadge, LeadStatusBadge, StatusSelect } from './badges';
import { useLeadStatus } from './use-lead-status';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The panel of the lead at `/admin/dashboard/leads/$kind/$id`; closing it goes back to the list, its filters kept. */
export function LeadDetailPanel() {
  const { kind, id } = useRouteContext({ from: '/admin/dashboard/leads/$kind/$id', select: (context) => context.lead });
  const navigate = useNavigate();
  const close = () => void navigate({ to: '/admin/dashboard/leads', search: (prev) => prev });
  return (
    <Dialog open onOpenChange={(open) => (open ? null : close())}>
      <DialogContent className="max-w-2xl">
        <LeadDetail kind={kind} id={id} />
      </DialogContent>
    </Dialog>
  );
}

function LeadDetail({ kind, id }: { kind: LeadKind; id: number }) {
  const lead = trpc.leads.byId.useQuery({ kind, id });
  const setStatus = useLeadStatus();
  if (lead.isPending) {
    return (
      <>
        <DialogTitle>Prospect</DialogTitle>
        <LoadingRows />
      </>
    );
  }
  if (lead.isError) {
    return (
      <>
        <DialogTitle>Prospect</DialogTitle>
        <div className="mt-4">
          <ErrorNotice>{lead.error.message}</ErrorNotice>
        </div>
      </>
    );
  }
  const l = lead.data;
  const name = leadName(l);
  const specialization = l.specialization ? (CONTACT_SPECIALIZATION_LABELS[l.specialization as ContactSpecialization] ?? l.specialization) : null;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{name}</DialogTitle>
        <DialogDescription>
          {l.firm ? `${l.firm} · ` : ''}reçu le {formatDateTimeFr(l.createdAt)}
        </DialogDescription>
        <div className="flex flex-wrap items-center gap-2">
          <LeadKindBadge kind={l.kind} />
          <LeadStatusBadge status={l.status} />
          {l.firstResponseAt ? <span className="text-xs text-slate-600">Première réponse le {formatDateTimeFr(l.firstResponseAt)}</span> : null}
        </div>
      </DialogHeader>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {l.phone ? (
          <a href={telHref(l.phone)} className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800">
            <Phone aria-hidden="true" className="size-4" /> Appeler le {l.phone}
          </a>
        ) : null}
        {l.email ? (
          <a href={`mailto:${l.email}`} className="inline-flex h-10 max-w-full items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100">
            <Mail aria-hidden="true" className="size-4 shrink-0" /> <span className="truncate">{l.email}</span>
          </a>
        ) : null}
        <span className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
          Statut
          <StatusSelect
            value={l.status}
            label="Statut du prospect"
            disabled={setStatus.isPending}
            onChange={(status) => setStatus.mutate({ kind: l.kind, id: l.id, data: { status } })}
          />
        </span>
      </div>

      {l.kind === 'audit' ? (
        <Section title="Audit SEO">
          {l.audit ? (
            <Facts
              rows={[
                ['Site audité', l.audit.websiteUrl],
                ['Score global', `${l.audit.overallScore}/100`],
                [
                  'Rapport',
                  <a key="report" href={l.audit.reportUrl} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
                    Voir le rapport
                  </a>,
                ],
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600">L’audit a été supprimé (conservé 2 ans).</p>
          )}
        </Section>
      ) : l.kind === 'quiz' ? (
        <Section title="Quiz de visibilité">
          <Facts rows={[['Score', `${l.quizScore ?? 0}/100`], ['Domaine', l.practiceArea], ['Source du quiz', l.leadSource]]} />
          <ol className="mt-3 grid gap-2 text-sm">
            {QUIZ_QUESTIONS.map((question) => {
              const answer = l.quizAnswers?.find((a) => a.questionId === question.id)?.answer;
              const shown = answer === undefined || answer.length === 0 ? 'Sans réponse' : Array.isArray(answer) ? answer.join(', ') : answer;
              return (
                <li key={question.id}>
                  <span className="font-medium text-slate-900">{question.question}</span>
                  <span className="block text-slate-700">{shown}</span>
                </li>
              );
            })}
          </ol>
        </Section>
      ) : (
        <Section title="Demande">
          <Facts rows={[['Spécialisation', specialization], ['Objectifs', l.objectives ? <span className="whitespace-pre-wrap">{l.objectives}</span> : null]]} />
        </Section>
      )}

      <Section title="Provenance">
        <Facts
          rows={[
            ["Page d'arrivée", l.sourcePage],
            ['Référent', l.referrer],
            ['utm_source', l.utmSource],
            ['utm_medium', l.utmMedium],
            ['utm_campaign', l.utmCampaign],
          ]}
        />
      </Section>

      <Section title="Notes">
        <NoteForm kind={l.kind} id={l.id} />
        {l.notes.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">Aucune note pour le moment.</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {l.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm">
                <p className="whitespace-pre-wrap text-slate-900">{note.text}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {note.author ?? 'Compte supprimé'} · {formatDateTimeFr(note.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Historique">
        {l.history.length === 0 ? (
          <p className="text-sm text-slate-600">Statut inchangé depuis la réception.</p>
        ) : (
          <ol className="grid gap-1 text-sm">
            {l.history.map((h, i) => (
              <li key={i}>
                {formatDateTimeFr(h.createdAt)} : {LEAD_STATUS_LABELS[h.fromStatus]} → <strong>{LEAD_STATUS_LABELS[h.toStatus]}</strong>
                {h.user ? ` (${h.user})` : ''}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="E-mails">
        {l.emails.length === 0 ? (
          <p className="text-sm text-slate-600">Aucun e-mail pour ce prospect.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {l.emails.map((email) => (
              <li key={email.id}>
                {EMAIL_KIND_LABELS[email.kind as EmailKind] ?? email.kind} à {email.to} : <strong>{OUTBOX_STATUS_LABELS[email.status]}</strong>
                {email.sentAt ? ` le ${formatDateTimeFr(email.sentAt)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function NoteForm({ kind, id }: { kind: LeadKind; id: number }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const add = trpc.leads.addNote.useMutation({
    onSuccess: async () => {
      setText('');
      setError(null);
      await Promise.all([utils.leads.byId.invalidate({ kind, id }), utils.leads.list.invalidate(), utils.leads.summary.invalidate()]);
      toast({ title: 'Note ajoutée', variant: 'success' });
    },
    onError: (err) => setError(err.message),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) {
          setError(LEAD_DESK_MESSAGES.noteRequired);
          return;
        }
        add.mutate({ kind, id, data: { text } });
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        Nouvelle note
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={LEAD_NOTE_MAX}
        placeholder="Ce qui a été dit, la prochaine étape…"
        aria-invalid={error !== null}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 aria-[invalid=true]:border-red-600"
      />
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="mt-2" disabled={add.isPending}>
        {add.isPending ? <Spinner /> : null} Ajouter la note
      </Button>
    </form>
  );
}
