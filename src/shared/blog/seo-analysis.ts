/**
 * SEO analysis of an article on its focus keyword (« Mot-clé principal »), as a writer types:
 * the same pure rules run in the edit screen (debounced) and behind
 * `POST /api/admin/blog/seo-analysis` (third parties, the AI generator's drafts).
 *
 * Each check is 'good' (1), 'improve' (0.5) or 'bad' (0) and has a weight;
 * score = round(100 × Σ weight × value / Σ weight). Title and description lengths, the heading
 * hierarchy and the keyword folding are the audit engine's rules (`shared/audit/page-rules.ts`).
 *
 * French readability: the Kandel–Moles formula (`french-text.ts`).
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { LENGTH_WORDS, type ArticleLength } from '../practice/areas';
import { AUDIT_LIMITS, headingGap, lengthStatus } from '../audit/page-rules';
import { slugify } from '../format/slug';
import { countWords } from '../format/text';
import { hasTransition, kandelMoles, occurrences, splitSentences } from './french-text';

type SeoCheckStatus = 'good' | 'improve' | 'bad';
type SeoCheck = { id: string; status: SeoCheckStatus; message: string };
export type SeoAnalysis = { score: number; checks: SeoCheck[] };

export type SeoAnalysisArticle = {
  title: string;
  slug: string;
  metaDescription?: string | null;
  content: string;
  focusKeyword?: string | null;
  /** The generator's length setting; without it, the audit's word thresholds. */
  length?: ArticleLength | null;
};

/** Thresholds of the analysis (one place; the messages quote them). */
const SEO_ANALYSIS_LIMITS = {
  title: AUDIT_LIMITS.title,
  metaDescription: AUDIT_LIMITS.metaDescription,
  /** Keyword density, % of the words: good inside [min, max], bad above `over`. */
  density: { min: 0.5, max: 2.5, over: 3.5 },
  /** A sentence is long above this many words; share of long sentences good ≤ good, bad > fair. */
  longSentenceWords: 25,
  longSentenceShare: { good: 0.25, fair: 0.4 },
  /** A paragraph is long above this many words. */
  longParagraphWords: 150,
  /** Share of sentences holding a transition word: good from good, bad under fair. */
  transitionShare: { good: 0.3, fair: 0.2 },
  /** Kandel–Moles ease: good from good, bad under fair. */
  readability: { good: 45, fair: 30 },
  /** An analysis passes from this score with no 'bad' check (the AI drafts must). */
  passScore: 70,
} as const;

const WEIGHTS: Record<string, number> = {
  'focus-keyword': 1,
  'title-length': 1,
  'meta-description-length': 1,
  'h2-structure': 1,
  'image-alt': 0.5,
  'internal-links': 1,
  'keyword-title': 2,
  'keyword-slug': 1,
  'keyword-intro': 1,
  'keyword-description': 1,
  'keyword-h2': 1,
  'keyword-density': 1.5,
  'text-length': 1,
  'sentence-length': 0.5,
  'paragraph-length': 0.5,
  'transition-words': 0.5,
  readability: 1,
};

/** What the analysis reads of the Markdown body. */
type Body = {
  headings: { depth: number; text: string }[];
  paragraphs: string[];
  images: { alt: string }[];
  links: string[];
};

/** Markdown inline marks removed: links keep their text, images and code marks go. */
function plain(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function readBody(content: string): Body {
  const body: Body = { headings: [], paragraphs: [], images: [], links: [] };
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'heading') {
        const heading = token as Tokens.Heading;
        body.headings.push({ depth: heading.depth, text: plain(heading.text) });
      } else if (token.type === 'paragraph') {
        const text = plain((token as Tokens.Paragraph).text);
        if (text) body.paragraphs.push(text);
      } else if (token.type === 'list') {
        for (const item of (token as Tokens.List).items) {
          const text = plain(item.text);
          if (text) body.paragraphs.push(text);
        }
      } else if (token.type === 'image') {
        body.images.push({ alt: (token as Tokens.Image).text.trim() });
      } else if (token.type === 'link') {
        body.links.push((token as Tokens.Link).href);
      }
      const children = (token as { tokens?: Token[] }).tokens;
      if (children && token.type !== 'heading' && token.type !== 'list') visit(children);
      if (token.type === 'list') for (const item of (token as Tokens.List).items) visit(item.tokens);
    }
  };
  visit(new Lexer({ gfm: true }).lex(content));
  return body;
}


const pct = (n: number) => `${Math.round(n * 100)} %`;
const fr = (n: number, digits = 1) => n.toFixed(digits).replace('.', ',');

/** Internal: a site path ('/blog/…', not '//host') or an address of the site itself. */
const isInternal = (href: string, siteHost?: string) =>
  /^\/(?!\/)/.test(href) || (siteHost ? new RegExp(`^https?://(www\\.)?${siteHost.replace(/^www\./, '').replace(/\./g, '\\.')}(/|$)`, 'i').test(href) : false);

/** The path of an internal link, without query, fragment or trailing slash ('/blog/x?a#b' → '/blog/x'). */
const linkPath = (href: string) => (href.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/');

/**
 * `sitePaths`: the site's pages (the AI writer gives them); then an internal link to a path not
 * among them is a broken link ('bad'). Without it, any internal link counts.
 */
export function analyzeArticle(article: SeoAnalysisArticle, options: { siteHost?: string; sitePaths?: ReadonlySet<string> } = {}): SeoAnalysis {
  const L = SEO_ANALYSIS_LIMITS;
  const keyword = (article.focusKeyword ?? '').trim();
  const title = article.title.trim();
  const description = (article.metaDescription ?? '').trim();
  const body = readBody(article.content);
  const words = countWords(body.paragraphs.join(' ') + ' ' + body.headings.map((h) => h.text).join(' '));
  const sentences = body.paragraphs.flatMap(splitSentences);
  const checks: SeoCheck[] = [];
  const add = (id: string, status: SeoCheckStatus, message: string) => checks.push({ id, status, message });

  add(
    'focus-keyword',
    keyword ? 'good' : 'bad',
    keyword ? `Mot-clé principal : « ${keyword} ».` : 'Choisissez un mot-clé principal : l’analyse du mot-clé en dépend.',
  );

  const titleStatus = lengthStatus(title, L.title);
  add(
    'title-length',
    titleStatus,
    titleStatus === 'bad'
      ? 'Ajoutez un titre.'
      : `Titre de ${title.length} caractères${titleStatus === 'good' ? '' : ` ; idéal : ${L.title.min} à ${L.title.max} (Google coupe vers 60)`}.`,
  );
  const descriptionStatus = lengthStatus(description, L.metaDescription);
  add(
    'meta-description-length',
    descriptionStatus,
    descriptionStatus === 'bad'
      ? 'Ajoutez une meta description : Google l’affiche sous le titre.'
      : `Meta description de ${description.length} caractères${descriptionStatus === 'good' ? '' : ` ; idéal : ${L.metaDescription.min} à ${L.metaDescription.max}`}.`,
  );

  const h2 = body.headings.filter((h) => h.depth === 2);
  const gap = headingGap(body.headings.map((h) => h.depth));
  add(
    'h2-structure',
    h2.length >= 2 && !gap ? 'good' : h2.length === 0 ? 'bad' : 'improve',
    h2.length === 0
      ? 'Structurez l’article avec des intertitres H2 (## Intertitre) : aucun pour l’instant.'
      : gap
        ? `Respectez la hiérarchie des intertitres (${gap}).`
        : h2.length === 1
          ? 'Un seul intertitre H2 : découpez l’article en au moins deux parties.'
          : `${h2.length} intertitres H2, hiérarchie respectée.`,
  );

  const withoutAlt = body.images.filter((i) => !i.alt).length;
  add(
    'image-alt',
    body.images.length === 0 ? 'improve' : withoutAlt === 0 ? 'good' : 'bad',
    body.images.length === 0
      ? 'Aucune image dans le texte : une illustration avec un texte alternatif aide le référencement.'
      : withoutAlt === 0
        ? `Toutes les images (${body.images.length}) ont un texte alternatif.`
        : `Ajoutez un texte alternatif aux images (${withoutAlt} sur ${body.images.length} sans texte alternatif : ![description](…)).`,
  );

  const internalLinks = body.links.filter((href) => isInternal(href, options.siteHost));
  const internal = internalLinks.length;
  const sitePaths = options.sitePaths;
  const broken = sitePaths ? [...new Set(internalLinks.map(linkPath).filter((p) => !sitePaths.has(p)))] : [];
  add(
    'internal-links',
    broken.length > 0 ? 'bad' : internal > 0 ? 'good' : 'improve',
    broken.length > 0
      ? `Lien${broken.length > 1 ? 's' : ''} interne${broken.length > 1 ? 's' : ''} vers une page qui n’existe pas : ${broken.join(', ')}.`
      : internal > 0
      ? `${internal} lien${internal > 1 ? 's' : ''} interne${internal > 1 ? 's' : ''} vers le site.`
      : 'Ajoutez au moins un lien interne (vers un autre article, une page de services…).',
  );

  const missing = 'Choisissez d’abord un mot-clé principal.';
  const keywordCheck = (id: string, found: boolean, where: string, ifMissing: SeoCheckStatus) =>
    add(
      id,
      !keyword ? 'bad' : found ? 'good' : ifMissing,
      !keyword ? missing : found ? `Le mot-clé figure ${where}.` : `Ajoutez le mot-clé « ${keyword} » ${where}.`,
    );
  keywordCheck('keyword-title', occurrences(title, keyword) > 0, 'dans le titre', 'bad');
  const keywordSlug = slugify(keyword);
  keywordCheck('keyword-slug', keywordSlug !== '' && `-${article.slug}-`.includes(`-${keywordSlug}-`), 'dans le slug (l’adresse)', 'improve');
  keywordCheck('keyword-intro', body.paragraphs.length > 0 && occurrences(body.paragraphs[0]!, keyword) > 0, 'dans le premier paragraphe', 'improve');
  keywordCheck('keyword-description', occurrences(description, keyword) > 0, 'dans la meta description', 'improve');
  keywordCheck('keyword-h2', body.headings.some((h) => h.depth === 2 && occurrences(h.text, keyword) > 0), 'dans au moins un intertitre H2', 'improve');

  const keywordWords = Math.max(1, countWords(keyword));
  const uses = keyword ? occurrences([...body.headings.map((h) => h.text), ...body.paragraphs].join(' \n '), keyword) : 0;
  const density = words > 0 ? (uses * keywordWords * 100) / words : 0;
  add(
    'keyword-density',
    !keyword || uses === 0 ? 'bad' : density > L.density.over ? 'bad' : density >= L.density.min && density <= L.density.max ? 'good' : 'improve',
    !keyword
      ? missing
      : uses === 0
        ? `Le mot-clé « ${keyword} » n’apparaît pas dans le texte.`
        : `Densité du mot-clé : ${fr(density)} % (${uses} occurrence${uses > 1 ? 's' : ''})${
            density > L.density.max ? ` : au-delà de ${fr(L.density.max)} %, le texte paraît suroptimisé` : density < L.density.min ? ` ; visez ${fr(L.density.min)} à ${fr(L.density.max)} %` : ''
          }.`,
  );

  const range = article.length ? LENGTH_WORDS[article.length] : null;
  const lengthGood = range ? words >= range.minWords : words >= AUDIT_LIMITS.words.good;
  const lengthFair = range ? words >= range.minWords * 0.75 : words >= AUDIT_LIMITS.words.fair;
  add(
    'text-length',
    lengthGood ? 'good' : lengthFair ? 'improve' : 'bad',
    `${words} mots${
      lengthGood ? '' : ` ; visez au moins ${range ? range.minWords : AUDIT_LIMITS.words.good} mots${range ? ' (longueur choisie)' : ''}`
    }.`,
  );

  const long = sentences.filter((s) => countWords(s) > L.longSentenceWords).length;
  const longShare = sentences.length ? long / sentences.length : 0;
  add(
    'sentence-length',
    sentences.length === 0 ? 'bad' : longShare <= L.longSentenceShare.good ? 'good' : longShare <= L.longSentenceShare.fair ? 'improve' : 'bad',
    sentences.length === 0
      ? 'Aucune phrase à analyser.'
      : `${pct(longShare)} des phrases dépassent ${L.longSentenceWords} mots${longShare > L.longSentenceShare.good ? ` ; raccourcissez-en (idéal : ${pct(L.longSentenceShare.good)} au plus)` : ''}.`,
  );

  const longParagraphs = body.paragraphs.filter((p) => countWords(p) > L.longParagraphWords).length;
  add(
    'paragraph-length',
    longParagraphs === 0 ? 'good' : longParagraphs === 1 ? 'improve' : 'bad',
    longParagraphs === 0
      ? `Aucun paragraphe ne dépasse ${L.longParagraphWords} mots.`
      : `${longParagraphs} paragraphe${longParagraphs > 1 ? 's dépassent' : ' dépasse'} ${L.longParagraphWords} mots : découpez-les.`,
  );

  const transitions = sentences.filter(hasTransition).length;
  const transitionShare = sentences.length ? transitions / sentences.length : 0;
  add(
    'transition-words',
    transitionShare >= L.transitionShare.good ? 'good' : transitionShare >= L.transitionShare.fair ? 'improve' : 'bad',
    `${pct(transitionShare)} des phrases contiennent un mot de liaison (en effet, ainsi, toutefois…)${
      transitionShare >= L.transitionShare.good ? '' : ` ; visez ${pct(L.transitionShare.good)}`
    }.`,
  );

  const ease = kandelMoles(sentences);
  add(
    'readability',
    sentences.length === 0 ? 'bad' : ease >= L.readability.good ? 'good' : ease >= L.readability.fair ? 'improve' : 'bad',
    sentences.length === 0
      ? 'Lisibilité : aucun texte à analyser.'
      : `Lisibilité (Kandel et Moles) : ${Math.round(ease)}/100${
          ease >= 60 ? ', facile' : ease >= 50 ? ', assez facile' : ease >= L.readability.fair ? ', difficile : phrases plus courtes, mots plus simples' : ', très difficile : phrases plus courtes, mots plus simples'
        }.`,
  );

  let total = 0;
  let earned = 0;
  for (const c of checks) {
    const weight = WEIGHTS[c.id] ?? 1;
    total += weight;
    earned += weight * (c.status === 'good' ? 1 : c.status === 'improve' ? 0.5 : 0);
  }
  return { score: Math.round((100 * earned) / total), checks };
}

/** True when an analysis passes: score ≥ passScore and no 'bad' check. */
export const analysisPasses = (analysis: SeoAnalysis) =>
  analysis.score >= SEO_ANALYSIS_LIMITS.passScore && analysis.checks.every((c) => c.status !== 'bad');
