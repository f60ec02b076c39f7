import type { ChainNetwork } from '@contract/chain';
import { errorResponse } from '@contract/http';
import { createOrder, type CreateOrderFields } from '@contract/orders';
import { ApiError } from '@/lib/api';

export const SCREENSHOT_TOO_LARGE = 'The screenshot must be at most 5 MB';

/** The network the member paid on and the transfer's hash, for the server to check on chain. */
export type ChainPayment = { network: ChainNetwork; txHash: string };

export type DepositOrder = {
  /** The package's catalogue name; the server prices the order from it. */
  packageName: string;
  /** The catalogue price, sent for display only (the server ignores it). */
  price: number;
  /** The payment screenshot (PNG, JPEG or WebP, at most 5 MB). */
  image: File;
  /** The signed-in member; the server checks these against the session. */
  member: { _id: string; name: string; mySponsorId: string };
  /** Given only when the member entered a transaction hash (decisions §13). */
  payment?: ChainPayment;
};

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorResponse.safeParse(body);
  const message = parsed.success
    ? parsed.data.message
    : response.status === 413
      ? SCREENSHOT_TOO_LARGE
      : '';
  return new ApiError(response.status, message);
}

/**
 * `POST /order/create` as multipart/form-data (spec §7): the fields of `createOrderFields` and the
 * screenshot in `image`. Resolves with the new order (`approved` already when the chain confirmed
 * the payment's hash in the request, else `pending`); rejects with an ApiError.
 */
export async function createDepositOrder({
  packageName,
  price,
  image,
  member,
  payment,
}: DepositOrder) {
  const txHash = payment?.txHash.trim();
  const fields: CreateOrderFields = {
    user_object_id: member._id,
    user_mySponsor_id: member.mySponsorId,
    user_name: member.name,
    order_price: String(price),
    package_name: packageName,
    ...(payment && txHash ? { network: payment.network, tx_hash: txHash } : {}),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  form.append('image', image, image.name);

  const response = await fetch(createOrder.path, {
    method: createOrder.method,
    credentials: 'same-origin',
    body: form,
  });
  if (!response.ok) throw await readError(response);
  return createOrder.response.parse(await response.json());
}
