import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { topupDashboard, topupWalletHistory } from '../../../contract/operator';
import { isoDay } from '../../shared/legacy-names';
import { toUsdt } from '../../shared/money';
import { operatorOf, requireRole } from '../../http/auth';
import { floatHistory, operatorStats } from './service';

/** The operator's own figures (spec §7): Bearer or cookie operator sessions only. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('operator'));

  app.get(
    topupDashboard.path,
    { schema: { response: { 200: topupDashboard.response } } },
    async (request) => {
      const s = await operatorStats(await app.readDb(request), operatorOf(request).id);
      return {
        monthlyBusiness: toUsdt(s.monthlyMicro),
        allBusiness: toUsdt(s.allTimeMicro),
        totalUsers: s.members,
        totalActiveUsers: s.activeMembers,
        available_Balance: toUsdt(s.floatMicro),
        total_Balance: toUsdt(s.creditedMicro),
      };
    },
  );

  app.get(
    topupWalletHistory.path,
    { schema: { response: { 200: topupWalletHistory.response } } },
    async (request) => {
      const rows = await floatHistory(await app.readDb(request), operatorOf(request).id);
      return {
        walletHistory: rows.map((r) => ({
          _id: String(r.id),
          date: isoDay(new Date(r.created_at)),
          creditedAt: new Date(r.created_at).toISOString(),
          amount: toUsdt(r.amount),
        })),
      };
    },
  );
};
