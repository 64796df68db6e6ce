/** POST /api/admin/uploads: images recognised by content, re-encoded as WebP; refusals (issue #20). */
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, useTestServer } from '../../helpers/server';

function png(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1d4ed8';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#f59e0b';
  ctx.fillRect(0, 0, width / 2, height / 2);
  return canvas.toBuffer('image/png');
}

async function upload(base: string, file: Buffer | string, name: string, opts: { token?: string; type?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: opts.type ?? 'image/png' }), name);
  const res = await fetch(`${base}/api/admin/uploads`, {
    method: 'POST',
    body: form,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as { imagePath?: string; error?: string; code?: string } };
}

describe('image upload', () => {
  const s = useTestServer();
  let token: string;
  beforeAll(async () => {
    token = await registerAdmin(s.url);
  });

  it('re-encodes a PNG as WebP at most 1600 px wide, served with its type and nosniff', async () => {
    const res = await upload(s.url, png(2400, 1200), 'Cabinet à Lyon.png', { token });
    expect(res.status).toBe(201);
    expect(res.body.imagePath).toMatch(/^\/uploads\/cabinet-a-lyon-[a-z0-9]+\.webp$/);
    const served = await fetch(s.url + res.body.imagePath!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const image = await loadImage(bytes);
    expect([image.width, image.height]).toEqual([1600, 800]);
  });

  it('accepts a JPEG and keeps a small image at its size', async () => {
    const jpeg = createCanvas(320, 200).toBuffer('image/jpeg');
    const res = await upload(s.url, jpeg, 'photo.jpg', { token, type: 'image/jpeg' });
    expect(res.status).toBe(201);
    const image = await loadImage(fs.readFileSync(path.join(s.config.uploadsDir, path.basename(res.body.imagePath!))));
    expect([image.width, image.height]).toEqual([320, 200]);
  });

  it('refuses an HTML file named .png (400), whatever its declared type', async () => {
    const res = await upload(s.url, '<!doctype html><script>alert(1)</script>', 'photo.png', { token, type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Seules les images PNG, JPEG et WebP sont acceptées.');
    expect(fs.readdirSync(s.config.uploadsDir).filter((f) => f.startsWith('photo'))).toHaveLength(1); // the JPEG above only
  });

  it('drops a script appended to a PNG: the stored file is re-encoded without it', async () => {
    const script = '<script>alert("xss")</script>';
    const res = await upload(s.url, Buffer.concat([png(64, 64), Buffer.from(script)]), 'piege.png', { token });
    expect(res.status).toBe(201);
    const stored = fs.readFileSync(path.join(s.config.uploadsDir, path.basename(res.body.imagePath!)));
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('refuses a 6 MB file (413) and stores nothing', async () => {
    const before = fs.readdirSync(s.config.uploadsDir).length;
    const big = Buffer.concat([png(16, 16), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload(s.url, big, 'enorme.png', { token });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Image trop volumineuse : 5 Mo au maximum.');
    expect(fs.readdirSync(s.config.uploadsDir).length).toBe(before);
  });

  it('refuses without a session (401), without the field `file` (400) and a damaged PNG (400)', async () => {
    expect((await upload(s.url, png(8, 8), 'a.png')).status).toBe(401);
    const noField = await upload(s.url, png(8, 8), 'a.png', { token, field: 'image' });
    expect(noField.status).toBe(400);
    const truncated = png(200, 200).subarray(0, 60);
    expect((await upload(s.url, truncated, 'b.png', { token })).status).toBe(400);
    const json = await fetch(`${s.url}/api/admin/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
  });

  it('refuses a cookie-authenticated upload from another site (403), accepts it from the site', async () => {
    const send = (headers: Record<string, string>) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png(8, 8))], { type: 'image/png' }), 'a.png');
      return fetch(`${s.url}/api/admin/uploads`, { method: 'POST', body: form, headers: { cookie: `av_session=${token}`, ...headers } });
    };
    expect((await send({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await send({})).status).toBe(403);
    expect((await send({ origin: s.config.SITE_URL })).status).toBe(201);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${s.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/api/admin/uploads']!.post!.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '413']));
  });
});
