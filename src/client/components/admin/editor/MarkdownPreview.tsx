/**
 * Live preview of the article body: the SAME function as the public article page
 * (`renderMarkdown`: marked + the sanitize-html allow-list), run in the browser.
 */
import { useDeferredValue, useMemo } from 'react';
import { renderMarkdown } from '#shared/blog/markdown';

export function MarkdownPreview({ markdown, id }: { markdown: string; id?: string }) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <div
      id={id}
      data-testid="article-preview"
      aria-label="Aperçu de l'article"
      className="max-h-[80vh] min-h-64 flex-1 overflow-auto rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      {deferred.trim() ? (
        // Sanitised by renderMarkdown's allow-list, exactly as on the public page.
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="text-sm text-slate-500">L'aperçu apparaît ici dès que vous écrivez.</p>
      )}
    </div>
  );
}
