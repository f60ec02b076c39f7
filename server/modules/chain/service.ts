import { sql } from 'drizzle-orm';
import {
  NETWORK_LABELS,
  normalTxHash,
  txHashProblem,
  type ChainNetwork,
  type DepositNetwork,
} from '../../../contract/chain';
import type { ChainConfig } from '../../config';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { audit, CHAIN, type Actor } from '../audit/service';
import { approveDepositIn } from '../orders/service';
import { approveWithdrawal, type WithdrawalRow } from '../withdrawals/service';
import { bscNode } from './bsc';
import { judgeDeposit, judgePayout, type Judgement } from './judge';
import type { ChainNode } from './observation';
import {
  forOrder,
  forWithdrawal,
  insertPayment,
  paymentById,
  paymentOfOrder,
  recordJudgement,
  transferNamed,
  type PaymentRow,
} from './queries';
import { tronNode } from './tron';

export type ChainNodes = Partial<Record<ChainNetwork, ChainNode>>;

/** What the chain module needs: the configured nodes and the timing rules. */
export type Chain = { nodes: ChainNodes; config: ChainConfig };

/** The nodes of the configured networks; a network without its URL and address has none. */
export function chainOf(config: ChainConfig): Chain {
  const nodes: ChainNodes = {};
  const common = { timeoutMs: config.timeoutMs, maxAgeHours: config.maxAgeHours };
  if (config.tron) nodes.tron = tronNode({ ...config.tron, ...common });
  if (config.bsc) nodes.bsc = bscNode({ ...config.bsc, ...common });
  return { nodes, config };
}

/** The networks the deposit form offers, in a fixed order. */
export function offeredNetworks(chain: Chain): DepositNetwork[] {
  return (['tron', 'bsc'] as const).flatMap((network) => {
    const node = chain.nodes[network];
    return node
      ? [
          {
            network,
            label: NETWORK_LABELS[network],
            address: node.address,
            confirmations: node.confirmations,
          },
        ]
      : [];
  });
}

/** The node of an offered network, or 400. */
export function offeredNode(chain: Chain, network: ChainNetwork): ChainNode {
  const node = chain.nodes[network];
  if (!node)
    throw new DomainError('invalid', `${NETWORK_LABELS[network]} payments are not offered`);
  return node;
}

/** A payout address's network: Tron addresses start with T, BSC's with 0x (contract walletAddress). */
export const networkOfAddress = (address: string): ChainNetwork =>
  address.startsWith('T') ? 'tron' : 'bsc';

/** A hash as stored: lower case; 400 when it is not one of the network's. */
export function usableHash(network: ChainNetwork, hash: string, field = 'tx_hash'): string {
  const problem = txHashProblem(network, hash);
  if (problem) throw new DomainError('invalid', `${field} ${problem}`);
  return normalTxHash(hash);
}

type OrderFacts = { order_no: string; price_micro: number; created_at: Date; status: string };

async function orderFacts(db: Database, orderId: number): Promise<OrderFacts> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select order_no, price_micro, created_at, status from orders where id = ${orderId}`,
  );
  if (!row) throw new Error(`order ${orderId} vanished`);
  return {
    order_no: String(row['order_no']),
    price_micro: Number(row['price_micro']),
    created_at: new Date(row['created_at'] as string),
    status: String(row['status']),
  };
}

async function withdrawalFacts(db: Database, withdrawalId: number) {
  const [row] = await queryRows<WithdrawalRow>(
    db,
    sql`select * from withdrawals where id = ${withdrawalId}`,
  );
  if (!row) throw new Error(`withdrawal ${withdrawalId} vanished`);
  return row;
}

const payoutExpectation = (node: ChainNode, w: WithdrawalRow) => ({
  to: w.wallet_address,
  sameAddress: node.sameAddress,
  amountMicro: Number(w.amount) - Number(w.fee),
  confirmations: node.confirmations,
});

async function judge(db: Database, chain: Chain, node: ChainNode, payment: PaymentRow) {
  const seen = await node.observe(payment.tx_hash);
  if (payment.withdrawal_id !== null) {
    return judgePayout(
      seen,
      payoutExpectation(node, await withdrawalFacts(db, payment.withdrawal_id)),
    );
  }
  const order = await orderFacts(db, Number(payment.order_id));
  return judgeDeposit(seen, {
    to: node.address,
    sameAddress: node.sameAddress,
    priceMicro: order.price_micro,
    confirmations: node.confirmations,
    orderedAt: order.created_at,
    maxAgeHours: chain.config.maxAgeHours,
    now: new Date(),
    seenInBlock: payment.block_number,
  });
}

/**
 * Checks one payment on chain now and writes what was found (decisions §13). A deposit whose
 * payment passes every check is approved by the system (actor `chain`) in the same transaction;
 * one approved or rejected by staff meanwhile is left as staff decided.
 */
export async function checkPayment(db: Database, chain: Chain, paymentOrId: PaymentRow | number) {
  const payment =
    typeof paymentOrId === 'number' ? await paymentById(db, paymentOrId) : paymentOrId;
  const node = payment && chain.nodes[payment.network];
  if (!payment || !node) return undefined;
  const paymentId = payment.id;
  const found: Judgement = await judge(db, chain, node, payment);
  await db.transaction(async (tx) => {
    const current = await paymentById(tx, paymentId, true);
    if (!current || (current.state !== 'waiting' && current.state !== 'unreachable')) return;
    await recordJudgement(tx, paymentId, found, chain.config.pollMs);
    if (found.state !== 'verified' || current.order_id === null) return;
    const [order] = await queryRows<{ order_no: string; status: string }>(
      tx,
      sql`select order_no, status from orders where id = ${current.order_id} for update`,
    );
    if (order?.status !== 'pending') return;
    await approveDepositIn(tx, order.order_no, CHAIN, { paidMicro: found.paidMicro ?? 0 });
  });
  return found;
}

/** A recorded payout hash and what the chain says of it. */
export type PayoutCheck = {
  node: ChainNode;
  hash: string;
  found: ReturnType<typeof judgePayout>;
};

/**
 * Looks a payout hash up on chain before it is recorded (decisions §13), outside any transaction:
 * undefined where the withdrawal's network is not checked (or it is not pending: the approval
 * then answers why).
 */
export async function observePayout(
  db: Database,
  chain: Chain,
  orderNo: string,
  txHash: string,
): Promise<PayoutCheck | undefined> {
  const [pending] = await queryRows<WithdrawalRow>(
    db,
    sql`select * from withdrawals where order_no = ${orderNo.trim().toUpperCase()}`,
  );
  const node = pending && chain.nodes[networkOfAddress(pending.wallet_address)];
  if (!pending || !node || pending.status !== 'pending') return undefined;
  const hash = usableHash(node.network, txHash, 'txHash');
  const found = judgePayout(await node.observe(hash), payoutExpectation(node, pending));
  return { node, hash, found };
}

/** Checks the payment named by an order (the deposit form's hash) at once. */
export async function checkDepositOf(db: Database, chain: Chain, orderId: number) {
  const payment = await paymentOfOrder(db, orderId);
  if (payment) await checkPayment(db, chain, payment);
}

/**
 * Records the payout of a withdrawal with its check: the hash must be a USDT transfer of exactly
 * the amount less fee to the member's verified address; when it is not (or the chain cannot
 * say), staff must give a reason, which is audited (decisions §13).
 */
export async function approvePayout(
  db: Database,
  chain: Chain,
  actor: Actor & { kind: 'admin' },
  orderNo: string,
  txHash: string,
  reason: string | undefined,
  check: PayoutCheck | undefined,
): Promise<WithdrawalRow> {
  if (!check) return approveWithdrawal(db, actor, orderNo, txHash);
  const { node, hash, found } = check;
  if (!found.matches && !reason) {
    throw new DomainError(
      'conflict',
      `The payout does not match on chain: ${found.finding}. Give a reason to record it anyway.`,
      { needsReason: true },
    );
  }
  return approveWithdrawal(db, actor, orderNo, hash, async (tx, withdrawal) => {
    await insertPayment(tx, {
      network: node.network,
      txHash: hash,
      subject: forWithdrawal(Number(withdrawal.id)),
      judgement: found,
      delayMs: chain.config.pollMs,
    });
    if (!found.matches) {
      await audit(tx, actor, 'withdrawal.payout_override', withdrawal.order_no, {
        txHash: hash,
        finding: found.finding,
        reason,
      });
    }
  });
}

/**
 * Names the order a transfer read from the chain paid for (decisions §13): the order gets the
 * transfer's hash and is checked at once, so a matching one is approved by the chain.
 */
export async function assignTransfer(
  db: Database,
  chain: Chain,
  actor: Actor & { kind: 'admin' },
  network: ChainNetwork,
  txHash: string,
  orderNo: string,
) {
  const hash = normalTxHash(txHash);
  const transfer = await transferNamed(db, network, hash);
  if (!transfer) throw new DomainError('not_found', 'Transfer not found');
  const number = orderNo.trim().toUpperCase();
  const paymentId = await db.transaction(async (tx) => {
    const [order] = await queryRows<{ id: number | string; status: string; channel: string }>(
      tx,
      sql`select id, status, channel from orders where order_no = ${number} for update`,
    );
    if (!order) throw new DomainError('not_found', `Order ${number} not found`);
    if (order.status !== 'pending' || order.channel !== 'deposit') {
      throw new DomainError('conflict', `Order ${number} is not a pending deposit`);
    }
    const [named] = await queryRows<{ id: number }>(
      tx,
      sql`select id from chain_payments where order_id = ${order.id}`,
    );
    if (named) throw new DomainError('conflict', `Order ${number} already has a transaction hash`);
    const id = await insertPayment(tx, {
      network,
      txHash: hash,
      subject: forOrder(Number(order.id)),
    });
    await audit(tx, actor, 'chain.assign', number, { network, txHash: hash });
    return id;
  });
  await checkPayment(db, chain, paymentId);
  return number;
}
