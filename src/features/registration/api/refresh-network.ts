import { useSWRConfig } from 'swr';
import { userDashboard } from '@contract/dashboard';
import { directReferrals, extremeLeft, extremeRight, getSponsorChildrens } from '@contract/tree';

const pathOf = (template: string) => template.split('/:')[0] ?? template;

const networkPaths = [
  pathOf(getSponsorChildrens.path),
  extremeLeft.path,
  extremeRight.path,
  directReferrals.path,
  userDashboard.path,
];

function isNetworkKey(key: unknown): boolean {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === 'string' && networkPaths.some((path) => head.startsWith(path));
}

/** After a registration: the tree, direct affiliates and dashboard counts read from the server again. */
export function useRefreshNetwork() {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(isNetworkKey);
  };
}
