/** What a crawler reads in a server-rendered page: head tags, JSON-LD blocks, links. */
import { Parser } from 'htmlparser2';

export type PageFacts = {
  lang: string | undefined;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  og: Record<string, string>;
  jsonLd: string[];
  /** href of every <a> */
  links: string[];
  h1: string[];
  text: string;
};

export function readPage(html: string): PageFacts {
  const facts: PageFacts = { lang: undefined, title: '', description: undefined, canonical: undefined, robots: undefined, og: {}, jsonLd: [], links: [], h1: [], text: '' };
  let inTitle = false;
  let inJsonLd = false;
  let inScriptOrStyle = false;
  let h1Depth = 0;
  let jsonLd = '';
  let h1 = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'html') facts.lang = attrs.lang;
        if (name === 'title') inTitle = true;
        if (name === 'meta') {
          if (attrs.name === 'description') facts.description = attrs.content;
          if (attrs.name === 'robots') facts.robots = attrs.content;
          if (attrs.property?.startsWith('og:') && attrs.content !== undefined) facts.og[attrs.property] = attrs.content;
        }
        if (name === 'link' && attrs.rel === 'canonical') facts.canonical = attrs.href;
        if (name === 'script') {
          inScriptOrStyle = true;
          if (attrs.type === 'application/ld+json') {
            inJsonLd = true;
            jsonLd = '';
          }
        }
        if (name === 'style') inScriptOrStyle = true;
        if (name === 'a' && attrs.href !== undefined) facts.links.push(attrs.href);
        if (name === 'h1') {
          h1Depth += 1;
          h1 = '';
        }
      },
      ontext(text) {
        if (inTitle) facts.title += text;
        if (inJsonLd) jsonLd += text;
        if (h1Depth > 0) h1 += text;
        if (!inScriptOrStyle) facts.text += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'script') {
          if (inJsonLd) facts.jsonLd.push(jsonLd);
          inJsonLd = false;
          inScriptOrStyle = false;
        }
        if (name === 'style') inScriptOrStyle = false;
        if (name === 'h1') {
          h1Depth -= 1;
          facts.h1.push(h1.trim());
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  facts.text = facts.text.replace(/\s+/g, ' ');
  return facts;
}

/** The @type of every JSON-LD object of a page (parsing each block: invalid JSON throws). */
export function jsonLdTypes(facts: PageFacts): string[] {
  return facts.jsonLd.flatMap((block) => {
    const data = JSON.parse(block) as { '@type'?: string } | { '@type'?: string }[];
    return (Array.isArray(data) ? data : [data]).map((d) => String(d['@type']));
  });
}

/**
 * The executable inline scripts found in a page (not `src=` ones, not JSON-LD or other data
 * blocks): what a browser would run, to check that the CSP allows each of them. The server never
 * reads these: it hashes the scripts its renderer writes.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attrs = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(text);
  }
  return scripts;
}
