/**
 * Runtime configuration, read once from the environment and validated with zod.
 * `loadConfig()` throws a readable French/English report listing every bad variable.
 */
import path from 'node:path';
import { z } from '#shared/zod';
import { WEBHOOK_TIMEOUT_SECONDS } from '#shared/webhooks/events';
import { DEFAULT_SITE_URL, SITE } from '#shared/site/brand';
import { INDEXNOW_BATCH_SECONDS, INDEXNOW_DEFAULT_ENDPOINT, IndexNowKey } from '#shared/seo/indexnow';
import { PROJECT_ROOT } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const BATCH_SECONDS_MESSAGE = 'INDEXNOW_BATCH_SECONDS doit être un nombre de secondes entre 0 et 3600';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_PATH: z.string().min(1).default('db/data/app.sqlite'),
  /** Unset: better-sqlite3 on DATABASE_PATH. `file:…`, `libsql://…`, `http(s)://…`, `ws(s)://…`: libSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/)\S+$/, {
      message: 'DATABASE_URL doit commencer par file:, libsql://, http(s):// ou ws(s)://, par exemple libsql://db.exemple.fr',
    })
    .optional(),
  /** Token of the libSQL server (sqld, Turso) of DATABASE_URL. */
  DATABASE_AUTH_TOKEN: z.string().optional(),
  UPLOADS_DIR: z.string().min(1).default('db/data/uploads'),
  SITE_URL: z
    .url({ message: 'SITE_URL doit être une URL absolue, par exemple https://www.avocat-visible.fr' })
    .default(DEFAULT_SITE_URL)
    .transform((u) => u.replace(/\/+$/, '')),
  ADMIN_REGISTRATION: z.enum(['first-user', 'open', 'closed']).default('first-user'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  /** Longest wait for one call to the AI provider. */
  OPENAI_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(90),
  /** Tokens the AI may use per calendar month (UTC); unset or empty: no cap. */
  OPENAI_MONTHLY_TOKEN_BUDGET: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  AUDIT_ALLOW_PRIVATE_HOSTS: bool,
  TRUST_PROXY: bool,
  /** Requests allowed per window on login/register and on each public form, per client IP. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_FORMS_MAX: z.coerce.number().int().positive().default(20),
  /** AI calls (ideas, articles, images) per window, per admin account. */
  RATE_LIMIT_AI_MAX: z.coerce.number().int().positive().default(30),
  /** Costly public reads (audit reports, their PDF at 10 each, REST sitemap, OpenAPI document) per window, per IP. */
  RATE_LIMIT_READS_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** SMTP server of outgoing e-mail (`smtp://user:pass@host:587` or `smtps://…`); unset: e-mail off, messages recorded as skipped. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL doit commencer par smtp:// ou smtps://, par exemple smtp://user:pass@smtp.exemple.fr:587' })
    .refine((value) => URL.canParse(value), { message: 'SMTP_URL n’est pas une URL valide' })
    .optional(),
  /** Sender of every e-mail. */
  MAIL_FROM: z.string().min(3).default(`"${SITE.brand}" <${SITE.email}>`),
  /** Who receives the agency notification of each lead: one address or a comma-separated list. */
  LEADS_NOTIFY_TO: z
    .string()
    .default(SITE.email)
    .transform((value) => value.split(',').map((address) => address.trim()).filter(Boolean))
    .pipe(z.array(z.email({ message: 'LEADS_NOTIFY_TO doit être une adresse e-mail ou une liste séparée par des virgules' })).min(1)),
  /** A contact or quiz lead still `nouveau` after this many minutes of opening hours (the booking settings' hours): one reminder to LEADS_NOTIFY_TO; 0: no reminder. */
  LEAD_REMINDER_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(90),
  /** A message claimed by a process that died is taken over after this many seconds. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().positive().max(3600).default(60),
  /** First retry delay of a failed message, doubling up to 1 h. */
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().positive().max(3600).default(30),
  /**
   * Let every outbound request (SEO audit, webhooks) reach private/loopback hosts: tests only.
   * AUDIT_ALLOW_PRIVATE_HOSTS is kept as an alias.
   */
  OUTBOUND_ALLOW_PRIVATE_HOSTS: bool,
  /** Log level of the JSON lines on stdout (pretty lines in development). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token of `GET /metrics` (Prometheus); unset, the path answers 404. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN doit compter au moins 16 caractères').optional(),
  /** SIGTERM/SIGINT: the requests in flight are answered, then the process exits 0, within this many seconds. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
  /** A webhook receiver that has not answered after this many seconds is cut (and retried). */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(WEBHOOK_TIMEOUT_SECONDS),
  /** IndexNow key, published at `/{key}.txt`; unset: nothing is ever announced and that path is a 404. */
  INDEXNOW_KEY: IndexNowKey.optional(),
  /** Where the IndexNow POST goes. */
  INDEXNOW_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'INDEXNOW_ENDPOINT doit être une URL http(s) absolue, par exemple https://api.indexnow.org/indexnow' })
    .default(INDEXNOW_DEFAULT_ENDPOINT),
  /** Changes within this many seconds are announced in one POST. */
  INDEXNOW_BATCH_SECONDS: z.coerce
    .number({ message: BATCH_SECONDS_MESSAGE })
    .min(0, BATCH_SECONDS_MESSAGE)
    .max(3600, BATCH_SECONDS_MESSAGE)
    .default(INDEXNOW_BATCH_SECONDS),
});

/**
 * Every variable the server reads at start (the README's environment table lists each once, with
 * `CHECK_OUTPUTS`, read at import by trpc/meta.ts, and `CHROME_PATH`, read by the tests and scripts).
 */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

export type AppConfig = Omit<z.infer<typeof EnvSchema>, 'LEADS_NOTIFY_TO'> & {
  /** LEADS_NOTIFY_TO as a list. */
  leadsNotifyTo: string[];
  /** Absolute paths derived from the relative ones above. */
  databaseFile: string;
  uploadsDir: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Configuration invalide (variables d'environnement) :\n${lines.join('\n')}`);
  }
  const { LEADS_NOTIFY_TO, ...data } = parsed.data;
  // One flag for every outbound private-host check; AUDIT_ALLOW_PRIVATE_HOSTS is its alias.
  const allowPrivate = data.OUTBOUND_ALLOW_PRIVATE_HOSTS || data.AUDIT_ALLOW_PRIVATE_HOSTS;
  const merged = {
    ...data,
    OUTBOUND_ALLOW_PRIVATE_HOSTS: allowPrivate,
    AUDIT_ALLOW_PRIVATE_HOSTS: allowPrivate,
    leadsNotifyTo: LEADS_NOTIFY_TO,
    ...overrides,
  };
  return {
    ...merged,
    databaseFile:
      merged.DATABASE_PATH === ':memory:' ? ':memory:' : path.resolve(PROJECT_ROOT, merged.DATABASE_PATH),
    uploadsDir: path.resolve(PROJECT_ROOT, merged.UPLOADS_DIR),
  };
}
