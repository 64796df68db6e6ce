/**
 * Internal links checked before they break. What a path of this site answers is decided here
 * without an HTTP request to ourselves, in the order a request meets them: a redirect rule first
 * (answered before any page: 301/302/308 → redirected, 410 → broken), then the files the server
 * sends outside the page routes and the page routes (`deps.livePage`, seo/live-pages.ts).
 * And an article's back links: the published articles whose content links to it.
 */
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { blogPosts, redirects } from '#db/schema';
import { internalLinks, internalPath, linkedPaths } from '#shared/blog/links';
import { LINK_CHECK_MAX, LINK_MESSAGES, type BacklinkItem, type LinkCheckInput, type LinkCheckItem } from '#shared/blog/link-check';
import { articlePath, isNeverPage, normalisePath } from '#shared/seo/redirects';
import { DomainError } from '../platform/errors';
import type { Deps } from '../platform/deps';
import { ruleOf } from '../seo/redirects';

type CheckDeps = Pick<Deps, 'db' | 'config' | 'livePage'>;

/** What `path` (normalised) answers. */
async function answerOf(deps: CheckDeps, sitePath: string): Promise<LinkCheckItem> {
  const rule = isNeverPage(sitePath) ? null : await ruleOf(deps, sitePath);
  if (rule) {
    return rule.status === 410 || !rule.to
      ? { path: sitePath, status: 'broken', httpStatus: rule.status }
      : { path: sitePath, status: 'redirected', httpStatus: rule.status, to: rule.to };
  }
  const served = await deps.livePage(sitePath).catch(() => false);
  return served ? { path: sitePath, status: 'ok', httpStatus: 200 } : { path: sitePath, status: 'broken', httpStatus: 404 };
}

/**
 * The answer of each distinct site path among `paths` (paths or addresses on the site's host;
 * others are left out), or among the links of `content`, in order of first appearance; at most
 * LINK_CHECK_MAX paths in all (400 beyond).
 */
export async function checkLinks(deps: CheckDeps, input: LinkCheckInput): Promise<LinkCheckItem[]> {
  const siteUrl = deps.config.SITE_URL;
  const fromPaths = (input.paths ?? []).map((target) => internalPath(target, siteUrl));
  const fromContent = input.content === undefined ? [] : linkedPaths(input.content, siteUrl);
  const paths = [...new Set([...fromPaths, ...fromContent].filter((p): p is string => p !== null))];
  if (paths.length > LINK_CHECK_MAX) throw new DomainError('invalid', LINK_MESSAGES.tooMany);
  const answers: LinkCheckItem[] = [];
  for (const sitePath of paths) answers.push(await answerOf(deps, sitePath));
  return answers;
}

const ARTICLE_NOT_FOUND = 'Article non trouvé';

/**
 * The published articles (scheduled ones included) whose content links to the article `id`: to
 * its address, or to an old address of it that a redirect rule sends there. By title.
 */
export async function backlinks(deps: Pick<Deps, 'db' | 'config'>, id: number): Promise<BacklinkItem[]> {
  const [article] = await deps.db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!article) throw new DomainError('not-found', ARTICLE_NOT_FOUND);
  const target = articlePath(article.slug);
  const olds = await deps.db.select({ from: redirects.fromPath }).from(redirects).where(eq(redirects.toTarget, target));
  const wanted = new Set([target, ...olds.map((rule) => normalisePath(rule.from)).filter((p): p is string => p !== null)]);
  const candidates = await deps.db
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, content: blogPosts.content })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), ne(blogPosts.id, id), or(...[...wanted].map((p) => sql`instr(${blogPosts.content}, ${p}) > 0`))))
    .orderBy(asc(blogPosts.title), asc(blogPosts.id));
  return candidates
    .filter((post) => internalLinks(post.content, deps.config.SITE_URL).some((link) => wanted.has(link.path)))
    .map(({ id, title, slug }) => ({ id, title, slug }));
}
