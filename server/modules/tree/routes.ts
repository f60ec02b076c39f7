import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  directReferrals,
  extremeLeft,
  extremeRight,
  getSponsorChildrens,
} from '../../../contract/tree';
import type { Database } from '../../db/client';
import { DomainError } from '../../shared/errors';
import { adminsOnly, memberOf, membersOnly } from '../../http/auth';
import * as adminApi from '../../../contract/admin';
import { memberParams } from '../../http/params';
import { memberIdByCode } from '../members/staff';
import { canSeeTreeOf, directReferralsOf, findMemberByRef } from '../members/service';
import { extremeMember, readSubtree } from './read';

const NOT_YOURS = 'You can only view your own team';

export const treeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every tree route only reads: a current replica serves it (README "Running on more than one
  // machine").
  async function visibleMember(db: Database, viewerId: number, ref: string) {
    const member = await findMemberByRef(db, ref);
    if (!member) throw new DomainError('not_found', 'Member not found');
    if (!(await canSeeTreeOf(db, viewerId, member.id)))
      throw new DomainError('forbidden', NOT_YOURS);
    return member;
  }

  async function treeOf(db: Database, id: number) {
    const tree = await readSubtree(db, id);
    if (!tree) throw new DomainError('not_found', 'Member not found');
    return tree;
  }

  app.get(
    getSponsorChildrens.path,
    {
      ...membersOnly,
      schema: {
        params: z.object({ userId: z.string().min(1).max(32) }),
        response: { 200: getSponsorChildrens.response },
      },
    },
    async (request) => {
      const db = await app.readDb(request);
      const member = await visibleMember(db, memberOf(request).id, request.params.userId);
      return treeOf(db, member.id);
    },
  );

  for (const [endpoint, side] of [
    [extremeLeft, 'L'],
    [extremeRight, 'R'],
  ] as const) {
    app.post(
      endpoint.path,
      { ...membersOnly, schema: { body: endpoint.body, response: { 200: endpoint.response } } },
      async (request) => {
        const db = await app.readDb(request);
        const member = await visibleMember(db, memberOf(request).id, request.body.sponsorId);
        return treeOf(db, await extremeMember(db, member.id, side));
      },
    );
  }

  app.post(
    directReferrals.path,
    {
      ...membersOnly,
      schema: { body: directReferrals.body, response: { 200: directReferrals.response } },
    },
    async (request) => {
      const viewer = memberOf(request);
      if (request.body.sponsorId !== viewer.sponsorCode) {
        throw new DomainError('forbidden', 'You can only view your own referrals');
      }
      return directReferralsOf(await app.readDb(request), viewer.id);
    },
  );

  app.get(
    adminApi.memberTree.path,
    {
      ...adminsOnly,
      schema: { params: memberParams, response: { 200: adminApi.memberTree.response } },
    },
    async (request) => {
      const tree = await readSubtree(
        await app.readDb(request),
        await memberIdByCode(app.db, request.params.sponsorId),
      );
      if (!tree) throw new DomainError('not_found', 'Member not found');
      return tree;
    },
  );
};
