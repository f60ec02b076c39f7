import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApi from '../../../contract/admin';
import * as walletApi from '../../../contract/wallet';
import { adminActorOf, adminsOnly, memberOf, membersOnly } from '../../http/auth';
import { assertSelf } from '../../http/identity';
import { memberParams, ownSponsorParams } from '../../http/params';
import { memberIdByCode } from '../members/staff';
import { decideKyc, kycStateOf, latestKyc, submitWalletDetails, verifiedAddress } from './service';
import { kycPage } from './queries';

/** Wallet details (KYC): the member's submission and status, the admin's queue (decisions §3, §12). */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    walletApi.submitWalletDetails.path,
    {
      ...membersOnly,
      schema: {
        body: walletApi.submitWalletDetails.body,
        response: { 201: walletApi.submitWalletDetails.response },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      assertSelf(member, request.body.userId);
      await submitWalletDetails(
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
    walletApi.walletStatus.path,
    {
      ...membersOnly,
      schema: {
        params: ownSponsorParams,
        response: { 200: walletApi.walletStatus.response },
      },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.params.sponsorId);
      const latest = await latestKyc(await app.readDb(request), member.id);
      return {
        walletStatus: kycStateOf(latest),
        reason: latest?.status === 'rejected' ? latest.reason : null,
        submission: latest
          ? {
              name: latest.name,
              telegramId: latest.telegram_id,
              walletAddress: latest.wallet_address,
            }
          : null,
      };
    },
  );

  app.post(
    walletApi.getWalletAddress.path,
    {
      ...membersOnly,
      schema: {
        body: walletApi.getWalletAddress.body,
        response: { 200: walletApi.getWalletAddress.response },
      },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.userId);
      return {
        walletAddress: (await verifiedAddress(await app.readDb(request), member.id)) ?? null,
      };
    },
  );

  app.get(
    adminApi.listKyc.path,
    {
      ...adminsOnly,
      schema: { querystring: adminApi.listKycQuery, response: { 200: adminApi.listKyc.response } },
    },
    async (request) => kycPage(await app.readDb(request), request.query),
  );

  app.post(
    adminApi.verifyKyc.path,
    {
      ...adminsOnly,
      schema: { params: memberParams, response: { 200: adminApi.verifyKyc.response } },
    },
    async (request) => {
      await decideKyc(
        app.db,
        adminActorOf(request),
        await memberIdByCode(app.db, request.params.sponsorId),
        {
          status: 'verified',
        },
      );
      return { message: 'Wallet verified' };
    },
  );

  app.post(
    adminApi.rejectKyc.path,
    {
      ...adminsOnly,
      schema: {
        params: memberParams,
        body: adminApi.rejectKyc.body,
        response: { 200: adminApi.rejectKyc.response },
      },
    },
    async (request) => {
      await decideKyc(
        app.db,
        adminActorOf(request),
        await memberIdByCode(app.db, request.params.sponsorId),
        {
          status: 'rejected',
          reason: request.body.reason,
        },
      );
      return { message: 'Wallet details rejected' };
    },
  );
};
