/** /admin/dashboard: the five views of spec §2 (plus the quiz leads beside the contacts). */
import { AdminShell, VIEW_LABELS, type DashboardView } from './shell/AdminShell';
import { LeadsView } from './leads/LeadsView';
import { SettingsView } from './settings/SettingsView';
import { OverviewView } from './overview/OverviewView';
import { ArticlesView } from './articles/ArticlesView';
import { GeneratorView } from './generator/GeneratorView';

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
