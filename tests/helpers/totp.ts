/** TOTP codes computed in the tests from the secret the server gave (RFC 6238: 6 digits, 30 s). */
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';

/** The code of the current 30-second step, or of a step around it (`offset` −1, +1: still accepted). */
export function totp(secret: string, offset = 0, now = Date.now()): string {
  const step = Math.floor(now / 1000 / 30) + offset;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}
