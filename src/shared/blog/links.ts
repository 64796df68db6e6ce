/**
 * The internal links of an article's Markdown: every link (inline `[texte](/blog/x)`, reference
 * `[texte][ref]` with its `[ref]: /blog/x`, autolink `<https://…>` or bare address) to a path of
 * this site — relative `/…`, or absolute on the site's host (with or without `www.`). Images,
 * code and raw HTML are not links. The query string and the fragment are not part of the path
 * checked. Each link knows where its target is written, so « Corriger le lien » rewrites it in
 * place. The editor, the link check (`adminBlog.checkLinks`) and the back links read this.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { normalisePath } from '../seo/redirects';

export type ContentLink = {
  /** The target as Markdown gives it: `/blog/x?a#b`, `https://www.site.fr/blog/x`. */
  href: string;
  /** The site path it reaches, as redirect rules store paths: `/blog/x`. */
  path: string;
  /** Where the target is written in the content (the definition's, for a reference link); null when it cannot be found. */
  at: { start: number; end: number } | null;
  /** An autolink or a bare address: only an absolute address keeps it a link. */
  autolink: boolean;
};

/** `www.site.fr` and `site.fr` are the same site. */
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The origin of the site's address (`SITE_URL`), or null when it is not an address. */
function siteOrigin(siteUrl: string): URL | null {
  try {
    return new URL(siteUrl);
  } catch {
    return null;
  }
}

/**
 * The site path a link target reaches (no query string, fragment or trailing slash), or null for
 * another site, a relative target without `/` (`page.html`, `#partie`), `mailto:`…
 */
export function internalPath(href: string, siteUrl: string): string | null {
  let path: string;
  if (/^\/(?!\/)/.test(href)) {
    path = href.replace(/[?#].*$/s, '');
  } else if (/^(https?:)?\/\//i.test(href)) {
    let url: URL;
    try {
      url = new URL(href, 'https://invalid.invalid');
    } catch {
      return null;
    }
    const site = siteOrigin(siteUrl);
    if (!site || bareHost(url.host) !== bareHost(site.host)) return null;
    path = url.pathname;
  } else {
    return null;
  }
  return normalisePath(path || '/');
}

/** Index of the `]` closing the label that opens at `from` (a `[`), escapes and nested brackets skipped; -1 if none. */
function labelEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** The destination written at `from` (spaces skipped): `<…>` or up to a space or the unbalanced `)`. */
function destinationAt(text: string, from: number): { start: number; end: number } | null {
  let i = from;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  if (text[i] === '<') {
    const close = text.indexOf('>', i + 1);
    return close === -1 ? null : { start: i + 1, end: close };
  }
  const start = i;
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') i++;
    else if (/\s/.test(c)) break;
    else if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  return i > start ? { start, end: i } : null;
}

const labelKey = (label: string) => label.toLowerCase().replace(/\s+/g, ' ').trim();

type Found = { token: Tokens.Link; start: number | null };

/** The tokens below `token`: inline tokens, list items, table cells. */
function childrenOf(token: Token): readonly Token[] {
  if (token.type === 'list') return (token as Tokens.List).items;
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    return [...table.header, ...table.rows.flat()].flatMap((cell) => cell.tokens);
  }
  return (token as { tokens?: Token[] }).tokens ?? [];
}

/**
 * Every link token in document order with the offset of its raw text, and every definition's
 * destination by label. Offsets are searched forward from the last token found, within the
 * top-level block holding it (a block's raw text is the content's).
 */
function scan(content: string): { links: Found[]; definitions: Map<string, { start: number; end: number } | null> } {
  const links: Found[] = [];
  const definitions = new Map<string, { start: number; end: number } | null>();
  let cursor = 0;
  let blockEnd = 0;
  let blockFound = false;
  const locate = (raw: string): number | null => {
    if (!blockFound || !raw) return null;
    const at = content.indexOf(raw, cursor);
    if (at === -1 || at + raw.length > blockEnd) return null;
    cursor = at + raw.length;
    return at;
  };
  const visit = (token: Token) => {
    if (token.type === 'link') {
      links.push({ token: token as Tokens.Link, start: locate(token.raw) });
      return;
    }
    if (token.type === 'def') {
      const def = token as Tokens.Def;
      const start = locate(def.raw);
      const open = def.raw.indexOf('[');
      const close = labelEnd(def.raw, open);
      const destination = start === null || close === -1 ? null : destinationAt(def.raw, close + 2);
      const key = labelKey(def.tag);
      if (!definitions.has(key)) definitions.set(key, destination && start !== null ? { start: start + destination.start, end: start + destination.end } : null);
      return;
    }
    const children = childrenOf(token);
    if (children.length === 0) locate(token.raw);
    else children.forEach(visit);
  };
  for (const block of new Lexer({ gfm: true }).lex(content)) {
    const at = content.indexOf(block.raw, cursor);
    blockFound = at !== -1;
    if (blockFound) {
      cursor = at;
      blockEnd = at + block.raw.length;
    }
    visit(block);
    if (blockFound) cursor = blockEnd;
  }
  return { links, definitions };
}

/** Where the target of a link token is written: in its raw text, or in its reference's definition. */
function targetOf(found: Found, definitions: Map<string, { start: number; end: number } | null>): { at: ContentLink['at']; autolink: boolean } {
  const { token, start } = found;
  const raw = token.raw;
  if (!raw.startsWith('[')) {
    // `<https://…>` or a bare address.
    const inner = raw.startsWith('<') ? { start: 1, end: raw.length - 1 } : { start: 0, end: raw.length };
    return { at: start === null ? null : { start: start + inner.start, end: start + inner.end }, autolink: true };
  }
  const close = labelEnd(raw, 0);
  if (close !== -1 && raw[close + 1] === '(') {
    const destination = destinationAt(raw, close + 2);
    return { at: start === null || !destination ? null : { start: start + destination.start, end: start + destination.end }, autolink: false };
  }
  // A reference: `[texte][ref]`, `[ref][]` or `[ref]`.
  const second = close !== -1 && raw[close + 1] === '[' ? raw.slice(close + 2, -1) : '';
  const label = second || raw.slice(1, close === -1 ? -1 : close);
  return { at: definitions.get(labelKey(label)) ?? null, autolink: false };
}

/** The links of `content` to paths of the site at `siteUrl` (`https://www.avocat-visible.fr`), in document order. */
export function internalLinks(content: string, siteUrl: string): ContentLink[] {
  const { links, definitions } = scan(content);
  const result: ContentLink[] = [];
  for (const found of links) {
    const path = internalPath(found.token.href, siteUrl);
    if (path === null) continue;
    result.push({ href: found.token.href, path, ...targetOf(found, definitions) });
  }
  return result;
}

/** The distinct site paths `content` links to, in order of first appearance. */
export function linkedPaths(content: string, siteUrl: string): string[] {
  return [...new Set(internalLinks(content, siteUrl).map((link) => link.path))];
}

/**
 * `content` with every link to `path` pointed at `to` (« Corriger le lien »): a path of the site
 * or an absolute address. The written query string or fragment stays when `to` has none; an
 * absolute link (and an autolink) stays absolute on the same origin.
 */
export function rewriteLinks(content: string, siteUrl: string, path: string, to: string): string {
  const edits = new Map<number, { end: number; text: string }>();
  const site = siteOrigin(siteUrl);
  for (const link of internalLinks(content, siteUrl)) {
    if (link.path !== path || !link.at || edits.has(link.at.start)) continue;
    const written = content.slice(link.at.start, link.at.end);
    const suffix = /[?#]/.test(to) ? '' : (/[?#].*$/s.exec(written)?.[0] ?? '');
    const origin = /^https?:\/\/[^/?#]+/i.exec(written)?.[0] ?? (link.autolink && site ? site.origin : '');
    const target = to.startsWith('/') ? origin + to : to;
    edits.set(link.at.start, { end: link.at.end, text: target + suffix });
  }
  let result = content;
  for (const [start, edit] of [...edits].sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + edit.text + result.slice(edit.end);
  return result;
}
