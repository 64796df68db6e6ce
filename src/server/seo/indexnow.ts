/**
 * IndexNow: the changed addresses of this site, announced to search engines by one POST per
 * batch, through the durable outbox (retried, kept across a crash, sent by one node).
 *
 * Queueing (`queueIndexNow`, inside the transaction of the change): each address is upserted into
 * `indexnow_pending` (its `queued_at` always moves forward when it is queued again), and one
 * outbox row of the `indexnow` channel is made due in INDEXNOW_BATCH_SECONDS unless a row of that
 * channel is already pending and not claimed: that row has not read the table yet, so it will take
 * the new address. A row being sent (claimed) may have read the table already: a new row is made.
 *
 * Sending (the channel): the row reads up to INDEXNOW_MAX_URLS addresses with their `queued_at`,
 * POSTs them, and once the search engine accepted them deletes exactly the (address, queued_at)
 * pairs it read, whatever the clocks of the nodes say: an address queued again meanwhile has
 * another `queued_at` and stays for the next batch, whose row its queueing made. Addresses left
 * (more than one POST holds) get a row due at once. A failure deletes nothing and the outbox
 * retries the row, which then takes every address waiting; a batch given up after 24 h leaves its
 * addresses in the table, sent with the next change's batch.
 */
import { request, type Dispatcher } from 'undici';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { indexNowPending, outbox } from '#db/schema';
import { INDEXNOW_MAX_URLS, INDEXNOW_TIMEOUT_MS, indexNowOutcome, indexNowPayload, type IndexNowPayload } from '#shared/seo/indexnow';
import { transaction, type DB } from '../platform/db';
import type { AppConfig } from '../platform/env';
import type { Logger } from '../platform/log';
import { assertAllowedHost, isPrivateAddressError, outboundAgent } from '../platform/http/outbound';
import { enqueue } from '../platform/outbox/index';
import type { OutboxChannel } from '../platform/outbox/channel';

/** The outbox channel of the batches. */
export const INDEXNOW_CHANNEL = 'indexnow';

export type IndexNowConfig = Pick<AppConfig, 'SITE_URL' | 'INDEXNOW_KEY' | 'INDEXNOW_ENDPOINT' | 'INDEXNOW_BATCH_SECONDS'>;

/** Makes sure a batch row that has not read the table yet is pending; else writes one due at `dueAt`. */
async function ensureBatch(tx: DB, config: IndexNowConfig, dueAt: Date, now: Date): Promise<void> {
  const [waiting] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    // The partial index's condition as a literal (outbox_due_idx): only pending rows are looked at.
    .where(and(sql`${outbox.status} = 'pending'`, eq(outbox.channel, INDEXNOW_CHANNEL), isNull(outbox.leaseOwner)))
    .limit(1);
  if (waiting) return;
  await enqueue(
    tx,
    { channel: INDEXNOW_CHANNEL, kind: 'urls', audience: 'third-party', recipient: config.INDEXNOW_ENDPOINT, payload: {}, notBefore: dueAt },
    now,
  );
}

/**
 * Announces `paths` (of this site: `/blog/mon-article`) to search engines within
 * INDEXNOW_BATCH_SECONDS. Call it inside the transaction of the change, with its `tx`: the
 * addresses commit with it. Nothing without INDEXNOW_KEY.
 */
export async function queueIndexNow(tx: DB, config: IndexNowConfig, paths: readonly string[], now: Date = new Date()): Promise<void> {
  if (!config.INDEXNOW_KEY || paths.length === 0) return;
  const urls = [...new Set(paths.map((path) => config.SITE_URL + path))];
  await tx
    .insert(indexNowPending)
    .values(urls.map((url) => ({ url, queuedAt: now })))
    .onConflictDoUpdate({
      target: indexNowPending.url,
      // Always a new value: the batch that read the address before deletes it only if it is unchanged.
      set: { queuedAt: sql`max(excluded.queued_at, ${indexNowPending.queuedAt} + 1)` },
    });
  await ensureBatch(tx, config, new Date(now.getTime() + config.INDEXNOW_BATCH_SECONDS * 1000), now);
}

type Pending = { url: string; queuedAt: number };

/** Deletes the addresses a batch sent, each only if it was not queued again since it was read. */
async function forget(tx: DB, sent: Pending[]): Promise<void> {
  const pairs = JSON.stringify(sent.map((p) => [p.url, p.queuedAt]));
  await tx.run(sql`DELETE FROM ${indexNowPending} WHERE (url, queued_at) IN
    (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(${pairs}))`);
}

type ChannelConfig = IndexNowConfig & Pick<AppConfig, 'OUTBOUND_ALLOW_PRIVATE_HOSTS'>;

const NO_KEY = 'IndexNow désactivé (INDEXNOW_KEY non défini) : rien n’est annoncé.';
const NOTHING_LEFT = 'Aucune adresse en attente : un lot précédent les a déjà annoncées.';

function describeFailure(error: unknown): string {
  if (isPrivateAddressError(error)) return 'Adresse non publique refusée : INDEXNOW_ENDPOINT doit désigner un serveur public.';
  const cause = (error as { cause?: unknown })?.cause;
  const name = (error as { name?: string })?.name ?? '';
  const code = (error as { code?: string })?.code ?? (cause as { code?: string })?.code ?? '';
  if (name === 'TimeoutError' || name === 'AbortError' || /TIMEOUT/.test(code)) {
    return `Délai dépassé : aucune réponse complète d’IndexNow en ${INDEXNOW_TIMEOUT_MS / 1000} s.`;
  }
  if (code) return `Connexion à IndexNow impossible (${code}).`;
  return `Échec de l’envoi à IndexNow : ${(error as Error)?.message ?? String(error)}`;
}

/** The first characters of a reply (what a refusal says), the rest left unread. */
async function replyStart(body: Dispatcher.ResponseData['body'], max = 500): Promise<string> {
  let text = '';
  for await (const chunk of body) {
    text += (chunk as Buffer).toString('utf8');
    if (text.length >= max) break;
  }
  return text.slice(0, max);
}

/** POSTs one batch; resolves with the HTTP status and the start of the reply, throws on a network failure. */
async function post(config: ChannelConfig, payload: IndexNowPayload): Promise<{ status: number; reply: string }> {
  const policy = { allowPrivateHosts: config.OUTBOUND_ALLOW_PRIVATE_HOSTS };
  const agent = outboundAgent({ ...policy, timeoutMs: INDEXNOW_TIMEOUT_MS });
  try {
    const url = new URL(config.INDEXNOW_ENDPOINT);
    assertAllowedHost(url, policy);
    const res = await request(url, {
      method: 'POST',
      dispatcher: agent,
      signal: AbortSignal.timeout(INDEXNOW_TIMEOUT_MS),
      headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': `AvocatVisibleIndexNow/1.0 (+${config.SITE_URL})` },
      body: JSON.stringify(payload),
    });
    return { status: res.statusCode, reply: await replyStart(res.body).catch(() => '') };
  } catch (error) {
    throw new Error(describeFailure(error), { cause: error });
  } finally {
    void agent.destroy().catch(() => undefined);
  }
}

/**
 * The `indexnow` outbox channel: sends the addresses waiting, as one POST of
 * `{ host, key, keyLocation, urlList }` to INDEXNOW_ENDPOINT through the guarded outbound agent.
 * 200/202: sent. 429, 5xx, no answer: thrown, the outbox retries with backoff. Another 4xx: the
 * search engine refuses these addresses or the key; retrying would be refused again, so the batch
 * is logged as an error and recorded as not sent (`skipped`, with the status).
 */
export function createIndexNowChannel(deps: { db: DB; config: ChannelConfig; log: Logger }): OutboxChannel {
  const { db, config, log } = deps;
  return {
    handler: async () => {
      const key = config.INDEXNOW_KEY;
      if (!key) return { skipped: NO_KEY };
      const batch: Pending[] = await db
        .select({ url: indexNowPending.url, queuedAt: sql<number>`${indexNowPending.queuedAt}` })
        .from(indexNowPending)
        .orderBy(asc(indexNowPending.queuedAt), asc(indexNowPending.url))
        .limit(INDEXNOW_MAX_URLS);
      if (batch.length === 0) return { skipped: NOTHING_LEFT };
      const { status, reply } = await post(config, indexNowPayload(config.SITE_URL, key, batch.map((p) => p.url)));
      const outcome = indexNowOutcome(status);
      if (outcome === 'retry') throw new Error(`IndexNow a répondu HTTP ${status} : nouvel essai prévu.`);
      await transaction(db, async (tx) => {
        await forget(tx, batch);
        const [left] = await tx.select({ url: indexNowPending.url }).from(indexNowPending).limit(1);
        const now = new Date();
        if (left) await ensureBatch(tx, config, now, now);
      });
      if (outcome === 'refused') {
        log.error({ status, urls: batch.length, reply }, 'IndexNow a refusé le lot : adresses abandonnées');
        return { skipped: `Refusé par IndexNow (HTTP ${status}) : ${batch.length} adresse(s) abandonnée(s).` };
      }
      log.info({ status, urls: batch.length }, 'IndexNow : adresses annoncées');
    },
  };
}
