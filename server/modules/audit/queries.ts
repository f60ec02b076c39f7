import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditEvent } from '../../../contract/admin';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { toUsdt } from '../../shared/money';
import { DomainError } from '../../shared/errors';
import {
  decodeCursor,
  fromMicros,
  isoOf,
  keyId,
  microsOf,
  pageOf,
  type Page,
} from '../../shared/paging';
import type { Row } from '../../shared/paging';

type EventType = AuditEvent['type'];

export type AuditQuery = {
  cursor?: string | undefined;
  limit: number;
  type?: EventType | undefined;
  action?: string | undefined;
  actor?: string | undefined;
  subject?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * The timeline sorts by time, then type ('money' before 'action' at the same instant), then id,
 * all descending; the cursor is that triple, so a page may end in either source.
 */
const eventKey = z.tuple([keyId, z.enum(['action', 'money']), keyId]);
type EventKey = z.infer<typeof eventKey>;

/** `admin:3` as audit_log stores it: kind and id (`system` has no id). */
const ACTOR_LABEL = /^(admin|operator|member):(\d{1,15})$|^system$/;

function parseActor(label: string) {
  const match = ACTOR_LABEL.exec(label);
  if (!match)
    throw new DomainError('invalid', 'actor must be a label like admin:3, member:42 or system');
  return match[1] ? { kind: match[1], id: Number(match[2]) } : { kind: 'system', id: null };
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/** Where one source's rows come after the cursor, given its fixed type. */
function afterCursor(type: EventType, at: SQL, id: SQL, after: EventKey | undefined) {
  if (!after) return sql`true`;
  const [micros, afterType, afterId] = after;
  const cursorAt = fromMicros(micros);
  if (type === afterType) return sql`(${at}, ${id}) < (${cursorAt}, ${afterId})`;
  // Same instant: 'money' sorts before 'action'.
  return type === 'action' ? sql`${at} <= ${cursorAt}` : sql`${at} < ${cursorAt}`;
}

type Source = { type: EventType; table: SQL; at: SQL; id: SQL; filters: SQL[]; select: SQL };

function sources(query: AuditQuery): Source[] {
  const actor = query.actor === undefined ? undefined : parseActor(query.actor);
  const common = (at: SQL, subject: SQL) => [
    ...(query.subject === undefined ? [] : [sql`${subject} like ${likePrefix(query.subject)}`]),
    ...(query.from === undefined ? [] : [sql`${at} >= ${query.from}::timestamptz`]),
    ...(query.to === undefined ? [] : [sql`${at} <= ${query.to}::timestamptz`]),
  ];
  const actions: Source = {
    type: 'action',
    table: sql`audit_log a`,
    at: sql`a.at`,
    id: sql`a.id`,
    filters: [
      ...(query.action === undefined ? [] : [sql`a.action = ${query.action}`]),
      ...(actor === undefined
        ? []
        : [
            actor.id === null
              ? sql`a.actor_kind = ${actor.kind} and a.actor_id is null`
              : sql`a.actor_kind = ${actor.kind} and a.actor_id = ${actor.id}`,
          ]),
      ...common(sql`a.at`, sql`a.subject`),
    ],
    select: sql`'action'::text as type, a.id, a.at,
                a.actor_kind || coalesce(':' || a.actor_id::text, '') as actor,
                a.action, a.subject, a.details`,
  };
  const money: Source = {
    type: 'money',
    table: sql`transfers t`,
    at: sql`t.created_at`,
    id: sql`t.id`,
    filters: [
      ...(query.action === undefined ? [] : [sql`t.kind = ${query.action}`]),
      ...(query.actor === undefined ? [] : [sql`t.actor = ${query.actor}`]),
      ...common(sql`t.created_at`, sql`t.ref`),
    ],
    select: sql`'money'::text as type, t.id, t.created_at as at, t.actor, t.kind as action,
                t.ref as subject, '{}'::jsonb as details`,
  };
  return [actions, money].filter((s) => query.type === undefined || s.type === query.type);
}

/**
 * Staff actions (audit_log) and money movements (transfers) as one timeline, newest first: each
 * source's next rows come from its own (time, id) index, then the two are merged.
 */
export async function auditTimeline(db: Database, query: AuditQuery): Promise<Page<AuditEvent>> {
  const after = decodeCursor(query.cursor, eventKey);
  const parts = sources(query).map(
    (s) => sql`(
      select ${s.select} from ${s.table}
       where ${sql.join([...s.filters, afterCursor(s.type, s.at, s.id, after)], sql` and `)}
       order by ${s.at} desc, ${s.id} desc limit ${query.limit + 1})`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select x.*, ${microsOf(sql`x.at`)} as at_us,
               case when x.type = 'money' then
                 (select sum(amount) from entries where transfer_id = x.id and amount > 0)
               end as amount
          from (${sql.join(parts, sql` union all `)}) x
         order by x.at desc, x.type desc, x.id desc
         limit ${query.limit + 1}`,
  );
  const names = await actorNames(
    db,
    rows.map((r) => String(r['actor'])),
  );
  return pageOf(
    rows,
    query.limit,
    (r) => ({
      type: r['type'] as EventType,
      _id: String(r['id']),
      at: isoOf(r['at']),
      actor: String(r['actor']),
      actorName: names.get(String(r['actor'])) ?? null,
      action: String(r['action']),
      subject: String(r['subject']),
      amount: r['amount'] === null ? null : toUsdt(r['amount'] as number),
      details: detailsOf(r['details']),
    }),
    (r) => [Number(r['at_us']), r['type'] as EventType, Number(r['id'])],
  );
}

/** jsonb arrives parsed from both drivers; an older row could hold a non-object. */
function detailsOf(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : { value: parsed };
}

/** The names behind actor labels: staff for `admin:`/`operator:`, members for `member:`. */
async function actorNames(db: Database, labels: string[]): Promise<Map<string, string>> {
  const actors = [...new Set(labels)].flatMap((label) => {
    const match = ACTOR_LABEL.exec(label);
    return match?.[1] ? [{ label, member: match[1] === 'member', id: Number(match[2]) }] : [];
  });
  const [staffNames, memberNames] = await Promise.all([
    namesOf(
      db,
      'staff',
      actors.filter((a) => !a.member).map((a) => a.id),
    ),
    namesOf(
      db,
      'members',
      actors.filter((a) => a.member).map((a) => a.id),
    ),
  ]);
  return new Map(
    actors.flatMap((a) => {
      const name = (a.member ? memberNames : staffNames).get(a.id);
      return name === undefined ? [] : [[a.label, name] as const];
    }),
  );
}

async function namesOf(db: Database, table: 'staff' | 'members', ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await queryRows<{ id: string | number; name: string }>(
    db,
    sql`select id, name from ${sql.identifier(table)}
         where id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
