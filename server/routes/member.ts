import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { userDashboard } from '../../contract/dashboard';
import { ranking, scholarshipRewards, weeklyEarnings } from '../../contract/earnings';
import {
  getWalletAddress,
  submitWalletDetails,
  walletOrders,
  walletStatus,
  welcomeLetter,
  WELCOME_PDF_PATH,
  withdrawalRequest,
  type WithdrawalOrder,
} from '../../contract/wallet';
import { queryRows } from '../db/raw';
import { packageById } from '../domain/catalogue';
import { toMicro, toUsdt } from '../domain/money';
import { memberOf, requireRole } from '../plugins/auth';
import { memberDashboard } from '../services/dashboard';
import { kycStateOf, latestKyc, submitKyc, verifiedAddress } from '../services/kyc';
import { rankName, ranksOf, recordRanks } from '../services/ranks';
import { legTotals, spinePlaceOf } from '../services/tree/spines';
import { welcomeFacts, welcomePdf } from '../services/welcome';
import { requestWithdrawal, withdrawalsOf, type WithdrawalRow } from '../services/withdrawals';
import { assertSelf } from './identity';

/** The origin for links the server writes: PUBLIC_URL, else the request's own host. */
function originOf(request: FastifyRequest) {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export const withdrawalOrderOf = (w: WithdrawalRow): WithdrawalOrder => ({
  _id: String(w.id),
  order_details: {
    order_no: w.order_no,
    withdrawal_amount: toUsdt(w.amount),
    withdrawal_order_date: new Date(w.created_at).toISOString(),
  },
  status: w.status,
  walletAddress: w.wallet_address,
  txHash: w.tx_hash,
  reason: w.reason,
});

/** The member area's API (spec §7 "Member data"): the caller's own figures, nobody else's. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('member'));

  app.post(
    userDashboard.path,
    { schema: { body: userDashboard.body, response: { 200: userDashboard.response } } },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.sponsorId, 'your own dashboard');
      return memberDashboard(app.db, member, originOf(request));
    },
  );

  app.post(
    weeklyEarnings.path,
    { schema: { body: weeklyEarnings.body, response: { 200: weeklyEarnings.response } } },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.userId, 'your own payouts');
      const rows = await queryRows<{
        id: string | number;
        week: Date | string;
        direct_bonus: string | number;
        team_bonus: string | number;
        payout: string | number;
      }>(
        app.db,
        sql`select id, week, direct_bonus, team_bonus, payout from weekly_earnings
             where member_id = ${member.id} order by period_id desc`,
      );
      return {
        weeklyEarnings: rows.map((r) => ({
          _id: String(r.id),
          week: new Date(r.week).toISOString(),
          directSalesBonus: toUsdt(r.direct_bonus),
          teamSalesBonus: toUsdt(r.team_bonus),
          payoutAmount: toUsdt(r.payout),
        })),
      };
    },
  );

  app.get(
    scholarshipRewards.path,
    {
      schema: {
        params: z.object({ sponsorId: z.string().max(32) }),
        response: { 200: scholarshipRewards.response },
      },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.params.sponsorId, 'your own scholarships');
      const rows = await queryRows<{
        id: string | number;
        month: Date | string;
        amount: string | number;
        package_id: number;
      }>(
        app.db,
        sql`select s.id, s.month, s.amount, o.package_id
              from scholarships s join orders o on o.id = s.order_id
             where s.member_id = ${member.id} order by s.month desc, s.id desc`,
      );
      return {
        rewards: [
          {
            mySponsorId: member.sponsorCode,
            rewards: rows.map((r) => ({
              _id: String(r.id),
              date: new Date(r.month).toISOString(),
              amount: toUsdt(r.amount),
              status: 'Credited',
              package_name: packageById(r.package_id).name,
            })),
          },
        ],
      };
    },
  );

  app.post(
    ranking.path,
    { schema: { body: ranking.body, response: { 200: ranking.response } } },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.mysponsorid, 'your own ranks');
      const legs = await legTotals(app.db, await spinePlaceOf(app.db, member.id));
      await recordRanks(app.db, member.id, legs.points.left, legs.points.right);
      const ranks = await ranksOf(app.db, member.id);
      return {
        message: ranks.length ? 'Ranks achieved' : 'No rank achieved yet',
        userRank: {
          ranking_details: ranks.map((r) => ({ rank_name: rankName(r.rank), status: r.status })),
        },
      };
    },
  );

  app.post(
    submitWalletDetails.path,
    {
      schema: { body: submitWalletDetails.body, response: { 201: submitWalletDetails.response } },
    },
    async (request, reply) => {
      const member = memberOf(request);
      assertSelf(member, request.body.userId);
      await submitKyc(app.db, member.id, {
        name: request.body.name,
        telegramId: request.body.telegramId,
        walletAddress: request.body.Walletaddress,
      });
      return reply.code(201).send({ message: 'Wallet details submitted successfully!' });
    },
  );

  app.get(
    walletStatus.path,
    {
      schema: {
        params: z.object({ sponsorId: z.string().max(32) }),
        response: { 200: walletStatus.response },
      },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.params.sponsorId);
      const latest = await latestKyc(app.db, member.id);
      return {
        walletStatus: kycStateOf(latest),
        reason: latest?.status === 'rejected' ? latest.reason : null,
      };
    },
  );

  app.post(
    getWalletAddress.path,
    { schema: { body: getWalletAddress.body, response: { 200: getWalletAddress.response } } },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.userId);
      return { walletAddress: (await verifiedAddress(app.db, member.id)) ?? null };
    },
  );

  app.post(
    withdrawalRequest.path,
    {
      schema: { body: withdrawalRequest.body, response: { 201: withdrawalRequest.response } },
    },
    async (request, reply) => {
      const member = memberOf(request);
      assertSelf(member, request.body.sponsorId);
      const row = await requestWithdrawal(app.db, member.id, {
        amountMicro: toMicro(request.body.amount),
        password: request.body.password,
        uniqueKey: request.body.uniqueKey,
      });
      return reply.code(201).send({
        message: `Your withdrawal of ${toUsdt(row.amount).toFixed(2)} USDT is requested and will be paid after review`,
        order: withdrawalOrderOf(row),
      });
    },
  );

  app.post(
    walletOrders.path,
    { schema: { body: walletOrders.body, response: { 200: walletOrders.response } } },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.sponsorId);
      return { withdrawalOrders: (await withdrawalsOf(app.db, member.id)).map(withdrawalOrderOf) };
    },
  );

  app.get(
    welcomeLetter.path,
    { schema: { response: { 200: welcomeLetter.response } } },
    async (request) => {
      const facts = await welcomeFacts(app.db, memberOf(request).id);
      return { ...facts, joinedAt: facts.joinedAt.toISOString() };
    },
  );

  app.get(WELCOME_PDF_PATH, async (request, reply) => {
    const facts = await welcomeFacts(app.db, memberOf(request).id);
    const pdf = await welcomePdf(facts);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="welcome-${facts.mySponsorId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
};
