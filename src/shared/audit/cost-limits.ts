/**
 * What one SEO audit may cost the server, whatever the site audited (README "Free SEO audit" and
 * "Security"): the fetched pages are analysed in worker threads, each page within a time and a
 * memory budget, after a cheap check of its nesting depth; the audits of a process are counted.
 */
export const AUDIT_COST_LIMITS = {
  /** Time one page's analysis may take in its worker thread; past it the worker is stopped. */
  pageAnalysisMs: 2000,
  /** Heap of an analysis worker (V8 old generation); past it the worker is stopped. */
  workerHeapMb: 128,
  /** Worker threads analysing pages, for the whole process. */
  analysisWorkers: 2,
  /** Bytes of a page that are analysed (a page is fetched up to 2 MB and weighed in full). */
  analysisBytes: 1024 * 1024,
  /** Deepest nesting of elements analysed (browsers' HTML parsers stop nesting at 512). */
  maxDepth: 512,
  /** Audits running at once in a process; the next ones wait in line. */
  concurrentAudits: 2,
  /** Audits waiting in line; past that, 429 with Retry-After. */
  queuedAudits: 8,
  /** Longest wait in line before a 429. */
  queueWaitMs: 20_000,
  /** Bytes one audit fetches in all (pages, robots.txt, sitemap.xml); past that, no more pages are read. */
  auditBytes: 8 * 1024 * 1024,
} as const;

/** Why a page could not be analysed. */
export type TooComplexReason = 'depth' | 'time' | 'memory' | 'error';

const REASON_TEXT: Record<TooComplexReason, string> = {
  depth: `éléments HTML imbriqués sur plus de ${AUDIT_COST_LIMITS.maxDepth} niveaux`,
  time: `analyse de plus de ${AUDIT_COST_LIMITS.pageAnalysisMs / 1000} secondes`,
  memory: 'analyse trop gourmande en mémoire',
  error: 'code HTML illisible',
};

/** The reason in French, for the report's details. */
export const tooComplexReason = (reason: TooComplexReason) => REASON_TEXT[reason];

export const AUDIT_COST_MESSAGES = {
  /** 422: the page given could not be analysed. */
  firstPageTooComplex: (reason: TooComplexReason) =>
    `Cette page est trop complexe pour être analysée (${REASON_TEXT[reason]}). Simplifiez son code HTML ou indiquez une autre page du site.`,
  /** 429: too many audits at once on this server. */
  busy: "Trop d'audits sont en cours. Veuillez réessayer dans une minute.",
} as const;
