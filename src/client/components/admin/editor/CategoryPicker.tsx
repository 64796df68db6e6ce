import { Plus } from 'lucide-react';
import { useState } from 'react';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Spinner } from '../common/ui';

/** The article's categories (checkboxes) and a quick « Nouvelle catégorie ». */
export function CategoryPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { toast } = useToast();
  const categories = trpc.adminCategories.list.useQuery();
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const create = trpc.adminCategories.create.useMutation({
    onSuccess: async (created) => {
      setName('');
      await utils.adminCategories.list.invalidate();
      onChange([...value, created.id]);
      toast({ title: 'Catégorie créée', description: created.name, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Erreur', description: error.message, variant: 'destructive' }),
  });
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <div className="grid gap-4">
      {categories.isPending ? (
        <Spinner />
      ) : categories.isError ? (
        <p role="alert" className="text-sm text-red-700">Impossible de charger les catégories.</p>
      ) : (
        <fieldset>
          <legend className="sr-only">Catégories de l’article</legend>
          <div className="flex flex-wrap gap-2">
            {categories.data.map((c) => (
              <label
                key={c.id}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input type="checkbox" checked={value.includes(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} className="accent-brand-700" />
                {c.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex max-w-md gap-2">
        <input
          aria-label="Nouvelle catégorie"
          placeholder="Nouvelle catégorie"
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (name.trim()) create.mutate({ name });
            }
          }}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <Button variant="outline" onClick={() => name.trim() && create.mutate({ name })} disabled={create.isPending || !name.trim()}>
          <Plus aria-hidden="true" /> Ajouter
        </Button>
      </div>
    </div>
  );
}
