import {
  blockMember,
  memberDetail,
  memberDetailPath,
  memberOrders,
  memberStatement,
  memberTree,
  memberWithdrawals,
  resetUniqueKey,
  searchMembers,
  type statementLine,
} from '@contract/admin';
import type { z } from 'zod/mini';
import useSWR from 'swr';
import { ApiError, callApi, messageOf } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { useKeyset } from '@/lib/use-keyset';

export const SEARCH_FAILURE = 'Could not load members';
export const MEMBER_FAILURE = 'Could not load this member';
export const TREE_FAILURE = 'Could not load the tree';
export const ORDERS_FAILURE = 'Could not load the orders';
export const STATEMENT_FAILURE = 'Could not load the statement';
export const WITHDRAWALS_FAILURE = 'Could not load the withdrawals';

export type StatementLine = z.infer<typeof statementLine>;

/** The path of a search; an empty query lists every member, newest first. */
export const searchPath = (query: string) => withQuery(searchMembers.path, { q: query.trim() });

/**
 * GET /api/admin/members?q=…: members by sponsor ID, mobile or e-mail (exact) or by the start of
 * their name, newest first, keyset pages.
 */
export function useMemberSearch(query: string) {
  return useKeyset(searchPath(query), (path) => callApi(searchMembers, { path }), SEARCH_FAILURE);
}

/** A single read's state for a view: the data, or why it is missing. */
export type Read<Data> = {
  data?: Data;
  /** The read failed: the server's message or the fallback. */
  error?: string;
  /** The server knows no such member (404), or the address holds no sponsor ID (400). */
  notFound?: boolean;
  onRetry: () => void;
};

function useRead<Data>(path: string, fetch: (path: string) => Promise<Data>, failure: string) {
  const { data, error, isValidating, mutate } = useSWR(path, fetch);
  const failed = Boolean(error) && !data && !isValidating;
  const read: Read<Data> = {
    data,
    error: failed ? messageOf(error, failure) : undefined,
    notFound: failed && error instanceof ApiError && (error.status === 404 || error.status === 400),
    onRetry: () => void mutate(),
  };
  return { read, mutate };
}

/** GET /api/admin/members/{sponsorId}: profile, sponsor, placement, points, wallet and KYC. */
export function useMemberDetail(sponsorId: string) {
  return useRead(
    memberDetailPath(sponsorId),
    (path) => callApi(memberDetail, { path }),
    MEMBER_FAILURE,
  );
}

/** GET /api/admin/members/{sponsorId}/tree: the member's genealogy, four levels deep. */
export function useMemberTree(sponsorId: string) {
  return useRead(
    memberDetailPath(sponsorId, 'tree'),
    (path) => callApi(memberTree, { path }),
    TREE_FAILURE,
  );
}

/** GET /api/admin/members/{sponsorId}/orders, paused while `sponsorId` is null. */
export function useMemberOrders(sponsorId: string | null) {
  return useKeyset(
    sponsorId === null ? null : memberDetailPath(sponsorId, 'orders'),
    (path) => callApi(memberOrders, { path }),
    ORDERS_FAILURE,
  );
}

/** GET /api/admin/members/{sponsorId}/statement: wallet and hold entries, newest first. */
export function useMemberStatement(sponsorId: string | null) {
  return useKeyset(
    sponsorId === null ? null : memberDetailPath(sponsorId, 'statement'),
    (path) => callApi(memberStatement, { path }),
    STATEMENT_FAILURE,
  );
}

/** GET /api/admin/members/{sponsorId}/withdrawals, paused while `sponsorId` is null. */
export function useMemberWithdrawals(sponsorId: string | null) {
  return useKeyset(
    sponsorId === null ? null : memberDetailPath(sponsorId, 'withdrawals'),
    (path) => callApi(memberWithdrawals, { path }),
    WITHDRAWALS_FAILURE,
  );
}

/** POST …/reset-key: a new unique key, answered once (never cache or log it). */
export function resetMemberKey(sponsorId: string) {
  return callApi(resetUniqueKey, { path: `${memberDetailPath(sponsorId)}/reset-key` });
}

/** POST …/block {blocked}: blocks the member's logins (ending their sessions) or lifts the block. */
export function setMemberBlocked(sponsorId: string, blocked: boolean) {
  return callApi(blockMember, { path: `${memberDetailPath(sponsorId)}/block`, body: { blocked } });
}
