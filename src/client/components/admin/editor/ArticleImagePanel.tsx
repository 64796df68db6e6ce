import { ImagePlus, Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { imageFilename } from '#shared/format/slug';
import { ImageResponse } from '#shared/ai/schemas';
import { type ArticleFormInput, type ArticleFormValues } from '#shared/blog/schemas';
import { MESSAGES, PENDING } from '#shared/messages';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Field, Panel, Spinner } from '../common/ui';
import { ImageDropZone } from './ImageDropZone';

/** The article's image: generated from the title, dropped or chosen as a file, or an address typed in. */
export function ArticleImagePanel({ form }: { form: UseFormReturn<ArticleFormValues, unknown, z.output<typeof ArticleFormInput>> }) {
  const { toast } = useToast();
  const { errors } = form.formState;
  const imageUrl = form.watch('imageUrl');
  const image = trpc.ai.image.useMutation({
    onSuccess: (reply) => {
      const parsed = ImageResponse.safeParse(reply);
      if (!parsed.success || !parsed.data.success) {
        toast({ ...MESSAGES.image.error, variant: 'destructive' });
        return;
      }
      form.setValue('imageUrl', parsed.data.imagePath, { shouldDirty: true });
      toast({ title: MESSAGES.image.generated, variant: 'success' });
    },
    onError: () => toast({ ...MESSAGES.image.error, variant: 'destructive' }),
  });

  const generateImage = () => {
    const title = form.getValues('title').trim();
    if (!title) {
      toast({ title: 'Erreur', description: MESSAGES.image.promptRequired, variant: 'destructive' });
      return;
    }
    image.mutate({
      prompt: `Illustration professionnelle pour un article de blog juridique intitulé « ${title} »`,
      filename: imageFilename(title),
    });
  };

  return (
    <Panel title="Image de l'article" description="Générez une illustration à partir du titre de l'article, ou déposez la vôtre.">
      <div className="grid gap-4">
        {imageUrl ? (
          <img src={imageUrl} alt="Aperçu de l'image de l'article" className="max-h-72 w-full rounded-xl border border-slate-200 object-cover" />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">Aucune image</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={generateImage} disabled={image.isPending}>
            {image.isPending ? (
              <>
                <Spinner /> {PENDING.generateImage}
              </>
            ) : (
              <>
                <ImagePlus aria-hidden="true" /> Générer une image
              </>
            )}
          </Button>
          {imageUrl ? (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={() => {
                form.setValue('imageUrl', '', { shouldDirty: true });
                toast({ title: MESSAGES.image.deleted });
              }}
            >
              <Trash2 aria-hidden="true" /> Supprimer l'image
            </Button>
          ) : null}
        </div>
        <ImageDropZone
          onUploaded={(path) => {
            form.setValue('imageUrl', path, { shouldDirty: true });
            toast({ title: 'Image téléversée', variant: 'success' });
          }}
          onError={(message) => toast({ title: 'Image refusée', description: message, variant: 'destructive' })}
        />
        <Field label="Adresse de l'image" error={errors.imageUrl?.message} hint="Renseignée par le générateur ; ou un chemin /uploads/… ou une adresse https://">
          {(p) => <input {...p} {...form.register('imageUrl')} />}
        </Field>
      </div>
    </Panel>
  );
}
