import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { applyNonce, NONCE_PLACEHOLDER, nonceStream } from '#server/platform/http/security';

const html = `<head><meta property="csp-nonce" content="${NONCE_PLACEHOLDER}"/></head><body>é<script nonce="${NONCE_PLACEHOLDER}">x</script>${NONCE_PLACEHOLDER}</body>`;
const expected = html.replaceAll(NONCE_PLACEHOLDER, 'N0NCE==');

describe('the nonce placeholder of rendered pages', () => {
  it('is random per process and looks like nothing a visitor would type', () => {
    expect(NONCE_PLACEHOLDER).toMatch(/^csp-nonce-[0-9a-f]{24}$/);
  });

  it('applyNonce replaces every occurrence (HTML served from a cache)', () => {
    expect(applyNonce(html, 'N0NCE==')).toBe(expected);
  });

  it.each([1, 2, 3, 7, 13, 40, 1000])('nonceStream replaces it even when chunks of %i bytes cut it', async (size) => {
    const bytes = Buffer.from(html);
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
    expect(await text(Readable.from(chunks).pipe(nonceStream('N0NCE==')))).toBe(expected);
  });
});
