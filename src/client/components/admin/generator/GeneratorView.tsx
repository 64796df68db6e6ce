/** /admin/dashboard, « Générateur IA »: the way into the generator and its figures. */
import { Link } from '@tanstack/react-router';
import { FileText, Sparkles } from 'lucide-react';
import { blogStats } from '#shared/leads/dashboard-stats';
import { MESSAGES } from '#shared/messages';
import { trpc } from '#client/trpc/trpc-react';
import { buttonClasses } from '#client/ui/button';
import { ErrorNotice, Panel, Spinner } from '../common/ui';
import { StatCard } from '../common/StatCard';

/** Générateur IA: the way into the generator and the figures of AI articles. */
export function GeneratorView() {
  const posts = trpc.adminBlog.list.useQuery(undefined, { select: (page) => page.items });
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
