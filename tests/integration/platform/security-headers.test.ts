import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { inlineScripts } from '../../helpers/html';
import { scriptHashSource } from '#server/platform/http/security';

const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];

describe('security headers on an https site', () => {
  const s = useTestServer({ SITE_URL: 'https://www.avocat-visible.test' });

  it('serves public pages with a CSP listing the sha256 of each of their inline scripts: no nonce, no unsafe-inline', async () => {
    for (const path of ['/', '/blog', '/seo-avocat-droit-penal-lyon']) {
      const [a, b] = await Promise.all([fetch(s.url + path), fetch(s.url + path)]);
      const csp = a.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
      expect(csp).not.toContain('nonce-');
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      // Everyone gets the same page and the same policy.
      expect(b.headers.get('content-security-policy')).toBe(csp);
      const html = await a.text();
      expect(await b.text()).toBe(html);
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts) expect(scriptSrc.split(' '), script.slice(0, 60)).toContain(scriptHashSource(script));
      expect(html).not.toMatch(/ nonce="/);
      expect(html).not.toContain('csp-nonce');
    }
  });

  it('serves admin pages with a nonce on every script, new for every response, never stored', async () => {
    const [a, b] = await Promise.all([fetch(s.url + '/admin/auth'), fetch(s.url + '/admin/auth')]);
    const csp = a.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
    const nonce = nonceOf(csp);
    expect(nonce).not.toBe(nonceOf(b.headers.get('content-security-policy')));
    expect(a.headers.get('cache-control')).toBe('private, no-store');
    expect(a.headers.get('etag')).toBeNull();
    const html = await a.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain(`<meta property="csp-nonce" content="${nonce}"/>`);
    expect(html).not.toMatch(/csp-nonce-[0-9a-f]{24}/); // no placeholder left
    await b.text();
  });

  it('sends nosniff, a referrer policy, HSTS (https site) and no X-Powered-By', async () => {
    for (const path of ['/', '/api/blog/posts', '/healthz']) {
      const res = await fetch(s.url + path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-powered-by')).toBeNull();
      await res.text();
    }
  });

  it('turns off camera, microphone, geolocation, payment and the other unused features with Permissions-Policy on every reply', async () => {
    await fetch(`${s.url}/pricing`); // the second reply comes from the page cache
    for (const [method, path] of [
      ['GET', '/pricing'],
      ['GET', '/pricing'],
      ['GET', '/blog?utm_source=x'],
      ['GET', '/admin/auth'],
      ['GET', '/page-inexistante'],
      ['GET', '/sitemap.xml'],
      ['GET', '/robots.txt'],
      ['GET', '/favicon.svg'],
      ['GET', '/uploads/absent.webp'],
      ['GET', '/api/blog/posts'],
      ['POST', '/api/contacts'],
      ['GET', '/trpc/blog.list'],
      ['GET', '/healthz'],
    ]) {
      const res = await fetch(s.url + path, method === 'POST' ? { method, headers: { 'content-type': 'application/json' }, body: '{}' } : {});
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy, `${method} ${path}`).toContain(`${feature}=()`);
      await res.arrayBuffer();
    }
  });

  it('forbids framing of admin pages (frame-ancestors none, X-Frame-Options DENY); public pages same origin only', async () => {
    for (const path of ['/admin/auth', '/admin/dashboard', '/admin']) {
      const res = await fetch(s.url + path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      await res.text();
    }
    const home = await fetch(s.url + '/blog');
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    await home.text();
  });

  it('answers the API with a fixed policy: nothing may run or frame it, nosniff, HSTS, no nonce', async () => {
    for (const res of [
      await fetch(`${s.url}/api/blog/posts`),
      await fetch(`${s.url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await fetch(`${s.url}/trpc/blog.list`),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('nonce-');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('security headers on an http site', () => {
  const s = useTestServer({ SITE_URL: 'http://localhost:3000' });

  it('sends no HSTS and no upgrade-insecure-requests', async () => {
    const res = await fetch(s.url + '/');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    await res.text();
  });
});
