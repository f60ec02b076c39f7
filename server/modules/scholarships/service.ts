import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows, applyBulkSettings } from '../../db/raw';
import { PACKAGES } from '../catalogue/catalogue';
import { audit, type Actor } from '../audit/service';
import { oweNotices } from '../notifications/owed';
import { balanceOf, postBulkCredits } from '../ledger/service';

export type ScholarshipResult = { month: Date; orders: number; totalMicro: number };

/** The first instant of the month `at` falls in, UTC. */
export const monthOf = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/** Per package: its monthly percent and for how many months (null: as long as it is held). */
const schedule = sql.raw(
  `(values ${PACKAGES.filter((p) => p.education && p.scholarshipPercent > 0)
    .map((p) => `(${p.id}, ${p.scholarshipPercent}, ${p.scholarshipMonths ?? 'null'})`)
    .join(', ')}) as s(package_id, percent, months)`,
);

/**
 * Pays the month's scholarships (decisions §6): every approved education order approved before
 * the month began and not yet paid for all its months gets its percent of the price, one row per
 * order and month, wallets credited in one transfer. The months paid are counted from those rows
 * (an index-only probe per limited order), not kept on the order: updating a third of a million
 * orders each month took 11 s of a million-member run. The month's run row makes it idempotent and
 * serialises concurrent runs (the second waits on the first's insert, then answers its result).
 */
export async function closeScholarships(
  db: Database,
  actor: Actor,
  at: Date = new Date(),
): Promise<ScholarshipResult> {
  const month = monthOf(at);
  return db.transaction(async (tx) => {
    const [claimed] = await queryRows<{ month: Date }>(
      tx,
      sql`insert into scholarship_runs (month, orders, total, ran_by)
          values (${month}, 0, 0, ${actor.kind === 'admin' ? `admin:${actor.id}` : actor.kind})
          on conflict (month) do nothing returning month`,
    );
    if (!claimed) {
      const [done] = await queryRows<{ orders: number; total: string | number }>(
        tx,
        sql`select orders, total from scholarship_runs where month = ${month}`,
      );
      return { month, orders: done?.orders ?? 0, totalMicro: Number(done?.total ?? 0) };
    }
    await applyBulkSettings(tx);
    await tx.execute(sql`
      create temp table month_scholarships on commit drop as
      select o.id as order_id, o.member_id, o.price_micro * s.percent / 100 as amount
        from orders o join ${schedule} on s.package_id = o.package_id
       where o.status = 'approved' and o.decided_at < ${month}
         and (s.months is null
              or (select count(*) from scholarships x where x.order_id = o.id) < s.months)`);
    await tx.execute(sql`
      insert into scholarships (order_id, member_id, month, amount)
      select order_id, member_id, ${month}, amount from month_scholarships`);
    const monthKey = month.toISOString().slice(0, 7);
    await postBulkCredits(
      tx,
      { ref: `scholarship:${monthKey}`, kind: 'scholarship', actor },
      sql`select member_id, sum(amount)::bigint as amount from month_scholarships group by member_id`,
      sql`select 'scholarship_expense' as kind, -coalesce(sum(amount), 0)::bigint as amount
            from month_scholarships`,
    );
    const [totals] = await queryRows<{ orders: string | number; total: string | number }>(
      tx,
      sql`select count(*) as orders, coalesce(sum(amount), 0) as total from month_scholarships`,
    );
    const orders = Number(totals?.orders ?? 0);
    const totalMicro = Number(totals?.total ?? 0);
    await tx.execute(sql`
      update scholarship_runs set orders = ${orders}, total = ${totalMicro} where month = ${month}`);
    await oweNotices(tx, 'scholarship_credited', month.toISOString());
    await audit(tx, actor, 'scholarship.close', `month:${monthKey}`, { orders, total: totalMicro });
    return { month, orders, totalMicro };
  });
}

export type ScholarshipRow = {
  id: string | number;
  month: Date | string;
  amount: string | number;
  package_id: number;
};

/** A member's scholarship payments, newest month first (`/user/rewards/{sponsorId}`). */
export async function scholarshipsOf(db: Database, memberId: number): Promise<ScholarshipRow[]> {
  return queryRows<ScholarshipRow>(
    db,
    sql`select s.id, s.month, s.amount, o.package_id
          from scholarships s join orders o on o.id = s.order_id
         where s.member_id = ${memberId} order by s.month desc, s.id desc`,
  );
}

/** A member's scholarships with their wallet balance, as the Scholarship page shows them. */
export async function scholarshipRewardsOf(db: Database, memberId: number) {
  const [rows, walletMicro] = await Promise.all([
    scholarshipsOf(db, memberId),
    balanceOf(db, 'member_wallet', memberId),
  ]);
  return { rows, walletMicro };
}
