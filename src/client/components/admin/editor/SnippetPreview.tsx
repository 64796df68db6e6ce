/**
 * How the article may look in Google's results, mobile and desktop: the title cut like Google
 * (about 60 characters), the address …/blog/{slug}, the description (about 155 characters).
 */
import { useState } from 'react';
import { snippetText, SNIPPET_LIMITS } from '#shared/blog/snippet';
import { cn } from '#client/ui/cn';

export function SnippetPreview({ title, slug, description, siteUrl }: { title: string; slug: string; description: string; siteUrl: string }) {
  const [device, setDevice] = useState<'mobile' | 'desktop'>('mobile');
  const limits = SNIPPET_LIMITS[device];
  const host = siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const crumbs = `${host} › blog › ${slug || 'votre-slug'}`;
  const shownTitle = snippetText(title, limits.title) || 'Titre de l’article';
  const shownDescription = snippetText(description, limits.description) || 'Ajoutez une meta description : Google affichera sinon un extrait du texte.';
  return (
    <div data-testid="snippet-preview">
      <div role="tablist" aria-label="Appareil" className="mb-3 inline-flex rounded-lg border border-slate-300 p-0.5 text-sm">
        {(['mobile', 'desktop'] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={device === d}
            onClick={() => setDevice(d)}
            className={cn('rounded-md px-3 py-1 font-medium', device === d ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
          >
            {d === 'mobile' ? 'Mobile' : 'Ordinateur'}
          </button>
        ))}
      </div>
      <div
        data-device={device}
        className={cn(
          'rounded-xl border border-slate-200 bg-white p-4 font-[arial,sans-serif] shadow-xs',
          device === 'mobile' ? 'max-w-[360px]' : 'max-w-[600px]',
        )}
      >
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-800">
            AV
          </span>
          <div className="min-w-0 leading-tight">
            <p className="truncate text-sm text-[#202124]">Avocat Visible</p>
            <p className="truncate text-xs text-[#4d5156]" data-testid="snippet-url">
              {crumbs}
            </p>
          </div>
        </div>
        <p
          data-testid="snippet-title"
          className={cn('mt-2 text-[#1a0dab]', device === 'mobile' ? 'text-lg leading-snug' : 'text-xl leading-snug')}
        >
          {shownTitle}
        </p>
        <p data-testid="snippet-description" className="mt-1 text-sm leading-relaxed text-[#4d5156]">
          {shownDescription}
        </p>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {`Titre : ${title.trim().length}/${limits.title} caractères · description : ${description.trim().length}/${limits.description}.`}
      </p>
    </div>
  );
}
