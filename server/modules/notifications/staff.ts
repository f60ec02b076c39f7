import { sql } from 'drizzle-orm';
import type { Delivery, DeliveryState } from '../../../contract/notifications';
import type { Database } from '../../db/client';
import { queryRows, type Executor } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import {
  isoOf,
  isoOrNull,
  newestFirst,
  textOrNull,
  type ListQuery,
  type Row,
} from '../../shared/paging';
import { audit, type Actor } from '../audit/service';

/** An e-mail shown in part (staff see where it went, not the whole address). */
const masked = (recipient: string) =>
  recipient.replace(
    /^(.)[^@]*(@.*)$/,
    (_, first: string, domain: string) => `${first}***${domain}`,
  );

const stateOf = (r: Row): DeliveryState =>
  r['state'] === 'pending' && Number(r['attempts']) > 0
    ? 'retrying'
    : (r['state'] as DeliveryState);

const deliveryOf = (r: Row): Delivery => ({
  _id: String(r['id']),
  channel: r['channel'] as Delivery['channel'],
  recipient: r['channel'] === 'email' ? masked(String(r['recipient'])) : String(r['recipient']),
  kind: r['kind'] as Delivery['kind'],
  title: String(r['title']),
  state: stateOf(r),
  attempts: Number(r['attempts']),
  lastError: textOrNull(r['last_error']),
  createdAt: isoOf(r['created_at']),
  nextAttemptAt: r['state'] === 'pending' ? isoOf(r['next_attempt_at']) : null,
  sentAt: isoOrNull(r['sent_at']),
});

const deliveryView = (where: ReturnType<typeof sql>) => sql`
  select d.*, n.kind, n.title from deliveries d join notifications n on n.id = d.notification_id
   where ${where}`;

const stateFilter = (state: DeliveryState | undefined) => {
  if (state === 'retrying') return sql`d.state = 'pending' and d.attempts > 0`;
  if (state === 'pending') return sql`d.state = 'pending' and d.attempts = 0`;
  return state ? sql`d.state = ${state}` : sql`true`;
};

/** The outbox as admins see it (decisions §14), with how many rows are in each state. */
export async function outboxPage(
  db: Executor,
  query: ListQuery & { state?: DeliveryState | undefined },
) {
  const [page, counts] = await Promise.all([
    newestFirst(
      db,
      { view: deliveryView, alias: 'd', where: stateFilter(query.state) },
      query,
      deliveryOf,
    ),
    queryRows<Record<DeliveryState, string | number>>(
      db,
      sql`select count(*) filter (where state = 'pending' and attempts = 0) as pending,
                 count(*) filter (where state = 'sending') as sending,
                 count(*) filter (where state = 'pending' and attempts > 0) as retrying,
                 count(*) filter (where state = 'sent') as sent,
                 count(*) filter (where state = 'dead') as dead
            from deliveries`,
    ),
  ]);
  const c = counts[0];
  return {
    ...page,
    counts: {
      pending: Number(c?.pending ?? 0),
      sending: Number(c?.sending ?? 0),
      retrying: Number(c?.retrying ?? 0),
      sent: Number(c?.sent ?? 0),
      dead: Number(c?.dead ?? 0),
    },
  };
}

export const NOT_RETRIABLE = 'Only a dead or retrying message can be sent again';

/** An admin sends a dead (or retrying) message again now, tries counted afresh; audited. */
export async function retryDelivery(
  db: Database,
  actor: Actor & { kind: 'admin' },
  id: number,
): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<Row>(
      tx,
      sql`update deliveries
             set state = 'pending', attempts = 0, next_attempt_at = now(),
                 claimed_at = null, claimed_by = null
           where id = ${id} and (state = 'dead' or (state = 'pending' and attempts > 0))
          returning id`,
    );
    if (!row) {
      const [exists] = await queryRows<Row>(tx, sql`select id from deliveries where id = ${id}`);
      if (!exists) throw new DomainError('not_found', 'Message not found');
      throw new DomainError('conflict', NOT_RETRIABLE);
    }
    await audit(tx, actor, 'delivery.retry', `delivery:${id}`);
    const [view] = await queryRows<Row>(tx, deliveryView(sql`d.id = ${id}`));
    if (!view) throw new DomainError('not_found', 'Message not found');
    return deliveryOf(view);
  });
}
