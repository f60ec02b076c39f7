import { createBase58check } from '@scure/base';
import { createHash } from 'node:crypto';

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
/** Tron's base58check: the version byte 0x41 and 20 bytes, checksummed with double SHA-256. */
const base58check = createBase58check(sha256);

/** The 20 address bytes of a Tron address (`T…`), as lower-case hex without a prefix. */
export function tronAddressHex(address: string): string {
  const bytes = base58check.decode(address);
  if (bytes.length !== 21 || bytes[0] !== 0x41) throw new Error(`not a Tron address: ${address}`);
  return Buffer.from(bytes.subarray(1)).toString('hex');
}

/** A Tron address (`T…`) from its 20 bytes in hex, with or without the 41 prefix. */
export function tronAddressOf(hex: string): string {
  const body = hex.toLowerCase().replace(/^0x/, '');
  const twenty = body.length === 42 && body.startsWith('41') ? body.slice(2) : body;
  if (!/^[0-9a-f]{40}$/.test(twenty)) throw new Error(`not a Tron address in hex: ${hex}`);
  return base58check.encode(Uint8Array.from(Buffer.from(`41${twenty}`, 'hex')));
}

/** The 20-byte address held in a 32-byte log topic, as lower-case hex without a prefix. */
export function topicAddress(topic: string): string {
  const body = topic.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{64}$/.test(body)) throw new Error(`not a 32-byte topic: ${topic}`);
  return body.slice(24);
}

/** An address shortened for a sentence: TQn9Y2…LSE. */
export const shortAddress = (address: string) =>
  address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-3)}` : address;
