/**
 * ETag / If-Match on the REST facade (RFC 9110): a GET of one lead carries a strong ETag; a PATCH
 * with that ETag is written (and answered with the new one); a stale one → 412, nothing written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

const CONTACT = { firstName: 'Claire', lastName: 'Martin', email: 'claire-etag@cabinet-martin.fr', consent: true };

describe('ETag and If-Match on /api/admin/leads/:kind/:id', () => {
  const s = useTestServer();
  let auth: Record<string, string>;
  let path: string;
  beforeAll(async () => {
    auth = { Authorization: `Bearer ${await registerAdmin(s.url)}` };
    const created = await api<{ id: number }>(s.url, 'POST', '/api/contacts', { body: CONTACT });
    path = `/api/admin/leads/contact/${created.body.id}`;
  });
  const status = () => s.query<{ status: string }>('SELECT status FROM contacts WHERE email = ?', CONTACT.email)[0]?.status;

  it('GET → ETag; PATCH with it → 200 and a new ETag; with the old one → 412, nothing changed', async () => {
    const read = await api(s.url, 'GET', path, { headers: auth });
    expect(read.status).toBe(200);
    const etag = read.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const written = await api(s.url, 'PATCH', path, { body: { status: 'contacte' }, headers: { ...auth, 'If-Match': etag ?? '' } });
    expect(written.status).toBe(200);
    expect(written.headers.get('etag')).not.toBe(etag);
    expect(status()).toBe('contacte');
    const stale = await api<{ code: string }>(s.url, 'PATCH', path, { body: { status: 'perdu' }, headers: { ...auth, 'If-Match': etag ?? '' } });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('PRECONDITION_FAILED');
    expect(status()).toBe('contacte');
    const star = await api(s.url, 'PATCH', path, { body: { status: 'rdv' }, headers: { ...auth, 'If-Match': '*' } });
    expect(star.status).toBe(200);
    expect(status()).toBe('rdv');
  });
});
