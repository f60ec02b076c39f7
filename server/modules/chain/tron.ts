import { z } from 'zod';
import { tronAddressHex, tronAddressOf, topicAddress } from './addresses';
import {
  ChainUnreachable,
  type ChainNode,
  type IncomingTransfer,
  type Observation,
  type UsdtTransfer,
} from './observation';
import { unreachableReason } from './reasons';

/** USDT on Tron (decisions §13), 6 decimals. */
export const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_USDT_HEX = tronAddressHex(TRON_USDT);
/** keccak256("Transfer(address,address,uint256)"), as Tron's logs write topics: no 0x. */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/**
 * Tron mainnet's chain id: the last 4 bytes of its genesis block's id (TRON's JSON-RPC answers
 * the same number to eth_chainId). A node whose genesis block ends otherwise is another chain.
 */
export const TRON_MAINNET_CHAIN_ID = '2b6653dc';

/** `gettransactioninfobyid` (TronGrid HTTP API): `{}` when the node does not know the hash. */
const knownInfo = z.object({
  id: z.string(),
  blockNumber: z.number().int().nonnegative(),
  blockTimeStamp: z.number().int().nonnegative(),
  contract_address: z.string().optional(),
  result: z.string().optional(),
  receipt: z.object({ result: z.string().optional() }).optional(),
  log: z
    .array(
      z.object({
        address: z.string(),
        topics: z.array(z.string()),
        data: z.string().optional(),
      }),
    )
    .optional(),
});
type KnownInfo = z.infer<typeof knownInfo>;
const transactionInfo = z
  .union([knownInfo, z.object({}).strict()])
  .transform((answer): KnownInfo | null => knownInfo.safeParse(answer).data ?? null);

const nowBlock = z.object({
  blockID: z.string(),
  block_header: z.object({ raw_data: z.object({ number: z.number().int().nonnegative() }) }),
});

const genesisBlock = z.object({ blockID: z.string().regex(/^[0-9a-f]{64}$/i) });

/** TronGrid's v1 list of an account's TRC-20 transfers. */
const trc20Transfers = z.object({
  success: z.boolean().optional(),
  data: z.array(
    z.object({
      transaction_id: z.string().regex(/^[0-9a-fA-F]{64}$/),
      block_timestamp: z.number().int().nonnegative(),
      to: z.string(),
    }),
  ),
});

/** The USDT transfers among a transaction's logs, and how many Transfer events of other tokens. */
function transfersIn(info: KnownInfo) {
  const usdt: UsdtTransfer[] = [];
  let other = 0;
  (info.log ?? []).forEach((log, logIndex) => {
    if (log.topics[0]?.toLowerCase().replace(/^0x/, '') !== TRANSFER_TOPIC) return;
    if (log.topics.length !== 3) return;
    const contract = log.address
      .toLowerCase()
      .replace(/^0x/, '')
      .replace(/^41(?=[0-9a-f]{40}$)/, '');
    if (contract !== TRON_USDT_HEX) {
      other += 1;
      return;
    }
    const data = (log.data ?? '').replace(/^0x/, '');
    if (!/^[0-9a-fA-F]{64}$/.test(data)) throw new ChainUnreachable('malformed answer');
    usdt.push({
      logIndex,
      from: tronAddressOf(topicAddress(log.topics[1] ?? '')),
      to: tronAddressOf(topicAddress(log.topics[2] ?? '')),
      amountMicro: BigInt(`0x${data}`),
      dust: false,
    });
  });
  return { usdt, other };
}

/** Transfers per read of the account's history (TronGrid's largest page). */
const PAGE = 200;

export type TronOptions = {
  apiUrl: string;
  apiKey: string | undefined;
  address: string;
  confirmations: number;
  timeoutMs: number;
  maxAgeHours: number;
};

/**
 * Tron through a TronGrid-compatible HTTP API (decisions §13): the full node for the block and the
 * head, the solidity node (irreversible blocks only) for the final word, TronGrid's v1 API for the
 * transfers to our address. Every answer is parsed before it is believed.
 */
export function tronNode(options: TronOptions): ChainNode {
  async function call<T>(schema: z.ZodType<T>, path: string, body?: unknown): Promise<T> {
    try {
      const response = await fetch(`${options.apiUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.apiKey ? { 'TRON-PRO-API-KEY': options.apiKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new ChainUnreachable(`the node answered HTTP ${response.status}`);
      const parsed = schema.safeParse(await response.json());
      if (!parsed.success) throw new ChainUnreachable('malformed answer');
      return parsed.data;
    } catch (error) {
      throw new ChainUnreachable(unreachableReason(error, options.timeoutMs));
    }
  }

  /** Asked before every check: a node behind a balancer may change under the same URL. */
  async function ensureMainnet(): Promise<void> {
    const genesis = await call(genesisBlock, '/wallet/getblockbynum', { num: 0 });
    const id = genesis.blockID.toLowerCase().slice(-8);
    if (id !== TRON_MAINNET_CHAIN_ID) {
      throw new ChainUnreachable(
        `the node answers for chain 0x${id}, not Tron (0x${TRON_MAINNET_CHAIN_ID})`,
      );
    }
  }

  async function observe(txHash: string): Promise<Observation> {
    try {
      await ensureMainnet();
      const info = await call(transactionInfo, '/wallet/gettransactioninfobyid', { value: txHash });
      if (!info) return { kind: 'missing' };
      if (info.id.toLowerCase() !== txHash.toLowerCase())
        throw new ChainUnreachable('malformed answer');
      const head = await call(nowBlock, '/wallet/getnowblock', {});
      const solid = await call(transactionInfo, '/walletsolidity/gettransactioninfobyid', {
        value: txHash,
      });
      const { usdt, other } = transfersIn(info);
      const succeeded = info.result !== 'FAILED' && info.receipt?.result === 'SUCCESS';
      return {
        kind: 'found',
        succeeded,
        usdt,
        otherTokenTransfers: other,
        blockNumber: info.blockNumber,
        at: new Date(info.blockTimeStamp),
        confirmations: Math.max(head.block_header.raw_data.number - info.blockNumber + 1, 0),
        irreversible: solid?.blockNumber === info.blockNumber,
      };
    } catch (error) {
      return { kind: 'unreachable', reason: unreachableReason(error, options.timeoutMs) };
    }
  }

  async function incoming(cursor: string | null) {
    await ensureMainnet();
    const since = cursor === null ? Date.now() - options.maxAgeHours * 3_600_000 : Number(cursor);
    const query = new URLSearchParams({
      only_to: 'true',
      only_confirmed: 'true',
      contract_address: TRON_USDT,
      limit: String(PAGE),
      order_by: 'block_timestamp,asc',
      min_timestamp: String(since),
    });
    const list = await call(
      trc20Transfers,
      `/v1/accounts/${options.address}/transactions/trc20?${query.toString()}`,
    );
    const transfers: IncomingTransfer[] = [];
    let next = since;
    for (const item of list.data) {
      next = Math.max(next, item.block_timestamp + 1);
      const info = await call(transactionInfo, '/wallet/gettransactioninfobyid', {
        value: item.transaction_id,
      });
      if (!info || info.receipt?.result !== 'SUCCESS') continue;
      for (const transfer of transfersIn(info).usdt) {
        if (transfer.to !== options.address) continue;
        transfers.push({
          ...transfer,
          txHash: item.transaction_id.toLowerCase(),
          blockNumber: info.blockNumber,
          at: new Date(info.blockTimeStamp),
        });
      }
    }
    return { transfers, cursor: String(next), more: list.data.length === PAGE };
  }

  return {
    network: 'tron',
    address: options.address,
    confirmations: options.confirmations,
    sameAddress: (a, b) => a === b,
    observe,
    incoming,
  };
}
