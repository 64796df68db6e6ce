/**
 * /admin/dashboard, « Tableau de bord »: articles and leads figures, the response promise, the audience,
 * the visitors' real experience (field data), the latest articles.
 */
import { Link } from '@tanstack/react-router';
import { FileText, Mail, Percent, Sparkles } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { formatDateShortFr } from '#shared/format/dates';
import { blogStats } from '#shared/leads/dashboard-stats';
import { MESSAGES } from '#shared/messages';
import { trpc } from '#client/trpc/trpc-react';
import { buttonClasses } from '#client/ui/button';
import { FieldData } from './FieldData';
import { ResponsePromise } from './ResponsePromise';
import { DataTable, TD } from '../common/DataTable';
import { ErrorNotice, LoadingRows, Panel, Spinner, StatusBadge, TypeBadge } from '../common/ui';
import { StatCard } from '../common/StatCard';

/** The chart library (recharts) loads with the overview only, in its own chunk. */
const Audience = lazy(() => import('./AudienceChart').then((module) => ({ default: module.Audience })));

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

/** Tableau de bord: the figures of the articles and leads, the response promise, the audience, the latest articles. */
export function OverviewView() {
  const posts = trpc.adminBlog.list.useQuery(undefined, { select: (page) => page.items });
  const contacts = trpc.leads.listContacts.useQuery(undefined, { select: (page) => page.items });
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
      <FieldData />
      <Panel
        title="Articles récents"
        actions={
          <Link to="/admin/dashboard/articles" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Voir tous les articles
          </Link>
        }
      >
        <DataTable
          caption="Les 5 premiers articles"
          columns={['Titre', 'Statut', 'Type', 'Date']}
          status={posts.status}
          rows={posts.data?.slice(0, 5)}
          error={MESSAGES.adminBlog.loadPostsError}
          empty="Aucun article pour le moment."
          row={(post) => (
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
          )}
        />
      </Panel>
    </div>
  );
}
