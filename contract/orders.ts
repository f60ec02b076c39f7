import { z } from 'zod/mini';
import { sponsorCode } from './auth';
import { endpoint } from './http';
import { isoDate, orderStatus, usdt } from './money';
import { chainCheck, chainNetwork, txHashProblem } from './chain';

/** A member's order as `/user/orderhistory` lists it (spec §3). */
export const memberOrder = z.object({
  id: z.string(),
  order_details: z.object({ order_no: z.string(), order_date: isoDate, order_price: usdt }),
  package_name: z.string(),
  status: orderStatus,
  /** Why an admin canceled it, when they did. */
  reason: z.nullable(z.string()),
  /** The payment's check on chain, when the member gave a transaction hash (decisions §13). */
  chain: z.optional(z.nullable(chainCheck)),
});
export type MemberOrder = z.infer<typeof memberOrder>;

/**
 * The multipart fields of `POST /order/create` (spec §7) besides the `image` file. Identity comes
 * from the session and the price from the catalogue: these are checked or ignored, never trusted.
 */
export const createOrderFields = z
  .object({
    user_object_id: z.optional(z.string().check(z.maxLength(64))),
    user_mySponsor_id: z.optional(z.string().check(z.maxLength(32))),
    user_name: z.optional(z.string().check(z.maxLength(200))),
    order_price: z.optional(z.string().check(z.maxLength(32))),
    /** A catalogue name, or the original client's keys kickstarter, bull, whales, Premium. */
    package_name: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100)),
    /** The network the member paid on and the payment's hash, checked on chain (decisions §13). */
    network: z.optional(chainNetwork),
    tx_hash: z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(100))),
      z.transform((hash: string | undefined) => (hash === '' ? undefined : hash)),
    ),
  })
  .check(
    z.superRefine((fields, context) => {
      if (fields.tx_hash === undefined) return;
      if (!fields.network) {
        context.addIssue({
          code: 'custom',
          path: ['network'],
          message: 'is required with tx_hash',
        });
        return;
      }
      const problem = txHashProblem(fields.network, fields.tx_hash);
      if (problem) context.addIssue({ code: 'custom', path: ['tx_hash'], message: problem });
    }),
  );
export type CreateOrderFields = z.input<typeof createOrderFields>;

export const createOrder = endpoint({
  method: 'POST',
  path: '/order/create',
  body: undefined,
  response: z.object({ message: z.string(), order: memberOrder }),
});

export const orderHistory = endpoint({
  method: 'POST',
  path: '/user/orderhistory',
  body: z.object({ mySponsorId: sponsorCode }),
  response: z.object({ orders: z.array(memberOrder) }),
});

/** An approved order as the operator sees it (spec §3). */
export const approvedOrder = z.object({
  _id: z.string(),
  order_details: z.object({ order_no: z.string(), order_price: usdt, order_date: isoDate }),
  user_details: z.object({ user_mySponsor_id: z.string(), user_name: z.string() }),
  package_name: z.string(),
  /** The payment screenshot, served to staff sessions only; null for offline sales. */
  image_url: z.nullable(z.string()),
  status: orderStatus,
});
export type ApprovedOrder = z.infer<typeof approvedOrder>;

export const approvedOrders = endpoint({
  method: 'GET',
  path: '/order/approved-orders',
  body: undefined,
  response: z.object({ orders: z.array(approvedOrder) }),
});

/** The original client sent a price; it is accepted and ignored (the catalogue prices orders). */
const ignoredPrice = z.optional(z.union([z.number(), z.string().check(z.maxLength(32))]));

export const updateOrderStatus = endpoint({
  method: 'POST',
  path: '/order/update-status',
  body: z.object({
    mySponsorId: sponsorCode,
    order_no: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(32)),
    /** The package the operator put in the cart: 409 when the order is for another one. */
    package_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    order_price: ignoredPrice,
  }),
  response: z.object({ message: z.string(), order: approvedOrder }),
});

export const updateOrderStatusWithoutOrderNo = endpoint({
  method: 'POST',
  path: '/order/update-status-without-orderno',
  body: z.object({
    mySponsorId: sponsorCode,
    package_name: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100)),
    order_price: ignoredPrice,
  }),
  response: z.object({ message: z.string(), order: approvedOrder }),
});
