/*
 * Fake Tron (TronGrid HTTP API) and BNB Smart Chain (Ethereum JSON-RPC) nodes on 127.0.0.1, for
 * tests and `npm run demo:chain` (decisions §13: tests never reach a real chain). They answer
 * with the shapes of the public documentation: TronGrid's /wallet and /walletsolidity calls and
 * its v1 TRC-20 account history; eth_chainId, eth_blockNumber, eth_getTransactionReceipt,
 * eth_getBlockByNumber and eth_getLogs as a BSC node does.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tronAddressHex, tronAddressOf } from '../modules/chain/addresses';
import { BSC_USDT } from '../modules/chain/bsc';
import { TRANSFER_TOPIC, TRON_MAINNET_CHAIN_ID, TRON_USDT } from '../modules/chain/tron';

/** How a fake node answers: normally, never, with garbage, or with a server error. */
export type NodeMode = 'ok' | 'hang' | 'malformed' | 'error';

export type FakePayment = {
  from: string;
  to: string;
  /** In the token's own units: micro-USDT on Tron, 10^-18 USDT on BSC. */
  amount: bigint;
  /** `other`: a transfer of another token contract. */
  token?: 'usdt' | 'other';
  failed?: boolean;
  /** How many blocks deep it is now (1 = in the head block). */
  confirmations?: number;
  /** When its block was made; now by default. */
  at?: Date;
};

type FakeTx = {
  hash: string;
  blockNumber: number;
  at: Date;
  failed: boolean;
  transfers: { contract: string; from: string; to: string; amount: bigint }[];
};

export const randomHash = () => randomBytes(32).toString('hex');
export const randomTronAddress = () => tronAddressOf(randomBytes(20).toString('hex'));
export const randomBscAddress = () => `0x${randomBytes(20).toString('hex')}`;
/** A whole number of USDT in each chain's units. */
export const tronUsdt = (usdt: number) => BigInt(Math.round(usdt * 1_000_000));
export const bscUsdt = (usdt: number) => BigInt(Math.round(usdt * 1_000_000)) * 10n ** 12n;

const hex = (n: number | bigint) => `0x${n.toString(16)}`;
const word = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : value.replace(/^0x/, '')).padStart(64, '0');

abstract class FakeNode {
  mode: NodeMode = 'ok';
  head = 1_000_000;
  /** Requests answered, by method or path: what the product asked. */
  readonly calls: string[] = [];
  protected readonly txs = new Map<string, FakeTx>();
  private server: Server | undefined;
  url = '';

  async start() {
    this.server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Adds blocks on top: every transaction gets deeper. */
  mine(blocks = 1) {
    this.head += blocks;
  }

  /** A reorganisation: the transaction's block is replaced by one without it. */
  drop(hash: string) {
    this.txs.delete(this.key(hash));
  }

  protected abstract key(hash: string): string;
  protected abstract usdtContract(): string;
  protected abstract answer(req: IncomingMessage, body: string): unknown;

  /** Puts a transaction on chain as the payment describes; answers its hash. */
  pay(payment: FakePayment, hash = this.newHash()): string {
    // A new block on top holds it, then more blocks make it as deep as asked.
    const depth = payment.confirmations ?? 30;
    const blockNumber = this.head + 1;
    this.head += depth;
    this.txs.set(this.key(hash), {
      hash: this.key(hash),
      blockNumber,
      at: payment.at ?? new Date(),
      failed: payment.failed ?? false,
      transfers: payment.failed
        ? []
        : [
            {
              contract: payment.token === 'other' ? this.otherContract() : this.usdtContract(),
              from: payment.from,
              to: payment.to,
              amount: payment.amount,
            },
          ],
    });
    return hash;
  }

  protected abstract newHash(): string;
  protected abstract otherContract(): string;

  private async serve(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    if (this.mode === 'hang') return; // never answers: the client's timeout must end it
    if (this.mode === 'error') {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (this.mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"result": [1, 2');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(this.answer(req, body)));
  }
}

/** A TronGrid-compatible node: full node, solidity node (irreversible blocks) and the v1 API. */
export class FakeTron extends FakeNode {
  /** The solidity node has a block once it is this deep (TRON's irreversibility). */
  solidDepth = 19;
  /** The genesis block's id ends with the chain id. */
  chainId = TRON_MAINNET_CHAIN_ID;

  protected key = (hash: string) => hash.toLowerCase().replace(/^0x/, '');
  protected usdtContract = () => TRON_USDT;
  protected otherContract = () => 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';
  protected newHash = () => randomHash();

  private info(tx: FakeTx | undefined) {
    if (!tx) return {};
    const base = {
      id: tx.hash,
      fee: 345_000,
      blockNumber: tx.blockNumber,
      blockTimeStamp: tx.at.getTime(),
      contractResult: [
        tx.failed ? '' : '0000000000000000000000000000000000000000000000000000000000000001',
      ],
      contract_address: `41${tronAddressHex(TRON_USDT)}`,
    };
    if (tx.failed) {
      return {
        ...base,
        result: 'FAILED',
        resMessage: '5452414e534645525f4641494c4544',
        receipt: { energy_usage_total: 13_000, net_usage: 345, result: 'REVERT' },
      };
    }
    return {
      ...base,
      receipt: { energy_usage_total: 14_650, net_usage: 345, result: 'SUCCESS' },
      log: tx.transfers.map((t) => ({
        address: tronAddressHex(t.contract),
        topics: [TRANSFER_TOPIC, word(tronAddressHex(t.from)), word(tronAddressHex(t.to))],
        data: word(t.amount),
      })),
    };
  }

  private block(number: number) {
    return {
      blockID: `${number.toString(16).padStart(16, '0')}${randomBytes(24).toString('hex')}`,
      block_header: {
        raw_data: {
          number,
          txTrieRoot: randomBytes(32).toString('hex'),
          witness_address: `41${randomBytes(20).toString('hex')}`,
          parentHash: randomBytes(32).toString('hex'),
          version: 30,
          timestamp: Date.now(),
        },
        witness_signature: randomBytes(65).toString('hex'),
      },
    };
  }

  protected answer(req: IncomingMessage, body: string): unknown {
    const url = new URL(req.url ?? '/', 'http://fake');
    this.calls.push(url.pathname);
    const params = (body ? JSON.parse(body) : {}) as { value?: string; num?: number };
    switch (url.pathname) {
      case '/wallet/getblockbynum':
        return params.num === 0
          ? { blockID: `00000000000000001ebf88508a03865c71d452e25f4d51194196a1d2${this.chainId}` }
          : this.block(params.num ?? 0);
      case '/wallet/getnowblock':
        return this.block(this.head);
      case '/wallet/gettransactioninfobyid':
        return this.info(this.txs.get(this.key(params.value ?? '')));
      case '/walletsolidity/gettransactioninfobyid': {
        const tx = this.txs.get(this.key(params.value ?? ''));
        return tx && this.head - tx.blockNumber + 1 >= this.solidDepth ? this.info(tx) : {};
      }
    }
    const history = /^\/v1\/accounts\/(T\w+)\/transactions\/trc20$/.exec(url.pathname);
    if (history) return this.history(history[1] ?? '', url.searchParams);
    return { Error: `unknown path ${url.pathname}` };
  }

  private history(address: string, query: URLSearchParams) {
    const since = Number(query.get('min_timestamp') ?? 0);
    const data = [...this.txs.values()]
      .filter((tx) => !tx.failed && tx.at.getTime() >= since)
      .filter((tx) => this.head - tx.blockNumber + 1 >= this.solidDepth)
      .flatMap((tx) =>
        tx.transfers
          .filter((t) => t.to === address && t.contract === TRON_USDT)
          .map((t) => ({
            transaction_id: tx.hash,
            token_info: { symbol: 'USDT', address: TRON_USDT, decimals: 6, name: 'Tether USD' },
            block_timestamp: tx.at.getTime(),
            from: t.from,
            to: t.to,
            type: 'Transfer',
            value: t.amount.toString(),
          })),
      )
      .sort((a, b) => a.block_timestamp - b.block_timestamp);
    return { data, success: true, meta: { at: Date.now(), page_size: data.length } };
  }
}

type RpcRequest = { jsonrpc: '2.0'; id: number | string; method: string; params?: unknown[] };

/** A BNB Smart Chain JSON-RPC node (chain id 56 unless told otherwise). */
export class FakeBsc extends FakeNode {
  chainId = 56;
  /** Block hashes by number: a reorganisation gives a number a new hash. */
  private readonly blockHashes = new Map<number, string>();

  protected key = (hash: string) => hash.toLowerCase();
  protected usdtContract = () => BSC_USDT;
  protected otherContract = () => '0xe9e7cea3dedca5984780bafc599bd69add087d56';
  protected newHash = () => `0x${randomHash()}`;

  private blockHash(number: number) {
    let hash = this.blockHashes.get(number);
    if (!hash) {
      hash = `0x${randomHash()}`;
      this.blockHashes.set(number, hash);
    }
    return hash;
  }

  /** A reorganisation that keeps the transaction but moves its block: the old hash is gone. */
  reorgBlockOf(hash: string) {
    const tx = this.txs.get(this.key(hash));
    if (tx) this.blockHashes.set(tx.blockNumber, `0x${randomHash()}`);
  }

  private logsOf(tx: FakeTx, receiptBlockHash: string) {
    return tx.transfers.map((t, i) => ({
      address: t.contract,
      topics: [`0x${TRANSFER_TOPIC}`, `0x${word(t.from)}`, `0x${word(t.to)}`],
      data: `0x${word(t.amount)}`,
      blockNumber: hex(tx.blockNumber),
      blockHash: receiptBlockHash,
      transactionHash: tx.hash,
      transactionIndex: '0x0',
      logIndex: hex(i),
      removed: false,
    }));
  }

  private receipt(tx: FakeTx | undefined) {
    if (!tx) return null;
    const blockHash = this.blockHash(tx.blockNumber);
    return {
      blockHash,
      blockNumber: hex(tx.blockNumber),
      contractAddress: null,
      cumulativeGasUsed: '0x1b2c3',
      effectiveGasPrice: '0x3b9aca00',
      from: tx.transfers[0]?.from ?? randomBscAddress(),
      gasUsed: '0xd2b3',
      logs: tx.failed ? [] : this.logsOf(tx, blockHash),
      logsBloom: `0x${'0'.repeat(512)}`,
      status: tx.failed ? '0x0' : '0x1',
      to: tx.transfers[0]?.contract ?? BSC_USDT,
      transactionHash: tx.hash,
      transactionIndex: '0x0',
      type: '0x0',
    };
  }

  private block(number: number) {
    const tx = [...this.txs.values()].find((t) => t.blockNumber === number);
    const seconds = Math.floor((tx?.at.getTime() ?? Date.now()) / 1000);
    return {
      number: hex(number),
      hash: this.blockHash(number),
      parentHash: this.blockHash(number - 1),
      nonce: '0x0000000000000000',
      sha3Uncles: `0x${'1d'.repeat(32)}`,
      logsBloom: `0x${'0'.repeat(512)}`,
      transactionsRoot: `0x${randomHash()}`,
      stateRoot: `0x${randomHash()}`,
      receiptsRoot: `0x${randomHash()}`,
      miner: '0x72b61c6014342d914470ec7ac2975be345796c2b',
      difficulty: '0x2',
      totalDifficulty: hex(number * 2),
      extraData: '0xd883010d0e846765746888676f312e32312e36856c696e7578',
      size: '0x2a0',
      gasLimit: '0x8583b00',
      gasUsed: '0x0',
      timestamp: hex(seconds),
      mixHash: `0x${'0'.repeat(64)}`,
      transactions: tx ? [tx.hash] : [],
      uncles: [],
    };
  }

  private logs(filter: {
    fromBlock?: string;
    toBlock?: string;
    address?: string;
    topics?: (string | null)[];
  }) {
    const from = Number(filter.fromBlock ?? 0);
    const to = Number(filter.toBlock ?? this.head);
    const recipient = filter.topics?.[2]?.toLowerCase();
    return [...this.txs.values()]
      .filter((tx) => !tx.failed && tx.blockNumber >= from && tx.blockNumber <= to)
      .flatMap((tx) => this.logsOf(tx, this.blockHash(tx.blockNumber)))
      .filter(
        (log) => !filter.address || log.address.toLowerCase() === filter.address.toLowerCase(),
      )
      .filter((log) => !recipient || log.topics[2] === recipient);
  }

  private result(request: RpcRequest): unknown {
    const params = request.params ?? [];
    switch (request.method) {
      case 'eth_chainId':
        return hex(this.chainId);
      case 'eth_blockNumber':
        return hex(this.head);
      case 'eth_getTransactionReceipt':
        return this.receipt(this.txs.get(this.key(String(params[0]))));
      case 'eth_getBlockByNumber':
        return this.block(Number(params[0]));
      case 'eth_getLogs':
        return this.logs((params[0] ?? {}) as Parameters<FakeBsc['logs']>[0]);
      default:
        return undefined;
    }
  }

  protected answer(_req: IncomingMessage, body: string): unknown {
    const request = JSON.parse(body) as RpcRequest;
    this.calls.push(request.method);
    const result = this.result(request);
    return result === undefined
      ? {
          jsonrpc: '2.0',
          id: request.id,
          error: { code: -32601, message: 'the method does not exist' },
        }
      : { jsonrpc: '2.0', id: request.id, result };
  }
}

export const startFakeTron = () => new FakeTron().start();
export const startFakeBsc = () => new FakeBsc().start();
