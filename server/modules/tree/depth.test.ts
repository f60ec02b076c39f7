import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { packageById, priceMicro } from '../catalogue/catalogue';
import { buildExtremeLeftChain } from '../../test/bulk-tree';
import { createTestDatabase, engine, type TestDatabase } from '../../test/harness';
import { person, ROOT_CODE, seedRoot } from '../../test/members';
import { registerMember } from '../members/service';
import { applyApprovedOrder } from './points';
import { legTotals } from './tour';

/**
 * Decision record 0011 (the tour in a counted B-tree): placing at the end of a leg and approving an
 * order for the member at its bottom cost the same on a leg 200,000 deep as on a leg 3 deep. The leg is built set-based; on the
 * embedded engine (one WASM connection, slow bulk inserts) 20,000 deep keeps the suite quick.
 */
const DEPTH = engine === 'postgres' ? 200_000 : 20_000;

describe(`a ${DEPTH.toLocaleString('en')}-deep leg (${engine})`, () => {
  let database: TestDatabase;
  let counting = false;
  let statements = 0;
  let rootId: number;
  const shallow = { placement: 0, approval: { statements: 0, rows: 0 } };

  async function place() {
    statements = 0;
    counting = true;
    const result = await registerMember(
      database.db,
      { ...person(), sponsorId: ROOT_CODE },
      'left',
      undefined,
    );
    counting = false;
    return { statements, id: Number(result.user._id) };
  }

  async function approve(buyer: number) {
    const kick = packageById(1);
    statements = 0;
    counting = true;
    const txid = await database.db.transaction(async (tx) => {
      await applyApprovedOrder(tx, {
        memberId: buyer,
        packageId: kick.id,
        points: kick.price,
        priceMicro: priceMicro(kick),
      });
      counting = false;
      const [row] = await queryRows<{ txid: string | number }>(
        tx,
        sql`select txid_current() % 4294967296 as txid`,
      );
      return Number(row?.txid);
    });
    // Every row a transaction writes carries its id in xmin.
    const [written] = await queryRows<{ n: string | number }>(
      database.db,
      sql`select (select count(*) from tour_blocks where xmin::text::bigint = ${txid})
               + (select count(*) from tour_items where xmin::text::bigint = ${txid}) as n`,
    );
    return { statements, rows: Number(written?.n) };
  }

  beforeAll(async () => {
    database = await createTestDatabase({
      onQuery: () => {
        if (counting) statements++;
      },
    });
    rootId = await seedRoot(database.db);
    await buildExtremeLeftChain(database.db, rootId, 3);
    const placed = await place();
    shallow.placement = placed.statements;
    shallow.approval = await approve(placed.id);
    await buildExtremeLeftChain(database.db, rootId, DEPTH);
  }, 120_000);
  afterAll(() => database.drop());

  it('places at the extreme end with the same statements as on a short leg', async () => {
    const deep = await place();
    expect(shallow.placement).toBeGreaterThan(0);
    expect(deep.statements).toBe(shallow.placement);
    const [tail] = await queryRows<{ depth: number; parent_is_previous: boolean }>(
      database.db,
      sql`select depth, parent_id = (select max(id) from members where id < ${deep.id}) as parent_is_previous
            from members where id = ${deep.id}`,
    );
    expect(tail).toEqual({ depth: DEPTH + 5, parent_is_previous: true });
  });

  it('approves for the member at the bottom without writing a row per ancestor', async () => {
    const [bottom] = await queryRows<{ id: string | number }>(
      database.db,
      sql`select id from members order by depth desc limit 1`,
    );
    const deep = await approve(Number(bottom?.id));
    expect(deep.statements).toBe(shallow.approval.statements);
    // The buyer's mid and one block a level: every block but the last of its level holds at least
    // 32 entries, so the tour of 3 x DEPTH items has at most 1 + log_32(3 x DEPTH) levels.
    expect(deep.rows).toBeLessThanOrEqual(2 + Math.ceil(Math.log(3 * DEPTH) / Math.log(32)));
    const legs = await legTotals(database.db, rootId);
    expect(legs.points.left).toBe(2 * packageById(1).price);
    expect(legs.members.left).toBe(DEPTH + 5);
  });
});
