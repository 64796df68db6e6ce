/** Contacts view: the lead desk (every lead, its status, notes and source) and the « E-mails » tab; CSV downloads. */
import { Download } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { EmailsView } from '../emails/EmailsView';
import { LeadDesk } from './LeadDesk';
import { Spinner } from '../common/ui';

const TAB =
  'cursor-pointer rounded-md px-3 py-2 text-sm font-semibold text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export function LeadsView() {
  return (
    <Tabs.Root defaultValue="leads">
      <Tabs.List aria-label="Contacts" className="mb-4 inline-flex gap-1 rounded-lg bg-slate-200/70 p-1">
        <Tabs.Trigger value="leads" className={TAB}>
          Prospects
        </Tabs.Trigger>
        <Tabs.Trigger value="emails" className={TAB}>
          E-mails
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="leads">
        <LeadDesk
          actions={
            <>
              <CsvButton url="/api/admin/contacts/export.csv" fallbackName="contacts.csv" label="Contacts en CSV" />
              <CsvButton url="/api/admin/quiz-leads/export.csv" fallbackName="leads-quiz.csv" label="Leads du quiz en CSV" />
            </>
          }
        />
      </Tabs.Content>
      <Tabs.Content value="emails">
        <EmailsView />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function CsvButton({ url, fallbackName, label }: { url: string; fallbackName: string; label: string }) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
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
      {pending ? <Spinner /> : <Download aria-hidden="true" />} {label}
    </Button>
  );
}
