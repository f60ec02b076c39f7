import { sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminWithdrawal, KycItem, MemberSummary } from '../../contract/admin';
import { queryRows, type Executor } from '../db/raw';
import { packageById } from '../modules/catalogue/catalogue';
import { toUsdt } from './money';
import { HttpError } from './errors';
import { beforeId, decodeCursor, idKey, isoOf, isoOrNull, pageOf, type Page } from './paging';
import { screenshotUrl } from '../modules/orders/screenshots';

/** Raw rows as the admin queries below select them. */
export type Row = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** `{_id, name, mySponsorId}` of a member from `<prefix>id`, `<prefix>name`, `<prefix>code`. */
export function memberRefOf(r: Row, prefix = 'member_') {
  return {
    _id: String(r[`${prefix}id`]),
    name: String(r[`${prefix}name`]),
    mySponsorId: String(r[`${prefix}code`]),
  };
}

/** Orders with their member and deciding staff, for `adminOrderOf`. */
export const orderView = (where: SQL) => sql`
  select o.*, m.name as member_name, m.sponsor_code as member_code,
         s.name as staff_name
    from orders o
    join members m on m.id = o.member_id
    left join staff s on s.id = o.decided_by
   where ${where}`;

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
    image_url: screenshotUrl(text(r['screenshot_key'])),
    reason: text(r['reason']),
    decided_by: text(r['staff_name']),
  };
}

/** One order as the admin views show it (404 when there is none). */
export async function adminOrderNamed(db: Executor, orderNo: string): Promise<AdminOrder> {
  const [row] = await queryRows<Row>(db, orderView(sql`o.order_no = ${orderNo}`));
  if (!row) throw new HttpError(404, `Order ${orderNo} not found`);
  return adminOrderOf(row);
}

/** Withdrawals with their member, for `adminWithdrawalOf`. */
export const withdrawalView = (where: SQL) => sql`
  select w.*, m.name as member_name, m.sponsor_code as member_code
    from withdrawals w join members m on m.id = w.member_id
   where ${where}`;

export function adminWithdrawalOf(r: Row): AdminWithdrawal {
  return {
    _id: String(r['id']),
    order_no: String(r['order_no']),
    member: memberRefOf(r),
    amount: toUsdt(r['amount'] as number),
    fee: toUsdt(r['fee'] as number),
    walletAddress: String(r['wallet_address']),
    status: r['status'] as AdminWithdrawal['status'],
    txHash: text(r['tx_hash']),
    reason: text(r['reason']),
    created_at: isoOf(r['created_at']),
    decided_at: isoOrNull(r['decided_at']),
  };
}

/** One withdrawal as the admin views show it (404 when there is none). */
export async function adminWithdrawalNamed(
  db: Executor,
  orderNo: string,
): Promise<AdminWithdrawal> {
  const [row] = await queryRows<Row>(db, withdrawalView(sql`w.order_no = ${orderNo}`));
  if (!row) throw new HttpError(404, `Withdrawal ${orderNo} not found`);
  return adminWithdrawalOf(row);
}

/** KYC submissions with their member, for `kycItemOf`. */
export const kycView = (where: SQL) => sql`
  select k.*, m.name as member_name, m.sponsor_code as member_code
    from kyc_submissions k join members m on m.id = k.member_id
   where ${where}`;

export function kycItemOf(r: Row): KycItem {
  return {
    _id: String(r['id']),
    member: memberRefOf(r),
    name: String(r['name']),
    telegramId: String(r['telegram_id']),
    walletAddress: String(r['wallet_address']),
    status: r['status'] as KycItem['status'],
    reason: text(r['reason']),
    submitted_at: isoOf(r['created_at']),
    decided_at: isoOrNull(r['decided_at']),
  };
}

/** The columns `memberSummaryOf` reads, from `members m join member_points p`. */
export const MEMBER_SUMMARY_COLUMNS = sql`m.id, m.name, m.sponsor_code, m.mobile_number, m.email,
  m.is_active, m.login_blocked_at, m.created_at, p.personal`;

export function memberSummaryOf(r: Row): MemberSummary {
  return {
    _id: String(r['id']),
    name: String(r['name']),
    mySponsorId: String(r['sponsor_code']),
    mobileNumber: String(r['mobile_number']),
    email: String(r['email']),
    isActive: Boolean(r['is_active']),
    blocked: r['login_blocked_at'] !== null,
    joinedAt: isoOf(r['created_at']),
    personalPoints: Number(r['personal']),
  };
}

/** One ledger entry of an account with its transfer, as statements and float histories show it. */
export type LedgerLine<Label extends string> = {
  _id: string;
  date: string;
  account: Label;
  kind: string;
  ref: string;
  amount: number;
};

/**
 * The entries of a few accounts merged newest first, keyset on the entry id: each account's own
 * newest entries come from its index, so a page costs the same however long the history is.
 */
export async function entriesPage<Label extends string>(
  db: Executor,
  accounts: { id: number; label: Label }[],
  query: { cursor?: string | undefined; limit: number },
): Promise<Page<LedgerLine<Label>>> {
  const after = decodeCursor(query.cursor, idKey);
  if (accounts.length === 0) return { items: [], nextCursor: null };
  const perAccount = accounts.map(
    (a) => sql`(
      select e.id, e.amount, ${a.label}::text as account, t.kind, t.ref, t.created_at
        from entries e join transfers t on t.id = e.transfer_id
       where e.account_id = ${a.id} and ${beforeId(sql`e.id`, after?.[0])}
       order by e.id desc limit ${query.limit + 1})`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select * from (${sql.join(perAccount, sql` union all `)}) x
         order by id desc limit ${query.limit + 1}`,
  );
  return pageOf(
    rows,
    query.limit,
    (r) => ({
      _id: String(r['id']),
      date: isoOf(r['created_at']),
      account: r['account'] as Label,
      kind: String(r['kind']),
      ref: String(r['ref']),
      amount: toUsdt(r['amount'] as number),
    }),
    (r) => [Number(r['id'])],
  );
}
