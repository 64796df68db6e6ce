/** Paramètres › Catégories du blog: create, rename (the slug follows), delete (articles stay). */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Panel, Spinner } from '../common/ui';

const INPUT = 'block w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-sm';

export function CategoriesPanel() {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const list = trpc.adminCategories.list.useQuery();
  const [name, setName] = useState('');
  const onError = (error: { message: string }) => toast({ title: 'Erreur', description: error.message, variant: 'destructive' });
  const refresh = () => Promise.all([utils.adminCategories.list.invalidate(), utils.adminBlog.invalidate(), utils.blog.invalidate()]);
  const create = trpc.adminCategories.create.useMutation({
    onSuccess: async (c) => {
      setName('');
      await refresh();
      toast({ title: 'Catégorie créée', description: c.name, variant: 'success' });
    },
    onError,
  });
  const update = trpc.adminCategories.update.useMutation({
    onSuccess: async (c) => {
      await refresh();
      toast({ title: 'Catégorie renommée', description: `/blog/categorie/${c.slug}`, variant: 'success' });
    },
    onError,
  });
  const remove = trpc.adminCategories.delete.useMutation({
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Catégorie supprimée' });
    },
    onError,
  });

  return (
    <Panel title="Catégories du blog" description="Chaque catégorie a sa page publique /blog/categorie/… ; renommer une catégorie change son adresse." className="xl:col-span-2">
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">Impossible de charger les catégories.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Catégories">
          {list.data.map((c) => (
            <li key={`${c.id}-${c.name}`} className="py-3">
              <form
                className="flex flex-wrap items-center gap-2"
                aria-label={`Catégorie ${c.name}`}
                onSubmit={(event) => {
                  event.preventDefault();
                  const value = String(new FormData(event.currentTarget).get('name') ?? '');
                  update.mutate({ id: c.id, data: { name: value, description: c.description } });
                }}
              >
                <input name="name" aria-label={`Nom de la catégorie ${c.name}`} defaultValue={c.name} maxLength={80} className={`${INPUT} max-w-xs flex-1`} />
                <span className="text-sm text-slate-500">{`${c.articles} article${c.articles > 1 ? 's' : ''} · /blog/categorie/${c.slug}`}</span>
                <div className="ml-auto flex gap-2">
                  <Button type="submit" size="sm" variant="outline" disabled={update.isPending}>
                    Renommer
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    disabled={remove.isPending}
                    aria-label={`Supprimer la catégorie ${c.name}`}
                    onClick={() => {
                      if (window.confirm(`Supprimer la catégorie « ${c.name} » ? Ses articles restent publiés.`)) remove.mutate({ id: c.id });
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-4 flex max-w-md gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) create.mutate({ name });
        }}
      >
        <input aria-label="Nom de la nouvelle catégorie" placeholder="Nouvelle catégorie" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} className={INPUT} />
        <Button type="submit" disabled={create.isPending || !name.trim()}>
          Créer
        </Button>
      </form>
    </Panel>
  );
}
