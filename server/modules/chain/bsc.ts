import type { ChainNode } from './observation';

/** USDT on BNB Smart Chain (decisions §13): 18 decimals, not 6. */
export const BSC_USDT = '0x55d398326f99059ff775485246999027b3197955';

export type BscOptions = {
  rpcUrl: string;
  address: string;
  confirmations: number;
  timeoutMs: number;
  maxAgeHours: number;
};

/**
 * BNB Smart Chain through Ethereum JSON-RPC (bsc-rpc.ts, viem). viem is loaded at the first check,
 * not when the server starts: it costs about 0.4 s per process, and most servers (and every test
 * file) never ask BSC anything.
 */
export function bscNode(options: BscOptions): ChainNode {
  let rpc: Promise<ChainNode> | undefined;
  const node = () => (rpc ??= import('./bsc-rpc').then((module) => module.bscRpcNode(options)));
  return {
    network: 'bsc',
    address: options.address,
    confirmations: options.confirmations,
    sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
    observe: async (txHash) => (await node()).observe(txHash),
    incoming: async (cursor) => (await node()).incoming(cursor),
  };
}
