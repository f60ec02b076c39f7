import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/*
 * Index keys ascend throughout: a backward scan serves `order by … desc` (newest first). Drizzle's
 * `.desc()` writes DESC NULLS LAST, which only serves `desc nulls last`, so an index built with it
 * is ignored by the plain `order by id desc` of the lists.
 */

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    phoneNo: text('phone_no').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_inquiries_created_at_idx').on(t.createdAt, t.id),
    // Admin inbox (decisions §12): the unread ones, newest first.
    index('contact_inquiries_unread_idx')
      .on(t.id)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A member of the binary network: parent and side place it; the tour (`tour_items`, decision 0011)
 * answers its legs' totals and extreme ends.
 */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    sponsorCode: text('sponsor_code').notNull(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    uniqueKeyHash: text('unique_key_hash').notNull(),
    sponsorId: bigint('sponsor_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    side: char('side', { length: 1 }).$type<Side>(),
    /** The side of the sponsor's tree this member sits in (decisions §5 direct points). */
    sponsorSide: char('sponsor_side', { length: 1 }).$type<Side>(),
    depth: integer('depth').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    loginBlockedAt: timestamp('login_blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_sponsor_code_key').on(t.sponsorCode),
    uniqueIndex('members_slot_key').on(t.parentId, t.side),
    index('members_sponsor_idx').on(t.sponsorId, t.id),
    // Admin member search (decisions §12): by name prefix, mobile number or e-mail.
    index('members_name_search_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('members_mobile_idx').on(t.mobileNumber),
    index('members_email_idx').on(sql`lower(${t.email})`),
    // Admin dashboard (decisions §12): active members counted from this index alone; the close
    // merges the active ids with every member's legs (decision 0012).
    index('members_active_idx')
      .on(t.id, t.parentId)
      .where(sql`${t.isActive}`),
    check('members_side_check', sql`${t.side} in ('L', 'R')`),
    check('members_root_check', sql`(${t.parentId} is null) = (${t.side} is null)`),
    check('members_sponsor_side_check', sql`${t.sponsorSide} in ('L', 'R')`),
  ],
);

export type Side = 'L' | 'R';

/**
 * The network's Euler tour (each member's open, mid and close, in the order a walk around the tree
 * meets them) held in a counted B-tree (docs/decisions/0011): blocks of at most `tour_root.max_entries`
 * entries, each carrying how many items, members (mids) and points lie below it. A member's left leg
 * is the tour between its open and its mid, its right leg between its mid and its close.
 */
export const tourBlocks = pgTable(
  'tour_blocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => tourBlocks.id),
    /** Position among the parent's entries, 0-based and contiguous. */
    pos: integer('pos').notNull(),
    /** 0: a leaf, holding items; h: holds blocks of height h - 1. */
    height: integer('height').notNull(),
    entries: integer('entries').notNull().default(0),
    items: integer('items').notNull().default(0),
    members: integer('members').notNull().default(0),
    /** All-time team points (whole USDT of approved orders) of the mids below. */
    points: bigint('points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Covers points and members too (INCLUDE, migration 0018): the legs sum a parent's range of
    // blocks index-only (decision 0011).
    index('tour_blocks_parent_idx').on(t.parentId, t.pos),
  ],
);

/** A member's three places in the tour: kind 0 its open, 1 its mid (carrying its own points), 2 its close. */
export const tourItems = pgTable(
  'tour_items',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: smallint('kind').notNull(),
    blockId: bigint('block_id', { mode: 'number' })
      .notNull()
      .references(() => tourBlocks.id),
    pos: integer('pos').notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind] }),
    // Covers member_id, kind and points too (INCLUDE, migration 0015): the legs read leaves by it
    // index-only (decision 0012).
    index('tour_items_block_idx').on(t.blockId, t.pos),
    check('tour_items_kind_check', sql`${t.kind} between 0 and 2`),
  ],
);

/** Entries a block of the tour holds at most unless tour_root says otherwise (tests use fewer). */
export const TOUR_MAX_ENTRIES = 64;

/**
 * The tour's root block and block size, one row. Every writer of the tour locks it first, so that
 * writers take block rows in one order and never see a block split halfway.
 */
export const tourRoot = pgTable(
  'tour_root',
  {
    id: smallint('id').primaryKey().default(1),
    blockId: bigint('block_id', { mode: 'number' })
      .notNull()
      .references(() => tourBlocks.id),
    maxEntries: integer('max_entries').notNull().default(TOUR_MAX_ENTRIES),
  },
  (t) => [
    check('tour_root_single', sql`${t.id} = 1`),
    check('tour_root_max_entries', sql`${t.maxEntries} >= 4`),
  ],
);

export type StaffRole = 'operator' | 'admin';

export const staff = pgTable(
  'staff',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    role: text('role').$type<StaffRole>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_key').on(sql`lower(${t.email})`),
    check('staff_role_check', sql`${t.role} in ('operator', 'admin')`),
  ],
);

export type SessionKind = 'member' | StaffRole;

/** Opaque session tokens, stored as SHA-256 hashes; revoking sets revoked_at. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<SessionKind>().notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'enrol': an admin signed in with the password only, allowed to enrol a second factor. */
    stage: text('stage').$type<SessionStage>().notNull().default('full'),
    /**
     * The primary's WAL position after this session's last write (at first, its creation, which
     * follows everything its owner did before signing in): its reads go to a replica only once the
     * replica has replayed that far (README "Running on more than one machine").
     */
    lastWriteLsn: text('last_write_lsn').default(sql`pg_current_wal_lsn()::text`),
    /** The id the account page names a session by (the token hash is never shown). */
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    /** The browser and address it was opened from, for the owner's list of sessions. */
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Refreshed at most every few minutes (auth/sessions.ts), not on every request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_subject_idx').on(t.kind, t.subjectId),
    uniqueIndex('sessions_id_key').on(t.id),
    check('sessions_kind_check', sql`${t.kind} in ('member', 'operator', 'admin')`),
    check('sessions_stage_check', sql`${t.stage} in ('full', 'enrol')`),
  ],
);
export type SessionStage = 'full' | 'enrol';

/**
 * Attempts at a secret and requests to limited endpoints, per key (an account, an address, an
 * account at an address, a limited action), shared by every instance (README "Security").
 * `failures` counts the admitted attempts of the window; `admitted` tells the last caller whether
 * its attempt was let through.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  admitted: boolean('admitted').notNull().default(true),
});

/** Addresses an account has signed in from: exempt from the account-wide slow-down. */
export const authKnownAddresses = pgTable(
  'auth_known_addresses',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] })],
);

/** A person's authenticator secret (TOTP, RFC 6238); `last_step` refuses a replayed code. */
export const twoFactor = pgTable(
  'two_factor',
  {
    subjectKind: text('subject_kind').$type<SessionKind>().notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    secret: text('secret'),
    pendingSecret: text('pending_secret'),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
    /** When an admin last removed it (the person sees it on their settings). */
    resetAt: timestamp('reset_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId] }),
    check('two_factor_kind_check', sql`${t.subjectKind} in ('member', 'operator', 'admin')`),
  ],
);

/** Ten single-use recovery codes per enrolment, stored as SHA-256 (they are random, not chosen). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    subjectKind: text('subject_kind').$type<SessionKind>().notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_subject_idx').on(t.subjectKind, t.subjectId)],
);

/**
 * Counters of a member that orders and closes change (kept apart from the mostly immutable
 * `members` row). Points are whole USDT; money is micro-USDT.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    personal: bigint('personal', { mode: 'number' }).notNull().default(0),
    /** All-time direct points per side of this member's tree (decisions §5). */
    directLeft: bigint('direct_left', { mode: 'number' }).notNull().default(0),
    directRight: bigint('direct_right', { mode: 'number' }).notNull().default(0),
    /** Points carried into the open period (decisions §6). */
    carryLeft: bigint('carry_left', { mode: 'number' }).notNull().default(0),
    carryRight: bigint('carry_right', { mode: 'number' }).notNull().default(0),
    /** All-time team points at the last close: the open period's points are the live total minus these. */
    closedLeft: bigint('closed_left', { mode: 'number' }).notNull().default(0),
    closedRight: bigint('closed_right', { mode: 'number' }).notNull().default(0),
    /** Direct bonus accrued in the open period, micro-USDT. */
    openDirectBonus: bigint('open_direct_bonus', { mode: 'number' }).notNull().default(0),
    /** Price of the highest approved education package, micro-USDT: the per-period cap. */
    capMicro: bigint('cap_micro', { mode: 'number' }).notNull().default(0),
    /** The latest approved education package. */
    currentPackageId: smallint('current_package_id'),
    /** Failed unique-key checks in a row; withdrawals lock at 5 until an admin resets the key. */
    keyFailures: smallint('key_failures').notNull().default(0),
  },
  (t) => [
    check(
      'member_points_nonnegative',
      sql`${t.personal} >= 0 and ${t.carryLeft} >= 0 and ${t.carryRight} >= 0 and ${t.openDirectBonus} >= 0`,
    ),
  ],
);

/** Weekly periods: exactly one is open; a close stamps it and opens the next (decisions §6). */
export const periods = pgTable(
  'periods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    members: integer('members'),
    /** Net payouts, TDS withheld and gross bonuses of the close, micro-USDT. */
    totalPayout: bigint('total_payout', { mode: 'number' }),
    totalTds: bigint('total_tds', { mode: 'number' }),
    closedBy: text('closed_by'),
  },
  (t) => [
    uniqueIndex('periods_one_open')
      .on(sql`(true)`)
      .where(sql`${t.closedAt} is null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    packageId: smallint('package_id').notNull(),
    priceMicro: bigint('price_micro', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    channel: text('channel').$type<'deposit' | 'offline'>().notNull(),
    status: text('status').$type<'pending' | 'approved' | 'canceled'>().notNull(),
    /** Storage key of the re-encoded payment screenshot (deposits only). */
    screenshotKey: text('screenshot_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_member_idx').on(t.memberId, t.id),
    index('orders_status_idx').on(t.status, t.id),
    // Operators' business (their stats, the admin's operator list) from the index alone.
    index('orders_decided_by_idx')
      .on(t.decidedBy, t.decidedAt, t.priceMicro)
      .where(sql`${t.status} = 'approved'`),
    index('orders_decided_at_idx').on(t.decidedAt),
    // Admin console (decisions §12): an operator's orders newest first; approved business by date.
    index('orders_decided_by_id_idx').on(t.decidedBy, t.id),
    index('orders_approved_at_idx')
      .on(t.decidedAt, t.priceMicro)
      .where(sql`${t.status} = 'approved'`),
    // The target of scholarships' (order, member) key: a scholarship names its order's buyer.
    uniqueIndex('orders_id_member_key').on(t.id, t.memberId),
    check('orders_package_check', sql`${t.packageId} between 1 and 7`),
    check('orders_status_check', sql`${t.status} in ('pending', 'approved', 'canceled')`),
    check('orders_channel_check', sql`${t.channel} in ('deposit', 'offline')`),
    check('orders_decision_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/** One row per member paid by a close (spec §3 "Weekly earning"), with how it was worked out. */
export const weeklyEarnings = pgTable(
  'weekly_earnings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign keys on what a close appends by the hundred thousand: integrity/ledger-check.ts
    // finds any row whose period or member is missing (decision 0012).
    periodId: integer('period_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    week: timestamp('week', { withTimezone: true }).notNull(),
    carriedLeft: bigint('carried_left', { mode: 'number' }).notNull(),
    carriedRight: bigint('carried_right', { mode: 'number' }).notNull(),
    periodLeft: bigint('period_left', { mode: 'number' }).notNull(),
    periodRight: bigint('period_right', { mode: 'number' }).notNull(),
    matched: bigint('matched', { mode: 'number' }).notNull(),
    directBonus: bigint('direct_bonus', { mode: 'number' }).notNull(),
    teamBonus: bigint('team_bonus', { mode: 'number' }).notNull(),
    capApplied: boolean('cap_applied').notNull(),
    tds: bigint('tds', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('weekly_earnings_period_member_key').on(t.periodId, t.memberId),
    index('weekly_earnings_member_idx').on(t.memberId, t.periodId),
    // A close's settlements, biggest payout first (admin payout detail).
    index('weekly_earnings_period_payout_idx').on(t.periodId, t.payout, t.memberId),
  ],
);

/** Monthly scholarship runs (decisions §6): one per month, idempotent. */
export const scholarshipRuns = pgTable('scholarship_runs', {
  month: timestamp('month', { withTimezone: true }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  orders: integer('orders').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  ranBy: text('ran_by'),
});

export const scholarships = pgTable(
  'scholarships',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    month: timestamp('month', { withTimezone: true }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    // No foreign key (each check locked the order's row, one by one, for a third of a million
    // rows a month): integrity/ledger-check.ts finds a row whose order is missing or is not its
    // member's (decision 0012).
    uniqueIndex('scholarships_order_month_key').on(t.orderId, t.month),
    index('scholarships_member_idx').on(t.memberId, t.month),
    index('scholarships_month_idx').on(t.month, t.id),
  ],
);

/** Ranks reached (decisions §6): recorded `unclaimed`, marked `Claimed` by an admin. */
export const memberRanks = pgTable(
  'member_ranks',
  {
    // No foreign key on what a close appends by the hundred thousand: integrity/ledger-check.ts
    // finds a rank whose member has no counters (decision 0012).
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    rank: smallint('rank').notNull(),
    status: text('status').$type<'unclaimed' | 'Claimed'>().notNull().default('unclaimed'),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: bigint('claimed_by', { mode: 'number' }).references(() => staff.id),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.rank] }),
    // Ranks recorded by one close share its timestamp: the keys end with the primary key.
    index('member_ranks_status_idx').on(t.status, t.achievedAt, t.memberId, t.rank),
    index('member_ranks_achieved_idx').on(t.achievedAt, t.memberId, t.rank),
    check('member_ranks_status_check', sql`${t.status} in ('unclaimed', 'Claimed')`),
  ],
);

/** Wallet/KYC submissions; at most one pending or verified per member (decisions §9). */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    telegramId: text('telegram_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    status: text('status').$type<'pending' | 'verified' | 'rejected'>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
  },
  (t) => [
    uniqueIndex('kyc_one_live_per_member')
      .on(t.memberId)
      .where(sql`${t.status} in ('pending', 'verified')`),
    index('kyc_member_idx').on(t.memberId, t.id),
    index('kyc_status_idx').on(t.status, t.id),
    check('kyc_status_check', sql`${t.status} in ('pending', 'verified', 'rejected')`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    walletAddress: text('wallet_address').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'canceled'>().notNull(),
    txHash: text('tx_hash'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
    /**
     * Which screen asked: the E-Wallet (`wallet`) or the original client's scholarship withdrawal
     * (`scholarship`, decisions §15), so each lists only its own requests. The money is the same.
     */
    origin: text('origin').$type<'wallet' | 'scholarship'>().notNull().default('wallet'),
  },
  (t) => [
    uniqueIndex('withdrawals_order_no_key').on(t.orderNo),
    index('withdrawals_member_idx').on(t.memberId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    check('withdrawals_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    check('withdrawals_status_check', sql`${t.status} in ('pending', 'approved', 'canceled')`),
    check('withdrawals_origin_check', sql`${t.origin} in ('wallet', 'scholarship')`),
  ],
);

export type AccountKind =
  | 'member_wallet'
  | 'member_hold'
  | 'operator_float'
  | 'deposits'
  | 'sales'
  | 'bonus_expense'
  | 'scholarship_expense'
  | 'tds_payable'
  | 'payouts_sent'
  | 'float_funding'
  | 'withdrawal_fees'
  /** USDT received on chain beyond an order's price, before it is credited to the payer (decisions §13). */
  | 'chain_receipts';

/**
 * Ledger accounts (decisions §7). Member and operator accounts keep a running balance that the
 * database holds at or above zero; the company's accounts keep none (their balance is the sum of
 * their entries), so no single row is written by every transfer.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<AccountKind>().notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }),
    balance: bigint('balance', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('accounts_owner_key').on(t.kind, sql`coalesce(${t.ownerId}, 0)`),
    // `kind = … and owner_id = …` (every balance read) cannot use the expression index above.
    index('accounts_owner_idx').on(t.ownerId, t.kind),
    check('accounts_balance_nonnegative', sql`${t.balance} is null or ${t.balance} >= 0`),
    check(
      'accounts_balance_kept',
      sql`(${t.balance} is not null) = (${t.kind} in ('member_wallet', 'member_hold', 'operator_float'))`,
    ),
  ],
);

/** A double-entry transfer: its entries sum to zero; `ref` makes posting idempotent. Append-only. */
export const transfers = pgTable(
  'transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ref: text('ref').notNull(),
    kind: text('kind').notNull(),
    /** Who moved the money: `admin:3`, `operator:7`, `member:42` or `system`. */
    actor: text('actor').notNull().default('system'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfers_ref_key').on(t.ref),
    // The admin audit timeline (decisions §12), whole or filtered by kind, actor or ref prefix.
    index('transfers_created_idx').on(t.createdAt, t.id),
    index('transfers_kind_idx').on(t.kind, t.createdAt, t.id),
    index('transfers_actor_idx').on(t.actor, t.createdAt, t.id),
    index('transfers_ref_prefix_idx').on(sql`${t.ref} text_pattern_ops`),
  ],
);

export const entries = pgTable(
  'entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Append-only (a trigger forbids changes) and written by the hundred thousand by a close: no
    // foreign keys checked row by row; integrity/ledger-check.ts finds an entry whose transfer or
    // account is missing (decision 0012).
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('entries_account_idx').on(t.accountId, t.id),
    index('entries_transfer_idx').on(t.transferId),
    check('entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Staff and system actions (decisions §12), written in the same transaction as the action.
 * Append-only and hash-chained: each row's hash covers its content and the previous row's hash.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details').notNull().default({}),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at, t.id),
    index('audit_log_actor_idx').on(t.actorKind, t.actorId, t.at, t.id),
    index('audit_log_subject_prefix_idx').on(sql`${t.subject} text_pattern_ops`),
  ],
);

/**
 * Staff calls that move money, answered once per Idempotency-Key (README "Idempotent staff
 * calls"): the key is claimed before the effect and its answer stored in the effect's own
 * transaction, so a repeat replays the answer and a crash leaves neither. `status` and `body` are
 * null only inside the claiming transaction.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `admin:3`, `operator:7`: a key is the staff member's own. */
    actor: text('actor').notNull(),
    /** The route, e.g. `POST /api/admin/orders/:orderNo/approve`. */
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's path parameters and body: a key names one request. */
    requestHash: text('request_hash').notNull(),
    status: smallint('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actor, t.endpoint, t.key] })],
);

/** One notice to one person (decisions §14): the in-app list, and the source of its deliveries. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subjectKind: text('subject_kind').$type<SessionKind>().notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_subject_idx').on(t.subjectKind, t.subjectId, t.id),
    index('notifications_unread_idx')
      .on(t.subjectKind, t.subjectId)
      .where(sql`${t.readAt} is null`),
    check('notifications_kind_check', sql`${t.subjectKind} in ('member', 'operator', 'admin')`),
  ],
);

/**
 * The outbox: one row per notice and channel, written in the event's transaction. The unique
 * (notification, channel) pair is the delivery key: a message goes at most once per channel.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id),
    channel: text('channel').$type<'email' | 'telegram'>().notNull(),
    recipient: text('recipient').notNull(),
    state: text('state')
      .$type<'pending' | 'sending' | 'sent' | 'dead'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_key').on(t.notificationId, t.channel),
    index('deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    index('deliveries_state_idx').on(t.state, t.id),
    check('deliveries_channel_check', sql`${t.channel} in ('email', 'telegram')`),
    check('deliveries_state_check', sql`${t.state} in ('pending', 'sending', 'sent', 'dead')`),
  ],
);

/** A member's choice per kind of event; no row means every channel on (in-app is always on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
    telegram: boolean('telegram').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);

/** The Telegram chat a member linked through the bot's start link. */
export const telegramLinks = pgTable('telegram_links', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  chatId: text('chat_id').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time start-link tokens (stored hashed), good until they expire or are used. */
export const telegramLinkTokens = pgTable('telegram_link_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** E-mailed one-time codes for recovery: short-lived, single use, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subjectKind: text('subject_kind').$type<SessionKind>().notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    purpose: text('purpose').$type<'password' | 'unique_key'>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recovery_codes_subject_idx').on(t.subjectKind, t.subjectId, t.purpose, t.id),
    check('recovery_codes_purpose_check', sql`${t.purpose} in ('password', 'unique_key')`),
  ],
);

/** Browsers a person has signed in from (a hash of the user agent): a new one is told about. */
export const knownDevices = pgTable(
  'known_devices',
  {
    subjectKind: text('subject_kind').$type<SessionKind>().notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    device: text('device').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectId, t.device] })],
);

/** What an owed batch of notices tells: each kind names the close whose rows it reads (its period, month or time). */
export type OwedNoticeKind = 'payout_credited' | 'scholarship_credited' | 'rank_reached';

/**
 * Notices a close owes (decision 0013): one row written in the close's transaction, naming the
 * close (`source`: its period id, month or time); the notification worker writes the notices and their
 * outbox rows from the close's own rows after it commits, then marks the row written.
 */
export const owedNotices = pgTable(
  'owed_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<OwedNoticeKind>().notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    writtenAt: timestamp('written_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('owed_notices_key').on(t.kind, t.source),
    index('owed_notices_due_idx')
      .on(t.id)
      .where(sql`${t.writtenAt} is null`),
    check(
      'owed_notices_kind_check',
      sql`${t.kind} in ('payout_credited', 'scholarship_credited', 'rank_reached')`,
    ),
  ],
);

/** Small named values workers share across instances (the Telegram update offset). */
export const workerState = pgTable('worker_state', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * A transaction hash named as a payment (decisions §13): a member's deposit or staff's payout
 * record. A hash is usable once, ever, on its network: deposits and withdrawals share this key.
 */
export const chainPayments = pgTable(
  'chain_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    network: text('network').$type<'tron' | 'bsc'>().notNull(),
    txHash: text('tx_hash').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }).references(() => withdrawals.id),
    state: text('state')
      .$type<'verified' | 'waiting' | 'mismatch' | 'unreachable' | 'expired'>()
      .notNull()
      .default('waiting'),
    finding: text('finding').notNull().default('not checked yet'),
    note: text('note').notNull().default('waiting for the transaction to appear on chain'),
    /** What the transfer paid to us, in micro-USDT, once seen. */
    paidMicro: bigint('paid_micro', { mode: 'number' }),
    /** The block it was last seen in: a later check that cannot find it means a reorganisation. */
    blockNumber: bigint('block_number', { mode: 'number' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_payments_hash_key').on(t.network, t.txHash),
    uniqueIndex('chain_payments_order_key').on(t.orderId),
    uniqueIndex('chain_payments_withdrawal_key').on(t.withdrawalId),
    index('chain_payments_due_idx')
      .on(t.nextCheckAt, t.id)
      .where(sql`${t.state} in ('waiting', 'unreachable')`),
    check('chain_payments_network_check', sql`${t.network} in ('tron', 'bsc')`),
    check(
      'chain_payments_state_check',
      sql`${t.state} in ('verified', 'waiting', 'mismatch', 'unreachable', 'expired')`,
    ),
    check('chain_payments_one_subject', sql`(${t.orderId} is null) <> (${t.withdrawalId} is null)`),
  ],
);

/** USDT transfers to our deposit addresses as read from the chain (decisions §13). */
export const chainTransfers = pgTable(
  'chain_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    network: text('network').$type<'tron' | 'bsc'>().notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amountMicro: bigint('amount_micro', { mode: 'number' }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chain_transfers_log_key').on(t.network, t.txHash, t.logIndex)],
);
