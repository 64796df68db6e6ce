/**
 * The pages of the native form posts (decision 064): plain server HTML, no script, the site's own
 * stylesheet inlined. They answer the forms posted before their code had loaded or with
 * JavaScript off: a form again with its French messages, a result, a thank-you.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Response } from 'express';
import { CLIENT_DIST_DIR } from '../platform/paths';
import { clientStylesheets, readClientManifest } from '../platform/ssr/client-manifest';
import { StaticSiteFooter, StaticSiteHeader } from './site-chrome';

let stylesheet: string | undefined;

/** The built client's stylesheet, inlined (read once); the source file in development. */
function siteStylesheet(): string {
  if (stylesheet !== undefined) return stylesheet;
  try {
    const files = clientStylesheets(readClientManifest());
    stylesheet = `<style>${files.map((file) => fs.readFileSync(path.join(CLIENT_DIST_DIR, file), 'utf8')).join('\n')}</style>`;
  } catch {
    stylesheet = '<link rel="stylesheet" href="/src/client/styles.css">';
  }
  return stylesheet;
}

/**
 * An indexable page's head: its description, its canonical address and Open Graph image (both
 * absolute). Without it, a page is `noindex` (a form's answer, a week of slots, a manage link).
 */
export type IndexableHead = { description: string; url: string; image: string };

function headTags(title: string, head: IndexableHead | undefined): string {
  if (!head) return '<meta name="robots" content="noindex">';
  const attr = (text: string) => escapeTitle(text).replace(/"/g, '&quot;');
  return (
    `<meta name="description" content="${attr(head.description)}"><link rel="canonical" href="${attr(head.url)}">` +
    `<meta property="og:type" content="website"><meta property="og:site_name" content="Avocat Visible"><meta property="og:locale" content="fr_FR">` +
    `<meta property="og:title" content="${attr(title)}"><meta property="og:description" content="${attr(head.description)}">` +
    `<meta property="og:url" content="${attr(head.url)}"><meta property="og:image" content="${attr(head.image)}"><meta name="twitter:card" content="summary_large_image">`
  );
}

/** Sends a whole page: `status`, never stored by any cache (per visitor, per input); `noindex` unless given an indexable head. */
export function sendPage(res: Response, status: number, title: string, body: ReactNode, head?: IndexableHead): void {
  const html =
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeTitle(title)} | Avocat Visible</title>${headTags(title, head)}${siteStylesheet()}</head>` +
    renderToStaticMarkup(<Shell path={res.req.path}>{body}</Shell>) +
    '</html>';
  res.status(status).setHeader('Cache-Control', 'private, no-store').type('html').send(html);
}

const escapeTitle = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function Shell({ path, children }: { path: string; children: ReactNode }) {
  return (
    <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
      <StaticSiteHeader current={path} />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:py-14">{children}</main>
      <StaticSiteFooter />
    </body>
  );
}

/** A white card with a title (the page's h1). */
export function Card({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      {children}
    </section>
  );
}

/** The form's general message (the first problem, or a refusal such as the rate limit). */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}

/** A link styled as the site's main button. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="mt-6 inline-flex h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
      {children}
    </a>
  );
}
