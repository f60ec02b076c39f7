import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApi from '../../../contract/admin';
import * as authApi from '../../../contract/auth';
import * as walletApi from '../../../contract/wallet';
import { adminActorOf, adminsOnly, membersOnly, memberOf } from '../../http/auth';
import { memberParams } from '../../http/params';
import { limitRequest } from '../../http/rate-limits';
import { sponsorNamed } from './service';
import { memberSearchPage } from './queries';
import { memberDetail, memberIdByCode, resetUniqueKey, setMemberBlocked } from './staff';
import { welcomeFacts, welcomePdf } from './welcome';

/** Members: sponsor checks, welcome letter, and the admin's member search and page (spec §7; decisions §12). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    authApi.verifySponsor.path,
    {
      schema: {
        body: authApi.verifySponsor.body,
        response: { 200: authApi.verifySponsor.response },
      },
    },
    async (request) => {
      await limitRequest(app, 'verifySponsor', request.ip);
      const sponsor = await sponsorNamed(app.db, request.body.sponsorId);
      return {
        message: 'Sponsor verified',
        sponsor: { _id: String(sponsor.id), name: sponsor.name, mySponsorId: sponsor.sponsorCode },
      };
    },
  );

  app.get(
    walletApi.welcomeLetter.path,
    { ...membersOnly, schema: { response: { 200: walletApi.welcomeLetter.response } } },
    async (request) => {
      const facts = await welcomeFacts(app.db, memberOf(request).id);
      return { ...facts, joinedAt: facts.joinedAt.toISOString() };
    },
  );

  app.get(walletApi.WELCOME_PDF_PATH, membersOnly, async (request, reply) => {
    const facts = await welcomeFacts(app.db, memberOf(request).id);
    const pdf = await welcomePdf(facts);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="welcome-${facts.mySponsorId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  app.get(
    adminApi.searchMembers.path,
    {
      ...adminsOnly,
      schema: {
        querystring: adminApi.searchMembersQuery,
        response: { 200: adminApi.searchMembers.response },
      },
    },
    async (request) => memberSearchPage(app.db, request.query),
  );

  app.get(
    adminApi.memberDetail.path,
    {
      ...adminsOnly,
      schema: { params: memberParams, response: { 200: adminApi.memberDetail.response } },
    },
    async (request) =>
      memberDetail(
        await app.readDb(request),
        await memberIdByCode(app.db, request.params.sponsorId),
      ),
  );

  app.post(
    adminApi.resetUniqueKey.path,
    {
      ...adminsOnly,
      schema: { params: memberParams, response: { 200: adminApi.resetUniqueKey.response } },
    },
    async (request) => {
      const memberId = await memberIdByCode(app.db, request.params.sponsorId);
      const uniqueKey = await resetUniqueKey(app.db, adminActorOf(request), memberId);
      return { message: 'Unique key reset: give the member this new key', uniqueKey };
    },
  );

  app.post(
    adminApi.blockMember.path,
    {
      ...adminsOnly,
      schema: {
        params: memberParams,
        body: adminApi.blockMember.body,
        response: { 200: adminApi.blockMember.response },
      },
    },
    async (request) => {
      const { blocked } = request.body;
      await setMemberBlocked(
        app.db,
        adminActorOf(request),
        await memberIdByCode(app.db, request.params.sponsorId),
        blocked,
      );
      return { message: blocked ? 'Member blocked' : 'Member unblocked', blocked };
    },
  );
};
