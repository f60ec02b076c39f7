import { writePayoutNotices } from '../payouts/notices';
import { writeCloseRankNotices } from '../ranks/service';
import { writeScholarshipNotices } from '../scholarships/notices';
import type { OwedNoticeWriters } from './owed';

/** Who writes each kind of owed notice: the module whose close owes it. */
export const OWED_NOTICE_WRITERS: OwedNoticeWriters = {
  payout_credited: writePayoutNotices,
  scholarship_credited: writeScholarshipNotices,
  rank_reached: writeCloseRankNotices,
};
