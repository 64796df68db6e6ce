/** /admin/blog/edit/{id} and /admin/blog/new (spec §2, §4, §8). */
import { Link, useNavigate } from '@tanstack/react-router';
import { type ArticleSaveInput } from '#shared/blog/schemas';
import { MESSAGES } from '#shared/messages';
import { errorStatus, trpc } from '#client/trpc/trpc-react';
import { buttonClasses } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { ArticleForm, ArticleScreenHeader, type ArticleFormProps } from './ArticleForm';
import { FullPageSpinner } from '../shell/session';
import { useUnpublishGuard } from '../articles/Backlinks';

function Screen({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10 xl:max-w-7xl">{children}</main>;
}

/** A slug conflict (409) is shown under the slug field too. */
const onSaveError =
  (toast: ReturnType<typeof useToast>['toast']) =>
  (error: { message: string; data?: { httpStatus?: number } | null }, setError: Parameters<ArticleFormProps['onSubmit']>[1]) => {
    if (error.data?.httpStatus === 409) setError('slug', { message: error.message });
    toast({ ...MESSAGES.adminBlog.saveError, variant: 'destructive' });
  };

export function EditArticleScreen({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const post = trpc.adminBlog.byId.useQuery({ id }, { enabled: valid });
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const update = trpc.adminBlog.update.useMutation();
  const unpublish = useUnpublishGuard();

  if (!valid || post.isError) {
    const message = !valid || errorStatus(post.error) === 404 ? MESSAGES.adminBlog.articleNotFound : MESSAGES.adminBlog.articleLoadError;
    return (
      <Screen>
        <div role="alert" className="rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-xl font-bold text-slate-900">{message}</h1>
          <p className="mt-2 text-slate-600">L'article demandé n'a pas pu être chargé.</p>
          <Link to="/admin/dashboard/articles" className={buttonClasses({ className: 'mt-6' })}>
            Retour au tableau de bord
          </Link>
        </div>
      </Screen>
    );
  }
  if (post.isPending) return <FullPageSpinner label="Chargement de l'article..." />;

  const write = (data: ArticleSaveInput, setError: Parameters<ArticleFormProps['onSubmit']>[1]) =>
    update.mutate(
      { id, data },
      {
        onSuccess: async (saved) => {
          utils.adminBlog.byId.setData({ id }, saved);
          await Promise.all([utils.adminBlog.list.invalidate(), utils.blog.invalidate()]);
          toast({ ...MESSAGES.adminBlog.saveSuccess, variant: 'success' });
        },
        onError: (error) => onSaveError(toast)(error, setError),
      },
    );
  // Saved as a draft while published: the articles that link to it are named first, if any.
  const save = (data: ArticleSaveInput, setError: Parameters<ArticleFormProps['onSubmit']>[1]) =>
    post.data.published && !data.published ? void unpublish.guard(post.data, () => write(data, setError)) : write(data, setError);

  return (
    <Screen>
      <ArticleScreenHeader title="Modifier l'article" />
      {/* `key`: a saved article refills the form from the stored values. */}
      <ArticleForm
        key={post.data.updatedAt.getTime()}
        post={post.data}
        submitLabel="Enregistrer les modifications"
        pending={update.isPending || unpublish.checking !== null}
        onSubmit={save}
      />
      {unpublish.dialog}
    </Screen>
  );
}

export function NewArticleScreen() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = trpc.adminBlog.create.useMutation();
  const save = (data: ArticleSaveInput, setError: Parameters<ArticleFormProps['onSubmit']>[1]) =>
    create.mutate(data, {
      onSuccess: async (created) => {
        utils.adminBlog.byId.setData({ id: created.id }, created);
        await Promise.all([utils.adminBlog.list.invalidate(), utils.blog.invalidate()]);
        toast({ title: 'Article créé', description: created.published ? "L'article est publié sur le blog." : "L'article est enregistré en brouillon.", variant: 'success' });
        await navigate({ to: '/admin/blog/edit/$id', params: { id: String(created.id) }, replace: true });
      },
      onError: (error) => onSaveError(toast)(error, setError),
    });
  return (
    <Screen>
      <ArticleScreenHeader title="Nouvel article" />
      <ArticleForm post={null} submitLabel="Créer l'article" pending={create.isPending} onSubmit={save} />
    </Screen>
  );
}
