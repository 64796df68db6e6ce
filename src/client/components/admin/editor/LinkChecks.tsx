/**
 * The internal links of the article checked as one types (debounced), inside the SEO analysis:
 * « Lien interne cassé : /blog/… » for a path that answers 404 or 410, « Lien redirigé vers … »
 * for a path a redirect rule sends elsewhere, with « Corriger le lien » pointing the link at the
 * rule's target in the content. The server decides (`adminBlog.checkLinks`): the database and the
 * page routes, no request to the pages themselves.
 */
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleX } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LINK_CHECK_MAX, LINK_MESSAGES } from '#shared/blog/link-check';
import { linkedPaths, rewriteLinks } from '#shared/blog/links';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { cn } from '#client/ui/cn';

/** Wait after the last keystroke before asking the server again. */
const LINK_CHECK_DEBOUNCE_MS = 500;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function LinkChecks({ content, siteUrl, onFix }: { content: string; siteUrl: string; onFix: (content: string) => void }) {
  const settled = useDebounced(content, LINK_CHECK_DEBOUNCE_MS);
  const paths = useMemo(() => linkedPaths(settled, siteUrl).slice(0, LINK_CHECK_MAX), [settled, siteUrl]);
  const utils = trpc.useUtils();
  const checks = useQuery({
    queryKey: ['adminBlog.checkLinks', paths],
    queryFn: () => utils.client.adminBlog.checkLinks.mutate({ paths }),
    enabled: paths.length > 0,
    placeholderData: (previous) => previous,
  });
  // Links fixed since the last check: gone from the list at once, before the next answer.
  const [fixed, setFixed] = useState<ReadonlySet<string>>(new Set());
  const [announce, setAnnounce] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => setFixed(new Set()), [paths]);
  // « Lien corrigé » is said until the check of the corrected content answers.
  useEffect(() => setAnnounce(''), [checks.data]);

  if (paths.length === 0) return null;
  const problems = (checks.data ?? []).filter((c) => c.status !== 'ok' && paths.includes(c.path) && !fixed.has(c.path));
  const summary = checks.isError
    ? LINK_MESSAGES.checkFailed
    : checks.data === undefined
      ? LINK_MESSAGES.checking
      : problems.length === 0
        ? LINK_MESSAGES.allGood(paths.length)
        : '';

  const fix = (path: string, to: string) => {
    onFix(rewriteLinks(content, siteUrl, path, to));
    setFixed((before) => new Set(before).add(path));
    setAnnounce(LINK_MESSAGES.fixed(path, to));
    // The button goes with its line: the focus stays in the panel, on its heading.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="link-checks-heading" data-testid="link-checks" className="mt-5 grid gap-2">
      <h4 id="link-checks-heading" ref={heading} tabIndex={-1} className="text-sm font-medium text-slate-800 focus:outline-none">
        {LINK_MESSAGES.heading}
      </h4>
      <p role="status" className="text-sm text-slate-600 empty:hidden">
        {announce || summary}
      </p>
      {problems.length > 0 ? (
        <ul className="grid gap-2" aria-label="Liens internes à revoir">
          {problems.map((check) => {
            const to = check.status === 'redirected' ? check.to : undefined;
            const Icon = to ? CircleAlert : CircleX;
            return (
              <li key={check.path} data-link={check.path} data-status={check.status} className="flex flex-wrap items-start gap-2 text-sm text-slate-700">
                <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', to ? 'text-amber-500' : 'text-red-600')} />
                <span className="min-w-0 flex-1 break-words">{to ? LINK_MESSAGES.redirected(to, check.path) : LINK_MESSAGES.broken(check.path)}</span>
                {to ? (
                  <Button size="sm" variant="outline" onClick={() => fix(check.path, to)}>
                    {LINK_MESSAGES.fix}
                    <span className="sr-only">{` ${check.path}`}</span>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
