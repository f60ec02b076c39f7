import { z } from 'zod/mini';

/** Money leaves the server as a number of USDT (decisions §7); the database keeps micro-USDT. */
export const usdt = z.number();

/**
 * A USDT amount typed by a person: positive, finite, at most 6 decimals (one micro-USDT) and at
 * most a billion. Written as a plain decimal: 1e-7 or 12.3456789 are refused, never rounded.
 */
export const usdtInput = z.number({ error: 'must be a number' }).check(
  z.positive('must be more than 0'),
  z.maximum(1_000_000_000, 'is too large'),
  z.refine((v) => /^\d+(\.\d{1,6})?$/.test(String(v)), 'must have at most 6 decimals'),
);

/** Points are whole numbers (1 point per USDT of an approved package, decisions §5). */
export const points = z.number().check(z.int());

export const leftRight = z.object({ leftPoints: points, rightPoints: points });
export type LeftRight = z.infer<typeof leftRight>;

/** Order and withdrawal states as the original API spelled them (decisions §8). */
export const orderStatus = z.enum(['pending', 'approved', 'canceled']);
export type OrderStatus = z.infer<typeof orderStatus>;

/** An ISO 8601 timestamp string. */
export const isoDate = z.string();
