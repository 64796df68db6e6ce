/**
 * The article form of /admin/blog/edit/{id} and /admin/blog/new (spec §2, §4, §5): basic
 * information, SEO, image generator, classification and publication.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import {
  EDIT_FIRM_SIZES,
  EDIT_PRACTICE_TYPES,
  BLOG_TOPICS,
  firmSizeLabel,
  practiceTypeLabel,
  topicLabel,
} from '#shared/practice/areas';
import { nextSlug } from '#shared/format/slug';
import { ArticleFormInput, type ArticleFormValues, type ArticleSaveInput } from '#shared/blog/schemas';
import { PENDING } from '#shared/messages';
import { Button, buttonClasses } from '#client/ui/button';
import { Switch } from '#client/ui/switch';
import type { AdminPost } from '../common/types';
import { Field, Panel, Spinner } from '../common/ui';
import { ArticleImagePanel } from './ArticleImagePanel';
import { CategoryPicker } from './CategoryPicker';
import { LinkChecks } from './LinkChecks';
import { MarkdownPreview } from './MarkdownPreview';
import { SeoChecks, SeoScore, useSeoAnalysis } from './SeoPanel';
import { SnippetPreview } from './SnippetPreview';
import { cn } from '#client/ui/cn';

type FormOutput = z.output<typeof ArticleFormInput>;

/** Form values of a stored article (keywords as one comma-separated text). */
function articleToFormValues(post: AdminPost | null): ArticleFormValues {
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
    focusKeyword: post?.focusKeyword ?? '',
    publishAt: post?.publishAt ? toDateTimeLocal(post.publishAt) : '',
    categoryIds: post?.categoryIds ?? [],
  };
}

/** A Date as the value of an `<input type="datetime-local">` (the browser's time zone). */
function toDateTimeLocal(date: Date | string): string {
  const d = new Date(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
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
  onSubmit: (values: ArticleSaveInput, setError: UseFormSetError<ArticleFormValues>) => void;
};

export function ArticleForm({ post, submitLabel, pending, onSubmit }: ArticleFormProps) {
  const form = useForm<ArticleFormValues, unknown, FormOutput>({
    resolver: zodResolver(ArticleFormInput),
    defaultValues: articleToFormValues(post),
  });
  const { errors } = form.formState;
  const previousTitle = useRef(post?.title ?? '');
  const practiceType = form.watch('practiceType');
  const firmSize = form.watch('firmSize');
  const topic = form.watch('topic');
  const [title, slug, metaDescription, content, focusKeyword, published, publishAt] = form.watch([
    'title',
    'slug',
    'metaDescription',
    'content',
    'focusKeyword',
    'published',
    'publishAt',
  ]);
  const siteUrl = (useRouter().options.context as { siteUrl?: string }).siteUrl ?? '';
  const siteHost = siteUrl.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  const analysis = useSeoAnalysis({ title, slug, metaDescription: metaDescription ?? '', content, focusKeyword: focusKeyword ?? '' }, siteHost);
  const [tab, setTab] = useState<'write' | 'preview'>('write');

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
          <div className="grid gap-2">
            <div role="tablist" aria-label="Contenu" className="inline-flex self-start rounded-lg border border-slate-300 p-0.5 text-sm xl:hidden">
              {(['write', 'preview'] as const).map((t) => (
                <button
                  key={t}
                  type="button"
                  role="tab"
                  aria-selected={tab === t}
                  aria-controls={t === 'write' ? 'article-content-editor' : 'article-content-preview'}
                  onClick={() => setTab(t)}
                  className={cn('rounded-md px-3 py-1 font-medium', tab === t ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
                >
                  {t === 'write' ? 'Écrire' : 'Aperçu'}
                </button>
              ))}
            </div>
            <div className="grid gap-4 xl:grid-cols-2">
              <div id="article-content-editor" className={cn(tab === 'write' ? '' : 'hidden', 'min-w-0 xl:block')}>
                <Field label="Contenu (Markdown)" error={errors.content?.message}>
                  {(p) => <textarea {...p} {...form.register('content')} rows={22} className={`${p.className} font-mono text-sm`} />}
                </Field>
              </div>
              <div id="article-content-preview" className={cn(tab === 'preview' ? 'flex' : 'hidden', 'min-w-0 flex-col gap-1.5 xl:flex')}>
                <p className="text-sm font-medium text-slate-800">Aperçu</p>
                <MarkdownPreview markdown={content} />
              </div>
            </div>
          </div>
        </div>
      </Panel>

      <Panel title="SEO" actions={<SeoScore analysis={analysis} />}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="grid min-w-0 content-start gap-4 [&>*]:min-w-0">
            <Field label="Mot-clé principal" error={errors.focusKeyword?.message} hint="L’expression que l’article doit positionner : avocat droit pénal Lyon">
              {(p) => <input {...p} {...form.register('focusKeyword')} />}
            </Field>
            <Field label="Meta description" error={errors.metaDescription?.message}>
              {(p) => <textarea {...p} {...form.register('metaDescription')} rows={3} />}
            </Field>
            <Field label="Mots-clés" error={errors.keywords?.message} hint="Séparés par des virgules : seo avocat, droit pénal, Lyon">
              {(p) => <input {...p} {...form.register('keywords')} />}
            </Field>
            <div>
              <h3 className="mb-2 text-sm font-medium text-slate-800">Aperçu dans Google</h3>
              <SnippetPreview title={title} slug={slug} description={metaDescription || form.getValues('excerpt')} siteUrl={siteUrl} />
            </div>
          </div>
          <div className="min-w-0">
            <h3 className="mb-2 text-sm font-medium text-slate-800">Analyse SEO</h3>
            <SeoChecks analysis={analysis} />
            <LinkChecks content={content} siteUrl={siteUrl} onFix={(next) => form.setValue('content', next, { shouldDirty: true })} />
          </div>
        </div>
      </Panel>

      <ArticleImagePanel form={form} />

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
                {options(BLOG_TOPICS, topic, topicLabel)}
              </select>
            )}
          </Field>
        </div>
      </Panel>

      <Panel title="Catégories">
        <Controller control={form.control} name="categoryIds" render={({ field }) => <CategoryPicker value={field.value ?? []} onChange={field.onChange} />} />
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
        <div className="mt-4 max-w-sm">
          <Field
            label="Date de publication (facultative)"
            error={errors.publishAt?.message}
            hint={
              published && publishAt && new Date(publishAt).getTime() > Date.now()
                ? 'Programmé : l’article apparaîtra sur le blog à cette date, sans autre action.'
                : 'Vide : visible dès l’enregistrement (si « Publié »). Une date future programme la publication.'
            }
          >
            {(p) => <input {...p} type="datetime-local" {...form.register('publishAt')} />}
          </Field>
        </div>
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
        <Link to="/admin/dashboard/articles" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
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
      <Link to="/admin/dashboard/articles" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
        <ArrowLeft aria-hidden="true" /> Retour au tableau de bord
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
    </div>
  );
}
