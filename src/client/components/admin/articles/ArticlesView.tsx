/** /admin/dashboard, « Articles de blog »: the list of articles with their actions. */
import { Link } from '@tanstack/react-router';
import { PenSquare, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { formatDateShortFr } from '#shared/format/dates';
import { truncate } from '#shared/format/text';
import { MESSAGES } from '#shared/messages';
import { trpc } from '#client/trpc/trpc-react';
import { Button, buttonClasses } from '#client/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/ui/dialog';
import { useToast } from '#client/ui/toast';
import type { AdminPost as Post } from '../common/types';
import { ListState } from '../common/DataTable';
import { Panel, Spinner, StatusBadge, TypeBadge } from '../common/ui';
import { DeleteBacklinks, useUnpublishGuard } from './Backlinks';

/**
 * Articles de blog: every article, with edit, publish and delete (after confirmation); the
 * published articles that link to one are named before it is deleted or unpublished.
 */
export function ArticlesView() {
  const posts = trpc.adminBlog.list.useQuery(undefined, { select: (page) => page.items });
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const [toDelete, setToDelete] = useState<Post | null>(null);
  const unpublish = useUnpublishGuard();

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
      <ListState
        status={posts.status}
        rows={posts.data}
        error={MESSAGES.adminBlog.loadPostsError}
        empty="Aucun article pour le moment. Créez le premier ou utilisez le générateur IA."
      >
        {(rows) => (
          <ul className="divide-y divide-slate-100" aria-label="Articles">
            {rows.map((post) => {
              const busy =
                (publish.isPending && publish.variables?.id === post.id) || (remove.isPending && remove.variables?.id === post.id) || unpublish.checking === post.id;
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
                      onClick={() =>
                        post.published
                          ? void unpublish.guard(post, () => publish.mutate({ id: post.id, data: { published: false } }))
                          : publish.mutate({ id: post.id, data: { published: true } })
                      }
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
      </ListState>
      <Dialog open={toDelete !== null} onOpenChange={(open) => (open ? null : setToDelete(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Supprimer l'article</DialogTitle>
            <DialogDescription>{MESSAGES.adminBlog.deleteConfirm}</DialogDescription>
          </DialogHeader>
          {toDelete ? <p className="mt-4 font-medium text-slate-900">{toDelete.title}</p> : null}
          {toDelete ? <DeleteBacklinks id={toDelete.id} /> : null}
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
      {unpublish.dialog}
    </Panel>
  );
}
