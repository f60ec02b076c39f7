import { hash, verify } from '@node-rs/argon2';
import { randomBytes, randomInt } from 'node:crypto';

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane (about 14 ms per check on 2 cores). */
/** `algorithm: 2` is Algorithm.Argon2id (a const enum that isolated modules cannot import). */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashSecret = (secret: string) => hash(secret, ARGON2);

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the account does not exist, so timing does not tell. */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(secret: string): Promise<false> {
  decoy ??= hashSecret(randomBytes(16).toString('hex'));
  await verifySecret(await decoy, secret);
  return false;
}

const KEY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A member's unique key: 16 symbols of 32 (80 random bits), grouped like K7QX-M2PA-9TRD-4HWN. */
export function generateUniqueKey(): string {
  const symbol = () => KEY_ALPHABET.charAt(randomInt(KEY_ALPHABET.length));
  const group = () => Array.from({ length: 4 }, symbol).join('');
  return Array.from({ length: 4 }, group).join('-');
}

/** Keys are compared without dashes, spaces or case. */
export const normalizeUniqueKey = (key: string) => key.replace(/[\s-]/g, '').toUpperCase();

/**
 * A unique key is 80 random bits, not a human-chosen password: no dictionary shortens the search,
 * so a light argon2id (4 MiB, one pass, about 1 ms) protects it as well as the heavy one while
 * keeping registrations fast. `verifySecret` reads the parameters from the hash.
 */
const UNIQUE_KEY_ARGON2 = { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 };

export const hashUniqueKey = (key: string) => hash(normalizeUniqueKey(key), UNIQUE_KEY_ARGON2);

/** A readable random password for generated accounts (bootstrap). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
