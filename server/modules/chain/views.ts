import { sql } from 'drizzle-orm';
import {
  chainNetwork,
  chainState,
  explorerUrl,
  type ChainCheck,
  type ChainTransfer,
} from '../../../contract/chain';
import { toUsdt } from '../../shared/money';
import { isoOf, isoOrNull, textOrNull, type Row } from '../../shared/paging';

/** The chain's check of an order or a withdrawal, joined as `cp` beside its row. */
export const chainJoin = (alias: string, column: 'order_id' | 'withdrawal_id') =>
  sql.raw(`left join chain_payments cp on cp.${column} = ${alias}.id`);

/** The columns `chainCheckOf` reads, named so they never collide with the row's own. */
export const CHAIN_COLUMNS = sql.raw(
  'cp.network as chain_network, cp.tx_hash as chain_tx_hash, cp.state as chain_state, ' +
    'cp.finding as chain_finding, cp.note as chain_note, cp.checked_at as chain_checked_at',
);

export function chainCheckOf(r: Row): ChainCheck | null {
  const hash = textOrNull(r['chain_tx_hash']);
  if (hash === null) return null;
  const network = chainNetwork.parse(r['chain_network']);
  return {
    network,
    txHash: hash,
    explorerUrl: explorerUrl(network, hash),
    state: chainState.parse(r['chain_state']),
    finding: String(r['chain_finding']),
    note: String(r['chain_note']),
    checkedAt: isoOrNull(r['chain_checked_at']),
  };
}

export function chainTransferOf(r: Row): ChainTransfer {
  const network = chainNetwork.parse(r['network']);
  const hash = String(r['tx_hash']);
  return {
    network,
    txHash: hash,
    explorerUrl: explorerUrl(network, hash),
    from: String(r['from_address']),
    to: String(r['to_address']),
    amount: toUsdt(r['amount_micro'] as number),
    at: isoOf(r['at']),
    blockNumber: Number(r['block_number']),
  };
}
