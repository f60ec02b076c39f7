import type { AdminOrder } from '../../../contract/admin';
import type { ApprovedOrder, MemberOrder } from '../../../contract/orders';
import type { ApprovedOrderRow, OrderRow } from './service';
import { packageById } from '../catalogue/catalogue';
import { toUsdt } from '../../shared/money';
import { isoOf, isoOrNull, textOrNull, type Row } from '../../shared/paging';
import { memberRefOf } from '../members/views';
import { screenshotUrl } from './screenshots';
import type { ChainCheck } from '../../../contract/chain';
import { chainCheckOf } from '../chain/views';

export function adminOrderOf(r: Row): AdminOrder {
  return {
    _id: String(r['id']),
    order_no: String(r['order_no']),
    created_at: isoOf(r['created_at']),
    decided_at: isoOrNull(r['decided_at']),
    member: memberRefOf(r),
    package_name: packageById(Number(r['package_id'])).name,
    price: toUsdt(r['price_micro'] as number),
    status: r['status'] as AdminOrder['status'],
    channel: r['channel'] as AdminOrder['channel'],
    image_url: screenshotUrl(textOrNull(r['screenshot_key'])),
    reason: textOrNull(r['reason']),
    decided_by: textOrNull(r['staff_name']),
    chain: chainCheckOf(r),
  };
}

/** An order as the member's Reports page reads it (spec §7), with its check on chain. */
export const memberOrderOf = (o: OrderRow & { chain?: ChainCheck | null }): MemberOrder => ({
  id: String(o.id),
  order_details: {
    order_no: o.order_no,
    order_date: o.created_at.toISOString(),
    order_price: toUsdt(o.price_micro),
  },
  package_name: packageById(o.package_id).name,
  status: o.status,
  reason: o.reason,
  chain: o.chain ?? null,
});

/** An order row joined with its member, as operators see it (spec §3 "Approved order"). */
export function approvedOrderOf(r: ApprovedOrderRow): ApprovedOrder {
  return {
    _id: String(r.id),
    order_details: {
      order_no: r.order_no,
      order_price: toUsdt(r.price_micro),
      order_date: r.created_at.toISOString(),
    },
    user_details: { user_mySponsor_id: r.sponsor_code, user_name: r.name },
    package_name: packageById(r.package_id).name,
    image_url: screenshotUrl(r.screenshot_key),
    status: r.status,
  };
}
