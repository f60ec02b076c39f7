import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogue, rankTable } from '../../../contract/catalogue';
import { PACKAGES, packageInfo } from './catalogue';
import { RANKS, RANK_THRESHOLDS } from '../../shared/plan';
import { offeredNetworks } from '../chain/service';

/** The catalogue and the rank table: public, the server being the one source of both. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(catalogue.path, { schema: { response: { 200: catalogue.response } } }, async () => ({
    packages: PACKAGES.map(packageInfo),
    depositAddress: app.config.depositAddress,
    networks: offeredNetworks(app.chain),
  }));

  app.get(rankTable.path, { schema: { response: { 200: rankTable.response } } }, async () => ({
    ranks: RANKS.map((r, i) => ({ ...r, cumulative: RANK_THRESHOLDS[i] ?? r.points })),
  }));
};
