import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/raw';
import { toUsdt } from '../../shared/money';
import { beforeId, isoOrNull } from '../../shared/paging';
import type { Row } from '../../shared/paging';
import { withdrawalView } from './queries';

/** Rows read per query while the file streams out. */
const BATCH = 1000;

const HEADER = [
  'order_no',
  'date',
  'member_id',
  'member_name',
  'amount',
  'fee',
  'wallet_address',
  'tx_hash',
];

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would run as a formula (= + - @, or a
 * leading tab or carriage return) gets a leading single quote, so a member's name cannot
 * become a formula in the bookkeeper's spreadsheet.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

const paidWithdrawalCells = (r: Row) => [
  String(r['order_no']),
  isoOrNull(r['decided_at']) ?? '',
  String(r['member_code']),
  String(r['member_name']),
  String(toUsdt(r['amount'] as number)),
  String(toUsdt(r['fee'] as number)),
  String(r['wallet_address']),
  String(r['tx_hash'] ?? ''),
];

/** Paid (approved) withdrawals as CSV, newest first, read in batches while it is sent. */
export async function* paidWithdrawalsCsv(db: Executor): AsyncGenerator<string> {
  yield csvLine(HEADER);
  let before: number | undefined;
  for (;;) {
    const rows = await queryRows<Row>(
      db,
      sql`${withdrawalView(sql`w.status = 'approved' and ${beforeId(sql`w.id`, before)}`)}
          order by w.id desc limit ${BATCH}`,
    );
    if (rows.length > 0) yield rows.map((r) => csvLine(paidWithdrawalCells(r))).join('');
    const last = rows.at(-1);
    if (rows.length < BATCH || last === undefined) return;
    before = Number(last['id']);
  }
}
