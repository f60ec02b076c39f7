import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreeNode } from '../../../contract/tree';
import { createCountingApp, engine, type TestApp } from '../../test/harness';
import { bearer } from '../../test/members';
import { memberPair } from '../../test/world';

/** The members' tree statement: the only one that reads what several members asked as JSON. */
const isTreeStatement = (query: string) => query.includes('json_to_recordset');

describe(`trees asked for at once share one statement (${engine})`, () => {
  let t: TestApp;
  let counted: () => number;
  let member: { code: string; id: number; token: string };
  let other: { code: string; token: string };

  const treeOf = (who: { token: string }, ref: string | number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/auth/getSponsorChildrens/${ref}`,
      headers: bearer(who.token),
    });

  beforeAll(async () => {
    ({ t, counted } = await createCountingApp(isTreeStatement));
    ({ member, other } = await memberPair(t));
  });
  afterAll(() => t.close());

  it("answers each member with its own tree, and refuses the one asking for another's", async () => {
    // Asked alone first: each answer to compare with, and each session in the instance's cache.
    const alone = await treeOf(member, member.id);
    expect(alone.statusCode).toBe(200);
    expect((await treeOf(other, other.code)).statusCode).toBe(200);
    const before = counted();
    const [mine, theirs, byCode] = await Promise.all([
      treeOf(member, member.id),
      treeOf(other, member.id),
      treeOf(other, other.code),
    ]);
    expect(counted() - before).toBe(1);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<TreeNode>()).toEqual(alone.json<TreeNode>());
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: 'You can only view your own team' });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json<TreeNode>().mySponsorId).toBe(other.code);
  });
});
