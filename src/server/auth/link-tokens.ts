/** The tokens of invitation and password-reset links: 256 random bits, stored as their SHA-256 only. */
import { createHash, randomBytes } from 'node:crypto';

export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
