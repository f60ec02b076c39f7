import type { ChainNetwork } from '../../../contract/chain';

/** One USDT transfer inside a transaction, addresses in the network's own form. */
export type UsdtTransfer = {
  logIndex: number;
  from: string;
  to: string;
  /** Whole micro-USDT (6 decimals); BSC's 18-decimal value rounded down. */
  amountMicro: bigint;
  /** True when the value had digits below a micro-USDT (BSC only). */
  dust: boolean;
};

/**
 * What a node says of a transaction hash (decisions §13): never trusted beyond what was parsed and
 * checked. `unreachable` covers timeouts, malformed answers and a node of another chain.
 */
export type Observation =
  | { kind: 'unreachable'; reason: string }
  | { kind: 'missing' }
  | {
      kind: 'found';
      succeeded: boolean;
      /** Transfers of the network's USDT contract. */
      usdt: UsdtTransfer[];
      /** Transfer events of any other contract (another token). */
      otherTokenTransfers: number;
      blockNumber: number;
      at: Date;
      confirmations: number;
      /** Tron: the solidity node (irreversible blocks only) has it too. BSC: always true. */
      irreversible: boolean;
    };

/** A USDT transfer to one of our addresses, read from the chain. */
export type IncomingTransfer = UsdtTransfer & {
  txHash: string;
  blockNumber: number;
  at: Date;
};

/** One network's node, as the chain module uses it. */
export interface ChainNode {
  readonly network: ChainNetwork;
  /** Our deposit address on this network, in its own form (Tron base58, BSC lower-case hex). */
  readonly address: string;
  readonly confirmations: number;
  /** Whether two addresses of this network are the same. */
  sameAddress(a: string, b: string): boolean;
  observe(txHash: string): Promise<Observation>;
  /**
   * USDT transfers to our address after `cursor` (opaque, null at first), the cursor to continue
   * from, and whether more is waiting beyond this read. Throws when the node cannot be reached.
   */
  incoming(
    cursor: string | null,
  ): Promise<{ transfers: IncomingTransfer[]; cursor: string; more: boolean }>;
}

/** Why a node answer is unusable, in staff's words. */
export class ChainUnreachable extends Error {}
