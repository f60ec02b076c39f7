import { verifySponsor } from '@contract/auth';
import { userDashboard } from '@contract/dashboard';
import { directReferrals, extremeLeft, extremeRight, getSponsorChildrens } from '@contract/tree';

/** The sponsor named in a signup link. */
export const sponsorKey = (sponsorId: string) => [verifySponsor.path, sponsorId] as const;

const pathOf = (template: string) => template.split('/:')[0] ?? template;

const networkPaths = [
  pathOf(getSponsorChildrens.path),
  extremeLeft.path,
  extremeRight.path,
  directReferrals.path,
  userDashboard.path,
];

/**
 * What a registration changes: the tree, direct affiliates and dashboard counts. Other features
 * own those keys, so they are picked out of the cache by their contract path.
 */
export function isNetworkRead(key?: unknown): boolean {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === 'string' && networkPaths.some((path) => head.startsWith(path));
}
