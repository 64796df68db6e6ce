/**
 * The published articles that link to an article, named before it is deleted or unpublished:
 * « Ces articles publiés y renvoient : … » (their links would lead nowhere). Unpublishing asks
 * for a confirmation only when there are some.
 */
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { LINK_MESSAGES } from '#shared/blog/link-check';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/ui/dialog';

type Backlink = { id: number; title: string; slug: string };

function BacklinkList({ items }: { items: readonly Backlink[] }) {
  return (
    <div data-testid="backlinks" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">{LINK_MESSAGES.backlinks}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item.id}>
            <Link to="/admin/blog/edit/$id" params={{ id: String(item.id) }} className="underline underline-offset-2 hover:text-amber-800">
              {item.title}
            </Link>{' '}
            <span className="text-amber-800">{`(/blog/${item.slug})`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Below the delete confirmation: the articles that link to this one, if any. */
export function DeleteBacklinks({ id }: { id: number }) {
  const backlinks = trpc.adminBlog.backlinks.useQuery({ id });
  if (backlinks.isPending) return <p className="mt-4 text-sm text-slate-600">{LINK_MESSAGES.backlinksLoading}</p>;
  if (backlinks.isError) return <p className="mt-4 text-sm text-red-700">{LINK_MESSAGES.backlinksFailed}</p>;
  return backlinks.data.length > 0 ? <BacklinkList items={backlinks.data} /> : null;
}

type Pending = { title: string; backlinks: Backlink[] | null; proceed: () => void };

/**
 * `guard(post, unpublish)`: unpublishes at once when no published article links to `post`,
 * otherwise after the confirmation `dialog` names them (and when they could not be read).
 */
export function useUnpublishGuard(): { guard: (post: { id: number; title: string }, unpublish: () => void) => Promise<void>; checking: number | null; dialog: ReactNode } {
  const utils = trpc.useUtils();
  const [checking, setChecking] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const guard = async (post: { id: number; title: string }, unpublish: () => void) => {
    setChecking(post.id);
    const backlinks = await utils.adminBlog.backlinks.fetch({ id: post.id }, { staleTime: 0 }).catch(() => null);
    setChecking(null);
    if (backlinks && backlinks.length === 0) unpublish();
    else setPending({ title: post.title, backlinks, proceed: unpublish });
  };
  const dialog = (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{LINK_MESSAGES.unpublishTitle}</DialogTitle>
          <DialogDescription>{pending?.backlinks ? LINK_MESSAGES.unpublishConfirm : LINK_MESSAGES.backlinksFailed}</DialogDescription>
        </DialogHeader>
        {pending ? <p className="mt-4 font-medium text-slate-900">{pending.title}</p> : null}
        {pending?.backlinks ? <BacklinkList items={pending.backlinks} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button
            onClick={() => {
              pending?.proceed();
              setPending(null);
            }}
          >
            Dépublier
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
  return { guard, checking, dialog };
}
