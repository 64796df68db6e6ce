/**
 * The SEO score « N/100 » and its checks, recomputed as one types (debounced): the same shared
 * rules as `POST /api/admin/blog/seo-analysis` (`analyzeArticle`), run in the browser.
 */
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { analyzeArticle, type SeoAnalysis, type SeoAnalysisArticle } from '#shared/blog/seo-analysis';
import { cn } from '#client/ui/cn';

/** Wait after the last keystroke before analysing again. */
const SEO_ANALYSIS_DEBOUNCE_MS = 300;

const STATUS = {
  good: { icon: CircleCheck, className: 'text-emerald-600', label: 'Bon' },
  improve: { icon: CircleAlert, className: 'text-amber-500', label: 'À améliorer' },
  bad: { icon: CircleX, className: 'text-red-600', label: 'Problème' },
} as const;

const ORDER = { bad: 0, improve: 1, good: 2 } as const;

export function useSeoAnalysis(article: SeoAnalysisArticle, siteHost: string): SeoAnalysis {
  const [analysis, setAnalysis] = useState(() => analyzeArticle(article, { siteHost }));
  const { title, slug, metaDescription, content, focusKeyword } = article;
  useEffect(() => {
    const timer = window.setTimeout(
      () => setAnalysis(analyzeArticle({ title, slug, metaDescription, content, focusKeyword }, { siteHost })),
      SEO_ANALYSIS_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [title, slug, metaDescription, content, focusKeyword, siteHost]);
  return analysis;
}

export function SeoScore({ analysis }: { analysis: SeoAnalysis }) {
  const { score } = analysis;
  const tone = score >= 70 ? 'bg-emerald-100 text-emerald-800 ring-emerald-300' : score >= 40 ? 'bg-amber-100 text-amber-800 ring-amber-300' : 'bg-red-100 text-red-800 ring-red-300';
  return (
    <p className={cn('inline-flex items-baseline gap-1 rounded-full px-3 py-1 font-semibold ring-1', tone)}>
      <span className="sr-only">Score SEO :</span>
      <span data-testid="seo-score" className="text-lg tabular-nums">{`${score}/100`}</span>
    </p>
  );
}

export function SeoChecks({ analysis }: { analysis: SeoAnalysis }) {
  const checks = [...analysis.checks].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <ul className="grid gap-2" aria-label="Analyse SEO" data-testid="seo-checks">
      {checks.map((check) => {
        const status = STATUS[check.status];
        const Icon = status.icon;
        return (
          <li key={check.id} data-check={check.id} data-status={check.status} className="flex items-start gap-2 text-sm text-slate-700">
            <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', status.className)} />
            <span>
              <span className="sr-only">{`${status.label} : `}</span>
              {check.message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
