import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreeNode } from '../../../contract/tree';
import { createTestApp, engine, type TestApp } from '../../test/harness';
import { bearer, login, register, ROOT_CODE, ROOT_PASSWORD, seedRoot } from '../../test/members';

const depthOf = (node: TreeNode | null): number =>
  node ? 1 + Math.max(depthOf(node.leftChild), depthOf(node.rightChild)) : 0;

describe(`the genealogy API (${engine})`, () => {
  let t: TestApp;
  let rootToken: string;
  let a: { code: string; id: string; token: string };
  let b: { code: string; token: string };
  let aChild: string;
  let aLeftTail: string;
  let aRightTail: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedRoot(t.database.db);
    rootToken = await login(t.app, ROOT_CODE, ROOT_PASSWORD);
    const ra = await register(t.app, ROOT_CODE, 'left');
    const rb = await register(t.app, ROOT_CODE, 'right');
    a = {
      code: ra.user.mySponsorId,
      id: ra.user._id,
      token: await login(t.app, ra.user.mySponsorId),
    };
    b = { code: rb.user.mySponsorId, token: await login(t.app, rb.user.mySponsorId) };
    // A's left leg five deep, right leg two deep.
    for (let i = 0; i < 5; i++)
      aLeftTail = (await register(t.app, a.code, 'left', a.token)).user.mySponsorId;
    aChild = (await register(t.app, a.code, 'right', a.token)).user.mySponsorId;
    aRightTail = (await register(t.app, a.code, 'right', a.token)).user.mySponsorId;
  });
  afterAll(() => t.close());

  const tree = (userId: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/auth/getSponsorChildrens/${userId}`,
      headers: bearer(token),
    });

  it('returns 4 levels of the spec shape, by _id or by sponsor ID', async () => {
    for (const ref of [a.id, a.code]) {
      const res = await tree(ref, a.token);
      expect(res.statusCode).toBe(200);
      const root = res.json<TreeNode>();
      expect(Object.keys(root).sort()).toEqual([
        '_id',
        'isActive',
        'leftChild',
        'mySponsorId',
        'rightChild',
        'value',
      ]);
      expect(root.mySponsorId).toBe(a.code);
      expect(depthOf(root)).toBe(4);
      expect(root.rightChild?.mySponsorId).toBe(aChild);
      expect(root.rightChild?.rightChild?.mySponsorId).toBe(aRightTail);
      expect(root.leftChild?.leftChild?.leftChild?.leftChild).toBeNull();
    }
  });

  it('lets the upline read a downline tree and nobody read across or upward (403)', async () => {
    expect((await tree(a.code, rootToken)).statusCode).toBe(200);
    expect((await tree(aChild, a.token)).statusCode).toBe(200);
    const across = await tree(a.code, b.token);
    expect(across.statusCode).toBe(403);
    expect(across.json()).toEqual({ message: 'You can only view your own team' });
    expect((await tree(ROOT_CODE, a.token)).statusCode).toBe(403);
    expect((await tree(b.code, a.token)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown member and 401 without a session', async () => {
    expect((await tree('LT0000404', a.token)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/auth/getSponsorChildrens/${a.code}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('finds the extreme left and right of a leg', async () => {
    const left = await t.app.inject({
      method: 'POST',
      url: '/api/auth/extremeLeft',
      headers: bearer(a.token),
      payload: { sponsorId: a.code },
    });
    expect(left.statusCode).toBe(200);
    expect(left.json<TreeNode>().mySponsorId).toBe(aLeftTail);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/extremeRight',
      headers: bearer(a.token),
      payload: { sponsorId: a.code },
    });
    expect(right.json<TreeNode>().mySponsorId).toBe(aRightTail);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/extremeLeft',
      headers: bearer(a.token),
      payload: { sponsorId: b.code },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('lists direct referrals only to their sponsor', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/user/directreffers',
      headers: bearer(a.token),
      payload: { sponsorId: a.code },
    });
    expect(own.statusCode).toBe(200);
    const list = own.json<{ mySponsorId: string; name: string; mobileNumber: string }[]>();
    expect(list).toHaveLength(7);
    expect(Object.keys(list[0] ?? {})).toEqual(
      expect.arrayContaining(['_id', 'name', 'mySponsorId', 'mobileNumber']),
    );
    const rootList = await t.app.inject({
      method: 'POST',
      url: '/user/directreffers',
      headers: bearer(rootToken),
      payload: { sponsorId: ROOT_CODE },
    });
    expect(rootList.json()).toHaveLength(2);
    for (const [token, sponsorId] of [
      [b.token, a.code],
      [a.token, ROOT_CODE],
      [rootToken, a.code],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/user/directreffers',
        headers: bearer(token),
        payload: { sponsorId },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('keeps staff sessions and visitors out of member routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/directreffers',
      payload: { sponsorId: a.code },
    });
    expect(res.statusCode).toBe(401);
  });

  it('verifies a sponsor publicly by ID', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-sponsor',
      payload: { sponsorId: a.code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sponsor).toMatchObject({ mySponsorId: a.code });
    expect(JSON.stringify(res.json())).not.toMatch(/mobile|email|hash/i);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-sponsor',
      payload: { sponsorId: 'LT0000404' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Sponsor not found' });
  });
});
