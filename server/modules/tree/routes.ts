import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  directReferrals,
  extremeLeft,
  extremeRight,
  getSponsorChildrens,
} from '../../../contract/tree';
import { DomainError } from '../../shared/errors';
import { adminsOnly, memberOf, membersOnly } from '../../http/auth';
import * as adminApi from '../../../contract/admin';
import { memberParams } from '../../http/params';
import { memberIdByCode } from '../members/staff';
import { directReferralsOf } from '../members/service';
import { subtreeOf, visibleExtremeTree, visibleTree } from './read';

export const treeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every tree route only reads: a current replica serves it (README "Running on more than one
  // machine").
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
      return visibleTree(await app.readDb(request), memberOf(request).id, request.params.userId);
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
        return visibleExtremeTree(db, memberOf(request).id, request.body.sponsorId, side);
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
    async (request) =>
      subtreeOf(await app.readDb(request), await memberIdByCode(app.db, request.params.sponsorId)),
  );
};
