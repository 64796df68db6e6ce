/**
 * Contacts view (/admin/dashboard/leads): the lead desk (every lead, its status, notes and
 * source) with the CSV downloads; a lead's panel opens over it at the lead's address (the child
 * route renders into the outlet).
 */
import { Outlet } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '#client/lib/download';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Spinner } from '../common/ui';
import { LeadDesk } from './LeadDesk';

export function LeadsView() {
  return (
    <>
      <LeadDesk
        actions={
          <>
            <CsvButton url="/api/admin/contacts/export.csv" fallbackName="contacts.csv" label="Contacts en CSV" />
            <CsvButton url="/api/admin/quiz-leads/export.csv" fallbackName="leads-quiz.csv" label="Leads du quiz en CSV" />
          </>
        }
      />
      <Outlet />
    </>
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
