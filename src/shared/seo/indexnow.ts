/**
 * IndexNow (https://www.indexnow.org): every change a search engine should see (an article
 * published, edited, unpublished, deleted or moved; a category renamed or deleted) is announced
 * by one POST of the changed addresses, batched over a few seconds. One source for the server and
 * the tests: the key's rule, the payload, the limits and the addresses an article's change touches.
 */
import { z } from '../zod';

/** Where the POST goes unless INDEXNOW_ENDPOINT says otherwise (shared by Bing, Yandex, Seznam, Naver…). */
export const INDEXNOW_DEFAULT_ENDPOINT = 'https://api.indexnow.org/indexnow';

/** Changes within this many seconds go in one POST (INDEXNOW_BATCH_SECONDS). */
export const INDEXNOW_BATCH_SECONDS = 10;

/** Most addresses one POST may carry (the protocol's limit); more go in the next POST. */
export const INDEXNOW_MAX_URLS = 10_000;

/** A search engine that has not answered after this long is cut (the batch is retried). */
export const INDEXNOW_TIMEOUT_MS = 10_000;

/** The blog's list: it changes when an article appears, disappears or moves. */
export const BLOG_LIST_PATH = '/blog';

/** The key: 8 to 128 letters, digits or dashes (the protocol's rule). */
export const IndexNowKey = z
  .string()
  .regex(/^[a-zA-Z0-9-]{8,128}$/, {
    message: 'INDEXNOW_KEY doit compter de 8 à 128 caractères, uniquement des lettres sans accent, des chiffres et « - »',
  });

/** Where the key is published, on this site: `/{key}.txt`, answering the key itself. */
export const indexNowKeyPath = (key: string) => `/${key}.txt`;

/** What is POSTed, as JSON, to the search engine. */
export type IndexNowPayload = {
  /** SITE_URL's host (`www.avocat-visible.fr`). */
  host: string;
  key: string;
  /** `${SITE_URL}/${key}.txt`. */
  keyLocation: string;
  /** Absolute addresses of this site. */
  urlList: string[];
};

export function indexNowPayload(siteUrl: string, key: string, urlList: string[]): IndexNowPayload {
  return { host: new URL(siteUrl).host, key, keyLocation: `${siteUrl}${indexNowKeyPath(key)}`, urlList };
}

/**
 * What one answer of the search engine means: 200 and 202 are accepted; 429, 5xx and anything
 * unexpected are tried again later; another 4xx (bad request, key not found, addresses refused)
 * would be refused again: the batch is given up.
 */
export function indexNowOutcome(status: number): 'sent' | 'retry' | 'refused' {
  if (status === 200 || status === 202) return 'sent';
  if (status >= 400 && status < 500 && status !== 429) return 'refused';
  return 'retry';
}

/**
 * The addresses to announce after an article's write, from where it was public before (null:
 * a draft, a scheduled article not yet due, a new one) and where it is public after (null:
 * unpublished, scheduled for later, deleted): both addresses (an edit, a move), and the blog's
 * list when the article appears, disappears or moves. Nothing for a draft's edit.
 */
export function articleChangePaths(before: string | null, after: string | null): string[] {
  const paths = [before, after].filter((path): path is string => path !== null);
  if (before !== after) paths.push(BLOG_LIST_PATH);
  return [...new Set(paths)];
}
