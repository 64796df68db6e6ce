/** /admin/dashboard: the five views of spec §2 (plus the quiz leads beside the contacts). */
import { Link } from '@tanstack/react-router';
import { FileText, Mail, PenSquare, Percent, Plus, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { formatDateShortFr } from '../../../shared/format/dates';
import { truncate } from '../../../shared/format/text';
import { blogStats } from '../../../shared/leads/dashboard-stats';
import { MESSAGES } from '../../../shared/messages';
import { trpc } from '../../trpc';
import { Button, buttonClasses } from '../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { useToast } from '../../ui/toast';
import { AdminShell, VIEW_LABELS, type DashboardView } from './AdminShell';
import { LeadsView } from './LeadsView';
import { ResponsePromise } from './overview/ResponsePromise';
import { SettingsView } from './SettingsView';
import type { AdminPost as Post } from './types';
import { DataTable, EmptyNotice, ErrorNotice, LoadingRows, Panel, Spinner, StatusBadge, TD, TH, TypeBadge } from './ui';


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

function StatCard({ label, value, detail, icon: Icon }: { label: string; value: ReactNode; detail?: string; icon: typeof FileText }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-brand-600" />
      </div>
      <p className="mt-3 text-3xl font-bold text-slate-900">{value}</p>
      {detail ? <p className="mt-1 text-sm text-slate-500">{detail}</p> : null}
    </div>
  );
}

/** The chart library (recharts) loads with the overview only, in its own chunk. */
const Audience = lazy(() => import('./overview/AudienceChart').then((module) => ({ default: module.Audience })));

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

function OverviewView() {
  const posts = trpc.adminBlog.list.useQuery();
  const contacts = trpc.leads.listContacts.useQuery();
  const stats = blogStats(posts.data ?? []);
  const dash = (ready: boolean, value: ReactNode) => (ready ? value : <Spinner className="size-6 text-slate-400" />);
  return (
    <div className="grid grid-cols-1 gap-6">
      {posts.isError ? <ErrorNotice>{MESSAGES.adminBlog.loadPostsError}</ErrorNotice> : null}
      {contacts.isError ? <ErrorNotice>{MESSAGES.adminBlog.loadContactsError}</ErrorNotice> : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total des articles"
          icon={FileText}
          value={dash(posts.isSuccess, stats.total)}
          detail={posts.isSuccess ? `${stats.published} ${plural(stats.published, 'publié', 'publiés')}` : undefined}
        />
        <StatCard label="Contacts" icon={Mail} value={dash(contacts.isSuccess, contacts.data?.length ?? 0)} detail="Demandes reçues" />
        <StatCard label="Articles IA" icon={Sparkles} value={dash(posts.isSuccess, stats.ai)} detail="Générés avec l'IA" />
        <StatCard
          label="Taux de publication"
          icon={Percent}
          value={dash(posts.isSuccess, `${stats.publicationRate} %`)}
          detail="Articles publiés / total"
        />
      </div>
      <ResponsePromise />
      <Suspense
        fallback={
          <Panel title="Visites et prospects">
            <LoadingRows />
          </Panel>
        }
      >
        <Audience />
      </Suspense>
      <Panel
        title="Articles récents"
        actions={
          <Link to="/admin/dashboard" search={{ view: 'articles' }} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Voir tous les articles
          </Link>
        }
      >
        {posts.isPending ? (
          <LoadingRows />
        ) : posts.isError ? (
          <ErrorNotice>{MESSAGES.adminBlog.loadPostsError}</ErrorNotice>
        ) : posts.data.length === 0 ? (
          <EmptyNotice>Aucun article pour le moment.</EmptyNotice>
        ) : (
          <DataTable caption="Les 5 premiers articles">
            <thead>
              <tr>
                <th className={TH}>Titre</th>
                <th className={TH}>Statut</th>
                <th className={TH}>Type</th>
                <th className={TH}>Date</th>
              </tr>
            </thead>
            <tbody>
              {posts.data.slice(0, 5).map((post) => (
                <tr key={post.id}>
                  <td className={`${TD} font-medium`}>{post.title}</td>
                  <td className={TD}>
                    <StatusBadge published={post.published} publishAt={post.publishAt} />
                  </td>
                  <td className={TD}>
                    <TypeBadge ai={post.generatedWithAI} />
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>{formatDateShortFr(post.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Panel>
    </div>
  );
}

function ArticlesView() {
  const posts = trpc.adminBlog.list.useQuery();
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const [toDelete, setToDelete] = useState<Post | null>(null);

  const refresh = async () => {
    await Promise.all([utils.adminBlog.list.invalidate(), utils.adminBlog.byId.invalidate(), utils.blog.invalidate()]);
  };
  const publish = trpc.adminBlog.publish.useMutation({
    onSuccess: async (post) => {
      await refresh();
      toast({ title: post.published ? 'Article publié' : 'Article dépublié', description: post.title, variant: 'success' });
    },
    onError: () => toast({ title: 'Erreur', description: MESSAGES.adminBlog.publishError, variant: 'destructive' }),
  });
  const remove = trpc.adminBlog.delete.useMutation({
    onSuccess: async () => {
      setToDelete(null);
      await refresh();
      toast({ title: 'Article supprimé', description: "L'article a été supprimé.", variant: 'success' });
    },
    onError: () => {
      setToDelete(null);
      toast({ title: 'Erreur', description: MESSAGES.adminBlog.deleteError, variant: 'destructive' });
    },
  });

  return (
    <Panel
      title="Tous les articles"
      description="Publiez, modifiez ou supprimez les articles du blog."
      actions={
        <>
          <Link to="/admin/blog/generate" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <Sparkles aria-hidden="true" /> Générateur IA
          </Link>
          <Link to="/admin/blog/new" className={buttonClasses({ size: 'sm' })}>
            <Plus aria-hidden="true" /> Nouvel article
          </Link>
        </>
      }
    >
      {posts.isPending ? (
        <LoadingRows />
      ) : posts.isError ? (
        <ErrorNotice>{MESSAGES.adminBlog.loadPostsError}</ErrorNotice>
      ) : posts.data.length === 0 ? (
        <EmptyNotice>Aucun article pour le moment. Créez le premier ou utilisez le générateur IA.</EmptyNotice>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Articles">
          {posts.data.map((post) => {
            const busy = (publish.isPending && publish.variables?.id === post.id) || (remove.isPending && remove.variables?.id === post.id);
            return (
              <li key={post.id} className="flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between" aria-label={post.title}>
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{post.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{truncate(post.excerpt, 100)}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                    <StatusBadge published={post.published} publishAt={post.publishAt} />
                    <TypeBadge ai={post.generatedWithAI} />
                    <time dateTime={new Date(post.createdAt).toISOString()}>{formatDateShortFr(post.createdAt)}</time>
                  </div>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant={post.published ? 'outline' : 'primary'}
                    disabled={busy}
                    onClick={() => publish.mutate({ id: post.id, data: { published: !post.published } })}
                  >
                    {post.published ? 'Dépublier' : 'Publier'}
                  </Button>
                  <Link
                    to="/admin/blog/edit/$id"
                    params={{ id: String(post.id) }}
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                    aria-label={`Modifier « ${post.title} »`}
                  >
                    <PenSquare aria-hidden="true" /> Modifier
                  </Link>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    disabled={busy}
                    onClick={() => setToDelete(post)}
                    aria-label={`Supprimer « ${post.title} »`}
                  >
                    Supprimer
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={toDelete !== null} onOpenChange={(open) => (open ? null : setToDelete(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Supprimer l'article</DialogTitle>
            <DialogDescription>{MESSAGES.adminBlog.deleteConfirm}</DialogDescription>
          </DialogHeader>
          {toDelete ? <p className="mt-4 font-medium text-slate-900">{toDelete.title}</p> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Annuler</Button>
            </DialogClose>
            <Button
              className="bg-red-600 hover:bg-red-700"
              disabled={remove.isPending}
              onClick={() => toDelete && remove.mutate({ id: toDelete.id })}
            >
              {remove.isPending ? <Spinner /> : null} Supprimer
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Panel>
  );
}

function GeneratorView() {
  const posts = trpc.adminBlog.list.useQuery();
  const stats = blogStats(posts.data ?? []);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Panel title="Générateur d'articles IA" description="Créez un article complet à partir d'un domaine, d'une taille de cabinet et d'un sujet. Il est enregistré en brouillon.">
        <Link to="/admin/blog/generate" className={buttonClasses({ size: 'lg' })}>
          <Sparkles aria-hidden="true" /> Ouvrir le générateur
        </Link>
      </Panel>
      {posts.isError ? <ErrorNotice>{MESSAGES.adminBlog.loadPostsError}</ErrorNotice> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Articles générés par l'IA" icon={Sparkles} value={posts.isSuccess ? stats.ai : <Spinner className="size-6 text-slate-400" />} />
        <StatCard
          label="Articles IA publiés"
          icon={FileText}
          value={posts.isSuccess ? stats.aiPublished : <Spinner className="size-6 text-slate-400" />}
        />
      </div>
    </div>
  );
}
