import {
  createPublicClient,
  erc20Abi,
  getAbiItem,
  http,
  parseEventLogs,
  TransactionReceiptNotFoundError,
  type Hash,
  type Log,
} from 'viem';
import {
  ChainUnreachable,
  type ChainNode,
  type IncomingTransfer,
  type Observation,
  type UsdtTransfer,
} from './observation';
import { BSC_USDT, type BscOptions } from './bsc';
import { unreachableReason } from './reasons';

/** BNB Smart Chain mainnet's chain id (EIP-155); viem/chains would load every chain to say so. */
const BSC_CHAIN_ID = 56;
const UNITS_PER_MICRO = 10n ** 12n;
/** BSC makes a block about every 3 s; the first read of transfers looks back this far per hour. */
const BLOCKS_PER_HOUR = 1200;
/** Providers cap eth_getLogs ranges; 5,000 blocks is within every public one's limit. */
const MAX_LOG_RANGE = 5000n;
const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' });

function usdtTransfers(logs: Log[]) {
  const events = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs, strict: true });
  const usdt: UsdtTransfer[] = [];
  let other = 0;
  for (const event of events) {
    if (event.address.toLowerCase() !== BSC_USDT) {
      other += 1;
      continue;
    }
    usdt.push({
      logIndex: event.logIndex,
      from: event.args.from.toLowerCase(),
      to: event.args.to.toLowerCase(),
      amountMicro: event.args.value / UNITS_PER_MICRO,
      dust: event.args.value % UNITS_PER_MICRO !== 0n,
    });
  }
  return { usdt, other };
}

/**
 * BNB Smart Chain through Ethereum JSON-RPC with viem (decisions §13): the receipt, its block (the
 * block's hash must still be the receipt's: a reorganisation drops the transaction), the head for
 * the depth, and the chain id before anything is believed.
 */
export function bscRpcNode(options: BscOptions): ChainNode {
  const client = createPublicClient({
    transport: http(options.rpcUrl, { timeout: options.timeoutMs, retryCount: 0 }),
  });
  /** Asked before every check: a node behind a balancer may change under the same URL. */
  async function ensureBsc(): Promise<void> {
    const id = await client.getChainId();
    if (id !== BSC_CHAIN_ID) {
      throw new ChainUnreachable(
        `the node answers for chain ${id}, not BNB Smart Chain (${BSC_CHAIN_ID})`,
      );
    }
  }

  async function observe(txHash: string): Promise<Observation> {
    try {
      await ensureBsc();
      const receipt = await client
        .getTransactionReceipt({ hash: txHash as Hash })
        .catch((error: unknown) => {
          if (error instanceof TransactionReceiptNotFoundError) return null;
          throw error;
        });
      if (!receipt) return { kind: 'missing' };
      if (receipt.transactionHash.toLowerCase() !== txHash.toLowerCase()) {
        throw new ChainUnreachable('malformed answer');
      }
      const [head, block] = await Promise.all([
        client.getBlockNumber({ cacheTime: 0 }),
        client.getBlock({ blockNumber: receipt.blockNumber }),
      ]);
      if (block.hash?.toLowerCase() !== receipt.blockHash.toLowerCase()) return { kind: 'missing' };
      const { usdt, other } = usdtTransfers(receipt.logs);
      return {
        kind: 'found',
        succeeded: receipt.status === 'success',
        usdt,
        otherTokenTransfers: other,
        blockNumber: Number(receipt.blockNumber),
        at: new Date(Number(block.timestamp) * 1000),
        confirmations: Math.max(Number(head - receipt.blockNumber) + 1, 0),
        irreversible: true,
      };
    } catch (error) {
      return { kind: 'unreachable', reason: unreachableReason(error, options.timeoutMs) };
    }
  }

  async function incoming(cursor: string | null) {
    try {
      await ensureBsc();
      const head = await client.getBlockNumber({ cacheTime: 0 });
      const deepest = head - BigInt(options.confirmations) + 1n;
      const from =
        cursor === null
          ? deepest - BigInt(Math.ceil(options.maxAgeHours * BLOCKS_PER_HOUR))
          : BigInt(cursor) + 1n;
      const start = from < 0n ? 0n : from;
      if (start > deepest) return { transfers: [], cursor: cursor ?? String(deepest), more: false };
      const to = start + MAX_LOG_RANGE - 1n < deepest ? start + MAX_LOG_RANGE - 1n : deepest;
      const logs = await client.getLogs({
        address: BSC_USDT,
        event: transferEvent,
        args: { to: options.address as Hash },
        fromBlock: start,
        toBlock: to,
        strict: true,
      });
      const times = new Map<bigint, Date>();
      const transfers: IncomingTransfer[] = [];
      for (const log of logs) {
        if (log.blockNumber === null || log.transactionHash === null || log.logIndex === null)
          continue;
        if (log.args.to.toLowerCase() !== options.address) continue;
        let at = times.get(log.blockNumber);
        if (!at) {
          const block = await client.getBlock({ blockNumber: log.blockNumber });
          at = new Date(Number(block.timestamp) * 1000);
          times.set(log.blockNumber, at);
        }
        transfers.push({
          logIndex: log.logIndex,
          from: log.args.from.toLowerCase(),
          to: log.args.to.toLowerCase(),
          amountMicro: log.args.value / UNITS_PER_MICRO,
          dust: log.args.value % UNITS_PER_MICRO !== 0n,
          txHash: log.transactionHash.toLowerCase(),
          blockNumber: Number(log.blockNumber),
          at,
        });
      }
      return { transfers, cursor: String(to), more: to < deepest };
    } catch (error) {
      throw new ChainUnreachable(unreachableReason(error, options.timeoutMs));
    }
  }

  return {
    network: 'bsc',
    address: options.address,
    confirmations: options.confirmations,
    sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
    observe,
    incoming,
  };
}
