import type { ChainNetwork } from '../../../contract/chain';
import type { Database } from '../../db/client';
import { claimDuePayments, saveScanCursor, saveTransfers, scanCursor } from './queries';
import { checkPayment, type Chain } from './service';
import { startPolling, stepOf, type Poller } from '../../shared/polling';

type Logger = { error(obj: object, msg: string): void };

/** Payments checked per pass: each may wait on a node for CHAIN_TIMEOUT_MS. */
const CHECKS_PER_PASS = 20;
/** Reads of new transfers per network and pass: a first start catches up over a few passes. */
const READS_PER_PASS = 30;

/** runOnce: re-check the waiting payments that are due, then read new transfers to us. */
export type ChainWorker = Poller;

/**
 * The chain's background job of one instance (decisions §13): every CHAIN_POLL_MS it re-checks
 * unconfirmed payments (approving those now confirmed) until they are confirmed or expire, and
 * reads the transfers that reached our addresses for the staff's queue. Several instances may run
 * it: a claimed payment is skipped by the others, and transfers are stored once by their key.
 */
export function startChainWorker(
  db: Database,
  chain: Chain,
  options: { log: Logger; loop?: boolean },
): ChainWorker {
  const networks = Object.keys(chain.nodes) as ChainNetwork[];
  const lease = Math.max(chain.config.pollMs, chain.config.timeoutMs * 4);

  const step = stepOf('chain', options.log);
  const scan = async (network: ChainNetwork) => {
    const node = chain.nodes[network];
    if (!node) return;
    for (let read = 0; read < READS_PER_PASS; read++) {
      const { transfers, cursor, more } = await node.incoming(await scanCursor(db, network));
      await saveTransfers(db, network, transfers);
      await saveScanCursor(db, network, cursor);
      if (!more) return;
    }
  };
  const runOnce = async () => {
    if (networks.length === 0) return;
    const due = await claimDuePayments(db, CHECKS_PER_PASS, lease);
    for (const id of due) await step(`check of payment ${id}`, () => checkPayment(db, chain, id));
    for (const network of networks) await step(`reading ${network} transfers`, () => scan(network));
  };

  return startPolling('chain', runOnce, {
    intervalMs: chain.config.pollMs,
    log: options.log,
    loop: options.loop !== false && networks.length > 0,
  });
}
