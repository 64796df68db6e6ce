import { describe, expect, it } from 'vitest';
import { api, useTestServer } from '../../helpers/server';

type ErrorReply = { error: string; code: string };

const VALID = {
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'Claire.Dubois@Cabinet-Dubois.fr',
  phone: '06 12 34 56 78',
  firmName: 'Cabinet Dubois',
  specialization: 'famille',
  objectives: 'Être trouvée sur « avocat divorce Nantes ».',
  consent: true,
};

describe('a visitor sends the contact form (POST /api/contacts)', () => {
  const s = useTestServer();
  const rows = () => s.query<Record<string, unknown>>('SELECT * FROM contacts ORDER BY id');

  it('stores the contact and answers 201 with the stored row', async () => {
    const res = await api<Record<string, unknown>>(s.url, 'POST', '/api/contacts', { body: VALID });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...VALID, email: 'claire.dubois@cabinet-dubois.fr', id: expect.any(Number) });
    expect(res.body).not.toHaveProperty('website');
    expect(rows()).toEqual([
      expect.objectContaining({
        id: res.body.id,
        first_name: 'Claire',
        last_name: 'Dubois',
        email: 'claire.dubois@cabinet-dubois.fr',
        phone: '06 12 34 56 78',
        firm_name: 'Cabinet Dubois',
        specialization: 'famille',
        consent: 1,
      }),
    ]);
  });

  it('optional fields may be left empty', async () => {
    const res = await api<Record<string, unknown>>(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Marc', lastName: 'Roy', email: 'marc@roy-avocat.fr', phone: '', firmName: '', specialization: '', objectives: '', consent: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ phone: null, firmName: null, specialization: null, objectives: null });
    expect(rows()).toHaveLength(2);
  });

  it('refuses a missing name, e-mail or consent with the spec message, and stores nothing', async () => {
    const message = "Veuillez remplir tous les champs obligatoires et accepter d'être contacté.";
    for (const change of [{ firstName: '' }, { lastName: '  ' }, { email: '' }, { consent: false }, { consent: undefined }]) {
      const res = await api<ErrorReply>(s.url, 'POST', '/api/contacts', { body: { ...VALID, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const badEmail = await api<ErrorReply>(s.url, 'POST', '/api/contacts', { body: { ...VALID, email: 'pas-un-email' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(rows()).toHaveLength(2);
  });

  it("answers the site form's filled honeypot with a normal-looking reply and stores nothing", async () => {
    const res = await fetch(`${s.url}/trpc/leads.createContact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { ...VALID, email: 'robot@spam.example', website: 'https://spam.example' } }),
    });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { result: { data: { json: Record<string, unknown> } } };
    expect(reply.result.data.json).toMatchObject({ firstName: 'Claire', email: 'robot@spam.example' });
    expect(rows()).toHaveLength(2);
    expect(rows().some((r) => r.email === 'robot@spam.example')).toBe(false);
  });

  it('over /api, a `website` field is not the spam trap: the contract ignores it and the lead is stored', async () => {
    const res = await api<Record<string, unknown>>(s.url, 'POST', '/api/contacts', {
      body: { ...VALID, email: 'integrateur@cabinet.example', website: 'https://www.cabinet.example' },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toBeGreaterThan(0);
    expect(rows().some((r) => r.email === 'integrateur@cabinet.example')).toBe(true);
  });
});
