import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userDashboard } from '../../contract/dashboard';
import { ranking, scholarshipRewards, weeklyEarnings } from '../../contract/earnings';
import {
  createScholarshipOrder,
  getScholarshipOrders,
  getWalletAddress,
  submitWalletDetails,
  walletOrders,
  walletStatus,
  welcomeLetter,
  WELCOME_PDF_PATH,
  withdrawalRequest,
  type ScholarshipOrder,
  type WithdrawalOrder,
} from '../../contract/wallet';
import { packageById } from '../modules/catalogue/catalogue';
import { legacyRankName, ukDay } from '../shared/legacy-names';
import { toMicro, toUsdt } from '../shared/money';
import { memberOf, requireRole } from '../http/auth';
import { weeklyEarningsOf } from '../modules/payouts/close';
import { memberDashboard } from '../modules/dashboard/member';
import {
  kycStateOf,
  latestKyc,
  submitWalletDetails as saveWalletDetails,
  verifiedAddress,
} from '../modules/kyc/service';
import { balanceOf } from '../modules/ledger/service';
import { rankName, ranksOf, recordRanks } from '../modules/ranks/service';
import { scholarshipsOf } from '../modules/scholarships/service';
import { legTotals, spinePlaceOf } from '../modules/tree/spines';
import { welcomeFacts, welcomePdf } from '../modules/members/welcome';
import {
  requestWithdrawal,
  scholarshipWithdrawalsOf,
  withdrawalsOf,
  type WithdrawalRow,
} from '../modules/withdrawals/service';
import { assertSelf } from '../http/identity';

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

/** A withdrawal as the original client's scholarship list reads it (decisions §15). */
const scholarshipOrderOf =
  (member: { name: string; sponsorCode: string }) =>
  (w: WithdrawalRow): ScholarshipOrder => ({
    _id: String(w.id),
    user_details: { user_mySponsor_id: member.sponsorCode, user_name: member.name },
    order_details: {
      order_no: w.order_no,
      scholarship_order_date: new Date(w.created_at).toISOString(),
      scholarship_amount: toUsdt(w.amount),
    },
    status: w.status,
    walletAddress: w.wallet_address,
    txHash: w.tx_hash,
    reason: w.reason,
  });

const requestedMessage = (w: WithdrawalRow) =>
  `Your withdrawal of ${toUsdt(w.amount).toFixed(2)} USDT is requested and will be paid after review`;

/** The member area's API (spec §7 "Member data"): the caller's own figures, nobody else's. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('member'));

  app.post(
    userDashboard.path,
    { schema: { body: userDashboard.body, response: { 200: userDashboard.response } } },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.sponsorId, 'your own dashboard');
      return memberDashboard(
        await app.readDb(request),
        member,
        { origin: originOf(request), form: app.config.referralLinks },
        app.db,
      );
    },
  );

  app.post(
    weeklyEarnings.path,
    { schema: { body: weeklyEarnings.body, response: { 200: weeklyEarnings.response } } },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.userId, 'your own payouts');
      const rows = await weeklyEarningsOf(await app.readDb(request), member.id);
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
      const [rows, wallet] = await Promise.all([
        scholarshipsOf(app.db, member.id),
        balanceOf(app.db, 'member_wallet', member.id),
      ]);
      return {
        rewards: [
          {
            mySponsorId: member.sponsorCode,
            reward_points: toUsdt(wallet),
            rewards: rows.map((r) => ({
              _id: String(r.id),
              date: ukDay(new Date(r.month)),
              creditedAt: new Date(r.month).toISOString(),
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

  app.post(
    submitWalletDetails.path,
    {
      schema: { body: submitWalletDetails.body, response: { 201: submitWalletDetails.response } },
    },
    async (request, reply) => {
      const member = memberOf(request);
      assertSelf(member, request.body.userId);
      await saveWalletDetails(
        app.db,
        { ...member, address: request.ip },
        {
          name: request.body.name,
          telegramId: request.body.telegramId,
          walletAddress: request.body.Walletaddress,
          code: request.body.code,
        },
      );
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
      const latest = await latestKyc(await app.readDb(request), member.id);
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
      return {
        walletAddress: (await verifiedAddress(await app.readDb(request), member.id)) ?? null,
      };
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
      const row = await requestWithdrawal(
        app.db,
        { ...member, address: request.ip },
        {
          amountMicro: toMicro(request.body.amount),
          password: request.body.password,
          uniqueKey: request.body.uniqueKey,
          code: request.body.code,
        },
      );
      return reply
        .code(201)
        .send({ message: requestedMessage(row), order: withdrawalOrderOf(row) });
    },
  );

  app.post(
    createScholarshipOrder.path,
    {
      schema: {
        body: createScholarshipOrder.body,
        response: { 201: createScholarshipOrder.response },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      assertSelf(member, request.body.sponsorId);
      // The same withdrawal as /user/withdrawal-request, every check included (decisions §15).
      const row = await requestWithdrawal(
        app.db,
        { ...member, address: request.ip },
        {
          amountMicro: toMicro(request.body.amount),
          password: request.body.password,
          uniqueKey: request.body.uniqueKey,
          origin: 'scholarship',
        },
      );
      return reply.code(201).send({
        message: requestedMessage(row),
        scholarshipOrder: scholarshipOrderOf(member)(row),
      });
    },
  );

  app.post(
    getScholarshipOrders.path,
    {
      schema: { body: getScholarshipOrders.body, response: { 200: getScholarshipOrders.response } },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.sponsorId, 'your own scholarship orders');
      const orders = (await scholarshipWithdrawalsOf(await app.readDb(request), member.id)).map(
        scholarshipOrderOf(member),
      );
      return {
        message: orders.length ? 'Scholarship orders' : 'No scholarship orders yet',
        count: orders.length,
        orders,
      };
    },
  );

  app.post(
    walletOrders.path,
    { schema: { body: walletOrders.body, response: { 200: walletOrders.response } } },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.sponsorId);
      return {
        withdrawalOrders: (await withdrawalsOf(await app.readDb(request), member.id)).map(
          withdrawalOrderOf,
        ),
      };
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
