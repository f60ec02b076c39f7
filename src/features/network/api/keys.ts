import { directReferrals, sponsorChildrenPath } from '@contract/tree';

/** The 4-level tree rooted at a member (`_id` or sponsor ID). */
export const sponsorTreeKey = (root: string) => sponsorChildrenPath(root);

export const directReferralsKey = (sponsorId: string) => [directReferrals.path, sponsorId] as const;
