/**
 * Image uploads of the article editor (`POST /api/admin/uploads`). Only PNG, JPEG and WebP,
 * recognised by their first bytes (never by the name or the declared type), are decoded; the
 * pixels are re-encoded as WebP at most UPLOAD_MAX_WIDTH wide and UPLOAD_MAX_HEIGHT high, so metadata (EXIF, GPS…) and
 * anything appended to the file (a script after a PNG's end) never reach the disk.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { DomainError } from '../platform/errors';
import { imageFilename } from '#shared/format/slug';
import { UPLOAD_MAX_HEIGHT, UPLOAD_MAX_PIXELS, UPLOAD_MAX_WIDTH } from '#shared/blog/schemas';

type ImageKind = 'png' | 'jpeg' | 'webp';

/** The image format of a file's first bytes; null for anything else (HTML named .png…). */
function sniffImage(bytes: Uint8Array): ImageKind | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

const UPLOAD_REFUSED = 'Seules les images PNG, JPEG et WebP sont acceptées.';
const UPLOAD_UNREADABLE = 'Cette image est illisible ou endommagée.';
const UPLOAD_TOO_LARGE = `Cette image est trop grande (${UPLOAD_MAX_PIXELS / 1_000_000} millions de pixels au plus).`;
const UPLOAD_NOT_CONVERTIBLE = 'Cette image ne peut pas être convertie : réduisez-la ou recadrez-la, puis réessayez.';
const WEBP_QUALITY = 82;

const refuse = (message: string) => new DomainError('invalid', message);
/** sharp's refusal of an image over `limitInputPixels` ('Input image exceeds pixel limit'). */
const overPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Decodes, fits into UPLOAD_MAX_WIDTH × UPLOAD_MAX_HEIGHT and re-encodes as WebP with sharp
 * (libvips): the size is read from the header and a larger image than UPLOAD_MAX_PIXELS is
 * refused before any decoding; the decoder streams the image through the resize (JPEG and WebP
 * shrink while decoding), so a tall image never sits in memory at full size. Any failure is a
 * French 400, never a 500.
 */
async function reencodeImage(bytes: Buffer): Promise<{ webp: Buffer; width: number; height: number }> {
  if (!sniffImage(bytes)) throw refuse(UPLOAD_REFUSED);
  const input = () => sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, sequentialRead: true, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch (error) {
    throw refuse(overPixelLimit(error) ? UPLOAD_TOO_LARGE : UPLOAD_UNREADABLE);
  }
  if (!meta.width || !meta.height || !['png', 'jpeg', 'webp'].includes(meta.format)) throw refuse(UPLOAD_UNREADABLE);
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw refuse(UPLOAD_TOO_LARGE);
  try {
    const { data, info } = await input()
      .resize({ width: UPLOAD_MAX_WIDTH, height: UPLOAD_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw refuse(overPixelLimit(error) ? UPLOAD_TOO_LARGE : /corrupt|premature|truncat|read error|invalid/i.test(message) ? UPLOAD_UNREADABLE : UPLOAD_NOT_CONVERTIBLE);
  }
}

/** Stores an uploaded image as `/uploads/<name>-<unique>.webp` (never overwrites) and returns its path. */
export async function storeUploadedImage(uploadsDir: string, originalName: string, bytes: Buffer): Promise<{ imagePath: string }> {
  const { webp } = await reencodeImage(bytes);
  const base = imageFilename(originalName.replace(/\.[a-z0-9]{1,5}$/i, '')) || 'image';
  const filename = `${base}-${Date.now().toString(36)}${randomBytes(4).toString('hex')}.webp`;
  const dir = path.resolve(uploadsDir);
  const file = path.resolve(dir, filename);
  if (path.dirname(file) !== dir) throw refuse('Nom de fichier refusé.');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(file, webp, { flag: 'wx' });
  return { imagePath: `/uploads/${filename}` };
}
