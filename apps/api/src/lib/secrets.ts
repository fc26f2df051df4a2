import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
// Algorithm.Argon2id is 2 (an ambient const enum, not importable as a value here).
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string) => hash(secret, ARGON2);

export async function verifySecret(hashed: string | null | undefined, secret: string): Promise<boolean> {
  if (!hashed) {
    // Spend the same time as a real check so response time does not reveal unknown accounts.
    await hash(secret, ARGON2);
    return false;
  }
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** Bearer tokens: 256 random bits; only their SHA-256 is stored, so a database leak yields no usable token. */
export function newAccessToken(): { token: string; hash: string } {
  const token = `cpt_${randomBytes(32).toString('base64url')}`;
  return { token, hash: sha256(token) };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Keyed hash with APP_KEY: small secret spaces (PINs, 6-digit codes) cannot be searched without the key. */
export const keyedHash = (appKey: string, value: string) =>
  createHmac('sha256', appKey).update(value).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud and typed on phones
export function companyCode(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return code;
}

export const randomToken = () => randomBytes(24).toString('base64url');
