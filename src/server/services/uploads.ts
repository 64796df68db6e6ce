/**
 * Image uploads of the article editor (`POST /api/admin/uploads`). Only PNG, JPEG and WebP,
 * recognised by their first bytes (never by the name or the declared type), are decoded; the
 * pixels are re-encoded as WebP at most UPLOAD_MAX_WIDTH wide, so metadata (EXIF, GPS…) and
 * anything appended to the file (a script after a PNG's end) never reach the disk.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { DomainError } from '../errors';
import { imageFilename } from '../../shared/format/slug';
import { UPLOAD_MAX_WIDTH } from '../../shared/blog/schemas';

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
/** Beyond this many pixels a decoded image is refused (a small file can hold a huge image). */
const MAX_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

const refuse = (message: string) => new DomainError('invalid', message);

/** Decodes, resizes to ≤ UPLOAD_MAX_WIDTH and re-encodes as WebP; a French 400 when not an image. */
async function reencodeImage(bytes: Buffer): Promise<{ webp: Buffer; width: number; height: number }> {
  if (!sniffImage(bytes)) throw refuse(UPLOAD_REFUSED);
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(bytes);
  } catch {
    throw refuse(UPLOAD_UNREADABLE);
  }
  if (!image.width || !image.height) throw refuse(UPLOAD_UNREADABLE);
  if (image.width * image.height > MAX_PIXELS) throw refuse('Cette image est trop grande (50 millions de pixels au plus).');
  const width = Math.min(image.width, UPLOAD_MAX_WIDTH);
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  return { webp: await canvas.encode('webp', WEBP_QUALITY), width, height };
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
