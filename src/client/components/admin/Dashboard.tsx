/** /admin/dashboard: the five views of spec §2 (plus the quiz leads beside the contacts). */
import { AdminShell, VIEW_LABELS, type DashboardView } from './AdminShell';
import { LeadsView } from './LeadsView';
import { SettingsView } from './SettingsView';
import { OverviewView } from './OverviewView';
import { ArticlesView } from './ArticlesView';
import { GeneratorView } from './GeneratorView';

export function Dashboard({ view }: { view: DashboardView }) {
  return (
    <AdminShell view={view}>
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{VIEW_LABELS[view]}</h1>
      {view === 'overview' ? <OverviewView /> : null}
      {view === 'articles' ? <ArticlesView /> : null}
      {view === 'generator' ? <GeneratorView /> : null}
      {view === 'contacts' ? <LeadsView /> : null}
      {view === 'settings' ? <SettingsView /> : null}
    </AdminShell>
  );
}
