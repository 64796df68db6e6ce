/** Contacts view: contact requests (spec §2) and, beside them, the quiz leads; CSV downloads. */
import { Download } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { CONTACT_SPECIALIZATION_LABELS } from '../../../shared/constants/practice';
import { formatDateShortFr } from '../../../shared/rules';
import { MESSAGES } from '../../../shared/schemas';
import { downloadFile } from '../../lib/download';
import { trpc } from '../../trpc';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { EmailsView } from './EmailsView';
import { DataTable, EmptyNotice, ErrorNotice, LoadingRows, Panel, Spinner, TD, TH } from './ui';

const TAB =
  'cursor-pointer rounded-md px-3 py-2 text-sm font-semibold text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export function LeadsView() {
  return (
    <Tabs.Root defaultValue="contacts">
      <Tabs.List aria-label="Prospects" className="mb-4 inline-flex gap-1 rounded-lg bg-slate-200/70 p-1">
        <Tabs.Trigger value="contacts" className={TAB}>
          Demandes de contact
        </Tabs.Trigger>
        <Tabs.Trigger value="quiz" className={TAB}>
          Leads du quiz
        </Tabs.Trigger>
        <Tabs.Trigger value="emails" className={TAB}>
          E-mails
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="contacts">
        <ContactsTable />
      </Tabs.Content>
      <Tabs.Content value="quiz">
        <QuizLeadsTable />
      </Tabs.Content>
      <Tabs.Content value="emails">
        <EmailsView />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function CsvButton({ url, fallbackName, disabled }: { url: string; fallbackName: string; disabled?: boolean }) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled || pending}
      onClick={async () => {
        setPending(true);
        try {
          await downloadFile(url, fallbackName);
        } catch {
          toast({ title: 'Erreur', description: "Impossible de télécharger l'export CSV.", variant: 'destructive' });
        } finally {
          setPending(false);
        }
      }}
    >
      {pending ? <Spinner /> : <Download aria-hidden="true" />} Exporter en CSV
    </Button>
  );
}

const dash = (value: string | null | undefined) => value || '—';

function ContactsTable() {
  const contacts = trpc.leads.listContacts.useQuery();
  return (
    <Panel
      title="Demandes de contact"
      description="Formulaire de contact du site, les plus récentes en premier."
      actions={<CsvButton url="/api/admin/contacts/export.csv" fallbackName="contacts.csv" disabled={!contacts.data?.length} />}
    >
      {contacts.isPending ? (
        <LoadingRows />
      ) : contacts.isError ? (
        <ErrorNotice>{MESSAGES.adminBlog.loadContactsError}</ErrorNotice>
      ) : contacts.data.length === 0 ? (
        <EmptyNotice>Aucune demande de contact pour le moment.</EmptyNotice>
      ) : (
        <DataTable caption="Demandes de contact">
          <thead>
            <tr>
              <th className={TH}>Nom</th>
              <th className={TH}>E-mail</th>
              <th className={TH}>Cabinet</th>
              <th className={TH}>Spécialisation</th>
              <th className={TH}>Date</th>
            </tr>
          </thead>
          <tbody>
            {contacts.data.map((c) => (
              <tr key={c.id}>
                <td className={`${TD} font-medium`}>{dash([c.firstName, c.lastName].filter(Boolean).join(' '))}</td>
                <td className={TD}>
                  <a href={`mailto:${c.email}`} className="text-brand-700 hover:underline">
                    {c.email}
                  </a>
                </td>
                <td className={TD}>{dash(c.firmName)}</td>
                <td className={TD}>{c.specialization ? (CONTACT_SPECIALIZATION_LABELS[c.specialization] ?? c.specialization) : '—'}</td>
                <td className={`${TD} whitespace-nowrap`}>{formatDateShortFr(c.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Panel>
  );
}

function QuizLeadsTable() {
  const leads = trpc.leads.listQuizLeads.useQuery();
  return (
    <Panel
      title="Leads du quiz"
      description="Prospects issus du quiz de visibilité, les plus récents en premier."
      actions={<CsvButton url="/api/admin/quiz-leads/export.csv" fallbackName="leads-quiz.csv" disabled={!leads.data?.length} />}
    >
      {leads.isPending ? (
        <LoadingRows />
      ) : leads.isError ? (
        <ErrorNotice>Erreur lors du chargement des leads du quiz</ErrorNotice>
      ) : leads.data.length === 0 ? (
        <EmptyNotice>Aucun lead du quiz pour le moment.</EmptyNotice>
      ) : (
        <DataTable caption="Leads du quiz">
          <thead>
            <tr>
              <th className={TH}>Nom</th>
              <th className={TH}>E-mail</th>
              <th className={TH}>Cabinet</th>
              <th className={TH}>Domaine</th>
              <th className={TH}>Score</th>
              <th className={TH}>Source</th>
              <th className={TH}>Date</th>
            </tr>
          </thead>
          <tbody>
            {leads.data.map((l) => (
              <tr key={l.id}>
                <td className={`${TD} font-medium`}>{dash([l.firstName, l.lastName].filter(Boolean).join(' '))}</td>
                <td className={TD}>
                  {l.email ? (
                    <a href={`mailto:${l.email}`} className="text-brand-700 hover:underline">
                      {l.email}
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={TD}>{dash(l.firmName)}</td>
                <td className={TD}>{dash(l.practiceArea)}</td>
                <td className={`${TD} font-semibold`}>{l.quizScore}/100</td>
                <td className={TD}>{l.leadSource}</td>
                <td className={`${TD} whitespace-nowrap`}>{formatDateShortFr(l.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Panel>
  );
}
