import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, CircleAlert, LoaderCircle, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FIRM_SIZES, FIRM_SIZE_LABELS, GENERATOR_PRACTICE_TYPES, GENERATOR_PRACTICE_TYPE_LABELS, GENERATOR_TOPICS, GENERATOR_TOPIC_LABELS, LENGTHS, LENGTH_LABELS, TONES, TONE_LABELS, DEFAULT_LENGTH, DEFAULT_TONE, type GeneratorPracticeType } from '#shared/practice/areas';
import { GenerateArticleInput } from '#shared/ai/schemas';
import { MESSAGES, PENDING } from '#shared/messages';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { cn } from '#client/ui/cn';
import { useToast } from '#client/ui/toast';
import { Field, OptionsSelect } from '#client/components/forms/Field';
import { CONTROL_CLASSES, Section } from './fields';
import { IdeasPanel } from './IdeasPanel';
import { ImageBlock } from './ImageBlock';
import { StreamingDraft } from './StreamingDraft';
import { UsagePanel } from './UsagePanel';
import { useGenerationStream } from './useGenerationStream';

type FormInput = z.input<typeof GenerateArticleInput>;
type FormOutput = z.output<typeof GenerateArticleInput>;

/** Empty selects: the form starts with nothing chosen but the spec's defaults. */
const DEFAULTS = {
  practiceType: '',
  firmSize: '',
  topic: '',
  customTopic: '',
  tone: DEFAULT_TONE,
  length: DEFAULT_LENGTH,
  imageUrl: '',
} as unknown as FormInput;

/**
 * The AI article generator (spec §2, §4, §5, §8): the form, topic ideas for the chosen
 * practice type, an optional image, progress while the article is written, then back to the
 * dashboard once the draft is saved.
 */
export function ArticleGenerator() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(GenerateArticleInput),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
  });
  const { register, handleSubmit, setValue, watch, formState } = form;
  const errors = formState.errors;
  const practiceType = watch('practiceType');
  const topic = watch('topic');
  const customTopic = watch('customTopic') ?? '';
  const imageUrl = watch('imageUrl') ?? '';

  const ideas = trpc.ai.ideas.useMutation({
    onSuccess: ({ ideas: list }) =>
      toast({ title: MESSAGES.ideas.success.title, description: MESSAGES.ideas.success.description(list.length), variant: 'success' }),
    onError: () => toast({ ...MESSAGES.ideas.error, variant: 'destructive' }),
  });

  // The article is streamed: its text appears as it is written, and « Arrêter » stops it.
  const generation = useGenerationStream({
    onDone: async () => {
      toast({ ...MESSAGES.generator.success, variant: 'success' });
      void utils.ai.usage.invalidate();
      await utils.adminBlog.invalidate();
      await navigate({ to: '/admin/dashboard' });
    },
    onError: (message) => {
      toast({ ...MESSAGES.generator.error, variant: 'destructive' });
      setFailure(message);
      void utils.ai.usage.invalidate();
      window.setTimeout(() => failureRef.current?.focus(), 0);
    },
  });
  const stopGeneration = () => {
    generation.stop();
    toast({ title: 'Génération arrêtée', description: 'Aucun article n’a été enregistré.' });
    void utils.ai.usage.invalidate();
  };

  const fetchIdeas = (value: string) => {
    if ((GENERATOR_PRACTICE_TYPES as readonly string[]).includes(value)) {
      ideas.mutate({ practiceType: value as GeneratorPracticeType });
    } else {
      ideas.reset();
    }
  };

  const onValid = (values: FormOutput) => {
    setFailure(null);
    void generation.start(values);
  };
  const onInvalid = () => toast({ ...MESSAGES.generator.missingFields, variant: 'destructive' });

  const chooseIdea = (idea: string) => {
    setValue('customTopic', idea, { shouldValidate: formState.isSubmitted });
    setValue('topic', '' as FormInput['topic'], { shouldValidate: formState.isSubmitted });
  };

  const pending = generation.state.running;
  const practiceLabel = GENERATOR_PRACTICE_TYPE_LABELS[practiceType ?? ''] ?? null;
  const topicLabel = GENERATOR_TOPIC_LABELS[topic ?? ''] ?? '';
  const topicError = errors.topic?.message;
  const ideasPanel = (
    <IdeasPanel
      practiceLabel={practiceLabel}
      ideas={ideas.data?.ideas ?? []}
      pending={ideas.isPending}
      failed={ideas.isError}
      selected={customTopic}
      onChoose={chooseIdea}
      onRetry={() => fetchIdeas(practiceType ?? '')}
    />
  );

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <Link
        to="/admin/dashboard"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour au tableau de bord
      </Link>
      <header className="mt-4">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          <Sparkles aria-hidden="true" className="size-7 text-gold-500" />
          Générateur d’articles IA
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Choisissez la cible, le sujet et le style : l’article est rédigé puis enregistré en brouillon, à relire avant
          publication.
        </p>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid content-start gap-6" aria-busy={pending}>
          <p className="text-sm text-slate-600">
            Les champs marqués d’un <span className="text-red-700">*</span> sont obligatoires ; un thème ou un sujet
            personnalisé suffit.
          </p>
          <fieldset disabled={pending} className="grid gap-6">
            <Section title="Cible">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="practiceType" label="Domaine de pratique" required error={errors.practiceType?.message}>
                  {(aria) => (
                    <OptionsSelect
                      {...aria}
                      className={CONTROL_CLASSES}
                      {...register('practiceType', { onChange: (event) => fetchIdeas(event.target.value) })}
                      options={GENERATOR_PRACTICE_TYPES}
                      label={(value) => GENERATOR_PRACTICE_TYPE_LABELS[value]}
                      placeholder="Choisir un domaine"
                    />
                  )}
                </Field>
                <Field id="firmSize" label="Taille du cabinet" required error={errors.firmSize?.message}>
                  {(aria) => (
                    <OptionsSelect
                      {...aria}
                      className={CONTROL_CLASSES}
                      {...register('firmSize')}
                      options={FIRM_SIZES}
                      label={(value) => FIRM_SIZE_LABELS[value]}
                      placeholder="Choisir une taille"
                    />
                  )}
                </Field>
              </div>
            </Section>

            <Section title="Sujet" description="Un thème prédéfini, ou votre propre sujet (une idée proposée, par exemple).">
              <Field id="topic" label="Thème" error={topicError}>
                {(aria) => (
                  <OptionsSelect
                    {...aria}
                    className={CONTROL_CLASSES}
                    {...register('topic')}
                    options={GENERATOR_TOPICS}
                    label={(value) => GENERATOR_TOPIC_LABELS[value]}
                    placeholder="Aucun thème (sujet personnalisé)"
                  />
                )}
              </Field>
              <Field
                id="customTopic"
                label="Sujet personnalisé"
                hint="Rempli automatiquement quand vous choisissez une idée."
                error={errors.customTopic?.message}
              >
                {(aria) => (
                  <input
                    {...aria}
                    type="text"
                    maxLength={300}
                    className={CONTROL_CLASSES}
                    placeholder="Ex. : Garde à vue : la page d’urgence du cabinet"
                    {...register('customTopic')}
                  />
                )}
              </Field>
              <div className="lg:hidden">{ideasPanel}</div>
            </Section>

            <Section title="Style">
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">Ton</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-3">
                  {TONES.map((value) => (
                    <label
                      key={value}
                      className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
                    >
                      <input type="radio" value={value} className="size-4 accent-brand-700" {...register('tone')} />
                      {TONE_LABELS[value]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <Field id="length" label="Longueur">
                {(aria) => (
                  <OptionsSelect
                    {...aria}
                    className={CONTROL_CLASSES}
                    {...register('length')}
                    options={LENGTHS}
                    label={(value) => LENGTH_LABELS[value]}
                  />
                )}
              </Field>
            </Section>
          </fieldset>

          <ImageBlock
            imageUrl={imageUrl}
            filenameBase={customTopic.trim() || topicLabel || 'article-image'}
            onChange={(value) => setValue('imageUrl', value)}
            disabled={pending}
          />

          {pending ? <StreamingDraft state={generation.state} onStop={stopGeneration} /> : null}
          {failure && !pending ? (
            <div
              ref={failureRef}
              tabIndex={-1}
              role="alert"
              className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 outline-none"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
              <div>
                <p className="font-semibold">{MESSAGES.generator.error.description}</p>
                <p className="mt-1">{failure}</p>
                <p className="mt-1 text-red-800">Vos paramètres sont conservés : vous pouvez relancer la génération.</p>
              </div>
            </div>
          ) : null}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link
              to="/admin/dashboard"
              className={cn(
                'inline-flex h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-6 text-base font-semibold text-slate-800 hover:bg-slate-100',
                pending && 'pointer-events-none opacity-50',
              )}
            >
              Annuler
            </Link>
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
              {pending ? PENDING.generate : 'Générer l’article'}
            </Button>
          </div>
        </form>

        <aside className="grid content-start gap-6">
          {/* On wide screens the ideas sit beside the form; on phones, inside the subject section. */}
          <div className="hidden lg:block">{ideasPanel}</div>
          <UsagePanel />
          <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-600 shadow-sm">
            <h2 className="text-base font-semibold text-slate-900">Après la génération</h2>
            <p className="mt-2">
              L’article est enregistré en <strong>brouillon</strong> et marqué « IA ». Relisez-le, ajustez-le puis
              publiez-le depuis le tableau de bord.
            </p>
          </section>
        </aside>
      </div>
    </main>
  );
}
