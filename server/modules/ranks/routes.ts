import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApi from '../../../contract/admin';
import * as earningsApi from '../../../contract/earnings';
import { adminActorOf, adminsOnly, memberOf, membersOnly } from '../../http/auth';
import { assertSelf } from '../../http/identity';
import { memberParams } from '../../http/params';
import { legacyRankName } from '../../shared/legacy-names';
import { memberIdByCode } from '../members/staff';
import { claimRank, currentRanksOf, rankName } from './service';
import { rankRewards } from './queries';
import { z } from 'zod';

/** Ranks: the member's achievements and the admin's rewards to hand over (decisions §7, §12). */
export const rankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    earningsApi.ranking.path,
    {
      ...membersOnly,
      schema: { body: earningsApi.ranking.body, response: { 200: earningsApi.ranking.response } },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.mysponsorid, 'your own ranks');
      const ranks = await currentRanksOf(app.db, member.id);
      return {
        message: ranks.length ? 'Ranks achieved' : 'No rank achieved yet',
        userRank: {
          ranking_details: ranks.map((r) => ({
            rank_name: legacyRankName(r.rank),
            name: rankName(r.rank),
            rank: r.rank,
            status: r.status,
          })),
        },
      };
    },
  );

  app.get(
    adminApi.listRewards.path,
    {
      ...adminsOnly,
      schema: {
        querystring: adminApi.listRewardsQuery,
        response: { 200: adminApi.listRewards.response },
      },
    },
    async (request) => rankRewards(await app.readDb(request), request.query),
  );

  app.post(
    adminApi.claimReward.path,
    {
      ...adminsOnly,
      schema: {
        params: memberParams.extend({ rankName: z.string().trim().min(1).max(40) }),
        response: { 200: adminApi.claimReward.response },
      },
    },
    async (request) => {
      const rank = await claimRank(
        app.db,
        adminActorOf(request),
        await memberIdByCode(app.db, request.params.sponsorId),
        request.params.rankName,
      );
      return { message: `${rank} marked Claimed` };
    },
  );
};
