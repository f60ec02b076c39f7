import { z } from 'zod/mini';
import { sponsorCode } from './auth';
import { endpoint } from './http';

export type TreeNode = {
  _id: string;
  value: string;
  mySponsorId: string;
  isActive: boolean;
  leftChild: TreeNode | null;
  rightChild: TreeNode | null;
};

/** Tree node of spec §3, nested 4 levels deep from the requested root. */
export const treeNode: z.ZodMiniType<TreeNode> = z.lazy(() =>
  z.object({
    _id: z.string(),
    value: z.string(),
    mySponsorId: z.string(),
    isActive: z.boolean(),
    leftChild: z.nullable(treeNode),
    rightChild: z.nullable(treeNode),
  }),
);

export const TREE_LEVELS = 4;

/** `{userId}` is a member's `_id` or sponsor ID. */
export const sponsorChildrenPath = (userId: string) =>
  `/api/auth/getSponsorChildrens/${encodeURIComponent(userId)}`;

export const getSponsorChildrens = endpoint({
  method: 'GET',
  path: '/api/auth/getSponsorChildrens/:userId',
  body: undefined,
  response: treeNode,
});

export const extremeLeft = endpoint({
  method: 'POST',
  path: '/api/auth/extremeLeft',
  body: z.object({ sponsorId: sponsorCode }),
  response: treeNode,
});

export const extremeRight = endpoint({
  method: 'POST',
  path: '/api/auth/extremeRight',
  body: z.object({ sponsorId: sponsorCode }),
  response: treeNode,
});

export const directReferral = z.object({
  _id: z.string(),
  name: z.string(),
  mySponsorId: z.string(),
  mobileNumber: z.string(),
  isActive: z.boolean(),
  joinedAt: z.string(),
});
export type DirectReferral = z.infer<typeof directReferral>;

export const directReferrals = endpoint({
  method: 'POST',
  path: '/user/directreffers',
  body: z.object({ sponsorId: sponsorCode }),
  response: z.array(directReferral),
});
