/**
 * The article form of /admin/blog/edit/{id} and /admin/blog/new (spec §2, §4, §5): basic
 * information, SEO, image generator, classification and publication.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ImagePlus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import {
  EDIT_FIRM_SIZES,
  EDIT_PRACTICE_TYPES,
  BLOG_TOPICS,
  firmSizeLabel,
  practiceTypeLabel,
  topicBadge,
} from '../../../shared/constants/practice';
import { imageFilename, nextSlug } from '../../../shared/rules/slug';
import {
  ArticleFormInput,
  ImageResponse,
  MESSAGES,
  PENDING,
  type ArticleFormValues,
  type ArticleUpdateInput,
} from '../../../shared/schemas';
import { trpc } from '../../trpc';
import { Button, buttonClasses } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { useToast } from '../../ui/toast';
import type { AdminPost } from './types';
import { Field, Panel, Spinner } from './ui';

type FormOutput = z.output<typeof ArticleFormInput>;

/** Form values of a stored article (keywords as one comma-separated text). */
export function articleToFormValues(post: AdminPost | null): ArticleFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    metaDescription: post?.metaDescription ?? '',
    keywords: (post?.keywords ?? []).join(', '),
    imageUrl: post?.imageUrl ?? '',
    // A new article starts with "Choisir…" selected; the schema refuses it until chosen.
    practiceType: (post?.practiceType ?? '') as ArticleFormValues['practiceType'],
    firmSize: (post?.firmSize ?? '') as ArticleFormValues['firmSize'],
    topic: (post?.topic ?? '') as ArticleFormValues['topic'],
    published: post?.published ?? false,
  };
}

/** Options of a dropdown: the edit screen's values, plus the stored value if it is another one. */
function options(values: readonly string[], current: string, label: (v: string) => string) {
  const list = current && !values.includes(current) ? [current, ...values] : [...values];
  return list.map((v) => (
    <option key={v} value={v}>
      {label(v)}
    </option>
  ));
}

export type ArticleFormProps = {
  post: AdminPost | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: ArticleUpdateInput, setError: UseFormSetError<ArticleFormValues>) => void;
};

export function ArticleForm({ post, submitLabel, pending, onSubmit }: ArticleFormProps) {
  const { toast } = useToast();
  const form = useForm<ArticleFormValues, unknown, FormOutput>({
    resolver: zodResolver(ArticleFormInput),
    defaultValues: articleToFormValues(post),
  });
  const { errors } = form.formState;
  const previousTitle = useRef(post?.title ?? '');
  const imageUrl = form.watch('imageUrl');
  const practiceType = form.watch('practiceType');
  const firmSize = form.watch('firmSize');
  const topic = form.watch('topic');

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

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      const title = event.target.value;
      const slug = nextSlug(previousTitle.current, title, form.getValues('slug'));
      previousTitle.current = title;
      if (slug !== form.getValues('slug')) form.setValue('slug', slug, { shouldDirty: true });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
      className="grid gap-6"
      aria-label={submitLabel}
    >
      <Panel title="Informations de base">
        <div className="grid gap-4">
          <Field label="Titre" error={errors.title?.message}>
            {(p) => <input {...p} {...titleField} />}
          </Field>
          <Field label="Slug (URL)" error={errors.slug?.message} hint="Suit le titre tant que vous ne le modifiez pas : /blog/votre-slug.">
            {(p) => <input {...p} {...form.register('slug')} spellCheck={false} />}
          </Field>
          <Field label="Extrait" error={errors.excerpt?.message}>
            {(p) => <textarea {...p} {...form.register('excerpt')} rows={3} />}
          </Field>
          <Field label="Contenu (Markdown)" error={errors.content?.message}>
            {(p) => <textarea {...p} {...form.register('content')} rows={15} className={`${p.className} font-mono text-sm`} />}
          </Field>
        </div>
      </Panel>

      <Panel title="SEO">
        <div className="grid gap-4">
          <Field label="Meta description" error={errors.metaDescription?.message}>
            {(p) => <textarea {...p} {...form.register('metaDescription')} rows={2} />}
          </Field>
          <Field label="Mots-clés" error={errors.keywords?.message} hint="Séparés par des virgules : seo avocat, droit pénal, Lyon">
            {(p) => <input {...p} {...form.register('keywords')} />}
          </Field>
        </div>
      </Panel>

      <Panel title="Image de l'article" description="Générez une illustration à partir du titre de l'article.">
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
          <Field label="Adresse de l'image" error={errors.imageUrl?.message} hint="Renseignée par le générateur ; ou un chemin /uploads/… ou une adresse https://">
            {(p) => <input {...p} {...form.register('imageUrl')} />}
          </Field>
        </div>
      </Panel>

      <Panel title="Classification">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Type de pratique" error={errors.practiceType?.message}>
            {(p) => (
              <select {...p} {...form.register('practiceType')}>
                <option value="">Choisir…</option>
                {options(EDIT_PRACTICE_TYPES, practiceType, practiceTypeLabel)}
              </select>
            )}
          </Field>
          <Field label="Taille du cabinet" error={errors.firmSize?.message}>
            {(p) => (
              <select {...p} {...form.register('firmSize')}>
                <option value="">Choisir…</option>
                {options(EDIT_FIRM_SIZES, firmSize, firmSizeLabel)}
              </select>
            )}
          </Field>
          <Field label="Sujet" error={errors.topic?.message}>
            {(p) => (
              <select {...p} {...form.register('topic')}>
                <option value="">Choisir…</option>
                {options(BLOG_TOPICS, topic, (v) => topicBadge(v).label)}
              </select>
            )}
          </Field>
        </div>
      </Panel>

      <Panel title="Publication">
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id="article-published" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
              <label htmlFor="article-published" className="text-sm font-medium text-slate-800">
                Publié
              </label>
              <span className="text-sm text-slate-500">{field.value ? '(visible sur le blog)' : '(brouillon, invisible du public)'}</span>
            </div>
          )}
        />
      </Panel>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? (
            <>
              <Spinner /> {PENDING.save}
            </>
          ) : (
            submitLabel
          )}
        </Button>
        <Link to="/admin/dashboard" search={{ view: 'articles' }} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Annuler
        </Link>
      </div>
    </form>
  );
}

/** Top of the edit and new screens: back button to the dashboard and the title. */
export function ArticleScreenHeader({ title }: { title: string }) {
  return (
    <div className="mb-6 flex flex-col gap-3">
      <Link to="/admin/dashboard" search={{ view: 'articles' }} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
        <ArrowLeft aria-hidden="true" /> Retour au tableau de bord
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
    </div>
  );
}
