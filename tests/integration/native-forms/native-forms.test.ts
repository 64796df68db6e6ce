/**
 * The native form posts (decision 064): each public form posted as `application/x-www-form-urlencoded`
 * runs the form's own procedure (rate limit, honeypot, consent, outbox) and answers 303 to a page of
 * its own, or the form again with the French messages and the values typed; never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type FakeSmtp } from '../../fakes/smtp-server';
import { registerAdmin, startServer, useTestServer, type TestServer } from '../../helpers/server';
import { startFixtureSite, type FixtureSite } from '../../helpers/fixture-site';

const CONTACT = { sourcePage: '/', firstName: 'Claire', lastName: 'Dubois', email: 'claire@cabinet-dubois.fr', phone: '', firmName: 'Cabinet Dubois', specialization: 'famille', objectives: 'Plus de clients', consent: 'on', website: '' };
const ROI = { firmType: 'avocat-independant', currentRevenue: '10000', currentLeads: '50', conversionRate: '20', averageCase: '2500' };

/** A native post from the site's own page (its Origin), redirects not followed. */
function post(s: TestServer, path: string, fields: Record<string, string> | URLSearchParams, headers: Record<string, string> = {}) {
  return fetch(`${s.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: s.url, Referer: `${s.url}/`, ...headers },
    body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
  });
}

describe('native posts of the public forms', () => {
  let s: TestServer;
  let smtp: FakeSmtp;
  let site: FixtureSite;
  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startServer({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'equipe@avocat-visible.test', OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
    site = await startFixtureSite();
  });
  afterAll(async () => {
    await site?.close();
    await s?.close();
    await smtp?.close();
  });
  const contacts = () => s.query<{ id: number; first_name: string; source_page: string }>('SELECT * FROM contacts ORDER BY id');

  it('contact: 303 to the thank-you page, the lead stored with its page and its e-mails queued in the outbox', async () => {
    const res = await post(s, '/contact', CONTACT);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact/merci');
    const [row] = contacts();
    expect(row).toMatchObject({ first_name: 'Claire', source_page: '/' });
    const outbox = s.query<{ kind: string; lead_kind: string; lead_id: number }>('SELECT kind, lead_kind, lead_id FROM outbox WHERE lead_id = ?', row!.id);
    expect(outbox.map((o) => o.kind).sort()).toEqual(['agency-notification', 'contact-ack']);
    const thanks = await fetch(`${s.url}/contact/merci`);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain('Demande envoyée !');
  });

  it('contact posted from a campaign page: the utm of its address are kept with the lead (the cached page cannot carry them)', async () => {
    const res = await post(s, '/contact', { ...CONTACT, email: 'utm@cabinet-dubois.fr' }, { Referer: `${s.url}/?utm_source=google&utm_medium=cpc&utm_campaign=avocats-lyon` });
    expect(res.status).toBe(303);
    const [row] = s.query<{ utm_source: string; utm_medium: string; utm_campaign: string }>("SELECT utm_source, utm_medium, utm_campaign FROM contacts WHERE email = 'utm@cabinet-dubois.fr'");
    expect(row).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'avocats-lyon' });
  });

  it('contact without consent: 400, the spec message next to the consent box, the values kept, nothing stored', async () => {
    const before = contacts().length;
    const res = await post(s, '/contact', { ...CONTACT, consent: '', firstName: 'Élodie' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/id="native-consent-error"[^>]*>Veuillez remplir tous les champs obligatoires et accepter d&#x27;être contacté\./);
    expect(html).toContain('value="Élodie"');
    expect(contacts()).toHaveLength(before);
  });

  it('contact with the honeypot filled: the same 303, nothing stored', async () => {
    const before = contacts().length;
    const res = await post(s, '/contact', { ...CONTACT, website: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(contacts()).toHaveLength(before);
  });

  it('contact without Origin nor Referer takes the page from the Referer when the hidden field is missing', async () => {
    const { sourcePage: _ignored, ...fields } = CONTACT;
    const res = await post(s, '/contact', { ...fields, email: 'marc@roy.fr' }, { Referer: `${s.url}/seo-avocat-droit-penal-marseille` });
    expect(res.status).toBe(303);
    expect(contacts().at(-1)?.source_page).toBe('/seo-avocat-droit-penal-marseille');
  });

  it('ROI: 303 to the result computed from its query string, private and never stored by a cache', async () => {
    const res = await post(s, '/calculateur-roi', ROI);
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/calculateur-roi\/resultat\?firmType=avocat-independant&currentRevenue=10000/);
    expect(s.query('SELECT * FROM roi_calculations')).toHaveLength(1);
    const page = await fetch(`${s.url}${location}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('Votre retour sur investissement');
  });

  it('ROI out of bounds: 400 with the field message and the value kept; a bad result URL too', async () => {
    const res = await post(s, '/calculateur-roi', { ...ROI, currentLeads: '5000' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Le nombre de demandes doit être compris entre 1 et 1 000.');
    expect(html).toContain('value="5000"');
    const bad = await fetch(`${s.url}/calculateur-roi/resultat?firmType=x`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Calculer mon ROI');
  });

  it('visibility: missing city is refused in French; a full form ends on its result', async () => {
    const missing = await post(s, '/visibilite', { city: '', radius: '20', competitors: '' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/id="native-city-error"[^>]*>Veuillez remplir tous les champs obligatoires\./);
    const res = await post(s, '/visibilite', { city: 'Lyon', radius: '20', competitors: '6-15 cabinets' });
    expect(res.status).toBe(303);
    const page = await fetch(`${s.url}${res.headers.get('location')}`);
    expect(await page.text()).toContain('Votre visibilité locale');
    expect(s.query('SELECT * FROM visibility_calculations')).toHaveLength(1);
  });

  it('audit: missing fields refused in French; a reachable site ends on its report', async () => {
    const missing = await post(s, '/audit-gratuit', { websiteUrl: 'www.mon-cabinet.fr', specialization: '' });
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(html).toMatch(/id="native-specialization-error"[^>]*>Veuillez remplir tous les champs obligatoires\./);
    expect(html).toContain('value="www.mon-cabinet.fr"');
    const res = await post(s, '/audit-gratuit', { websiteUrl: `${site.url}/`, specialization: 'Droit de la famille' });
    expect(res.status).toBe(303);
    const report = res.headers.get('location') ?? '';
    expect(report).toMatch(/^\/audit\/[A-Za-z0-9_-]{22,64}$/);

    // The report's « Recevoir le rapport complet par e-mail », posted natively.
    const noConsent = await post(s, `${report}/envoi`, { firstName: 'Inès', email: 'ines@cabinet.fr' });
    expect(noConsent.status).toBe(400);
    const form = await noConsent.text();
    expect(form).toContain('value="Inès"');
    expect(form).toMatch(/id="native-consent-error"[^>]*>Veuillez accepter le traitement de vos données\./);
    expect(s.query('SELECT * FROM audit_leads')).toHaveLength(0);
    const sent = await post(s, `${report}/envoi`, { firstName: 'Inès', email: 'ines@cabinet.fr', consent: 'on' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`${report}/envoye`);
    expect(s.query('SELECT first_name, source_page FROM audit_leads')).toEqual([{ first_name: 'Inès', source_page: '/audit' }]);
  });

  it('quiz: the answers posted end on the score page, its lead form on the thanks, the lead stored from /quiz', async () => {
    const answers = new URLSearchParams([['q1', 'Oui, un site récent et adapté aux mobiles'], ['q6', 'Réseaux sociaux'], ['utm_source', 'facebook']]);
    const res = await post(s, '/quiz/resultat', answers);
    expect(res.status).toBe(303);
    const page = await fetch(`${s.url}${res.headers.get('location')}`);
    const html = await page.text();
    expect(html).toContain('Votre score de visibilité');
    expect(html).toContain('name="q1" value="Oui, un site récent et adapté aux mobiles"');
    const lead = new URLSearchParams([...answers, ['firstName', 'Paul'], ['lastName', 'Martin'], ['email', 'paul@martin.fr'], ['consent', 'on']]);
    const noConsent = await post(s, '/quiz/envoi', new URLSearchParams([...answers, ['firstName', 'Paul']]));
    expect(noConsent.status).toBe(400);
    expect(await noConsent.text()).toContain('value="Paul"');
    const sent = await post(s, '/quiz/envoi', lead);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/quiz/merci');
    expect(s.query('SELECT first_name, source_page, lead_source FROM quiz_leads')).toEqual([{ first_name: 'Paul', source_page: '/quiz', lead_source: 'facebook' }]);
  });

  it('quiz: an answer the quiz does not have is a French 400 page', async () => {
    const res = await fetch(`${s.url}/quiz/resultat?q1=n%27importe+quoi`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('refuses a cross-site post with a live session cookie (403), not with one that proves no session, and a body over 16 KB with a French page', async () => {
    const token = await registerAdmin(s.url);
    const foreign = await post(s, '/contact', CONTACT, { Origin: 'https://evil.example', Cookie: `av_session=${token}` });
    expect(foreign.status).toBe(403);
    const stale = await post(s, '/contact', { ...CONTACT, email: 'stale@cabinet.fr' }, { Origin: 'https://evil.example', Cookie: 'av_session=abc' });
    expect(stale.status).toBe(303);
    const big = await post(s, '/contact', { ...CONTACT, objectives: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain('Envoi refusé');
  });

  it('a body that is not a form (JSON) gets the form again in French, 400, nothing stored', async () => {
    const before = contacts().length;
    const res = await fetch(`${s.url}/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: s.url }, body: JSON.stringify(CONTACT) });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain("Veuillez remplir tous les champs obligatoires et accepter d&#x27;être contacté.");
    expect(contacts()).toHaveLength(before);
  });
});

describe('native posts share the forms’ rate limit', () => {
  const s = useTestServer({ RATE_LIMIT_FORMS_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '900' });
  it('the third post in the window gets a 429 page in French and stores nothing', async () => {
    for (let i = 0; i < 2; i++) expect((await post(s, '/contact', { ...CONTACT, email: `c${i}@cabinet.fr` })).status).toBe(303);
    const res = await post(s, '/contact', CONTACT);
    expect(res.status).toBe(429);
    expect(await res.text()).toMatch(/Trop de/);
    expect(s.query('SELECT * FROM contacts')).toHaveLength(2);
  });
});
