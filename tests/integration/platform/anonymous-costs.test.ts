/**
 * What one anonymous client may cost: tRPC batches are bounded, and the costly public reads the
 * page cache does not serve share a per-IP bucket (429, Retry-After, French).
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { AUDIT_PDF_READ_COST, LIMIT_MESSAGES, TRPC_MAX_BATCH_SIZE } from '#shared/site/limits';

const batchUrl = (base: string, count: number) =>
  `${base}/trpc/${Array<string>(count).fill('blog.list').join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`;

describe('tRPC batches', () => {
  const s = useTestServer();

  it(`answers a batch of ${TRPC_MAX_BATCH_SIZE} procedures`, async () => {
    const res = await fetch(batchUrl(s.url, TRPC_MAX_BATCH_SIZE));
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(TRPC_MAX_BATCH_SIZE);
  });

  it.each([TRPC_MAX_BATCH_SIZE + 1, 1400])('refuses a batch of %i at once: 400 in French', async (count) => {
    const res = await fetch(batchUrl(s.url, count));
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain(LIMIT_MESSAGES.batchTooLarge);
    expect(text.length).toBeLessThan(2000);
  });
});

describe('costly public reads, per IP', () => {
  const s = useTestServer({ RATE_LIMIT_READS_MAX: String(AUDIT_PDF_READ_COST + 2), TRUST_PROXY: 'true' });
  const token = 'A'.repeat(24);
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  async function expectRefused(res: Response, kind: 'json' | 'text') {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const message = kind === 'json' ? ((await res.json()) as { error: string }).error : await res.text();
    expect(message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
  }

  it('the OpenAPI document, the REST sitemap and audit report, then 429 with Retry-After', async () => {
    const ip = '203.0.113.1';
    for (let i = 0; i < AUDIT_PDF_READ_COST + 2; i++) {
      const path = ['/api/openapi.json', '/api/sitemap', `/api/audit/${token}`][i % 3]!;
      expect((await fetch(`${s.url}${path}`, from(ip))).status).not.toBe(429);
    }
    await expectRefused(await fetch(`${s.url}/api/openapi.json`, from(ip)), 'json');
    await expectRefused(await fetch(`${s.url}/api/sitemap`, from(ip)), 'json');
    await expectRefused(await fetch(`${s.url}/api/audit/${token}`, from(ip)), 'json');
    const trpc = await fetch(`${s.url}/trpc/tools.auditReport?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`, from(ip));
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectRefused(await fetch(`${s.url}/audit/${token}`, from(ip)), 'text');
    // Another client is not affected.
    expect((await fetch(`${s.url}/api/openapi.json`, from('203.0.113.2'))).status).toBe(200);
  });

  it(`an audit PDF counts as ${AUDIT_PDF_READ_COST} reads`, async () => {
    const ip = '203.0.113.3';
    expect((await fetch(`${s.url}/audit/${token}/rapport.pdf`, from(ip))).status).toBe(404);
    // Two reads are left of the window: the page twice, then neither the PDF nor the page.
    expect((await fetch(`${s.url}/audit/${token}`, from(ip))).status).toBe(404);
    expect((await fetch(`${s.url}/audit/${token}`, from(ip))).status).toBe(404);
    await expectRefused(await fetch(`${s.url}/audit/${token}/rapport.pdf`, from(ip)), 'text');
    await expectRefused(await fetch(`${s.url}/audit/${token}`, from(ip)), 'text');
  });
});
