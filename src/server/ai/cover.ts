/**
 * Branded cover PNG rendered offline with @napi-rs/canvas (Skia, prebuilt binary in the npm
 * package) and the DejaVu Sans font shipped in assets/fonts, so the result never depends on
 * the machine's fonts. Also turns any image a provider returns into a clean PNG.
 */
import path from 'node:path';
import { createCanvas, GlobalFonts, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { COVER_IMAGE } from '#shared/ai/limits';
import { SITE } from '#shared/site/brand';
import { PROJECT_ROOT } from '../platform/paths';

const FONT_FAMILY = 'Avocat Visible Sans';
const FONTS_DIR = path.join(PROJECT_ROOT, 'assets', 'fonts');
let fontsReady = false;

function registerFonts() {
  if (fontsReady) return;
  for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
    if (!GlobalFonts.registerFromPath(path.join(FONTS_DIR, file), FONT_FAMILY)) {
      throw new Error(`Police introuvable ou illisible : ${path.join(FONTS_DIR, file)}`);
    }
  }
  fontsReady = true;
}

/** Lines of at most `maxWidth` pixels; the last kept line ends with '…' when text remains. */
function wrap(ctx: SKRSContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  // Words wider than a line (a long URL…) are cut into pieces that fit.
  // Four lines never hold more than ~250 characters: longer text is cut first.
  const words = text
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
    .split(' ')
    .flatMap((word) => {
      const pieces: string[] = [];
      let rest = word;
      while (rest && ctx.measureText(rest).width > maxWidth) {
        // Longest prefix that fits, by bisection.
        let [fits, over] = [1, rest.length];
        while (over - fits > 1) {
          const mid = Math.floor((fits + over) / 2);
          if (ctx.measureText(rest.slice(0, mid)).width <= maxWidth) fits = mid;
          else over = mid;
        }
        pieces.push(rest.slice(0, fits));
        rest = rest.slice(fits);
      }
      return rest ? [...pieces, rest] : pieces;
    });
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (ctx.measureText(candidate).width <= maxWidth || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && ctx.measureText(`${last}…`).width > maxWidth) last = last.replace(/\s*\S+$/, '');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

export type CoverOptions = { title: string; label?: string; width?: number; height?: number };

/** A 1200×630 PNG: navy-to-blue gradient, brand line, the title wrapped on up to 4 lines. */
export function renderCover({ title, label = 'Blog juridique & marketing', width = COVER_IMAGE.width, height = COVER_IMAGE.height }: CoverOptions): Buffer {
  registerFonts();
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');

  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#0b1b3a');
  gradient.addColorStop(0.55, '#15397a');
  gradient.addColorStop(1, '#1d5fd1');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);

  // Soft decorative circles on the right.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.06)';
  for (const [x, y, r] of [
    [width * 0.88, height * 0.18, height * 0.42],
    [width * 0.98, height * 0.95, height * 0.55],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }

  const margin = Math.round(width * 0.07);
  const scale = width / COVER_IMAGE.width;

  // Brand line: a gold bar and the brand name.
  ctx.fillStyle = '#e7b53c';
  ctx.fillRect(margin, margin, Math.round(64 * scale), Math.round(8 * scale));
  ctx.font = `bold ${Math.round(30 * scale)}px "${FONT_FAMILY}"`;
  ctx.textBaseline = 'top';
  ctx.fillText(SITE.brand.toUpperCase(), margin, margin + Math.round(24 * scale));

  // Title: largest size (64 → 40 px) that fits on four lines.
  const maxWidth = width - margin * 2;
  let size = 64;
  let lines: string[] = [];
  for (; size >= 40; size -= 4) {
    ctx.font = `bold ${Math.round(size * scale)}px "${FONT_FAMILY}"`;
    lines = wrap(ctx, title, maxWidth, 4);
    if (!lines.at(-1)?.endsWith('…')) break;
  }
  size = Math.max(size, 40);
  const lineHeight = Math.round(size * 1.22 * scale);
  const blockTop = Math.round(height * 0.56) - Math.round((lines.length * lineHeight) / 2);
  ctx.fillStyle = '#ffffff';
  lines.forEach((line, i) => ctx.fillText(line, margin, blockTop + i * lineHeight));

  // Footer label.
  ctx.font = `${Math.round(24 * scale)}px "${FONT_FAMILY}"`;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.75)';
  ctx.textBaseline = 'bottom';
  ctx.fillText(label, margin, height - margin + Math.round(10 * scale));

  return canvas.toBuffer('image/png');
}

/** Decodes any image a provider returned (PNG, JPEG, WebP) and re-encodes it as PNG; throws if unreadable. */
export async function toPng(bytes: Buffer): Promise<Buffer> {
  const image = await loadImage(bytes);
  if (!image.width || !image.height) throw new Error('Image vide');
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.toBuffer('image/png');
}
