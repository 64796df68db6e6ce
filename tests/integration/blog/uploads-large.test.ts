/**
 * Uploads of huge images: a valid PNG of 1600 × 31,000 px (under the pixel cap, over WebP's
 * 16,383 px a side) is scaled down while decoding and stored; one whose header announces more
 * than UPLOAD_MAX_PIXELS is refused before decoding. Never a 500.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, useTestServer } from '../../helpers/server';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_HEIGHT, UPLOAD_MAX_PIXELS, UPLOAD_MAX_WIDTH } from '#shared/blog/schemas';

async function upload(base: string, file: Buffer, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'infographie.png');
  const res = await fetch(`${base}/api/admin/uploads`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { imagePath?: string; error?: string } };
}

/** A tall PNG with stripes (not one flat colour), small enough on disk to be uploaded. */
async function tallPng(width: number, height: number): Promise<Buffer> {
  const stripe = await sharp({ create: { width, height: 50, channels: 3, background: '#f59e0b' } }).png().toBuffer();
  const composites = Array.from({ length: Math.floor(height / 500) }, (_, i) => ({ input: stripe, top: i * 500, left: 0 }));
  return sharp({ create: { width, height, channels: 3, background: '#1d4ed8' }, limitInputPixels: false })
    .composite(composites)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** `png` with the width and height of its header rewritten (and the header's CRC fixed). */
function withHeaderSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)), 29);
  return out;
}

describe('huge image uploads', () => {
  const s = useTestServer();
  let token: string;
  beforeAll(async () => {
    token = await registerAdmin(s.url);
  });

  it('stores a 1600 × 31,000 px PNG as a WebP scaled down to fit (201)', async () => {
    const png = await tallPng(1600, 31_000);
    expect(png.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expect(1600 * 31_000).toBeLessThan(UPLOAD_MAX_PIXELS);
    const res = await upload(s.url, png, token);
    expect(res.status).toBe(201);
    const stored = fs.readFileSync(path.join(s.config.uploadsDir, path.basename(res.body.imagePath!)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.height).toBe(UPLOAD_MAX_HEIGHT);
    expect(meta.width).toBe(Math.round((1600 * UPLOAD_MAX_HEIGHT) / 31_000));
    expect(meta.width).toBeLessThanOrEqual(UPLOAD_MAX_WIDTH);
  });

  it('refuses an image whose header announces more pixels than the cap, in French (400)', async () => {
    const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
    const res = await upload(s.url, withHeaderSize(small, 20_000, 20_000), token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Cette image est trop grande (50 millions de pixels au plus).');
  });
});
