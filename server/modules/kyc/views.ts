import type { KycItem } from '../../../contract/admin';
import { isoOf, isoOrNull, textOrNull, type Row } from '../../shared/paging';
import { memberRefOf } from '../members/views';

export function kycItemOf(r: Row): KycItem {
  return {
    _id: String(r['id']),
    member: memberRefOf(r),
    name: String(r['name']),
    telegramId: String(r['telegram_id']),
    walletAddress: String(r['wallet_address']),
    status: r['status'] as KycItem['status'],
    reason: textOrNull(r['reason']),
    submitted_at: isoOf(r['created_at']),
    decided_at: isoOrNull(r['decided_at']),
  };
}
