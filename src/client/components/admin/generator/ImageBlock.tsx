import { Download, ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { EXAMPLE_IMAGE_PROMPTS } from '#shared/ai/limits';
import { imageDownloadFilename } from '#shared/format/slug';
import { ImageResponse } from '#shared/ai/schemas';
import { MESSAGES, PENDING, VALIDATION } from '#shared/messages';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Field } from '#client/components/forms/Field';
import { CONTROL_CLASSES, Section } from './fields';

/**
 * Optional illustration (spec §2, §4, §5, §8): a description, four example prompts, generate,
 * download as a PNG named with a timestamp, delete. Generating sets the article image;
 * deleting clears it.
 */
export function ImageBlock({
  imageUrl,
  filenameBase,
  onChange,
  disabled,
}: {
  imageUrl: string;
  /** Base of the file names (from the article subject); made safe by the server and for downloads. */
  filenameBase: string;
  onChange: (imageUrl: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const promptId = `${id}-prompt`;
  const { toast } = useToast();
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [downloading, setDownloading] = useState(false);
  const generate = trpc.ai.image.useMutation();
  const failure = () => toast({ ...MESSAGES.image.error, variant: 'destructive' });

  const onGenerate = () => {
    if (!prompt.trim()) {
      setError(VALIDATION.imagePromptRequired);
      toast({ title: MESSAGES.image.error.title, description: VALIDATION.imagePromptRequired, variant: 'destructive' });
      document.getElementById(promptId)?.focus();
      return;
    }
    setError(undefined);
    generate.mutate(
      { prompt, filename: filenameBase },
      {
        onSuccess: (reply) => {
          const checked = ImageResponse.safeParse(reply);
          if (!checked.success || !checked.data.success) return failure();
          onChange(checked.data.imagePath);
          toast({ title: MESSAGES.image.generated, variant: 'success' });
        },
        onError: failure,
      },
    );
  };

  const onDownload = async () => {
    setDownloading(true);
    try {
      const res = await fetch(imageUrl, { credentials: 'include' });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = imageDownloadFilename(filenameBase, new Date());
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast({ title: MESSAGES.image.error.title, description: 'Le téléchargement de l’image a échoué. Veuillez réessayer.', variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const onDelete = () => {
    onChange('');
    toast({ title: MESSAGES.image.deleted });
  };

  const busy = disabled || generate.isPending;
  return (
    <Section title="Image d’illustration (facultative)" description="Décrivez l’image souhaitée : elle deviendra l’image de l’article.">
      <Field id={promptId} label="Description de l’image" error={error}>
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            maxLength={1000}
            value={prompt}
            disabled={busy}
            onChange={(event) => {
              setPrompt(event.target.value);
              if (error && event.target.value.trim()) setError(undefined);
            }}
            className={CONTROL_CLASSES}
            placeholder="Ex. : bureau d’avocat lumineux avec une bibliothèque de codes"
          />
        )}
      </Field>
      <div>
        <p className="text-sm font-medium text-slate-800" id={`${id}-examples`}>
          Exemples de descriptions
        </p>
        <ul aria-labelledby={`${id}-examples`} className="mt-2 flex flex-wrap gap-2">
          {EXAMPLE_IMAGE_PROMPTS.map((example) => (
            <li key={example}>
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  setPrompt(example);
                  setError(undefined);
                }}
                className="cursor-pointer rounded-full border border-slate-300 bg-slate-50 px-3 py-1.5 text-left text-xs text-slate-700 transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
              >
                {example}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onGenerate} disabled={busy}>
          {generate.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ImagePlus aria-hidden="true" />}
          {generate.isPending ? PENDING.generateImage : 'Générer l’image'}
        </Button>
      </div>
      {imageUrl ? (
        <figure className="grid gap-3">
          <img
            src={imageUrl}
            alt={`Image de l’article : ${prompt || filenameBase}`}
            width={1200}
            height={630}
            className="aspect-[1200/630] w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
          />
          <figcaption className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={onDownload} disabled={downloading}>
              <Download aria-hidden="true" />
              Télécharger (PNG)
            </Button>
            <Button variant="ghost" size="sm" onClick={onDelete} disabled={disabled} className="text-red-700 hover:bg-red-50 hover:text-red-800">
              <Trash2 aria-hidden="true" />
              Supprimer l’image
            </Button>
          </figcaption>
        </figure>
      ) : null}
    </Section>
  );
}
